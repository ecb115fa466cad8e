//! WebSocket messages on `/v1/games/<id>/ws`. The client speaks first (`hello`);
//! the server answers with the full state or the moves missed since `have`.

use crate::error::WireError;
use crate::http::RoomInfo;
use pallanguzhi_core::{Outcome, Side, Snapshot, SowEvent};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// First message. `have`: how many moves this client already knows (on a
    /// reconnect); the server then sends only the missed `moved`s, or a `state`.
    Hello {
        version: u32,
        #[serde(default)]
        have: Option<u32>,
        /// The account's token, for a client that cannot set `Authorization` on the
        /// upgrade (a browser's WebSocket): the server then authenticates this hello.
        /// A native client keeps the header (checked before the upgrade).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        token: Option<String>,
    },
    /// Play `hole` as move number `number` (0-based: the number of moves before it).
    Move {
        number: u32,
        hole: u8,
    },
    Resign,
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    /// After the opponent was away on their turn for the server's timeout.
    ClaimWin,
    ClaimDraw,
    /// Ask for the full state again.
    Sync,
    /// After the game ended: offer the opponent a new game with the same settings (sides
    /// swapped). An offer while the opponent's is open accepts it.
    OfferRematch,
    AcceptRematch,
    DeclineRematch,
    /// A heartbeat the server answers with `pong`: browsers and URLSession cannot
    /// send WebSocket ping frames, so a client proves the link alive with messages.
    Ping,
}

pallanguzhi_core::read_by_name! {
    #[derive(Debug, Clone, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "snake_case")]
    pub enum Status {
        /// Waiting for the guest.
        Waiting,
        Active,
        Finished,
    }
}

pallanguzhi_core::read_by_name! {
    /// Why a game ended.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "snake_case")]
    pub enum EndReason {
        /// The rules ended it (see the snapshot's `end_reason`).
        Rules,
        Resigned,
        DrawAgreed,
        /// The winner claimed it while the loser was away on their turn.
        Abandoned,
        /// A draw claimed while the opponent was away.
        AwayDraw,
        /// The side to move let its time per move run out (the server ends the game itself).
        Timeout,
    }
}

/// The move clock of a game with one (friendly games have none): the time per move, and
/// while the game is active the deadline of the side to move, as the server's Unix time
/// and as what was left of it when the message was sent (a client's own clock may be wrong:
/// count down from `remaining_ms`, received at a local instant).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    pub move_ms: u64,
    /// Unix ms at which the side to move loses on time; `None` unless the game is active.
    #[serde(default)]
    pub deadline_ms: Option<i64>,
    #[serde(default)]
    pub remaining_ms: Option<u64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub outcome: Outcome,
    pub reason: EndReason,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub side: Side,
    pub account_id: i64,
    pub name: String,
    /// Connected now (pings answered).
    pub present: bool,
}

/// Everything a client needs to draw the game from nothing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    pub game_id: i64,
    pub code: String,
    pub rules: String,
    pub status: Status,
    pub seats: Vec<SeatInfo>,
    /// The reader's side, if seated.
    pub you: Option<Side>,
    /// Every move so far as hole indices; `moves.len()` is the next move number.
    pub moves: Vec<u8>,
    pub snapshot: Snapshot,
    pub result: Option<GameResult>,
    pub draw_offer: Option<Side>,
    /// The move clock; `None`: a friendly game without one (not rated).
    #[serde(default)]
    pub clock: Option<Clock>,
}

impl GameState {
    /// Whose turn it is, or `None` while waiting or once finished.
    pub fn turn(&self) -> Option<Side> {
        (self.status == Status::Active)
            .then_some(self.snapshot.to_move)
            .flatten()
    }
}

/// Clients read it with `ServerMessage::from_json` (the derived `Deserialize` buffers the
/// whole message first: see `pallanguzhi_core::wire`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The full state: after `hello` (unless only moves were missed), after `sync`,
    /// after a resent move, and when a gap is too large to replay.
    State(Box<GameState>),
    /// An accepted, committed move: animate `events` from the previous snapshot.
    Moved {
        number: u32,
        side: Side,
        hole: u8,
        events: Vec<SowEvent>,
        snapshot: Snapshot,
        /// The clock after this move (the next deadline); `None` in a friendly game.
        #[serde(default)]
        clock: Option<Clock>,
    },
    /// Seats changed (the guest sat down) or someone came or went.
    Seats {
        seats: Vec<SeatInfo>,
        status: Status,
    },
    DrawOffered {
        by: Side,
    },
    DrawDeclined {
        by: Side,
    },
    /// The opponent has been away on their turn for the timeout: you may claim.
    ClaimAvailable {
        away: Side,
    },
    GameOver {
        result: GameResult,
        moves: u32,
    },
    Error(WireError),
    /// The answer to a client's `ping`.
    Pong,
    /// How many people watch the game (on the players' server instance); sent when it changes.
    Watchers {
        count: u32,
    },
    /// The opponent (`by`) offers a rematch of this finished game (to the other seat only).
    RematchOffered {
        by: Side,
    },
    /// No rematch: `by` declined it, or left (`by` is then the side that left); no other
    /// offer can be made in this game.
    RematchDeclined {
        by: Side,
    },
    /// The rematch was agreed: the new game (already active), with this reader's side in it.
    /// Connect to it as after joining a room.
    RematchStarted {
        room: RoomInfo,
    },
}

/// The tag of a server message, read first.
#[derive(Deserialize)]
struct Tag {
    #[serde(rename = "type")]
    kind: String,
}

/// Every field of every server message but `state` and `error` (read as their own structs).
#[derive(Deserialize)]
struct Fields {
    number: Option<u32>,
    side: Option<Side>,
    hole: Option<u8>,
    events: Option<Vec<SowEvent>>,
    snapshot: Option<Snapshot>,
    #[serde(default)]
    clock: Option<Clock>,
    seats: Option<Vec<SeatInfo>>,
    status: Option<Status>,
    by: Option<Side>,
    away: Option<Side>,
    result: Option<GameResult>,
    moves: Option<u32>,
    count: Option<u32>,
    room: Option<RoomInfo>,
}

impl ServerMessage {
    /// Read a message as the server sends it (the same JSON as the derived `Deserialize`
    /// reads): its `type` first, then its fields as one flat struct.
    pub fn from_json(text: &str) -> Result<ServerMessage, serde_json::Error> {
        use pallanguzhi_core::wire::{need, unknown};
        use serde::de::Error;
        let kind = serde_json::from_str::<Tag>(text)?.kind;
        match kind.as_str() {
            "state" => return Ok(ServerMessage::State(Box::new(serde_json::from_str(text)?))),
            "error" => return Ok(ServerMessage::Error(serde_json::from_str(text)?)),
            "pong" => return Ok(ServerMessage::Pong),
            _ => {}
        }
        let f: Fields = serde_json::from_str(text)?;
        let message = match kind.as_str() {
            "moved" => (|| {
                Ok(ServerMessage::Moved {
                    number: need(f.number, "number")?,
                    side: need(f.side, "side")?,
                    hole: need(f.hole, "hole")?,
                    events: need(f.events, "events")?,
                    snapshot: need(f.snapshot, "snapshot")?,
                    clock: f.clock,
                })
            })(),
            "seats" => (|| {
                Ok(ServerMessage::Seats {
                    seats: need(f.seats, "seats")?,
                    status: need(f.status, "status")?,
                })
            })(),
            "draw_offered" => need(f.by, "by").map(|by| ServerMessage::DrawOffered { by }),
            "draw_declined" => need(f.by, "by").map(|by| ServerMessage::DrawDeclined { by }),
            "claim_available" => need(f.away, "away").map(|away| ServerMessage::ClaimAvailable { away }),
            "game_over" => (|| {
                Ok(ServerMessage::GameOver {
                    result: need(f.result, "result")?,
                    moves: need(f.moves, "moves")?,
                })
            })(),
            "watchers" => need(f.count, "count").map(|count| ServerMessage::Watchers { count }),
            "rematch_offered" => need(f.by, "by").map(|by| ServerMessage::RematchOffered { by }),
            "rematch_declined" => need(f.by, "by").map(|by| ServerMessage::RematchDeclined { by }),
            "rematch_started" => need(f.room, "room").map(|room| ServerMessage::RematchStarted { room }),
            other => Err(unknown("server message", other)),
        };
        message.map_err(serde_json::Error::custom)
    }
}
