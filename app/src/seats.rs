//! A table of seats: one or two a side, each a named person or the computer at a
//! level (three friends and the computer, two against two, two people against the
//! computer...). The new-game screen sends `Opponent::Table`; the core checks it here.

use crate::texts::Texts;
use pallanguzhi_core::{Level, Players, Seat, Side};
use thiserror::Error;

/// One seat of a table as the new-game screen fills it in.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum TableSeat {
    /// A person; an empty name becomes the seat's own ("South 2").
    Person {
        name: String,
    },
    Computer {
        level: Level,
    },
}

/// Why a table cannot start a game.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TableError {
    /// A side has nobody: every seat must be taken for the game to start.
    #[error("the {} side has no seat", .side.name())]
    NoSeat { side: Side },
    /// More than two seats on a side.
    #[error("the {} side has {seats} seats; at most two", .side.name())]
    TooManySeats { side: Side, seats: usize },
    /// Only computers at the table: a game needs a person.
    #[error("a table needs a person")]
    NoPerson,
}

impl TableError {
    /// The Fluent message of the refusal.
    pub fn message_id(&self) -> &'static str {
        match self {
            TableError::NoSeat { .. } => "refused-no-seat",
            TableError::TooManySeats { .. } => "refused-too-many-seats",
            TableError::NoPerson => "refused-no-person",
        }
    }
}

/// At most this many seats a side.
pub const MAX_SEATS: usize = 2;

/// The players of a table, or why it cannot start. A person without a name is
/// named after the seat ("South" alone, "South 2" with a partner).
pub fn players(south: &[TableSeat], north: &[TableSeat], texts: &Texts) -> Result<Players, TableError> {
    let side_seats = |side: Side, seats: &[TableSeat]| -> Result<Vec<Seat>, TableError> {
        match seats.len() {
            0 => return Err(TableError::NoSeat { side }),
            n if n > MAX_SEATS => return Err(TableError::TooManySeats { side, seats: n }),
            _ => {}
        }
        Ok(seats
            .iter()
            .enumerate()
            .map(|(i, seat)| match seat {
                TableSeat::Computer { level } => Seat::Computer { level: *level },
                TableSeat::Person { name } if !name.trim().is_empty() => Seat::human(name.trim()),
                TableSeat::Person { .. } if seats.len() == 1 => Seat::human(&texts.side(side)),
                TableSeat::Person { .. } => Seat::human(&texts.side_seat(side, i + 1)),
            })
            .collect())
    };
    let players = Players {
        south: side_seats(Side::South, south)?,
        north: side_seats(Side::North, north)?,
    };
    let person = |seats: &[Seat]| seats.iter().any(|s| !s.is_computer());
    if !person(&players.south) && !person(&players.north) {
        return Err(TableError::NoPerson);
    }
    Ok(players)
}

/// Whether any seat is the computer's.
pub(crate) fn has_computer(players: &Players) -> bool {
    Side::BOTH
        .iter()
        .any(|&side| players.seats(side).iter().any(Seat::is_computer))
}

/// The level a person on `side` played against, for the statistics: only when
/// computers alone sit across (the strongest of them); otherwise `None`, a game
/// against people.
pub(crate) fn level_across(players: &Players, side: Side) -> Option<Level> {
    let across = players.seats(side.opponent());
    let levels: Option<Vec<Level>> = across
        .iter()
        .map(|s| match s {
            Seat::Computer { level } => Some(*level),
            Seat::Human { .. } => None,
        })
        .collect();
    levels.and_then(|l| l.into_iter().max())
}
