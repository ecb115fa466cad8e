//! What the app is doing with a board: one session at a time, each owning its state.
//! A game on this device, a seat in an online room, or an online game watched; never two
//! (the next one starts after the last one is saved and dropped), so no flag says which.
//! `Match` (a game and what is shown of it) and `Anim` (a turn being shown) live here too:
//! the board pipeline's types, which `App` holds through its mode.

use crate::board::BoardAnim;
use crate::files::{Ending, GameFile};
use crate::search::SearchJob;
use crate::timeline::Frame;
use pallanguzhi_core::{Game, Outcome, Seat, Side, Turn};
use pallanguzhi_protocol::RoomInfo;
use std::collections::VecDeque;

/// The dialog over the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Dialog {
    /// The turn that ended a round (the game goes on).
    Round(Box<Turn>),
    GameOver,
    DrawOffer(Side),
}

/// The game on the board and what is shown of it.
pub(crate) struct Match {
    pub id: String,
    pub game: Game,
    pub ending: Option<Ending>,
    pub dialog: Option<Dialog>,
    pub hint: Option<crate::search::SearchResult>,
    /// The last turn shown (for last-sown holes and the banner).
    pub last: Option<Turn>,
}

impl Match {
    /// The game of the save file, shown from its position.
    pub fn saved(file: GameFile, game: Game) -> Match {
        Match {
            id: file.id,
            game,
            ending: file.ending,
            dialog: None,
            hint: None,
            last: None,
        }
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.ending.map(Ending::outcome).or(self.game.outcome())
    }

    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The side a person plays against the computer.
    pub fn human_side(&self) -> Option<Side> {
        let players = self.game.players();
        let human = |side: Side| players.seats(side).iter().all(|s| !s.is_computer());
        match (human(Side::South), human(Side::North)) {
            (true, false) => Some(Side::South),
            (false, true) => Some(Side::North),
            _ => None,
        }
    }

    pub fn vs_computer(&self) -> bool {
        self.human_side().is_some()
    }

    /// Whether the computer plays any seat (undo then goes back to a person's move).
    pub fn has_computer(&self) -> bool {
        crate::seats::has_computer(self.game.players())
    }

    pub fn computer_to_move(&self) -> Option<pallanguzhi_core::Level> {
        match self.game.seat_to_move() {
            Some((_, Seat::Computer { level })) if !self.is_over() => Some(*level),
            _ => None,
        }
    }
}

/// A turn being animated, and the turns queued after it (a redo chain).
pub(crate) struct Anim {
    /// The frames of `turn`, stepped by timers as every board's are.
    pub shown: BoardAnim,
    pub turn: Turn,
    pub queue: VecDeque<Turn>,
}

impl Anim {
    pub fn frame(&self) -> Option<&Frame> {
        self.shown.frame()
    }
}

/// The game on a board and the work on it: the one pipeline every board session shares
/// (the turn being animated, the computer's search, why the last tap was refused).
pub(crate) struct Board {
    pub m: Match,
    pub anim: Option<Anim>,
    /// Offline only: the computer's move or a hint being searched.
    pub search: Option<SearchJob>,
    /// Why the last tapped hole could not be played: (moves played then, the words);
    /// shown until the position changes.
    pub refusal: Option<(usize, String)>,
}

impl Board {
    pub fn new(m: Match) -> Board {
        Board {
            m,
            anim: None,
            search: None,
            refusal: None,
        }
    }
}

/// The board session.
#[derive(Default)]
pub(crate) enum Mode {
    /// No game in memory (a saved offline game is on disk until it is continued).
    #[default]
    Idle,
    /// A game on this device: against the computer or friends around it.
    Offline(Board),
    /// A seat in an online room (saved in `online.json` for a relaunch); its board once
    /// the server sent the game.
    Seated { room: RoomInfo, board: Option<Board> },
    /// An online game watched read only; its board once the server sent it.
    Watching { game_id: i64, board: Option<Board> },
}

impl Mode {
    pub fn board(&self) -> Option<&Board> {
        match self {
            Mode::Idle => None,
            Mode::Offline(board) => Some(board),
            Mode::Seated { board, .. } | Mode::Watching { board, .. } => board.as_ref(),
        }
    }

    pub fn board_mut(&mut self) -> Option<&mut Board> {
        match self {
            Mode::Idle => None,
            Mode::Offline(board) => Some(board),
            Mode::Seated { board, .. } | Mode::Watching { board, .. } => board.as_mut(),
        }
    }

    /// The game on the board.
    pub fn game(&self) -> Option<&Match> {
        self.board().map(|b| &b.m)
    }

    pub fn game_mut(&mut self) -> Option<&mut Match> {
        self.board_mut().map(|b| &mut b.m)
    }

    /// The turn being animated.
    pub fn anim(&self) -> Option<&Anim> {
        self.board().and_then(|b| b.anim.as_ref())
    }

    /// A socket session: seated in a room, or watching a game.
    pub fn online(&self) -> bool {
        matches!(self, Mode::Seated { .. } | Mode::Watching { .. })
    }

    /// The room I sit in.
    pub fn room(&self) -> Option<&RoomInfo> {
        match self {
            Mode::Seated { room, .. } => Some(room),
            _ => None,
        }
    }

    /// The game watched.
    pub fn watched(&self) -> Option<i64> {
        match self {
            Mode::Watching { game_id, .. } => Some(*game_id),
            _ => None,
        }
    }

    /// Put the server's game on an online session's board. Only an online session takes a
    /// game this way (an offline game starts as `Mode::Offline`): otherwise nothing changes
    /// and the answer is false.
    pub fn set_online_board(&mut self, new: Board) -> bool {
        match self {
            Mode::Seated { board, .. } | Mode::Watching { board, .. } => *board = Some(new),
            Mode::Idle | Mode::Offline(_) => return false,
        }
        true
    }

    /// Take the game off an online session's board (out of step with the server: it
    /// sends the whole state again); the session stays. Nothing else has such a board.
    pub fn clear_online_board(&mut self) {
        if let Mode::Seated { board, .. } | Mode::Watching { board, .. } = self {
            *board = None;
        }
    }
}

/// The socket session the mode holds, as the online state needs to know it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Sitting {
    Offline,
    Seated { game_id: i64 },
    Watching { game_id: i64 },
}

impl Sitting {
    pub fn game_id(self) -> Option<i64> {
        match self {
            Sitting::Offline => None,
            Sitting::Seated { game_id } | Sitting::Watching { game_id } => Some(game_id),
        }
    }

    pub fn online(self) -> bool {
        self != Sitting::Offline
    }

    pub fn watching(self) -> bool {
        matches!(self, Sitting::Watching { .. })
    }
}

/// Who looks at the board, as the mode says: what they may do with it and which side is
/// theirs. The board's views and actions match on it, so a new mode must decide each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Viewer {
    /// No board.
    Nobody,
    /// People around this device (and maybe the computer): every move is played here.
    Device,
    /// My seat online: my own holes only; the server plays the moves, no take-backs.
    Seat(Side),
    /// A watcher: reads, never plays.
    Watcher,
}

impl Viewer {
    /// The side of the person holding the device (drawn at the bottom, called "yours"):
    /// online my seat's; offline the side playing the computer, if one does.
    pub fn side(self, m: &Match) -> Option<Side> {
        match self {
            Viewer::Seat(side) => Some(side),
            Viewer::Device => m.human_side(),
            Viewer::Nobody | Viewer::Watcher => None,
        }
    }

    /// Whether hole moves and take-backs are this device's to make (not the server's).
    pub fn offline(self) -> bool {
        self == Viewer::Device
    }
}

impl Mode {
    pub fn sitting(&self) -> Sitting {
        match self {
            Mode::Idle | Mode::Offline(_) => Sitting::Offline,
            Mode::Seated { room, .. } => Sitting::Seated { game_id: room.game_id },
            Mode::Watching { game_id, .. } => Sitting::Watching { game_id: *game_id },
        }
    }

    pub fn viewer(&self) -> Viewer {
        match self {
            Mode::Idle => Viewer::Nobody,
            Mode::Offline(_) => Viewer::Device,
            Mode::Seated { room, .. } => Viewer::Seat(room.your_side),
            Mode::Watching { .. } => Viewer::Watcher,
        }
    }
}
