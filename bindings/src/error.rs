//! The one error type of the FFI. Variants keep the core's data so the shells
//! can word (and translate) each refusal themselves.

use pallanguzhi_core::{GameError, MoveError, PlayersError, RulesError, SaveError, StatsError};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum PallanguzhiError {
    #[error("unknown rule set '{name}'")]
    UnknownPreset { name: String },
    #[error("invalid players: {detail}")]
    InvalidPlayers { detail: String },
    #[error("the game is over")]
    GameOver,
    #[error("hole {hole} does not exist on this board")]
    NoSuchHole { hole: u8 },
    #[error("hole {hole} belongs to the other side")]
    NotYourHole { hole: u8 },
    #[error("hole {hole} is closed this round")]
    ClosedHole { hole: u8 },
    #[error("hole {hole} is empty")]
    EmptyHole { hole: u8 },
    #[error("nothing to undo")]
    NothingToUndo,
    #[error("nothing to redo")]
    NothingToRedo,
    /// Not a save, not JSON, cut short, or edited so that it no longer replays.
    #[error("the save cannot be read: {detail}")]
    CorruptSave { detail: String },
    /// Written by a newer app: keep the file, ask for an update.
    #[error("the save is version {found}; this app reads versions up to {supported}")]
    FutureSave { found: u32, supported: u32 },
    #[error("the statistics cannot be read: {detail}")]
    CorruptStats { detail: String },
    #[error("the statistics are version {found}, newer than this app")]
    FutureStats { found: u32 },
    #[error("the game is not finished")]
    GameNotFinished,
    /// `play_computer_move` was asked while a person is to move.
    #[error("a person is to move, not the computer")]
    NotComputersTurn,
    /// The search was cancelled with `cancel()`.
    #[error("the search was cancelled")]
    Cancelled,
    /// The game changed (a move, undo or redo) while the search ran.
    #[error("the game changed during the search")]
    StaleSearch,
}

impl From<MoveError> for PallanguzhiError {
    fn from(e: MoveError) -> Self {
        match e {
            MoveError::GameOver => Self::GameOver,
            MoveError::NoSuchHole { hole } => Self::NoSuchHole { hole },
            MoveError::NotYourHole { hole } => Self::NotYourHole { hole },
            MoveError::ClosedHole { hole } => Self::ClosedHole { hole },
            MoveError::EmptyHole { hole } => Self::EmptyHole { hole },
            // Notation is not part of the FFI; a letter error only comes from a save.
            MoveError::BadNotation { text } => Self::CorruptSave {
                detail: format!("'{text}' is not a hole letter"),
            },
            // A session's game always plays with its own rules.
            e @ MoveError::OtherRules => Self::CorruptSave { detail: e.to_string() },
        }
    }
}

impl From<GameError> for PallanguzhiError {
    fn from(e: GameError) -> Self {
        match e {
            GameError::Rules(RulesError::UnknownPreset(name)) => Self::UnknownPreset { name },
            GameError::Rules(e @ RulesError::Invalid { .. }) => Self::CorruptSave { detail: e.to_string() },
            GameError::Players(e @ (PlayersError::SeatCount { .. } | PlayersError::EmptyName)) => {
                Self::InvalidPlayers { detail: e.to_string() }
            }
            GameError::Move(e) => e.into(),
            e @ GameError::History { .. } => Self::CorruptSave { detail: e.to_string() },
            GameError::NothingToUndo => Self::NothingToUndo,
            GameError::NothingToRedo => Self::NothingToRedo,
        }
    }
}

impl From<SaveError> for PallanguzhiError {
    fn from(e: SaveError) -> Self {
        match e {
            SaveError::FutureVersion { found, supported } => Self::FutureSave { found, supported },
            other => Self::CorruptSave {
                detail: other.to_string(),
            },
        }
    }
}

impl From<StatsError> for PallanguzhiError {
    fn from(e: StatsError) -> Self {
        match e {
            StatsError::NotFinished => Self::GameNotFinished,
            StatsError::Corrupt(detail) => Self::CorruptStats { detail },
            StatsError::FutureVersion(found) => Self::FutureStats { found },
            StatsError::Unwritable(detail) => Self::CorruptStats { detail },
        }
    }
}
