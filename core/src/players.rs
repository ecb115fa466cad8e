//! Who sits at the board: one or two seats a side, each a person or the computer.

use crate::error::PlayersError;
use crate::side::Side;
use serde::{Deserialize, Serialize};

crate::read_by_name! {
    /// The computer's strength.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
    #[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
    #[serde(rename_all = "lowercase")]
    pub enum Level {
        Easy,
        Medium,
        Hard,
        Expert,
    }
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|level| level.name() == text)
    }
}

/// Saved as `{"kind":"human","name":"Ann"}` or `{"kind":"computer","level":"easy"}`; read
/// back through the flat `SeatWire` (see `crate::wire`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase", try_from = "SeatWire")]
pub enum Seat {
    Human { name: String },
    Computer { level: Level },
}

/// Every field of every kind of seat, for reading.
#[derive(Deserialize)]
struct SeatWire {
    kind: String,
    name: Option<String>,
    level: Option<Level>,
}

impl TryFrom<SeatWire> for Seat {
    type Error = String;

    fn try_from(w: SeatWire) -> Result<Seat, String> {
        use crate::wire::need;
        match w.kind.as_str() {
            "human" => Ok(Seat::Human {
                name: need(w.name, "name")?,
            }),
            "computer" => Ok(Seat::Computer {
                level: need(w.level, "level")?,
            }),
            other => Err(crate::wire::unknown("seat kind", other)),
        }
    }
}

impl Seat {
    pub fn human(name: &str) -> Seat {
        Seat::Human { name: name.to_string() }
    }

    pub fn is_computer(&self) -> bool {
        matches!(self, Seat::Computer { .. })
    }

    pub fn label(&self) -> String {
        match self {
            Seat::Human { name } => name.clone(),
            Seat::Computer { level } => format!("computer ({})", level.name()),
        }
    }
}

/// The seats of both sides. A side's turns rotate through its seats, so two
/// to four people can share one board.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Players {
    pub south: Vec<Seat>,
    pub north: Vec<Seat>,
}

impl Default for Players {
    fn default() -> Self {
        Players::humans()
    }
}

impl Players {
    pub fn humans() -> Players {
        Players {
            south: vec![Seat::human("South")],
            north: vec![Seat::human("North")],
        }
    }

    /// A person on `side` against the computer at `level`.
    pub fn versus_computer(side: Side, name: &str, level: Level) -> Players {
        let (me, cpu) = (vec![Seat::human(name)], vec![Seat::Computer { level }]);
        match side {
            Side::South => Players { south: me, north: cpu },
            Side::North => Players { south: cpu, north: me },
        }
    }

    pub fn seats(&self, side: Side) -> &[Seat] {
        match side {
            Side::South => &self.south,
            Side::North => &self.north,
        }
    }

    /// The seat that plays a side's `turns_taken`-th turn (0-based).
    pub fn seat_index(&self, side: Side, turns_taken: u32) -> u8 {
        (turns_taken % self.seats(side).len().max(1) as u32) as u8
    }

    pub fn validate(&self) -> Result<(), PlayersError> {
        for side in Side::BOTH {
            let seats = self.seats(side);
            if !(1..=2).contains(&seats.len()) {
                return Err(PlayersError::SeatCount {
                    side: side.name(),
                    count: seats.len(),
                });
            }
            if seats
                .iter()
                .any(|s| matches!(s, Seat::Human { name } if name.trim().is_empty()))
            {
                return Err(PlayersError::EmptyName);
            }
        }
        Ok(())
    }

    /// The computer level facing a human on `side`, or `None` when people play both sides.
    pub fn opponent_level(&self, side: Side) -> Option<Level> {
        self.seats(side.opponent()).iter().find_map(|s| match s {
            Seat::Computer { level } => Some(*level),
            Seat::Human { .. } => None,
        })
    }
}
