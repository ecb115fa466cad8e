//! Lessons: one short exercise per rule, each a real position the engine
//! checks, a typed goal, the holes that reach it and the keys of its texts
//! (`app/locales/<lang>/lessons.ftl`). Whether a move reaches the goal is
//! decided by playing it with the engine, never by a table of answers, and
//! the explanation of a move is read from the `SowEvent`s it makes.

mod data;
mod goal;
mod steps;
mod tutor;

pub use goal::Goal;
pub use steps::{explain, Arg, Spot, Step, STEP_KEYS};
pub use tutor::{LessonRun, Progress, ProgressError, HINT_AFTER_MISSES, PROGRESS_FORMAT, PROGRESS_VERSION};

use crate::error::{MoveError, PositionError};
use crate::event::SowEvent;
use crate::position::{Position, Setup, TurnFacts};
use crate::rules::Rules;
use serde::Serialize;
use thiserror::Error;

crate::read_by_name! {
    /// The rule a lesson teaches, so a rules screen can link each rule to its lesson.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum Topic {
        Sowing,
        Relay,
        Capture,
        Pasu,
        PasuToOther,
        RoundEnd,
        Refill,
        ClosedHoles,
        NextStarter,
        CannotRefill,
        NoCaptureLimit,
        Store,
        ExtraTurn,
        OppositeCapture,
        GameEnd,
    }
}

/// One exercise: a position, a goal, and the holes that reach it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lesson {
    /// Stable: progress is saved under it, and its texts are `lesson-<id>-title`,
    /// `-goal`, `-right` (why the answer works) and `-wrong` (why a miss misses).
    pub id: &'static str,
    /// The preset the lesson is played with.
    pub preset: &'static str,
    pub topic: Topic,
    /// The position, South to move (the learner plays South).
    pub setup: Setup,
    pub goal: Goal,
    /// Every legal hole that reaches the goal, ascending. A test checks that
    /// these and no others do.
    pub answers: &'static [u8],
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LessonError {
    #[error("no lesson '{0}'")]
    Unknown(String),
    #[error(transparent)]
    Position(#[from] PositionError),
    #[error(transparent)]
    Move(#[from] MoveError),
}

/// What one move does on a lesson's position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attempt {
    pub hole: u8,
    /// The engine's verdict: the move reaches the lesson's goal.
    pub reached: bool,
    /// The move explained step by step (lifts, relays, pasu, the empty hole, the capture…).
    pub steps: Vec<Step>,
    /// The raw events, for the animation.
    pub events: Vec<SowEvent>,
    pub facts: TurnFacts,
    pub after: Position,
}

/// Every lesson, grouped by preset in `PRESET_IDS` order.
pub fn all() -> Vec<Lesson> {
    data::all()
}

/// The lessons of one preset, in teaching order (empty for custom rules).
pub fn for_preset(preset: &str) -> Vec<Lesson> {
    all().into_iter().filter(|l| l.preset == preset).collect()
}

/// What a learner of `preset` plays, in order: the Pallanguzhi lessons whose
/// rule is the same in that preset (played as Pallanguzhi: the rule, not the
/// seed count, is the point), then the preset's own. Empty for custom rules.
pub fn course(preset: &str) -> Vec<Lesson> {
    use Topic::*;
    let shared: &[Topic] = match preset {
        "pallanguzhi" | "kalah" => &[],
        // Pasu to the sower, refill by 6, the starter alternates: their own lessons.
        "pallankuzhi" => &[Sowing, Relay, Capture, RoundEnd, ClosedHoles],
        // Refill by 6 and the starter alternate; the round end has its own lesson.
        "pallankuli" => &[Sowing, Relay, Capture, Pasu, PasuToOther, ClosedHoles],
        // Clockwise sowing changes every position: its own lessons only.
        _ => &[],
    };
    let mut course: Vec<Lesson> = for_preset("pallanguzhi")
        .into_iter()
        .filter(|l| shared.contains(&l.topic))
        .collect();
    course.extend(for_preset(preset));
    course
}

pub fn by_id(id: &str) -> Result<Lesson, LessonError> {
    all()
        .into_iter()
        .find(|l| l.id == id)
        .ok_or_else(|| LessonError::Unknown(id.to_string()))
}

impl Lesson {
    pub fn rules(&self) -> Rules {
        Rules::preset(self.preset).expect("lessons name presets")
    }

    /// The lesson's position, checked by the engine.
    pub fn position(&self) -> Result<Position, LessonError> {
        Ok(Position::from_setup(&self.rules(), self.setup)?)
    }

    /// Play `hole` on the lesson's position and judge it against the goal.
    pub fn attempt(&self, hole: u8) -> Result<Attempt, LessonError> {
        let rules = self.rules();
        let before = self.position()?;
        let mut after = before;
        let mut events = Vec::new();
        let facts = after.play(&rules, hole, &mut events)?;
        let reached = self.goal.reached(&rules, &before, &events, &after);
        let steps = steps::explain(&rules, &events);
        Ok(Attempt {
            hole,
            reached,
            steps,
            events,
            facts,
            after,
        })
    }

    /// The first answer played out: what the explanation animates.
    pub fn solution(&self) -> Result<Attempt, LessonError> {
        self.attempt(self.answers[0])
    }

    pub fn title_key(&self) -> String {
        format!("lesson-{}-title", self.id)
    }

    pub fn goal_key(&self) -> String {
        format!("lesson-{}-goal", self.id)
    }

    pub fn right_key(&self) -> String {
        format!("lesson-{}-right", self.id)
    }

    pub fn wrong_key(&self) -> String {
        format!("lesson-{}-wrong", self.id)
    }

    /// The four keys of this lesson's own texts.
    pub fn text_keys(&self) -> [String; 4] {
        [self.title_key(), self.goal_key(), self.right_key(), self.wrong_key()]
    }
}

/// Keys shared by every lesson: the hint after two misses (`$hole`), and the
/// verdicts.
pub const COMMON_KEYS: [&str; 4] = ["lesson-hint", "lesson-success", "lesson-miss", "lesson-learn-to-play"];
