//! The checks that turn a free `Setup` into a `Position` (`Position::from_setup`):
//! everything the engine relies on to end every turn without overflow.

use crate::error::PositionError;
use crate::position::{Position, MAX_HOLES};
use crate::rules::{Family, RoundEndTrigger, Rules, MAX_TOTAL_SEEDS};
use crate::side::Side;

pub(crate) fn check(rules: &Rules, pos: &Position) -> Result<(), PositionError> {
    board(rules, pos)?;
    counters(rules, pos)?;
    playable(rules, pos)
}

fn bad<T>(why: impl Into<String>) -> Result<T, PositionError> {
    Err(PositionError::Invalid(why.into()))
}

/// Seeds only on the board, closed holes empty, an open hole on each side
/// (sowing looks for the next open hole), and no more seeds than a hole holds.
fn board(rules: &Rules, pos: &Position) -> Result<(), PositionError> {
    let ring = rules.ring_len();
    if pos.holes[ring..].iter().any(|&n| n > 0) || pos.closed >> ring != 0 {
        return bad(format!("holes past the {ring} of the board"));
    }
    if rules.family == Family::Kalah && pos.closed != 0 {
        return bad("Kalah never closes a hole");
    }
    if (0..ring).any(|i| pos.is_closed(i) && pos.holes[i] > 0) {
        return bad("a closed hole holds seeds");
    }
    for side in Side::BOTH {
        if Position::row(rules, side).all(|i| pos.is_closed(i)) {
            return bad(format!("every hole of {} is closed", side.name()));
        }
    }
    let total = pos.holes.iter().map(|&n| n as u32).sum::<u32>() + pos.bowls[0] as u32 + pos.bowls[1] as u32;
    if total > MAX_TOTAL_SEEDS {
        return bad(format!(
            "{total} seeds: at most {MAX_TOTAL_SEEDS}, so that a hole never overflows"
        ));
    }
    Ok(())
}

/// Counters below the caps that end the game, so every increment fits.
fn counters(rules: &Rules, pos: &Position) -> Result<(), PositionError> {
    if pos.moves_played >= rules.max_moves {
        return bad(format!(
            "{} moves played: the game ended at {}",
            pos.moves_played, rules.max_moves
        ));
    }
    if pos.side_moves[0] as u64 + pos.side_moves[1] as u64 > pos.moves_played as u64 {
        return bad("more turns by the sides than moves played");
    }
    let last_round = match rules.family {
        Family::Kalah => 1,
        Family::Relay => rules.max_rounds.unwrap_or(u16::MAX - 1),
    };
    if !(1..=last_round).contains(&pos.round) {
        return bad(format!("round {} is not 1 to {last_round}", pos.round));
    }
    if rules.no_capture_limit.is_some_and(|limit| pos.since_capture >= limit) {
        return bad("the round would already have ended for lack of captures");
    }
    Ok(())
}

/// A position in play has a move for the side to move, and no row that
/// would already have ended the round.
fn playable(rules: &Rules, pos: &Position) -> Result<(), PositionError> {
    let any_row = rules.family == Family::Kalah || rules.round_end == RoundEndTrigger::AnyRowEmpty;
    let must_hold = if any_row {
        &Side::BOTH[..]
    } else {
        std::slice::from_ref(&pos.to_move)
    };
    if let Some(side) = must_hold.iter().find(|&&side| pos.row_seeds(rules, side) == 0) {
        return bad(format!(
            "the round would already have ended: {}'s row is empty",
            side.name()
        ));
    }
    debug_assert!(MAX_HOLES >= rules.ring_len());
    Ok(())
}
