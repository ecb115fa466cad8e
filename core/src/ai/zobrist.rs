//! Zobrist keys of a position, computed in full: a node's real cost is the
//! relay turn, so hashing 14 holes from a table is cheap next to it.

use crate::position::{Position, MAX_HOLES};
use crate::rules::Rules;

/// splitmix64: fixed constants, so keys are the same on every platform.
pub const fn splitmix(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn table<const N: usize>(salt: u64) -> [u64; N] {
    let mut keys = [0u64; N];
    let mut i = 0;
    while i < N {
        keys[i] = splitmix(salt.wrapping_mul(0x1000_0000_01B3) ^ (i as u64).wrapping_mul(0x9E37_79B9));
        i += 1;
    }
    keys
}

/// One key per (hole, count), count 0..=255.
static HOLES: [u64; MAX_HOLES * 256] = table(1);
/// One key per (side, bowl), bowls above 511 share the last key.
static BOWLS: [u64; 2 * 512] = table(2);
static CLOSED: [u64; 16] = table(3);
static MISC: [u64; 64] = table(4);

/// Moves left before a cap ends the round or game, bucketed: only the last
/// few matter to the search, so far-away counts hash alike.
fn countdown(left: u32) -> u64 {
    if left <= 24 {
        MISC[8 + left as usize]
    } else {
        0
    }
}

pub fn key(rules: &Rules, pos: &Position) -> u64 {
    let mut k = 0u64;
    for (i, &n) in pos.holes[..rules.ring_len()].iter().enumerate() {
        k ^= HOLES[i * 256 + n as usize];
    }
    for side in 0..2 {
        k ^= BOWLS[side * 512 + (pos.bowls[side] as usize).min(511)];
    }
    let mut closed = pos.closed;
    while closed != 0 {
        k ^= CLOSED[closed.trailing_zeros() as usize];
        closed &= closed - 1;
    }
    k ^= MISC[pos.to_move.index()];
    if let Some(limit) = rules.no_capture_limit {
        k ^= countdown(limit.saturating_sub(pos.since_capture) as u32).rotate_left(7);
    }
    k ^= countdown(rules.max_moves.saturating_sub(pos.moves_played)).rotate_left(19);
    if rules.max_rounds == Some(pos.round) {
        k ^= MISC[2];
    }
    if pos.is_over() {
        k ^= MISC[3];
    }
    k
}
