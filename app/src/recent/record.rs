//! Loading, recording and listing the recent finished games.

use super::{Recent, RECENT};
use crate::env::Env;
use crate::mode::Match;
use crate::store::Loaded;
use crate::texts::Texts;
use crate::view::{RecentGameView, RecentGamesView};
use pallanguzhi_core::{Outcome, Players, Side};

impl Recent {
    pub(crate) fn load(env: &Env) -> Recent {
        match env.load(RECENT, Recent::parse) {
            Loaded::Ok(recent) => recent,
            _ => Recent::default(),
        }
    }

    /// Keep `m` if it is finished and has a move (once by its id), written at once;
    /// `side` is the person's (their seat online).
    pub(crate) fn record(&mut self, m: &Match, side: Option<Side>, online: bool, env: &mut Env) {
        if !m.is_over() || m.game.history().is_empty() {
            return;
        }
        let mut recent = self.clone();
        if !recent.push(&m.id, &m.game, m.ending, side, online) {
            return;
        }
        env.write(RECENT, recent.to_json());
        // Kept in memory even when not written: the review of this game still saves to its slot.
        *self = recent;
    }

    pub(crate) fn view(&self, t: &Texts) -> RecentGamesView {
        let games = self
            .games
            .iter()
            .map(|k| {
                let rules = t.preset_name(&k.game.rules().name);
                let names = |side: Side| names_of(t, k.game.players(), side);
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
fn names_of(t: &Texts, players: &Players, side: Side) -> String {
    let names: Vec<String> = players.seats(side).iter().map(|s| t.seat_name(s)).collect();
    match names.as_slice() {
        [first, second] => t.two_names(first, second),
        _ => names.join(" & "),
    }
}
