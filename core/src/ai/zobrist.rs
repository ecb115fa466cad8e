//! Zobrist keys of a position, computed in full: a node's real cost is the
//! relay turn, so hashing 14 holes from a table is cheap next to it.
//!
//! The tables are filled on first use rather than at compile time: 37 KB of random
//! keys do not compress, and compiled in they were a third of the browser worker's
//! gzipped wasm (web/README.md, "Sizes"). The keys are the same function of (salt,
//! index) either way.

use crate::position::{Position, MAX_HOLES};
use crate::rules::Rules;
use std::sync::OnceLock;

/// splitmix64: fixed constants, so keys are the same on every platform.
pub const fn splitmix(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// `n` keys for `salt`, made on the heap: built as arrays on the stack, the 37 KB of
/// tables were inlined into `negamax`'s frame (75 KB a ply in the browser's worker,
/// whose 1 MB stack then overflowed at depth 14; web/README.md, "Sizes").
fn table(salt: u64, n: usize) -> Box<[u64]> {
    (0..n)
        .map(|i| splitmix(salt.wrapping_mul(0x1000_0000_01B3) ^ (i as u64).wrapping_mul(0x9E37_79B9)))
        .collect()
}

struct Tables {
    /// One key per (hole, count), count 0..=255.
    holes: Box<[u64]>,
    /// One key per (side, bowl), bowls above 511 share the last key.
    bowls: Box<[u64]>,
    closed: Box<[u64]>,
    misc: Box<[u64]>,
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(build)
}

/// Once per process: kept out of the callers (the search's recursion) on purpose.
#[cold]
#[inline(never)]
fn build() -> Tables {
    Tables {
        holes: table(1, MAX_HOLES * 256),
        bowls: table(2, 2 * 512),
        closed: table(3, 16),
        misc: table(4, 64),
    }
}

/// Moves left before a cap ends the round or game, bucketed: only the last
/// few matter to the search, so far-away counts hash alike.
fn countdown(misc: &[u64], left: u32) -> u64 {
    if left <= 24 {
        misc[8 + left as usize]
    } else {
        0
    }
}

pub fn key(rules: &Rules, pos: &Position) -> u64 {
    let t = tables();
    let mut k = 0u64;
    for (i, &n) in pos.holes[..rules.ring_len()].iter().enumerate() {
        k ^= t.holes[i * 256 + n as usize];
    }
    for side in 0..2 {
        k ^= t.bowls[side * 512 + (pos.bowls[side] as usize).min(511)];
    }
    let mut closed = pos.closed;
    while closed != 0 {
        k ^= t.closed[closed.trailing_zeros() as usize];
        closed &= closed - 1;
    }
    k ^= t.misc[pos.to_move.index()];
    if let Some(limit) = rules.no_capture_limit {
        k ^= countdown(&t.misc, limit.saturating_sub(pos.since_capture) as u32).rotate_left(7);
    }
    k ^= countdown(&t.misc, rules.max_moves.saturating_sub(pos.moves_played)).rotate_left(19);
    if rules.max_rounds == Some(pos.round) {
        k ^= t.misc[2];
    }
    if pos.is_over() {
        k ^= t.misc[3];
    }
    k
}
