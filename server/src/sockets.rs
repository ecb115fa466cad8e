//! The WebSockets open per account on this instance: capped (a few devices plus
//! games watched), and closed all at once when the account's token is rotated
//! (a stolen token must stop working everywhere, sockets included).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::watch;

type Open = HashMap<i64, Vec<(u64, watch::Sender<bool>)>>;

pub struct Sockets {
    max: usize,
    open: Arc<Mutex<Open>>,
}

/// One open socket's place; `kicked` turns true when it must close.
pub struct Ticket {
    account: i64,
    id: u64,
    open: Arc<Mutex<Open>>,
    pub kicked: watch::Receiver<bool>,
}

fn lock(open: &Mutex<Open>) -> std::sync::MutexGuard<'_, Open> {
    open.lock().unwrap_or_else(|e| e.into_inner())
}

impl Sockets {
    pub fn new(max: u32) -> Sockets {
        Sockets {
            max: max.max(1) as usize,
            open: Arc::default(),
        }
    }

    /// A place for one more socket of `account`, or None at the cap.
    pub fn enter(&self, account: i64, id: u64) -> Option<Ticket> {
        let mut open = lock(&self.open);
        let mine = open.entry(account).or_default();
        if mine.len() >= self.max {
            return None;
        }
        let (tx, kicked) = watch::channel(false);
        mine.push((id, tx));
        Some(Ticket {
            account,
            id,
            open: self.open.clone(),
            kicked,
        })
    }

    /// Open sockets, all accounts together.
    pub fn count(&self) -> usize {
        lock(&self.open).values().map(Vec::len).sum()
    }

    /// Close every socket of `account` (its token changed).
    pub fn kick(&self, account: i64) -> usize {
        let open = lock(&self.open);
        let mine = open.get(&account).map_or(&[][..], |v| &v[..]);
        for (_, tx) in mine {
            tx.send_replace(true);
        }
        mine.len()
    }
}

impl Ticket {
    pub fn id(&self) -> u64 {
        self.id
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut open = lock(&self.open);
        if let Some(mine) = open.get_mut(&self.account) {
            mine.retain(|(id, _)| *id != self.id);
            if mine.is_empty() {
                open.remove(&self.account);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Sockets;

    #[test]
    fn sockets_are_capped_per_account_and_kicked_together() {
        let sockets = Sockets::new(2);
        let a = sockets.enter(1, 10).expect("first");
        let b = sockets.enter(1, 11).expect("second");
        assert!(sockets.enter(1, 12).is_none(), "over the cap");
        let other = sockets.enter(2, 13).expect("another account");
        assert_eq!(sockets.kick(1), 2);
        assert!(*a.kicked.borrow() && *b.kicked.borrow() && !*other.kicked.borrow());
        drop(a);
        assert!(sockets.enter(1, 14).is_some(), "a place again");
    }
}
