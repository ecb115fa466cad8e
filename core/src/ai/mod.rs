//! The computer player: levels from believable mistakes to a deep
//! whole-match search, and hints with a reason. (Tournaments and opening
//! studies live in the `lab` crate, which the apps do not build.)
//!
//! Deterministic: given the rules, the position, the strength and the seed,
//! `choose_move` returns the same choice on every machine (ChaCha `StdRng`,
//! node budgets, no hash-map iteration). Two things can cut a search short
//! and so change its answer: the `cancel` flag, and a clock cap passed to
//! `choose_move_capped` (the apps' safety net for slow phones). When the cap
//! fires, `SearchStats::clock_capped` says so.

mod eval;
mod hint;
mod levels;
pub mod review;
mod search;
mod tt;
pub mod zobrist;

pub use eval::{evaluate_for_tests as evaluate, WIN};
pub use levels::{expert_nodes, hard_nodes};

use crate::players::Level;
use crate::position::Position;
use crate::rules::Rules;
use rand::rngs::StdRng;
use rand::SeedableRng;
use serde::{Deserialize, Serialize};
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use web_time::Instant;

crate::read_by_name! {
    /// Who picks the moves: the four player levels, plus a uniform random mover
    /// and the depth-5 bowl-difference baseline of existing Pallanguzhi bots.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
    #[serde(rename_all = "lowercase")]
    pub enum Strength {
        Random,
        Baseline,
        Easy,
        Medium,
        Hard,
        Expert,
    }
}

impl Strength {
    pub const ALL: [Strength; 6] = [
        Strength::Random,
        Strength::Baseline,
        Strength::Easy,
        Strength::Medium,
        Strength::Hard,
        Strength::Expert,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Strength::Random => "random",
            Strength::Baseline => "baseline",
            Strength::Easy => "easy",
            Strength::Medium => "medium",
            Strength::Hard => "hard",
            Strength::Expert => "expert",
        }
    }

    pub fn parse(text: &str) -> Option<Strength> {
        let text = text.trim().to_ascii_lowercase();
        Strength::ALL.into_iter().find(|s| s.name() == text)
    }
}

impl From<Level> for Strength {
    fn from(level: Level) -> Strength {
        match level {
            Level::Easy => Strength::Easy,
            Level::Medium => Strength::Medium,
            Level::Hard => Strength::Hard,
            Level::Expert => Strength::Expert,
        }
    }
}

/// Why a move was chosen. UIs localize from the variant; `text` is English.
/// Saved as `{"kind":"captures","seeds":3}` (a review's moves); read back through the flat
/// `ReasonWire` (see `crate::wire`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(tag = "kind", rename_all = "kebab-case", try_from = "ReasonWire")]
pub enum Reason {
    /// The move ends the game with the mover ahead.
    WinsTheGame,
    /// Kalah: the last seed lands in the mover's store.
    ExtraTurn,
    /// Seeds the mover's bowl gains during the turn (pasu and captures).
    Captures {
        seeds: u16,
    },
    /// Only pasus, all paying the mover.
    PasuForYou {
        count: u8,
    },
    /// The opponent runs out of seeds and the round ends.
    EmptiesTheirRow,
    OnlyMove,
    /// Nothing immediate: the search prefers the position it leads to.
    BestPosition,
}

/// Every field of every reason, for reading.
#[derive(Deserialize)]
struct ReasonWire {
    kind: String,
    seeds: Option<u16>,
    count: Option<u8>,
}

impl TryFrom<ReasonWire> for Reason {
    type Error = String;

    fn try_from(w: ReasonWire) -> Result<Reason, String> {
        use crate::wire::need;
        Ok(match w.kind.as_str() {
            "wins-the-game" => Reason::WinsTheGame,
            "extra-turn" => Reason::ExtraTurn,
            "captures" => Reason::Captures {
                seeds: need(w.seeds, "seeds")?,
            },
            "pasu-for-you" => Reason::PasuForYou {
                count: need(w.count, "count")?,
            },
            "empties-their-row" => Reason::EmptiesTheirRow,
            "only-move" => Reason::OnlyMove,
            "best-position" => Reason::BestPosition,
            other => return Err(crate::wire::unknown("reason", other)),
        })
    }
}

impl Reason {
    pub fn text(&self) -> String {
        match *self {
            Reason::WinsTheGame => "wins the game".into(),
            Reason::ExtraTurn => "extra turn".into(),
            Reason::Captures { seeds } => format!("captures {seeds}"),
            Reason::PasuForYou { count: 1 } => "pasu for you".into(),
            Reason::PasuForYou { count } => format!("{count} pasus for you"),
            Reason::EmptiesTheirRow => "empties their row".into(),
            Reason::OnlyMove => "only move".into(),
            Reason::BestPosition => "best position".into(),
        }
    }
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchStats {
    /// Turns played by the search.
    pub nodes: u64,
    /// Deepest completed iteration, in turns.
    pub depth: u8,
    pub millis: u64,
    /// Centi-seeds for the mover; beyond ±`WIN`-10000 the game is decided.
    pub score: i32,
    /// The clock cap stopped the search before its node budget was spent:
    /// this choice depends on the machine's speed (see `choose_move_capped`).
    pub clock_capped: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub hole: u8,
    pub reason: Reason,
    pub stats: SearchStats,
}

/// The move `strength` plays in `position` for the side to move. `None` only
/// when there is no legal move. Node budgets alone bound the search, so the
/// same arguments give the same choice everywhere, however loaded the
/// machine. When `cancel` is set the search stops within a few hundred turns
/// and returns the best move found so far.
pub fn choose_move(
    rules: &Rules,
    position: &Position,
    strength: Strength,
    seed: u64,
    cancel: &AtomicBool,
) -> Option<Choice> {
    choose_move_capped(rules, position, strength, seed, cancel, None)
}

/// `choose_move` with a clock cap as a safety net: a search still running
/// after `cap` stops and plays its best move so far, with
/// `stats.clock_capped` set. Only then does the choice depend on the clock.
pub fn choose_move_capped(
    rules: &Rules,
    position: &Position,
    strength: Strength,
    seed: u64,
    cancel: &AtomicBool,
    cap: Option<Duration>,
) -> Option<Choice> {
    let moves = position.legal_moves(rules);
    if moves.is_empty() || position.check_move(rules, moves[0]).is_err() {
        return None;
    }
    let start = Instant::now();
    let mut rng = StdRng::seed_from_u64(seed);
    let (hole, mut stats) = levels::pick(rules, position, strength, &moves, &mut rng, cancel, cap);
    stats.millis = start.elapsed().as_millis() as u64;
    let reason = hint::reason(rules, position, hole, moves.len() == 1);
    Some(Choice { hole, reason, stats })
}

/// The Hard-strength best move for the side to move, with its reason.
pub fn hint(rules: &Rules, position: &Position, seed: u64, cancel: &AtomicBool) -> Option<Choice> {
    choose_move(rules, position, Strength::Hard, seed, cancel)
}

/// The clock caps the apps use for each strength: slow phones stay responsive
/// at Hard and Expert; a capped answer says so in `SearchStats::clock_capped`.
pub fn app_clock_cap(strength: Strength) -> Option<Duration> {
    match strength {
        Strength::Hard => Some(Duration::from_millis(450)),
        Strength::Expert => Some(Duration::from_millis(1_900)),
        _ => None,
    }
}

/// The side to move's edge in centi-seeds and the depth reached by Hard's
/// search with `nodes` and a `2^table_bits` table (Hard's own when `None`),
/// bounded by nodes only: the same verdict on every machine. `(0, 0)` when
/// there is no move.
pub fn analyse(rules: &Rules, position: &Position, nodes: u64, table_bits: Option<u32>) -> (i32, u8) {
    let moves = position.legal_moves(rules);
    if moves.is_empty() || position.check_move(rules, moves[0]).is_err() {
        return (0, 0);
    }
    let never = AtomicBool::new(false);
    let hard = levels::config(rules, Strength::Hard).expect("Hard searches");
    let config = search::Config {
        nodes,
        tt_bits: table_bits.unwrap_or(hard.tt_bits).min(24),
        ..hard
    };
    let outcome = search::Searcher::new(rules, config, &never, None).run(position, &moves, false);
    (outcome.ranked[0].1, outcome.depth)
}
