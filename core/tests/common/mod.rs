#![allow(dead_code)]
//! Helpers shared by the core's integration tests.

use pallanguzhi_core::{Game, Players, Position, Rules, Setup, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

pub fn rules(id: &str) -> Rules {
    Rules::preset(id).unwrap()
}

/// The setup of a position with the given ring counts, South to move, round 1.
pub fn setup(rules: &Rules, holes: &[u8]) -> Setup {
    assert_eq!(holes.len(), rules.ring_len());
    let mut setup = Position::start(rules).unwrap().setup();
    setup.holes = [0; 14];
    setup.holes[..holes.len()].copy_from_slice(holes);
    setup
}

/// The position of a setup the engine must accept.
pub fn build(rules: &Rules, setup: Setup) -> Position {
    Position::from_setup(rules, setup).unwrap()
}

/// A position with the given ring counts, South to move, round 1.
pub fn position(rules: &Rules, holes: &[u8]) -> Position {
    build(rules, setup(rules, holes))
}

pub fn with_mover(pos: Position, rules: &Rules, side: Side) -> Position {
    let mut setup = pos.setup();
    setup.to_move = side;
    build(rules, setup)
}

/// A whole game of seeded random legal moves; returns the game.
pub fn random_game(rules: &Rules, seed: u64) -> Game {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut game = Game::new(rules.clone(), Players::humans()).unwrap();
    while game.outcome().is_none() {
        let legal = game.legal_moves();
        let hole = legal[rng.random_range(0..legal.len())];
        game.play(hole).unwrap();
    }
    game
}

pub fn ring(pos: &Position, _rules: &Rules) -> Vec<u8> {
    pos.holes().to_vec()
}
