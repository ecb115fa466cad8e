//! Tournaments between two strengths: sides alternate every game, and each
//! pair of games starts from the same short opening, so neither side profits
//! from a lucky opening. Every game depends only on the seed and its index,
//! so results are the same for any number of threads.

use crate::openings::{opening, openings_for, Openings};
use pallanguzhi_core::ai::zobrist::splitmix;
use pallanguzhi_core::ai::{choose_move, Choice, Strength};
use pallanguzhi_core::{Position, Rules, Side};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Mutex;

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
    /// Pairs (same opening, sides swapped) each level won both games of,
    /// and pairs whose two games the same side won: there the opening, not
    /// the level, decided.
    pub pairs: PairCounts,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PairCounts {
    pub a_both: u32,
    pub b_both: u32,
    pub same_side: u32,
}

impl PairCounts {
    fn add(&mut self, (first, second): (Option<bool>, Option<bool>)) {
        // `a` is South in the first game of a pair and North in the second.
        match (first, second) {
            (Some(true), Some(true)) => self.a_both += 1,
            (Some(false), Some(false)) => self.b_both += 1,
            (Some(_), Some(_)) => self.same_side += 1,
            _ => {}
        }
    }
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

pub fn play_match(
    rules: &Rules,
    (a, b): (Strength, Strength),
    games: u32,
    seed: u64,
    openings: Openings,
    jobs: usize,
) -> MatchReport {
    let seeds: Vec<u64> = (0..games.div_ceil(2)).map(|pair| pair_seed(seed, pair)).collect();
    let starts = openings_for(rules, openings, &seeds);
    let results = parallel(games, jobs, |i| {
        let start = GameStart::with_opening(starts[(i / 2) as usize], seed, i);
        play_game(rules, a, b, start)
    });
    let mut report = MatchReport::default();
    for pair in results.chunks_exact(2) {
        report.pairs.add((pair[0].winner_is_a, pair[1].winner_is_a));
    }
    for result in results {
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

/// Where game `index` of a match starts: `a` plays South when the index is even.
pub struct GameStart {
    pub position: Position,
    pub a_side: Side,
    seed: u64,
}

impl GameStart {
    pub fn new(rules: &Rules, openings: Openings, seed: u64, index: u32) -> GameStart {
        let position = opening(rules, openings, pair_seed(seed, index / 2));
        GameStart::with_opening(position, seed, index)
    }

    fn with_opening(position: Position, seed: u64, index: u32) -> GameStart {
        GameStart {
            position,
            a_side: if index.is_multiple_of(2) {
                Side::South
            } else {
                Side::North
            },
            seed: splitmix(seed ^ splitmix(index as u64 + 1)),
        }
    }

    /// The strength to move at `pos` and its move (seeded by game and move
    /// number); `None` when the game is over.
    pub fn choose(&self, rules: &Rules, pos: &Position, (a, b): (Strength, Strength)) -> Option<(Strength, Choice)> {
        let strength = if pos.to_move() == self.a_side { a } else { b };
        let seed = splitmix(self.seed ^ pos.moves_played() as u64);
        choose_move(rules, pos, strength, seed, &AtomicBool::new(false)).map(|c| (strength, c))
    }
}

fn pair_seed(seed: u64, pair: u32) -> u64 {
    splitmix(seed ^ splitmix(pair as u64 + 1_000_003))
}

/// `f(0..n)` on `jobs` threads, in index order.
fn parallel<T: Send>(n: u32, jobs: usize, f: impl Fn(u32) -> T + Sync) -> Vec<T> {
    let next = AtomicU32::new(0);
    let out: Mutex<Vec<Option<T>>> = Mutex::new((0..n).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..jobs.max(1).min(n.max(1) as usize) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= n {
                    break;
                }
                let value = f(i);
                out.lock().expect("no panics while holding")[i as usize] = Some(value);
            });
        }
    });
    out.into_inner()
        .expect("threads joined")
        .into_iter()
        .flatten()
        .collect()
}

fn play_game(rules: &Rules, a: Strength, b: Strength, start: GameStart) -> GameResult {
    let (a_side, mut pos) = (start.a_side, start.position);
    let mut stats = [LevelStats::default(), LevelStats::default()];
    while !pos.is_over() {
        let is_a = pos.to_move() == a_side;
        let clock = std::time::Instant::now();
        let Some((_, choice)) = start.choose(rules, &pos, (a, b)) else {
            break;
        };
        let s = &mut stats[usize::from(!is_a)];
        s.moves += 1;
        s.nodes += choice.stats.nodes;
        s.depth_total += choice.stats.depth as u64;
        s.micros.push(clock.elapsed().as_micros() as u64);
        if pos.play(rules, choice.hole, &mut ()).is_err() {
            break;
        }
    }
    let [sa, sb] = stats;
    GameResult {
        winner_is_a: pos.outcome().and_then(|o| o.winner()).map(|w| w == a_side),
        south_won: pos.outcome().and_then(|o| o.winner()) == Some(Side::South),
        a: sa,
        b: sb,
        moves: pos.moves_played() as u64,
    }
}

#[cfg(test)]
mod tests {
    use super::PairCounts;

    #[test]
    fn a_pair_goes_to_a_level_to_a_side_or_to_nobody() {
        let mut pairs = PairCounts::default();
        // (a won as South, a won as North)
        pairs.add((Some(true), Some(true)));
        pairs.add((Some(false), Some(false)));
        pairs.add((Some(true), Some(false))); // South won both
        pairs.add((Some(false), Some(true))); // North won both
        pairs.add((None, Some(true)));
        pairs.add((None, None));
        let expected = PairCounts {
            a_both: 1,
            b_both: 1,
            same_side: 2,
        };
        assert_eq!(pairs, expected);
    }
}
