//! Writing the game, the statistics and the settings through the store.

use crate::app::App;
use crate::effect::Effect;
use crate::files::{self, GameFile};
use crate::view::{Notice, NoticeKind};
use pallanguzhi_core::{Seat, Side};

/// How long settings changes must pause before they are written (see `save_settings_after_pause`).
/// Longer than the gap between keystrokes or slider steps, short enough that a kill soon after
/// a change rarely loses it (a suspend writes it at once).
pub const SETTINGS_SAVE_PAUSE_MS: u32 = 600;

impl App {
    pub(crate) fn save_game(&mut self) {
        let (Some(store), Some(m)) = (&self.store, self.mode.game()) else {
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
        self.check_write(result);
    }

    /// A settings change is written once the changes pause for [`SETTINGS_SAVE_PAUSE_MS`]:
    /// a name typed or a volume dragged sends a change per keystroke or step, and each write
    /// costs two full flushes (`sync_all`, `F_FULLFSYNC` on Apple) on the shell's UI thread.
    /// The view shows each change at once; `Suspend` writes a pending one before returning.
    pub(crate) fn save_settings_after_pause(&mut self, fx: &mut Vec<Effect>) {
        if let Some(id) = self.settings_timer.take() {
            fx.push(Effect::CancelTimer { id });
        }
        let id = self.fresh_id();
        self.settings_timer = Some(id);
        fx.push(Effect::StartTimer {
            id,
            ms: SETTINGS_SAVE_PAUSE_MS,
        });
    }

    /// The pause ended: write the settings (true), or `id` is not the settings' timer (false).
    pub(crate) fn settings_timer_fired(&mut self, id: u64) -> bool {
        if self.settings_timer != Some(id) {
            return false;
        }
        self.settings_timer = None;
        self.save_settings();
        true
    }

    /// Write the settings now, a pending pause's timer forgotten (leaving the screen).
    pub(crate) fn save_settings_now(&mut self, fx: &mut Vec<Effect>) {
        if let Some(id) = self.settings_timer.take() {
            fx.push(Effect::CancelTimer { id });
        }
        self.save_settings();
    }

    pub(crate) fn save_settings(&mut self) {
        let Some(store) = &self.store else {
            return;
        };
        // Light: the settings change as a player types or slides (store.rs, `write_light`).
        let result = store.write_light(files::SETTINGS, &self.settings.to_json());
        self.check_write(result);
    }

    pub(crate) fn check_write_pub(&mut self, result: std::io::Result<()>) {
        self.check_write(result)
    }

    fn check_write(&mut self, result: std::io::Result<()>) {
        if let Err(e) = result {
            log::warn!("write failed: {e}");
            self.notice = Some(Notice {
                kind: NoticeKind::WriteFailed,
                text: self.texts().write_failed(),
            });
        }
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
        if let Some(store) = &self.store {
            let result = store.write(files::STATS, &stats.to_json());
            if result.is_err() {
                // Not written: keep the old numbers, so a relaunch counts the game then.
                return self.check_write(result);
            }
        }
        self.stats = stats;
    }
}
