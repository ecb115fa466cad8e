//! `Runner`: the app core with a tokio transport, for the CLI, the Rust tests and
//! (until they perform the transport effects themselves) the bindings. `handle` and
//! `pump` return only the other effects: `Effect::Http` and `Effect::Socket*` go to
//! the `Driver`, whose reports come back through `pump` as `Event::Transport`;
//! each write runs at once (`App::handle_writing_at_once`), so no `Effect::Write` nor
//! `Effect::AwaitWrites` comes out.
//! A shell blocks on a `Waiter` off the UI thread and calls `pump` on it.

use crate::driver::Driver;
use pallanguzhi_app::{App, Effect, Event};
use std::sync::mpsc::Receiver;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// The network's news, shared by the runner and its waiters.
#[derive(Clone)]
pub struct Waiter {
    news: Option<Arc<Mutex<Receiver<Event>>>>,
    /// Events a wait took off the channel, for the next `pump`.
    early: Arc<Mutex<Vec<Event>>>,
}

impl Waiter {
    /// Block up to `timeout` for network news; true when `pump` has work.
    pub fn wait(&self, timeout: Duration) -> bool {
        if !self.early.lock().unwrap_or_else(PoisonError::into_inner).is_empty() {
            return true;
        }
        let Some(news) = &self.news else { return false };
        let got = news
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .recv_timeout(timeout);
        match got {
            Ok(event) => {
                self.early.lock().unwrap_or_else(PoisonError::into_inner).push(event);
                true
            }
            Err(_) => false,
        }
    }

    fn take(&self) -> Vec<Event> {
        let mut out = std::mem::take(&mut *self.early.lock().unwrap_or_else(PoisonError::into_inner));
        if let Some(news) = &self.news {
            out.extend(news.lock().unwrap_or_else(PoisonError::into_inner).try_iter());
        }
        out
    }
}

pub struct Runner {
    pub app: App,
    driver: Option<Driver>,
    waiter: Waiter,
}

impl Runner {
    pub fn new(app: App) -> Runner {
        let (driver, news) = match Driver::new() {
            Ok((d, rx)) => (Some(d), Some(Arc::new(Mutex::new(rx)))),
            Err(e) => {
                log::error!("no network runtime: {e}");
                (None, None)
            }
        };
        let early = Arc::default();
        Runner {
            app,
            driver,
            waiter: Waiter { news, early },
        }
    }

    pub fn waiter(&self) -> Waiter {
        self.waiter.clone()
    }

    pub fn handle(&mut self, event: Event) -> Vec<Effect> {
        // Written at once: a terminal or a test has no UI thread to keep free.
        let effects = self.app.handle_writing_at_once(event);
        self.route(effects)
    }

    /// Apply the network's news; the effects for the shell.
    pub fn pump(&mut self) -> Vec<Effect> {
        let mut out = Vec::new();
        for event in self.waiter.take() {
            let effects = self.handle(event);
            out.extend(effects);
        }
        out
    }

    /// Block up to `timeout` for network news; true when `pump` has work.
    pub fn wait(&self, timeout: Duration) -> bool {
        self.waiter.wait(timeout)
    }

    fn route(&mut self, effects: Vec<Effect>) -> Vec<Effect> {
        let mut out = Vec::with_capacity(effects.len());
        for effect in effects {
            match effect {
                Effect::Http { .. }
                | Effect::HttpCancel { .. }
                | Effect::SocketOpen { .. }
                | Effect::SocketSend { .. }
                | Effect::SocketClose { .. } => match &mut self.driver {
                    Some(driver) => {
                        driver.perform(&effect);
                    }
                    None => log::warn!("no network: {effect:?} dropped"),
                },
                other => out.push(other),
            }
        }
        out
    }
}
