//! `App`'s part of a lesson's or a review's board.

use super::BoardAnim;
use crate::app::App;
use crate::effect::Effect;
use crate::timeline;
use pallanguzhi_core::{Rules, Snapshot, SowEvent};

impl App {
    /// Start animating `events` played from `before`; `None` when there is
    /// nothing to animate (reduce motion, instant speed, suspended).
    pub(crate) fn board_anim(
        &mut self,
        rules: &Rules,
        before: &Snapshot,
        events: &[SowEvent],
        fx: &mut Vec<Effect>,
    ) -> Option<BoardAnim> {
        let frames = timeline::build(rules, before, events, self.settings.speed, self.reduce_motion);
        if timeline::total_ms(&frames) == 0 || self.suspended || frames.is_empty() {
            return None;
        }
        let timer = self.fresh_id();
        fx.push(Effect::StartTimer {
            id: timer,
            ms: frames[0].ms,
        });
        if let Some(kind) = frames[0].haptic {
            self.haptic(kind, fx);
        }
        Some(BoardAnim {
            timer,
            frames,
            index: 0,
        })
    }

    /// The next frame of `anim` when its timer fired; false once it is over.
    pub(crate) fn board_anim_step(&mut self, anim: &mut BoardAnim, fx: &mut Vec<Effect>) -> bool {
        anim.index += 1;
        let Some(frame) = anim.frames.get(anim.index) else {
            return false;
        };
        let (ms, haptic) = (frame.ms, frame.haptic);
        anim.timer = self.fresh_id();
        fx.push(Effect::StartTimer { id: anim.timer, ms });
        if let Some(kind) = haptic {
            self.haptic(kind, fx);
        }
        true
    }
}
