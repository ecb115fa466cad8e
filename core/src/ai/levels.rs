//! The levels as search configurations. Node budgets, not clocks, bound
//! them, so a level plays the same move on every machine; a clock cap is
//! only an optional safety net (`choose_move_capped`), reported when it fires.

use super::eval::{BOWLS_ONLY, FULL, SEED};
use super::search::{Config, Searcher};
use super::{SearchStats, Strength};
use crate::position::Position;
use crate::rules::{Family, Rules};
use rand::rngs::StdRng;
use rand::Rng;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Per-family figures: Kalah turns are short, so it affords more nodes, and
/// its depth-2 search is already too strong for Medium's rival.
struct Budget {
    easy_depth: u8,
    easy_noise: u32,
    medium_depth: u8,
    hard_nodes: u64,
    expert_nodes: u64,
}

/// Relay presets: calibrated by `cargo bench -p pallanguzhi-lab --bench ai` (docs/ai.md).
const RELAY: Budget = Budget {
    easy_depth: 1,
    easy_noise: 3 * SEED as u32,
    medium_depth: 2,
    hard_nodes: 800_000,
    expert_nodes: 6_000_000,
};

const KALAH: Budget = Budget {
    easy_depth: 2,
    easy_noise: 8 * SEED as u32,
    medium_depth: 5,
    hard_nodes: 2_000_000,
    expert_nodes: 12_000_000,
};

fn budget(rules: &Rules) -> &'static Budget {
    match rules.family {
        Family::Relay => &RELAY,
        Family::Kalah => &KALAH,
    }
}

/// Hard's node budget for these rules.
pub fn hard_nodes(rules: &Rules) -> u64 {
    budget(rules).hard_nodes
}

/// Expert's node budget for these rules.
pub fn expert_nodes(rules: &Rules) -> u64 {
    budget(rules).expert_nodes
}

pub fn config(rules: &Rules, strength: Strength) -> Option<Config> {
    let b = budget(rules);
    let base = Config {
        max_depth: 64,
        min_depth: 1,
        nodes: u64::MAX,
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
        // Shallow, every root move scored exactly, then noise (`noisy_best`).
        Strength::Easy => Config {
            max_depth: b.easy_depth,
            nodes: 5_000,
            ..base
        },
        Strength::Medium => Config {
            max_depth: b.medium_depth,
            nodes: 50_000,
            tt_bits: 12,
            ..base
        },
        Strength::Hard => Config {
            nodes: b.hard_nodes,
            tt_bits: 18,
            ..base
        },
        Strength::Expert => Config {
            nodes: b.expert_nodes,
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
    cap: Option<Duration>,
) -> (u8, SearchStats) {
    let mut stats = SearchStats::default();
    let Some(cfg) = config(rules, strength) else {
        return (moves[rng.random_range(0..moves.len() as u32) as usize], stats);
    };
    if moves.len() == 1 {
        return (moves[0], stats);
    }
    let mut order = moves.to_vec();
    shuffle(&mut order, rng);
    let easy = strength == Strength::Easy;
    let mut searcher = Searcher::new(rules, cfg, cancel, cap);
    let result = searcher.run(pos, &order, easy);
    stats.nodes = result.nodes;
    stats.depth = result.depth;
    stats.clock_capped = result.clock_capped;
    let (mut hole, mut score) = result.ranked[0];
    if easy {
        (hole, score) = noisy_best(&result.ranked, budget(rules).easy_noise, rng);
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

/// Each move's score plus uniform noise: moves within `noise` of the best
/// look alike, as they do to a casual player.
fn noisy_best(ranked: &[(u8, i32)], noise: u32, rng: &mut StdRng) -> (u8, i32) {
    let mut best = (ranked[0], i64::MIN);
    for &(m, v) in ranked {
        let noisy = v as i64 + rng.random_range(0..noise) as i64;
        if noisy > best.1 {
            best = ((m, v), noisy);
        }
    }
    best.0
}
