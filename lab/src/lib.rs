//! The research lab, apart from the library the apps ship: tournaments
//! between strengths, balanced openings (a checked-in table) and deep
//! verdicts of openings. `pallanguzhi match` and the experiment examples use it.

pub mod openings;
pub mod tournament;

pub use openings::{deep_verdict, draw_balanced, judge, opening, Openings, TableEntry, BALANCE};
pub use tournament::{play_match, GameStart, LevelStats, MatchReport, PairCounts};
