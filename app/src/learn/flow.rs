//! The lessons' flow: the list, a lesson's taps judged, animated and told. A session of
//! its own: `Learning` changes only itself and the `Env` it is given, and says which
//! screen to show; `App` routes the events to it and puts the board away first.

use super::actions::{lesson_actions, Phase};
use super::{Learning, LessonPlay};
use crate::board::{board_view, snapshot_of, sown_by, BoardLook};
use crate::effect::{Effect, HapticKind};
use crate::env::Env;
use crate::files;
use crate::store::Loaded;
use crate::texts::{Refused, Texts, Why};
use crate::view::*;
use pallanguzhi_core::lesson::{self, Lesson, LessonRun, Progress};
use pallanguzhi_core::{notation, MoveError, Side};

const DEFAULT_PRESET: &str = "pallanguzhi";

impl Learning {
    pub(crate) fn load_progress(&mut self, env: &Env) {
        self.progress = match env.load(files::LESSONS, Progress::from_json) {
            Loaded::Ok(progress) => progress,
            _ => Progress::default(),
        };
    }

    fn save_progress(&self, env: &mut Env) {
        env.write(files::LESSONS, self.progress.to_json());
    }

    /// The course of the listed rule set.
    fn course(&self) -> Vec<Lesson> {
        let preset = match self.preset.as_str() {
            "" => DEFAULT_PRESET,
            p => p,
        };
        lesson::course(preset)
    }

    /// `OpenLessons`: the list of `preset`'s course, or `None` (refused: no such course).
    pub(crate) fn open(&mut self, preset: &str, env: &mut Env, fx: &mut Vec<Effect>) -> Option<Screen> {
        let preset = if preset.is_empty() { DEFAULT_PRESET } else { preset };
        if lesson::course(preset).is_empty() {
            env.refused(Refused::NoLessons(preset.to_string()));
            return None;
        }
        self.stop(fx);
        self.preset = preset.to_string();
        Some(Screen::Lessons)
    }

    /// `StartLesson`: the lesson on its board, or `None` (refused: no such lesson).
    pub(crate) fn start(&mut self, id: &str, env: &mut Env, fx: &mut Vec<Effect>) -> Option<Screen> {
        let Ok(lesson) = lesson::by_id(id) else {
            env.refused(Refused::NoLesson(id.to_string()));
            return None;
        };
        // From the rules screen: list the course the lesson belongs to.
        if !self.course().iter().any(|l| l.id == lesson.id) {
            self.preset = lesson.preset.to_string();
        }
        self.stop(fx);
        self.play = Some(LessonPlay {
            run: LessonRun::new(lesson),
            shown: None,
            verdict: None,
            refused: None,
        });
        Some(Screen::Lesson)
    }

    fn stop(&mut self, fx: &mut Vec<Effect>) {
        if let Some(anim) = self.anim.take() {
            fx.push(Effect::CancelTimer { id: anim.timer });
        }
    }

    /// The lesson after the current one in the course (or the first not done).
    fn next_id(&self) -> Option<String> {
        let course = self.course();
        let current = self.play.as_ref().map(|p| p.run.lesson().id);
        let after = current
            .and_then(|id| course.iter().position(|l| l.id == id))
            .map(|i| i + 1);
        course.get(after.unwrap_or(0)).map(|l| l.id.to_string())
    }

    /// `NextLesson` on the lesson's screen: the next lesson, or the list after the last.
    pub(crate) fn next(&mut self, env: &mut Env, fx: &mut Vec<Effect>) -> Option<Screen> {
        match self.next_id() {
            Some(id) => self.start(&id, env, fx),
            None => {
                self.stop(fx);
                self.play = None;
                Some(Screen::Lessons)
            }
        }
    }

    /// `RetryLesson` on the lesson's screen: the same lesson from its start.
    pub(crate) fn retry(&mut self, env: &mut Env, fx: &mut Vec<Effect>) -> Option<Screen> {
        let Some(id) = self.play.as_ref().map(|p| p.run.lesson().id) else {
            env.refused(Refused::NoLesson(String::new()));
            return None;
        };
        self.start(id, env, fx)
    }

    /// Back from `shown` (a lesson to the list, the list home).
    pub(crate) fn leave(&mut self, shown: Screen, fx: &mut Vec<Effect>) -> Screen {
        self.stop(fx);
        if shown == Screen::Lesson {
            self.play = None;
            Screen::Lessons
        } else {
            Screen::Home
        }
    }

    pub(crate) fn tap(&mut self, hole: u8, env: &mut Env, fx: &mut Vec<Effect>) {
        if self.anim.is_some() {
            return self.skip(env, fx);
        }
        let Some(play) = &mut self.play else {
            return env.refused(Refused::NoLesson(String::new()));
        };
        if play.run.solved() {
            return; // solved: the board waits for "Next lesson" or "Again"
        }
        let lesson = play.run.lesson().clone();
        let (rules, position) = match lesson.position() {
            Ok(p) => (lesson.rules(), p),
            Err(e) => return env.refuse(e.to_string()),
        };
        if let Err(e) = position.check_move(&rules, hole) {
            let why = why_not(&e);
            play.refused = Some(why.clone());
            env.haptic(HapticKind::Refused, fx);
            fx.push(Effect::Announce {
                text: env.texts().why(&why),
            });
            return;
        }
        let attempt = match play.run.play(hole) {
            Ok(attempt) => attempt,
            Err(e) => return env.refuse(e.to_string()),
        };
        let events = attempt.events.clone();
        play.refused = None;
        play.verdict = None;
        play.shown = Some(attempt);
        let before = snapshot_of(&rules, &position);
        self.anim = env.board_anim(&rules, &before, &events, fx);
        if self.anim.is_none() {
            self.shown(env, fx);
        }
    }

    pub(crate) fn skip(&mut self, env: &mut Env, fx: &mut Vec<Effect>) {
        if let Some(anim) = self.anim.take() {
            fx.push(Effect::CancelTimer { id: anim.timer });
            self.shown(env, fx);
        }
    }

    /// `Some(changed)` when the timer was the lesson's.
    pub(crate) fn timer(&mut self, id: u64, env: &mut Env, fx: &mut Vec<Effect>) -> Option<bool> {
        if self.anim.as_ref().is_none_or(|a| a.timer != id) {
            return None;
        }
        let mut anim = self.anim.take()?;
        if env.board_anim_step(&mut anim, fx) {
            self.anim = Some(anim);
        } else {
            self.shown(env, fx);
        }
        Some(true)
    }

    /// The move was shown to its end: judge it, save progress, say why.
    fn shown(&mut self, env: &mut Env, fx: &mut Vec<Effect>) {
        let Some(play) = &mut self.play else { return };
        let Some(attempt) = &play.shown else { return };
        let solved = attempt.reached;
        play.verdict = Some(if solved {
            LessonVerdict::Solved
        } else {
            LessonVerdict::Missed
        });
        let id = play.run.lesson().id;
        if solved && !self.progress.is_done(id) {
            self.progress.mark_done(id);
            self.save_progress(env);
        }
        env.haptic(
            if solved {
                HapticKind::Capture
            } else {
                HapticKind::Refused
            },
            fx,
        );
        if let Some(text) = self.message(&env.texts()) {
            fx.push(Effect::Announce { text });
        }
    }

    /// The verdict in words, or why the tapped hole cannot be played.
    fn message(&self, t: &Texts) -> Option<String> {
        let play = self.play.as_ref()?;
        let lesson = play.run.lesson();
        let why = match play.verdict {
            _ if play.refused.is_some() => return self.headline(t),
            Some(LessonVerdict::Solved) => t.word(&lesson.right_key()),
            Some(LessonVerdict::Missed) => t.word(&lesson.wrong_key()),
            None => return None,
        };
        Some(format!("{} {why}", self.headline(t)?))
    }

    /// The verdict's first words, or why the tapped hole cannot be played.
    fn headline(&self, t: &Texts) -> Option<String> {
        let play = self.play.as_ref()?;
        if let Some(why) = &play.refused {
            return Some(t.why(why));
        }
        Some(match play.verdict? {
            LessonVerdict::Solved => t.word("lesson-success"),
            LessonVerdict::Missed => t.word("lesson-miss"),
        })
    }

    /// The list's view (shown on the list and under a lesson).
    pub(crate) fn lessons_view(&self, t: &Texts) -> LessonsView {
        let course = self.course();
        let progress = &self.progress;
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
        LessonsView {
            title: t.learn_title(&t.preset_name(&preset)),
            progress: t.learn_progress(done, total),
            preset,
            done,
            total,
            items,
            next,
        }
    }

    pub(crate) fn lesson_view(&self, t: &Texts) -> Option<LessonView> {
        let play = self.play.as_ref()?;
        let lesson = play.run.lesson();
        let rules = lesson.rules();
        let position = lesson.position().ok()?;
        let start = snapshot_of(&rules, &position);
        let frame = self.anim.as_ref().and_then(|a| a.frame());
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
        let begun = self.anim.as_ref().map_or(steps_all.len(), |a| a.steps_begun());
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
                bowl_labels: [(you.clone(), None), (t.side(Side::North), None)],
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
            has_next: self.next_id().is_some(),
        };
        let message = if frame.is_some() { None } else { self.message(t) };
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
            headline: if frame.is_some() { None } else { self.headline(t) },
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
