//! The WebSockets open per account on this instance: capped (a few devices plus
//! games watched), and closed when their device's token is rotated or signed out
//! (a stolen token must stop working everywhere, sockets included), all of an
//! account's at once when it is deleted.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::watch;

/// Per account: (connection, device, kick).
type Open = HashMap<i64, Vec<(u64, i64, watch::Sender<bool>)>>;

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

    /// A place for one more socket of `account` (opened by `device`), or None at the cap.
    pub fn enter(&self, account: i64, device: i64, id: u64) -> Option<Ticket> {
        let mut open = lock(&self.open);
        let mine = open.entry(account).or_default();
        if mine.len() >= self.max {
            return None;
        }
        let (tx, kicked) = watch::channel(false);
        mine.push((id, device, tx));
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

    /// Close every socket of `account` (it was deleted).
    pub fn kick(&self, account: i64) -> usize {
        self.kick_where(account, |_| true)
    }

    /// Close the sockets `device` of `account` opened (its token changed or was revoked).
    pub fn kick_device(&self, account: i64, device: i64) -> usize {
        self.kick_where(account, |d| d == device)
    }

    fn kick_where(&self, account: i64, which: impl Fn(i64) -> bool) -> usize {
        let open = lock(&self.open);
        let mine = open.get(&account).map_or(&[][..], |v| &v[..]);
        let mut kicked = 0;
        for (_, _, tx) in mine.iter().filter(|(_, device, _)| which(*device)) {
            tx.send_replace(true);
            kicked += 1;
        }
        kicked
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
            mine.retain(|(id, _, _)| *id != self.id);
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
        let a = sockets.enter(1, 7, 10).expect("first");
        let b = sockets.enter(1, 8, 11).expect("second");
        assert!(sockets.enter(1, 7, 12).is_none(), "over the cap");
        let other = sockets.enter(2, 9, 13).expect("another account");
        assert_eq!(sockets.kick_device(1, 8), 1, "one device's sockets");
        assert!(!*a.kicked.borrow() && *b.kicked.borrow());
        assert_eq!(sockets.kick(1), 2);
        assert!(*a.kicked.borrow() && *b.kicked.borrow() && !*other.kicked.borrow());
        drop(a);
        assert!(sockets.enter(1, 7, 14).is_some(), "a place again");
    }
}
