//! Statistics of finished games, per rule set and opponent.

use crate::game::Game;
use crate::players::Level;
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
    #[error("the statistics could not be written: {0}")]
    Unwritable(String),
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

impl Record {
    /// A record a sequence of games could have produced. Saturated counters
    /// (`u32::MAX`) are taken as they are.
    fn check(&self) -> Result<(), String> {
        if self.rules.trim().is_empty() {
            return Err("no rule set".into());
        }
        if self.opponent != "human" && Level::parse(&self.opponent).is_none() {
            return Err(format!("unknown opponent '{}'", self.opponent));
        }
        let results = self.wins as u64 + self.losses as u64 + self.draws as u64;
        if self.games != u32::MAX && results != self.games as u64 {
            return Err(format!("{results} results for {} games", self.games));
        }
        if self.current_streak > self.best_streak || self.best_streak > self.wins {
            return Err("streaks longer than the wins".into());
        }
        Ok(())
    }
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
        // Counters saturate: a record kept for ever must not wrap or panic.
        let record = &mut self.records[index];
        record.games = record.games.saturating_add(1);
        match outcome {
            Outcome::Win { side: winner } if winner == side => {
                record.wins = record.wins.saturating_add(1);
                record.current_streak = record.current_streak.saturating_add(1);
                record.best_streak = record.best_streak.max(record.current_streak);
            }
            Outcome::Win { .. } => {
                record.losses = record.losses.saturating_add(1);
                record.current_streak = 0;
            }
            Outcome::Draw => {
                record.draws = record.draws.saturating_add(1);
                record.current_streak = 0;
            }
        }
        &self.records[index]
    }

    pub fn get(&self, rules: &str, opponent: &str) -> Option<&Record> {
        self.records.iter().find(|r| r.rules == rules && r.opponent == opponent)
    }

    pub fn to_json(&self) -> Result<String, StatsError> {
        crate::save::file_json(self).map_err(|e| StatsError::Unwritable(e.to_string()))
    }

    pub fn from_json(text: &str) -> Result<Stats, StatsError> {
        let stats: Stats = serde_json::from_str(text).map_err(|e| StatsError::Corrupt(e.to_string()))?;
        if stats.version > STATS_VERSION {
            return Err(StatsError::FutureVersion(stats.version));
        }
        if stats.version == 0 {
            return Err(StatsError::Corrupt("version 0 does not exist".into()));
        }
        for (i, record) in stats.records.iter().enumerate() {
            record
                .check()
                .map_err(|why| StatsError::Corrupt(format!("record {}: {why}", i + 1)))?;
            if stats.records[..i]
                .iter()
                .any(|r| r.rules == record.rules && r.opponent == record.opponent)
            {
                return Err(StatsError::Corrupt(format!("record {} is there twice", i + 1)));
            }
        }
        Ok(stats)
    }
}
