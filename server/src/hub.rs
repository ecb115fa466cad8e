//! The connections watching one game on this instance, each with a bounded
//! outgoing queue. A queue that is full means a slow client: it is dropped
//! from the hub, its connection closes, and the client resyncs on reconnect.
//! Nothing is ever silently skipped for a client that stays connected.

use pallanguzhi_core::Side;
use pallanguzhi_protocol::ServerMessage;
use std::sync::Mutex;
use tokio::sync::mpsc;

pub struct Sub {
    pub conn: u64,
    pub side: Option<Side>,
    pub tx: mpsc::Sender<String>,
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

    pub fn is_empty(&self) -> bool {
        self.subs().is_empty()
    }

    /// Queue `msg` for the connections of one side (`None`: spectators).
    pub fn broadcast_side(&self, side: Option<Side>, msg: &ServerMessage) {
        let text = encode(msg);
        self.subs()
            .retain(|s| s.side != side || s.tx.try_send(text.clone()).is_ok());
    }

    /// Queue `msg` for everyone: the players' connections first, then the watchers',
    /// so that a crowd of watchers wakes after the players' tasks, not before them.
    pub fn broadcast(&self, msg: &ServerMessage) {
        let text = encode(msg);
        let mut subs = self.subs();
        for seated in [true, false] {
            subs.retain(|s| {
                if s.side.is_some() != seated {
                    return true;
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
