//! The games that have an entry on this instance: each one's connections (`hub`)
//! and, while someone uses it, the game itself (`Cached`), behind one lock that
//! orders its actions. An entry nobody holds any more is evicted.

use crate::game::Cached;
use crate::hub::Hub;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

type Map = Arc<Mutex<HashMap<i64, Arc<Live>>>>;

pub struct Games {
    map: Map,
    pub away_timeout: Duration,
}

pub struct Live {
    pub id: i64,
    pub hub: Hub,
    /// The game while someone plays or watches it here (`None`: not loaded).
    pub state: tokio::sync::Mutex<Option<Cached>>,
    /// Watcher places taken (`Games::watch`), from the upgrade until the socket closes.
    watchers: AtomicU32,
}

/// One watcher's place in a game (`Games::watch`), given back when dropped (and the
/// entry evicted if that was its last holder: an upgrade that never completed).
pub struct WatchPlace {
    live: Option<Arc<Live>>,
    map: Map,
}

impl Drop for WatchPlace {
    fn drop(&mut self) {
        if let Some(live) = self.live.take() {
            live.watchers.fetch_sub(1, Ordering::SeqCst);
            let id = live.id;
            drop(live);
            evict(&self.map, id);
        }
    }
}

fn lock(map: &Map) -> std::sync::MutexGuard<'_, HashMap<i64, Arc<Live>>> {
    map.lock().unwrap_or_else(|e| e.into_inner())
}

/// Forget game `id` if only the map still holds it (no connection, no timer, no
/// refresh): ended games must not pile up. Under the map lock nobody can take a new
/// handle meanwhile, so a game never has two entries.
fn evict(map: &Map, id: i64) {
    let mut map = lock(map);
    if map
        .get(&id)
        .is_some_and(|l| Arc::strong_count(l) == 1 && l.hub.is_empty())
    {
        map.remove(&id);
    }
}

impl Games {
    pub fn new(away_timeout: Duration) -> Games {
        Games {
            map: Map::default(),
            away_timeout,
        }
    }

    fn map(&self) -> std::sync::MutexGuard<'_, HashMap<i64, Arc<Live>>> {
        lock(&self.map)
    }

    /// The live entry of a game; `evict` forgets it once nobody uses it.
    pub fn get(&self, id: i64) -> Arc<Live> {
        self.map()
            .entry(id)
            .or_insert_with(|| {
                Arc::new(Live {
                    id,
                    hub: Hub::default(),
                    state: tokio::sync::Mutex::new(None),
                    watchers: AtomicU32::new(0),
                })
            })
            .clone()
    }

    /// A watcher's place in game `id` if it has fewer than `max`: taken by the same
    /// atomic step that counts, so simultaneous upgrades cannot all pass one look at the
    /// count (F11: 27 of 30 were admitted under a cap of 10 when the cap was checked
    /// against the subscribed watchers, which only count after the hello).
    pub fn watch(&self, id: i64, max: u32) -> Option<WatchPlace> {
        let live = self.get(id);
        let taken = live
            .watchers
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| (n < max).then_some(n + 1))
            .is_ok();
        if !taken {
            drop(live);
            self.evict(id);
            return None;
        }
        Some(WatchPlace {
            live: Some(live),
            map: self.map.clone(),
        })
    }

    /// Forget game `id` if nobody uses its entry any more.
    pub fn evict(&self, id: i64) {
        evict(&self.map, id);
    }

    /// How many games have an entry on this instance.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.map().len()
    }

    pub fn watched(&self) -> Vec<Arc<Live>> {
        self.map().values().filter(|l| !l.hub.is_empty()).cloned().collect()
    }

    /// The entry of game `id`, if it has one on this instance.
    pub fn lookup(&self, id: i64) -> Option<Arc<Live>> {
        self.map().get(&id).cloned()
    }

    /// Every entry on this instance.
    pub fn all(&self) -> Vec<Arc<Live>> {
        self.map().values().cloned().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hub::Sub;
    use tokio::sync::mpsc;

    #[test]
    fn an_entry_is_evicted_only_once_nobody_holds_it() {
        let games = Games::new(Duration::from_secs(1));
        let held = games.get(7);
        let again = games.get(7);
        assert!(Arc::ptr_eq(&held, &again), "one entry per game");
        drop(again);
        games.evict(7);
        assert_eq!(games.len(), 1, "still held by a connection");
        let (tx, _rx) = mpsc::channel(1);
        held.hub.add(Sub {
            conn: 1,
            side: None,
            tx,
            latest: Default::default(),
        });
        drop(held);
        games.evict(7);
        assert_eq!(games.len(), 1, "still watched");
        games.get(7).hub.remove(1, None);
        games.evict(7);
        assert_eq!(games.len(), 0, "evicted");
    }
}
