//! A move told step by step, read from its `SowEvent`s: each sowing (the
//! first lift or a relay) with the holes it fills, each pasu, the empty hole
//! and the capture, the round's end and the refill. Each step names its
//! Fluent message and arguments; the app only formats them.

use crate::event::{GameEndReason, RoundEndReason, SowEvent};
use crate::notation::hole_letter;
use crate::rules::{Family, Rules};
use crate::side::{Outcome, Side};
use serde::{Deserialize, Serialize};

/// Where one sown seed fell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Spot {
    Hole(u8),
    /// Kalah: the mover's store.
    Store,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Step {
    /// Seeds lifted from `hole` (the first lift, or a relay) and sown, in order, into `sown`.
    Sow {
        hole: u8,
        seeds: u8,
        relay: bool,
        sown: Vec<Spot>,
    },
    /// A sown seed made `hole` reach the pasu count: its seeds went to `taker`.
    Pasu {
        hole: u8,
        seeds: u8,
        taker: Side,
    },
    /// The turn ended at the empty hole `empty`; `taker` took the hole after it.
    Capture {
        empty: u8,
        hole: u8,
        seeds: u8,
        taker: Side,
    },
    /// Kalah: the last seed fell in an empty pit of the mover's; it and the opposite pit went to the store.
    OppositeCapture {
        hole: u8,
        opposite: u8,
        seeds: u8,
    },
    ExtraTurn {
        side: Side,
    },
    EndlessStop {
        hole: u8,
    },
    RoundEnd {
        ran_out: Side,
        reason: RoundEndReason,
        swept: [u16; 2],
    },
    /// Kalah: a row is empty, so the game ends and each row goes to its owner's store.
    RowEmpty {
        swept: [u16; 2],
    },
    /// The next round: `closed` are the holes that could not be filled.
    Refill {
        round: u16,
        starter: Side,
        closed: Vec<u8>,
    },
    GameEnd {
        outcome: Outcome,
        reason: GameEndReason,
    },
}

/// A message argument: numbers stay numbers, so Fluent can choose plurals.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    Number(u32),
    Text(String),
}

/// Every message key a step can name (a test checks each is translated).
pub const STEP_KEYS: [&str; 16] = [
    "lesson-step-lift",
    "lesson-step-lift-store",
    "lesson-step-relay",
    "lesson-step-pasu",
    "lesson-step-capture",
    "lesson-step-capture-nothing",
    "lesson-step-opposite",
    "lesson-step-opposite-empty",
    "lesson-step-extra-turn",
    "lesson-step-endless",
    "lesson-step-round-end",
    "lesson-step-round-end-no-capture",
    "lesson-step-row-empty",
    "lesson-step-refill",
    "lesson-step-refill-closed",
    "lesson-step-game-end",
];

/// The steps of one move's events.
pub fn explain(rules: &Rules, events: &[SowEvent]) -> Vec<Step> {
    let mut steps = Vec::new();
    let mut pasus = Vec::new();
    for event in events {
        if let Some(Step::Sow { sown, .. }) = steps.last_mut() {
            match event {
                SowEvent::Drop { hole, .. } => {
                    sown.push(Spot::Hole(*hole));
                    continue;
                }
                SowEvent::StoreDrop { .. } => {
                    sown.push(Spot::Store);
                    continue;
                }
                // A pasu is told once its sowing is told.
                SowEvent::Pasu { hole, seeds, taker, .. } => {
                    pasus.push(Step::Pasu {
                        hole: *hole,
                        seeds: *seeds,
                        taker: *taker,
                    });
                    continue;
                }
                _ => steps.append(&mut pasus),
            }
        }
        if let Some(step) = step_of(rules, event) {
            steps.push(step);
        }
    }
    steps.append(&mut pasus);
    steps
}

fn step_of(rules: &Rules, event: &SowEvent) -> Option<Step> {
    Some(match event.clone() {
        SowEvent::Lift { hole, seeds } | SowEvent::Relay { hole, seeds } => Step::Sow {
            hole,
            seeds,
            relay: matches!(event, SowEvent::Relay { .. }),
            sown: Vec::new(),
        },
        SowEvent::Pasu { hole, seeds, taker, .. } => Step::Pasu { hole, seeds, taker },
        SowEvent::Capture {
            empty,
            hole,
            seeds,
            taker,
            ..
        } => Step::Capture {
            empty,
            hole,
            seeds,
            taker,
        },
        SowEvent::OppositeCapture {
            hole, opposite, seeds, ..
        } => Step::OppositeCapture { hole, opposite, seeds },
        SowEvent::ExtraTurn { side } => Step::ExtraTurn { side },
        SowEvent::EndlessStop { hole } => Step::EndlessStop { hole },
        SowEvent::RoundEnd { swept, .. } if rules.family == Family::Kalah => Step::RowEmpty { swept },
        SowEvent::RoundEnd {
            ran_out, reason, swept, ..
        } => Step::RoundEnd { ran_out, reason, swept },
        SowEvent::Refill {
            round, closed, starter, ..
        } => Step::Refill {
            round,
            starter,
            closed: (0..closed.len() as u8).filter(|&i| closed[i as usize]).collect(),
        },
        SowEvent::GameEnd { outcome, reason, .. } => Step::GameEnd { outcome, reason },
        SowEvent::Drop { .. } | SowEvent::StoreDrop { .. } | SowEvent::TurnEnd { .. } => return None,
    })
}

impl Step {
    /// The Fluent message that tells this step.
    pub fn key(&self) -> &'static str {
        match self {
            Step::Sow { relay: true, .. } => "lesson-step-relay",
            Step::Sow { sown, .. } if sown.contains(&Spot::Store) => "lesson-step-lift-store",
            Step::Sow { .. } => "lesson-step-lift",
            Step::Pasu { .. } => "lesson-step-pasu",
            Step::Capture { seeds: 0, .. } => "lesson-step-capture-nothing",
            Step::Capture { .. } => "lesson-step-capture",
            Step::OppositeCapture { seeds: 1, .. } => "lesson-step-opposite-empty",
            Step::OppositeCapture { .. } => "lesson-step-opposite",
            Step::ExtraTurn { .. } => "lesson-step-extra-turn",
            Step::EndlessStop { .. } => "lesson-step-endless",
            Step::RoundEnd {
                reason: RoundEndReason::NoCapture,
                ..
            } => "lesson-step-round-end-no-capture",
            Step::RoundEnd { .. } => "lesson-step-round-end",
            Step::RowEmpty { .. } => "lesson-step-row-empty",
            Step::Refill { closed, .. } if closed.is_empty() => "lesson-step-refill",
            Step::Refill { .. } => "lesson-step-refill-closed",
            Step::GameEnd { .. } => "lesson-step-game-end",
        }
    }

    /// The message's arguments: holes as letters (`$hole`, `$holes`), counts
    /// as numbers, sides as `south` / `north` (`draw` for a drawn game's winner).
    pub fn args(&self, rules: &Rules) -> Vec<(&'static str, Arg)> {
        let letter = |hole: u8| Arg::Text(hole_letter(rules, hole).map_or_else(|| hole.to_string(), String::from));
        let side = |side: Side| Arg::Text(side.name().to_string());
        let num = |n: u32| Arg::Number(n);
        match self {
            Step::Sow { hole, seeds, sown, .. } => vec![
                ("hole", letter(*hole)),
                ("seeds", num(*seeds as u32)),
                ("holes", Arg::Text(letters(rules, sown.iter().filter_map(hole_of)))),
                ("store", num(sown.iter().filter(|s| **s == Spot::Store).count() as u32)),
            ],
            Step::Pasu { hole, seeds, taker } => {
                vec![
                    ("hole", letter(*hole)),
                    ("seeds", num(*seeds as u32)),
                    ("side", side(*taker)),
                ]
            }
            Step::Capture {
                empty,
                hole,
                seeds,
                taker,
            } => vec![
                ("empty", letter(*empty)),
                ("hole", letter(*hole)),
                ("seeds", num(*seeds as u32)),
                ("side", side(*taker)),
            ],
            Step::OppositeCapture { hole, opposite, seeds } => vec![
                ("hole", letter(*hole)),
                ("opposite", letter(*opposite)),
                ("seeds", num(*seeds as u32)),
            ],
            Step::ExtraTurn { side: s } => vec![("side", side(*s))],
            Step::EndlessStop { hole } => vec![("hole", letter(*hole))],
            Step::RoundEnd { ran_out, swept, .. } => vec![
                ("side", side(*ran_out)),
                ("south", num(swept[0] as u32)),
                ("north", num(swept[1] as u32)),
            ],
            Step::RowEmpty { swept } => vec![("south", num(swept[0] as u32)), ("north", num(swept[1] as u32))],
            Step::Refill { round, starter, closed } => vec![
                ("round", num(*round as u32)),
                ("side", side(*starter)),
                ("holes", Arg::Text(letters(rules, closed.iter().copied()))),
            ],
            Step::GameEnd { outcome, .. } => vec![("side", Arg::Text(outcome.label().to_string()))],
        }
    }
}

fn hole_of(spot: &Spot) -> Option<u8> {
    match spot {
        Spot::Hole(h) => Some(*h),
        Spot::Store => None,
    }
}

/// Hole letters joined by ", " (letters read the same in every language).
fn letters(rules: &Rules, holes: impl Iterator<Item = u8>) -> String {
    holes
        .filter_map(|h| hole_letter(rules, h))
        .map(String::from)
        .collect::<Vec<_>>()
        .join(", ")
}
