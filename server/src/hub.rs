//! The connections watching one game on this instance, each with a bounded
//! outgoing queue. A queue that is full means a slow client: it is dropped
//! from the hub, its connection closes, and the client resyncs on reconnect.
//! Nothing is ever silently skipped for a client that stays connected, except
//! what only the latest value matters for: the watcher count and the players'
//! presence go to each connection through `Latest`, one slot each, so churn
//! (watchers coming and going, a seat toggling) never fills a slow reader's queue
//! (F8: such a player was closed "too slow" after 50 s of churn at 50 KB/s).

use pallanguzhi_core::Side;
use pallanguzhi_protocol::ServerMessage;
use std::sync::{Arc, Mutex};
use tokio::sync::{mpsc, Notify};

pub struct Sub {
    pub conn: u64,
    pub side: Option<Side>,
    pub tx: mpsc::Sender<String>,
    pub latest: Arc<Latest>,
}

/// One connection's latest watcher count and presence (`seats`), not yet sent: a new
/// value replaces an unsent one. The connection sends them after its queue (`take`).
#[derive(Default)]
pub struct Latest {
    slots: Mutex<[Option<String>; 2]>,
    pub ready: Notify,
}

const WATCHERS: usize = 0;
const PRESENCE: usize = 1;

impl Latest {
    fn put(&self, slot: usize, text: Option<String>) {
        self.slots.lock().unwrap_or_else(|e| e.into_inner())[slot] = text;
        self.ready.notify_one();
    }

    /// This connection's own first count (a player arriving while others watch).
    pub fn put_watchers(&self, count: u32) {
        self.put(WATCHERS, Some(encode(&ServerMessage::Watchers { count })));
    }

    /// The values waiting, oldest kind first; the slots are emptied.
    pub fn take(&self) -> Vec<String> {
        let mut slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
        slots.iter_mut().filter_map(Option::take).collect()
    }
}

/// A message that carries the seats' presence: it supersedes an unsent presence slot.
fn carries_seats(msg: &ServerMessage) -> bool {
    matches!(msg, ServerMessage::Seats { .. } | ServerMessage::State(_))
}

#[derive(Default)]
pub struct Hub {
    subs: Mutex<Vec<Sub>>,
}

impl Hub {
    fn subs(&self) -> std::sync::MutexGuard<'_, Vec<Sub>> {
        self.subs.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn add(&self, sub: Sub) {
        self.subs().push(sub);
    }

    /// Remove a connection; returns how many connections remain for its side.
    pub fn remove(&self, conn: u64, side: Option<Side>) -> (usize, usize) {
        let mut subs = self.subs();
        subs.retain(|s| s.conn != conn);
        (
            subs.iter().filter(|s| s.side == side && side.is_some()).count(),
            subs.len(),
        )
    }

    /// Connections without a seat: the watchers.
    pub fn watchers(&self) -> u32 {
        self.subs().iter().filter(|s| s.side.is_none()).count() as u32
    }

    /// Whether a connection of `side` is here.
    pub fn has_side(&self, side: Side) -> bool {
        self.subs().iter().any(|s| s.side == Some(side))
    }

    pub fn is_empty(&self) -> bool {
        self.subs().is_empty()
    }

    /// Queue `msg` for the connections of one side (`None`: spectators).
    pub fn broadcast_side(&self, side: Option<Side>, msg: &ServerMessage) {
        let text = encode(msg);
        let seats = carries_seats(msg);
        self.subs().retain(|s| {
            if s.side != side {
                return true;
            }
            if seats {
                s.latest.put(PRESENCE, None);
            }
            s.tx.try_send(text.clone()).is_ok()
        });
    }

    /// The watcher count, to everyone: latest value wins (never queued).
    pub fn watchers_count(&self) {
        let subs = self.subs();
        let count = subs.iter().filter(|s| s.side.is_none()).count() as u32;
        let text = encode(&ServerMessage::Watchers { count });
        for s in subs.iter() {
            s.latest.put(WATCHERS, Some(text.clone()));
        }
    }

    /// Seats whose only change is who is present: latest value wins (never queued).
    pub fn presence(&self, msg: &ServerMessage) {
        let text = encode(msg);
        for s in self.subs().iter() {
            s.latest.put(PRESENCE, Some(text.clone()));
        }
    }

    /// Queue `msg` for everyone: the players' connections first, then the watchers',
    /// so that a crowd of watchers wakes after the players' tasks, not before them.
    pub fn broadcast(&self, msg: &ServerMessage) {
        let text = encode(msg);
        let seats = carries_seats(msg);
        let mut subs = self.subs();
        for seated in [true, false] {
            subs.retain(|s| {
                if s.side.is_some() != seated {
                    return true;
                }
                if seats {
                    s.latest.put(PRESENCE, None);
                }
                match s.tx.try_send(text.clone()) {
                    Ok(()) => true,
                    Err(_) => {
                        tracing::warn!(conn = s.conn, "client too slow or gone: disconnecting it");
                        false
                    }
                }
            });
        }
    }
}

pub fn encode(msg: &ServerMessage) -> String {
    // Plain data with string keys: serialisation cannot fail.
    serde_json::to_string(msg).unwrap_or_default()
}
