//! `AppCore`: the app core behind one `Mutex`. Call `handle` from the UI thread and
//! perform the effects it returns in order; run each `Effect::Search`'s job (the app
//! core's `SearchJob` object) on a background thread.

use pallanguzhi_app::{App, Effect, Event, ViewModel};
use std::hash::{BuildHasher, RandomState};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

#[derive(uniffi::Object)]
pub struct AppCore {
    app: Mutex<App>,
}

impl AppCore {
    /// The state, even after a panic elsewhere poisoned the lock.
    fn lock(&self) -> MutexGuard<'_, App> {
        self.app.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The app core's seed (its game ids and search seeds must differ per device and per
/// core, not be secret): std's `RandomState` keys come from the OS random source once a
/// thread and each `new` steps them, so hashing nothing gives a fresh u64. std links it anyway (HashMap);
/// `rand`'s `thread_rng` (ChaCha12, reseeding, getrandom) cost 4,256 bytes of the
/// phones' library for this one number.
fn seed() -> u64 {
    RandomState::new().hash_one(())
}

#[uniffi::export]
impl AppCore {
    /// A core with nothing loaded yet: send `Event::Launch` first.
    #[uniffi::constructor]
    pub fn new() -> Arc<Self> {
        Arc::new(AppCore {
            app: Mutex::new(App::new(seed())),
        })
    }

    /// Apply one event (a person's, a timer's, a search's or the transport's); returns
    /// the effects to perform, in order. The shell performs `Effect::Http` and
    /// `Effect::Socket*` with the platform's own stack and answers with
    /// `Event::Transport(..)`.
    pub fn handle(&self, event: Event) -> Vec<Effect> {
        self.lock().handle(event)
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

#[cfg(test)]
#[test]
fn each_core_is_seeded_afresh() {
    // Two cores of one process (one thread's keys, stepped): two different seeds.
    assert_ne!(seed(), seed());
}
