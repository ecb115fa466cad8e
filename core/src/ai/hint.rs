//! Why a move is good, in words a player understands, read from what the
//! move actually does on the board.

use super::Reason;
use crate::event::SowEvent;
use crate::position::Position;
use crate::rules::Rules;

/// The reason for playing `hole` (legal) in `pos`.
pub fn reason(rules: &Rules, pos: &Position, hole: u8, only_move: bool) -> Reason {
    let mover = pos.to_move;
    let mut after = *pos;
    let mut events = Vec::new();
    let Ok(facts) = after.play(rules, hole, &mut events) else {
        return Reason::BestPosition;
    };
    let mut own_pasus = 0u8;
    let mut end_capture = 0u16;
    let mut ran_out = None;
    for event in &events {
        match *event {
            SowEvent::Pasu { taker, .. } if taker == mover => own_pasus += 1,
            SowEvent::Capture { taker, seeds, .. } if taker == mover => end_capture += seeds as u16,
            SowEvent::OppositeCapture { taker, seeds, .. } if taker == mover => end_capture += seeds as u16,
            SowEvent::RoundEnd { ran_out: side, .. } => ran_out = Some(side),
            _ => {}
        }
    }
    let gained = facts.gains[mover.index()];
    if after.outcome.and_then(|o| o.winner()) == Some(mover) {
        Reason::WinsTheGame
    } else if facts.extra_turn {
        Reason::ExtraTurn
    } else if gained > 0 && end_capture == 0 && own_pasus > 0 {
        Reason::PasuForYou { count: own_pasus }
    } else if gained > 0 {
        Reason::Captures { seeds: gained }
    } else if ran_out == Some(mover.opponent()) {
        Reason::EmptiesTheirRow
    } else if only_move {
        Reason::OnlyMove
    } else {
        Reason::BestPosition
    }
}
