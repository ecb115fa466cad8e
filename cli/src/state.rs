//! The replay contract's state object, and histories read from `--moves`.

use pallanguzhi_core::notation::{hole_letter, parse_moves};
use pallanguzhi_core::{Game, GameError, Players, Rules, Snapshot};
use serde_json::{json, Value};

/// `holes`, `closed`, `stores`, `to_move`, `round`, `moves_played`, `winner`.
pub fn state_json(snap: &Snapshot) -> Value {
    json!({
        "holes": snap.holes,
        "closed": snap.closed,
        "stores": snap.bowls,
        "to_move": snap.to_move.map(|s| s.name()),
        "round": snap.round,
        "moves_played": snap.moves_played,
        "winner": snap.outcome.map(|o| o.label()),
    })
}

/// A hole's letter, or its number for a hole off the board.
pub fn letter(rules: &Rules, hole: u8) -> String {
    hole_letter(rules, hole).map_or_else(|| format!("#{hole}"), String::from)
}

/// Replays `--moves`, calling `each` with the snapshot before the first move
/// and after every move. A bad move is named by its 1-based position.
pub fn replay_moves(rules: &Rules, moves: &str, mut each: impl FnMut(&Game)) -> Result<Game, String> {
    let holes = parse_moves(rules, moves).map_err(|(i, e)| format!("move {} ('{}'): {e}", i + 1, nth(moves, i)))?;
    let mut game = Game::new(rules.clone(), Players::humans()).map_err(|e| e.to_string())?;
    each(&game);
    for (i, &hole) in holes.iter().enumerate() {
        game.play(hole).map_err(|e| {
            let why = match e {
                GameError::Move(m) => m.to_string(),
                other => other.to_string(),
            };
            format!("move {} ('{}'): {why}", i + 1, letter(rules, hole))
        })?;
        each(&game);
    }
    Ok(game)
}

fn nth(moves: &str, i: usize) -> &str {
    moves.split(',').nth(i).unwrap_or("").trim()
}
