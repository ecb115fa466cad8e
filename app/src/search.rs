//! A computer move or a hint, as a self-contained job a shell runs on a
//! background thread. Each job owns its cancel token, so cancelling one never
//! touches another, and a cancel that arrives before the job starts still holds.

use crate::event::Event;
use pallanguzhi_core::ai::review::Review;
use pallanguzhi_core::ai::{self, Reason, Strength};
use pallanguzhi_core::{Position, Rules};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// Why a search runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    ComputerMove,
    Hint,
    /// Grade the next move of a game's review (answers `Event::ReviewGraded`).
    Review,
}

/// The answer of a search: the hole and why it was chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchResult {
    pub hole: u8,
    pub reason: Reason,
}

#[derive(Debug, Clone)]
pub struct SearchJob {
    id: u64,
    purpose: Purpose,
    rules: Rules,
    position: Position,
    strength: Strength,
    seed: u64,
    cancel: Arc<AtomicBool>,
    /// `Purpose::Review`: the review so far; the job grades its next move.
    review: Option<Box<Review>>,
}

impl SearchJob {
    pub(crate) fn new(
        id: u64,
        purpose: Purpose,
        rules: Rules,
        position: Position,
        strength: Strength,
        seed: u64,
    ) -> Self {
        SearchJob {
            id,
            purpose,
            rules,
            position,
            strength,
            seed,
            cancel: Arc::new(AtomicBool::new(false)),
            review: None,
        }
    }

    /// A job that grades the next move of `review` with the review's own node budget.
    pub(crate) fn grade(id: u64, review: Review) -> Self {
        let position = review
            .position_before(review.graded().len())
            .unwrap_or_else(|_| Position::start(review.rules()).unwrap_or_else(|_| unreachable_position()));
        SearchJob {
            id,
            purpose: Purpose::Review,
            rules: review.rules().clone(),
            position,
            strength: Strength::Expert,
            seed: 0,
            cancel: Arc::new(AtomicBool::new(false)),
            review: Some(Box::new(review)),
        }
    }

    pub fn id(&self) -> u64 {
        self.id
    }

    pub fn purpose(&self) -> Purpose {
        self.purpose
    }

    /// Search (blocking; seconds at most at Expert) and return the event to
    /// hand back to the core. A cancelled job answers `result: None` promptly.
    pub fn run(&self) -> Event {
        if let Some(review) = &self.review {
            let mut review = (**review).clone();
            let graded = match review.grade_next(&self.cancel) {
                Ok(true) if !self.is_cancelled() => review.graded().last().copied(),
                _ => None,
            };
            return Event::ReviewGraded { id: self.id, graded };
        }
        let choice = ai::choose_move(&self.rules, &self.position, self.strength, self.seed, &self.cancel);
        let result = match choice {
            Some(c) if !self.is_cancelled() => Some(SearchResult {
                hole: c.hole,
                reason: c.reason,
            }),
            _ => None,
        };
        Event::SearchDone { id: self.id, result }
    }

    /// Stop this job (from any thread, before or while it runs).
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::SeqCst);
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::SeqCst)
    }
}

/// The standard start (a review's rules were validated when it was made).
fn unreachable_position() -> Position {
    Position::start(&Rules::default()).expect("the default rules are valid")
}
