//! Tournaments between two strengths: sides alternate every game, and each
//! pair of games starts from the same short random opening, so neither side
//! profits from a lucky opening. Every game depends only on the seed and its
//! index, so results are the same for any number of threads.

use super::zobrist::splitmix;
use super::{choose_move, Strength};
use crate::position::Position;
use crate::rules::Rules;
use crate::side::Side;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Mutex;

/// Random plies before the players take over, shared by a pair of games.
pub const OPENING_PLIES: u32 = 2;

/// Time, nodes and depth of one player's moves over a match.
#[derive(Debug, Clone, Default)]
pub struct LevelStats {
    pub moves: u64,
    pub nodes: u64,
    pub depth_total: u64,
    /// Microseconds of every move, for percentiles.
    pub micros: Vec<u64>,
}

impl LevelStats {
    fn add(&mut self, other: &LevelStats) {
        self.moves += other.moves;
        self.nodes += other.nodes;
        self.depth_total += other.depth_total;
        self.micros.extend_from_slice(&other.micros);
    }

    pub fn mean_ms(&self) -> f64 {
        self.micros.iter().sum::<u64>() as f64 / 1000.0 / self.micros.len().max(1) as f64
    }

    /// The `p`-th percentile (0..=100) of move times.
    pub fn percentile_ms(&self, p: u32) -> f64 {
        let mut sorted = self.micros.clone();
        sorted.sort_unstable();
        if sorted.is_empty() {
            return 0.0;
        }
        let rank = ((sorted.len() - 1) as u64 * p as u64).div_ceil(100) as usize;
        sorted[rank] as f64 / 1000.0
    }

    pub fn max_ms(&self) -> f64 {
        self.micros.iter().copied().max().unwrap_or(0) as f64 / 1000.0
    }

    pub fn nodes_per_sec(&self) -> f64 {
        let us: u64 = self.micros.iter().sum();
        if us == 0 {
            0.0
        } else {
            self.nodes as f64 * 1e6 / us as f64
        }
    }

    pub fn mean_depth(&self) -> f64 {
        self.depth_total as f64 / self.moves.max(1) as f64
    }
}

#[derive(Debug, Clone, Default)]
pub struct MatchReport {
    pub a_wins: u32,
    pub b_wins: u32,
    pub draws: u32,
    pub a: LevelStats,
    pub b: LevelStats,
    /// Games won by the side that moved first (South), whoever played it.
    pub south_wins: u32,
    /// Games `a` won playing South (it plays South in the even-numbered games).
    pub a_south_wins: u32,
    /// Total moves of all games.
    pub moves: u64,
}

impl MatchReport {
    /// The line tools parse: `a_wins=<n> b_wins=<n> draws=<n>`.
    pub fn summary(&self) -> String {
        format!("a_wins={} b_wins={} draws={}", self.a_wins, self.b_wins, self.draws)
    }
}

struct GameResult {
    winner_is_a: Option<bool>,
    south_won: bool,
    a: LevelStats,
    b: LevelStats,
    moves: u64,
}

pub fn play_match(rules: &Rules, a: Strength, b: Strength, games: u32, seed: u64, jobs: usize) -> MatchReport {
    let next = AtomicU32::new(0);
    let results: Mutex<Vec<Option<GameResult>>> = Mutex::new((0..games).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..jobs.max(1).min(games.max(1) as usize) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= games {
                    break;
                }
                let result = play_game(rules, a, b, i, seed);
                results.lock().expect("no panics while holding")[i as usize] = Some(result);
            });
        }
    });
    let mut report = MatchReport::default();
    for result in results.into_inner().expect("threads joined").into_iter().flatten() {
        match result.winner_is_a {
            Some(true) => report.a_wins += 1,
            Some(false) => report.b_wins += 1,
            None => report.draws += 1,
        }
        report.a.add(&result.a);
        report.b.add(&result.b);
        report.moves += result.moves;
        report.south_wins += result.south_won as u32;
        report.a_south_wins += (result.south_won && result.winner_is_a == Some(true)) as u32;
    }
    report
}

/// Game `index`: `a` plays South when the index is even.
fn play_game(rules: &Rules, a: Strength, b: Strength, index: u32, seed: u64) -> GameResult {
    let a_side = if index.is_multiple_of(2) {
        Side::South
    } else {
        Side::North
    };
    let game_seed = splitmix(seed ^ splitmix(index as u64 + 1));
    let mut pos = opening(rules, splitmix(seed ^ splitmix((index / 2) as u64 + 1_000_003)));
    let never = AtomicBool::new(false);
    let mut stats = [LevelStats::default(), LevelStats::default()];
    while !pos.is_over() {
        let is_a = pos.to_move == a_side;
        let strength = if is_a { a } else { b };
        let move_seed = splitmix(game_seed ^ pos.moves_played as u64);
        let start = std::time::Instant::now();
        let Some(choice) = choose_move(rules, &pos, strength, move_seed, &never) else {
            break;
        };
        let s = &mut stats[usize::from(!is_a)];
        s.moves += 1;
        s.nodes += choice.stats.nodes;
        s.depth_total += choice.stats.depth as u64;
        s.micros.push(start.elapsed().as_micros() as u64);
        if pos.play(rules, choice.hole, &mut ()).is_err() {
            break;
        }
    }
    let [sa, sb] = stats;
    GameResult {
        winner_is_a: pos.outcome.and_then(|o| o.winner()).map(|w| w == a_side),
        south_won: pos.outcome.and_then(|o| o.winner()) == Some(Side::South),
        a: sa,
        b: sb,
        moves: pos.moves_played as u64,
    }
}

fn opening(rules: &Rules, seed: u64) -> Position {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut pos = Position::start(rules);
    for _ in 0..OPENING_PLIES {
        let moves = pos.legal_moves(rules);
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.random_range(0..moves.len() as u32) as usize];
        let _ = pos.play(rules, m, &mut ());
    }
    pos
}
