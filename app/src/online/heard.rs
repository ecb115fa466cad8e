//! A frame of the game's socket applied to the online state: the table, the move sent
//! and not yet echoed, the clock, refusals, claims, the rematch, the connection's state
//! from the game's, and what ending the game means for the socket. What the frame means
//! for the board (a move to play, the game to sync, the dialog, the result) is the app's
//! (`session.rs`), told by `Heard` and `Settled`.

use super::news::transient;
use super::state::Online;
use super::{ConnState, NetError, OnlineCommand};
use crate::effect::Effect;
use crate::env::Env;
use crate::mode::Sitting;
use crate::table::{Rematch, Update};
use pallanguzhi_core::Side;
use pallanguzhi_protocol::{ClientMessage, ErrorCode, GameState, RoomInfo, ServerMessage, Status};

/// What a server frame asks of the board.
#[derive(Debug)]
pub(crate) enum Heard {
    /// Nothing more than settling the state.
    Nothing,
    /// Refused for good at hello: the session failed, nothing to settle.
    Failed,
    /// One more move: play it.
    Moved,
    /// The game changed otherwise: make the board equal the server's.
    Changed,
    /// Both agreed on a rematch: the new room, entered as after a join.
    Rematch(Box<RoomInfo>),
}

/// The connection's state settled from the game's.
pub(crate) struct Settled {
    /// The opponent's open draw offer in a running game (a dialog to answer).
    pub offer: Option<Side>,
    /// The game ended with this frame: its state (result and all).
    pub over: Option<GameState>,
}

impl Online {
    /// Apply `msg`; `clocked`: the clock was reset (its warning may be due).
    pub(crate) fn heard(
        &mut self,
        msg: ServerMessage,
        sitting: Sitting,
        env: &mut Env,
        fx: &mut Vec<Effect>,
    ) -> (Heard, bool) {
        let moved = matches!(msg, ServerMessage::Moved { .. });
        let clocked = matches!(
            msg,
            ServerMessage::State(_) | ServerMessage::Moved { .. } | ServerMessage::GameOver { .. }
        );
        let declined = matches!(msg, ServerMessage::RematchDeclined { .. });
        let update = self.table.apply(msg);
        if clocked {
            self.reset_clock(env, fx);
        }
        if let (Some((n, _)), Some(have)) = (self.pending, self.table.have()) {
            if have > n {
                self.pending = None;
            }
        }
        let heard = match update {
            Update::NeedSync => {
                self.send(ClientMessage::Sync, sitting, env, fx);
                Heard::Nothing
            }
            Update::Refused(e)
                if e.code == ErrorCode::Unauthorized || (self.table.state.is_none() && !transient(e.code)) =>
            {
                // Refused at hello (not seated here, protocol version; or, even in the
                // middle of a game, this device's token: signed out or the account
                // deleted elsewhere): the server closes; reconnecting would be refused again.
                self.error = Some(NetError::Refused(e.code, e.message.clone()));
                self.state = ConnState::Failed;
                self.cancel_retry(fx);
                Heard::Failed
            }
            Update::Refused(e) => {
                if e.code != ErrorCode::RateLimited {
                    self.pending = None;
                }
                if e.code == ErrorCode::NoRematch {
                    self.table.rematch = Some(Rematch::Refused);
                }
                env.refuse(env.texts().server_refused(&e.message));
                Heard::Nothing
            }
            Update::CanClaim(_) => {
                self.can_claim = true;
                Heard::Nothing
            }
            Update::Nothing => Heard::Nothing,
            Update::Rematch(room) => {
                self.net(OnlineCommand::Disconnect, env, fx);
                Heard::Rematch(room)
            }
            Update::Changed if declined => {
                // No rematch any more: the finished game needs no socket.
                self.net(OnlineCommand::Disconnect, env, fx);
                Heard::Nothing
            }
            Update::Changed | Update::Over if moved => Heard::Moved,
            Update::Changed | Update::Over => Heard::Changed,
        };
        (heard, clocked)
    }

    /// The connection's state from the game's (`None`: no game yet).
    pub(crate) fn settle(&mut self, watching: bool) -> Option<Settled> {
        let state = self.table.state.as_ref()?;
        // A watcher is told each seat's presence, not that "the opponent" is away.
        let opponent_away = !watching && state.seats.iter().any(|s| Some(s.side) != state.you && !s.present);
        let was_over = self.state == ConnState::Finished;
        self.state = match state.status {
            Status::Waiting => ConnState::WaitingForGuest,
            Status::Finished => ConnState::Finished,
            Status::Active if opponent_away => ConnState::OpponentAway,
            Status::Active => ConnState::Playing,
        };
        if !opponent_away {
            self.can_claim = false;
        }
        // Only the opponent's offer in a running game is answered; mine waits.
        let offer = state
            .draw_offer
            .filter(|by| state.status == Status::Active && Some(*by) != state.you && !watching);
        let over = (state.status == Status::Finished && !was_over).then(|| state.clone());
        Some(Settled { offer, over })
    }

    /// The game ended: no move waits, no retry; my statistics asked again (a seat's); the
    /// socket kept only while a rematch can be made (the opponent is here: until it is
    /// declined, a player leaves, or Home); a watcher's ends here.
    pub(crate) fn game_ended(&mut self, room: Option<&RoomInfo>, env: &mut Env, fx: &mut Vec<Effect>) {
        self.pending = None;
        self.cancel_retry(fx);
        if room.is_some() {
            let (server, token) = (self.server(), self.account.token.clone());
            self.net(OnlineCommand::Stats { server, token }, env, fx);
        }
        if room.is_none() || self.rematch(true).is_none() {
            self.net(OnlineCommand::Disconnect, env, fx);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pallanguzhi_protocol::WireError;
    use std::sync::Arc;

    fn env() -> Env {
        Env::new(1, Arc::new(crate::store::DiskFs))
    }

    /// A refusal at hello (no game yet) fails the session for good: no retry, nothing to
    /// settle; a rate limit (which passes) is said and the session goes on.
    #[test]
    fn a_refusal_at_hello_fails_the_session_and_a_rate_limit_does_not() {
        let (mut online, mut env, mut fx) = (Online::default(), env(), Vec::new());
        online.state = ConnState::Reconnecting { attempt: 2 };
        online.retry_timer = Some(7);
        let sitting = Sitting::Seated { game_id: 1 };
        let refused = ServerMessage::Error(WireError::new(ErrorCode::NotSeated, "not seated"));
        let (heard, clocked) = online.heard(refused, sitting, &mut env, &mut fx);
        assert!(matches!(heard, Heard::Failed) && !clocked, "{heard:?}");
        assert_eq!(online.state, ConnState::Failed);
        assert!(matches!(fx[..], [Effect::CancelTimer { id: 7 }]), "the back-off stops");
        assert!(online.settle(false).is_none(), "no game to settle");

        let (mut online, mut fx) = (Online::default(), Vec::new());
        online.pending = Some((3, 2));
        let limited = ServerMessage::Error(WireError::new(ErrorCode::RateLimited, "slow down"));
        let (heard, _) = online.heard(limited, sitting, &mut env, &mut fx);
        assert!(matches!(heard, Heard::Nothing), "{heard:?}");
        assert_eq!(
            online.pending,
            Some((3, 2)),
            "a rate-limited move is kept to be sent again"
        );
        assert!(env.notice.is_some(), "the refusal is said");
    }
}
