//! Pallanguzhi's game core: rules as data, the relay-sowing engine, whole
//! matches with rounds, the events a UI animates, saves and statistics.
//! Pure Rust: the FFI lives in `bindings/`.

// The FFI of this crate's types (`bindings/` turns the feature on; see its README).
#[cfg(feature = "uniffi")]
uniffi::setup_scaffolding!();

pub mod ai;
pub mod error;
pub mod event;
pub mod game;
pub mod lesson;
pub mod notation;
pub mod players;
pub mod position;
pub mod rules;
mod setup;
pub mod side;
mod versioned;
pub mod wire;

pub use error::{GameError, MoveError, PlayersError, PositionError, RulesError, SaveError};
pub use event::{GameEndReason, Observer, RoundEndReason, SowEvent};
pub use game::{Game, RoundResult, Snapshot, Turn};
pub use lesson::{Goal, Lesson};
pub use players::{Level, Players, Seat};
pub use position::{Position, Setup, TurnFacts};
pub use rules::{Direction, Family, PasuTaker, RoundEndTrigger, Rules, Starter, PRESET_IDS};
pub use side::{Outcome, Side};
pub mod save;
pub mod stats;
pub use save::{load_game, save_game};
pub use stats::{Record, Stats, StatsError};
