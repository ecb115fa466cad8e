//! The sentences of the lessons and the review (`locales/<lang>/learn.ftl`;
//! a lesson's own texts and its steps are in `lessons.ftl`).

use crate::texts::Texts;
use fluent_bundle::FluentValue;
use pallanguzhi_core::ai::review::Grade;
use pallanguzhi_core::lesson::Arg;

impl Texts {
    /// "Learn to play Kalah".
    pub fn learn_title(&self, rules: &str) -> String {
        self.text("learn-title", &[("rules", rules.into())])
    }

    /// "3 of 12 lessons done".
    pub fn learn_progress(&self, done: u32, total: u32) -> String {
        self.text("learn-progress", &[("done", done.into()), ("total", total.into())])
    }

    /// "Lesson 2 of 12".
    pub fn lesson_number(&self, number: u32, total: u32) -> String {
        self.text("learn-number", &[("number", number.into()), ("total", total.into())])
    }

    /// A lesson of the list, for a screen reader.
    pub fn lesson_item(&self, number: u32, title: &str, done: bool) -> String {
        let id = if done { "learn-item-done" } else { "learn-item" };
        self.text(id, &[("number", number.into()), ("title", title.into())])
    }

    /// The learner, on a lesson's board.
    pub fn you(&self) -> String {
        self.word("learn-you")
    }

    /// After two misses: the hole to try.
    pub fn lesson_hint(&self, letter: &str) -> String {
        self.text("lesson-hint", &[("hole", letter.into())])
    }

    /// A lesson's message `key` (a lesson text or a step) with the core's arguments.
    pub fn step(&self, key: &str, args: &[(&'static str, Arg)]) -> String {
        let args: Vec<(&'static str, FluentValue)> = args
            .iter()
            .map(|(name, arg)| {
                let value = match arg {
                    Arg::Number(n) => FluentValue::from(*n),
                    Arg::Text(s) => FluentValue::from(s.clone()),
                };
                (*name, value)
            })
            .collect();
        self.text(key, &args)
    }

    pub fn grade(&self, grade: Grade) -> String {
        self.word(match grade {
            Grade::Best => "grade-best",
            Grade::Good => "grade-good",
            Grade::Inaccuracy => "grade-inaccuracy",
            Grade::Mistake => "grade-mistake",
            Grade::Blunder => "grade-blunder",
        })
    }

    /// "12. Anbu, hole c".
    pub fn review_move(&self, number: u32, who: &str, letter: &str) -> String {
        self.text(
            "review-move",
            &[
                ("number", number.into()),
                ("who", who.into()),
                ("letter", letter.into()),
            ],
        )
    }

    /// The better move of a move that changed the game's result (won or drawn to lost).
    pub fn review_better_result(&self, letter: &str) -> String {
        self.text("review-better-result", &[("letter", letter.into())])
    }

    /// "d was 7 seeds better." (`loss` in centi-seeds, told in whole seeds: a player sows
    /// seeds, not tenths of one); under half a seed, "d was slightly better.".
    pub fn review_better(&self, letter: &str, loss: i32) -> String {
        let seeds = (loss.max(0) + 50) / 100;
        if seeds == 0 {
            return self.text("review-better-slightly", &[("letter", letter.into())]);
        }
        let seeds = self.seeds(seeds as u32);
        self.text("review-better", &[("letter", letter.into()), ("seeds", seeds.into())])
    }

    /// "Anbu: 20 best, 3 good, 1 inaccuracy, 0 mistakes, 1 blunder".
    pub fn review_grades(&self, who: &str, counts: [u32; 5]) -> String {
        let [best, good, inaccuracy, mistake, blunder] = counts;
        self.text(
            "review-grades",
            &[
                ("who", who.into()),
                ("best", best.into()),
                ("good", good.into()),
                ("inaccuracy", inaccuracy.into()),
                ("mistake", mistake.into()),
                ("blunder", blunder.into()),
            ],
        )
    }

    pub fn review_grading(&self, number: u32, total: u32) -> String {
        self.text("review-grading", &[("number", number.into()), ("total", total.into())])
    }

    pub fn review_paused(&self, done: u32, total: u32) -> String {
        self.text("review-paused", &[("done", done.into()), ("total", total.into())])
    }

    pub fn review_complete(&self, total: u32) -> String {
        self.text("review-complete", &[("total", total.into())])
    }

    /// Announced when the review board plays a move.
    pub fn review_played(&self, who: &str, letter: String) -> String {
        self.text("review-played", &[("who", who.into()), ("letter", letter.into())])
    }

    pub fn review_title(&self) -> String {
        self.word("review-title")
    }

    /// A move the grading has not reached yet.
    pub fn review_not_graded(&self) -> String {
        self.word("review-not-graded")
    }

    /// The only legal move.
    pub fn review_forced(&self) -> String {
        self.word("review-forced")
    }

    /// The review board before the first move / after the last.
    pub fn review_start(&self) -> String {
        self.word("review-start")
    }

    pub fn review_end(&self) -> String {
        self.word("review-end")
    }
}
