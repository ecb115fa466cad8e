//! What the core asks the shells to do. A shell performs each effect and
//! reports back with an `Event`; it decides nothing itself.

use crate::search::SearchJob;
use crate::sound::SoundCue;
use crate::store::WriteJob;
use std::sync::Arc;

#[derive(Debug, Clone, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
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
    /// Run `job.run()` off the main thread and hand its event back (`id`: the job's).
    Search {
        id: u64,
        job: Arc<SearchJob>,
    },
    /// The search `id` is cancelled (its token is already set); a shell may
    /// drop its handle. Its late answer is ignored.
    CancelSearch {
        id: u64,
    },
    /// Run `job.run()` off the main thread, on one serial queue (jobs in the order they
    /// came), and hand its `Event::Written` back (`id`: the job's). A shell with no
    /// background queue (the browser, the CLI, the tests) runs it at once. Not in the
    /// browser's JSON: its page runs it at once itself.
    #[serde(skip_serializing)]
    Write {
        id: u64,
        job: Arc<WriteJob>,
    },
    /// Block here until every write queued so far (this event's `Write`s included: this
    /// effect comes after them) has run, but at most `timeout_ms`; then go on. The last
    /// effect of `Suspend`, so the files are on the disk before the system may kill the app
    /// (`SUSPEND_WRITE_WAIT_MS`). A shell that runs writes at once has nothing to wait for.
    /// Not in the browser's JSON, like `Write`.
    #[serde(skip_serializing)]
    AwaitWrites {
        timeout_ms: u32,
    },
    Haptic {
        kind: HapticKind,
    },
    /// Play `sound` (`assets/sounds/<sound.file()>.wav`) at its rate, volume and delay;
    /// only sent when the settings have sound on. Phones keep their silent mode.
    Sound {
        sound: SoundCue,
    },
    /// Say `text` through the screen reader (TalkBack, VoiceOver).
    Announce {
        text: String,
    },
    /// Make an HTTP request and answer `Event::Transport(HttpDone { id, .. })` (any
    /// status, with its body) or `HttpFailed { id, .. }` (no answer). `method` is the
    /// wire string (`"GET"`, `"POST"`, `"DELETE"`), sent as it is. The core times the call
    /// out itself (then sends `HttpCancel`); `timeout_ms` bounds the platform's connect,
    /// read, write and whole-call timeouts so a call the core gave up on cannot hold a
    /// pooled connection or a per-host slot for minutes.
    Http {
        id: u64,
        method: String,
        url: String,
        headers: Vec<Header>,
        body: Option<String>,
        timeout_ms: u32,
    },
    /// The core gave up on the call `id` (it timed out): abort it and report nothing
    /// more about it (a late answer would be dropped anyway).
    HttpCancel {
        id: u64,
    },
    /// Open a WebSocket (`ws://` or `wss://`) and report `SocketOpened`, then each
    /// text message, and `SocketClosed`, `SocketFailed` or `SocketRefused` (an HTTP
    /// answer instead of the upgrade: its status, and its body when the platform can
    /// read it) once. `timeout_ms` bounds the opening, as for `Http`. The core's
    /// heartbeat is a message; a platform that has a ping interval (OkHttp) pings
    /// every `ping_ms` too, which keeps NATs and proxies from dropping a quiet socket.
    SocketOpen {
        id: u64,
        url: String,
        headers: Vec<Header>,
        timeout_ms: u32,
        ping_ms: u32,
    },
    /// Send one text message on socket `id` (dropped if it is not open).
    SocketSend {
        id: u64,
        text: String,
    },
    /// Close socket `id` and report nothing more about it.
    SocketClose {
        id: u64,
    },
}

/// One request header, as the core wrote it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Header {
    pub name: String,
    pub value: String,
}

pallanguzhi_core::read_by_name! {
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
    #[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
    pub enum HapticKind {
        /// A seed falls (one light tick per sown seed).
        Sow,
        Capture,
        RoundEnd,
        GameEnd,
        /// A hole that cannot be played was tapped.
        Refused,
        /// My move clock entered its last 10 seconds.
        ClockWarning,
    }
}

impl HapticKind {
    /// How long to vibrate, for a platform that only has a duration (the browser's
    /// `navigator.vibrate`); the phones map the kind to their own feedback constants.
    pub fn vibration_ms(self) -> u32 {
        match self {
            HapticKind::Sow => 5,
            HapticKind::Refused => 15,
            HapticKind::Capture | HapticKind::ClockWarning => 20,
            HapticKind::RoundEnd => 35,
            HapticKind::GameEnd => 50,
        }
    }
}

impl Effect {
    /// The search id of a `Search` effect, for tests and logs.
    pub fn search_id(&self) -> Option<u64> {
        match self {
            Effect::Search { id, .. } => Some(*id),
            _ => None,
        }
    }
}
