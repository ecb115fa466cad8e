//! The files the app keeps: the current game (the core's save plus a game id
//! and how it ended), the statistics (per player name, with the ids of the
//! games already counted), the settings and the lessons done (the recent
//! games and their reviews are `recent.rs`'s).

use pallanguzhi_core::{Outcome, Side, Stats};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use thiserror::Error;

pub const GAME: &str = "game.json";
pub const STATS: &str = "stats.json";
pub const SETTINGS: &str = "settings.json";
/// The lessons done (`pallanguzhi_core::lesson::Progress`).
pub const LESSONS: &str = "lessons.json";
// The recent finished games and their reviews: `recent::RECENT`, `recent::review_file`.

const GAME_FORMAT: &str = "pallanguzhi-app-game";
const STATS_FORMAT: &str = "pallanguzhi-app-stats";
/// How many counted game ids are remembered (a restored game is far more recent).
const COUNTED_KEPT: usize = 64;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FileError {
    #[error("not a file of this app: {0}")]
    Corrupt(String),
    #[error(transparent)]
    Save(#[from] pallanguzhi_core::SaveError),
}

/// How a game ended when not on the board. Saved as `{"by":"resigned","side":"south"}`; read
/// back through the flat `EndingWire` (see `pallanguzhi_core::wire`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "by", rename_all = "lowercase", try_from = "EndingWire")]
pub enum Ending {
    Resigned {
        side: Side,
    },
    Agreement,
    /// Online: `side` was away on its turn past the server's limit and the opponent claimed the win.
    Abandoned {
        side: Side,
    },
    /// Online: a draw claimed while a player was away.
    AwayDraw,
    /// Online: `side` let its time per move run out (the server ended the game).
    Timeout {
        side: Side,
    },
}

/// Every field of every ending, for reading.
#[derive(Deserialize)]
struct EndingWire {
    by: String,
    side: Option<Side>,
}

impl TryFrom<EndingWire> for Ending {
    type Error = String;

    fn try_from(w: EndingWire) -> Result<Ending, String> {
        let side = || pallanguzhi_core::wire::need(w.side, "side");
        Ok(match w.by.as_str() {
            "resigned" => Ending::Resigned { side: side()? },
            "agreement" => Ending::Agreement,
            "abandoned" => Ending::Abandoned { side: side()? },
            "awaydraw" => Ending::AwayDraw,
            "timeout" => Ending::Timeout { side: side()? },
            other => return Err(pallanguzhi_core::wire::unknown("ending", other)),
        })
    }
}

impl Ending {
    pub fn outcome(self) -> Outcome {
        match self {
            Ending::Resigned { side } => Outcome::Win { side: side.opponent() },
            Ending::Abandoned { side } => Outcome::Win { side: side.opponent() },
            Ending::Timeout { side } => Outcome::Win { side: side.opponent() },
            Ending::Agreement | Ending::AwayDraw => Outcome::Draw,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameFile {
    pub format: String,
    pub id: String,
    /// The core's save text.
    pub save: String,
    pub ending: Option<Ending>,
}

impl GameFile {
    pub fn new(id: &str, save: String, ending: Option<Ending>) -> GameFile {
        GameFile {
            format: GAME_FORMAT.into(),
            id: id.into(),
            save,
            ending,
        }
    }

    pub fn to_json(&self) -> String {
        pallanguzhi_core::save::file_json(self).unwrap_or_default()
    }

    /// The file and its game, or why it cannot be used.
    pub fn parse(text: &str) -> Result<(GameFile, pallanguzhi_core::Game), FileError> {
        let file: GameFile = serde_json::from_str(text).map_err(|e| FileError::Corrupt(e.to_string()))?;
        if file.format != GAME_FORMAT || file.id.is_empty() {
            return Err(FileError::Corrupt("not a game file".into()));
        }
        let game = pallanguzhi_core::load_game(&file.save)?;
        Ok((file, game))
    }
}

/// Statistics per player name, each the core's `Stats` (per rules and opponent).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StatsFile {
    pub format: String,
    /// Ids of the games already counted, newest last.
    pub counted: Vec<String>,
    pub players: BTreeMap<String, Stats>,
}

impl Default for StatsFile {
    fn default() -> Self {
        StatsFile {
            format: STATS_FORMAT.into(),
            counted: Vec::new(),
            players: BTreeMap::new(),
        }
    }
}

impl StatsFile {
    pub fn to_json(&self) -> String {
        pallanguzhi_core::save::file_json(self).unwrap_or_default()
    }

    pub fn parse(text: &str) -> Result<StatsFile, FileError> {
        let file: StatsFile = serde_json::from_str(text).map_err(|e| FileError::Corrupt(e.to_string()))?;
        if file.format != STATS_FORMAT {
            return Err(FileError::Corrupt("not a statistics file".into()));
        }
        Ok(file)
    }

    pub fn is_counted(&self, id: &str) -> bool {
        self.counted.iter().any(|c| c == id)
    }

    /// Count game `id` once: each `(player, side, opponent)` gets `outcome`.
    /// Returns false (and changes nothing) when it was already counted.
    pub fn count(&mut self, id: &str, rules: &str, outcome: Outcome, seats: &[(String, Side, String)]) -> bool {
        if self.is_counted(id) {
            return false;
        }
        for (player, side, opponent) in seats {
            let stats = self.players.entry(player.clone()).or_default();
            stats.record_outcome(rules, opponent, outcome, *side);
        }
        self.counted.push(id.into());
        let excess = self.counted.len().saturating_sub(COUNTED_KEPT);
        self.counted.drain(..excess);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Endings read back what they write (the saves of older versions too: the same JSON),
    /// through their flat reader.
    #[test]
    fn endings_read_back_what_they_write() {
        for ending in [
            Ending::Resigned { side: Side::North },
            Ending::Agreement,
            Ending::Abandoned { side: Side::South },
            Ending::AwayDraw,
            Ending::Timeout { side: Side::North },
        ] {
            let text = serde_json::to_string(&ending).unwrap();
            assert_eq!(serde_json::from_str::<Ending>(&text).unwrap(), ending, "{text}");
        }
        let old: Ending = serde_json::from_str(r#"{"side": "south", "by": "resigned"}"#).unwrap();
        assert_eq!(old, Ending::Resigned { side: Side::South });
        assert!(serde_json::from_str::<Ending>(r#"{"by":"timeout"}"#).is_err());
        assert!(serde_json::from_str::<Ending>(r#"{"by":"forfeit","side":"south"}"#).is_err());
    }
}
