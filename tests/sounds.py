#!/usr/bin/env python3
"""The sound files (assets/sounds/*.wav) against the script that makes them and against level
bounds, read back from the checked-in bytes: each file is exactly what make_sounds.py writes
(and Android's res/raw copy the same bytes); none clips, none is silent, all are about as loud
as each other (make_sounds.loudness: the loudest 50 ms, K-weighted); each is short and ends at
silence; the three seed clicks ring at different pitches (the core picks one and varies its
rate, volume and delay: app/src/sound.rs, app/tests/sounds.rs). One line per check, then
"N passed, N failed". Run from anywhere: python3 tests/sounds.py"""
import math
import os
import struct
import sys
import wave

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
SOUNDS = os.path.join(ROOT, "assets", "sounds")
sys.path.insert(0, SOUNDS)
import make_sounds  # noqa: E402  (the script, imported: the same functions that wrote the files)

results = []


def check(name, ok, why=""):
    results.append(ok)
    print(("ok    " if ok else "FAIL  ") + name + ("" if ok or not why else "\n      " + why))


def read(path):
    """(samples in -1..1, raw 16-bit values, rate) of a mono 16-bit WAV."""
    with wave.open(path) as w:
        assert (w.getnchannels(), w.getsampwidth()) == (1, 2), path
        raw = struct.unpack("<%dh" % w.getnframes(), w.readframes(w.getnframes()))
        return [v / 32767 for v in raw], raw, w.getframerate()


def strongest(samples, rate, lo=1500, hi=6500, step=25):
    """The frequency (Hz) with the most energy between lo and hi (Goertzel, every `step` Hz)."""
    def power(f):
        c = 2 * math.cos(2 * math.pi * f / rate)
        s1 = s2 = 0.0
        for v in samples:
            s1, s2 = v + c * s1 - s2, s1
        return s1 * s1 + s2 * s2 - c * s1 * s2
    return max(range(lo, hi, step), key=power)


levels = {}
for name, (_, rate) in make_sounds.SOUNDS.items():
    path = os.path.join(SOUNDS, name + ".wav")
    if not os.path.exists(path):
        check(name + ": checked in", False, path + " is missing: run python3 assets/sounds/make_sounds.py")
        continue
    data = open(path, "rb").read()
    made, _ = make_sounds.make(name)
    check(name + ": the bytes make_sounds.py makes", data == made,
          "differs: run python3 assets/sounds/make_sounds.py and commit the files")
    raw_copy = os.path.join(ROOT, "android", "app", "src", "main", "res", "raw", name + ".wav")
    check(name + ": Android's res/raw copy is the same", os.path.exists(raw_copy) and open(raw_copy, "rb").read() == data,
          "cp assets/sounds/*.wav android/app/src/main/res/raw/")
    samples, raw, file_rate = read(path)
    seconds = len(samples) / file_rate
    peak, rms, loud = make_sounds.level(samples, file_rate)
    levels[name] = loud
    print("      %5.0f ms  peak %5.1f dBFS  rms %5.1f dBFS  loudness %5.1f dB" % (seconds * 1000, peak, rms, loud))
    check(name + ": rate as the script says, 50 ms to 1 s long", file_rate == rate and 0.05 <= seconds <= 1.0,
          "%d Hz, %.3f s" % (file_rate, seconds))
    check(name + ": no clipping (peak at most %.0f dBFS, no full-scale sample)" % make_sounds.CEILING,
          peak <= make_sounds.CEILING + 0.05 and max(abs(v) for v in raw) < 32767, "peak %.2f dBFS" % peak)
    check(name + ": not silent (peak above -12 dBFS, RMS above -30 dBFS)", peak > -12 and rms > -30,
          "peak %.1f, rms %.1f dBFS" % (peak, rms))
    check(name + ": within 2 dB of the target loudness (%.0f dB)" % make_sounds.TARGET,
          abs(loud - make_sounds.TARGET) <= 2, "%.1f dB" % loud)
    check(name + ": ends at silence", abs(samples[-1]) < 0.002 and max(abs(v) for v in samples[-16:]) < 0.05,
          "last samples %s" % [round(v, 3) for v in samples[-4:]])

if levels:
    spread = max(levels.values()) - min(levels.values())
    check("every file as loud as the others within 2.5 dB", spread <= 2.5,
          "spread %.1f dB: %s" % (spread, ", ".join("%s %.1f" % kv for kv in sorted(levels.items(), key=lambda kv: kv[1]))))

# A mode stopped while ringing is a step (a tick, broadband in a spectrogram): each one fades out.
mode = make_sounds.ring(440.0, 1.0, 0.1)
check("a ringing mode ends at zero, not cut off", abs(mode[-1]) < 1e-3 and max(abs(v) for v in mode[-8:]) < 0.05,
      "%s" % [round(v, 3) for v in mode[-4:]])

# The three seed recordings: three pitches for the core to choose between (and then vary).
pitches = []
for k in (1, 2, 3):
    samples, _, rate = read(os.path.join(SOUNDS, "seed_%d.wav" % k))
    pitches.append(strongest(samples, rate))
print("      seed clicks' strongest resonance: %s Hz" % pitches)
check("the three seed clicks ring at pitches at least 150 Hz apart, between 1.8 and 3.5 kHz",
      all(1800 <= p <= 3500 for p in pitches) and
      all(abs(a - b) >= 150 for i, a in enumerate(pitches) for b in pitches[i + 1:]), "%s Hz" % pitches)

passed = sum(results)
print("%d passed, %d failed" % (passed, len(results) - passed))
sys.exit(0 if all(results) else 1)
