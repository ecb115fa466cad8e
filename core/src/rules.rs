//! Rules are data: every preset is a named `Rules` value, and custom rules go
//! through the same engine once `validate` accepts them.

use crate::error::RulesError;
use serde::{Deserialize, Serialize};

crate::read_by_name! {
    /// The two sowing families the engine knows.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
    #[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
    #[serde(rename_all = "kebab-case")]
    pub enum Family {
        /// Tamil relay sowing: bowls beside the board, pasu, rounds and closed holes.
        Relay,
        /// Kalah: stores in the sowing ring, extra turns, opposite captures, one game.
        Kalah,
    }
}

crate::read_by_name! {
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum Direction {
        /// Seen from above with South at the bottom: hole `i` is followed by `i+1`.
        CounterClockwise,
        /// Hole `i` is followed by `i-1`.
        Clockwise,
    }
}

crate::read_by_name! {
    /// Who receives a pasu (a hole brought to exactly `pasu_count` seeds).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum PasuTaker {
        Owner,
        Sower,
    }
}

crate::read_by_name! {
    /// When a round ends for lack of seeds.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum RoundEndTrigger {
        /// The side about to move has nothing in its open holes.
        MoverRowEmpty,
        /// After any move, either row is empty.
        AnyRowEmpty,
    }
}

crate::read_by_name! {
    /// Who sows first in the next round.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum Starter {
        /// The side that ran out of seeds.
        RanOut,
        /// The side that did not start the round just ended.
        Alternate,
    }
}

/// Largest number of holes a side may have: boards are fixed arrays of 14.
pub const MAX_HOLES_PER_SIDE: u8 = 7;
/// Counts live in `u8`, so the whole seed supply must fit in one hole.
pub const MAX_TOTAL_SEEDS: u32 = 255;
/// A generous ceiling on the move cap, so every game ends in reasonable time.
pub const MAX_MOVE_CAP: u32 = 100_000;
/// The longest name custom rules may have, in characters.
pub const MAX_NAME_CHARS: usize = 40;

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    /// The preset id, or any name for custom rules.
    pub name: String,
    pub family: Family,
    pub holes_per_side: u8,
    pub seeds_per_hole: u8,
    pub direction: Direction,
    /// A sown seed bringing a hole to exactly this count makes a pasu; `None` disables it.
    pub pasu_count: Option<u8>,
    pub pasu_taker: PasuTaker,
    pub round_end: RoundEndTrigger,
    pub next_round_starter: Starter,
    /// A round with this many moves in a row without a capture ends.
    pub no_capture_limit: Option<u16>,
    /// The game is decided by bowls after this many rounds.
    pub max_rounds: Option<u16>,
    /// The game is decided by bowls after this many moves in all. Always set,
    /// so that every game ends.
    pub max_moves: u32,
}

/// The preset ids, default first.
pub const PRESET_IDS: [&str; 5] = ["pallanguzhi", "pallankuzhi", "pallankuli", "pasu-pondi", "kalah"];

impl Default for Rules {
    fn default() -> Self {
        Rules::pallanguzhi()
    }
}

impl Rules {
    /// The digital-table Pallanguzhi: 5 seeds, pasu to the owner, the side that ran out starts.
    pub fn pallanguzhi() -> Rules {
        Rules {
            name: "pallanguzhi".into(),
            family: Family::Relay,
            holes_per_side: 7,
            seeds_per_hole: 5,
            direction: Direction::CounterClockwise,
            pasu_count: Some(4),
            pasu_taker: PasuTaker::Owner,
            round_end: RoundEndTrigger::MoverRowEmpty,
            next_round_starter: Starter::RanOut,
            no_capture_limit: Some(60),
            max_rounds: Some(12),
            max_moves: 1000,
        }
    }

    pub fn preset(id: &str) -> Result<Rules, RulesError> {
        let base = Rules::pallanguzhi();
        let rules = match id {
            "pallanguzhi" => base,
            "pallankuzhi" => Rules {
                name: id.into(),
                seeds_per_hole: 6,
                pasu_taker: PasuTaker::Sower,
                next_round_starter: Starter::Alternate,
                ..base
            },
            "pallankuli" => Rules {
                name: id.into(),
                seeds_per_hole: 6,
                round_end: RoundEndTrigger::AnyRowEmpty,
                next_round_starter: Starter::Alternate,
                ..base
            },
            "pasu-pondi" => Rules {
                name: id.into(),
                direction: Direction::Clockwise,
                round_end: RoundEndTrigger::AnyRowEmpty,
                ..base
            },
            "kalah" => Rules {
                name: id.into(),
                family: Family::Kalah,
                holes_per_side: 6,
                seeds_per_hole: 4,
                pasu_count: None,
                round_end: RoundEndTrigger::AnyRowEmpty,
                no_capture_limit: None,
                max_rounds: None,
                ..base
            },
            other => return Err(RulesError::UnknownPreset(other.to_string())),
        };
        Ok(rules)
    }

    pub fn presets() -> Vec<Rules> {
        PRESET_IDS
            .iter()
            .map(|id| Rules::preset(id).expect("every listed preset exists"))
            .collect()
    }

    /// One line for `pallanguzhi rules` and the in-app rules list.
    pub fn summary(&self) -> String {
        match self.family {
            Family::Kalah => format!(
                "Kalah({},{}): stores, extra turn in your own store, empty-pit capture keeps the last seed, one game",
                self.holes_per_side, self.seeds_per_hole
            ),
            Family::Relay => format!(
                "{} holes a side, {} seeds each, {} relay sowing, pasu to the {}, round ends when {}, {} starts the next round",
                self.holes_per_side,
                self.seeds_per_hole,
                match self.direction {
                    Direction::CounterClockwise => "counter-clockwise",
                    Direction::Clockwise => "clockwise",
                },
                match self.pasu_taker {
                    PasuTaker::Owner => "hole's owner",
                    PasuTaker::Sower => "sower",
                },
                match self.round_end {
                    RoundEndTrigger::MoverRowEmpty => "the side to move has an empty row",
                    RoundEndTrigger::AnyRowEmpty => "either row is empty after a move",
                },
                match self.next_round_starter {
                    Starter::RanOut => "the side that ran out",
                    Starter::Alternate => "the other side",
                },
            ),
        }
    }

    /// Holes on the board (stores excluded).
    pub fn ring_len(&self) -> usize {
        2 * self.holes_per_side as usize
    }

    pub fn total_seeds(&self) -> u32 {
        self.ring_len() as u32 * self.seeds_per_hole as u32
    }

    /// Accept only rules the engine can play to the end.
    pub fn validate(&self) -> Result<(), RulesError> {
        let bad = |field: &'static str, why: String| Err(RulesError::Invalid { field, why });
        if self.name.trim().is_empty() {
            return bad("name", "must not be empty".into());
        }
        self.validate_name()?;
        if !(1..=MAX_HOLES_PER_SIDE).contains(&self.holes_per_side) {
            return bad("holes_per_side", format!("must be 1 to {MAX_HOLES_PER_SIDE}"));
        }
        if self.seeds_per_hole == 0 {
            return bad("seeds_per_hole", "must be at least 1".into());
        }
        if self.total_seeds() > MAX_TOTAL_SEEDS {
            return bad(
                "seeds_per_hole",
                format!("the board would hold more than {MAX_TOTAL_SEEDS} seeds"),
            );
        }
        if let Some(count) = self.pasu_count {
            if count < 2 {
                return bad("pasu_count", "must be at least 2".into());
            }
        }
        if self.no_capture_limit == Some(0) {
            return bad("no_capture_limit", "must be at least 1".into());
        }
        if self.max_rounds == Some(0) {
            return bad("max_rounds", "must be at least 1".into());
        }
        if !(1..=MAX_MOVE_CAP).contains(&self.max_moves) {
            return bad("max_moves", format!("must be 1 to {MAX_MOVE_CAP}"));
        }
        if self.family == Family::Kalah {
            self.validate_kalah()?;
        }
        // Saves and statistics name rules by `name`: a preset's name means that preset.
        if let Ok(preset) = Rules::preset(&self.name) {
            if *self != preset {
                return bad(
                    "name",
                    format!("'{}' is a preset, and these rules differ from it", self.name),
                );
            }
        }
        Ok(())
    }

    /// Statistics and saves are keyed by `name`, and apps show it: custom rules
    /// get a short printable name that cannot pass for a preset's
    /// ("Pallanguzhi ", "KALAH").
    fn validate_name(&self) -> Result<(), RulesError> {
        let bad = |why: String| Err(RulesError::Invalid { field: "name", why });
        if PRESET_IDS.contains(&self.name.as_str()) {
            return Ok(()); // every game of a preset starts here: no allocation
        }
        if self.name.chars().count() > MAX_NAME_CHARS || self.name.chars().any(char::is_control) {
            return bad(format!("must be at most {MAX_NAME_CHARS} printable characters"));
        }
        // `to_lowercase` on names matched against ASCII ids: the one non-ASCII letter that
        // lowercases into ASCII is the Kelvin sign. Done by hand so Unicode's case tables
        // stay out of the browser's wasm.
        let fold = |c: char| if c == '\u{212A}' { 'k' } else { c.to_ascii_lowercase() };
        let folded: String = self.name.trim().chars().map(fold).collect();
        match PRESET_IDS.iter().find(|id| **id == folded) {
            Some(id) => bad(format!(
                "'{}' passes for the preset '{id}': name custom rules apart",
                self.name
            )),
            None => Ok(()),
        }
    }

    /// Kalah has no pasu and no rounds: the relay-only fields must keep the
    /// values of the `kalah` preset, so that two equal games never differ in
    /// a field that means nothing.
    fn validate_kalah(&self) -> Result<(), RulesError> {
        let bad = |field: &'static str, why: &str| {
            Err(RulesError::Invalid {
                field,
                why: why.to_string(),
            })
        };
        if self.direction != Direction::CounterClockwise {
            return bad("direction", "Kalah sows counter-clockwise");
        }
        if self.pasu_count.is_some() {
            return bad("pasu_count", "Kalah has no pasu");
        }
        if self.pasu_taker != PasuTaker::Owner {
            return bad("pasu_taker", "Kalah has no pasu (must be owner)");
        }
        if self.no_capture_limit.is_some() || self.max_rounds.is_some() {
            return bad(
                "max_rounds",
                "Kalah is one game without rounds (no_capture_limit and max_rounds must be null)",
            );
        }
        if self.round_end != RoundEndTrigger::AnyRowEmpty {
            return bad("round_end", "Kalah ends when either row is empty (any-row-empty)");
        }
        if self.next_round_starter != Starter::RanOut {
            return bad("next_round_starter", "Kalah has no next round (must be ran-out)");
        }
        Ok(())
    }
}
