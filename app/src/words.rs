//! A game's words: the names of its seats and sides, one announcement per turn, and
//! the status line while a turn is shown, one sentence per animation frame ("South sows
//! from C."), from the same catalogue as `texts.rs`.

use crate::mode::Match;
use crate::texts::Texts;
use crate::timeline::{Frame, FrameKind};
use pallanguzhi_core::{Outcome, Seat, Side, SowEvent, Turn};

impl Texts {
    pub fn sows_from(&self, who: &str, letter: char) -> String {
        self.who_letter("sows-from", who, letter)
    }

    /// A seed dropped; `left` seeds still in the hand.
    pub fn sowing(&self, who: &str, left: u8) -> String {
        self.who_seeds("sowing", who, left.into())
    }

    pub fn relays(&self, who: &str, letter: char, seeds: u8) -> String {
        self.who_letter_seeds("relays", who, letter, seeds)
    }

    pub fn pasu_in(&self, who: &str, letter: char, seeds: u8) -> String {
        self.who_letter_seeds("pasu-in", who, letter, seeds)
    }

    fn who_letter_seeds(&self, id: &str, who: &str, letter: char, seeds: u8) -> String {
        let seeds = self.seeds(seeds.into());
        self.text(
            id,
            &[
                ("who", who.into()),
                ("letter", letter.to_string().into()),
                ("seeds", seeds.into()),
            ],
        )
    }

    pub fn nothing_taken(&self, letter: char) -> String {
        self.text("nothing-taken", &[("letter", letter.to_string().into())])
    }
}

/// A game's words: who sits where, who moves, what a turn or an animation frame did;
/// for the game on the board (`m`), in the player's language.
#[derive(Clone, Copy)]
pub(crate) struct Words<'a> {
    pub m: Option<&'a Match>,
    pub t: Texts,
}

impl Words<'_> {
    /// The name of a seat: a person's name or "Computer (Hard)".
    pub(crate) fn seat_name(&self, seat: &Seat) -> String {
        self.t.seat_name(seat)
    }

    /// The names of a side's seats ("Anbu & Bala").
    pub(crate) fn side_names(&self, side: Side) -> String {
        let Some(m) = self.m else {
            return self.t.side(side);
        };
        let names: Vec<String> = m.game.players().seats(side).iter().map(|s| self.seat_name(s)).collect();
        match names.as_slice() {
            [first, second] => self.t.two_names(first, second),
            _ => names.join(" & "),
        }
    }

    /// Who plays now (empty once the game is over).
    pub(crate) fn mover_name(&self) -> String {
        self.m
            .and_then(|m| m.game.seat_to_move())
            .map_or_else(String::new, |(_, seat)| self.seat_name(seat))
    }

    pub(crate) fn mover_of(&self, side: Side, seat: u8) -> String {
        let Some(m) = self.m else {
            return String::new();
        };
        m.game
            .players()
            .seats(side)
            .get(seat as usize)
            .map_or_else(|| self.side_names(side), |s| self.seat_name(s))
    }

    /// One announcement for a whole turn, ending with who moves next.
    pub(crate) fn turn_text(&self, turn: &Turn) -> String {
        self.turn_words(turn, true)
    }

    /// The board's caption of the last turn: what it did, without who is next or who won,
    /// which the turn line (`GameView::status`) already says (a tablet's panel showed it twice).
    pub(crate) fn turn_caption(&self, turn: &Turn) -> String {
        self.turn_words(turn, false)
    }

    fn turn_words(&self, turn: &Turn, next: bool) -> String {
        let t = &self.t;
        let who = self.mover_of(turn.mover, turn.seat);
        let mut parts = vec![t.sowed(&who, self.letter(turn.hole))];
        if turn.summary.pasus > 0 {
            parts.push(t.pasus(turn.summary.pasus as u32));
        }
        let round = round_of(turn);
        // Once the game is over (a resignation, an agreed draw, online a timeout) nobody is
        // to move: the last turn's words stop before "X to move".
        let over = self.m.is_some_and(|m| m.is_over());
        // A round that ends the game is the result card's score: the caption leaves it out.
        let last_round = turn.events.iter().any(|e| matches!(e, SowEvent::GameEnd { .. }));
        for event in &turn.events {
            match *event {
                SowEvent::Capture { seeds, .. } | SowEvent::OppositeCapture { seeds, .. } if seeds > 0 => {
                    parts.push(t.took(&who, seeds as u16))
                }
                SowEvent::ExtraTurn { .. } => parts.push(t.extra_turn(&who)),
                SowEvent::EndlessStop { .. } => parts.push(t.endless()),
                SowEvent::RoundEnd { bowls, .. } if next || !last_round => {
                    let [south, north] = Side::BOTH.map(|s| self.side_names(s));
                    parts.push(t.round_over(round, [&south, &north], bowls))
                }
                SowEvent::Refill { round, starter, .. } => parts.push(t.new_round(round, &self.side_names(starter))),
                // The caption stops before the result: the turn line and the result card
                // say it (the browser showed "X wins the game." above and below the board).
                SowEvent::GameEnd { outcome, .. } if next => parts.push(self.result(outcome)),
                SowEvent::TurnEnd { next: side, seat, .. } if next && !over => {
                    parts.push(t.to_move(&self.mover_of(side, seat)))
                }
                _ => {}
            }
        }
        parts.join(" ")
    }

    /// What the shown frame of `turn` is doing, as the status line says it.
    pub(crate) fn frame_status(&self, turn: &Turn, frame: &Frame) -> String {
        let t = &self.t;
        let mover = self.mover_of(turn.mover, turn.seat);
        let who = |side: Side| {
            if side == turn.mover {
                mover.clone()
            } else {
                self.side_names(side)
            }
        };
        match frame.kind {
            FrameKind::Lift { hole, .. } => t.sows_from(&mover, self.letter(hole)),
            FrameKind::Relay { hole, seeds } => t.relays(&mover, self.letter(hole), seeds),
            FrameKind::Sow { .. } | FrameKind::SowStore { .. } => t.sowing(&mover, frame.hand.map_or(0, |h| h.seeds)),
            FrameKind::Pasu { hole, seeds, taker } => t.pasu_in(&who(taker), self.letter(hole), seeds),
            FrameKind::Capture { hole, seeds: 0, .. } => t.nothing_taken(self.letter(hole)),
            FrameKind::Capture { seeds, taker, .. } | FrameKind::OppositeCapture { seeds, taker, .. } => {
                t.took(&who(taker), seeds as u16)
            }
            FrameKind::ExtraTurn { side } => t.extra_turn(&who(side)),
            FrameKind::EndlessStop { .. } => t.endless(),
            FrameKind::RoundEnd { ran_out, reason } => t.round_end_reason(reason, &self.side_names(ran_out)),
            FrameKind::Refill { round, starter } => t.new_round(round, &self.side_names(starter)),
            FrameKind::GameEnd { outcome, .. } => self.result(outcome),
        }
    }

    /// Who won ("Bala wins the game."), or that it is drawn.
    fn result(&self, outcome: Outcome) -> String {
        match outcome.winner() {
            Some(side) => self.t.won(&self.side_names(side)),
            None => self.t.draw(),
        }
    }

    pub(crate) fn letter(&self, hole: u8) -> char {
        self.m
            .and_then(|m| pallanguzhi_core::notation::hole_letter(m.game.rules(), hole))
            .unwrap_or('?')
    }
}

/// The round a turn was played in.
pub(crate) fn round_of(turn: &Turn) -> u16 {
    let refill = turn.events.iter().find_map(|e| match e {
        SowEvent::Refill { round, .. } => Some(round - 1),
        _ => None,
    });
    refill.unwrap_or(turn.after.round)
}

/// The result card's title and score line (`DialogKind::GameOver`). A player (`me`: the
/// side of the person against the computer, or online) reads it from their side: "You lost"
/// and "You lost 13–57 to Computer (Easy)."; without one (pass-and-play, a watcher) the
/// winner's name and both sides' names with their bowls. `winner`: `None` for a draw;
/// `names` and `bowls`: South's then North's. The terminal game prints the same words.
pub fn result_words(
    t: &Texts,
    me: Option<Side>,
    winner: Option<Side>,
    names: [&str; 2],
    bowls: [u16; 2],
) -> (String, String) {
    let Some(me) = me else {
        let title = winner.map_or_else(|| t.draw(), |w| t.won(names[w.index()]));
        return (title, t.score(names, bowls));
    };
    let won = winner.map(|w| w == me);
    let title = won.map_or_else(|| t.draw(), |won| t.result_title(won));
    let (mine, theirs) = (bowls[me.index()], bowls[me.opponent().index()]);
    (title, t.result_score(won, mine, theirs, names[me.opponent().index()]))
}
