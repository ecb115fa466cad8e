//! Hole letters: South's holes `a`.. from its left, North's `A`.. from its left.

use crate::error::MoveError;
use crate::rules::Rules;

/// The letter of a hole, e.g. 0 -> 'a', 7 -> 'A' on a seven-hole board.
pub fn hole_letter(rules: &Rules, hole: u8) -> char {
    let h = rules.holes_per_side;
    if hole < h {
        (b'a' + hole) as char
    } else {
        (b'A' + (hole - h)) as char
    }
}

/// Parse one hole letter for this board.
pub fn parse_hole(rules: &Rules, text: &str) -> Result<u8, MoveError> {
    let bad = || MoveError::BadNotation { text: text.to_string() };
    let mut chars = text.trim().chars();
    let (Some(c), None) = (chars.next(), chars.next()) else {
        return Err(bad());
    };
    let h = rules.holes_per_side;
    let hole = match c {
        'a'..='z' => c as u8 - b'a',
        'A'..='Z' => c as u8 - b'A' + h,
        _ => return Err(bad()),
    };
    let within = if c.is_ascii_lowercase() { hole < h } else { hole < 2 * h };
    if within {
        Ok(hole)
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

pub fn format_moves(rules: &Rules, moves: &[u8]) -> String {
    moves
        .iter()
        .map(|&m| hole_letter(rules, m).to_string())
        .collect::<Vec<_>>()
        .join(",")
}
