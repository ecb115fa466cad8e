//! The move clock of an online game: the time left to the side to move, counted down
//! by the core's own ticks from the server's last `remaining_ms` (never a wall clock).
//! It owns its tick timer, so stopping the clock is the one way its timer ends.

use super::CLOCK_WARNING_MS;
use crate::effect::Effect;

#[derive(Debug, Default)]
pub(crate) struct MoveClock {
    left: Option<u64>,
    /// The pending tick: (timer id, ms it counts).
    timer: Option<(u64, u32)>,
    /// The warning cue was given for this turn.
    warned: bool,
}

impl MoveClock {
    /// The time left to the side to move, while a clock runs.
    pub fn left(&self) -> Option<u64> {
        self.left
    }

    /// The server said how much time the side to move has (`None`: nothing runs):
    /// count down from there.
    pub fn reset(&mut self, left: Option<u64>, ids: &mut u64, fx: &mut Vec<Effect>) {
        self.stop(fx);
        self.left = left;
        if left.is_some_and(|l| l > CLOCK_WARNING_MS) {
            self.warned = false;
        }
        self.arm(ids, fx);
    }

    /// Whether `id` is this clock's tick timer.
    pub fn owns(&self, id: u64) -> bool {
        self.timer.is_some_and(|(t, _)| t == id)
    }

    /// A tick fired: its `step` ms went by; the next one is armed.
    pub fn tick(&mut self, ids: &mut u64, fx: &mut Vec<Effect>) {
        let Some((_, step)) = self.timer.take() else {
            return;
        };
        self.left = self.left.map(|l| l.saturating_sub(u64::from(step)));
        self.arm(ids, fx);
    }

    /// Entering the last seconds on my turn: true once a turn (the caller cues).
    pub fn warn(&mut self, my_turn: bool) -> bool {
        let due = self.left.is_some_and(|l| l <= CLOCK_WARNING_MS) && !self.warned && my_turn;
        self.warned |= due;
        due
    }

    /// Nothing runs any more: the pending tick is cancelled.
    pub fn stop(&mut self, fx: &mut Vec<Effect>) {
        if let Some((id, _)) = self.timer.take() {
            fx.push(Effect::CancelTimer { id });
        }
        self.left = None;
    }

    /// The next tick: at the next whole second of the time left.
    fn arm(&mut self, ids: &mut u64, fx: &mut Vec<Effect>) {
        let Some(left) = self.left.filter(|l| *l > 0) else {
            return;
        };
        let step = match left % 1000 {
            0 => 1000,
            part => part,
        } as u32;
        *ids += 1;
        let id = *ids;
        self.timer = Some((id, step));
        fx.push(Effect::StartTimer { id, ms: step });
    }
}
