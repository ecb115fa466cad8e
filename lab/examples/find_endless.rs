//! Search random positions for endless relay turns (a turn whose relay comes
//! back to a configuration it has already been in). Prints the first few as
//! regression cases: `preset holes closed-mask to_move hole`.
//! Run: cargo run --release -p pallanguzhi-lab --example find_endless [count]

use pallanguzhi_core::{Family, Position, Rules, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// A random position in play (drawn again until `from_setup` accepts it).
fn random_position(rules: &Rules, rng: &mut StdRng) -> Position {
    loop {
        let mut setup = Position::start(rules).expect("a preset").setup();
        let ring = rules.ring_len();
        setup.holes = [0; 14];
        let seeds = rng.random_range(2..=rules.total_seeds().min(30));
        for _ in 0..seeds {
            setup.holes[rng.random_range(0..ring)] += 1;
        }
        setup.to_move = if rng.random_bool(0.5) { Side::South } else { Side::North };
        if let Ok(pos) = Position::from_setup(rules, setup) {
            return pos;
        }
    }
}

fn main() {
    let wanted: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(3);
    let mut rng = StdRng::seed_from_u64(1);
    for rules in Rules::presets().into_iter().filter(|r| r.family == Family::Relay) {
        let (mut found, mut tried) = (0, 0u64);
        while found < wanted && tried < 5_000_000 {
            let pos = random_position(&rules, &mut rng);
            for hole in pos.legal_moves(&rules) {
                tried += 1;
                let mut after = pos;
                if after.play(&rules, hole, &mut ()).is_ok_and(|f| f.endless) && found < wanted {
                    found += 1;
                    println!("{} {:?} {:?} {}", rules.name, pos.holes(), pos.to_move(), hole);
                }
            }
        }
        eprintln!("{}: {found} endless turns in {tried} moves tried", rules.name);
    }
}
