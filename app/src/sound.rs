//! Which sound plays for each frame of a turn, and how. The shells only play
//! `Effect::Sound`: the files are the project's own (`assets/sounds/`, made by
//! `assets/sounds/make_sounds.py`), named by `Sound::file`.
//!
//! A seed's click varies in recording, pitch, loudness and timing, chosen
//! deterministically from where it falls (so a replay sounds the same and a
//! long relay sounds like seeds, not a metronome): a fuller hole sounds lower.

use crate::timeline::FrameKind;
use pallanguzhi_core::Outcome;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum SoundKind {
    /// A seed falls into a hole or a bowl.
    Seed,
    /// The hand lifts a hole's seeds (first lift or relay).
    Lift,
    Capture,
    Pasu,
    RoundEnd,
    /// The game ended and the person listening (or, in pass-and-play, someone) won.
    Win,
    /// The game ended and the person listening lost (to the computer or online).
    Loss,
    /// My online move clock entered its last 10 seconds.
    ClockWarning,
}

/// How many recordings each kind has (`Sound::variant` is below it).
pub fn variants(kind: SoundKind) -> u8 {
    match kind {
        SoundKind::Seed => 3,
        _ => 1,
    }
}

/// One sound to play. On the wire (the browser) it carries its file's name too, so
/// that no shell spells the names again.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(into = "SoundCue")]
pub struct Sound {
    pub kind: SoundKind,
    /// Which recording of the kind (below `variants(kind)`).
    pub variant: u8,
    /// Playback rate in thousandths (1000 = as recorded; between 500 and 2000).
    pub rate_milli: u16,
    /// Loudness in percent, the settings' volume already applied (1..=100).
    pub volume: u8,
    /// Start this many milliseconds after the effect (at most the frame's length).
    pub delay_ms: u16,
}

impl Sound {
    /// A sound as recorded, now, at full volume.
    pub fn plain(kind: SoundKind) -> Sound {
        Sound {
            kind,
            variant: 0,
            rate_milli: 1000,
            volume: 100,
            delay_ms: 0,
        }
    }

    /// The file's name without extension: `assets/sounds/<file>.wav`, Android
    /// `R.raw.<file>`, the iOS bundle's `<file>.wav`.
    pub fn file(&self) -> String {
        let stem = match self.kind {
            SoundKind::Seed => "seed",
            SoundKind::Lift => "lift",
            SoundKind::Capture => "capture",
            SoundKind::Pasu => "pasu",
            SoundKind::RoundEnd => "round_end",
            SoundKind::Win => "win",
            SoundKind::Loss => "loss",
            SoundKind::ClockWarning => "clock_warning",
        };
        if variants(self.kind) > 1 {
            format!("{stem}_{}", self.variant + 1)
        } else {
            stem.to_string()
        }
    }

    /// This sound at `volume` percent of its own loudness (`None` when silent).
    pub fn at_volume(self, volume: u8) -> Option<Sound> {
        let v = (self.volume as u32 * volume.min(100) as u32 + 50) / 100;
        (v > 0).then_some(Sound {
            volume: v as u8,
            ..self
        })
    }
}

/// Every file the shells need, for bundling checks.
pub fn all_files() -> Vec<String> {
    use SoundKind::*;
    [Seed, Lift, Capture, Pasu, RoundEnd, Win, Loss, ClockWarning]
        .into_iter()
        .flat_map(|kind| {
            (0..variants(kind)).map(move |variant| {
                Sound {
                    variant,
                    ..Sound::plain(kind)
                }
                .file()
            })
        })
        .collect()
}

/// A small integer hash (deterministic on every platform).
fn mix(mut x: u32) -> u32 {
    x = x.wrapping_mul(0x9E37_79B1) ^ 0x5BD1_E995;
    x ^= x >> 15;
    x = x.wrapping_mul(0x85EB_CA6B);
    x ^= x >> 13;
    x = x.wrapping_mul(0xC2B2_AE35);
    x ^ (x >> 16)
}

/// The sound of a frame. `index` is the frame's place in its turn, `seeds_there`
/// the seeds in the hole (or bowl) after a seed fell, `held` the seeds still in
/// the hand, `ms` the frame's length (the click sounds as the seed lands, in the frame's last fifth).
pub fn for_frame(kind: &FrameKind, index: usize, seeds_there: u16, held: u8, ms: u32) -> Option<Sound> {
    let sound = match *kind {
        FrameKind::Sow { hole } => seed(index, hole as u32, seeds_there, held, ms),
        FrameKind::SowStore { side } => {
            // A seed into a bowl: the full bowl sounds lower still.
            seed(index, 100 + side as u32, seeds_there.max(12), held, ms)
        }
        FrameKind::Lift { seeds, .. } | FrameKind::Relay { seeds, .. } => Sound {
            // A bigger handful is a little lower.
            rate_milli: 1060 - (seeds.min(20) as u16) * 6,
            ..Sound::plain(SoundKind::Lift)
        },
        FrameKind::Capture { seeds: 0, .. } => return None,
        FrameKind::Capture { .. } | FrameKind::OppositeCapture { .. } => Sound::plain(SoundKind::Capture),
        FrameKind::Pasu { .. } => Sound::plain(SoundKind::Pasu),
        FrameKind::RoundEnd { .. } => Sound::plain(SoundKind::RoundEnd),
        FrameKind::GameEnd { outcome, .. } => match outcome {
            Outcome::Win { .. } => Sound::plain(SoundKind::Win),
            Outcome::Draw => Sound::plain(SoundKind::RoundEnd),
        },
        FrameKind::ExtraTurn { .. } | FrameKind::EndlessStop { .. } | FrameKind::Refill { .. } => return None,
    };
    Some(sound)
}

fn seed(index: usize, place: u32, seeds_there: u16, held: u8, ms: u32) -> Sound {
    let h = mix((index as u32) << 16 ^ place << 8 ^ (seeds_there as u32) << 4 ^ held as u32);
    let fullness = (seeds_there.min(12) as i32) * 7; // up to 84 thousandths lower
    let jitter = (h % 121) as i32 - 60; // ±60 thousandths
    Sound {
        kind: SoundKind::Seed,
        variant: ((h >> 8) % variants(SoundKind::Seed) as u32) as u8,
        rate_milli: (1040 + jitter - fullness) as u16,
        volume: 78 + ((h >> 12) % 23) as u8,
        // The click when the seed lands: in the last fifth of its flight.
        delay_ms: (ms - (h >> 20) % (ms / 5 + 1)) as u16,
    }
}

/// Against the computer or online, a win of the other side is the listener's loss.
pub fn for_listener(sound: Sound, outcome: Option<Outcome>, listener: Option<pallanguzhi_core::Side>) -> Sound {
    match (sound.kind, outcome, listener) {
        (SoundKind::Win, Some(Outcome::Win { side: winner }), Some(me)) if winner != me => Sound {
            kind: SoundKind::Loss,
            ..sound
        },
        _ => sound,
    }
}

/// A `Sound` as a shell plays it: its file's name in place of the variant. The browser
/// gets it as JSON, the phones as the FFI record `Sound`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "Sound"))]
pub struct SoundCue {
    pub kind: SoundKind,
    /// The file's name without `.wav` (`assets/sounds/`, Android `R.raw.<file>`, the iOS
    /// bundle's `<file>.wav`).
    pub file: String,
    /// Playback rate in thousandths (1000 = as recorded; 500..=2000).
    pub rate_milli: u16,
    /// Loudness in percent, the settings' volume applied (1..=100).
    pub volume: u8,
    /// Start this many milliseconds after the effect.
    pub delay_ms: u16,
}

impl From<Sound> for SoundCue {
    fn from(s: Sound) -> SoundCue {
        SoundCue {
            kind: s.kind,
            file: s.file(),
            rate_milli: s.rate_milli,
            volume: s.volume,
            delay_ms: s.delay_ms,
        }
    }
}
