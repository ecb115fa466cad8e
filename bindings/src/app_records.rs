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
    StartTimer { id: u64, ms: u32 },
    CancelTimer { id: u64 },
    Search { id: u64, job: Arc<SearchJob> },
    CancelSearch { id: u64 },
    Haptic { kind: HapticKind },
    Announce { text: String },
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
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Screen {
    Home,
    Game,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HomeView {
    pub can_continue: bool,
    pub stats: Vec<StatsLine>,
    /// Every rule set, default first, named and explained in the language.
    pub presets: Vec<PresetView>,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PresetView {
    pub id: String,
    pub name: String,
    /// The rules, one paragraph each.
    pub rules: Vec<String>,
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
