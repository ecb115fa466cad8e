//! The status line while a turn is shown: one sentence per animation frame
//! ("South sows from C."), from the same catalogue as `texts.rs`.

use crate::app::App;
use crate::texts::Texts;
use crate::timeline::{Frame, FrameKind};
use pallanguzhi_core::{Side, Turn};

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

impl App {
    /// What the shown frame of `turn` is doing, as the status line says it.
    pub(crate) fn frame_status(&self, turn: &Turn, frame: &Frame) -> String {
        let t = self.env.texts();
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
            FrameKind::GameEnd { outcome, .. } => match outcome.winner() {
                Some(side) => t.won(&self.side_names(side)),
                None => t.draw(),
            },
        }
    }
}
