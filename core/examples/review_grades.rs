//! How much the moves of each level give away, as the review grades them:
//! the measurement behind the grade thresholds (docs/ai.md, "Game review").
//! `cargo run --release -p pallanguzhi-core --example review_grades -- [PRESET] [GAMES] [NODES]`
//! plays GAMES games of each pairing (sides alternating, seeded), reviews
//! them with NODES per move, and prints the losses of each level's unforced
//! moves (percentiles, in seeds) and their grades.

use pallanguzhi_core::ai::review::Review;
use pallanguzhi_core::ai::{choose_move, Strength};
use pallanguzhi_core::{Position, Rules, Side};
use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

fn game(rules: &Rules, south: Strength, north: Strength, seed: u64) -> Vec<u8> {
    let never = AtomicBool::new(false);
    let mut pos = Position::start(rules).unwrap();
    let mut moves = Vec::new();
    while !pos.is_over() {
        let level = if pos.to_move() == Side::South { south } else { north };
        let choice = choose_move(rules, &pos, level, seed * 1000 + moves.len() as u64, &never).unwrap();
        pos.play(rules, choice.hole, &mut ()).unwrap();
        moves.push(choice.hole);
    }
    moves
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rules = Rules::preset(args.first().map_or("pallanguzhi", |s| s.as_str())).unwrap();
    let games: u64 = args.get(1).map_or(2, |s| s.parse().unwrap());
    let nodes: u64 = args.get(2).map_or(800_000, |s| s.parse().unwrap());
    let pairs = [
        (Strength::Hard, Strength::Easy),
        (Strength::Hard, Strength::Medium),
        (Strength::Medium, Strength::Random),
    ];
    let mut losses: BTreeMap<&str, Vec<i32>> = BTreeMap::new();
    let mut grades: BTreeMap<&str, [u32; 5]> = BTreeMap::new();
    let never = AtomicBool::new(false);
    let start = Instant::now();
    for (a, b) in pairs {
        for g in 0..games {
            let (south, north) = if g % 2 == 0 { (a, b) } else { (b, a) };
            let moves = game(&rules, south, north, g + 1);
            let mut review = Review::new(rules.clone(), &moves, nodes).unwrap();
            review.run(&never).unwrap();
            for m in review.graded().iter().filter(|m| !m.forced) {
                let level = if m.mover == Side::South { south } else { north };
                losses.entry(level.name()).or_default().push(m.loss);
                grades.entry(level.name()).or_default()[m.grade as usize] += 1;
            }
            eprintln!(
                "{} vs {} game {g}: {} moves, {:.1} s so far",
                south.name(),
                north.name(),
                moves.len(),
                start.elapsed().as_secs_f64()
            );
        }
    }
    println!(
        "{}: {games} games a pairing, {nodes} nodes a move; losses of unforced moves in seeds",
        rules.name
    );
    println!("level     moves   p50   p75   p90   p95   p99   max  | best good inacc mistake blunder");
    for (level, mut l) in losses {
        l.sort();
        let p = |q: f64| l[((l.len() - 1) as f64 * q) as usize] as f64 / 100.0;
        let g = grades[level];
        println!(
            "{level:<9} {:>5} {:>5.1} {:>5.1} {:>5.1} {:>5.1} {:>5.1} {:>5.1}  | {:>4} {:>4} {:>5} {:>7} {:>7}",
            l.len(),
            p(0.5),
            p(0.75),
            p(0.9),
            p(0.95),
            p(0.99),
            p(1.0),
            g[0],
            g[1],
            g[2],
            g[3],
            g[4]
        );
    }
}
