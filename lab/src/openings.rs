//! How the games of a tournament begin, and what an opening is worth.
//!
//! Balanced openings are data: `openings.tsv` holds, for every preset, the
//! balanced openings `draw_balanced` found for the first seeds, judged once
//! (the `gen_openings` example); a match picks among them by seed and starts
//! at once instead of searching for its openings.

use pallanguzhi_core::ai::{analyse, hard_nodes};
use pallanguzhi_core::notation::parse_moves;
use pallanguzhi_core::{Position, Rules};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// How the games of a match begin; both games of a pair share the opening.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Openings {
    /// `BALANCED_PLIES` random plies, kept only if a Hard search from there
    /// scores within `BALANCE` of even. In the relay presets the side to
    /// move after 2 random plies is 0.5 to 32 seeds up, and between decent
    /// players that edge decides the game: unjudged openings measure luck.
    /// Presets take them from the table; custom rules judge them afresh.
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

/// The openings table, as checked in.
pub const TABLE: &str = include_str!("../openings.tsv");

/// One row of `openings.tsv`: a balanced `draw_balanced(preset, seed)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableEntry {
    pub preset: String,
    pub seed: u64,
    /// Hole letters, e.g. `c,B,a,D`.
    pub moves: String,
    /// `judge`'s verdict for the side to move, in centi-seeds.
    pub verdict: i32,
}

impl TableEntry {
    /// One tab-separated line: preset, seed, moves, verdict.
    pub fn line(&self) -> String {
        format!("{}\t{}\t{}\t{}", self.preset, self.seed, self.moves, self.verdict)
    }

    pub fn is_balanced(&self) -> bool {
        self.verdict.abs() <= BALANCE
    }
}

/// The rows of a table text; `#` lines are comments.
pub fn parse_table(text: &str) -> Result<Vec<TableEntry>, String> {
    let rows = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'));
    rows.map(|(i, line)| {
        let bad = || format!("openings table line {}: '{line}'", i + 1);
        let cols: Vec<&str> = line.split('\t').collect();
        let [preset, seed, moves, verdict] = cols[..] else {
            return Err(bad());
        };
        Ok(TableEntry {
            preset: preset.to_string(),
            seed: seed.parse().map_err(|_| bad())?,
            moves: moves.to_string(),
            verdict: verdict.parse().map_err(|_| bad())?,
        })
    })
    .collect()
}

/// The position after an entry's moves, if they are legal for `rules`.
pub fn entry_position(rules: &Rules, entry: &TableEntry) -> Option<Position> {
    let mut pos = Position::start(rules).ok()?;
    for hole in parse_moves(rules, &entry.moves).ok()? {
        pos.play(rules, hole, &mut ()).ok()?;
    }
    Some(pos)
}

/// The table's balanced openings for `rules` (none for custom rules).
pub fn table_openings(rules: &Rules) -> Vec<Position> {
    let Ok(entries) = parse_table(TABLE) else {
        return Vec::new();
    };
    let preset = Rules::preset(&rules.name).ok();
    entries
        .iter()
        .filter(|e| e.is_balanced() && e.preset == rules.name && preset.as_ref() == Some(rules))
        .filter_map(|e| entry_position(rules, e))
        .collect()
}

/// The opening of a pair of games.
pub fn opening(rules: &Rules, openings: Openings, seed: u64) -> Position {
    openings_for(rules, openings, &[seed])[0]
}

/// The openings of many pairs at once (the table is read once): a preset's
/// balanced openings come from the table, picked by seed; custom rules judge
/// theirs afresh.
pub fn openings_for(rules: &Rules, openings: Openings, seeds: &[u64]) -> Vec<Position> {
    let table = match openings {
        Openings::Balanced => table_openings(rules),
        Openings::Random => Vec::new(),
    };
    let pick = |seed: u64| match (openings, table.len()) {
        (Openings::Random, _) => random_plies(rules, RANDOM_PLIES, &mut StdRng::seed_from_u64(seed)).1,
        (Openings::Balanced, 0) => draw_balanced(rules, seed).1,
        (Openings::Balanced, n) => table[(seed % n as u64) as usize],
    };
    seeds.iter().map(|&seed| pick(seed)).collect()
}

/// The judged draw behind the table: up to `CANDIDATES` openings of
/// `BALANCED_PLIES` random plies drawn from `seed`, the first judged within
/// `BALANCE` of even, else the most even one seen. Returns its moves,
/// position and verdict. Several seconds: presets read theirs from the table.
pub fn draw_balanced(rules: &Rules, seed: u64) -> (Vec<u8>, Position, i32) {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut most_even: Option<(Vec<u8>, Position, i32)> = None;
    for _ in 0..CANDIDATES {
        let (moves, pos) = random_plies(rules, BALANCED_PLIES, &mut rng);
        // A forced move is not searched, so it would look even.
        if pos.legal_moves(rules).len() < 2 {
            continue;
        }
        let edge = judge(rules, &pos);
        if edge.abs() <= BALANCE {
            return (moves, pos, edge);
        }
        if most_even.as_ref().is_none_or(|best| edge.abs() < best.2.abs()) {
            most_even = Some((moves, pos, edge));
        }
    }
    most_even.unwrap_or_else(|| {
        let start = Position::start(rules).expect("valid rules");
        (Vec::new(), start, 0)
    })
}

/// The side to move's edge in centi-seeds, by Hard's search bounded by nodes
/// only, so the verdict is the same on every machine.
pub fn judge(rules: &Rules, pos: &Position) -> i32 {
    analyse(rules, pos, hard_nodes(rules), None).0
}

/// A deeper verdict than `judge`: `nodes` of search with a 64 MiB table.
/// Returns the side to move's edge in centi-seeds and the depth reached.
/// Between competent levels this verdict on a balanced opening names the
/// side that wins both games of the pair (docs/ai.md).
pub fn deep_verdict(rules: &Rules, pos: &Position, nodes: u64) -> (i32, u8) {
    analyse(rules, pos, nodes, Some(22))
}

fn random_plies(rules: &Rules, plies: u32, rng: &mut StdRng) -> (Vec<u8>, Position) {
    let mut pos = Position::start(rules).expect("valid rules");
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = pos.legal_moves(rules);
        if legal.is_empty() {
            break;
        }
        let m = legal[rng.random_range(0..legal.len() as u32) as usize];
        if pos.play(rules, m, &mut ()).is_ok() {
            moves.push(m);
        }
    }
    (moves, pos)
}
