//! What a UI needs to animate a turn seed by seed. Every event carries the
//! absolute values it leaves behind (a hole's new count, a bowl's new total),
//! so a shell draws them without recomputing any rule.

use crate::side::{Outcome, Side};
use serde::{Deserialize, Serialize};

/// Sent tagged inside the object (`{"type":"drop","hole":3,"count":2}`); read back through
/// the flat `SowEventWire` (see `crate::wire`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", try_from = "SowEventWire")]
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

crate::read_by_name! {
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
    #[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
    #[serde(rename_all = "snake_case")]
    pub enum RoundEndReason {
        /// A side had no seeds left in its row.
        EmptyRow,
        /// The no-capture limit was reached.
        NoCapture,
        /// The game's move cap was reached.
        MoveLimit,
    }
}

crate::read_by_name! {
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
    #[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
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
}

/// Every field of every event, for reading (`reason` is a round's or a game's; `kind` is
/// the `type`), read as a map only (`read_as_map!`).
#[derive(Default)]
struct SowEventWire {
    kind: Option<String>,
    hole: Option<u8>,
    seeds: Option<u8>,
    count: Option<u8>,
    side: Option<Side>,
    total: Option<u16>,
    taker: Option<Side>,
    bowl: Option<u16>,
    empty: Option<u8>,
    opposite: Option<u8>,
    store: Option<u16>,
    ran_out: Option<Side>,
    reason: Option<AnyEndReason>,
    swept: Option<[u16; 2]>,
    bowls: Option<[u16; 2]>,
    round: Option<u16>,
    holes: Option<Vec<u8>>,
    closed: Option<Vec<bool>>,
    starter: Option<Side>,
    outcome: Option<Outcome>,
    next: Option<Side>,
    seat: Option<u8>,
    legal: Option<Vec<u8>>,
}

crate::read_as_map!(SowEventWire, "an event" {
    "type" => kind,
    "hole" => hole,
    "seeds" => seeds,
    "count" => count,
    "side" => side,
    "total" => total,
    "taker" => taker,
    "bowl" => bowl,
    "empty" => empty,
    "opposite" => opposite,
    "store" => store,
    "ran_out" => ran_out,
    "reason" => reason,
    "swept" => swept,
    "bowls" => bowls,
    "round" => round,
    "holes" => holes,
    "closed" => closed,
    "starter" => starter,
    "outcome" => outcome,
    "next" => next,
    "seat" => seat,
    "legal" => legal,
});

crate::read_by_name! {
    /// The names of `RoundEndReason` and `GameEndReason` together (`move_limit` is both).
    #[derive(Clone, Copy, Serialize)]
    #[serde(rename_all = "snake_case")]
    enum AnyEndReason {
        EmptyRow,
        NoCapture,
        MoveLimit,
        CannotRefill,
        RoundLimit,
        RowEmpty,
    }
}

impl TryFrom<SowEventWire> for SowEvent {
    type Error = String;

    fn try_from(w: SowEventWire) -> Result<SowEvent, String> {
        use crate::wire::need;
        use AnyEndReason as R;
        let hole = || need(w.hole, "hole");
        let seeds = || need(w.seeds, "seeds");
        let taker = || need(w.taker, "taker");
        let bowls = || need(w.bowls, "bowls");
        let kind = need(w.kind.as_deref(), "type")?;
        Ok(match kind {
            "lift" => SowEvent::Lift {
                hole: hole()?,
                seeds: seeds()?,
            },
            "drop" => SowEvent::Drop {
                hole: hole()?,
                count: need(w.count, "count")?,
            },
            "store_drop" => SowEvent::StoreDrop {
                side: need(w.side, "side")?,
                total: need(w.total, "total")?,
            },
            "pasu" => SowEvent::Pasu {
                hole: hole()?,
                seeds: seeds()?,
                taker: taker()?,
                bowl: need(w.bowl, "bowl")?,
            },
            "relay" => SowEvent::Relay {
                hole: hole()?,
                seeds: seeds()?,
            },
            "capture" => SowEvent::Capture {
                empty: need(w.empty, "empty")?,
                hole: hole()?,
                seeds: seeds()?,
                taker: taker()?,
                bowl: need(w.bowl, "bowl")?,
            },
            "opposite_capture" => SowEvent::OppositeCapture {
                hole: hole()?,
                opposite: need(w.opposite, "opposite")?,
                seeds: seeds()?,
                taker: taker()?,
                store: need(w.store, "store")?,
            },
            "extra_turn" => SowEvent::ExtraTurn {
                side: need(w.side, "side")?,
            },
            "endless_stop" => SowEvent::EndlessStop { hole: hole()? },
            "round_end" => SowEvent::RoundEnd {
                ran_out: need(w.ran_out, "ran_out")?,
                reason: match need(w.reason, "reason")? {
                    R::EmptyRow => RoundEndReason::EmptyRow,
                    R::NoCapture => RoundEndReason::NoCapture,
                    R::MoveLimit => RoundEndReason::MoveLimit,
                    _ => return Err("not a round's end reason".into()),
                },
                swept: need(w.swept, "swept")?,
                bowls: bowls()?,
            },
            "refill" => SowEvent::Refill {
                round: need(w.round, "round")?,
                holes: need(w.holes, "holes")?,
                closed: need(w.closed, "closed")?,
                bowls: bowls()?,
                starter: need(w.starter, "starter")?,
            },
            "game_end" => SowEvent::GameEnd {
                outcome: need(w.outcome, "outcome")?,
                reason: match need(w.reason, "reason")? {
                    R::CannotRefill => GameEndReason::CannotRefill,
                    R::RoundLimit => GameEndReason::RoundLimit,
                    R::MoveLimit => GameEndReason::MoveLimit,
                    R::RowEmpty => GameEndReason::RowEmpty,
                    _ => return Err("not a game's end reason".into()),
                },
                bowls: bowls()?,
            },
            "turn_end" => SowEvent::TurnEnd {
                next: need(w.next, "next")?,
                seat: need(w.seat, "seat")?,
                legal: need(w.legal, "legal")?,
            },
            other => return Err(crate::wire::unknown("event", other)),
        })
    }
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
