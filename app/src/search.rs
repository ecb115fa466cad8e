//! A computer move or a hint, as a self-contained job a shell runs on a
//! background thread. Each job owns its cancel token, so cancelling one never
//! touches another, and a cancel that arrives before the job starts still holds.

use pallanguzhi_core::ai::review::MoveReview;
use pallanguzhi_core::ai::review::Review;
use pallanguzhi_core::ai::{self, Reason, Strength};
use pallanguzhi_core::{Position, Rules};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

pallanguzhi_core::read_by_name! {
    /// Why a search runs.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
    pub enum Purpose {
        ComputerMove,
        Hint,
        /// Grade the next move of a game's review (answers `Event::ReviewGraded`).
        Review,
    }
}

/// The answer of a search: the hole and why it was chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SearchResult {
    pub hole: u8,
    pub reason: Reason,
}

/// As JSON (a browser hands the job to a Web Worker running its own core): the position
/// travels as its `Setup` and is checked again by `Position::from_setup` on arrival.
/// In the FFI an object (`Effect::Search` holds an `Arc` of it) with `id`, `run` and `cancel`.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "JobWire", into = "JobWire")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Object))]
pub struct SearchJob {
    id: u64,
    purpose: Purpose,
    rules: Rules,
    position: Position,
    strength: Strength,
    seed: u64,
    /// Not sent: a job handed to a browser worker (as JSON) is cancelled there by its id.
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

    pub fn purpose(&self) -> Purpose {
        self.purpose
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::SeqCst)
    }
}

#[cfg_attr(feature = "uniffi", uniffi::export)]
impl SearchJob {
    pub fn id(&self) -> u64 {
        self.id
    }

    /// Stop this job (from any thread, before or while it runs).
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::SeqCst);
    }
}

/// The standard start (a review's rules were validated when it was made).
fn unreachable_position() -> Position {
    Position::start(&Rules::default()).expect("the default rules are valid")
}

/// `SearchJob` on the wire.
#[derive(serde::Serialize, serde::Deserialize)]
struct JobWire {
    id: u64,
    purpose: Purpose,
    rules: Rules,
    holes: Vec<u8>,
    closed: u16,
    bowls: [u16; 2],
    to_move: pallanguzhi_core::Side,
    round: u16,
    moves_played: u32,
    since_capture: u16,
    round_starter: pallanguzhi_core::Side,
    side_moves: [u32; 2],
    strength: Strength,
    /// As text: JavaScript numbers would round a 64-bit seed.
    seed: String,
    /// `Purpose::Review`: the review so far, in its own versioned JSON.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    review: Option<String>,
}

impl From<SearchJob> for JobWire {
    fn from(job: SearchJob) -> JobWire {
        let s = job.position.setup();
        JobWire {
            id: job.id,
            purpose: job.purpose,
            rules: job.rules,
            holes: s.holes.to_vec(),
            closed: s.closed,
            bowls: s.bowls,
            to_move: s.to_move,
            round: s.round,
            moves_played: s.moves_played,
            since_capture: s.since_capture,
            round_starter: s.round_starter,
            side_moves: s.side_moves,
            strength: job.strength,
            seed: job.seed.to_string(),
            review: job.review.as_deref().map(Review::to_json),
        }
    }
}

impl TryFrom<JobWire> for SearchJob {
    type Error = String;

    fn try_from(w: JobWire) -> Result<SearchJob, String> {
        let mut holes = [0u8; pallanguzhi_core::position::MAX_HOLES];
        if w.holes.len() != holes.len() {
            return Err(format!("{} holes, expected {}", w.holes.len(), holes.len()));
        }
        holes.copy_from_slice(&w.holes);
        let setup = pallanguzhi_core::Setup {
            holes,
            closed: w.closed,
            bowls: w.bowls,
            to_move: w.to_move,
            round: w.round,
            moves_played: w.moves_played,
            since_capture: w.since_capture,
            round_starter: w.round_starter,
            side_moves: w.side_moves,
        };
        let position = Position::from_setup(&w.rules, setup).map_err(|e| e.to_string())?;
        let seed = w.seed.parse().map_err(|_| format!("bad seed {:?}", w.seed))?;
        let review = match &w.review {
            Some(text) => Some(Box::new(Review::from_json(text).map_err(|e| e.to_string())?)),
            None => None,
        };
        let mut job = SearchJob::new(w.id, w.purpose, w.rules, position, w.strength, seed);
        job.review = review;
        Ok(job)
    }
}

/// What a finished job found (`SearchJob::run`, in `event.rs`, makes it the event it answers).
pub(crate) enum Found {
    Graded(Option<MoveReview>),
    Move(Option<SearchResult>),
}

impl SearchJob {
    /// Search (blocking; seconds at most at Expert). A cancelled job finds nothing, promptly.
    pub(crate) fn find(&self) -> Found {
        if let Some(review) = &self.review {
            let mut review = (**review).clone();
            let graded = match review.grade_next(&self.cancel) {
                Ok(true) if !self.is_cancelled() => review.graded().last().copied(),
                _ => None,
            };
            return Found::Graded(graded);
        }
        let choice = ai::choose_move(&self.rules, &self.position, self.strength, self.seed, &self.cancel);
        Found::Move(match choice {
            Some(c) if !self.is_cancelled() => Some(SearchResult {
                hole: c.hole,
                reason: c.reason,
            }),
            _ => None,
        })
    }
}
