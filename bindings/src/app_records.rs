//! The app core's events, effects and view model as UniFFI records, field
//! for field (see `pallanguzhi-app`); `app_convert` converts them. No logic here.

use crate::app_core::SearchJob;
use crate::records::{GameEndReason, Level, Outcome, Reason, RoundEndReason, Side};
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
        side: crate::app_online::SideChoice,
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
        graded: Option<crate::app_learn::MoveReview>,
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

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum Opponent {
    /// `side: Random` is drawn by the core (seeded), recorded in the game.
    Computer {
        level: Level,
        side: crate::app_online::SideChoice,
        name: String,
    },
    PassAndPlay {
        south: Vec<String>,
        north: Vec<String>,
    },
    /// One or two seats a side, each a person or the computer (see `app_table.rs`).
    Table {
        south: Vec<crate::app_table::TableSeat>,
        north: Vec<crate::app_table::TableSeat>,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct SearchResult {
    pub hole: u8,
    pub reason: Reason,
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

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum HapticKind {
    Sow,
    Capture,
    RoundEnd,
    GameEnd,
    Refused,
    /// My move clock entered its last 10 seconds.
    ClockWarning,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum SoundKind {
    Seed,
    Lift,
    Capture,
    Pasu,
    RoundEnd,
    Win,
    Loss,
    ClockWarning,
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

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Speed {
    Slow,
    Normal,
    Fast,
    Instant,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Settings {
    pub speed: Speed,
    pub haptics: bool,
    pub colour_safe: bool,
    /// `system`, `en`, `fr` or `ta`.
    pub language: String,
    pub player_name: String,
    pub south_names: Vec<String>,
    pub north_names: Vec<String>,
    /// Sound effects on or off.
    pub sound: bool,
    /// Sound effects' volume in percent (0..=100).
    pub volume: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ViewModel {
    pub screen: Screen,
    pub language: String,
    pub settings: Settings,
    pub reduce_motion: bool,
    pub home: HomeView,
    pub game: Option<GameView>,
    pub notice: Option<Notice>,
    pub online: crate::app_online::OnlineView,
    pub lessons: Option<crate::app_learn::LessonsView>,
    pub lesson: Option<crate::app_learn::LessonView>,
    pub review: Option<crate::app_learn::ReviewView>,
    /// The online game watched (on `Screen::Watch`).
    pub watch: Option<crate::app_watch::WatchView>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Screen {
    Home,
    Game,
    Lessons,
    Lesson,
    Review,
    Watch,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HomeView {
    pub can_continue: bool,
    pub stats: Vec<StatsLine>,
    /// Every rule set, default first, named and explained in the language.
    pub presets: Vec<PresetView>,
    /// A first launch: offer "Learn to play" first.
    pub offer_lessons: bool,
    /// The recent finished games, to review (the statistics screen lists them).
    pub recent: crate::app_learn::RecentGamesView,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PresetView {
    pub id: String,
    pub name: String,
    /// The rules, one paragraph each.
    pub rules: Vec<String>,
    /// The lessons of these rules (the rules screen links to each).
    pub lessons: Vec<crate::app_learn::LessonLink>,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct StatsLine {
    pub player: String,
    pub rules: String,
    /// The computer's level; `None` against people.
    pub level: Option<Level>,
    /// The rule set and the opponent, worded.
    pub title: String,
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub current_streak: u32,
    pub best_streak: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Notice {
    pub kind: NoticeKind,
    pub text: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum NoticeKind {
    SaveRefused,
    WriteFailed,
    BadRequest,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum Mode {
    Computer { level: Level, human: Side },
    PassAndPlay,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Thinking {
    Nobody,
    Computer,
    Hint,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GameView {
    pub game_id: String,
    pub rules: String,
    pub mode: Mode,
    pub holes_per_side: u8,
    pub bottom: Side,
    pub holes: Vec<HoleView>,
    pub bowls: Vec<BowlView>,
    pub hand: Option<Hand>,
    pub flights: Vec<Flight>,
    pub frame: Option<FrameKind>,
    pub frame_ms: u32,
    pub animating: bool,
    pub to_move: Option<Side>,
    pub mover: String,
    /// Two seats on the side to move: which of its `names` plays now (0 or 1).
    pub seat: Option<u8>,
    /// That seat in words ("Seat 2 of South: Bala").
    pub seat_line: Option<String>,
    pub thinking: Thinking,
    pub status: String,
    pub round: u16,
    pub moves_played: u32,
    pub history: Vec<String>,
    pub last_move: Option<u8>,
    pub buttons: Buttons,
    pub hint: Option<HintView>,
    pub dialog: Option<DialogView>,
    pub banner: Option<String>,
    pub outcome: Option<Outcome>,
    pub names: SeatNames,
    /// Why the hole just tapped cannot be played, until the board changes.
    pub refusal: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SeatNames {
    pub south: Vec<String>,
    pub north: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HoleView {
    pub index: u8,
    pub letter: String,
    pub owner: Side,
    pub count: u8,
    pub closed: bool,
    pub legal: bool,
    pub hinted: bool,
    pub last_sown: bool,
    pub accessibility_label: String,
    pub accessibility_hint: String,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BowlView {
    pub side: Side,
    pub count: u16,
    pub accessibility_label: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct Buttons {
    pub hint: bool,
    pub undo: bool,
    pub redo: bool,
    pub resign: bool,
    pub offer_draw: bool,
    pub rematch: bool,
    /// The game is over: offer "Review the game" (online too).
    pub review: bool,
    pub skip: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HintView {
    pub hole: u8,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct DialogView {
    pub kind: DialogKind,
    pub title: String,
    pub lines: Vec<String>,
    pub bowls: Vec<u16>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum DialogKind {
    RoundSummary,
    GameOver,
    DrawOffer,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct Hand {
    pub hole: u8,
    pub seeds: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Place {
    Hole { hole: u8 },
    Bowl { side: Side },
    Hand,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct Flight {
    pub from: Place,
    pub to: Place,
    pub seeds: u16,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum FrameKind {
    Lift {
        hole: u8,
        seeds: u8,
    },
    Relay {
        hole: u8,
        seeds: u8,
    },
    Sow {
        hole: u8,
    },
    SowStore {
        side: Side,
    },
    Pasu {
        hole: u8,
        seeds: u8,
        taker: Side,
    },
    Capture {
        hole: u8,
        seeds: u8,
        taker: Side,
    },
    OppositeCapture {
        hole: u8,
        opposite: u8,
        seeds: u8,
        taker: Side,
    },
    ExtraTurn {
        side: Side,
    },
    EndlessStop {
        hole: u8,
    },
    RoundEnd {
        ran_out: Side,
        reason: RoundEndReason,
    },
    Refill {
        round: u16,
        starter: Side,
    },
    GameEnd {
        outcome: Outcome,
        reason: GameEndReason,
    },
}
