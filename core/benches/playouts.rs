//! Random playouts per second for each preset, one thread, start to game end.
//! Run: cargo bench -p pallanguzhi-core --bench playouts

use pallanguzhi_core::{Position, Rules};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

fn random_move(mask: u16, rng: &mut SmallRng) -> u8 {
    let pick = rng.random_range(0..mask.count_ones());
    let mut rest = mask;
    for _ in 0..pick {
        rest &= rest - 1;
    }
    rest.trailing_zeros() as u8
}

/// Play one game to its end; returns the number of moves.
fn playout(rules: &Rules, rng: &mut SmallRng) -> u32 {
    let mut pos = Position::start(rules).expect("a preset");
    while !pos.is_over() {
        let hole = random_move(pos.legal_mask(rules), rng);
        if pos.play(rules, hole, &mut ()).is_err() {
            break;
        }
    }
    pos.moves_played()
}

fn main() {
    let budget = Duration::from_millis(
        std::env::var("BENCH_MS")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(2000),
    );
    println!(
        "{:<12} {:>12} {:>12} {:>10}",
        "preset", "games/s", "moves/s", "moves/game"
    );
    for rules in Rules::presets() {
        let mut rng = SmallRng::seed_from_u64(7);
        let (mut games, mut moves) = (0u64, 0u64);
        let start = Instant::now();
        while start.elapsed() < budget {
            for _ in 0..100 {
                moves += playout(&rules, &mut rng) as u64;
                games += 1;
            }
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{:<12} {:>12.0} {:>12.0} {:>10.1}",
            rules.name,
            games as f64 / secs,
            moves as f64 / secs,
            moves as f64 / games as f64
        );
    }
}
