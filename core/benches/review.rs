//! The review of a 200-move Pallanguzhi game at the strongest level's node
//! budget, timed (a benchmark that prints, never a timed test):
//! `cargo bench -p pallanguzhi-core --bench review` (REVIEW_NODES overrides
//! the budget a move; REVIEW_PLIES the game's length).

use pallanguzhi_core::ai::review::Review;
use pallanguzhi_core::ai::{choose_move, expert_nodes, Strength};
use pallanguzhi_core::notation::hole_letter;
use pallanguzhi_core::{Position, Rules, Side};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// The first seeded Medium-against-Easy game that lasts `plies` moves, cut there.
fn long_game(rules: &Rules, plies: usize) -> (u64, Vec<u8>) {
    let never = AtomicBool::new(false);
    for seed in 1.. {
        let mut pos = Position::start(rules).unwrap();
        let mut moves = Vec::new();
        while !pos.is_over() && moves.len() < plies {
            let level = if pos.to_move() == Side::South {
                Strength::Medium
            } else {
                Strength::Easy
            };
            let hole = choose_move(rules, &pos, level, seed * 10_000 + moves.len() as u64, &never)
                .unwrap()
                .hole;
            pos.play(rules, hole, &mut ()).unwrap();
            moves.push(hole);
        }
        if moves.len() == plies {
            return (seed, moves);
        }
    }
    unreachable!()
}

fn env(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|v| v.parse().ok())
}

fn main() {
    let rules = Rules::pallanguzhi();
    let plies = env("REVIEW_PLIES").unwrap_or(200) as usize;
    let nodes = env("REVIEW_NODES").unwrap_or(expert_nodes(&rules));
    let (seed, moves) = long_game(&rules, plies);
    let never = AtomicBool::new(false);
    let mut review = Review::new(rules.clone(), &moves, nodes).unwrap();
    let start = Instant::now();
    review.run(&never).unwrap();
    let secs = start.elapsed().as_secs_f64();
    let graded = review.graded();
    let forced = graded.iter().filter(|m| m.forced).count();
    let searched = graded.len() - forced;
    let total_nodes: u64 = graded.iter().map(|m| m.nodes).sum();
    let depth: f64 = graded.iter().filter(|m| !m.forced).map(|m| m.depth as f64).sum::<f64>() / searched.max(1) as f64;
    println!(
        "review of a {}-move pallanguzhi game (Medium vs Easy, seed {seed}), {nodes} nodes a move:",
        moves.len()
    );
    println!(
        "  {secs:.1} s in all, {:.0} ms a searched move ({searched} searched, {forced} forced), {:.1} M nodes/s, mean depth {depth:.1}",
        secs * 1000.0 / searched.max(1) as f64,
        total_nodes as f64 / secs / 1e6
    );
    for side in Side::BOTH {
        let c = review.grade_counts(side);
        println!(
            "  {:<5}: best {} good {} inaccuracy {} mistake {} blunder {}",
            side.name(),
            c[0],
            c[1],
            c[2],
            c[3],
            c[4]
        );
    }
    for m in review.costliest(3, None) {
        let letter = |h| hole_letter(&rules, h).unwrap();
        println!(
            "  move {} ({}): {} played, {} was better by {:.2} seeds ({:?})",
            m.ply + 1,
            m.mover.name(),
            letter(m.played),
            letter(m.best),
            m.loss as f64 / 100.0,
            m.grade
        );
    }
}
