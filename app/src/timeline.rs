//! A turn's `SowEvent`s as timed frames. Each frame's board is the core's
//! `Snapshot::apply` of the events so far, so the counts shown are the
//! core's own values and no shell (nor this file) adds or removes a seed.

use crate::effect::HapticKind;
use crate::settings::Speed;
use pallanguzhi_core::{GameEndReason, Outcome, Position, RoundEndReason, Rules, Side, Snapshot, SowEvent};

/// What happens during one frame.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum FrameKind {
    /// The hand lifts every seed of `hole` (the first lift of the turn).
    Lift {
        hole: u8,
        seeds: u8,
    },
    /// The hand lifts the seeds of `hole` and sowing goes on (relay).
    Relay {
        hole: u8,
        seeds: u8,
    },
    /// One seed falls into `hole`.
    Sow {
        hole: u8,
    },
    /// Kalah: one seed falls into `side`'s store.
    SowStore {
        side: Side,
    },
    Pasu {
        hole: u8,
        seeds: u8,
        taker: Side,
    },
    Capture {
        hole: u8,
        seeds: u8,
        taker: Side,
    },
    OppositeCapture {
        hole: u8,
        opposite: u8,
        seeds: u8,
        taker: Side,
    },
    ExtraTurn {
        side: Side,
    },
    EndlessStop {
        hole: u8,
    },
    /// Every seed left on the board flies to a bowl.
    RoundEnd {
        ran_out: Side,
        reason: RoundEndReason,
    },
    /// Each side fills its holes from its bowl; some holes may be closed.
    Refill {
        round: u16,
        starter: Side,
    },
    GameEnd {
        outcome: Outcome,
        reason: GameEndReason,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Place {
    Hole { hole: u8 },
    Bowl { side: Side },
    Hand,
}

/// Seeds moving during a frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Flight {
    pub from: Place,
    pub to: Place,
    pub seeds: u16,
}

/// The hand over the board: where it is and how many seeds it holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Hand {
    pub hole: u8,
    pub seeds: u8,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    pub kind: FrameKind,
    pub ms: u32,
    /// The board at the end of the frame (the core's values).
    pub board: Snapshot,
    pub hand: Option<Hand>,
    pub flights: Vec<Flight>,
    pub haptic: Option<HapticKind>,
    /// What is heard (`sound::for_frame`); the app applies the settings.
    pub sound: Option<crate::sound::Sound>,
}

/// Units of animation time per frame kind; a unit is `Speed::unit_ms`.
fn units(kind: &FrameKind) -> u32 {
    match kind {
        FrameKind::Sow { .. } | FrameKind::SowStore { .. } => 1,
        FrameKind::Lift { .. } | FrameKind::Relay { .. } => 2,
        FrameKind::ExtraTurn { .. } | FrameKind::EndlessStop { .. } | FrameKind::GameEnd { .. } => 2,
        FrameKind::Capture { seeds: 0, .. } => 2,
        FrameKind::Pasu { .. } | FrameKind::Capture { .. } | FrameKind::OppositeCapture { .. } => 3,
        FrameKind::RoundEnd { .. } | FrameKind::Refill { .. } => 4,
    }
}

/// The frames of a turn played from `before` with `events`. `reduce_motion`
/// or `Speed::Instant` give frames of 0 ms (the app then shows the end at once).
pub fn build(rules: &Rules, before: &Snapshot, events: &[SowEvent], speed: Speed, reduce_motion: bool) -> Vec<Frame> {
    let unit = if reduce_motion { 0 } else { speed.unit_ms() };
    let mut board = before.clone();
    let mut hand: Option<Hand> = None;
    let mut frames = Vec::new();
    for event in events {
        let prev = board.clone();
        board.apply(event);
        let Some((kind, flights, haptic)) = describe(rules, &prev, &board, event, &mut hand) else {
            continue;
        };
        let ms = units(&kind) * unit;
        let there = match kind {
            FrameKind::Sow { hole } => board.holes[hole as usize] as u16,
            FrameKind::SowStore { side } => board.bowls[side as usize],
            _ => 0,
        };
        let sound = crate::sound::for_frame(&kind, frames.len(), there, hand.map_or(0, |h| h.seeds), ms);
        frames.push(Frame {
            ms,
            sound,
            kind,
            board: board.clone(),
            hand,
            flights,
            haptic,
        });
    }
    frames
}

type Described = (FrameKind, Vec<Flight>, Option<HapticKind>);

fn hole_to_bowl(hole: u8, seeds: u16, side: Side) -> Vec<Flight> {
    let flight = Flight {
        from: Place::Hole { hole },
        to: Place::Bowl { side },
        seeds,
    };
    if seeds > 0 {
        vec![flight]
    } else {
        vec![]
    }
}

/// The frame of one event; `None` for events with nothing to show (`TurnEnd`).
fn describe(
    rules: &Rules,
    prev: &Snapshot,
    now: &Snapshot,
    event: &SowEvent,
    hand: &mut Option<Hand>,
) -> Option<Described> {
    use SowEvent as E;
    let from_hand = |hand: &Option<Hand>| hand.map_or(Place::Hand, |h| Place::Hole { hole: h.hole });
    let described = match *event {
        E::Lift { hole, seeds } | E::Relay { hole, seeds } => {
            *hand = Some(Hand { hole, seeds });
            let flight = Flight {
                from: Place::Hole { hole },
                to: Place::Hand,
                seeds: seeds as u16,
            };
            let kind = if matches!(event, E::Lift { .. }) {
                FrameKind::Lift { hole, seeds }
            } else {
                FrameKind::Relay { hole, seeds }
            };
            (kind, vec![flight], None)
        }
        E::Drop { hole, .. } => {
            let flight = Flight {
                from: from_hand(hand),
                to: Place::Hole { hole },
                seeds: 1,
            };
            *hand = hand.map(|h| Hand {
                hole,
                seeds: h.seeds.saturating_sub(1),
            });
            (FrameKind::Sow { hole }, vec![flight], Some(HapticKind::Sow))
        }
        E::StoreDrop { side, .. } => {
            let flight = Flight {
                from: from_hand(hand),
                to: Place::Bowl { side },
                seeds: 1,
            };
            *hand = hand.map(|h| Hand {
                seeds: h.seeds.saturating_sub(1),
                ..h
            });
            (FrameKind::SowStore { side }, vec![flight], Some(HapticKind::Sow))
        }
        E::Pasu { hole, seeds, taker, .. } => (
            FrameKind::Pasu { hole, seeds, taker },
            hole_to_bowl(hole, seeds as u16, taker),
            Some(HapticKind::Capture),
        ),
        E::Capture { hole, seeds, taker, .. } => {
            *hand = None;
            let haptic = (seeds > 0).then_some(HapticKind::Capture);
            (
                FrameKind::Capture { hole, seeds, taker },
                hole_to_bowl(hole, seeds as u16, taker),
                haptic,
            )
        }
        E::OppositeCapture {
            hole,
            opposite,
            seeds,
            taker,
            ..
        } => {
            *hand = None;
            let mut flights = hole_to_bowl(hole, prev.holes[hole as usize] as u16, taker);
            flights.extend(hole_to_bowl(opposite, prev.holes[opposite as usize] as u16, taker));
            let kind = FrameKind::OppositeCapture {
                hole,
                opposite,
                seeds,
                taker,
            };
            (kind, flights, Some(HapticKind::Capture))
        }
        E::ExtraTurn { side } => {
            *hand = None;
            (FrameKind::ExtraTurn { side }, vec![], None)
        }
        E::EndlessStop { hole } => {
            *hand = None;
            (FrameKind::EndlessStop { hole }, vec![], None)
        }
        E::RoundEnd { ran_out, reason, .. } => {
            *hand = None;
            (
                FrameKind::RoundEnd { ran_out, reason },
                sweep(rules, prev),
                Some(HapticKind::RoundEnd),
            )
        }
        E::Refill { round, starter, .. } => (FrameKind::Refill { round, starter }, refill(rules, now), None),
        E::GameEnd { outcome, reason, .. } => {
            *hand = None;
            (
                FrameKind::GameEnd { outcome, reason },
                vec![],
                Some(HapticKind::GameEnd),
            )
        }
        E::TurnEnd { .. } => return None,
    };
    Some(described)
}

/// The round-end sweep: each row's seeds fly to its owner's bowl (the core's
/// `RoundEnd` says so; its `swept` totals match these flights, tested).
fn sweep(rules: &Rules, prev: &Snapshot) -> Vec<Flight> {
    Side::BOTH
        .into_iter()
        .flat_map(|side| {
            Position::row(rules, side).flat_map(move |i| hole_to_bowl(i as u8, prev.holes[i] as u16, side))
        })
        .collect()
}

/// The refill: each side's bowl fills its own row.
fn refill(rules: &Rules, now: &Snapshot) -> Vec<Flight> {
    Side::BOTH
        .into_iter()
        .flat_map(|side| {
            Position::row(rules, side)
                .filter(|&i| now.holes[i] > 0)
                .map(move |i| Flight {
                    from: Place::Bowl { side },
                    to: Place::Hole { hole: i as u8 },
                    seeds: now.holes[i] as u16,
                })
        })
        .collect()
}

/// Total animation time of a timeline.
pub fn total_ms(frames: &[Frame]) -> u64 {
    frames.iter().map(|f| f.ms as u64).sum()
}
