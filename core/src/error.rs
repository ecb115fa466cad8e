//! Typed errors. Nothing in the core panics on bad input: every refusal is one
//! of these, and the state is left as it was.

use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RulesError {
    #[error("unknown rule set '{0}' (try pallanguzhi, pallankuzhi, pallankuli, pasu-pondi or kalah)")]
    UnknownPreset(String),
    #[error("invalid rules: {field} {why}")]
    Invalid { field: &'static str, why: String },
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveError {
    #[error("the game is over")]
    GameOver,
    #[error("there is no such hole on this board")]
    NoSuchHole { hole: u8 },
    #[error("that hole belongs to the other side")]
    NotYourHole { hole: u8 },
    #[error("that hole is closed this round")]
    ClosedHole { hole: u8 },
    #[error("that hole is empty")]
    EmptyHole { hole: u8 },
    #[error("'{text}' is not a hole letter")]
    BadNotation { text: String },
    #[error("the position was set up for other rules")]
    OtherRules,
}

/// Why `Position::from_setup` refused a setup.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error("invalid position: {0}")]
    Invalid(String),
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PlayersError {
    #[error("the {side} side needs one or two seats, not {count}")]
    SeatCount { side: &'static str, count: usize },
    #[error("a human seat needs a name")]
    EmptyName,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GameError {
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error(transparent)]
    Players(#[from] PlayersError),
    #[error(transparent)]
    Move(#[from] MoveError),
    #[error("move {index} ({text}) of the history: {source}")]
    History {
        index: usize,
        text: String,
        source: MoveError,
    },
    #[error("nothing to undo")]
    NothingToUndo,
    #[error("nothing to redo")]
    NothingToRedo,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SaveError {
    #[error("the save is not valid JSON or is cut short: {0}")]
    Corrupt(String),
    #[error("the save is version {found}; this app reads versions up to {supported}")]
    FutureVersion { found: u32, supported: u32 },
    #[error("the save has an unknown version {0}")]
    UnknownVersion(u32),
    #[error("the save does not replay: {0}")]
    Invalid(#[from] GameError),
    #[error("the save's final position does not match its moves")]
    Mismatch,
    #[error("the game could not be written: {0}")]
    Unwritable(String),
}
