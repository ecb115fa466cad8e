//! Versioned JSON saves. A save holds the rules, the seats and the whole
//! history; loading replays it, so a save can never hold an impossible board.

use crate::error::{GameError, SaveError};
use crate::game::Game;
use crate::notation::{format_moves, parse_moves};
use crate::players::Players;
use crate::rules::Rules;
use crate::versioned::HeaderError;
use serde::{Deserialize, Serialize};

pub const SAVE_FORMAT: &str = "pallanguzhi-save";
pub const SAVE_VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SaveV1 {
    format: String,
    version: u32,
    rules: Rules,
    players: Players,
    /// The history as hole letters, e.g. `"c,B,a"`.
    moves: String,
    /// Moves that can be redone, the next one first.
    redo: String,
    /// The position the history must lead to, to catch a hand-edited or mixed-up file.
    check: Check,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Check {
    holes: Vec<u8>,
    bowls: [u16; 2],
    round: u16,
    moves_played: u32,
}

impl Check {
    fn of(game: &Game) -> Check {
        let snap = game.snapshot();
        Check {
            holes: snap.holes,
            bowls: snap.bowls,
            round: snap.round,
            moves_played: snap.moves_played,
        }
    }
}

/// The save text of a game. Cannot fail for a game the core built; an error
/// is still returned, never an empty or partial text.
pub fn save_game(game: &Game) -> Result<String, SaveError> {
    let rules = game.rules();
    let redo: Vec<u8> = game.redo_moves().iter().rev().copied().collect();
    let save = SaveV1 {
        format: SAVE_FORMAT.into(),
        version: SAVE_VERSION,
        rules: rules.clone(),
        players: game.players().clone(),
        moves: format_moves(rules, game.history()).map_err(GameError::from)?,
        redo: format_moves(rules, &redo).map_err(GameError::from)?,
        check: Check::of(game),
    };
    file_json(&save).map_err(|e| SaveError::Unwritable(e.to_string()))
}

/// A file's JSON: indented for people to read (the CLI's and the apps' files), except in
/// the browser's storage, where nobody reads it and the indenting code would cost every
/// visit's wasm (about 2 KB gzipped; web/README.md, "Sizes"). Both read back the same.
pub fn file_json<T: serde::Serialize + ?Sized>(value: &T) -> serde_json::Result<String> {
    if cfg!(target_arch = "wasm32") {
        serde_json::to_string(value)
    } else {
        serde_json::to_string_pretty(value)
    }
}

/// Load a save: the game exactly as it was, or a typed error and nothing else.
pub fn load_game(text: &str) -> Result<Game, SaveError> {
    crate::versioned::check(text, SAVE_FORMAT, "save", SAVE_VERSION).map_err(|e| match e {
        HeaderError::Corrupt(why) => SaveError::Corrupt(why),
        HeaderError::Future(found) => SaveError::FutureVersion {
            found,
            supported: SAVE_VERSION,
        },
        HeaderError::Unknown(v) => SaveError::UnknownVersion(v),
    })?;
    let save: SaveV1 = serde_json::from_str(text).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    let history = parse_history(&save.rules, &save.moves)?;
    let mut game = Game::replay(save.rules.clone(), save.players, &history)?;
    if Check::of(&game) != save.check {
        return Err(SaveError::Mismatch);
    }
    restore_redo(&mut game, &parse_history(&save.rules, &save.redo)?)?;
    Ok(game)
}

fn parse_history(rules: &Rules, text: &str) -> Result<Vec<u8>, SaveError> {
    rules.validate().map_err(GameError::from)?;
    parse_moves(rules, text).map_err(|(index, source)| {
        SaveError::Invalid(GameError::History {
            index,
            text: text.split(',').nth(index).unwrap_or("").to_string(),
            source,
        })
    })
}

/// Check the redo moves by playing them on a copy, then keep them as the redo stack.
fn restore_redo(game: &mut Game, redo: &[u8]) -> Result<(), SaveError> {
    let mut probe = game.clone();
    for (index, &hole) in redo.iter().enumerate() {
        probe.play(hole).map_err(|e| match e {
            GameError::Move(source) => SaveError::Invalid(GameError::History {
                index,
                text: format!("redo {}", index + 1),
                source,
            }),
            other => SaveError::Invalid(other),
        })?;
    }
    for _ in redo {
        probe.undo().map_err(SaveError::Invalid)?;
    }
    *game = probe;
    Ok(())
}
