//! The review of a game: each move graded by the strongest level's search,
//! bounded by nodes only, so a review is the same on every machine. It is a
//! resumable job: `grade_next` grades one move into a `Review` that can be
//! saved (`to_json`, versioned like saves) half-way, cancelled (a cancelled
//! move is dropped, never half-graded), and resumed from the saved part with
//! identical results, since each move is graded from its own position alone.

use super::eval::DECIDED;
use super::levels;
use super::search::{Config, Searcher};
use super::Strength;
use crate::error::{MoveError, RulesError};
use crate::game::Game;
use crate::notation::{format_moves, parse_moves};
use crate::position::Position;
use crate::rules::Rules;
use crate::side::Side;
use crate::versioned::HeaderError;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, Ordering};
use thiserror::Error;

pub const REVIEW_FORMAT: &str = "pallanguzhi-review";
pub const REVIEW_VERSION: u32 = 1;

crate::read_by_name! {
    /// How much a move gave away, in plain words.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
    #[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
    #[serde(rename_all = "lowercase")]
    pub enum Grade {
        Best,
        Good,
        Inaccuracy,
        Mistake,
        Blunder,
    }
}

/// The largest loss, in centi-seeds of evaluation, of each grade below a
/// blunder (chosen by measuring; see docs/ai.md, "Game review").
pub const GOOD_MAX: i32 = 150;
pub const INACCURACY_MAX: i32 = 500;
pub const MISTAKE_MAX: i32 = 1_200;

/// A decided game counts as this many centi-seeds, so that losing a won game
/// is a blunder however it is won or lost, and winning slower is no loss.
const DECIDED_AS: i32 = 30_000;

impl Grade {
    /// The grade of a move that scores `loss` centi-seeds below the best.
    pub fn of_loss(loss: i32) -> Grade {
        if loss <= 0 {
            Grade::Best
        } else if loss <= GOOD_MAX {
            Grade::Good
        } else if loss <= INACCURACY_MAX {
            Grade::Inaccuracy
        } else if loss <= MISTAKE_MAX {
            Grade::Mistake
        } else {
            Grade::Blunder
        }
    }
}

/// One graded move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
#[serde(deny_unknown_fields)]
pub struct MoveReview {
    /// Index of the move in the game, from 0.
    pub ply: u32,
    pub mover: Side,
    pub played: u8,
    /// The search's best move (the played one when it was as good).
    pub best: u8,
    /// The mover's evaluation after the best move and after the move played,
    /// in centi-seeds (decided games count as ±30 000).
    pub best_score: i32,
    pub played_score: i32,
    /// `best_score - played_score`: the seeds (×100) the move gave away.
    pub loss: i32,
    pub grade: Grade,
    /// The only legal move: graded best without a search.
    pub forced: bool,
    pub nodes: u64,
    pub depth: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ReviewError {
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error("move {index} of the game: {source}")]
    History { index: usize, source: MoveError },
    #[error("the review was cancelled; what was graded is kept")]
    Cancelled,
    #[error("the review is not valid JSON or is cut short: {0}")]
    Corrupt(String),
    #[error("the review is version {found}; this app reads versions up to {supported}")]
    FutureVersion { found: u32, supported: u32 },
    #[error("the review has an unknown version {0}")]
    UnknownVersion(u32),
    #[error("the review's grades do not match its moves")]
    Mismatch,
}

/// A game's review, graded so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Review {
    rules: Rules,
    moves: Vec<u8>,
    nodes: u64,
    graded: Vec<MoveReview>,
}

impl Review {
    /// A review of `moves` played from the start of `rules`, each move
    /// searched with `nodes` (the strongest level's budget: `Review::of_game`).
    pub fn new(rules: Rules, moves: &[u8], nodes: u64) -> Result<Review, ReviewError> {
        replay(&rules, moves, moves.len())?;
        Ok(Review {
            rules,
            moves: moves.to_vec(),
            nodes: nodes.max(1),
            graded: Vec::new(),
        })
    }

    /// The review of a game's history at Expert's node budget.
    pub fn of_game(game: &Game) -> Result<Review, ReviewError> {
        let rules = game.rules().clone();
        let nodes = levels::expert_nodes(&rules);
        Review::new(rules, game.history(), nodes)
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn moves(&self) -> &[u8] {
        &self.moves
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    pub fn graded(&self) -> &[MoveReview] {
        &self.graded
    }

    /// Whether this review is of `moves` under `rules` (a saved review is
    /// reused only for its own game).
    pub fn is_of(&self, rules: &Rules, moves: &[u8]) -> bool {
        self.rules == *rules && self.moves == moves
    }

    /// Moves graded, out of all.
    pub fn progress(&self) -> (usize, usize) {
        (self.graded.len(), self.moves.len())
    }

    pub fn is_complete(&self) -> bool {
        self.graded.len() == self.moves.len()
    }

    /// The position before move `ply` (where the better move can be shown).
    pub fn position_before(&self, ply: usize) -> Result<Position, ReviewError> {
        replay(&self.rules, &self.moves, ply.min(self.moves.len()))
    }

    /// Grade the next move. `Ok(false)` once every move is graded; on
    /// `cancel`, `Err(Cancelled)` and the review is as it was.
    pub fn grade_next(&mut self, cancel: &AtomicBool) -> Result<bool, ReviewError> {
        let ply = self.graded.len();
        if ply == self.moves.len() {
            return Ok(false);
        }
        let pos = self.position_before(ply)?;
        let graded = grade(&self.rules, &pos, ply as u32, self.moves[ply], self.nodes, cancel);
        if cancel.load(Ordering::Relaxed) {
            return Err(ReviewError::Cancelled);
        }
        self.graded.push(graded);
        Ok(true)
    }

    /// Append the grade of the next move made elsewhere (a job that ran
    /// `grade_next` on a copy, on another thread), checked like a saved one:
    /// the next ply, the move played, its mover, a legal best move and the
    /// grade of its loss. Anything else is refused and changes nothing.
    pub fn accept(&mut self, graded: MoveReview) -> Result<(), ReviewError> {
        let ply = self.graded.len();
        if ply == self.moves.len() {
            return Err(ReviewError::Mismatch);
        }
        let pos = self.position_before(ply)?;
        let fits = graded.ply as usize == ply
            && graded.played == self.moves[ply]
            && graded.mover == pos.to_move()
            && pos.check_move(&self.rules, graded.best).is_ok()
            && graded.grade == Grade::of_loss(graded.loss);
        if !fits {
            return Err(ReviewError::Mismatch);
        }
        self.graded.push(graded);
        Ok(())
    }

    /// Grade every move left, or stop at `cancel` keeping what was graded.
    pub fn run(&mut self, cancel: &AtomicBool) -> Result<(), ReviewError> {
        while self.grade_next(cancel)? {}
        Ok(())
    }

    /// The `n` moves (of `side`, or of both) that gave away the most, costliest
    /// first, earlier first among equals; moves that lost nothing are left out.
    pub fn costliest(&self, n: usize, side: Option<Side>) -> Vec<MoveReview> {
        let mut costly: Vec<MoveReview> = self
            .graded
            .iter()
            .filter(|m| m.loss > 0 && side.is_none_or(|s| m.mover == s))
            .copied()
            .collect();
        // Unstable is the same order: `ply` is each move's own (graded[i].ply == i).
        costly.sort_unstable_by_key(|m| (std::cmp::Reverse(m.loss), m.ply));
        costly.truncate(n);
        costly
    }

    /// How many moves of `side` got each grade, best first.
    pub fn grade_counts(&self, side: Side) -> [u32; 5] {
        let mut counts = [0; 5];
        for m in self.graded.iter().filter(|m| m.mover == side) {
            counts[m.grade as usize] += 1;
        }
        counts
    }

    pub fn to_json(&self) -> String {
        let file = ReviewV1 {
            format: REVIEW_FORMAT.into(),
            version: REVIEW_VERSION,
            rules: self.rules.clone(),
            moves: format_moves(&self.rules, &self.moves).expect("moves were replayed"),
            nodes: self.nodes,
            graded: self.graded.clone(),
        };
        crate::save::file_json(&file).expect("a review serializes")
    }

    /// A saved review, checked: its moves replay and its grades match them.
    pub fn from_json(text: &str) -> Result<Review, ReviewError> {
        crate::versioned::check(text, REVIEW_FORMAT, "review", REVIEW_VERSION).map_err(|e| match e {
            HeaderError::Corrupt(why) => ReviewError::Corrupt(why),
            HeaderError::Future(found) => ReviewError::FutureVersion {
                found,
                supported: REVIEW_VERSION,
            },
            HeaderError::Unknown(v) => ReviewError::UnknownVersion(v),
        })?;
        let file: ReviewV1 = serde_json::from_str(text).map_err(|e| ReviewError::Corrupt(e.to_string()))?;
        file.rules.validate()?;
        let moves =
            parse_moves(&file.rules, &file.moves).map_err(|(index, source)| ReviewError::History { index, source })?;
        let mut review = Review::new(file.rules, &moves, file.nodes)?;
        review.check_graded(&file.graded)?;
        review.graded = file.graded;
        Ok(review)
    }

    fn check_graded(&self, graded: &[MoveReview]) -> Result<(), ReviewError> {
        if graded.len() > self.moves.len() {
            return Err(ReviewError::Mismatch);
        }
        let mut pos = Position::start(&self.rules)?;
        for (ply, m) in graded.iter().enumerate() {
            let fits = m.ply as usize == ply
                && m.played == self.moves[ply]
                && m.mover == pos.to_move()
                && pos.check_move(&self.rules, m.best).is_ok()
                && m.grade == Grade::of_loss(m.loss);
            if !fits {
                return Err(ReviewError::Mismatch);
            }
            pos.play(&self.rules, m.played, &mut ())
                .map_err(|source| ReviewError::History { index: ply, source })?;
        }
        Ok(())
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ReviewV1 {
    format: String,
    version: u32,
    rules: Rules,
    /// The game as hole letters, e.g. `"a,B,c"`.
    moves: String,
    nodes: u64,
    graded: Vec<MoveReview>,
}

/// The position after the first `upto` of `moves`.
fn replay(rules: &Rules, moves: &[u8], upto: usize) -> Result<Position, ReviewError> {
    let mut pos = Position::start(rules)?;
    for (index, &hole) in moves[..upto].iter().enumerate() {
        pos.play(rules, hole, &mut ())
            .map_err(|source| ReviewError::History { index, source })?;
    }
    Ok(pos)
}

/// A decided score as `DECIDED_AS`, so that only the result counts.
fn capped(score: i32) -> i32 {
    if score >= DECIDED {
        DECIDED_AS
    } else if score <= -DECIDED {
        -DECIDED_AS
    } else {
        score.clamp(-DECIDED_AS + 1, DECIDED_AS - 1)
    }
}

/// Grade `played` in `pos` with a search of every root move at a full window
/// (each move's score is exact at the depth reached, not just a bound).
fn grade(rules: &Rules, pos: &Position, ply: u32, played: u8, nodes: u64, cancel: &AtomicBool) -> MoveReview {
    let moves = pos.legal_moves(rules);
    let mover = pos.to_move();
    let mut review = MoveReview {
        ply,
        mover,
        played,
        best: played,
        best_score: 0,
        played_score: 0,
        loss: 0,
        grade: Grade::Best,
        forced: moves.len() == 1,
        nodes: 0,
        depth: 0,
    };
    if review.forced {
        return review;
    }
    let config = Config {
        nodes,
        ..levels::config(rules, Strength::Expert).expect("Expert searches")
    };
    let outcome = Searcher::new(rules, config, cancel, None).run(pos, &moves, true);
    // Scores of one depth only: a stopped iteration's partial scores would
    // compare moves searched to different depths.
    let ranked = if outcome.completed.is_empty() {
        &outcome.ranked
    } else {
        &outcome.completed
    };
    let (best, best_score) = ranked[0];
    let played_score = ranked.iter().find(|r| r.0 == played).map_or(best_score, |r| r.1);
    review.best_score = capped(best_score);
    review.played_score = capped(played_score);
    review.loss = (review.best_score - review.played_score).max(0);
    review.best = if review.loss == 0 { played } else { best };
    review.grade = Grade::of_loss(review.loss);
    review.nodes = outcome.nodes;
    review.depth = outcome.depth;
    review
}
