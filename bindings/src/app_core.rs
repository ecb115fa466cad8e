//! `AppCore`: the app core behind one `Mutex`, and `SearchJob`, the search a
//! shell runs on a background thread. Call `handle` from the UI thread and
//! perform the effects it returns in order.

use crate::events::{search_done, Effect, Event};
use pallanguzhi_app::{self as a, ViewModel};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

#[derive(uniffi::Object)]
pub struct AppCore {
    app: Mutex<a::App>,
}

impl AppCore {
    /// The state, even after a panic elsewhere poisoned the lock.
    fn lock(&self) -> MutexGuard<'_, a::App> {
        self.app.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[uniffi::export]
impl AppCore {
    /// A core with nothing loaded yet: send `Event::Launch` first.
    #[uniffi::constructor]
    pub fn new() -> Arc<Self> {
        Arc::new(AppCore {
            app: Mutex::new(a::App::new(rand::random())),
        })
    }

    /// Apply one event (a person's, a timer's, a search's or the transport's); returns
    /// the effects to perform, in order. The shell performs `Effect::Http` and
    /// `Effect::Socket*` with the platform's own stack and answers with `Event::Http*` /
    /// `Event::Socket*`.
    pub fn handle(&self, event: Event) -> Vec<Effect> {
        let effects = self.lock().handle(event.into());
        effects.into_iter().map(Effect::from).collect()
    }

    /// Tests and screenshots: reviews grade with `nodes` a move instead of
    /// Expert's budget (millions), so a whole game is reviewed in seconds.
    pub fn set_review_nodes(&self, nodes: u64) {
        self.lock().set_review_nodes(nodes)
    }

    /// Everything to draw now.
    pub fn view(&self) -> ViewModel {
        self.lock().view()
    }
}

/// A computer move or a hint to search: self-contained (rules, position,
/// strength, seed and its own cancel token), holding no lock of the core.
#[derive(Debug, uniffi::Object)]
pub struct SearchJob {
    job: a::SearchJob,
}

/// Jobs are the same when their ids are (ids are never reused by one core).
impl PartialEq for SearchJob {
    fn eq(&self, other: &Self) -> bool {
        self.job.id() == other.job.id()
    }
}

impl Eq for SearchJob {}

impl From<a::SearchJob> for SearchJob {
    fn from(job: a::SearchJob) -> Self {
        SearchJob { job }
    }
}

#[uniffi::export]
impl SearchJob {
    pub fn id(&self) -> u64 {
        self.job.id()
    }

    /// Search (blocking: run it off the UI thread) and return the
    /// `Event::SearchDone` to hand to `AppCore::handle`.
    pub fn run(&self) -> Event {
        search_done(self.job.run())
    }

    /// Stop the search (any thread, before or during `run`).
    pub fn cancel(&self) {
        self.job.cancel()
    }
}
