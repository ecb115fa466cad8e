//! Writing the game and counting the statistics through the store (the settings are
//! `Env`'s).

use crate::env::Env;
use crate::files::{self, GameFile, StatsFile};
use crate::mode::Match;
use pallanguzhi_core::{Seat, Side};

impl Match {
    /// Write this game as the device's saved game (an offline game's: the server keeps
    /// an online one).
    pub(crate) fn save(&self, env: &mut Env) {
        if env.store.is_none() {
            return;
        }
        // A game the core cannot serialise is not written: the previous good save stays.
        match pallanguzhi_core::save_game(&self.game) {
            Ok(text) => env.write(files::GAME, GameFile::new(&self.id, text, self.ending).to_json()),
            Err(e) => env.write_failed(&e),
        }
    }
}

impl StatsFile {
    /// Count the finished game `m` once (its id is remembered in the same file), written
    /// by the shell's queue; if that write fails (the notice says so) the file does not have
    /// it, and a relaunch counts it then from the saved finished game.
    pub(crate) fn record(&mut self, m: &Match, env: &mut Env) {
        let Some(outcome) = m.outcome() else { return };
        let players = m.game.players();
        // Against a level only when computers alone sit across; else a game against people.
        let level = |side: Side| {
            crate::seats::level_across(players, side)
                .map_or("human", |l| l.name())
                .to_string()
        };
        let mut seats: Vec<(String, Side, String)> = Vec::new();
        for side in Side::BOTH {
            for seat in players.seats(side) {
                if let Seat::Human { name } = seat {
                    let entry = (name.clone(), side, level(side));
                    if !seats.contains(&entry) {
                        seats.push(entry);
                    }
                }
            }
        }
        let mut stats = self.clone();
        if !stats.count(&m.id, &m.game.rules().name, outcome, &seats) {
            return;
        }
        env.write(files::STATS, stats.to_json());
        *self = stats;
    }
}
