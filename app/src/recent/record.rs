//! Recording a finished game on `App` among the recent ones.

use super::{Recent, RECENT};
use crate::app::App;
use crate::store::Loaded;
use crate::texts::Texts;
use crate::view::{RecentGameView, RecentGamesView};
use pallanguzhi_core::{Outcome, Players, Side};

impl App {
    pub(crate) fn load_recent(&mut self) {
        self.reviewing.recent = match self.env.store.as_ref().map(|s| s.load(RECENT, Recent::parse)) {
            Some(Loaded::Ok(recent)) => recent,
            _ => Recent::default(),
        };
    }

    /// Keep the game on the board if it is finished and has a move (once by its id),
    /// written at once. Online games too: the person's side is their seat.
    pub(crate) fn record_recent(&mut self) {
        let online = self.mode.room().is_some();
        let side = match online {
            true => self.online_side(),
            false => self.mode.game().and_then(|m| m.human_side()),
        };
        let Some(m) = self.mode.game().filter(|m| m.is_over() && !m.game.history().is_empty()) else {
            return;
        };
        let mut recent = self.reviewing.recent.clone();
        if !recent.push(&m.id, &m.game, m.ending, side, online) {
            return;
        }
        if let Some(store) = &self.env.store {
            let result = store.write(RECENT, &recent.to_json());
            self.env.check_write(result);
        }
        // Kept in memory even when not written: the review of this game still saves to its slot.
        self.reviewing.recent = recent;
    }

    pub(crate) fn recent_view(&self, t: &Texts) -> RecentGamesView {
        let games = self
            .reviewing
            .recent
            .games
            .iter()
            .map(|k| {
                let rules = t.preset_name(&k.game.rules().name);
                let names = |side: Side| names_of(self, k.game.players(), side);
                let title = t.recent_game(&rules, &names(Side::South), &names(Side::North), k.entry.online);
                let moves = k.game.history().len() as u32;
                let result = match (k.outcome(), k.entry.side) {
                    (Some(Outcome::Win { side: w }), Some(me)) => t.recent_you(w == me, moves),
                    (Some(Outcome::Win { side: w }), None) => t.recent_won(&names(w), moves),
                    _ => t.recent_drawn(moves),
                };
                RecentGameView {
                    id: k.entry.id.clone(),
                    accessibility_label: t.recent_item(&title, &result),
                    title,
                    result,
                    online: k.entry.online,
                    won: match (k.outcome(), k.entry.side) {
                        (Some(Outcome::Win { side: w }), Some(me)) => Some(w == me),
                        _ => None,
                    },
                }
            })
            .collect();
        RecentGamesView {
            title: t.recent_title(),
            empty: t.recent_empty(),
            review: t.recent_review(),
            games,
        }
    }
}

/// A side's names in a kept game ("Anbu & Bala", "Computer (Hard)").
fn names_of(app: &App, players: &Players, side: Side) -> String {
    let names: Vec<String> = players.seats(side).iter().map(|s| app.seat_name(s)).collect();
    match names.as_slice() {
        [first, second] => app.env.texts().two_names(first, second),
        _ => names.join(" & "),
    }
}
