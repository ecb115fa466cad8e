#!/usr/bin/env python3
"""Synthesizes the game's sound effects as small WAV files (16-bit mono; 16 kHz for the
clicks, 11.025 kHz for the wooden notes, whose partials stay below 4.2 kHz) with
only the Python standard library (wave, math, random with fixed seeds: the same bytes
on every run). Run from anywhere: python3 assets/sounds/make_sounds.py [--check]
writes assets/sounds/*.wav and prints each file's duration, peak and RMS; --check
only compares what it would write with the files checked in (exit 1 if they differ).

The sounds are modal synthesis: a seed falling on wood is a short noise impulse that
rings a few damped resonances (a seed's click) over a lower, quieter thump of the
board; a lift is a rustle of small clicks; a capture pours a run of clicks into a bowl's
lower ring; pasu is four quick clicks and a wood block; the end of a round, a win, a
loss and the move clock's warning (its last 10 seconds) are marimba-like notes (bar partials 1 : 3.93 : 9.2). The core picks which file,
at what rate, volume and delay (app/src/sound.rs); the names must match Sound::file.
"""
import io
import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 16000
HERE = Path(__file__).resolve().parent


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def add(buf, at, sig, gain=1.0):
    """Mixes sig into buf starting at `at` seconds (the buffer grows as needed)."""
    start = int(at * RATE)
    if len(buf) < start + len(sig):
        buf.extend([0.0] * (start + len(sig) - len(buf)))
    for i, v in enumerate(sig):
        buf[start + i] += v * gain
    return buf


def ring(freq, decay, seconds, phase=0.0):
    """A damped sine: one mode of a struck body (decay = time constant, seconds). Its last
    4 ms fade to zero: a mode cut off while still ringing (a capture's 620 Hz ring, a note
    under the next one) is a step, heard as a tick and seen as a broadband smear."""
    n = int(RATE * seconds)
    w = 2 * math.pi * freq / RATE
    out = [math.sin(w * i + phase) * math.exp(-i / (RATE * decay)) for i in range(n)]
    fade = min(n, int(RATE * 0.004))
    for i in range(fade):
        out[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fade)
    return out


def click(rng, modes, seconds=0.07, thump=(160.0, 0.012, 0.35), noise_ms=1.5):
    """A seed hitting wood: a noise impulse plus damped resonances and a low thump."""
    n = int(RATE * seconds)
    out = [0.0] * n
    k = int(RATE * noise_ms / 1000)
    for i in range(k):
        out[i] += rng.uniform(-1, 1) * (1 - i / k)
    for freq, decay, amp in modes:
        for i, v in enumerate(ring(freq, decay, seconds, rng.uniform(0, math.pi))):
            out[i] += v * amp
    f, d, a = thump
    for i, v in enumerate(ring(f, d, seconds)):
        out[i] += v * a
    return out


def bar(freq, seconds, decay=0.25, amp=1.0):
    """A marimba-like wooden bar: partials 1, 3.93, 9.2 with faster-decaying overtones."""
    n = int(RATE * seconds)
    out = [0.0] * n
    for ratio, d, a in ((1.0, decay, 1.0), (3.93, decay / 3, 0.35), (9.2, decay / 8, 0.12)):
        if freq * ratio >= RATE / 2:
            continue
        for i, v in enumerate(ring(freq * ratio, d, seconds)):
            out[i] += v * a * amp
    attack = int(RATE * 0.002)  # 2 ms so the bar does not click
    for i in range(min(attack, n)):
        out[i] *= i / attack
    return out


def seed(variant):
    rng = random.Random(100 + variant)
    modes = [
        [(2400, 0.010, 0.8), (3650, 0.007, 0.5), (5300, 0.004, 0.3)],
        [(2150, 0.012, 0.8), (3300, 0.008, 0.45), (4900, 0.005, 0.3)],
        [(2700, 0.009, 0.8), (4100, 0.006, 0.45), (5900, 0.004, 0.25)],
    ][variant]
    return click(rng, modes, thump=(150 + 30 * variant, 0.012, 0.3))


def lift():
    rng = random.Random(7)
    out = silence(0.16)
    for j in range(7):
        at = 0.004 + j * 0.018 + rng.uniform(0, 0.008)
        f = rng.uniform(2000, 3400)
        c = click(rng, [(f, 0.006, 0.6), (f * 1.52, 0.004, 0.3)], seconds=0.04, thump=(200, 0.006, 0.1))
        add(out, at, c, gain=0.35 + 0.4 * math.sin(math.pi * (j + 0.5) / 7))
    return out


def capture():
    rng = random.Random(11)
    out = silence(0.36)
    at = 0.0
    for j in range(11):  # the seeds pour, faster and faster, into the bowl
        f = rng.uniform(1900, 3000)
        c = click(rng, [(f, 0.008, 0.7), (f * 1.48, 0.005, 0.3), (620, 0.03, 0.25)], seconds=0.06)
        add(out, at, c, gain=0.45 + 0.05 * j)
        at += max(0.012, 0.034 - 0.002 * j) + rng.uniform(0, 0.005)
    add(out, 0.0, [v * 0.3 for v in ring(410, 0.12, 0.36)])  # the bowl rings under them
    return out


def pasu():
    rng = random.Random(13)
    out = silence(0.42)
    for j in range(4):  # four seeds: pasu
        f = 2500 + 180 * j
        add(out, 0.045 * j, click(rng, [(f, 0.009, 0.8), (f * 1.5, 0.006, 0.35)], seconds=0.06), 0.7)
    add(out, 0.2, bar(880, 0.22, decay=0.06), 0.8)  # a wood block
    return out


def notes(pitches, step, tail, decay, amp=1.0):
    out = silence(step * len(pitches) + tail)
    for j, f in enumerate(pitches):
        add(out, step * j, bar(f, step + tail, decay=decay), amp)
    return out


def round_end():
    return notes([523.25, 392.0], 0.15, 0.32, 0.14)  # C5 G4


def win():
    return notes([523.25, 659.25, 783.99, 1046.5], 0.1, 0.36, 0.15)  # C E G C, rising


def loss():
    return notes([392.0, 311.13, 261.63], 0.17, 0.32, 0.13, amp=0.8)  # G Eb C, falling (minor)


def clock_warning():
    return notes([1318.51, 1318.51], 0.11, 0.12, 0.045)  # E6 twice, short: the last 10 seconds


# name: (maker, sample rate)
SOUNDS = {
    "seed_1": (lambda: seed(0), 16000),
    "seed_2": (lambda: seed(1), 16000),
    "seed_3": (lambda: seed(2), 16000),
    "lift": (lift, 16000),
    "capture": (capture, 16000),
    "pasu": (pasu, 16000),
    "round_end": (round_end, 11025),
    "win": (win, 11025),
    "loss": (loss, 11025),
    "clock_warning": (clock_warning, 11025),
}

# Every file is made as loud as the others: its loudest 50 ms, K-weighted (below), at TARGET,
# unless that would put a sample above CEILING (a click's first millisecond is far above its
# average; the clicks then stay a little quieter, about 1.5 dB). The core sets each play's
# volume on top of this (app/src/sound.rs: a seed at 78 to 100 %).
TARGET = -15.0  # LUFS-like dB over 50 ms
CEILING = -1.0  # dBFS: headroom for the players' resampling (rates 0.85 to 1.15)


def biquad(x, b, a):
    y = [0.0] * len(x)
    x1 = x2 = y1 = y2 = 0.0
    for i, v in enumerate(x):
        o = b[0] * v + b[1] * x1 + b[2] * x2 - a[1] * y1 - a[2] * y2
        x2, x1, y2, y1 = x1, v, y1, o
        y[i] = o
    return y


def k_weighted(x, rate):
    """ITU-R BS.1770's K filter at `rate`: a +4 dB shelf above about 1.7 kHz (the ear hears
    a 3 kHz click louder than a 500 Hz note of the same RMS) and a 38 Hz high-pass."""
    k = math.tan(math.pi * 1681.974450955533 / rate)
    q = 0.7071752369554196
    vh = 10 ** (3.999843853973347 / 20)
    vb = vh ** 0.4996667741545416
    a0 = 1 + k / q + k * k
    shelf = biquad(x, [(vh + vb * k / q + k * k) / a0, 2 * (k * k - vh) / a0, (vh - vb * k / q + k * k) / a0],
                   [1, 2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0])
    k = math.tan(math.pi * 38.13547087602444 / rate)
    q = 0.5003270373238773
    a0 = 1 + k / q + k * k
    return biquad(shelf, [1, -2, 1], [1, 2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0])


def loudness(samples, rate, window=0.05):
    """The loudest `window` seconds, K-weighted, in dB (BS.1770's -0.691 offset): a 70 ms
    click and a 800 ms fanfare compare by what the ear hears at their loudest."""
    y = k_weighted(samples, rate)
    n = min(len(y), int(rate * window))
    best = max(sum(v * v for v in y[s:s + n]) / n for s in range(0, len(y) - n + 1, max(1, n // 8)))
    return -0.691 + 10 * math.log10(best or 1e-12)


def level(samples, rate):
    """(peak dBFS, RMS dBFS, loudness dB) of samples in -1..1."""
    peak = max(abs(v) for v in samples) or 1e-12
    rms = math.sqrt(sum(v * v for v in samples) / len(samples)) or 1e-12
    return 20 * math.log10(peak), 20 * math.log10(rms), loudness(samples, rate)


def normalised(samples, rate):
    """The samples at TARGET loudness, no sample above CEILING, ending at silence."""
    _, _, now = level(samples, rate)
    top = max(abs(v) for v in samples) or 1.0
    gain = min(10 ** ((TARGET - now) / 20), 10 ** (CEILING / 20) / top)
    scaled = [v * gain for v in samples]
    fade = int(rate * 0.005)  # end at silence
    for i in range(min(fade, len(scaled))):
        scaled[-1 - i] *= i / fade
    return scaled


def encode(scaled, rate):
    data = b"".join(struct.pack("<h", max(-32767, min(32767, round(v * 32767)))) for v in scaled)
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(data)
    return buf.getvalue()


def make(name):
    """The file `name` as (WAV bytes, samples): what the script writes."""
    global RATE
    maker, rate = SOUNDS[name]
    RATE = rate  # the makers read it
    scaled = normalised(maker(), rate)
    return encode(scaled, rate), scaled


def main():
    check = "--check" in sys.argv
    total, differ = 0, []
    for name, (_, rate) in SOUNDS.items():
        data, scaled = make(name)
        path = HERE / f"{name}.wav"
        peak, rms, loud = level(scaled, rate)
        print(f"{name:13} {rate:5} Hz {len(scaled) / rate * 1000:4.0f} ms  peak {peak:5.1f} dBFS  rms {rms:5.1f} dBFS"
              f"  loudness {loud:5.1f} dB  {len(data):6} bytes")
        total += len(data)
        if check:
            if not path.exists() or path.read_bytes() != data:
                differ.append(name)
        else:
            path.write_bytes(data)
    print(f"{len(SOUNDS)} files, {total} bytes")
    if differ:
        print("differ from the checked-in files:", ", ".join(differ))
        sys.exit(1)


if __name__ == "__main__":
    main()
