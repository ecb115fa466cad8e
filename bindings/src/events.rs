//! The app core's `Event` and `Effect` as the shells see them: online actions and
//! transport answers flattened into `Event`, a search as a `SearchJob` object, headers
//! as records. Every other type the shells use is the app core's or the rules core's
//! own, derived for UniFFI behind their `uniffi` feature.

use crate::app_core::SearchJob;
use pallanguzhi_app::{self as a, HapticKind, Method as HttpMethod, Opponent, SearchResult, Settings, SoundCue};
use pallanguzhi_core::ai::review::MoveReview;
use pallanguzhi_protocol::SideChoice;
use std::sync::Arc;

/// `Event` and its conversion to the app core's, from one list: each variant is the app
/// core's of the same name and fields (`app`), an `OnlineAction` (`online`, named
/// `Online<Action>`) or a `Transport` answer (`transport`).
macro_rules! flat_events {
    (
        app { $($(#[$am:meta])* $a:ident $({ $($af:ident: $at:ty),* })?,)* }
        online { $($(#[$om:meta])* $o:ident = $oa:ident $({ $($of:ident: $ot:ty),* })?,)* }
        transport { $($(#[$tm:meta])* $t:ident { $($tf:ident: $tt:ty),* },)* }
    ) => {
        /// What a shell tells the core (the app core's `Event`; see `bindings/README.md`).
        #[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
        pub enum Event {
            $($(#[$am])* $a $({ $($af: $at),* })?,)*
            $($(#[$om])* $o $({ $($of: $ot),* })?,)*
            $($(#[$tm])* $t { $($tf: $tt),* },)*
        }

        impl From<Event> for a::Event {
            fn from(e: Event) -> Self {
                match e {
                    $(Event::$a $({ $($af),* })? => a::Event::$a $({ $($af),* })?,)*
                    $(Event::$o $({ $($of),* })? => a::Event::OnlineAction(a::OnlineAction::$oa $({ $($of),* })?),)*
                    $(Event::$t { $($tf),* } => a::Event::Transport(a::Transport::$t { $($tf),* }),)*
                }
            }
        }
    };
}

flat_events! {
    app {
        Launch { dir: String, language: String, reduce_motion: bool },
        SystemChanged { language: String, reduce_motion: bool },
        NewGame { preset: String, opponent: Opponent },
        ContinueGame,
        TapHole { hole: u8 },
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
        /// Open a page (`Screen.NewGame` ... `Screen.Leaderboard`); `Back` returns.
        Open { screen: a::Screen },
        /// Back where the page shown was opened; nothing on home (`ViewModel.canBack`).
        Back,
        Suspend,
        Resume,
        SettingsChanged { settings: Settings },
        DismissNotice,
        TimerFired { id: u64 },
        SearchDone { id: u64, result: Option<SearchResult> },
        /// "Learn to play": the lessons of `preset` (`""`: Pallanguzhi).
        OpenLessons { preset: String },
        StartLesson { id: String },
        NextLesson,
        RetryLesson,
        /// Review the finished game (resumes a paused or saved review).
        RequestReview,
        /// Review one of the recent finished games (`HomeView.recent`), by its id.
        ReviewGame { id: String },
        CancelReview,
        ReviewGoTo { ply: u32 },
        ReviewForward,
        ReviewBack,
        /// What a review job's `run` returns: hand it back untouched.
        ReviewGraded { id: u64, graded: Option<MoveReview> },
    }
    online {
        /// Online: the server URL (`""` = the default).
        OnlineSetServer = SetServer { url: String },
        /// Online: create the account (its token is kept in `dir/online.json`).
        OnlineSignUp = SignUp { name: String },
        OnlineCreateRoom = CreateRoom { preset: String, side: SideChoice },
        /// A code or a share link.
        OnlineJoin = Join { code: String },
        /// Watch a game read only: its watch link (`https://HOST/watch/ID`) or id.
        OnlineWatch = Watch { link: String },
        /// A link the system opened the app with: the core watches a watch link and joins
        /// anything else (a share link).
        OnlineOpenLink = OpenLink { link: String },
        OnlineLeaderboard = Leaderboard { preset: String },
        OnlineStats = Stats,
        /// After `ConnState.Failed`: connect again.
        OnlineRetry = Retry,
        /// When `online.canClaim`: claim the win against an away opponent.
        OnlineClaimWin = ClaimWin,
        /// When `online.canClaim`: end the game as a draw instead.
        OnlineClaimDraw = ClaimDraw,
        /// Leave the online game for the home screen.
        OnlineLeave = Leave,
        /// Online: the clock of the rooms this player creates (ms per move, one of the
        /// view's `clock_choices`; `None`: no clock, a friendly game that is not rated).
        OnlineSetClock = SetClock { move_ms: Option<u64> },
        /// Online: delete the account on the server, then forget its token (ask first with
        /// the view's `delete_confirm`).
        OnlineDeleteAccount = DeleteAccount,
    }
    transport {
        /// The shell's transport answers `Effect::Http` (any status).
        HttpDone { id: u64, status: u16, body: String },
        /// `Effect::Http` got no answer (connection refused, DNS, TLS...).
        HttpFailed { id: u64, error: String },
        /// The socket of `Effect::SocketOpen` is open.
        SocketOpened { id: u64 },
        /// One text message on socket `id`.
        SocketMessage { id: u64, text: String },
        /// The socket closed (`code`: the close frame's, if any).
        SocketClosed { id: u64, code: Option<u16> },
        /// The socket could not open or broke.
        SocketFailed { id: u64, error: String },
        /// The server answered the opening with an HTTP error.
        SocketRefused { id: u64, status: u16, body: String },
    }
}

/// `Effect` and its conversion from the app core's, from one list: the variants of the
/// same name and fields (`same`), then the others with their match arms (`converted`).
macro_rules! effects {
    (
        same { $($(#[$sm:meta])* $s:ident $({ $($sf:ident: $st:ty),* })?,)* }
        converted { $($(#[$cm:meta])* $c:ident { $($cf:ident: $ct:ty),* },)* }
        from $e:ident { $($arms:tt)* }
    ) => {
        /// What the core asks a shell to do (the app core's `Effect`).
        #[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
        pub enum Effect {
            $($(#[$sm])* $s $({ $($sf: $st),* })?,)*
            $($(#[$cm])* $c { $($cf: $ct),* },)*
        }


        impl From<a::Effect> for Effect {
            fn from($e: a::Effect) -> Self {
                match $e {
                    $(a::Effect::$s $({ $($sf),* })? => Effect::$s $({ $($sf),* })?,)*
                    $($arms)*
                }
            }
        }
    };
}

effects! {
    same {
        Render,
        StartTimer { id: u64, ms: u32 },
        CancelTimer { id: u64 },
        CancelSearch { id: u64 },
        Haptic { kind: HapticKind },
        Announce { text: String },
        /// Send one text message on socket `id` (dropped if it is not open).
        SocketSend { id: u64, text: String },
        /// Close socket `id` and report nothing more about it.
        SocketClose { id: u64 },
    }
    converted {
        /// Run `job` off the UI thread and hand the event it returns to `AppCore::handle`.
        Search { id: u64, job: Arc<SearchJob> },
        /// Play `sound.file` (a WAV of `assets/sounds/`) at its rate, volume and delay.
        Sound { sound: SoundCue },
        /// Make the request; answer `Event::HttpDone` (any status) or `Event::HttpFailed`.
        /// Timeouts and retries are the core's.
        Http { id: u64, method: HttpMethod, url: String, headers: Vec<Header>, body: Option<String> },
        /// Open a WebSocket; report `SocketOpened`, each text message, then `SocketClosed`,
        /// `SocketFailed` or `SocketRefused` once. No ping frames: the heartbeat is the core's.
        SocketOpen { id: u64, url: String, headers: Vec<Header> },
    }
    from e {
        a::Effect::Search { job } => Effect::Search { id: job.id(), job: Arc::new(SearchJob::from(job)) },
        a::Effect::Sound { sound } => Effect::Sound { sound: sound.into() },
        a::Effect::Http { id, method, url, headers, body } => Effect::Http { id, method, url, headers: headers_of(headers), body },
        a::Effect::SocketOpen { id, url, headers } => Effect::SocketOpen { id, url, headers: headers_of(headers) },
    }
}

/// One request header, as the core wrote it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Header {
    pub name: String,
    pub value: String,
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

fn headers_of(headers: Vec<(String, String)>) -> Vec<Header> {
    headers
        .into_iter()
        .map(|(name, value)| Header { name, value })
        .collect()
}
