//! What the player keeps of finished games: the statistics (`stats.json`) and the recent
//! games to review (`recent.json`). Whose game it is decides what is kept: a game on this
//! device is counted and kept, an online game of mine kept (its statistics are the
//! server's), a game watched is nobody's here.

use crate::env::Env;
use crate::files::{self, StatsFile};
use crate::mode::{Match, Viewer};
use crate::recent::Recent;
use crate::store::Loaded;

#[derive(Default)]
pub(crate) struct Records {
    pub stats: StatsFile,
    pub recent: Recent,
}

impl Records {
    /// The records in the store (none without one, or when a file cannot be read).
    pub fn load(env: &Env) -> Records {
        let stats = match env.load(files::STATS, StatsFile::parse) {
            Loaded::Ok(stats) => stats,
            _ => StatsFile::default(),
        };
        Records {
            stats,
            recent: Recent::load(env),
        }
    }

    /// The finished game `m` seen by `viewer`: counted once and kept to be reviewed.
    pub fn record(&mut self, m: &Match, viewer: Viewer, env: &mut Env) {
        self.keep(m, viewer, env);
        if viewer == Viewer::Device {
            self.stats.record(m, env);
        }
    }

    /// Keep the finished game `m` among the recent games (the person's side: against the
    /// computer, or their seat online), without counting it.
    pub fn keep(&mut self, m: &Match, viewer: Viewer, env: &mut Env) {
        match viewer {
            Viewer::Device => self.recent.record(m, m.human_side(), false, env),
            Viewer::Seat(side) => self.recent.record(m, Some(side), true, env),
            Viewer::Watcher | Viewer::Nobody => {}
        }
    }
}
