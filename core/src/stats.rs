//! Statistics of finished games, per rule set and opponent.

use crate::game::Game;
use crate::side::{Outcome, Side};
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub const STATS_VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum StatsError {
    #[error("the game is not finished")]
    NotFinished,
    #[error("the statistics file is not valid: {0}")]
    Corrupt(String),
    #[error("the statistics file is version {0}; this app reads version {STATS_VERSION}")]
    FutureVersion(u32),
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub rules: String,
    /// A computer level (`easy`..`expert`) or `human`.
    pub opponent: String,
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    /// Wins in a row up to the last game.
    pub current_streak: u32,
    pub best_streak: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    pub version: u32,
    pub records: Vec<Record>,
}

impl Default for Stats {
    fn default() -> Self {
        Stats {
            version: STATS_VERSION,
            records: Vec::new(),
        }
    }
}

impl Stats {
    /// Count a finished game as seen from `side`. Returns the updated record.
    pub fn record_game(&mut self, game: &Game, side: Side) -> Result<&Record, StatsError> {
        let outcome = game.outcome().ok_or(StatsError::NotFinished)?;
        let opponent = game.players().opponent_level(side).map_or("human", |l| l.name());
        Ok(self.record_outcome(&game.rules().name, opponent, outcome, side))
    }

    /// Count a game that ended with `outcome` (also by resignation or
    /// agreement) as seen from `side`, against `opponent`. Returns the updated record.
    pub fn record_outcome(&mut self, rules: &str, opponent: &str, outcome: Outcome, side: Side) -> &Record {
        let (rules, opponent) = (rules.to_string(), opponent.to_string());
        let index = match self
            .records
            .iter()
            .position(|r| r.rules == rules && r.opponent == opponent)
        {
            Some(i) => i,
            None => {
                self.records.push(Record {
                    rules,
                    opponent,
                    ..Record::default()
                });
                self.records.len() - 1
            }
        };
        let record = &mut self.records[index];
        record.games += 1;
        match outcome {
            Outcome::Win(winner) if winner == side => {
                record.wins += 1;
                record.current_streak += 1;
                record.best_streak = record.best_streak.max(record.current_streak);
            }
            Outcome::Win(_) => {
                record.losses += 1;
                record.current_streak = 0;
            }
            Outcome::Draw => {
                record.draws += 1;
                record.current_streak = 0;
            }
        }
        &self.records[index]
    }

    pub fn get(&self, rules: &str, opponent: &str) -> Option<&Record> {
        self.records.iter().find(|r| r.rules == rules && r.opponent == opponent)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    pub fn from_json(text: &str) -> Result<Stats, StatsError> {
        let stats: Stats = serde_json::from_str(text).map_err(|e| StatsError::Corrupt(e.to_string()))?;
        if stats.version > STATS_VERSION {
            return Err(StatsError::FutureVersion(stats.version));
        }
        Ok(stats)
    }
}
