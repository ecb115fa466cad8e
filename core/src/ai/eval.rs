//! Static evaluation in centi-seeds from the side to move's point of view.
//! Relay games are won on seeds held over the whole match, so material is
//! the bowl plus, discounted, the row (it goes to its owner when the round
//! ends), with terms for the holes each side will be able to fill next round,
//! pasu threats and the caps that are about to end the round or the game.

use crate::position::Position;
use crate::rules::{Family, PasuTaker, Rules};
use crate::side::{Outcome, Side};

/// A won game; wins found sooner score higher (see `search::mate`).
pub const WIN: i32 = 1_000_000;
/// Scores above this are decided games.
pub const DECIDED: i32 = WIN - 10_000;
pub const SEED: i32 = 100;

/// Weights, kept as data so levels can use a cruder evaluation.
#[derive(Clone, Copy, Debug)]
pub struct Weights {
    /// Row seeds, per 100 of a bowl seed, far from the round's end.
    pub row: i32,
    /// Each hole a side will fill next round. Worth 15 seeds: a side that
    /// ends round 1 one seed short of a multiple of the refill plays every
    /// later round a hole down, and traced games show it rarely wins those
    /// seeds back (raising it from 0.6 seed lifted Hard over the baseline
    /// from 82% to 90% in 80-game probes).
    pub hole: i32,
    /// Each pasu-in-waiting (a hole one seed short) that would pay this side.
    pub pasu: i32,
    /// Kalah: each pit seed, which its owner keeps when a row empties.
    pub kalah_row: i32,
    /// Kalah: each pit of the side to move that ends in its store.
    pub kalah_extra: i32,
    /// Only the bowl difference: the baseline of existing bots.
    pub bowls_only: bool,
}

pub const FULL: Weights = Weights {
    row: 55,
    hole: 1500,
    pasu: 25,
    kalah_row: 25,
    kalah_extra: 15,
    bowls_only: false,
};

pub const BOWLS_ONLY: Weights = Weights {
    row: 0,
    hole: 0,
    pasu: 0,
    kalah_row: 0,
    kalah_extra: 0,
    bowls_only: true,
};

/// Score of a finished game for `side`.
pub fn outcome_score(outcome: Outcome, side: Side) -> i32 {
    match outcome.winner() {
        None => 0,
        Some(w) if w == side => WIN,
        Some(_) => -WIN,
    }
}

pub fn evaluate(rules: &Rules, pos: &Position, w: &Weights) -> i32 {
    let me = pos.to_move;
    if let Some(outcome) = pos.outcome {
        return outcome_score(outcome, me);
    }
    let bowls = SEED * (pos.bowls[me.index()] as i32 - pos.bowls[me.opponent().index()] as i32);
    if w.bowls_only {
        return bowls;
    }
    match rules.family {
        Family::Kalah => kalah(rules, pos, me, w),
        Family::Relay => relay(rules, pos, me, w),
    }
}

fn kalah(rules: &Rules, pos: &Position, me: Side, w: &Weights) -> i32 {
    let them = me.opponent();
    let half = (rules.total_seeds() / 2) as i32;
    let (mine, theirs) = (pos.bowls[me.index()] as i32, pos.bowls[them.index()] as i32);
    // More than half the seeds in a store can never be lost.
    if mine > half {
        return DECIDED + mine - theirs;
    }
    if theirs > half {
        return -DECIDED + mine - theirs;
    }
    let rows = pos.row_seeds(rules, me) as i32 - pos.row_seeds(rules, them) as i32;
    SEED * (mine - theirs) + w.kalah_row * rows + w.kalah_extra * extra_turn_moves(rules, pos, me)
}

/// Pits of the side to move whose sowing ends in its own store.
fn extra_turn_moves(rules: &Rules, pos: &Position, me: Side) -> i32 {
    let h = rules.holes_per_side as usize;
    let base = if me == Side::South { 0 } else { h };
    (0..h).filter(|&k| pos.holes[base + k] as usize == h - k).count() as i32
}

fn relay(rules: &Rules, pos: &Position, me: Side, w: &Weights) -> i32 {
    let them = me.opponent();
    let (h, sph) = (rules.holes_per_side as i32, rules.seeds_per_hole as i32);
    let bowl = |s: Side| pos.bowls[s.index()] as i32;
    let row = |s: Side| pos.row_seeds(rules, s) as i32;
    let material = |s: Side| bowl(s) + row(s);
    let row_weight = row_weight(rules, pos, w.row);
    let mut score = SEED * (bowl(me) - bowl(them)) + row_weight * (row(me) - row(them));
    let last_round = rules.max_rounds.is_some_and(|cap| pos.round >= cap);
    if !last_round {
        let fills = |s: Side| (material(s) / sph).min(h);
        score += w.hole * (fills(me) - fills(them));
        // A side that cannot fill one hole loses the game at the round's end.
        score += doom(material(me), sph) - doom(material(them), sph);
    }
    score + w.pasu * pasu_waiting(rules, pos, me)
}

/// The row counts fully once the round is about to end (the sweep), and at
/// `base` while seeds can still be won or lost.
fn row_weight(rules: &Rules, pos: &Position, base: i32) -> i32 {
    let left = rules
        .no_capture_limit
        .map_or(u16::MAX, |limit| limit.saturating_sub(pos.since_capture));
    let moves_left = rules.max_moves.saturating_sub(pos.moves_played);
    let near = (left as u32).min(moves_left) as i32;
    if near >= 8 {
        base
    } else {
        SEED - (SEED - base) * near / 8
    }
}

fn doom(material: i32, sph: i32) -> i32 {
    if material >= sph {
        0
    } else {
        -20 * SEED - SEED * (sph - material)
    }
}

/// Holes one seed short of a pasu: net count paying the side to move.
fn pasu_waiting(rules: &Rules, pos: &Position, me: Side) -> i32 {
    let Some(count) = rules.pasu_count else {
        return 0;
    };
    let mut net = 0;
    for i in 0..rules.ring_len() {
        if pos.holes[i] + 1 != count || pos.is_closed(i) {
            continue;
        }
        let pays_me = match rules.pasu_taker {
            PasuTaker::Owner => Position::owner(rules, i) == me,
            // The sower takes it: the side to move sows first.
            PasuTaker::Sower => true,
        };
        net += if pays_me { 1 } else { -1 };
    }
    net
}

/// The full evaluation, exposed for tests and tools.
pub fn evaluate_for_tests(rules: &Rules, pos: &Position) -> i32 {
    evaluate(rules, pos, &FULL)
}
