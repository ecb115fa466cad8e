//! What the core asks the shells to do. A shell performs each effect and
//! reports back with an `Event`; it decides nothing itself.

use crate::search::SearchJob;

#[derive(Debug, Clone)]
pub enum Effect {
    /// Read `App::view()` and draw it.
    Render,
    /// Fire `Event::TimerFired { id }` after `ms` milliseconds.
    StartTimer {
        id: u64,
        ms: u32,
    },
    /// Forget the timer `id` (firing it anyway is harmless: stale ids are ignored).
    CancelTimer {
        id: u64,
    },
    /// Run `job.run()` off the main thread and hand its event back.
    Search {
        job: SearchJob,
    },
    /// The search `id` is cancelled (its token is already set); a shell may
    /// drop its handle. Its late answer is ignored.
    CancelSearch {
        id: u64,
    },
    Haptic {
        kind: HapticKind,
    },
    /// Say `text` through the screen reader (TalkBack, VoiceOver).
    Announce {
        text: String,
    },
    /// For the network driver (`Runner` performs it; shells never see it).
    Online(crate::online::OnlineCommand),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HapticKind {
    /// A seed falls (one light tick per sown seed).
    Sow,
    Capture,
    RoundEnd,
    GameEnd,
    /// A hole that cannot be played was tapped.
    Refused,
}

impl Effect {
    /// The search id of a `Search` effect, for tests and logs.
    pub fn search_id(&self) -> Option<u64> {
        match self {
            Effect::Search { job } => Some(job.id()),
            _ => None,
        }
    }
}
