//! Parts of the app's view (`App::view` puts the screen together from the sessions' own
//! views): the buttons as `ActionView`s (words and event) decided once, so the shells only
//! draw them; the rule sets; the statistics screen from the records.

use crate::event::Event;
use crate::online::OnlineAction;
use crate::records::Records;
use crate::texts::Texts;
use crate::view::*;
use pallanguzhi_core::{Level, Rules};

/// A button with its label from the catalogue (`ui-<id>`, the one label set of every shell).
pub(crate) fn action(t: &Texts, id: &str, event: Event) -> ActionView {
    ActionView {
        id: id.into(),
        label: t.word(&format!("ui-{id}")),
        event,
        confirm: None,
        primary: false,
        enabled: true,
    }
}

pub(crate) fn online_action(t: &Texts, id: &str, action_: OnlineAction) -> ActionView {
    action(t, id, Event::OnlineAction(action_))
}

/// The rule sets with their words and lessons, for the new-game page and the rules.
pub(crate) fn presets(t: &Texts) -> Vec<PresetView> {
    Rules::presets()
        .iter()
        .map(|r| PresetView {
            id: r.name.clone(),
            name: t.preset_name(&r.name),
            summary: t.preset_summary(&r.name),
            rules: t.preset_rules(&r.name),
            lessons: pallanguzhi_core::lesson::course(&r.name)
                .iter()
                .map(|l| LessonLink {
                    id: l.id.to_string(),
                    title: t.word(&l.title_key()),
                })
                .collect(),
        })
        .collect()
}

impl Records {
    /// The statistics screen's view (drawn on the browser's home page too), the online
    /// statistics taken out of `online`: said once.
    pub(crate) fn stats_screen(&self, t: &Texts, online: &mut OnlineView) -> StatsScreenView {
        StatsScreenView {
            lines: self.stats_lines(t),
            signed_in: !online.account.is_empty(),
            online: online.stats.take(),
            online_error: online.error.clone(),
            recent: self.recent.view(t),
        }
    }

    fn stats_lines(&self, t: &Texts) -> Vec<StatsLine> {
        let mut lines = Vec::new();
        for (player, stats) in &self.stats.players {
            for r in &stats.records {
                // Recorded as a level's name or "human".
                let level = Level::parse(&r.opponent);
                lines.push(StatsLine {
                    player: player.clone(),
                    rules: r.rules.clone(),
                    level,
                    title: t.stats_title(&r.rules, level),
                    games: r.games,
                    wins: r.wins,
                    losses: r.losses,
                    draws: r.draws,
                    current_streak: r.current_streak,
                    best_streak: r.best_streak,
                });
            }
        }
        lines
    }
}
