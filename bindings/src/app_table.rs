//! The seats of a new game's table (`Opponent::Table`): a person or the computer at a
//! level. Kept apart from the other mirrors so it moves to derives on its own.

use crate::records::Level;
use pallanguzhi_app as a;

/// One seat of a table; the core checks the table and names a person without a name.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum TableSeat {
    Person { name: String },
    Computer { level: Level },
}

impl From<TableSeat> for a::TableSeat {
    fn from(s: TableSeat) -> Self {
        match s {
            TableSeat::Person { name } => a::TableSeat::Person { name },
            TableSeat::Computer { level } => a::TableSeat::Computer { level: level.into() },
        }
    }
}

/// The seats of one side, for the core.
pub(crate) fn side(seats: Vec<TableSeat>) -> Vec<a::TableSeat> {
    seats.into_iter().map(Into::into).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app_records::Opponent;

    #[test]
    fn a_table_reaches_the_core_seat_by_seat() {
        let table = Opponent::Table {
            south: vec![
                TableSeat::Person { name: "Anbu".into() },
                TableSeat::Computer { level: Level::Easy },
            ],
            north: vec![TableSeat::Person { name: "Bala".into() }],
        };
        let core: a::Opponent = table.into();
        assert_eq!(
            core,
            a::Opponent::Table {
                south: vec![
                    a::TableSeat::Person { name: "Anbu".into() },
                    a::TableSeat::Computer {
                        level: pallanguzhi_core::Level::Easy
                    }
                ],
                north: vec![a::TableSeat::Person { name: "Bala".into() }],
            }
        );
    }
}
