//! The two sides of the board and the result of a game.

use serde::{Deserialize, Serialize};

/// South owns the bottom row and sows first in round 1; North owns the top row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    South,
    North,
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

/// How a finished game came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    Win(Side),
    Draw,
}

impl Outcome {
    pub fn winner(self) -> Option<Side> {
        match self {
            Outcome::Win(side) => Some(side),
            Outcome::Draw => None,
        }
    }

    /// The fuller bowl wins; equal bowls draw.
    pub fn by_bowls(bowls: [u16; 2]) -> Outcome {
        use std::cmp::Ordering::*;
        match bowls[0].cmp(&bowls[1]) {
            Greater => Outcome::Win(Side::South),
            Less => Outcome::Win(Side::North),
            Equal => Outcome::Draw,
        }
    }

    /// "south", "north" or "draw", as the replay contract prints it.
    pub fn label(self) -> &'static str {
        match self {
            Outcome::Win(side) => side.name(),
            Outcome::Draw => "draw",
        }
    }
}
