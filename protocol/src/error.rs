//! Typed errors: a stable `code` a program switches on, and a `message` for people.

use serde::{Deserialize, Serialize};

pallanguzhi_core::read_by_name! {
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
    #[serde(rename_all = "snake_case")]
    pub enum ErrorCode {
        /// The body or message is not valid JSON of a known shape.
        Malformed,
        /// A WebSocket message longer than `MAX_MESSAGE_BYTES`.
        TooLarge,
        /// A client speaking a newer protocol version than the server.
        Version,
        InvalidName,
        UnknownRules,
        /// No, or a wrong, bearer token.
        Unauthorized,
        RateLimited,
        UnknownRoom,
        RoomFull,
        RoomFinished,
        /// The account has no seat in this game.
        NotSeated,
        NotYourTurn,
        /// The move number is not the next one (a newer move was already played, or it is ahead).
        StaleMove,
        IllegalMove,
        GameOver,
        /// The game waits for its second player.
        NotStarted,
        NoDrawOffer,
        /// A claim before the opponent was away long enough on their turn.
        CannotClaim,
        NotFound,
        /// A server fault (e.g. the database is unreachable); the request changed nothing.
        Internal,
        /// The server cannot store anything now (its disk is full or its database down); the
        /// request changed nothing and may be retried later.
        Unavailable,
        /// No rematch can be made in this game now (not over, the opponent is not here, an
        /// offer was declined, or no offer to accept).
        NoRematch,
        /// You already offered a rematch in this game; wait for the answer.
        RematchPending,
        /// Another account already has this name (or one that looks the same).
        NameTaken,
    }
}

/// An error as sent in a WebSocket `error` message and inside HTTP error bodies.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("{code:?}: {message}")]
pub struct WireError {
    pub code: ErrorCode,
    pub message: String,
    /// For move errors: the move number the server expects next.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<u32>,
}

impl WireError {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> WireError {
        WireError {
            code,
            message: message.into(),
            expected: None,
        }
    }

    pub fn expecting(mut self, number: u32) -> WireError {
        self.expected = Some(number);
        self
    }
}

/// Every non-2xx HTTP response: `{"error": {"code": ..., "message": ...}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ErrorBody {
    pub error: WireError,
}
