//! Writing the game, the statistics and the settings through the store.

use crate::app::App;
use crate::files::{self, GameFile};
use pallanguzhi_core::{Seat, Side};

impl App {
    pub(crate) fn save_game(&mut self) {
        let (Some(store), Some(m)) = (&self.env.store, self.mode.game()) else {
            return;
        };
        if self.mode.online() {
            return; // the server keeps the online game; `online.json` says which
        }
        // A game the core cannot serialise is not written: the previous good save stays.
        let result = match pallanguzhi_core::save_game(&m.game) {
            Ok(text) => store.write(files::GAME, &GameFile::new(&m.id, text, m.ending).to_json()),
            Err(e) => Err(std::io::Error::other(e.to_string())),
        };
        self.env.check_write(result);
    }

    /// Count the finished game once (its id is remembered in the same file).
    /// Every finished game is also kept among the recent games, to be reviewed.
    pub(crate) fn record_stats(&mut self) {
        if self.mode.watched().is_some() {
            return; // a game watched is nobody's here: not counted, not kept to review
        }
        self.record_recent();
        if self.mode.room().is_some() {
            return; // online statistics are the server's
        }
        let Some(m) = self.mode.game() else { return };
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
        let mut stats = self.stats.clone();
        if !stats.count(&m.id, &m.game.rules().name, outcome, &seats) {
            return;
        }
        if let Some(store) = &self.env.store {
            let result = store.write(files::STATS, &stats.to_json());
            if result.is_err() {
                // Not written: keep the old numbers, so a relaunch counts the game then.
                return self.env.check_write(result);
            }
        }
        self.stats = stats;
    }
}
