//! Enums that mirror the core's types variant for variant, and the conversions.

use pallanguzhi_core as c;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Side {
    South,
    North,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Outcome {
    Win { side: Side },
    Draw,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum RoundEndReason {
    EmptyRow,
    NoCapture,
    MoveLimit,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum GameEndReason {
    CannotRefill,
    RoundLimit,
    MoveLimit,
    RowEmpty,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Family {
    Relay,
    Kalah,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Level {
    Easy,
    Medium,
    Hard,
    Expert,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PresetInfo {
    pub id: String,
    pub family: Family,
    pub holes_per_side: u8,
    pub seeds_per_hole: u8,
    /// One line for the rules list.
    pub summary: String,
}

impl From<c::Side> for Side {
    fn from(s: c::Side) -> Self {
        match s {
            c::Side::South => Side::South,
            c::Side::North => Side::North,
        }
    }
}

impl From<Side> for c::Side {
    fn from(s: Side) -> Self {
        match s {
            Side::South => c::Side::South,
            Side::North => c::Side::North,
        }
    }
}

impl From<c::Outcome> for Outcome {
    fn from(o: c::Outcome) -> Self {
        match o {
            c::Outcome::Win(side) => Outcome::Win { side: side.into() },
            c::Outcome::Draw => Outcome::Draw,
        }
    }
}

impl From<c::RoundEndReason> for RoundEndReason {
    fn from(r: c::RoundEndReason) -> Self {
        match r {
            c::RoundEndReason::EmptyRow => Self::EmptyRow,
            c::RoundEndReason::NoCapture => Self::NoCapture,
            c::RoundEndReason::MoveLimit => Self::MoveLimit,
        }
    }
}

impl From<c::GameEndReason> for GameEndReason {
    fn from(r: c::GameEndReason) -> Self {
        match r {
            c::GameEndReason::CannotRefill => Self::CannotRefill,
            c::GameEndReason::RoundLimit => Self::RoundLimit,
            c::GameEndReason::MoveLimit => Self::MoveLimit,
            c::GameEndReason::RowEmpty => Self::RowEmpty,
        }
    }
}

impl From<c::Level> for Level {
    fn from(l: c::Level) -> Self {
        match l {
            c::Level::Easy => Level::Easy,
            c::Level::Medium => Level::Medium,
            c::Level::Hard => Level::Hard,
            c::Level::Expert => Level::Expert,
        }
    }
}

impl From<Level> for c::Level {
    fn from(l: Level) -> Self {
        match l {
            Level::Easy => c::Level::Easy,
            Level::Medium => c::Level::Medium,
            Level::Hard => c::Level::Hard,
            Level::Expert => c::Level::Expert,
        }
    }
}

impl From<&c::Rules> for PresetInfo {
    fn from(r: &c::Rules) -> Self {
        PresetInfo {
            id: r.name.clone(),
            family: match r.family {
                c::Family::Relay => Family::Relay,
                c::Family::Kalah => Family::Kalah,
            },
            holes_per_side: r.holes_per_side,
            seeds_per_hole: r.seeds_per_hole,
            summary: r.summary(),
        }
    }
}

/// Why the computer picked a move (a hint); the core words it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Reason {
    WinsTheGame,
    ExtraTurn,
    Captures { seeds: u16 },
    PasuForYou { count: u8 },
    EmptiesTheirRow,
    OnlyMove,
    BestPosition,
}
