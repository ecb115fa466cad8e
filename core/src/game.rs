//! One match across rounds: players, history, undo/redo, and what a UI draws.

use crate::error::{GameError, MoveError};
use crate::event::RoundEndReason;
use crate::event::{GameEndReason, SowEvent};
use crate::players::{Players, Seat};
use crate::position::{Position, TurnFacts};
use crate::rules::Rules;
use crate::side::{Outcome, Side};
use serde::{Deserialize, Serialize};

/// Everything a UI shows of the board between moves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    pub rules: String,
    pub holes_per_side: u8,
    pub holes: Vec<u8>,
    pub closed: Vec<bool>,
    pub bowls: [u16; 2],
    /// `None` once the game is over.
    pub to_move: Option<Side>,
    /// Which of the side's seats plays next.
    pub seat: u8,
    pub legal: Vec<u8>,
    pub round: u16,
    pub moves_played: u32,
    pub moves_since_capture: u16,
    pub outcome: Option<Outcome>,
    pub end_reason: Option<GameEndReason>,
}

impl Snapshot {
    /// Apply one event, as a shell animating a turn would. Replaying a turn's
    /// events from the snapshot before it gives the snapshot after it.
    pub fn apply(&mut self, event: &SowEvent) {
        let set = |holes: &mut Vec<u8>, hole: u8, n: u8| holes[hole as usize] = n;
        match event {
            SowEvent::Lift { hole, .. } => {
                set(&mut self.holes, *hole, 0);
                self.moves_played += 1;
                self.moves_since_capture = self.moves_since_capture.saturating_add(1);
            }
            SowEvent::Relay { hole, .. } => set(&mut self.holes, *hole, 0),
            SowEvent::Drop { hole, count } => set(&mut self.holes, *hole, *count),
            SowEvent::StoreDrop { side, total } => self.bowls[side.index()] = *total,
            SowEvent::Pasu { hole, taker, bowl, .. } => {
                set(&mut self.holes, *hole, 0);
                self.bowls[taker.index()] = *bowl;
                self.moves_since_capture = 0;
            }
            SowEvent::Capture {
                hole,
                seeds,
                taker,
                bowl,
                ..
            } => {
                set(&mut self.holes, *hole, 0);
                self.bowls[taker.index()] = *bowl;
                if *seeds > 0 {
                    self.moves_since_capture = 0;
                }
            }
            SowEvent::OppositeCapture {
                hole,
                opposite,
                taker,
                store,
                ..
            } => {
                set(&mut self.holes, *hole, 0);
                set(&mut self.holes, *opposite, 0);
                self.bowls[taker.index()] = *store;
                self.moves_since_capture = 0;
            }
            SowEvent::ExtraTurn { .. } | SowEvent::EndlessStop { .. } => {}
            SowEvent::RoundEnd { bowls, .. } => {
                self.holes.iter_mut().for_each(|n| *n = 0);
                self.bowls = *bowls;
            }
            SowEvent::Refill {
                round,
                holes,
                closed,
                bowls,
                ..
            } => {
                self.round = *round;
                self.holes = holes.clone();
                self.closed = closed.clone();
                self.bowls = *bowls;
                self.moves_since_capture = 0;
            }
            SowEvent::GameEnd { outcome, reason, bowls } => {
                self.to_move = None;
                self.seat = 0;
                self.legal.clear();
                self.outcome = Some(*outcome);
                self.end_reason = Some(*reason);
                self.bowls = *bowls;
            }
            SowEvent::TurnEnd { next, seat, legal } => {
                self.to_move = Some(*next);
                self.seat = *seat;
                self.legal = legal.clone();
            }
        }
    }
}

/// The report of one move: the events to animate, a summary, and the board after.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub mover: Side,
    pub seat: u8,
    pub hole: u8,
    pub events: Vec<SowEvent>,
    pub summary: TurnFacts,
    pub after: Snapshot,
}

/// How one finished round went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    pub round: u16,
    pub ran_out: Side,
    pub reason: RoundEndReason,
    pub swept: [u16; 2],
    /// Bowls after the sweep, before any refill.
    pub bowls: [u16; 2],
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    rules: Rules,
    players: Players,
    position: Position,
    history: Vec<u8>,
    /// The position before each move of `history`, with the rounds finished then.
    past: Vec<(Position, usize)>,
    redo: Vec<u8>,
    rounds: Vec<RoundResult>,
}

impl Game {
    pub fn new(rules: Rules, players: Players) -> Result<Game, GameError> {
        rules.validate()?;
        players.validate()?;
        let position = Position::start(&rules)?;
        Ok(Game {
            rules,
            players,
            position,
            history: Vec::new(),
            past: Vec::new(),
            redo: Vec::new(),
            rounds: Vec::new(),
        })
    }

    /// A game with `moves` played from the start; a bad move names its place in the history.
    pub fn replay(rules: Rules, players: Players, moves: &[u8]) -> Result<Game, GameError> {
        let mut game = Game::new(rules, players)?;
        for (index, &hole) in moves.iter().enumerate() {
            game.play(hole).map_err(|e| match e {
                GameError::Move(source) => GameError::History {
                    index,
                    text: crate::notation::hole_letter(&game.rules, hole)
                        .map_or_else(|| hole.to_string(), String::from),
                    source,
                },
                other => other,
            })?;
        }
        Ok(game)
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn players(&self) -> &Players {
        &self.players
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn history(&self) -> &[u8] {
        &self.history
    }

    pub fn redo_moves(&self) -> &[u8] {
        &self.redo
    }

    pub fn rounds(&self) -> &[RoundResult] {
        &self.rounds
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.position.outcome
    }

    pub fn legal_moves(&self) -> Vec<u8> {
        self.position.legal_moves(&self.rules)
    }

    /// The seat index and seat that play next, or `None` once the game is over.
    pub fn seat_to_move(&self) -> Option<(u8, &Seat)> {
        if self.position.is_over() {
            return None;
        }
        let side = self.position.to_move;
        let index = self.players.seat_index(side, self.position.side_moves[side.index()]);
        self.players.seats(side).get(index as usize).map(|seat| (index, seat))
    }

    pub fn snapshot(&self) -> Snapshot {
        let p = &self.position;
        let ring = self.rules.ring_len();
        Snapshot {
            rules: self.rules.name.clone(),
            holes_per_side: self.rules.holes_per_side,
            holes: p.holes[..ring].to_vec(),
            closed: (0..ring).map(|i| p.is_closed(i)).collect(),
            bowls: p.bowls,
            to_move: (!p.is_over()).then_some(p.to_move),
            seat: self.seat_to_move().map_or(0, |(i, _)| i),
            legal: self.legal_moves(),
            round: p.round,
            moves_played: p.moves_played,
            moves_since_capture: p.since_capture,
            outcome: p.outcome,
            end_reason: p.end_reason,
        }
    }

    /// Play `hole` for the side to move. A new move forgets what could be redone.
    pub fn play(&mut self, hole: u8) -> Result<Turn, GameError> {
        let turn = self.apply(hole)?;
        self.redo.clear();
        Ok(turn)
    }

    fn apply(&mut self, hole: u8) -> Result<Turn, GameError> {
        let before = self.position;
        let mover = before.to_move;
        let seat = self.seat_to_move().map_or(0, |(i, _)| i);
        let mut events = Vec::new();
        let summary = self.position.play(&self.rules, hole, &mut events)?;
        self.past.push((before, self.rounds.len()));
        self.history.push(hole);
        self.record_round(&events);
        let after = self.snapshot();
        if let Some(next) = after.to_move {
            events.push(SowEvent::TurnEnd {
                next,
                seat: after.seat,
                legal: after.legal.clone(),
            });
        }
        Ok(Turn {
            mover,
            seat,
            hole,
            events,
            summary,
            after,
        })
    }

    fn record_round(&mut self, events: &[SowEvent]) {
        let round = self.past.last().map_or(1, |(p, _)| p.round);
        for event in events {
            if let SowEvent::RoundEnd {
                ran_out,
                reason,
                swept,
                bowls,
            } = event
            {
                self.rounds.push(RoundResult {
                    round,
                    ran_out: *ran_out,
                    reason: *reason,
                    swept: *swept,
                    bowls: *bowls,
                });
            }
        }
    }

    pub fn can_undo(&self) -> bool {
        !self.past.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    pub fn undo(&mut self) -> Result<(), GameError> {
        let (position, rounds) = self.past.pop().ok_or(GameError::NothingToUndo)?;
        let hole = self.history.pop().ok_or(GameError::NothingToUndo)?;
        self.position = position;
        self.rounds.truncate(rounds);
        self.redo.push(hole);
        Ok(())
    }

    /// Undo back to the last move a person made, so that a person is to move
    /// again (against the computer, one tap takes back the computer's reply
    /// and your move). Returns how many moves were undone.
    pub fn undo_to_human(&mut self) -> Result<u32, GameError> {
        self.undo()?;
        let mut undone = 1;
        while self.seat_to_move().is_some_and(|(_, seat)| seat.is_computer()) && self.can_undo() {
            self.undo()?;
            undone += 1;
        }
        Ok(undone)
    }

    pub fn redo(&mut self) -> Result<Turn, GameError> {
        let hole = *self.redo.last().ok_or(GameError::NothingToRedo)?;
        let turn = self.apply(hole)?;
        self.redo.pop();
        Ok(turn)
    }

    /// Check a move without playing it.
    pub fn check_move(&self, hole: u8) -> Result<(), MoveError> {
        self.position.check_move(&self.rules, hole)
    }
}
