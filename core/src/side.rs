//! The two sides of the board and the result of a game.

use serde::{Deserialize, Serialize};

crate::read_by_name! {
    /// South owns the bottom row and sows first in round 1; North owns the top row.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
    #[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
    #[serde(rename_all = "lowercase")]
    pub enum Side {
        South,
        North,
    }
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

    pub fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// Index into per-side arrays such as bowls: South 0, North 1.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::South => "south",
            Side::North => "north",
        }
    }
}

/// How a finished game came out. Saved as `{"win":"south"}` or `"draw"` (through
/// `OutcomeWire`); the variant's field is named for the FFI, which has no tuple variants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(from = "OutcomeWire", into = "OutcomeWire")]
pub enum Outcome {
    Win { side: Side },
    Draw,
}

/// `Outcome`'s saved form, unchanged since it was `Win(Side)`.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum OutcomeWire {
    Win(Side),
    Draw,
}

impl From<OutcomeWire> for Outcome {
    fn from(w: OutcomeWire) -> Self {
        match w {
            OutcomeWire::Win(side) => Outcome::Win { side },
            OutcomeWire::Draw => Outcome::Draw,
        }
    }
}

impl From<Outcome> for OutcomeWire {
    fn from(o: Outcome) -> Self {
        match o {
            Outcome::Win { side } => OutcomeWire::Win(side),
            Outcome::Draw => OutcomeWire::Draw,
        }
    }
}

impl Outcome {
    pub fn winner(self) -> Option<Side> {
        match self {
            Outcome::Win { side } => Some(side),
            Outcome::Draw => None,
        }
    }

    /// The fuller bowl wins; equal bowls draw.
    pub fn by_bowls(bowls: [u16; 2]) -> Outcome {
        use std::cmp::Ordering::*;
        match bowls[0].cmp(&bowls[1]) {
            Greater => Outcome::Win { side: Side::South },
            Less => Outcome::Win { side: Side::North },
            Equal => Outcome::Draw,
        }
    }

    /// "south", "north" or "draw", as the replay contract prints it.
    pub fn label(self) -> &'static str {
        match self {
            Outcome::Win { side } => side.name(),
            Outcome::Draw => "draw",
        }
    }
}
