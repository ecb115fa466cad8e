//! Iterative-deepening negamax with principal-variation search, a
//! transposition table and staged move ordering. One node is one whole turn
//! (`Position::play`), the expensive atomic unit of a relay game. A turn that
//! leaves the same side to move (Kalah's extra turn, a round the mover
//! restarts) keeps the sign instead of negating.

use super::eval::{self, Weights, DECIDED, WIN};
use super::tt::{Bound, Entry, Table};
use super::zobrist;
use crate::position::{Position, TurnFacts};
use crate::rules::Rules;
use crate::side::Side;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use web_time::Instant;

const INF: i32 = WIN + 1;
const MAX_PLY: u8 = 64;

/// What one search may spend and how it plays.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    pub max_depth: u8,
    /// Iterative deepening starts here (the baseline searches its one depth).
    pub min_depth: u8,
    pub nodes: u64,
    pub weights: Weights,
    /// log2 of the table size; 0 disables the table and move ordering.
    pub tt_bits: u32,
}

pub struct Outcome {
    /// Root moves with their scores from the deepest completed iteration, best first.
    pub ranked: Vec<(u8, i32)>,
    /// The same before a stopped iteration's partial results were merged in:
    /// every score from one depth (empty if no iteration completed).
    pub completed: Vec<(u8, i32)>,
    pub nodes: u64,
    pub depth: u8,
    /// The clock cap, not the node budget or `cancel`, stopped the search.
    pub clock_capped: bool,
}

pub struct Searcher<'a> {
    rules: &'a Rules,
    cfg: Config,
    tt: Option<Table>,
    cancel: &'a AtomicBool,
    /// Optional safety net: node budgets keep play identical across machines.
    cap: Option<Duration>,
    start: Instant,
    pub nodes: u64,
    stopped: bool,
    clock_capped: bool,
}

impl<'a> Searcher<'a> {
    pub fn new(rules: &'a Rules, cfg: Config, cancel: &'a AtomicBool, cap: Option<Duration>) -> Searcher<'a> {
        Searcher {
            rules,
            cfg,
            tt: (cfg.tt_bits > 0).then(|| Table::new(cfg.tt_bits)),
            cancel,
            cap,
            start: Instant::now(),
            nodes: 0,
            stopped: false,
            clock_capped: false,
        }
    }

    /// Budget, clock cap and the cancel flag; clock and flag are read every 256 nodes.
    fn out_of_budget(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes >= self.cfg.nodes {
            self.stopped = true;
        } else if self.nodes & 255 == 0 {
            if self.cancel.load(Ordering::Relaxed) {
                self.stopped = true;
            } else if self.cap.is_some_and(|cap| self.start.elapsed() >= cap) {
                self.stopped = true;
                self.clock_capped = true;
            }
        }
        self.stopped
    }

    fn play(&mut self, pos: &Position, hole: u8) -> (Position, TurnFacts) {
        self.nodes += 1;
        let mut child = *pos;
        let facts = child.play(self.rules, hole, &mut ()).unwrap_or_default();
        (child, facts)
    }

    /// Value of `child` for `mover`, who just played into it.
    fn child_value(&mut self, mover: Side, child: &Position, depth: u8, alpha: i32, beta: i32, ply: u8) -> i32 {
        if child.to_move == mover {
            self.negamax(child, depth, alpha, beta, ply + 1)
        } else {
            -self.negamax(child, depth, -beta, -alpha, ply + 1)
        }
    }

    /// Principal-variation search of one child: null window first, full on a surprise.
    fn pvs(&mut self, mover: Side, child: &Position, depth: u8, alpha: i32, beta: i32, ply: u8, first: bool) -> i32 {
        if first || beta - alpha <= 1 {
            return self.child_value(mover, child, depth, alpha, beta, ply);
        }
        let v = self.child_value(mover, child, depth, alpha, alpha + 1, ply);
        if v > alpha && v < beta && !self.stopped {
            self.child_value(mover, child, depth, alpha, beta, ply)
        } else {
            v
        }
    }

    fn leaf(&self, pos: &Position, ply: u8) -> i32 {
        let v = eval::evaluate(self.rules, pos, &self.cfg.weights);
        // Sooner wins and later losses score higher.
        if v >= WIN {
            v - ply as i32
        } else if v <= -WIN {
            v + ply as i32
        } else {
            v
        }
    }

    fn negamax(&mut self, pos: &Position, depth: u8, mut alpha: i32, beta: i32, ply: u8) -> i32 {
        if pos.is_over() || depth == 0 || ply >= MAX_PLY {
            return self.leaf(pos, ply);
        }
        let key = zobrist::key(self.rules, pos);
        let mut tt_move = None;
        if let Some(e) = self.tt.as_ref().and_then(|t| t.get(key)) {
            tt_move = Some(e.best);
            if e.depth >= depth && cutoff(e, alpha, beta) {
                return e.score;
            }
        }
        let alpha0 = alpha;
        let mover = pos.to_move;
        let (mut best, mut best_move) = (-INF, u8::MAX);
        let mask = pos.legal_mask(self.rules);
        // Stage 1: the table's move, often a cut-off without generating the rest.
        if let Some(m) = tt_move.filter(|&m| mask & (1 << m) != 0) {
            if self.out_of_budget() {
                return 0;
            }
            let (child, _) = self.play(pos, m);
            best = self.child_value(mover, &child, depth - 1, alpha, beta, ply);
            best_move = m;
            alpha = alpha.max(best);
            if self.stopped {
                return best;
            }
        }
        if best < beta {
            // Stage 2: the rest, biggest immediate gain first.
            let mut children = [(0u8, 0i32, *pos); 7];
            let mut n = 0;
            let mut rest = mask & !tt_move.map_or(0, |m| 1u16 << m);
            while rest != 0 {
                let m = rest.trailing_zeros() as u8;
                rest &= rest - 1;
                if self.out_of_budget() {
                    return if best > -INF { best } else { 0 };
                }
                let (child, facts) = self.play(pos, m);
                children[n] = (m, gain(&facts, mover), child);
                n += 1;
            }
            if self.tt.is_some() {
                children[..n].sort_by_key(|c| std::cmp::Reverse(c.1));
            }
            for (m, _, child) in &children[..n] {
                let v = self.pvs(mover, child, depth - 1, alpha, beta, ply, best == -INF);
                if self.stopped {
                    break;
                }
                if v > best {
                    best = v;
                    best_move = *m;
                }
                if best >= beta {
                    break;
                }
                alpha = alpha.max(best);
            }
        }
        if !self.stopped {
            self.store(key, best, depth, best_move, alpha0, beta);
        }
        best
    }

    fn store(&mut self, key: u64, score: i32, depth: u8, best: u8, alpha0: i32, beta: i32) {
        let Some(tt) = self.tt.as_mut() else { return };
        if best == u8::MAX {
            return;
        }
        let bound = if score <= alpha0 {
            Bound::Upper
        } else if score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        tt.put(Entry {
            key,
            score,
            depth,
            best,
            bound,
        });
    }

    /// Iterative deepening over `order` (the caller's seeded tie-break order).
    /// With `exact_root`, every root move gets a full window (for noisy levels
    /// that need true scores of bad moves too).
    pub fn run(&mut self, pos: &Position, order: &[u8], exact_root: bool) -> Outcome {
        let mover = pos.to_move;
        let roots: Vec<(u8, Position)> = order.iter().map(|&m| (m, self.play(pos, m).0)).collect();
        let mut ranked: Vec<(u8, i32)> = order.iter().map(|&m| (m, 0)).collect();
        let mut done_depth = 0;
        let mut completed = Vec::new();
        let mut depth = self.cfg.min_depth.max(1);
        while depth <= self.cfg.max_depth {
            let mut scored: Vec<(u8, i32)> = Vec::with_capacity(ranked.len());
            let mut alpha = -INF;
            for (i, &(m, _)) in ranked.iter().enumerate() {
                let child = roots.iter().find(|r| r.0 == m).map(|r| r.1).expect("root move");
                let lo = if exact_root { -INF } else { alpha };
                let v = self.pvs(mover, &child, depth - 1, lo, INF, 0, i == 0 || exact_root);
                if self.stopped {
                    break;
                }
                scored.push((m, v));
                alpha = alpha.max(v);
            }
            if self.stopped {
                merge_partial(&mut ranked, &scored);
                break;
            }
            // Stable: equal scores keep the previous (seeded) order.
            scored.sort_by_key(|s| std::cmp::Reverse(s.1));
            ranked = scored;
            completed.clone_from(&ranked);
            done_depth = depth;
            if ranked[0].1.abs() >= DECIDED || ranked.len() == 1 {
                break;
            }
            depth += 1;
        }
        Outcome {
            ranked,
            completed,
            nodes: self.nodes,
            depth: done_depth,
            clock_capped: self.clock_capped,
        }
    }
}

/// A stopped iteration still counts where it proved a move better than the
/// previous best (searched first, so its score is known).
fn merge_partial(ranked: &mut Vec<(u8, i32)>, scored: &[(u8, i32)]) {
    let Some(&(first, first_score)) = scored.first() else {
        return;
    };
    if let Some(&(m, v)) = scored.iter().skip(1).max_by_key(|s| s.1) {
        if v > first_score {
            ranked.retain(|r| r.0 != m);
            ranked.insert(0, (m, v));
            return;
        }
    }
    if let Some(r) = ranked.iter_mut().find(|r| r.0 == first) {
        r.1 = first_score;
    }
}

fn cutoff(e: Entry, alpha: i32, beta: i32) -> bool {
    match e.bound {
        Bound::Exact => true,
        Bound::Lower => e.score >= beta,
        Bound::Upper => e.score <= alpha,
    }
}

/// Immediate material swing of a turn for the mover, for ordering only.
fn gain(facts: &TurnFacts, mover: Side) -> i32 {
    let net = facts.gains[mover.index()] as i32 - facts.gains[mover.opponent().index()] as i32;
    net * 4 + if facts.extra_turn { 3 } else { 0 }
}
