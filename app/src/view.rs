//! The view model: everything a screen draws, already decided and worded.

use crate::settings::Settings;
use crate::timeline::{Flight, FrameKind, Hand};
use pallanguzhi_core::{Level, Outcome, Side};

#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct ViewModel {
    pub screen: Screen,
    /// The language of every text below (`en`, `fr`, `ta`).
    pub language: String,
    pub settings: Settings,
    /// The system's reduce-motion switch (animations play as `Instant`).
    pub reduce_motion: bool,
    pub home: HomeView,
    /// The game in progress or just finished (also while on the home screen).
    pub game: Option<GameView>,
    pub notice: Option<Notice>,
    /// Online play (always present: the lobby needs the account and server).
    pub online: OnlineView,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Screen {
    Home,
    Game,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct HomeView {
    /// A game is in progress: offer "Continue".
    pub can_continue: bool,
    pub stats: Vec<StatsLine>,
    /// Every rule set of the core, default first, named and explained in the language.
    pub presets: Vec<PresetView>,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct PresetView {
    pub id: String,
    pub name: String,
    /// The rules, one paragraph each.
    pub rules: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct StatsLine {
    pub player: String,
    pub rules: String,
    /// The computer's level; `None` against people.
    pub level: Option<pallanguzhi_core::Level>,
    /// The rule set and the opponent, worded ("Pallanguzhi vs Easy").
    pub title: String,
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub current_streak: u32,
    pub best_streak: u32,
}

/// A problem to show until `Event::DismissNotice` (or a new game).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Notice {
    pub kind: NoticeKind,
    pub text: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub enum NoticeKind {
    /// The saved game could not be read; it was kept aside as `game.json.bad`.
    SaveRefused,
    /// A file could not be written (disk full...); the game goes on.
    WriteFailed,
    /// An event that made no sense now or carried bad values; nothing changed.
    BadRequest,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub enum Mode {
    Computer { level: Level, human: Side },
    PassAndPlay,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Thinking {
    Nobody,
    /// The computer searches its move.
    Computer,
    /// A hint is being searched.
    Hint,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct GameView {
    pub game_id: String,
    pub rules: String,
    pub mode: Mode,
    pub holes_per_side: u8,
    /// The side drawn at the bottom (the person against the computer; South in pass-and-play).
    pub bottom: Side,
    /// Every hole in ring order (South's from its left, then North's).
    pub holes: Vec<HoleView>,
    /// South's then North's.
    pub bowls: Vec<BowlView>,
    /// During an animation: the hand, this frame's flights and what it shows.
    pub hand: Option<Hand>,
    pub flights: Vec<Flight>,
    pub frame: Option<FrameKind>,
    /// How long this frame lasts (animate the flights over it); 0 between turns.
    pub frame_ms: u32,
    pub animating: bool,
    /// `None` once the game is over.
    pub to_move: Option<Side>,
    /// Who plays now: a seat's name or "Computer (Hard)".
    pub mover: String,
    pub thinking: Thinking,
    /// One line for the top of the board ("Anbu to move.", "Computer (Hard) is thinking…").
    pub status: String,
    pub round: u16,
    pub moves_played: u32,
    /// The letters of the moves played so far.
    pub history: Vec<String>,
    pub last_move: Option<u8>,
    pub buttons: Buttons,
    pub hint: Option<HintView>,
    pub dialog: Option<DialogView>,
    /// What the last turn did, in words (also announced).
    pub banner: Option<String>,
    pub outcome: Option<Outcome>,
    pub names: SeatNames,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct SeatNames {
    pub south: Vec<String>,
    pub north: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct HoleView {
    pub index: u8,
    pub letter: String,
    pub owner: Side,
    pub count: u8,
    pub closed: bool,
    /// Tapping it plays it now.
    pub legal: bool,
    pub hinted: bool,
    /// It received a seed during the last turn.
    pub last_sown: bool,
    /// The screen reader's label ("Your hole C, 5 seeds, can be played").
    pub accessibility_label: String,
    /// The screen reader's hint: what a tap does, or why it cannot be played.
    pub accessibility_hint: String,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct BowlView {
    pub side: Side,
    pub count: u16,
    pub accessibility_label: String,
}

/// Which actions the game screen offers now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
pub struct Buttons {
    pub hint: bool,
    pub undo: bool,
    pub redo: bool,
    pub resign: bool,
    pub offer_draw: bool,
    pub rematch: bool,
    pub skip: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct HintView {
    pub hole: u8,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct DialogView {
    pub kind: DialogKind,
    pub title: String,
    pub lines: Vec<String>,
    /// The bowls to show (South, North): after the sweep, or the final score.
    pub bowls: Vec<u16>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub enum DialogKind {
    /// Closed with `AcknowledgeDialog`; the game goes on.
    RoundSummary,
    /// Closed with `AcknowledgeDialog`; offer Rematch and Home.
    GameOver,
    /// Pass-and-play: answered with `AcceptDraw` / `DeclineDraw`.
    DrawOffer,
}

/// Online play: account, room, connection and the server's numbers.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct OnlineView {
    pub server: String,
    /// The server used when none is set (shown beside the setting).
    pub default_server: String,
    /// The account's name, `""` before signing up.
    pub account: String,
    pub state: crate::online::ConnState,
    /// `state` in words.
    pub status: String,
    /// The last failure in words.
    pub error: Option<String>,
    /// The room's code and share link, and the sentence to share.
    pub code: Option<String>,
    pub link: Option<String>,
    pub share_text: Option<String>,
    pub rules: Option<String>,
    pub my_side: Option<pallanguzhi_core::Side>,
    /// The side this player has, worded ("You play South (you move first).").
    pub you_play: Option<String>,
    /// Per side (south, north): name and whether connected.
    pub seats: Vec<OnlineSeat>,
    /// My move sent and not confirmed yet.
    pub sending: bool,
    pub can_claim: bool,
    /// After the game: the rating change, in numbers and words.
    pub rating_change: Option<f64>,
    pub rating_text: Option<String>,
    /// The side whose draw offer waits for an answer.
    pub draw_offer: Option<pallanguzhi_core::Side>,
    pub leaderboard: Option<pallanguzhi_protocol::Leaderboard>,
    pub stats: Option<pallanguzhi_protocol::MyStats>,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct OnlineSeat {
    pub side: pallanguzhi_core::Side,
    pub name: String,
    pub present: bool,
}
