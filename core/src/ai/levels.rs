//! The levels as search configurations. Node budgets, not clocks, bound
//! them, so a level plays the same move on every machine; the clock is only
//! a safety cap for slow phones.

use super::eval::{BOWLS_ONLY, FULL, SEED};
use super::search::{Config, Searcher};
use super::{SearchStats, Strength};
use crate::position::Position;
use crate::rules::Rules;
use rand::rngs::StdRng;
use rand::Rng;
use std::sync::atomic::AtomicBool;

/// Node budgets, calibrated by `cargo bench --bench ai` (see docs/ai.md).
pub const HARD_NODES: u64 = 300_000;
pub const EXPERT_NODES: u64 = 2_400_000;
/// Easy adds up to this much noise to each move's score: moves within a few
/// seeds of the best look alike to it, as they do to a casual player.
const EASY_NOISE: u32 = 4 * SEED as u32;

pub fn config(strength: Strength) -> Option<Config> {
    let base = Config {
        max_depth: 64,
        min_depth: 1,
        nodes: u64::MAX,
        millis: 10_000,
        weights: FULL,
        tt_bits: 0,
    };
    Some(match strength {
        Strength::Random => return None,
        // The existing bots: fixed depth 5, bowl difference, no table.
        Strength::Baseline => Config {
            max_depth: 5,
            min_depth: 5,
            weights: BOWLS_ONLY,
            ..base
        },
        Strength::Easy => Config {
            max_depth: 2,
            nodes: 5_000,
            ..base
        },
        Strength::Medium => Config {
            max_depth: 3,
            nodes: 20_000,
            tt_bits: 12,
            ..base
        },
        Strength::Hard => Config {
            nodes: HARD_NODES,
            millis: 450,
            tt_bits: 18,
            ..base
        },
        Strength::Expert => Config {
            nodes: EXPERT_NODES,
            millis: 1_900,
            tt_bits: 20,
            ..base
        },
    })
}

/// Pick a move among `moves` (legal, at least one) for the side to move.
pub fn pick(
    rules: &Rules,
    pos: &Position,
    strength: Strength,
    moves: &[u8],
    rng: &mut StdRng,
    cancel: &AtomicBool,
) -> (u8, SearchStats) {
    let mut stats = SearchStats::default();
    let Some(cfg) = config(strength) else {
        return (moves[rng.random_range(0..moves.len() as u32) as usize], stats);
    };
    if moves.len() == 1 {
        return (moves[0], stats);
    }
    let mut order = moves.to_vec();
    if strength != Strength::Baseline {
        shuffle(&mut order, rng);
    }
    let easy = strength == Strength::Easy;
    let mut searcher = Searcher::new(rules, cfg, cancel);
    let result = searcher.run(pos, &order, easy);
    stats.nodes = result.nodes;
    stats.depth = result.depth;
    let (mut hole, mut score) = result.ranked[0];
    if easy {
        (hole, score) = noisy_best(&result.ranked, rng);
    }
    stats.score = score;
    (hole, stats)
}

/// Fisher-Yates with u32 draws (portable: no usize-width sampling).
fn shuffle(order: &mut [u8], rng: &mut StdRng) {
    for i in (1..order.len()).rev() {
        let j = rng.random_range(0..=i as u32) as usize;
        order.swap(i, j);
    }
}

fn noisy_best(ranked: &[(u8, i32)], rng: &mut StdRng) -> (u8, i32) {
    let mut best = (ranked[0], i64::MIN);
    for &(m, v) in ranked {
        let noisy = v as i64 + rng.random_range(0..EASY_NOISE) as i64;
        if noisy > best.1 {
            best = ((m, v), noisy);
        }
    }
    best.0
}
