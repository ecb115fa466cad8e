//! The status line while a turn is shown: one sentence per animation frame
//! ("South sows from C."), in the same three languages as `texts.rs`.

use crate::app::App;
use crate::texts::Texts;
use crate::timeline::{Frame, FrameKind};
use pallanguzhi_core::{Side, Turn};

impl Texts {
    pub fn sows_from(&self, who: &str, letter: char) -> String {
        self.pick(
            format!("{who} sows from {letter}."),
            format!("{who} sème depuis le trou {letter}."),
            format!("{who} குழி {letter}-இலிருந்து விதைக்கிறார்."),
        )
    }

    /// A seed dropped; `left` seeds still in the hand.
    pub fn sowing(&self, who: &str, left: u8) -> String {
        let n = self.seeds(left as u32);
        self.pick(
            format!("{who} sows, {n} in hand."),
            format!("{who} sème, {n} en main."),
            format!("{who} விதைக்கிறார், கையில் {n}."),
        )
    }

    pub fn relays(&self, who: &str, letter: char, seeds: u8) -> String {
        let n = self.seeds(seeds as u32);
        self.pick(
            format!("{who} lifts {n} from {letter} and sows on."),
            format!("{who} prend {n} du trou {letter} et continue."),
            format!("{who} குழி {letter}-இலிருந்து {n} எடுத்துத் தொடர்கிறார்."),
        )
    }

    pub fn pasu_in(&self, who: &str, letter: char, seeds: u8) -> String {
        let n = self.seeds(seeds as u32);
        self.pick(
            format!("Pasu in {letter}: {who} takes {n}."),
            format!("Pasu au trou {letter} : {who} prend {n}."),
            format!("குழி {letter}-இல் பசு: {who} {n} எடுக்கிறார்."),
        )
    }

    pub fn nothing_taken(&self, letter: char) -> String {
        self.pick(
            format!("Hole {letter} is empty: nothing to take."),
            format!("Le trou {letter} est vide : rien à prendre."),
            format!("குழி {letter} காலி: எடுக்க எதுவும் இல்லை."),
        )
    }
}

impl App {
    /// What the shown frame of `turn` is doing, as the status line says it.
    pub(crate) fn frame_status(&self, turn: &Turn, frame: &Frame) -> String {
        let t = self.texts();
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
