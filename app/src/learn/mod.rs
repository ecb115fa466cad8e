//! "Learn to play": the list of a rule set's lessons with the learner's
//! progress, and one lesson on its board. The core's `LessonRun` judges each
//! move (by playing it with the engine); here it is animated through the
//! game's timeline, told step by step, and a miss is taken back. Progress is
//! written atomically through the store (`lessons.json`), like statistics.

mod actions;
mod flow;

use crate::board::BoardAnim;
use crate::texts::Why;
use crate::view::LessonVerdict;
use pallanguzhi_core::lesson::{Attempt, LessonRun, Progress};

/// The lessons' state: progress, the course shown, the lesson played.
#[derive(Default)]
pub(crate) struct Learning {
    pub progress: Progress,
    /// The rule set whose course is listed.
    pub preset: String,
    pub play: Option<LessonPlay>,
    pub anim: Option<BoardAnim>,
}

pub(crate) struct LessonPlay {
    pub run: LessonRun,
    /// The last move played on the lesson (being shown, or shown).
    pub shown: Option<Attempt>,
    /// Set once the move has been shown to its end.
    pub verdict: Option<LessonVerdict>,
    /// Why the last tapped hole could not be played.
    pub refused: Option<Why>,
}
