//! The lessons' flow on `App`: the list, a lesson's taps judged, animated and told.

use super::actions::{lesson_actions, Phase};
use super::LessonPlay;
use crate::app::App;
use crate::board::{board_view, snapshot_of, sown_by, BoardLook};
use crate::effect::{Effect, HapticKind};
use crate::files;
use crate::store::Loaded;
use crate::texts::{Refused, Texts, Why};
use crate::view::*;
use pallanguzhi_core::lesson::{self, Lesson, LessonRun, Progress};
use pallanguzhi_core::{notation, MoveError, Side};

const DEFAULT_PRESET: &str = "pallanguzhi";

impl App {
    pub(crate) fn load_progress(&mut self) {
        let Some(store) = &self.store else { return };
        self.learning.progress = match store.load(files::LESSONS, Progress::from_json) {
            Loaded::Ok(progress) => progress,
            _ => Progress::default(),
        };
    }

    fn save_progress(&mut self) {
        let Some(store) = &self.store else { return };
        let result = store.write(files::LESSONS, &self.learning.progress.to_json());
        self.check_write_pub(result);
    }

    /// The course of the listed rule set.
    fn course(&self) -> Vec<Lesson> {
        let preset = match self.learning.preset.as_str() {
            "" => DEFAULT_PRESET,
            p => p,
        };
        lesson::course(preset)
    }

    pub(crate) fn open_lessons(&mut self, preset: &str, fx: &mut Vec<Effect>) {
        let preset = if preset.is_empty() { DEFAULT_PRESET } else { preset };
        if lesson::course(preset).is_empty() {
            return self.refused(Refused::NoLessons(preset.to_string()));
        }
        self.stop_lesson(fx);
        self.stop_work(true, fx);
        self.save_game();
        self.learning.preset = preset.to_string();
        self.screen = Screen::Lessons;
    }

    pub(crate) fn start_lesson(&mut self, id: &str, fx: &mut Vec<Effect>) {
        let Ok(lesson) = lesson::by_id(id) else {
            return self.refused(Refused::NoLesson(id.to_string()));
        };
        // From the rules screen: list the course the lesson belongs to.
        if !self.course().iter().any(|l| l.id == lesson.id) {
            self.learning.preset = lesson.preset.to_string();
        }
        if self.screen == Screen::Game {
            self.stop_work(true, fx);
            self.save_game();
        }
        self.stop_lesson(fx);
        self.learning.play = Some(LessonPlay {
            run: LessonRun::new(lesson),
            shown: None,
            verdict: None,
            refused: None,
        });
        self.screen = Screen::Lesson;
    }

    fn stop_lesson(&mut self, fx: &mut Vec<Effect>) {
        if let Some(anim) = self.learning.anim.take() {
            fx.push(Effect::CancelTimer { id: anim.timer });
        }
    }

    /// The lesson after the current one in the course (or the first not done).
    fn next_lesson_id(&self) -> Option<String> {
        let course = self.course();
        let current = self.learning.play.as_ref().map(|p| p.run.lesson().id);
        let after = current
            .and_then(|id| course.iter().position(|l| l.id == id))
            .map(|i| i + 1);
        course.get(after.unwrap_or(0)).map(|l| l.id.to_string())
    }

    pub(crate) fn next_lesson(&mut self, fx: &mut Vec<Effect>) {
        if self.screen != Screen::Lesson {
            return self.refused(Refused::NoLesson(String::new()));
        }
        match self.next_lesson_id() {
            Some(id) => self.start_lesson(&id, fx),
            None => {
                self.stop_lesson(fx);
                self.learning.play = None;
                self.screen = Screen::Lessons;
            }
        }
    }

    pub(crate) fn retry_lesson(&mut self, fx: &mut Vec<Effect>) {
        let on_lesson = self.screen == Screen::Lesson;
        let Some(id) = self
            .learning
            .play
            .as_ref()
            .map(|p| p.run.lesson().id)
            .filter(|_| on_lesson)
        else {
            return self.refused(Refused::NoLesson(String::new()));
        };
        self.start_lesson(id, fx);
    }

    /// Back from a lesson to the list, from the list (or a review) home.
    pub(crate) fn leave_learning(&mut self, fx: &mut Vec<Effect>) {
        self.stop_lesson(fx);
        if self.screen == Screen::Lesson {
            self.learning.play = None;
            self.screen = Screen::Lessons;
        } else {
            self.screen = Screen::Home;
        }
    }

    pub(crate) fn lesson_tap(&mut self, hole: u8, fx: &mut Vec<Effect>) {
        if self.learning.anim.is_some() {
            return self.lesson_skip(fx);
        }
        let Some(play) = &mut self.learning.play else {
            return self.refused(Refused::NoLesson(String::new()));
        };
        if play.run.solved() {
            return; // solved: the board waits for "Next lesson" or "Again"
        }
        let lesson = play.run.lesson().clone();
        let (rules, position) = match lesson.position() {
            Ok(p) => (lesson.rules(), p),
            Err(e) => return self.refuse(e.to_string()),
        };
        if let Err(e) = position.check_move(&rules, hole) {
            let why = why_not(&e);
            play.refused = Some(why.clone());
            self.haptic(HapticKind::Refused, fx);
            fx.push(Effect::Announce {
                text: self.texts().why(&why),
            });
            return;
        }
        let attempt = match play.run.play(hole) {
            Ok(attempt) => attempt,
            Err(e) => return self.refuse(e.to_string()),
        };
        let events = attempt.events.clone();
        play.refused = None;
        play.verdict = None;
        play.shown = Some(attempt);
        let before = snapshot_of(&rules, &position);
        self.learning.anim = self.board_anim(&rules, &before, &events, fx);
        if self.learning.anim.is_none() {
            self.lesson_shown(fx);
        }
    }

    pub(crate) fn lesson_skip(&mut self, fx: &mut Vec<Effect>) {
        if let Some(anim) = self.learning.anim.take() {
            fx.push(Effect::CancelTimer { id: anim.timer });
            self.lesson_shown(fx);
        }
    }

    /// `Some(changed)` when the timer was the lesson's.
    pub(crate) fn lesson_timer(&mut self, id: u64, fx: &mut Vec<Effect>) -> Option<bool> {
        if self.learning.anim.as_ref().is_none_or(|a| a.timer != id) {
            return None;
        }
        let mut anim = self.learning.anim.take()?;
        if self.board_anim_step(&mut anim, fx) {
            self.learning.anim = Some(anim);
        } else {
            self.lesson_shown(fx);
        }
        Some(true)
    }

    /// The move was shown to its end: judge it, save progress, say why.
    fn lesson_shown(&mut self, fx: &mut Vec<Effect>) {
        let Some(play) = &mut self.learning.play else { return };
        let Some(attempt) = &play.shown else { return };
        let solved = attempt.reached;
        play.verdict = Some(if solved {
            LessonVerdict::Solved
        } else {
            LessonVerdict::Missed
        });
        let id = play.run.lesson().id;
        if solved && !self.learning.progress.is_done(id) {
            self.learning.progress.mark_done(id);
            self.save_progress();
        }
        self.haptic(
            if solved {
                HapticKind::Capture
            } else {
                HapticKind::Refused
            },
            fx,
        );
        if let Some(text) = self.lesson_message() {
            fx.push(Effect::Announce { text });
        }
    }

    /// The verdict in words, or why the tapped hole cannot be played.
    fn lesson_message(&self) -> Option<String> {
        let play = self.learning.play.as_ref()?;
        let t = self.texts();
        let lesson = play.run.lesson();
        let why = match play.verdict {
            _ if play.refused.is_some() => return self.lesson_headline(),
            Some(LessonVerdict::Solved) => t.word(&lesson.right_key()),
            Some(LessonVerdict::Missed) => t.word(&lesson.wrong_key()),
            None => return None,
        };
        Some(format!("{} {why}", self.lesson_headline()?))
    }

    /// The verdict's first words, or why the tapped hole cannot be played.
    fn lesson_headline(&self) -> Option<String> {
        let play = self.learning.play.as_ref()?;
        let t = self.texts();
        if let Some(why) = &play.refused {
            return Some(t.why(why));
        }
        Some(match play.verdict? {
            LessonVerdict::Solved => t.word("lesson-success"),
            LessonVerdict::Missed => t.word("lesson-miss"),
        })
    }

    pub(crate) fn lessons_view(&self, t: &Texts) -> Option<LessonsView> {
        if !matches!(self.screen, Screen::Lessons | Screen::Lesson) {
            return None;
        }
        let course = self.course();
        let progress = &self.learning.progress;
        let next = course
            .iter()
            .find(|l| !progress.is_done(l.id))
            .map(|l| l.id.to_string());
        let done = course.iter().filter(|l| progress.is_done(l.id)).count() as u32;
        let total = course.len() as u32;
        let preset = course.last().map_or(DEFAULT_PRESET, |l| l.preset).to_string();
        let items = course
            .iter()
            .enumerate()
            .map(|(i, l)| {
                let (number, title, is_done) = (i as u32 + 1, t.word(&l.title_key()), progress.is_done(l.id));
                LessonItem {
                    id: l.id.to_string(),
                    number,
                    goal: t.word(&l.goal_key()),
                    done: is_done,
                    next: next.as_deref() == Some(l.id),
                    accessibility_label: t.lesson_item(number, &title, is_done),
                    title,
                }
            })
            .collect();
        Some(LessonsView {
            title: t.learn_title(&t.preset_name(&preset)),
            progress: t.learn_progress(done, total),
            preset,
            done,
            total,
            items,
            next,
        })
    }

    pub(crate) fn lesson_view(&self, t: &Texts) -> Option<LessonView> {
        if self.screen != Screen::Lesson {
            return None;
        }
        let play = self.learning.play.as_ref()?;
        let lesson = play.run.lesson();
        let rules = lesson.rules();
        let position = lesson.position().ok()?;
        let start = snapshot_of(&rules, &position);
        let frame = self.learning.anim.as_ref().and_then(|a| a.frame());
        // A miss is taken back once shown; a solved move stays on the board.
        let solved = play.verdict == Some(LessonVerdict::Solved);
        let after = play
            .shown
            .as_ref()
            .filter(|_| solved)
            .map(|a| snapshot_of(&rules, &a.after));
        let board_snap = after.as_ref().unwrap_or(&start);
        // Told once the move that earned it has been shown.
        let hint = play.run.hint().filter(|_| frame.is_none());
        let idle = frame.is_none() && !play.run.solved();
        let why = |hole: u8| match position.check_move(&rules, hole) {
            Ok(()) if idle => Why::Playable,
            Ok(()) => Why::Over,
            Err(e) => why_not(&e),
        };
        let steps_all: Vec<String> = play.shown.as_ref().map_or_else(Vec::new, |a| {
            a.steps.iter().map(|s| t.step(s.key(), &s.args(&rules))).collect()
        });
        let begun = self.learning.anim.as_ref().map_or(steps_all.len(), |a| a.steps_begun());
        let steps: Vec<String> = steps_all
            .iter()
            .take(begun.max(1).min(steps_all.len()))
            .cloned()
            .collect();
        let letter = |hole: u8| notation::hole_letter(&rules, hole).unwrap_or('?').to_string();
        let course = self.course();
        let index = course.iter().position(|l| l.id == lesson.id).unwrap_or(0);
        let you = t.you();
        let board = board_view(
            BoardLook {
                rules: &rules,
                board: board_snap,
                frame,
                why: &why,
                hinted: hint,
                sown: play
                    .shown
                    .as_ref()
                    .filter(|_| solved)
                    .map_or_else(Vec::new, |a| sown_by(&a.events)),
                mine: Some(Side::South),
                names: [vec![you], vec![t.side(Side::North)]],
                status: t.word(&lesson.goal_key()),
                history: Vec::new(),
                last_move: play.shown.as_ref().filter(|_| solved).map(|a| a.hole),
            },
            t,
        );
        let phase = Phase {
            animating: frame.is_some(),
            solved,
            misses: play.run.misses(),
            has_next: self.next_lesson_id().is_some(),
        };
        let message = if frame.is_some() { None } else { self.lesson_message() };
        // The sheet has something to tell once a step or a verdict is there.
        let steps_label = (!steps.is_empty() || message.is_some()).then(|| t.word("ui-lesson-steps"));
        Some(LessonView {
            id: lesson.id.to_string(),
            preset: lesson.preset.to_string(),
            number: t.lesson_number(index as u32 + 1, course.len() as u32),
            title: t.word(&lesson.title_key()),
            goal: t.word(&lesson.goal_key()),
            board,
            step: frame.and_then(|_| steps.last().cloned()),
            steps,
            verdict: play.verdict,
            message,
            headline: if frame.is_some() { None } else { self.lesson_headline() },
            hint: hint.map(|h| t.lesson_hint(&letter(h))),
            misses: play.run.misses(),
            solved,
            actions: lesson_actions(t, &phase),
            steps_label,
        })
    }
}

/// Why a lesson's hole cannot be played.
fn why_not(e: &MoveError) -> Why {
    match e {
        MoveError::NotYourHole { .. } | MoveError::NoSuchHole { .. } | MoveError::OtherRules => Why::OtherSide,
        MoveError::ClosedHole { .. } => Why::Closed,
        MoveError::EmptyHole { .. } => Why::Empty,
        MoveError::GameOver | MoveError::BadNotation { .. } => Why::Over,
    }
}
