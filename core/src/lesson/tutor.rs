//! Playing a lesson: misses, the hint after two misses, success, and the
//! lessons a learner has done (saved as versioned JSON). The app draws this;
//! every decision is here.

use super::{Attempt, Lesson, LessonError};
use crate::versioned::HeaderError;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use thiserror::Error;

/// Misses before the hint is offered.
pub const HINT_AFTER_MISSES: u32 = 2;

/// One lesson being played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonRun {
    lesson: Lesson,
    misses: u32,
    solved: bool,
}

impl LessonRun {
    pub fn new(lesson: Lesson) -> LessonRun {
        LessonRun {
            lesson,
            misses: 0,
            solved: false,
        }
    }

    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// Play `hole` on the lesson's position (always the lesson's own: a miss
    /// is played out, then taken back). A refused move counts as nothing.
    pub fn play(&mut self, hole: u8) -> Result<Attempt, LessonError> {
        let attempt = self.lesson.attempt(hole)?;
        if attempt.reached {
            self.solved = true;
        } else if !self.solved {
            self.misses += 1;
        }
        Ok(attempt)
    }

    pub fn misses(&self) -> u32 {
        self.misses
    }

    pub fn solved(&self) -> bool {
        self.solved
    }

    /// The hole to suggest (`lesson-hint`), once the learner has missed twice.
    pub fn hint(&self) -> Option<u8> {
        (!self.solved && self.misses >= HINT_AFTER_MISSES).then(|| self.lesson.answers[0])
    }
}

pub const PROGRESS_FORMAT: &str = "pallanguzhi-lessons";
pub const PROGRESS_VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ProgressError {
    #[error("the lessons file is not valid: {0}")]
    Corrupt(String),
    #[error("the lessons file is version {0}; this app reads version {PROGRESS_VERSION}")]
    FutureVersion(u32),
}

/// The lessons a learner has solved, by id (ids of lessons that no longer
/// exist are kept, harmlessly, so an older app never loses a newer one's).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Progress {
    done: BTreeSet<String>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ProgressV1 {
    format: String,
    version: u32,
    done: BTreeSet<String>,
}

impl Progress {
    pub fn mark_done(&mut self, id: &str) {
        self.done.insert(id.to_string());
    }

    pub fn is_done(&self, id: &str) -> bool {
        self.done.contains(id)
    }

    /// The first lesson of `preset` not yet done, in teaching order.
    pub fn next_for(&self, preset: &str) -> Option<Lesson> {
        super::for_preset(preset).into_iter().find(|l| !self.is_done(l.id))
    }

    /// Lessons of `preset` done, out of all.
    pub fn count_for(&self, preset: &str) -> (usize, usize) {
        let all = super::for_preset(preset);
        (all.iter().filter(|l| self.is_done(l.id)).count(), all.len())
    }

    pub fn to_json(&self) -> String {
        let file = ProgressV1 {
            format: PROGRESS_FORMAT.into(),
            version: PROGRESS_VERSION,
            done: self.done.clone(),
        };
        serde_json::to_string(&file).expect("progress serializes")
    }

    pub fn from_json(text: &str) -> Result<Progress, ProgressError> {
        crate::versioned::check(text, PROGRESS_FORMAT, "lessons file", PROGRESS_VERSION).map_err(|e| match e {
            HeaderError::Corrupt(why) => ProgressError::Corrupt(why),
            HeaderError::Future(v) => ProgressError::FutureVersion(v),
            HeaderError::Unknown(v) => ProgressError::Corrupt(format!("unknown version {v}")),
        })?;
        let file: ProgressV1 = serde_json::from_str(text).map_err(|e| ProgressError::Corrupt(e.to_string()))?;
        Ok(Progress { done: file.done })
    }
}
