//! `Table`: a client's view of one online game, kept from server messages.

use pallanguzhi_core::{Side, Snapshot, SowEvent};
use pallanguzhi_protocol::{GameState, RoomInfo, ServerMessage, Status, WireError};

/// What a server message did to the table.
#[derive(Debug, Clone, PartialEq)]
pub enum Update {
    /// The state changed (a move, seats, an offer...).
    Changed,
    /// Nothing new (a move already known).
    Nothing,
    /// A move arrived out of order, or before any state: send `sync`.
    NeedSync,
    /// The game is over.
    Over,
    /// The server refused something.
    Refused(WireError),
    /// The opponent may be claimed against.
    CanClaim(Side),
    /// The rematch was agreed: the new game to enter.
    Rematch(Box<RoomInfo>),
}

/// Where a rematch of this finished game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rematch {
    /// `Side` offered it and waits for the other's answer.
    Offered(Side),
    /// Declined, or a player left: no rematch in this game.
    Refused,
}

/// The last move received, for a UI to animate or narrate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastMove {
    pub number: u32,
    pub side: Side,
    pub hole: u8,
    pub events: Vec<SowEvent>,
}

#[derive(Debug, Clone, Default)]
pub struct Table {
    pub state: Option<GameState>,
    pub last: Option<LastMove>,
    /// How many people watch the game (the server's last `watchers`).
    pub watchers: u32,
    /// The rematch offer, once one was made (or refused).
    pub rematch: Option<Rematch>,
}

impl Table {
    /// How many moves this client knows (the `have` of a reconnect).
    pub fn have(&self) -> Option<u32> {
        self.state.as_ref().map(|s| s.moves.len() as u32)
    }

    pub fn is_over(&self) -> bool {
        self.state.as_ref().is_some_and(|s| s.status == Status::Finished)
    }

    /// Whether `side` is to move now.
    pub fn my_turn(&self) -> bool {
        self.state
            .as_ref()
            .is_some_and(|s| s.you.is_some() && s.turn() == s.you)
    }

    pub fn apply(&mut self, msg: ServerMessage) -> Update {
        let Some(state) = self.state.as_mut() else {
            return match msg {
                ServerMessage::State(s) => self.replace(*s),
                ServerMessage::Error(e) => Update::Refused(e),
                ServerMessage::Pong => Update::Nothing,
                ServerMessage::Watchers { count } => {
                    self.watchers = count;
                    Update::Nothing
                }
                _ => Update::NeedSync,
            };
        };
        match msg {
            ServerMessage::State(s) => self.replace(*s),
            ServerMessage::Moved {
                number,
                side,
                hole,
                events,
                snapshot,
                clock,
            } => {
                let have = state.moves.len() as u32;
                if number < have {
                    return Update::Nothing;
                }
                if number > have {
                    return Update::NeedSync;
                }
                // Animate like offline: the events lead from the old snapshot to the new
                // one; if they do not, this table is out of step with the server.
                let mut animated: Snapshot = state.snapshot.clone();
                events.iter().for_each(|e| animated.apply(e));
                if (&animated.holes, animated.bowls) != (&snapshot.holes, snapshot.bowls) {
                    return Update::NeedSync;
                }
                state.moves.push(hole);
                state.snapshot = snapshot;
                state.draw_offer = None;
                if clock.is_some() {
                    state.clock = clock;
                }
                self.last = Some(LastMove {
                    number,
                    side,
                    hole,
                    events,
                });
                Update::Changed
            }
            ServerMessage::Seats { seats, status } => {
                state.seats = seats;
                // Only `game_over` (with its result) finishes a game here.
                if state.status != Status::Finished && status != Status::Finished {
                    state.status = status;
                }
                Update::Changed
            }
            ServerMessage::DrawOffered { by } => {
                state.draw_offer = Some(by);
                Update::Changed
            }
            ServerMessage::DrawDeclined { .. } => {
                state.draw_offer = None;
                Update::Changed
            }
            ServerMessage::ClaimAvailable { away } => Update::CanClaim(away),
            ServerMessage::GameOver { result, moves } => {
                if moves as usize != state.moves.len() {
                    return Update::NeedSync;
                }
                state.result = Some(result);
                state.status = Status::Finished;
                state.snapshot.to_move = None;
                if let Some(clock) = state.clock.as_mut() {
                    clock.deadline_ms = None;
                    clock.remaining_ms = None;
                }
                Update::Over
            }
            ServerMessage::Error(e) => Update::Refused(e),
            ServerMessage::Pong => Update::Nothing,
            ServerMessage::Watchers { count } => {
                self.watchers = count;
                Update::Changed
            }
            ServerMessage::RematchOffered { by } => {
                self.rematch = Some(Rematch::Offered(by));
                Update::Changed
            }
            ServerMessage::RematchDeclined { .. } => {
                self.rematch = Some(Rematch::Refused);
                Update::Changed
            }
            ServerMessage::RematchStarted { room } => Update::Rematch(Box::new(room)),
        }
    }

    fn replace(&mut self, state: GameState) -> Update {
        let over = state.status == Status::Finished;
        self.state = Some(state);
        if over {
            Update::Over
        } else {
            Update::Changed
        }
    }
}
