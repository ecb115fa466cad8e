//! What a UI needs to animate a turn seed by seed. Every event carries the
//! absolute values it leaves behind (a hole's new count, a bowl's new total),
//! so a shell draws them without recomputing any rule.

use crate::side::{Outcome, Side};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SowEvent {
    /// The mover's hand lifts every seed of the chosen hole.
    Lift { hole: u8, seeds: u8 },
    /// One seed falls into a hole, which now holds `count`.
    Drop { hole: u8, count: u8 },
    /// Kalah: one seed falls into the mover's store, which now holds `total`.
    StoreDrop { side: Side, total: u16 },
    /// A hole reached the pasu count: its seeds go to `taker`'s bowl, now `bowl`.
    Pasu {
        hole: u8,
        seeds: u8,
        taker: Side,
        bowl: u16,
    },
    /// The hole after the last seed holds seeds: they are lifted and sowing goes on.
    Relay { hole: u8, seeds: u8 },
    /// The turn ended at the empty hole `empty`; the hole after it is taken
    /// (`seeds` may be 0: nothing is taken).
    Capture {
        empty: u8,
        hole: u8,
        seeds: u8,
        taker: Side,
        bowl: u16,
    },
    /// Kalah: the last seed landed in the mover's empty pit; it and the opposite pit go to the store.
    OppositeCapture {
        hole: u8,
        opposite: u8,
        seeds: u8,
        taker: Side,
        store: u16,
    },
    /// Kalah: the last seed fell in the mover's store: the same side moves again.
    ExtraTurn { side: Side },
    /// The relay came back to a configuration it had already been in this
    /// turn, so it would repeat forever: the turn stops before lifting `hole`.
    EndlessStop { hole: u8 },
    /// The round is over: every seed left on the board went to its row's owner.
    RoundEnd {
        ran_out: Side,
        reason: RoundEndReason,
        swept: [u16; 2],
        bowls: [u16; 2],
    },
    /// The next round's board: each side filled its holes from its bowl, from its own left.
    Refill {
        round: u16,
        holes: Vec<u8>,
        closed: Vec<bool>,
        bowls: [u16; 2],
        starter: Side,
    },
    /// The game is over.
    GameEnd {
        outcome: Outcome,
        reason: GameEndReason,
        bowls: [u16; 2],
    },
    /// The game goes on: `next` moves, from seat `seat`, with these legal holes.
    TurnEnd { next: Side, seat: u8, legal: Vec<u8> },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoundEndReason {
    /// A side had no seeds left in its row.
    EmptyRow,
    /// The no-capture limit was reached.
    NoCapture,
    /// The game's move cap was reached.
    MoveLimit,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameEndReason {
    /// A side could not fill even one hole for the next round.
    CannotRefill,
    /// The round cap was reached; the fuller bowl wins.
    RoundLimit,
    /// The move cap was reached; the fuller bowl wins.
    MoveLimit,
    /// Kalah: a row was empty after a move.
    RowEmpty,
}

/// Receives events as the engine makes them. The no-op observer `()` keeps
/// search and playouts free of allocation: events are built only when wanted.
pub trait Observer {
    /// Whether events are kept (lets the engine skip work that only matters for a record).
    const RECORDS: bool;
    fn emit(&mut self, event: impl FnOnce() -> SowEvent);
}

impl Observer for () {
    const RECORDS: bool = false;
    #[inline(always)]
    fn emit(&mut self, _event: impl FnOnce() -> SowEvent) {}
}

impl Observer for Vec<SowEvent> {
    const RECORDS: bool = true;
    fn emit(&mut self, event: impl FnOnce() -> SowEvent) {
        self.push(event());
    }
}
