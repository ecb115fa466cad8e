//! Random sequences of lesson, review and game events, with timers and search jobs
//! answered late, out of order, cancelled or never: nothing panics, at most one
//! search runs at a time (the review's grading pauses off its screen), and the lesson
//! and review views stay consistent.

mod common;
use common::*;
use pallanguzhi_app::*;
use pallanguzhi_core::lesson;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn step(shell: &mut Shell, rng: &mut StdRng) {
    let all = lesson::all();
    match rng.random_range(0..16) {
        0..=4 => {
            let hole = rng.random_range(0..15);
            shell.send(Event::TapHole { hole });
        }
        5 | 6 if !shell.timers.is_empty() => {
            let (id, _) = shell.timers.remove(rng.random_range(0..shell.timers.len()));
            shell.send(Event::TimerFired { id });
        }
        7 if !shell.searches.is_empty() => {
            let job = shell.searches.remove(rng.random_range(0..shell.searches.len()));
            if rng.random_bool(0.2) {
                job.cancel();
            }
            let done = job.run();
            shell.send(done);
        }
        8 => {
            let id = all[rng.random_range(0..all.len())].id.to_string();
            shell.send(Event::StartLesson { id });
        }
        9 => {
            let event = [
                Event::NextLesson,
                Event::RetryLesson,
                Event::SkipAnimation,
                Event::BackHome,
            ][rng.random_range(0..4)]
            .clone();
            shell.send(event);
        }
        10 => {
            shell.send(Event::OpenLessons {
                preset: ["", "kalah", "pasu-pondi", "nope"][rng.random_range(0..4)].into(),
            });
        }
        11 => {
            shell.send(if rng.random_bool(0.7) {
                Event::RequestReview
            } else {
                Event::CancelReview
            });
        }
        12 => {
            shell.send(match rng.random_range(0..3) {
                0 => Event::ReviewForward,
                1 => Event::ReviewBack,
                _ => Event::ReviewGoTo {
                    ply: rng.random_range(0..12),
                },
            });
        }
        13 => {
            shell.send(if rng.random_bool(0.5) {
                Event::Suspend
            } else {
                Event::Resume
            });
        }
        14 if rng.random_bool(0.2) => {
            shell.send(new_game("kalah", pass_and_play(&["Anbu"], &["Bala"])));
            for _ in 0..rng.random_range(1..6) {
                if let Some(hole) = shell
                    .app
                    .view()
                    .game()
                    .and_then(|g| g.holes.iter().find(|h| h.legal).map(|h| h.index))
                {
                    shell.send(Event::TapHole { hole });
                    shell.send(Event::SkipAnimation);
                }
            }
            shell.send(Event::Resign);
        }
        15 => {
            shell.send(if rng.random_bool(0.5) {
                Event::ContinueGame
            } else {
                Event::DismissNotice
            });
        }
        _ => {}
    }
}

#[test]
fn lessons_and_reviews_under_random_events() {
    let mut reviewed = 0;
    let mut solved = 0;
    for seed in 0..6 {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut shell = Shell::new(seed);
        shell.app.set_review_nodes(300);
        shell.send(Event::Launch {
            dir: String::new(),
            language: ["en", "fr", "ta"][seed as usize % 3].into(),
            reduce_motion: seed % 2 == 1,
        });
        for i in 0..600 {
            step(&mut shell, &mut rng);
            let live = shell.searches.iter().filter(|j| !j.is_cancelled()).count();
            assert!(live <= 1, "seed {seed} step {i}: at most one search runs");
            let view = shell.app.view();
            if let Some(review) = &view.review() {
                assert_eq!(view.screen, Screen::Review);
                assert!(review.graded <= review.total && review.cursor <= review.total);
                assert_eq!(review.moves.len() as u32, review.total);
                assert_eq!(review.running, live == 1, "seed {seed} step {i}: running = a live job");
                reviewed += usize::from(review.complete);
            }
            if let Some(lesson) = &view.lesson() {
                assert_eq!(view.screen, Screen::Lesson);
                assert!(!lesson.board.animating || lesson.verdict.is_none());
                assert!(lesson.hint.is_none() || lesson.misses >= 2);
                solved += usize::from(lesson.solved);
            }
        }
    }
    assert!(
        reviewed > 0 && solved > 0,
        "reviews completed {reviewed}, lessons solved {solved}"
    );
}
