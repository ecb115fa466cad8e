//! What the shells tell the core: a person's action, a lifecycle change, or
//! the answer to an effect (a timer fired, a search finished).

use crate::search::{Found, SearchJob, SearchResult};
use crate::settings::Settings;
use crate::store::WriteJob;
use pallanguzhi_core::Level;
/// The side a person asks for, against the computer or in an online room
/// (`Random`: drawn by the core's seeded RNG offline, by the server online).
pub use pallanguzhi_protocol::SideChoice;

// `Deserialize` is `event_wire`'s (the same JSON, a fifth of the browser's code for it).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Event {
    /// Once, at start: the app-private directory for saves, statistics and
    /// settings (`""` keeps everything in memory), the system language
    /// (BCP-47 tag) and the system's reduce-motion switch.
    Launch {
        dir: String,
        language: String,
        reduce_motion: bool,
    },
    /// The system language or reduce-motion switch changed while running.
    SystemChanged {
        language: String,
        reduce_motion: bool,
    },
    NewGame {
        preset: String,
        opponent: Opponent,
    },
    /// Back from the home screen to the game in progress.
    ContinueGame,
    /// A hole was tapped (during an animation: skip to its end).
    TapHole {
        hole: u8,
    },
    SkipAnimation,
    Hint,
    Undo,
    Redo,
    /// The person to move (against the computer: the person) gives up.
    Resign,
    /// Pass-and-play: the side to move offers a draw; the other side answers.
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    /// The same rules again, sides swapped.
    Rematch,
    /// The round-summary (or game-over) dialog was closed.
    AcknowledgeDialog,
    /// Leave the screen shown: a lesson to the list, the list or a review to where it was
    /// opened, a watched game stopped, the board or a page to home.
    BackHome,
    /// Open a page around the game (`Screen::is_page`) over the screen shown (home, the
    /// board, another page); `Back` returns there. `Screen::Game` continues the game on the
    /// board, `Screen::Home` goes home; the other screens have their own events (a lesson,
    /// a review, a watch link), and are refused like a page over them: nothing changes.
    /// Opening the statistics asks the server for the online ones when there is an account.
    Open {
        screen: Screen,
    },
    /// Back to where the page shown was opened (a page, home or the board); from the other
    /// screens as `BackHome`. Nothing on the home screen (`ViewModel::can_back` is false).
    Back,
    /// The app goes to the background (or may be killed): stop, save.
    Suspend,
    Resume,
    SettingsChanged {
        settings: Settings,
    },
    /// The notice of the view model was read.
    DismissNotice,
    /// The timer of `Effect::StartTimer { id, .. }` fired.
    TimerFired {
        id: u64,
    },
    /// The answer of `Effect::Search { job }`: `SearchJob::run()` returns it.
    SearchDone {
        id: u64,
        result: Option<SearchResult>,
    },
    /// A player's online action (account, room, retry...).
    OnlineAction(crate::online::OnlineAction),
    /// What the shell's transport did with an `Effect::Http` or `Effect::Socket*`.
    Transport(Transport),
    /// "Learn to play": the lessons of `preset` (`""`: Pallanguzhi).
    OpenLessons {
        preset: String,
    },
    /// Play lesson `id` (from the list or the rules screen). On its board,
    /// `TapHole` plays a move, `SkipAnimation` shows it at once and `BackHome`
    /// goes back to the list.
    StartLesson {
        id: String,
    },
    /// The lesson after the one just solved (or skipped).
    NextLesson,
    /// The lesson again from the start (misses forgotten).
    RetryLesson,
    /// Review the finished game on the board: opens the review and grades the moves
    /// not graded yet (resumes a paused or saved review). On the review screen: resume
    /// the grading of the review shown.
    RequestReview,
    /// Review one of the recent finished games (`HomeView::recent`, by its id): its
    /// saved review opens at once and the grading resumes from the saved part.
    ReviewGame {
        id: String,
    },
    /// Pause the grading; what is graded is kept.
    CancelReview,
    /// Show the position before move `ply` (0: the start), with the better move.
    ReviewGoTo {
        ply: u32,
    },
    /// Play the next move on the review board (animated) / take the last back.
    /// On the review board `TapHole` and `SkipAnimation` show the move at once.
    ReviewForward,
    ReviewBack,
    /// The answer of an `Effect::Search` whose job grades a review move.
    ReviewGraded {
        id: u64,
        graded: Option<pallanguzhi_core::ai::review::MoveReview>,
    },
    /// The answer of `Effect::Write { job }`: `WriteJob::run()` returns it (`error`: why the
    /// file could not be written, shown as the write-failed notice).
    Written {
        id: u64,
        error: Option<String>,
    },
}

/// A transport's report, carrying the id of the effect it answers; a stale id
/// (a call timed out, a socket closed on purpose) is dropped by the core.
// `Deserialize` is `event_wire`'s.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Transport {
    /// The server answered (any status; the core reads error bodies too).
    HttpDone {
        id: u64,
        status: u16,
        body: String,
    },
    /// No answer: connection refused, DNS, TLS...
    HttpFailed {
        id: u64,
        error: String,
    },
    SocketOpened {
        id: u64,
    },
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
    /// The server answered the opening with an HTTP error (native transports can
    /// read it; a browser reports `SocketFailed`).
    SocketRefused {
        id: u64,
        status: u16,
        body: String,
    },
}

/// Who plays against whom. Online play will be a third variant.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Opponent {
    /// One person (named `name`, on `side`) against the computer. The core
    /// resolves `SideChoice::Random` when the game starts; the game's players
    /// record the side drawn.
    Computer {
        level: Level,
        side: SideChoice,
        name: String,
    },
    /// People share the board: one or two named seats a side, taking turns.
    PassAndPlay { south: Vec<String>, north: Vec<String> },
    /// A table: one or two seats a side, each a person or the computer at a level;
    /// the computer plays its seats in turn. Checked by `seats::players` (a refusal
    /// changes nothing and says why).
    Table {
        south: Vec<crate::seats::TableSeat>,
        north: Vec<crate::seats::TableSeat>,
    },
}

// The job's answer is built here, not in `search.rs`, so the search does not depend on
// the events (which name the search's result): no import circle between the two.
#[cfg_attr(feature = "uniffi", uniffi::export)]
impl SearchJob {
    /// Search (blocking; seconds at most at Expert) and return the event to
    /// hand back to the core. A cancelled job answers `result: None` promptly.
    pub fn run(&self) -> Event {
        match self.find() {
            Found::Graded(graded) => Event::ReviewGraded { id: self.id(), graded },
            Found::Move(result) => Event::SearchDone { id: self.id(), result },
        }
    }
}

#[cfg_attr(feature = "uniffi", uniffi::export)]
impl WriteJob {
    /// Write the file (blocking: on the shell's serial background queue, in the order the
    /// effects came) and return the event to hand back to the core. A superseded job
    /// writes nothing and answers `error: None`.
    pub fn run(&self) -> Event {
        Event::Written {
            id: self.id(),
            error: self.write(),
        }
    }
}

pallanguzhi_core::read_by_name! {
    /// What the app shows: the home screen, the board, the learning and watching screens, and
    /// the pages around them (`Event::Open` opens a page, `Event::Back` goes back).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
    #[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
    pub enum Screen {
        Home,
        Game,
        /// The new game's choices: rule set and opponent (`Event::NewGame` starts it).
        NewGame,
        /// Offline statistics, the online ones (asked for on opening, with an account) and
        /// the recent games to review.
        Stats,
        /// Every rule set's rules, with links to their lessons.
        Rules,
        Settings,
        /// The online lobby: account, server, create or join a room, watch a game.
        Online,
        /// The server's leaderboard (`OnlineAction::Leaderboard` asks for a rule set's).
        Leaderboard,
        /// The list of lessons ("Learn to play").
        Lessons,
        /// One lesson's board.
        Lesson,
        /// A finished game's review.
        Review,
        /// An online game watched read only (`OnlineAction::Watch`).
        Watch,
        /// A share link's invitation (`OnlineAction::OpenLink`): who invites, to what, and
        /// one action that signs up if needed and joins.
        Invitation,
        /// The online account on every device: devices, link and recovery codes, blocks,
        /// privacy, deletion; with no account, sign this device in with a code (a page).
        Account,
    }
}
