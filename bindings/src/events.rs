//! The app core's `Event` and `Effect` as the shells see them: online actions and
//! transport answers flattened into `Event`, a search as a `SearchJob` object, a sound
//! with its file's name, headers as records. Every other type the shells use is the app
//! core's or the rules core's own, derived for UniFFI behind their `uniffi` feature.

use crate::app_core::SearchJob;
use pallanguzhi_app as a;
use pallanguzhi_app::{HapticKind, Opponent, SearchResult, Settings, SoundKind};
use pallanguzhi_core::ai::review::MoveReview;
use pallanguzhi_protocol::SideChoice;
use std::sync::Arc;

/// What a shell tells the core (see `bindings/README.md`).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum Event {
    Launch {
        dir: String,
        language: String,
        reduce_motion: bool,
    },
    SystemChanged {
        language: String,
        reduce_motion: bool,
    },
    NewGame {
        preset: String,
        opponent: Opponent,
    },
    ContinueGame,
    TapHole {
        hole: u8,
    },
    SkipAnimation,
    Hint,
    Undo,
    Redo,
    Resign,
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    Rematch,
    AcknowledgeDialog,
    BackHome,
    Suspend,
    Resume,
    SettingsChanged {
        settings: Settings,
    },
    DismissNotice,
    TimerFired {
        id: u64,
    },
    SearchDone {
        id: u64,
        result: Option<SearchResult>,
    },
    /// Online: the server URL (`""` = the default).
    OnlineSetServer {
        url: String,
    },
    /// Online: create the account (its token is kept in `dir/online.json`).
    OnlineSignUp {
        name: String,
    },
    OnlineCreateRoom {
        preset: String,
        side: SideChoice,
    },
    /// A code or a share link.
    OnlineJoin {
        code: String,
    },
    /// Watch a game read only: its watch link (`https://HOST/watch/ID`) or id.
    OnlineWatch {
        link: String,
    },
    /// A link the system opened the app with: the core watches a watch link and joins
    /// anything else (a share link).
    OnlineOpenLink {
        link: String,
    },
    OnlineLeaderboard {
        preset: String,
    },
    OnlineStats,
    /// After `ConnState.Failed`: connect again.
    OnlineRetry,
    /// When `online.canClaim`: claim the win against an away opponent.
    OnlineClaimWin,
    /// When `online.canClaim`: end the game as a draw instead.
    OnlineClaimDraw,
    /// Leave the online game for the home screen.
    OnlineLeave,
    /// "Learn to play": the lessons of `preset` (`""`: Pallanguzhi).
    OpenLessons {
        preset: String,
    },
    StartLesson {
        id: String,
    },
    NextLesson,
    RetryLesson,
    /// Review the finished game (resumes a paused or saved review).
    RequestReview,
    /// Review one of the recent finished games (`HomeView.recent`), by its id.
    ReviewGame {
        id: String,
    },
    CancelReview,
    ReviewGoTo {
        ply: u32,
    },
    ReviewForward,
    ReviewBack,
    /// What a review job's `run` returns: hand it back untouched.
    ReviewGraded {
        id: u64,
        graded: Option<MoveReview>,
    },
    /// The shell's transport answers `Effect::Http` (any status).
    HttpDone {
        id: u64,
        status: u16,
        body: String,
    },
    /// `Effect::Http` got no answer (connection refused, DNS, TLS...).
    HttpFailed {
        id: u64,
        error: String,
    },
    /// The socket of `Effect::SocketOpen` is open.
    SocketOpened {
        id: u64,
    },
    /// One text message on socket `id`.
    SocketMessage {
        id: u64,
        text: String,
    },
    /// The socket closed (`code`: the close frame's, if any).
    SocketClosed {
        id: u64,
        code: Option<u16>,
    },
    /// The socket could not open or broke.
    SocketFailed {
        id: u64,
        error: String,
    },
    /// The server answered the opening with an HTTP error.
    SocketRefused {
        id: u64,
        status: u16,
        body: String,
    },
    /// Online: the clock of the rooms this player creates (ms per move, one of the
    /// view's `clock_choices`; `None`: no clock, a friendly game that is not rated).
    OnlineSetClock {
        move_ms: Option<u64>,
    },
    /// Online: delete the account on the server, then forget its token (ask first with
    /// the view's `delete_confirm`).
    OnlineDeleteAccount,
}

/// What the core asks a shell to do.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum Effect {
    Render,
    StartTimer {
        id: u64,
        ms: u32,
    },
    CancelTimer {
        id: u64,
    },
    Search {
        id: u64,
        job: Arc<SearchJob>,
    },
    CancelSearch {
        id: u64,
    },
    Haptic {
        kind: HapticKind,
    },
    Announce {
        text: String,
    },
    Sound {
        sound: Sound,
    },
    /// Make the request; answer `Event::HttpDone` (any status) or `Event::HttpFailed`.
    /// Timeouts and retries are the core's.
    Http {
        id: u64,
        method: HttpMethod,
        url: String,
        headers: Vec<Header>,
        body: Option<String>,
    },
    /// Open a WebSocket; report `SocketOpened`, each text message, then `SocketClosed`,
    /// `SocketFailed` or `SocketRefused` once. No ping frames: the heartbeat is the core's.
    SocketOpen {
        id: u64,
        url: String,
        headers: Vec<Header>,
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

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum HttpMethod {
    Get,
    Post,
    Delete,
}

/// One request header, as the core wrote it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Header {
    pub name: String,
    pub value: String,
}

/// One sound (`Effect::Sound`), chosen by the core; the shell only plays `file`
/// (a WAV of `assets/sounds/`) at its rate, volume and delay.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Sound {
    pub kind: SoundKind,
    /// The file's name without `.wav` (Android `R.raw.<file>`, the iOS bundle's `<file>.wav`).
    pub file: String,
    /// Playback rate in thousandths (1000 = as recorded; 500..=2000).
    pub rate_milli: u16,
    /// Loudness in percent, the settings' volume applied (1..=100).
    pub volume: u8,
    /// Start this many milliseconds after the effect.
    pub delay_ms: u16,
}

// --- conversions ---

impl From<Event> for a::Event {
    fn from(e: Event) -> Self {
        use a::Event as A;
        use a::OnlineAction as O;
        use a::Transport as T;
        match e {
            Event::Launch {
                dir,
                language,
                reduce_motion,
            } => A::Launch {
                dir,
                language,
                reduce_motion,
            },
            Event::SystemChanged {
                language,
                reduce_motion,
            } => A::SystemChanged {
                language,
                reduce_motion,
            },
            Event::NewGame { preset, opponent } => A::NewGame { preset, opponent },
            Event::ContinueGame => A::ContinueGame,
            Event::TapHole { hole } => A::TapHole { hole },
            Event::SkipAnimation => A::SkipAnimation,
            Event::Hint => A::Hint,
            Event::Undo => A::Undo,
            Event::Redo => A::Redo,
            Event::Resign => A::Resign,
            Event::OfferDraw => A::OfferDraw,
            Event::AcceptDraw => A::AcceptDraw,
            Event::DeclineDraw => A::DeclineDraw,
            Event::Rematch => A::Rematch,
            Event::AcknowledgeDialog => A::AcknowledgeDialog,
            Event::BackHome => A::BackHome,
            Event::Suspend => A::Suspend,
            Event::Resume => A::Resume,
            Event::SettingsChanged { settings } => A::SettingsChanged { settings },
            Event::DismissNotice => A::DismissNotice,
            Event::TimerFired { id } => A::TimerFired { id },
            Event::SearchDone { id, result } => A::SearchDone { id, result },
            Event::OnlineSetServer { url } => A::OnlineAction(O::SetServer { url }),
            Event::OnlineSignUp { name } => A::OnlineAction(O::SignUp { name }),
            Event::OnlineCreateRoom { preset, side } => A::OnlineAction(O::CreateRoom { preset, side }),
            Event::OnlineJoin { code } => A::OnlineAction(O::Join { code }),
            Event::OnlineWatch { link } => A::OnlineAction(O::Watch { link }),
            Event::OnlineOpenLink { link } => A::OnlineAction(O::OpenLink { link }),
            Event::OnlineLeaderboard { preset } => A::OnlineAction(O::Leaderboard { preset }),
            Event::OnlineStats => A::OnlineAction(O::Stats),
            Event::OnlineRetry => A::OnlineAction(O::Retry),
            Event::OnlineClaimWin => A::OnlineAction(O::ClaimWin),
            Event::OnlineClaimDraw => A::OnlineAction(O::ClaimDraw),
            Event::OnlineLeave => A::OnlineAction(O::Leave),
            Event::OpenLessons { preset } => A::OpenLessons { preset },
            Event::StartLesson { id } => A::StartLesson { id },
            Event::NextLesson => A::NextLesson,
            Event::RetryLesson => A::RetryLesson,
            Event::RequestReview => A::RequestReview,
            Event::ReviewGame { id } => A::ReviewGame { id },
            Event::CancelReview => A::CancelReview,
            Event::ReviewGoTo { ply } => A::ReviewGoTo { ply },
            Event::ReviewForward => A::ReviewForward,
            Event::ReviewBack => A::ReviewBack,
            Event::ReviewGraded { id, graded } => A::ReviewGraded { id, graded },
            Event::HttpDone { id, status, body } => A::Transport(T::HttpDone { id, status, body }),
            Event::HttpFailed { id, error } => A::Transport(T::HttpFailed { id, error }),
            Event::SocketOpened { id } => A::Transport(T::SocketOpened { id }),
            Event::SocketMessage { id, text } => A::Transport(T::SocketMessage { id, text }),
            Event::SocketClosed { id, code } => A::Transport(T::SocketClosed { id, code }),
            Event::SocketFailed { id, error } => A::Transport(T::SocketFailed { id, error }),
            Event::SocketRefused { id, status, body } => A::Transport(T::SocketRefused { id, status, body }),
            Event::OnlineSetClock { move_ms } => A::OnlineAction(O::SetClock { move_ms }),
            Event::OnlineDeleteAccount => A::OnlineAction(O::DeleteAccount),
        }
    }
}

/// The event a finished search hands back (`SearchJob::run`).
pub(crate) fn search_done(e: a::Event) -> Event {
    match e {
        a::Event::SearchDone { id, result } => Event::SearchDone { id, result },
        a::Event::ReviewGraded { id, graded } => Event::ReviewGraded { id, graded },
        // `run` returns nothing else; answer "no result" rather than panic.
        _ => Event::SearchDone { id: 0, result: None },
    }
}

impl From<a::Effect> for Effect {
    fn from(e: a::Effect) -> Self {
        match e {
            a::Effect::Render => Effect::Render,
            a::Effect::StartTimer { id, ms } => Effect::StartTimer { id, ms },
            a::Effect::CancelTimer { id } => Effect::CancelTimer { id },
            a::Effect::Search { job } => Effect::Search {
                id: job.id(),
                job: Arc::new(SearchJob::from(job)),
            },
            a::Effect::CancelSearch { id } => Effect::CancelSearch { id },
            a::Effect::Haptic { kind } => Effect::Haptic { kind },
            a::Effect::Announce { text } => Effect::Announce { text },
            a::Effect::Sound { sound } => Effect::Sound { sound: sound.into() },
            a::Effect::Http {
                id,
                method,
                url,
                headers,
                body,
            } => Effect::Http {
                id,
                method: match method {
                    a::Method::Get => HttpMethod::Get,
                    a::Method::Post => HttpMethod::Post,
                    a::Method::Delete => HttpMethod::Delete,
                },
                url,
                headers: headers_of(headers),
                body,
            },
            a::Effect::SocketOpen { id, url, headers } => Effect::SocketOpen {
                id,
                url,
                headers: headers_of(headers),
            },
            a::Effect::SocketSend { id, text } => Effect::SocketSend { id, text },
            a::Effect::SocketClose { id } => Effect::SocketClose { id },
        }
    }
}

fn headers_of(headers: Vec<(String, String)>) -> Vec<Header> {
    headers
        .into_iter()
        .map(|(name, value)| Header { name, value })
        .collect()
}

impl From<a::Sound> for Sound {
    fn from(s: a::Sound) -> Self {
        Sound {
            file: s.file(),
            kind: s.kind,
            rate_milli: s.rate_milli,
            volume: s.volume,
            delay_ms: s.delay_ms,
        }
    }
}
