//! What a lesson asks for, as data, and the check of a played move against it.

use crate::event::{RoundEndReason, SowEvent};
use crate::position::Position;
use crate::rules::Rules;
use crate::side::{Outcome, Side};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Goal {
    /// The last seed of the first sowing (before any relay) falls in `hole`.
    LastSeedIn { hole: u8 },
    /// The relay lifts the seeds of `hole` during the turn.
    RelayLifts { hole: u8 },
    /// The capture past the empty hole takes at least `seeds` for the mover.
    Capture { seeds: u8 },
    /// At least `count` pasus go to the mover's bowl.
    PasuForYou { count: u8 },
    /// No pasu goes to the other side's bowl.
    NoPasuForThem,
    /// The move ends the round, for `reason`.
    EndRound { reason: RoundEndReason },
    /// The round ends and the other side must close at least `holes` holes next round.
    CloseTheirHoles { holes: u8 },
    /// The round ends and `side` sows first in the next one.
    NextStarter { side: Side },
    /// The game ends, won by the mover.
    WinGame,
    /// Kalah: the last seed falls in the mover's store, so the mover plays again.
    ExtraTurn,
    /// Kalah: the capture of the opposite pit takes at least `seeds` (the last seed included).
    OppositeCapture { seeds: u8 },
}

impl Goal {
    /// Whether the move that turned `before` into `after`, with these events, reaches the goal.
    pub fn reached(&self, rules: &Rules, before: &Position, events: &[SowEvent], after: &Position) -> bool {
        let mover = before.to_move();
        match *self {
            Goal::LastSeedIn { hole } => first_sowing_ends_in(events) == Some(hole),
            Goal::RelayLifts { hole } => events
                .iter()
                .any(|e| matches!(e, SowEvent::Relay { hole: h, .. } if *h == hole)),
            Goal::Capture { seeds } => events
                .iter()
                .any(|e| matches!(e, SowEvent::Capture { taker, seeds: n, .. } if *taker == mover && *n >= seeds)),
            Goal::PasuForYou { count } => pasus_to(events, mover) >= count as usize,
            Goal::NoPasuForThem => pasus_to(events, mover.opponent()) == 0,
            Goal::EndRound { reason } => events
                .iter()
                .any(|e| matches!(e, SowEvent::RoundEnd { reason: r, .. } if *r == reason)),
            Goal::CloseTheirHoles { holes } => refill(events).is_some_and(|(closed, _)| {
                let theirs = Position::row(rules, mover.opponent());
                closed[theirs].iter().filter(|&&c| c).count() >= holes as usize
            }),
            Goal::NextStarter { side } => refill(events).is_some_and(|(_, starter)| starter == side),
            Goal::WinGame => after.outcome() == Some(Outcome::Win { side: mover }),
            Goal::ExtraTurn => events.iter().any(|e| matches!(e, SowEvent::ExtraTurn { .. })),
            Goal::OppositeCapture { seeds } => events.iter().any(
                |e| matches!(e, SowEvent::OppositeCapture { taker, seeds: n, .. } if *taker == mover && *n >= seeds),
            ),
        }
    }
}

/// The hole of the last seed sown from the first lift (`None` if it fell in a store).
fn first_sowing_ends_in(events: &[SowEvent]) -> Option<u8> {
    let mut last = None;
    for event in events.iter().skip(1) {
        match event {
            SowEvent::Drop { hole, .. } => last = Some(*hole),
            SowEvent::StoreDrop { .. } => last = None,
            SowEvent::Pasu { .. } => {}
            _ => break,
        }
    }
    last
}

fn pasus_to(events: &[SowEvent], side: Side) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, SowEvent::Pasu { taker, .. } if *taker == side))
        .count()
}

/// The closed holes and the starter of the next round, if the move led to one.
fn refill(events: &[SowEvent]) -> Option<(&[bool], Side)> {
    events.iter().find_map(|e| match e {
        SowEvent::Refill { closed, starter, .. } => Some((closed.as_slice(), *starter)),
        _ => None,
    })
}
