#![allow(dead_code)]
//! Helpers shared by the core's integration tests.

use pallanguzhi_core::{Game, Players, Position, Rules, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

pub fn rules(id: &str) -> Rules {
    Rules::preset(id).unwrap()
}

/// A position with the given ring counts, South to move, round 1.
pub fn position(rules: &Rules, holes: &[u8]) -> Position {
    assert_eq!(holes.len(), rules.ring_len());
    let mut pos = Position::start(rules);
    pos.holes = [0; 14];
    pos.holes[..holes.len()].copy_from_slice(holes);
    pos
}

pub fn with_mover(mut pos: Position, side: Side) -> Position {
    pos.to_move = side;
    pos
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

pub fn ring(pos: &Position, rules: &Rules) -> Vec<u8> {
    pos.holes[..rules.ring_len()].to_vec()
}
