//! A board that is not the game's: a lesson's position or a reviewed game's,
//! drawn as a `GameView` so the shells reuse their game board as it is, and
//! the animation of one move on it through the same timeline frames.

use crate::texts::{Texts, Whose, Why};
use crate::timeline::{Frame, FrameKind};
use crate::view::*;
use pallanguzhi_core::{notation, Position, Rules, Side, Snapshot, SowEvent};

/// One move animated on a lesson's or a review's board.
pub(crate) struct BoardAnim {
    pub timer: u64,
    pub frames: Vec<Frame>,
    pub index: usize,
}

impl BoardAnim {
    pub fn frame(&self) -> Option<&Frame> {
        self.frames.get(self.index)
    }

    /// How many of the move's steps (as `lesson::explain` tells them) have begun.
    pub fn steps_begun(&self) -> usize {
        self.frames[..=self.index.min(self.frames.len().saturating_sub(1))]
            .iter()
            .filter(|f| !matches!(f.kind, FrameKind::Sow { .. } | FrameKind::SowStore { .. }))
            .count()
    }
}

/// The snapshot of a bare position (a lesson's), as a game would give it.
pub(crate) fn snapshot_of(rules: &Rules, p: &Position) -> Snapshot {
    let ring = rules.ring_len();
    Snapshot {
        rules: rules.name.clone(),
        holes_per_side: rules.holes_per_side,
        holes: p.holes()[..ring].to_vec(),
        closed: (0..ring).map(|i| p.is_closed(i)).collect(),
        bowls: p.bowls(),
        to_move: (!p.is_over()).then_some(p.to_move()),
        seat: 0,
        legal: p.legal_moves(rules),
        round: p.round(),
        moves_played: p.moves_played(),
        moves_since_capture: p.since_capture(),
        outcome: p.outcome(),
        end_reason: p.end_reason(),
    }
}

/// What a board shows besides its counts.
pub(crate) struct BoardLook<'a> {
    pub rules: &'a Rules,
    pub board: &'a Snapshot,
    pub frame: Option<&'a Frame>,
    /// Why each hole can or cannot be tapped.
    pub why: &'a dyn Fn(u8) -> Why,
    pub hinted: Option<u8>,
    /// The holes sown by the move just shown.
    pub sown: Vec<u8>,
    /// The side called "yours" and drawn at the bottom.
    pub mine: Option<Side>,
    pub names: [Vec<String>; 2],
    pub status: String,
    pub history: Vec<String>,
    pub last_move: Option<u8>,
}

/// The holes sown by a move's events.
pub(crate) fn sown_by(events: &[SowEvent]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match e {
            SowEvent::Drop { hole, .. } => Some(*hole),
            _ => None,
        })
        .collect()
}

pub(crate) fn board_view(look: BoardLook, t: &Texts) -> GameView {
    let rules = look.rules;
    let board = look.frame.map_or(look.board, |f| &f.board);
    let name = |side: Side| look.names[side.index()].join(" & ");
    let whose = |side: Side| match look.mine {
        Some(me) if me == side => Whose::Yours,
        _ => Whose::Of(name(side)),
    };
    let holes = (0..rules.ring_len() as u8)
        .map(|i| {
            let owner = Position::owner(rules, i as usize);
            let (count, closed) = (board.holes[i as usize], board.closed[i as usize]);
            let why = if look.frame.is_some() {
                Why::Sowing
            } else {
                (look.why)(i)
            };
            let legal = why == Why::Playable;
            let letter = notation::hole_letter(rules, i).unwrap_or('?');
            HoleView {
                index: i,
                letter: letter.to_string(),
                owner,
                count,
                closed,
                legal,
                hinted: look.hinted == Some(i),
                last_sown: look.frame.is_none() && look.sown.contains(&i),
                accessibility_label: t.hole(&whose(owner), letter, count, closed, legal),
                accessibility_hint: t.why(&why),
            }
        })
        .collect();
    let bowls = Side::BOTH
        .iter()
        .map(|&side| BowlView {
            side,
            count: board.bowls[side.index()],
            accessibility_label: t.bowl(&whose(side), board.bowls[side.index()]),
        })
        .collect();
    let animating = look.frame.is_some();
    GameView {
        game_id: String::new(),
        rules: rules.name.clone(),
        mode: Mode::PassAndPlay,
        holes_per_side: rules.holes_per_side,
        bottom: look.mine.unwrap_or(Side::South),
        holes,
        bowls,
        hand: look.frame.and_then(|f| f.hand),
        flights: look.frame.map_or_else(Vec::new, |f| f.flights.clone()),
        frame: look.frame.map(|f| f.kind.clone()),
        frame_ms: look.frame.map_or(0, |f| f.ms),
        animating,
        to_move: board.to_move,
        mover: board.to_move.map_or_else(String::new, name),
        seat: None,
        seat_line: None,
        thinking: Thinking::Nobody,
        status: look.status,
        round: board.round,
        moves_played: board.moves_played,
        move_line: t.move_round(board.moves_played, board.round),
        score_line: t.score([&name(Side::South), &name(Side::North)], board.bowls),
        history: look.history,
        last_move: look.last_move,
        buttons: Buttons {
            skip: animating,
            ..Buttons::default()
        },
        hint: None,
        dialog: None,
        banner: None,
        refusal: None,
        outcome: board.outcome,
        names: SeatNames {
            south: look.names[0].clone(),
            north: look.names[1].clone(),
        },
    }
}
