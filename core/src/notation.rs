//! Hole letters: South's holes `a`.. from its left, North's `A`.. from its left.

use crate::error::MoveError;
use crate::rules::Rules;

/// The letter of a hole, e.g. 0 -> 'a', 7 -> 'A' on a seven-hole board;
/// `None` for a hole that is not on the board.
pub fn hole_letter(rules: &Rules, hole: u8) -> Option<char> {
    let h = rules.holes_per_side.min(26);
    if hole < h {
        Some((b'a' + hole) as char)
    } else if hole - h < h {
        Some((b'A' + (hole - h)) as char)
    } else {
        None
    }
}

/// Parse one hole letter for this board.
pub fn parse_hole(rules: &Rules, text: &str) -> Result<u8, MoveError> {
    let bad = || MoveError::BadNotation { text: text.to_string() };
    let mut chars = text.trim().chars();
    let (Some(c), None) = (chars.next(), chars.next()) else {
        return Err(bad());
    };
    let h = rules.holes_per_side.min(26);
    let (index, base) = match c {
        'a'..='z' => (c as u8 - b'a', 0),
        'A'..='Z' => (c as u8 - b'A', h),
        _ => return Err(bad()),
    };
    if index < h {
        Ok(base + index)
    } else {
        Err(bad())
    }
}

/// Parse a comma-separated history such as `a,B,c`. An empty text is no moves.
/// On failure, returns the 0-based position of the bad entry.
pub fn parse_moves(rules: &Rules, text: &str) -> Result<Vec<u8>, (usize, MoveError)> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    text.split(',')
        .enumerate()
        .map(|(i, part)| parse_hole(rules, part).map_err(|e| (i, e)))
        .collect()
}

/// The history as letters, e.g. `a,B,c`; a hole off the board is refused.
pub fn format_moves(rules: &Rules, moves: &[u8]) -> Result<String, MoveError> {
    let letters: Result<Vec<String>, MoveError> = moves
        .iter()
        .map(|&hole| {
            hole_letter(rules, hole)
                .map(String::from)
                .ok_or(MoveError::NoSuchHole { hole })
        })
        .collect();
    Ok(letters?.join(","))
}
