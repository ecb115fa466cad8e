//! Every board's holes and bowls (`holes`, `bowls`: the game's, a lesson's, a review's, a
//! watched game's), and a board that is not the game's, a lesson's position or a reviewed
//! game's, drawn as a whole `GameView` so the shells reuse their game board as it is, with
//! the animation of one move on it through the same timeline frames.

use crate::texts::{Texts, Whose, Why};
use crate::timeline::{Frame, FrameKind};
use crate::view::*;
use pallanguzhi_core::{notation, Position, Rules, Seat, Side, Snapshot, SowEvent};

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
    /// Each bowl's name and level badge (`bowl_label`), South's then North's.
    pub bowl_labels: [(String, Option<String>); 2],
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

/// What the holes of any board show: the game's, a lesson's, a review's, a watched game's.
pub(crate) struct HoleLook<'a> {
    pub rules: &'a Rules,
    /// The counts shown (the animation frame's while a turn is shown).
    pub board: &'a Snapshot,
    pub animating: bool,
    /// Why each hole can or cannot be played (asked only while nothing is animated).
    pub why: &'a dyn Fn(u8) -> Why,
    /// Whether the one looking may play the holes of a side (online: their own only).
    pub may_play: &'a dyn Fn(Side) -> bool,
    /// The accessibility hint of every hole, when it is not why (a watcher's).
    pub hint_text: Option<String>,
    pub hinted: Option<u8>,
    /// The holes sown by the move last shown (marked once it is shown).
    pub sown: &'a [u8],
    pub whose: &'a dyn Fn(Side) -> Whose,
}

/// The holes of a board, in ring order, with their words.
pub(crate) fn holes(look: HoleLook, t: &Texts) -> Vec<HoleView> {
    let rules = look.rules;
    (0..rules.ring_len() as u8)
        .map(|i| {
            let owner = Position::owner(rules, i as usize);
            let (count, closed) = (look.board.holes[i as usize], look.board.closed[i as usize]);
            let why = if look.animating { Why::Sowing } else { (look.why)(i) };
            let legal = why == Why::Playable && (look.may_play)(owner);
            let letter = notation::hole_letter(rules, i).unwrap_or('?');
            HoleView {
                index: i,
                letter: letter.to_string(),
                owner,
                count,
                closed,
                legal,
                hinted: look.hinted == Some(i),
                last_sown: !look.animating && look.sown.contains(&i),
                accessibility_label: t.hole(&(look.whose)(owner), letter, count, closed, legal),
                accessibility_hint: look.hint_text.clone().unwrap_or_else(|| t.why(&why)),
            }
        })
        .collect()
}

/// The two bowls of a board, with their words and their names (South's then North's).
pub(crate) fn bowls(
    board: &Snapshot,
    whose: &dyn Fn(Side) -> Whose,
    labels: [(String, Option<String>); 2],
    t: &Texts,
) -> Vec<BowlView> {
    Side::BOTH
        .iter()
        .zip(labels)
        .map(|(&side, (name, badge))| BowlView {
            side,
            count: board.bowls[side.index()],
            accessibility_label: t.bowl(&whose(side), board.bowls[side.index()]),
            name,
            badge,
        })
        .collect()
}

/// What a bowl is labelled with: its side's seats by name ("Anbu", "Anbu & Bala"; with two
/// seats, `seat` names the one to play alone), a computer as "Computer" with its level
/// ("Easy") apart, for a small badge, so the name alone fits the bowl's line. Two computers
/// on one side keep their levels in their names (one badge could not say both).
pub(crate) fn bowl_label(seats: &[Seat], seat: Option<u8>, t: &Texts) -> (String, Option<String>) {
    let named: Vec<&Seat> = match seat.and_then(|i| seats.get(i as usize)) {
        Some(one) => vec![one],
        None => seats.iter().collect(),
    };
    let level = |s: &Seat| match s {
        Seat::Computer { level } => Some(*level),
        Seat::Human { .. } => None,
    };
    let levels: Vec<_> = named.iter().filter_map(|s| level(s)).collect();
    let badge = match levels.as_slice() {
        [level] => Some(t.level(*level)),
        _ => None,
    };
    let names: Vec<String> = named
        .iter()
        .map(|s| match (level(s), &badge) {
            (Some(_), Some(_)) => t.word("ui-computer"),
            _ => t.seat_name(s),
        })
        .collect();
    let name = match names.as_slice() {
        [first, second] => t.two_names(first, second),
        _ => names.join(" & "),
    };
    (name, badge)
}

pub(crate) fn board_view(look: BoardLook, t: &Texts) -> GameView {
    let rules = look.rules;
    let board = look.frame.map_or(look.board, |f| &f.board);
    let name = |side: Side| look.names[side.index()].join(" & ");
    let whose = |side: Side| match look.mine {
        Some(me) if me == side => Whose::Yours,
        _ => Whose::Of(name(side)),
    };
    let holes = holes(
        HoleLook {
            rules,
            board,
            animating: look.frame.is_some(),
            why: look.why,
            may_play: &|_| true,
            hint_text: None,
            hinted: look.hinted,
            sown: &look.sown,
            whose: &whose,
        },
        t,
    );
    let bowls = bowls(board, &whose, look.bowl_labels, t);
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
        actions: Vec::new(),
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
