//! The recent finished games, kept to be reviewed (`recent.json`), and each
//! one's review (`review-<slot>.json`).
//!
//! Every finished game with a move (against the computer, pass-and-play and
//! online) is recorded once by its id, newest first, at most `RECENT_KEPT`.
//! Each kept game owns a slot number below `RECENT_KEPT`, and its review is the
//! file of that slot: a game that comes in takes the slot the oldest one left,
//! so the reviews stay bounded without ever deleting a file, and a slot's file
//! that is another game's review (the game that left) is "foreign": it is
//! ignored and overwritten. The games file is one small file written through
//! the same atomic `Store`; each entry is checked on its own (a corrupt or
//! foreign entry is dropped, the others kept), and each review file too.

mod record;

use crate::files::{Ending, FileError};
use crate::texts::Texts;
use pallanguzhi_core::{Game, Outcome, Side};
use serde::{Deserialize, Serialize};

pub const RECENT: &str = "recent.json";
/// How many finished games are kept (and so how many review files at most).
pub const RECENT_KEPT: usize = 20;
const RECENT_FORMAT: &str = "pallanguzhi-app-recent";

/// The file of the review of the game in `slot`.
pub fn review_file(slot: u8) -> String {
    format!("review-{slot}.json")
}

/// One finished game as kept.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecentGame {
    pub id: String,
    /// The core's save text: rules, players and moves.
    pub save: String,
    #[serde(default)]
    pub ending: Option<Ending>,
    /// The person's side: against the computer, or their seat online; `None` in pass-and-play.
    #[serde(default)]
    pub side: Option<Side>,
    #[serde(default)]
    pub online: bool,
    /// Its review's file (`review_file`).
    pub slot: u8,
}

#[derive(Serialize, Deserialize)]
struct RecentFileJson {
    format: String,
    /// Newest first; each entry read on its own.
    games: Vec<Box<serde_json::value::RawValue>>,
}

/// A kept game with its game replayed.
#[derive(Debug, Clone)]
pub(crate) struct Kept {
    pub entry: RecentGame,
    pub game: Game,
}

impl Kept {
    pub fn outcome(&self) -> Option<Outcome> {
        self.entry.ending.map(Ending::outcome).or(self.game.outcome())
    }
}

/// The recent games, newest first.
#[derive(Debug, Clone, Default)]
pub(crate) struct Recent {
    pub games: Vec<Kept>,
}

impl Recent {
    pub fn to_json(&self) -> String {
        let games = self
            .games
            .iter()
            .filter_map(|k| serde_json::value::to_raw_value(&k.entry).ok())
            .collect();
        let file = RecentFileJson {
            format: RECENT_FORMAT.into(),
            games,
        };
        pallanguzhi_core::save::file_json(&file).unwrap_or_default()
    }

    /// The file's games; an entry that is not a finished game of this app, or
    /// repeats an id or a slot, is left out (logged) and the others are kept.
    pub fn parse(text: &str) -> Result<Recent, FileError> {
        let file: RecentFileJson = serde_json::from_str(text).map_err(|e| FileError::Corrupt(e.to_string()))?;
        if file.format != RECENT_FORMAT {
            return Err(FileError::Corrupt("not a recent games file".into()));
        }
        let mut recent = Recent::default();
        for raw in file.games {
            match Recent::entry(raw) {
                Ok(kept) if recent.fits(&kept.entry) => recent.games.push(kept),
                Ok(kept) => log::warn!("recent game {} repeats an id or a slot: left out", kept.entry.id),
                Err(why) => log::warn!("recent game left out: {why}"),
            }
        }
        recent.games.truncate(RECENT_KEPT);
        Ok(recent)
    }

    fn entry(raw: Box<serde_json::value::RawValue>) -> Result<Kept, String> {
        let entry: RecentGame = serde_json::from_str(raw.get()).map_err(|e| e.to_string())?;
        if entry.id.is_empty() || entry.slot as usize >= RECENT_KEPT {
            return Err("no id or a slot out of range".into());
        }
        let game = pallanguzhi_core::load_game(&entry.save).map_err(|e| e.to_string())?;
        let kept = Kept { entry, game };
        if kept.outcome().is_none() || kept.game.history().is_empty() {
            return Err(format!("{} is not a finished game", kept.entry.id));
        }
        Ok(kept)
    }

    fn fits(&self, entry: &RecentGame) -> bool {
        self.games
            .iter()
            .all(|k| k.entry.id != entry.id && k.entry.slot != entry.slot)
    }

    pub fn get(&self, id: &str) -> Option<&Kept> {
        self.games.iter().find(|k| k.entry.id == id)
    }

    /// Keep `game` as the newest (once per id); the oldest leaves when full and
    /// its slot is the new game's. False when it was already kept.
    pub fn push(&mut self, id: &str, game: &Game, ending: Option<Ending>, side: Option<Side>, online: bool) -> bool {
        if self.get(id).is_some() {
            return false;
        }
        let Ok(save) = pallanguzhi_core::save_game(game) else {
            return false;
        };
        self.games.truncate(RECENT_KEPT - 1);
        let Some(slot) = (0..RECENT_KEPT as u8).find(|s| self.games.iter().all(|k| k.entry.slot != *s)) else {
            return false;
        };
        let entry = RecentGame {
            id: id.into(),
            save,
            ending,
            side,
            online,
            slot,
        };
        self.games.insert(
            0,
            Kept {
                entry,
                game: game.clone(),
            },
        );
        true
    }
}

impl Texts {
    /// The list's heading.
    pub fn recent_title(&self) -> String {
        self.word("recent-title")
    }

    /// The list is empty.
    pub fn recent_empty(&self) -> String {
        self.word("recent-empty")
    }

    /// Each game's button.
    pub fn recent_review(&self) -> String {
        self.word("recent-review")
    }

    /// "Pallanguzhi: Anbu vs Computer (Hard)" (online: "Online, ...").
    pub fn recent_game(&self, rules: &str, south: &str, north: &str, online: bool) -> String {
        let id = if online { "recent-game-online" } else { "recent-game" };
        self.text(
            id,
            &[
                ("rules", rules.into()),
                ("south", south.into()),
                ("north", north.into()),
            ],
        )
    }

    /// "You won in 42 moves." / "You lost in 42 moves."
    pub fn recent_you(&self, won: bool, moves: u32) -> String {
        let id = if won { "recent-you-won" } else { "recent-you-lost" };
        self.text(id, &[("moves", moves.into())])
    }

    /// "Anbu won in 42 moves."
    pub fn recent_won(&self, who: &str, moves: u32) -> String {
        self.text("recent-won", &[("who", who.into()), ("moves", moves.into())])
    }

    /// "Drawn in 42 moves."
    pub fn recent_drawn(&self, moves: u32) -> String {
        self.text("recent-drawn", &[("moves", moves.into())])
    }

    /// For a screen reader: the game, its result, and what a tap does.
    pub fn recent_item(&self, title: &str, result: &str) -> String {
        self.text("recent-item", &[("title", title.into()), ("result", result.into())])
    }
}
