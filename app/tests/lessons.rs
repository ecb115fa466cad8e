//! "Learn to play" through the app core, event by event: the list with its
//! progress, a lesson with a refused tap, two misses (each played out, then
//! taken back with the reason), the hint, the solution animated step by step,
//! progress written atomically and read back after a relaunch.

mod common;
use common::*;
use pallanguzhi_app::texts::{Lang, Texts};
use pallanguzhi_app::*;
use pallanguzhi_core::lesson;

fn lesson_view(shell: &Shell) -> LessonView {
    shell.app.view().lesson().expect("a lesson on screen")
}

fn lessons_view(shell: &Shell) -> LessonsView {
    shell.app.view().lessons().expect("the list on screen")
}

/// The ids of the lesson's buttons, in the order its bar shows them; each one's event goes
/// to the browser as JSON too (an event it cannot write would blank the whole view there).
fn action_ids(view: &LessonView) -> Vec<&str> {
    for a in &view.actions {
        let json = serde_json::to_value(a).unwrap_or_else(|e| panic!("{}: {e}", a.id));
        let back: Event = serde_json::from_value(json["event"].clone()).expect("the browser's event reads back");
        assert_eq!(back, a.event, "{}", a.id);
    }
    view.actions.iter().map(|a| a.id.as_str()).collect()
}

fn counts(board: &GameView) -> Vec<u8> {
    board.holes.iter().map(|h| h.count).collect()
}

#[test]
fn a_lesson_played_to_its_goal_with_a_refused_tap_two_misses_and_the_hint() {
    let fs = MemFs::new();
    let mut shell = Shell::with(App::with_fs(1, fs.clone()));
    shell.send(launch("/data"));
    let en = Texts::new(Lang::from_tag("en"));
    assert!(
        shell.app.view().home().expect("the home screen").offer_lessons,
        "a first launch offers the lessons"
    );

    shell.send(Event::OpenLessons { preset: String::new() });
    assert_eq!(shell.app.view().screen, Screen::Lessons);
    let list = lessons_view(&shell);
    let course = lesson::course("pallanguzhi");
    assert_eq!(list.items.len(), course.len());
    assert_eq!((list.done, list.total), (0, course.len() as u32));
    assert_eq!(list.next.as_deref(), Some(course[0].id));
    assert!(list.items[0].next && !list.items[0].done);
    assert_eq!(list.title, "Learn to play Pallanguzhi");
    assert_eq!(list.progress, format!("0 of {} lessons done", course.len()));

    let first = &course[0];
    assert_eq!(first.id, "pallanguzhi-sowing");
    shell.send(Event::StartLesson { id: first.id.into() });
    let view = lesson_view(&shell);
    assert_eq!(view.title, "Sowing goes round the board");
    assert_eq!(view.number, format!("Lesson 1 of {}", course.len()));
    let start = counts(&view.board);
    let rules = first.rules();
    let legal = first.position().unwrap().legal_moves(&rules);
    let shown_legal: Vec<u8> = view.board.holes.iter().filter(|h| h.legal).map(|h| h.index).collect();
    assert_eq!(shown_legal, legal, "the board offers the lesson's legal holes");
    assert!(view.steps.is_empty() && view.verdict.is_none() && view.hint.is_none());
    assert_eq!(action_ids(&view), ["lessons"], "fresh: only the way back");
    assert_eq!(view.actions[0].label, "Lessons");
    assert_eq!(view.actions[0].event, Event::BackHome);
    assert!(view.steps_label.is_none(), "nothing to tell in the sheet yet");

    // A tap on North's hole: refused, said why, no miss counted.
    let before = shell.haptics.len();
    shell.send(Event::TapHole { hole: 8 });
    let view = lesson_view(&shell);
    assert_eq!(view.message.as_deref(), Some("This hole is on the other side"));
    assert_eq!(view.headline, view.message, "a refusal is short already");
    assert_eq!(view.misses, 0);
    assert_eq!(
        action_ids(&view),
        ["lessons"],
        "a refusal is no miss: nothing to try again"
    );
    assert_eq!(view.steps_label.as_deref(), Some("How it went"));
    assert_eq!(shell.haptics[before..], [HapticKind::Refused]);
    assert!(shell.timers.is_empty(), "nothing is played");

    // Two misses: each played out step by step, then taken back with the reason.
    for (n, miss) in [0u8, 3].into_iter().enumerate() {
        assert!(!first.answers.contains(&miss));
        shell.send(Event::TapHole { hole: miss });
        let view = lesson_view(&shell);
        assert!(view.board.animating, "the miss is animated");
        assert_eq!(
            view.board.frame,
            Some(FrameKind::Lift {
                hole: miss,
                seeds: start[miss as usize]
            })
        );
        assert_eq!(view.step.as_deref(), view.steps.last().map(String::as_str));
        assert!(view.step.as_deref().unwrap().starts_with("You lift"), "{:?}", view.step);
        assert!(view.message.is_none(), "no verdict before the move is shown");
        assert!(view.headline.is_none());
        assert_eq!(action_ids(&view), ["lesson-skip", "lessons"], "while the miss plays");
        assert_eq!(view.actions[0].event, Event::SkipAnimation);
        shell.fire_all_timers();
        let view = lesson_view(&shell);
        assert_eq!(view.verdict, Some(LessonVerdict::Missed));
        assert_eq!(view.misses, n as u32 + 1);
        let wrong = en.step(&first.wrong_key(), &[]);
        assert_eq!(
            view.message.as_deref(),
            Some(format!("Not this one. Watch what it did, then try again. {wrong}").as_str())
        );
        assert_eq!(
            view.headline.as_deref(),
            Some("Not this one. Watch what it did, then try again."),
            "the verdict's first words for the panel's one line"
        );
        assert_eq!(counts(&view.board), start, "the miss is taken back");
        assert_eq!(action_ids(&view), ["lesson-again", "lessons"], "after a miss");
        assert_eq!(view.actions[0].event, Event::RetryLesson);
        assert_eq!(view.actions[0].label, "Again");
        let attempt = first.attempt(miss).unwrap();
        assert_eq!(view.steps.len(), attempt.steps.len(), "every step of the miss is told");
        assert!(view.steps.last().unwrap().contains("is empty: the turn ends"));
    }
    let view = lesson_view(&shell);
    let answer = first.answers[0];
    assert_eq!(
        view.hint.as_deref(),
        Some("Hint: try hole f."),
        "the hint after two misses"
    );
    let hinted: Vec<u8> = view.board.holes.iter().filter(|h| h.hinted).map(|h| h.index).collect();
    assert_eq!(hinted, vec![answer]);

    // The answer, skipped half-way by a tap: the goal is reached and saved.
    shell.send(Event::TapHole { hole: answer });
    shell.fire_timer();
    let view = lesson_view(&shell);
    assert!(view.board.animating);
    assert!(
        !view.solved && view.verdict.is_none() && view.hint.is_none(),
        "nothing told before it is shown"
    );
    assert_eq!(action_ids(&view), ["lesson-skip", "lessons"]);
    assert_eq!(view.actions[0].label, "Show at once");
    assert!(
        view.actions.iter().all(|a| !a.primary),
        "no main button while a move plays"
    );
    shell.send(Event::TapHole { hole: 0 });
    assert!(shell.timers.is_empty(), "a tap during the move shows it at once");
    let view = lesson_view(&shell);
    assert_eq!(view.verdict, Some(LessonVerdict::Solved));
    assert!(view.solved && view.hint.is_none());
    assert!(view
        .message
        .as_deref()
        .unwrap()
        .starts_with("Well played: that is the move."));
    assert_eq!(view.headline.as_deref(), Some("Well played: that is the move."));
    let after = first.attempt(answer).unwrap().after;
    assert_eq!(
        counts(&view.board),
        after.holes()[..14].to_vec(),
        "the solved move stays on the board"
    );
    assert!(
        view.board.holes.iter().all(|h| !h.legal),
        "solved: nothing more to play"
    );
    assert_eq!(
        action_ids(&view),
        ["lesson-next", "lesson-again", "lessons"],
        "solved with a lesson after it: Next first"
    );
    assert_eq!(view.actions[0].label, "Next lesson");
    assert_eq!(view.actions[0].event, Event::NextLesson);
    let primary: Vec<bool> = view.actions.iter().map(|a| a.primary).collect();
    assert_eq!(
        primary,
        [true, false, false],
        "Next lesson is the main button, the core says so"
    );
    let saved = fs.text("lessons.json").expect("progress written");
    assert!(saved.contains("pallanguzhi-sowing"), "{saved}");

    // Back to the list: one done, the next suggested.
    shell.send(Event::BackHome);
    assert_eq!(shell.app.view().screen, Screen::Lessons);
    let list = lessons_view(&shell);
    assert_eq!(list.done, 1);
    assert!(list.items[0].done && list.items[1].next);
    assert_eq!(list.next.as_deref(), Some(course[1].id));
    shell.send(Event::BackHome);
    assert_eq!(shell.app.view().screen, Screen::Home);
    assert!(
        !shell.app.view().home().expect("the home screen").offer_lessons,
        "offered until a lesson is done"
    );

    // A relaunch reads the progress back.
    let mut again = Shell::with(App::with_fs(2, fs.survivor()));
    again.send(launch("/data"));
    again.send(Event::OpenLessons {
        preset: "pallanguzhi".into(),
    });
    let list = lessons_view(&again);
    assert_eq!(list.done, 1);
    assert_eq!(list.next.as_deref(), Some(course[1].id));
    again.send(Event::StartLesson {
        id: course[0].id.into(),
    });
    again.send(Event::NextLesson);
    assert_eq!(lesson_view(&again).id, course[1].id);
}

#[test]
fn every_lesson_of_every_course_is_solved_through_the_app() {
    for preset in ["pallanguzhi", "pallankuzhi", "pallankuli", "pasu-pondi", "kalah"] {
        let mut shell = Shell::new(3);
        shell.send(launch(""));
        shell.send(Event::OpenLessons { preset: preset.into() });
        let list = lessons_view(&shell);
        assert!(!list.items.is_empty(), "{preset}");
        shell.send(Event::StartLesson {
            id: list.items[0].id.clone(),
        });
        for item in &list.items {
            let view = lesson_view(&shell);
            assert_eq!(view.id, item.id);
            let answer = lesson::by_id(&item.id).unwrap().answers[0];
            shell.send(Event::TapHole { hole: answer });
            shell.fire_all_timers();
            let view = lesson_view(&shell);
            assert!(view.solved, "{}", item.id);
            assert!(!view.steps.is_empty());
            let last = item.id == list.items.last().unwrap().id;
            let expected: &[&str] = match last {
                true => &["lesson-again", "lessons"],
                false => &["lesson-next", "lesson-again", "lessons"],
            };
            assert_eq!(action_ids(&view), expected, "{}", item.id);
            shell.send(Event::NextLesson);
        }
        assert_eq!(
            shell.app.view().screen,
            Screen::Lessons,
            "after the last lesson, the list"
        );
        let list = lessons_view(&shell);
        assert_eq!(list.done, list.total, "{preset}");
        assert!(list.next.is_none());
    }
}

#[test]
fn the_rules_screen_links_each_rule_set_to_its_lessons_and_bad_ids_are_refused() {
    let mut shell = Shell::new(4);
    shell.send(launch(""));
    let presets = shell.app.view().presets;
    let kalah = presets.iter().find(|p| p.id == "kalah").unwrap();
    assert_eq!(
        kalah.lessons.iter().map(|l| l.id.as_str()).collect::<Vec<_>>(),
        lesson::course("kalah").iter().map(|l| l.id).collect::<Vec<_>>()
    );
    shell.send(Event::StartLesson {
        id: kalah.lessons[0].id.clone(),
    });
    assert_eq!(shell.app.view().screen, Screen::Lesson);
    assert_eq!(shell.app.view().lesson().unwrap().preset, "kalah");
    shell.send(Event::StartLesson { id: "no-such".into() });
    let view = shell.app.view();
    assert_eq!(view.notice.clone().unwrap().text, "There is no lesson “no-such”.");
    assert_eq!(view.lesson().unwrap().id, kalah.lessons[0].id, "nothing changed");
    shell.send(Event::OpenLessons {
        preset: "custom".into(),
    });
    assert_eq!(shell.app.view().screen, Screen::Lesson, "no course: refused");
    shell.send(Event::BackHome);
    assert_eq!(
        shell.app.view().lessons().unwrap().preset,
        "kalah",
        "the list is the lesson's course"
    );
}

#[test]
fn reduce_motion_shows_the_move_at_once() {
    let mut shell = Shell::new(5);
    shell.send(Event::Launch {
        dir: String::new(),
        language: "ta".into(),
        reduce_motion: true,
    });
    shell.send(Event::StartLesson {
        id: "pallanguzhi-relay".into(),
    });
    let l = lesson::by_id("pallanguzhi-relay").unwrap();
    shell.send(Event::TapHole { hole: l.answers[0] });
    assert!(shell.timers.is_empty());
    let view = lesson_view(&shell);
    assert!(view.solved);
    assert_eq!(view.steps.len(), l.solution().unwrap().steps.len());
    assert!(shell.announced.last().unwrap().starts_with("நன்றாக ஆடினீர்கள்"));
}

#[test]
fn a_suspend_during_the_move_shows_it_to_its_end_and_saves_the_progress() {
    let fs = MemFs::new();
    let mut shell = Shell::with(App::with_fs(6, fs.clone()));
    shell.send(launch("/data"));
    shell.send(Event::StartLesson {
        id: "pallanguzhi-capture".into(),
    });
    let answer = lesson::by_id("pallanguzhi-capture").unwrap().answers[0];
    shell.send(Event::TapHole { hole: answer });
    assert!(lesson_view(&shell).board.animating);
    shell.send(Event::Suspend);
    assert!(
        shell.timers.is_empty(),
        "no timer left running in the background: {:?}",
        shell.timers
    );
    let view = lesson_view(&shell);
    assert!(view.solved && !view.board.animating);
    assert!(fs.text("lessons.json").unwrap().contains("pallanguzhi-capture"));
    shell.send(Event::Resume);
    assert!(shell.timers.is_empty());
}

#[test]
fn a_lessons_buttons_are_worded_in_the_players_language() {
    let mut shell = Shell::new(7);
    shell.send(Event::Launch {
        dir: String::new(),
        language: "ta".into(),
        reduce_motion: false,
    });
    let first = &lesson::course("pallanguzhi")[0];
    shell.send(Event::StartLesson { id: first.id.into() });
    shell.send(Event::TapHole { hole: first.answers[0] });
    shell.fire_all_timers();
    let view = lesson_view(&shell);
    let labels: Vec<&str> = view.actions.iter().map(|a| a.label.as_str()).collect();
    assert_eq!(labels, ["அடுத்த பாடம்", "மீண்டும்", "பாடங்கள்"]);
    assert_eq!(view.steps_label.as_deref(), Some("நடந்தது எப்படி"));
}
