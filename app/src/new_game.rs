//! The players of a new game as the new-game screen asks for them (against the computer,
//! pass-and-play, a table of seats), with the names typed remembered in the settings for
//! the next one.

use crate::env::Env;
use crate::event::{Opponent, SideChoice};
use crate::texts::Refused;
use pallanguzhi_core::{Players, Seat, Side};
use rand::Rng;

/// The players `opponent` describes, or why not in words.
pub(crate) fn players_for(opponent: Opponent, env: &mut Env) -> Result<Players, String> {
    let texts = env.texts();
    match opponent {
        Opponent::Computer { level, side, name } => {
            let name = [name.trim(), env.settings.player_name.trim()]
                .into_iter()
                .find(|n| !n.is_empty())
                .map_or_else(|| texts.player(), str::to_string);
            Ok(Players::versus_computer(resolve(side, env), &name, level))
        }
        Opponent::PassAndPlay { south, north } => {
            let seats = |side: Side, names: &[String]| -> Result<Vec<Seat>, String> {
                if names.len() > 2 {
                    return Err(texts.refused(&Refused::TooManySeats {
                        side,
                        seats: names.len(),
                    }));
                }
                let count = names.len().max(1);
                Ok((0..count)
                    .map(|i| {
                        let given = names.get(i).map_or("", |n| n.trim());
                        let fallback = match count {
                            1 => texts.side(side),
                            _ => texts.side_seat(side, i + 1),
                        };
                        Seat::human(if given.is_empty() { &fallback } else { given })
                    })
                    .collect())
            };
            let players = Players {
                south: seats(Side::South, &south)?,
                north: seats(Side::North, &north)?,
            };
            env.settings.south_names = south;
            env.settings.north_names = north;
            Ok(players)
        }
        Opponent::Table { south, north } => {
            let players = crate::seats::players(&south, &north, &texts).map_err(|e| texts.table_refused(&e))?;
            env.settings.table_south = south;
            env.settings.table_north = north;
            Ok(players)
        }
    }
}

/// The person's side: as asked, or drawn from the core's seeded RNG.
fn resolve(side: SideChoice, env: &mut Env) -> Side {
    match side {
        SideChoice::South => Side::South,
        SideChoice::North => Side::North,
        SideChoice::Random if env.rng.random::<bool>() => Side::South,
        SideChoice::Random => Side::North,
    }
}
