//! How the games of a tournament begin, and what an opening is worth.

use super::levels::{config, hard_nodes};
use super::search::{Config, Searcher};
use super::Strength;
use crate::position::Position;
use crate::rules::Rules;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::atomic::AtomicBool;

/// How the games of a match begin; both games of a pair share the opening.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Openings {
    /// `BALANCED_PLIES` random plies, kept only if a Hard search from there
    /// scores within `BALANCE` of even. In the relay presets the side to
    /// move after 2 random plies is 0.5 to 32 seeds up, and between decent
    /// players that edge decides the game: unjudged openings measure luck.
    #[default]
    Balanced,
    /// `RANDOM_PLIES` random plies, unjudged (the first protocol).
    Random,
}

impl Openings {
    pub fn parse(text: &str) -> Option<Openings> {
        match text.trim().to_ascii_lowercase().as_str() {
            "balanced" => Some(Openings::Balanced),
            "random" => Some(Openings::Random),
            _ => None,
        }
    }
}

pub const RANDOM_PLIES: u32 = 2;
pub const BALANCED_PLIES: u32 = 4;
/// Centi-seeds: 1.5 seeds either way.
pub const BALANCE: i32 = 150;
/// Candidates drawn before settling for the most balanced one seen.
const CANDIDATES: u32 = 64;

/// The opening of a pair of games.
pub fn opening(rules: &Rules, openings: Openings, seed: u64) -> Position {
    let mut rng = StdRng::seed_from_u64(seed);
    if openings == Openings::Random {
        return random_plies(rules, RANDOM_PLIES, &mut rng);
    }
    let mut most_even = (i32::MAX, Position::start(rules));
    for _ in 0..CANDIDATES {
        let pos = random_plies(rules, BALANCED_PLIES, &mut rng);
        // A forced move is not searched, so it would look even.
        if pos.legal_moves(rules).len() < 2 {
            continue;
        }
        let edge = judge(rules, &pos).abs();
        if edge <= BALANCE {
            return pos;
        }
        if edge < most_even.0 {
            most_even = (edge, pos);
        }
    }
    most_even.1
}

/// The side to move's edge in centi-seeds, by Hard's search bounded by nodes
/// only, so the verdict is the same on every machine.
pub fn judge(rules: &Rules, pos: &Position) -> i32 {
    verdict(rules, pos, hard_nodes(rules), None).0
}

/// A deeper verdict than `judge`: `nodes` of search with a 64 MiB table.
/// Returns the side to move's edge in centi-seeds and the depth reached.
/// Between competent levels this verdict on a balanced opening names the
/// side that wins both games of the pair (docs/ai.md).
pub fn deep_verdict(rules: &Rules, pos: &Position, nodes: u64) -> (i32, u8) {
    verdict(rules, pos, nodes, Some(22))
}

/// Hard's search with `nodes`, no clock, and a `2^tt_bits` table (default: Hard's).
fn verdict(rules: &Rules, pos: &Position, nodes: u64, tt_bits: Option<u32>) -> (i32, u8) {
    let moves = pos.legal_moves(rules);
    if moves.is_empty() {
        return (0, 0);
    }
    let never = AtomicBool::new(false);
    let hard = config(rules, Strength::Hard).expect("Hard searches");
    let config = Config {
        nodes,
        tt_bits: tt_bits.unwrap_or(hard.tt_bits),
        millis: u64::MAX,
        ..hard
    };
    let outcome = Searcher::new(rules, config, &never).run(pos, &moves, false);
    (outcome.ranked[0].1, outcome.depth)
}

fn random_plies(rules: &Rules, plies: u32, rng: &mut StdRng) -> Position {
    let mut pos = Position::start(rules);
    for _ in 0..plies {
        let moves = pos.legal_moves(rules);
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.random_range(0..moves.len() as u32) as usize];
        let _ = pos.play(rules, m, &mut ());
    }
    pos
}
