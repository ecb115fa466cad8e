//! The view model: everything a screen draws, already decided and worded.

use crate::settings::Settings;
use crate::timeline::{Flight, FrameKind, Hand};
use pallanguzhi_core::{Level, Outcome, Side};

#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ViewModel {
    /// Which screen is shown (the id `Event::Open` takes); `screen_view` says what it shows.
    pub screen: Screen,
    /// The screen shown with its own view: a shell draws this, switching over every case.
    pub screen_view: ScreenView,
    /// `Event::Back` goes somewhere (false on the home screen: on Android, system back
    /// then leaves the app).
    pub can_back: bool,
    /// The back button's words on a page: where `Event::Back` goes ("Home", "Back to the
    /// game", "Back to the lobby"...).
    pub back_label: String,
    /// The language of every text below (`en`, `fr`, `ta`).
    pub language: String,
    pub settings: Settings,
    /// The system's reduce-motion switch (animations play as `Instant`).
    pub reduce_motion: bool,
    /// Every rule set of the core, default first, named and explained in the language: the
    /// screens that name or pick one read it here.
    pub presets: Vec<PresetView>,
    pub notice: Option<Notice>,
    /// The server's privacy page and its account deletion page (for someone without the
    /// app), which Settings links on every client (the browser's too: not skipped).
    pub pages: Vec<crate::account_view::LinkView>,
}

/// An online game watched read only: the players, the board (its moves animate as they
/// come), the clocks, how many watch, the result at the end. Taps on the board are
/// refused with `board.refusal`; `Event::BackHome` (or `OnlineAction::Leave`) stops watching.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct WatchView {
    pub game_id: i64,
    /// "Watching a game" (the players line names them; a game id means nothing to a person).
    pub title: String,
    /// "Valli (South) against Kumar (North)", once the server said who plays.
    pub players: Option<String>,
    pub state: crate::online::ConnState,
    /// The connection, or whose move it is, in words.
    pub status: String,
    pub error: Option<String>,
    /// Per side (south, north): name and whether connected.
    pub seats: Vec<OnlineSeat>,
    /// The board once the server sent the game (no hole is legal).
    pub board: Option<GameView>,
    /// Both sides' move clocks (empty without a clock).
    pub clocks: Vec<OnlineClock>,
    /// The game's clock setting in words.
    pub clock_text: Option<String>,
    pub watchers: u32,
    pub watchers_text: Option<String>,
    /// Once over (and its last move shown): who won, and how.
    pub result: Option<String>,
    pub result_lines: Vec<String>,
    /// The button that stops watching.
    pub leave: String,
    /// The board is drawn (the game is on or over); otherwise the connection lines are.
    pub live: bool,
    /// What the watcher may do now: try again (after giving up), stop watching.
    pub actions: Vec<ActionView>,
    /// Both players, to report or block.
    pub moderation: Vec<crate::account_view::PlayerLine>,
}

pub use crate::event::Screen;

/// The recent finished games, newest first: `Event::ReviewGame { id }` opens one's review.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RecentGamesView {
    /// The heading ("Recent games").
    pub title: String,
    /// The line to show when there is none.
    pub empty: String,
    /// The label of each game's button ("Review").
    pub review: String,
    pub games: Vec<RecentGameView>,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RecentGameView {
    pub id: String,
    /// The rule set and the players ("Pallanguzhi: Anbu vs Computer (Hard)"; online said).
    pub title: String,
    /// "You won in 42 moves.", "Bala won in 30 moves.", "Drawn in 61 moves."
    pub result: String,
    pub online: bool,
    /// Whether the person won (against the computer or online); `None` for a draw or pass-and-play.
    pub won: Option<bool>,
    /// The title, the result and what a tap does, for a screen reader.
    pub accessibility_label: String,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PresetView {
    pub id: String,
    pub name: String,
    /// One line saying how it differs from the others ("6 seeds a hole; a pasu goes to the
    /// sower."): three of the names are nearly the same word.
    pub summary: String,
    /// The rules, one paragraph each.
    pub rules: Vec<String>,
    /// The lessons that teach these rules, in order (the rules screen links to each).
    pub lessons: Vec<LessonLink>,
}

/// A lesson named on the rules screen: `Event::StartLesson { id }` opens it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LessonLink {
    pub id: String,
    pub title: String,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
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
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Notice {
    pub kind: NoticeKind,
    pub text: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum NoticeKind {
    /// The saved game could not be read; it was kept aside as `game.json.bad`.
    SaveRefused,
    /// A file could not be written (disk full...); the game goes on.
    WriteFailed,
    /// An event that made no sense now or carried bad values; nothing changed.
    BadRequest,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Mode {
    Computer { level: Level, human: Side },
    PassAndPlay,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Thinking {
    Nobody,
    /// The computer searches its move.
    Computer,
    /// A hint is being searched.
    Hint,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
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
    /// With two seats on the side to move (pass-and-play): which of that side's `names` plays
    /// now, 0 or 1 (while a turn is shown, the seat that sowed it); `None` with one seat a
    /// side and once the game is over.
    pub seat: Option<u8>,
    /// That seat in words for the board ("Seat 2 of South: Bala"); `None` when `seat` is.
    pub seat_line: Option<String>,
    pub thinking: Thinking,
    /// One line for the top of the board ("Anbu to move.", "Computer (Hard) is thinking…");
    /// once the game is over "The game is over." beside the result card, then the card's title.
    pub status: String,
    pub round: u16,
    pub moves_played: u32,
    /// The move number and round as the board's corner shows them ("Move 3 · round 2").
    pub move_line: String,
    /// The bowls with their owners' names ("Anbu 12 – Computer (Easy) 9"), as the board
    /// shows them now (mid-move too): a side panel's score line.
    pub score_line: String,
    /// The letters of the moves played so far.
    pub history: Vec<String>,
    pub last_move: Option<u8>,
    pub buttons: Buttons,
    /// The game's actions at hand under the board, the core's words and events: Hint while
    /// a game of this device is on (greyed while it cannot be asked), Rematch (the main
    /// one) once it is over. Online and on a watched board, none (the room's and the watch
    /// screen's own actions say what may be done).
    pub actions: Vec<ActionView>,
    pub hint: Option<HintView>,
    pub dialog: Option<DialogView>,
    /// What the last turn did, in words; not who is next (`status` says it). Announced
    /// with who is next.
    pub banner: Option<String>,
    pub outcome: Option<Outcome>,
    pub names: SeatNames,
    /// Why the hole just tapped cannot be played, until the board changes (also announced).
    pub refusal: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SeatNames {
    pub south: Vec<String>,
    pub north: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
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
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BowlView {
    pub side: Side,
    pub count: u16,
    pub accessibility_label: String,
    /// The name drawn on the bowl, one line ("Anbu", "Computer", "Anbu & Bala"; with two
    /// seats a side, the one to play while it is this side's turn).
    pub name: String,
    /// The computer's level ("Easy"), drawn as a small badge by the name: never part of it,
    /// so a narrow bowl cuts neither.
    pub badge: Option<String>,
}

/// Which actions the game screen offers now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Buttons {
    pub undo: bool,
    pub redo: bool,
    pub resign: bool,
    pub offer_draw: bool,
    /// The game is over with a move: offer "Review the game" (`Event::RequestReview`), online too.
    pub review: bool,
    pub skip: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HintView {
    pub hole: u8,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DialogView {
    pub kind: DialogKind,
    pub title: String,
    pub lines: Vec<String>,
    /// The bowls to show (South, North): after the sweep, or the final score.
    pub bowls: Vec<u16>,
    /// Its buttons, in order (the first is the main one): words and events, the core's.
    pub actions: Vec<ActionView>,
    /// What closing it otherwise (Escape, a tap outside, system back) sends; `None`: it
    /// stays until a button is pressed (a draw offer waits for its answer).
    #[serde(serialize_with = "crate::event_wire::maybe_event_json")]
    pub dismiss: Option<crate::event::Event>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum DialogKind {
    /// Closed with `AcknowledgeDialog`; the game goes on.
    RoundSummary,
    /// The result card: the title says who won ("You lost", "Anbu wins the game."); the
    /// lines are the score with names ("You lost 13–57 to Computer (Easy)."), the reason
    /// when there is one, and online the rating change once known; the actions are
    /// Rematch (when there is one), Review, Home. Dismissed with `AcknowledgeDialog`.
    GameOver,
    /// Pass-and-play: answered with `AcceptDraw` / `DeclineDraw`.
    DrawOffer,
}

/// Online play: account, room, connection and the server's numbers.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct OnlineView {
    pub server: String,
    /// The server used when none is set (shown beside the setting).
    pub default_server: String,
    /// The account's name, `""` before signing up.
    pub account: String,
    pub state: crate::online::ConnState,
    /// `state` in words; empty when nothing is going on (no call, no socket, no game).
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
    /// Something is on its way (a call, a connection, the guest, my move): a spinner beside
    /// `status`. Decided here so every shell spins at the same moments.
    pub working: bool,
    pub can_claim: bool,
    /// After the game: the rating change in whole points (rounded here, for every shell), and in words.
    pub rating_change: Option<i32>,
    pub rating_text: Option<String>,
    /// The side whose draw offer waits for an answer.
    pub draw_offer: Option<pallanguzhi_core::Side>,
    /// The last leaderboard asked for (`OnlineAction::Leaderboard`).
    pub leaderboard: Option<RanksView>,
    /// My online statistics per rule set, once the server sent them (on the home and the
    /// statistics screens, their `StatsScreenView` has them instead).
    pub stats: Option<OnlineStatsView>,
    /// Under the leaderboard: my rank, or why I have none (a provisional rating is not ranked).
    pub my_rank_text: Option<String>,
    /// The leaderboard lists nobody: this sentence instead.
    pub no_ranks_text: Option<String>,
    /// My own draw offer, waiting for the opponent's answer (the line to show while playing).
    pub my_draw_offer: Option<String>,
    /// Leaving now needs a confirmation (a game is on): what to ask. `None`: leave at once.
    pub leave_confirm: Option<Confirm>,
    /// The move clock of each side (south, north); empty in a friendly game.
    pub clocks: Vec<OnlineClock>,
    /// The game's clock setting in words ("2 min a move", "No clock ...").
    pub clock_text: Option<String>,
    /// The clock the create screen asks for (None: no clock), and the choices.
    pub clock_choice: Option<u64>,
    pub clock_choices: Vec<ClockChoice>,
    /// People watching the game, in numbers and words (None when nobody).
    pub watchers: u32,
    pub watchers_text: Option<String>,
    /// The question to ask before `OnlineAction::DeleteAccount` (None: no account).
    pub delete_confirm: Option<String>,
    /// The room's watch link (`https://HOST/watch/ID`), for people who want to follow the game.
    pub watch_link: Option<String>,
    /// The lobby's field for a watch link (`OnlineAction::Watch`) and its button.
    pub watch_prompt: String,
    pub watch_open: String,
    /// The lobby field to focus when the page or app opens: `"online-name"` while a
    /// share or watch link opened before signing up waits for the account. `None`: none.
    pub focus: Option<String>,
}

/// A leaderboard: its rule set, the top rows, and my own row (ranked, maybe below the top).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RanksView {
    pub rules: String,
    /// The top of the ranking, mine marked by account id (names are not unique).
    pub top: Vec<RankView>,
    /// My own entry (`mine` set), wherever it ranks; `None` before my first game.
    pub me: Option<RankView>,
    /// The other players listed, to report (no game named) or block; empty signed out.
    pub moderation: Vec<crate::account_view::PlayerLine>,
}

/// My online statistics (the server's `MyStats`), ratings rounded to whole points.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct OnlineStatsView {
    pub per_rules: Vec<OnlineStatsLine>,
}

/// One rule set's online record and rating.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct OnlineStatsLine {
    pub rules: String,
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    /// The current streak: wins positive, losses negative.
    pub streak: i32,
    pub best_win_streak: u32,
    /// Whole points.
    pub rating: i32,
    pub provisional: bool,
}

/// A leaderboard row; the rating rounded to whole points.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RankView {
    pub rank: u32,
    pub account_id: i64,
    pub name: String,
    pub rating: i32,
    pub games: u32,
    pub provisional: bool,
    /// This player's own row.
    pub mine: bool,
}

/// A question to confirm before doing something that cannot be undone.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Confirm {
    pub title: String,
    pub text: String,
    /// The button that confirms.
    pub confirm: String,
    /// The button that backs out.
    pub cancel: String,
}

/// One side's move clock.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct OnlineClock {
    pub side: pallanguzhi_core::Side,
    /// The time left ("1:59"); the side not to move shows its full time per move.
    pub text: String,
    /// This side's time runs now.
    pub running: bool,
    /// Running and in its last 10 seconds: draw it as a warning.
    pub warning: bool,
}

/// A clock the host may pick.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ClockChoice {
    pub move_ms: Option<u64>,
    pub label: String,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct OnlineSeat {
    pub side: pallanguzhi_core::Side,
    pub name: String,
    pub present: bool,
}

/// "Learn to play": one rule set's lessons, in teaching order.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LessonsView {
    pub preset: String,
    /// "Learn to play Kalah".
    pub title: String,
    /// "3 of 12 lessons done".
    pub progress: String,
    pub done: u32,
    pub total: u32,
    pub items: Vec<LessonItem>,
    /// The lesson to play next (the first not done), if any.
    pub next: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LessonItem {
    pub id: String,
    pub number: u32,
    pub title: String,
    pub goal: String,
    pub done: bool,
    /// The suggested next lesson.
    pub next: bool,
    /// For a screen reader: "Lesson 3, The relay, done".
    pub accessibility_label: String,
}

/// How a lesson's last move went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum LessonVerdict {
    /// The move reached the goal: offer the next lesson.
    Solved,
    /// The move missed: it was played out, then taken back.
    Missed,
}

/// One lesson on its board. The learner taps holes (`Event::TapHole`); the
/// move is animated step by step, then judged.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LessonView {
    pub id: String,
    pub preset: String,
    /// "Lesson 2 of 12".
    pub number: String,
    pub title: String,
    pub goal: String,
    /// The board: the lesson's position (or the move being shown), drawn like a game's.
    pub board: GameView,
    /// The steps of the move shown so far, in words (all of them once it is shown).
    pub steps: Vec<String>,
    /// The step being animated now.
    pub step: Option<String>,
    pub verdict: Option<LessonVerdict>,
    /// The verdict in words ("Well played…" and why; "Not this one…" and why),
    /// or why a tapped hole cannot be played.
    pub message: Option<String>,
    /// The verdict in a few words for the panel's one line ("Well played: that is the
    /// move."), or why a tapped hole cannot be played; `message` is the whole of it.
    pub headline: Option<String>,
    /// After two misses: the hole to try.
    pub hint: Option<String>,
    pub misses: u32,
    pub solved: bool,
    /// The buttons of the lesson's sticky bar, in order (Next lesson, Show at once, Again,
    /// Lessons): a shell draws exactly these.
    pub actions: Vec<ActionView>,
    /// The words of the button that opens the sheet of steps and the verdict (a shell's own
    /// toggle), when there is something in it.
    pub steps_label: Option<String>,
}

/// A move's grade in the review.
pub use pallanguzhi_core::ai::review::Grade;

/// A finished game's review: each move graded by the strongest level, step
/// through the game move by move.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ReviewView {
    pub game_id: String,
    pub title: String,
    /// Moves graded, out of all.
    pub graded: u32,
    pub total: u32,
    /// The grading runs now (`Event::CancelReview` pauses it).
    pub running: bool,
    /// Paused with moves left: `Event::RequestReview` resumes it.
    pub can_resume: bool,
    pub complete: bool,
    /// "Grading move 12 of 80…", "Paused: 12 of 80 moves graded.", "Review complete."
    pub status: String,
    pub moves: Vec<ReviewMove>,
    /// The plies of the three moves that cost the most (the person's, against the computer).
    pub costliest: Vec<u32>,
    /// Per side, the grades in words ("South: 20 best, 3 good, 1 blunder").
    pub summary: Vec<String>,
    /// Moves shown on the board: the position after the first `cursor` moves.
    pub cursor: u32,
    pub can_back: bool,
    pub can_forward: bool,
    /// The move at `cursor` (the next one to play), told with its grade.
    pub current: Option<String>,
    /// The board at `cursor` (with the better move hinted), or the move being animated.
    pub board: GameView,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ReviewMove {
    pub ply: u32,
    pub mover: Side,
    /// "12. Anbu, hole c".
    pub label: String,
    pub played: String,
    pub grade: Option<Grade>,
    /// The grade in words ("blunder").
    pub grade_text: String,
    /// The better move's letter, when the move played lost seeds.
    pub best: Option<String>,
    /// "d was 6.5 seeds better." (empty for the best move or one not graded yet).
    pub comment: String,
}

/// A button the core offers: its words and the event it sends, so a shell never picks a
/// label or what a button does.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ActionView {
    /// A stable name for tests and page selectors ("accept-draw", "retry").
    pub id: String,
    pub label: String,
    /// (The browser gets it as `Event`'s JSON, written by hand: see `screen::event_json`.)
    #[serde(serialize_with = "crate::event_wire::event_json")]
    pub event: crate::event::Event,
    /// Ask this first, and send `event` only on its confirm button; `None`: send at once.
    pub confirm: Option<Confirm>,
    /// The way forward (Next lesson, Rematch, a dialog's main answer): drawn filled, the
    /// others outlined. Decided here, so no shell picks which button stands out.
    pub primary: bool,
    /// It can be pressed now; `false`: drawn greyed where it always stands (the game's
    /// Hint while the computer thinks or a move is shown), so the row does not jump.
    pub enabled: bool,
}

impl ActionView {
    /// The same button, drawn as the screen's main one.
    pub fn primary(self) -> Self {
        ActionView { primary: true, ..self }
    }

    /// The same button, greyed unless `enabled`.
    pub fn enabled(self, enabled: bool) -> Self {
        ActionView { enabled, ..self }
    }
}

/// The screen shown, with what only it shows. A shell switches over every case (Kotlin
/// `when`, Swift `switch`, TypeScript `switch` with a `never` check) and reads nothing else
/// but the chrome (language, settings, presets, back, notice).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(tag = "kind", content = "view")]
pub enum ScreenView {
    Home(HomeScreenView),
    /// The new game's choices (the rule sets and the last table are the chrome's).
    NewGame,
    /// The offline game's board.
    Game(GameScreenView),
    /// An online room: waiting for the guest, then seated at the board.
    Room(RoomView),
    /// An online game watched read only.
    Watch(WatchView),
    Lessons(LessonsView),
    Lesson(LessonView),
    Review(ReviewView),
    Stats(StatsScreenView),
    /// Every rule set's rules (the chrome's presets), with links to their lessons.
    Rules,
    /// The settings (the chrome's).
    Settings,
    /// The online lobby: account, server, create or join a room, watch a game.
    Lobby(LobbyView),
    /// The server's leaderboard, with the account's and the connection's lines.
    Leaderboard(OnlineView),
    /// The invitation a share link opens: a friend's first screen.
    Invitation(InvitationView),
    /// The online account on every device.
    Account(crate::account_view::AccountView),
}

/// The home screen. The browser draws the pages around the game on it, so it carries the
/// statistics' and the lobby's views too.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HomeScreenView {
    /// A game is in progress: offer "Continue".
    pub can_continue: bool,
    /// A first launch (no lesson done, no game played or saved): offer "Learn to play" first.
    pub offer_lessons: bool,
    pub stats: StatsScreenView,
    pub lobby: LobbyView,
}

/// The offline game's screen.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameScreenView {
    pub game: GameView,
}

/// The statistics screen: offline records, the online ones, the recent games to review.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct StatsScreenView {
    pub lines: Vec<StatsLine>,
    /// An online account exists: show its section (its lines once the server sent them).
    pub signed_in: bool,
    /// My online statistics per rule set, once the server sent them.
    pub online: Option<OnlineStatsView>,
    /// Why they could not be asked for, in words.
    pub online_error: Option<String>,
    pub recent: RecentGamesView,
}

/// Where an invitation stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum InvitationPhase {
    /// Asking the server what the room is.
    Loading,
    /// A seat waits: the details, the name field if needed, and the join action.
    Open,
    /// The room is full, over, expired or unknown: words and the way home.
    Closed,
    /// The server could not be asked (unreachable, busy): words, try again, home.
    Failed,
}

/// What the invitation offers, one line each (open rooms only).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct InvitationDetails {
    /// The host's name as the server has it.
    pub host: String,
    /// "Rules: Pasu Pondi" (the catalogue's name of the rule set).
    pub rules: String,
    /// "2 min a move", or no clock.
    pub clock: String,
    /// Rated or friendly.
    pub rated: String,
    /// My side, and who moves first.
    pub side: String,
}

/// The name field of an invitation opened with no account.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct NameFieldView {
    pub label: String,
    /// What was typed (`OnlineAction::InvitationName`); empty at first.
    pub value: String,
}

/// The invitation a share link opens (`Screen::Invitation`).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct InvitationView {
    pub phase: InvitationPhase,
    /// The headline: who invites, or what became of the room.
    pub title: String,
    pub details: Option<InvitationDetails>,
    /// Shown when there is no account yet (open rooms only); Enter in it presses `action`.
    pub name: Option<NameFieldView>,
    /// A refused sign-up or join, or why the invitation could not be opened, in words.
    pub error: Option<String>,
    /// The main action: join (signing up first if needed), try again, or home.
    pub action: ActionView,
    /// Whether `action` can be pressed now: a name typed when one is needed, no call on its way.
    pub action_enabled: bool,
    /// The way home, when the main action is not it.
    pub home: Option<ActionView>,
}

/// An online room on the board's screen.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RoomView {
    pub phase: RoomPhase,
    /// The room's code, to read out to a friend (its link and sentence: `online`).
    pub code: String,
    /// The board, once the room's game is known (always when `Seated`).
    pub board: Option<GameView>,
    /// The account, the room's lines, the players, their clocks, the rating change.
    pub online: OnlineView,
    /// Show the connection's lines (status, error): anything but simply playing.
    pub show_connection: bool,
    /// What the player may do now, in order: claim, try again, offer a draw, resign, the
    /// leaderboard, review, leave (with its question while a game is on).
    pub actions: Vec<ActionView>,
    /// The opponent, to report or block (once the server said who it is).
    pub moderation: Vec<crate::account_view::PlayerLine>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum RoomPhase {
    /// The code to share, until the guest comes (or the room's game is not known yet).
    Waiting,
    /// The board, the players and their clocks.
    Seated,
}

/// The online lobby's view.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LobbyView {
    /// The account, the server, the connection's lines, the clock choices, the leaderboard.
    pub online: OnlineView,
    /// An account or room call is on its way: the forms wait for it.
    pub busy: bool,
    /// The side a new room asks for, preselected, and the choices in words.
    pub side: crate::event::SideChoice,
    pub sides: Vec<SideOption>,
    /// Try again after a failed call.
    pub actions: Vec<ActionView>,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SideOption {
    pub side: crate::event::SideChoice,
    pub label: String,
}
