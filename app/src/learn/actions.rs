//! A lesson's buttons, decided once here so no shell picks which to show or words them.

use crate::event::Event;
use crate::screen::action;
use crate::texts::Texts;
use crate::view::ActionView;

/// Where a lesson stands, as far as its buttons care.
pub(super) struct Phase {
    /// A move is being shown step by step.
    pub animating: bool,
    pub solved: bool,
    pub misses: u32,
    /// The course has a lesson after this one.
    pub has_next: bool,
}

/// The lesson's buttons in the order its sticky bar shows them: the way forward first
/// (Next lesson once solved, Show at once while a move plays), then Again once there is
/// something to try again, then back to the list. Next lesson is the main one (filled).
pub(super) fn lesson_actions(t: &Texts, p: &Phase) -> Vec<ActionView> {
    let next = (p.solved && p.has_next).then(|| action(t, "lesson-next", Event::NextLesson).primary());
    let skip = p.animating.then(|| action(t, "lesson-skip", Event::SkipAnimation));
    let again = (!p.animating && (p.solved || p.misses > 0)).then(|| action(t, "lesson-again", Event::RetryLesson));
    let back = Some(action(t, "lessons", Event::BackHome));
    [next, skip, again, back].into_iter().flatten().collect()
}
