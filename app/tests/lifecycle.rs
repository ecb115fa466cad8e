//! Suspend and resume during animations and searches, stale timers and
//! answers, new games over running work, settings and damaged files.

mod common;
use common::*;
use pallanguzhi_app::*;
use pallanguzhi_core::{Level, Side};
use std::path::Path;

fn on_disk(seed: u64) -> (Shell, std::sync::Arc<MemFs>) {
    let fs = MemFs::new();
    let mut shell = Shell::with(App::with_fs(seed, fs.clone()));
    shell.send(launch("/d"));
    (shell, fs)
}

#[test]
fn suspend_during_an_animation_finishes_it_saves_and_resume_lets_the_computer_reply() {
    let (mut shell, fs) = on_disk(3);
    shell.send(new_game("pallanguzhi", vs_computer(Level::Easy)));
    shell.send(Event::TapHole { hole: 2 });
    assert!(shell.game().animating);
    let timer = shell.timers[0].0;
    let effects = shell.send(Event::Suspend);
    assert!(effects
        .iter()
        .any(|e| matches!(e, Effect::CancelTimer { id } if *id == timer)));
    assert!(
        shell.timers.is_empty() && shell.searches.is_empty(),
        "nothing starts while suspended"
    );
    let game = shell.game();
    assert!(!game.animating);
    assert_eq!(game.history, vec!["c"]);
    let (_, saved) = pallanguzhi_app::files::GameFile::parse(&fs.text("game.json").unwrap()).unwrap();
    assert_eq!(saved.history(), &[2], "saved before the animation ended");
    assert!(
        shell.send(Event::TimerFired { id: timer }).is_empty(),
        "a stale timer is ignored"
    );
    shell.send(Event::Resume);
    assert_eq!(shell.searches.len(), 1, "the computer's turn restarts");
    shell.settle();
    assert_eq!(shell.game().history.len(), 2);
}

#[test]
fn suspend_during_a_search_cancels_it_and_resume_starts_a_fresh_one() {
    let (mut shell, _fs) = on_disk(4);
    shell.send(new_game("pallanguzhi", vs_computer(Level::Medium)));
    shell.send(Event::TapHole { hole: 3 });
    shell.fire_all_timers();
    let first = shell.searches.remove(0);
    shell.send(Event::Suspend);
    assert!(first.is_cancelled());
    assert_eq!(shell.game().thinking, Thinking::Nobody);
    assert!(
        shell.send(first.run()).is_empty(),
        "the cancelled search's answer is dropped"
    );
    shell.send(Event::Resume);
    let second = shell.searches[0].clone();
    assert_ne!(second.id(), first.id());
    shell.settle();
    assert_eq!(shell.game().history.len(), 2);
}

#[test]
fn a_cancelled_job_answers_nothing() {
    let mut shell = Shell::new(5);
    shell.send(new_game("pallanguzhi", vs_computer(Level::Expert)));
    shell.send(Event::TapHole { hole: 0 });
    shell.fire_all_timers();
    let job = shell.searches.remove(0);
    job.cancel();
    assert_eq!(
        job.run(),
        Event::SearchDone {
            id: job.id(),
            result: None
        }
    );
}

#[test]
fn a_new_game_during_a_search_cancels_it() {
    let mut shell = Shell::new(6);
    shell.send(new_game("pallanguzhi", vs_computer(Level::Easy)));
    shell.send(Event::TapHole { hole: 1 });
    shell.fire_all_timers();
    let job = shell.searches.remove(0);
    shell.send(new_game("kalah", pass_and_play(&["A"], &["B"])));
    assert!(job.is_cancelled());
    assert!(shell.send(job.run()).is_empty());
    let game = shell.game();
    assert_eq!(game.rules, "kalah");
    assert!(game.history.is_empty());
}

#[test]
fn a_tap_during_an_animation_skips_to_its_end() {
    let mut shell = Shell::new(7);
    shell.send(new_game("pallanguzhi", pass_and_play(&["A"], &["B"])));
    shell.send(Event::TapHole { hole: 4 });
    let timer = shell.timers[0].0;
    shell.send(Event::TapHole { hole: 9 });
    assert!(shell.timers.is_empty(), "timer {timer} cancelled");
    let game = shell.game();
    assert!(!game.animating);
    assert_eq!(game.history.len(), 1, "the skipping tap plays nothing");
    assert!(shell.announced.last().unwrap().starts_with("A sowed hole e."));
}

#[test]
fn back_home_and_continue() {
    let mut shell = Shell::new(8);
    shell.send(new_game("pallanguzhi", vs_computer(Level::Easy)));
    shell.send(Event::TapHole { hole: 2 });
    shell.fire_all_timers();
    let job = shell.searches.remove(0);
    shell.send(Event::BackHome);
    let view = shell.app.view();
    assert_eq!(view.screen, Screen::Home);
    assert!(view.home().expect("the home screen").can_continue);
    assert!(job.is_cancelled());
    shell.send(Event::ContinueGame);
    assert_eq!(shell.app.view().screen, Screen::Game);
    shell.settle();
    assert_eq!(shell.game().history.len(), 2);
}

#[test]
fn settings_are_written_and_read_back() {
    let (mut shell, fs) = on_disk(9);
    let settings = Settings {
        speed: Speed::Fast,
        haptics: false,
        colour_safe: true,
        language: "ta".into(),
        player_name: "Anbu".into(),
        ..Settings::default()
    };
    shell.send(Event::SettingsChanged {
        settings: settings.clone(),
    });
    shell.fire_all_timers(); // the pause after the change ends: the settings are written
    let mut again = Shell::with(App::with_fs(1, fs.survivor()));
    again.send(launch("/d"));
    let view = again.app.view();
    assert_eq!(view.settings, settings);
    assert_eq!(view.language, "ta");
    shell.send(Event::SettingsChanged {
        settings: Settings {
            language: "de".into(),
            ..Settings::default()
        },
    });
    let view = shell.app.view();
    assert_eq!(view.notice.unwrap().kind, NoticeKind::BadRequest);
    assert_eq!(view.settings, settings, "a bad language changes nothing");
}

/// Issue 38 (N4): a name typed letter by letter, or a volume dragged step by step, sends a
/// change each time; each write is two full flushes on the UI thread. The view shows every
/// change at once, and the file is written once, when the changes pause.
#[test]
fn settings_changes_are_written_once_when_they_pause() {
    let (mut shell, fs) = on_disk(12);
    let writes = || fs.ops.load(std::sync::atomic::Ordering::SeqCst);
    let before = writes();
    let mut settings = Settings::default();
    for name in ["A", "An", "Anb", "Anbu"] {
        settings.player_name = name.into();
        settings.volume = settings.volume.saturating_sub(5);
        shell.send(Event::SettingsChanged {
            settings: settings.clone(),
        });
        assert_eq!(shell.app.view().settings, settings, "the view shows the change at once");
        assert_eq!(writes(), before, "nothing written while the changes go on");
        assert_eq!(
            shell.timers.iter().map(|&(_, ms)| ms).collect::<Vec<_>>(),
            vec![SETTINGS_SAVE_PAUSE_MS],
            "one pause pending, restarted by each change"
        );
    }
    assert!(shell.fire_timer());
    let once = writes() - before;
    assert!(
        once > 0 && once <= 4,
        "one atomic write (temp, backup, rename, directory): {once} operations"
    );
    assert!(fs.text("settings.json").unwrap().contains("\"Anbu\""));
    assert!(shell.timers.is_empty());
    // A change left pending when the app leaves the screen is written by the suspend.
    settings.player_name = "Valli".into();
    shell.send(Event::SettingsChanged {
        settings: settings.clone(),
    });
    let effects = shell.send(Event::Suspend);
    assert!(fs.text("settings.json").unwrap().contains("\"Valli\""));
    assert!(effects.iter().any(|e| matches!(e, Effect::CancelTimer { .. })));
    shell.timers.clear();
    let mut again = Shell::with(App::with_fs(1, fs.survivor()));
    again.send(launch("/d"));
    assert_eq!(again.app.view().settings, settings);
}

#[test]
fn damaged_settings_fall_back_field_by_field() {
    let s = Settings::from_json(r#"{"speed":"warp","haptics":false,"language":"xx","south_names":["Anbu"]}"#);
    assert_eq!(s.speed, Speed::Normal);
    assert!(!s.haptics);
    assert_eq!(s.language, "system");
    assert_eq!(s.south_names, vec!["Anbu"]);
    assert_eq!(Settings::from_json("not json"), Settings::default());
    // No table (a file from before tables, or a side left empty): the default one.
    let d = Settings::default();
    assert_eq!(
        (s.table_south.clone(), s.table_north.clone()),
        (d.table_south.clone(), d.table_north.clone())
    );
    assert_eq!(
        d.table_north,
        vec![TableSeat::Computer {
            level: pallanguzhi_core::Level::Medium
        }]
    );
    let empty = Settings::from_json(r#"{"table_south":[{"Person":{"name":"Anbu"}}],"table_north":[]}"#);
    assert_eq!(empty.table_south, vec![TableSeat::Person { name: "Anbu".into() }]);
    assert_eq!(empty.table_north, d.table_north);
}

#[test]
fn haptics_follow_the_setting() {
    let mut shell = Shell::new(10);
    shell.send(new_game("pallanguzhi", pass_and_play(&["A"], &["B"])));
    shell.send(Event::TapHole { hole: 8 });
    assert_eq!(shell.haptics, vec![HapticKind::Refused]);
    shell.send(Event::SettingsChanged {
        settings: Settings {
            haptics: false,
            ..Settings::default()
        },
    });
    shell.send(Event::TapHole { hole: 8 });
    assert_eq!(shell.haptics.len(), 1);
}

#[test]
fn a_corrupt_save_falls_back_to_the_previous_one() {
    let (mut shell, fs) = on_disk(11);
    shell.send(new_game("pallanguzhi", pass_and_play(&["A"], &["B"])));
    shell.send(Event::TapHole { hole: 2 });
    shell.send(Event::SkipAnimation);
    shell.send(Event::TapHole { hole: 9 });
    shell.send(Event::SkipAnimation);
    fs.put(Path::new("/d/game.json"), "{\"format\": \"pallanguzhi-app-ga");
    let mut again = Shell::with(App::with_fs(1, fs.survivor()));
    again.send(launch("/d"));
    let view = again.app.view();
    assert_eq!(view.notice, None);
    assert_eq!(view.game().unwrap().history, vec!["c"], "the previous good save");
}

#[test]
fn an_unreadable_save_is_kept_aside_and_reported() {
    let fs = MemFs::new();
    fs.put(Path::new("/d/game.json"), "garbage");
    let mut shell = Shell::with(App::with_fs(1, fs.clone()));
    shell.send(launch("/d"));
    let view = shell.app.view();
    let notice = view.notice.clone().unwrap();
    assert_eq!(notice.kind, NoticeKind::SaveRefused);
    assert!(notice.text.contains("kept aside"));
    assert!(view.game().is_none());
    assert_eq!(fs.text("game.json.bad").as_deref(), Some("garbage"));
    shell.send(Event::DismissNotice);
    assert_eq!(shell.app.view().notice, None);
}

#[test]
fn a_save_written_on_disk_restores_on_launch() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().to_str().unwrap().to_string();
    let mut shell = Shell::new(12);
    shell.send(launch(&path));
    shell.send(new_game("pallankuzhi", vs_computer(Level::Easy)));
    shell.send(Event::TapHole { hole: 1 });
    shell.send(Event::Suspend);
    let id = shell.game().game_id;
    assert!(dir.path().join("game.json").is_file());
    assert!(!dir.path().join("game.json.tmp").exists());
    let mut again = Shell::new(13);
    again.send(launch(&path));
    let game = again.game();
    assert_eq!(game.game_id, id);
    assert_eq!(game.history, vec!["b"]);
    assert_eq!(again.app.view().screen, Screen::Game);
    assert_eq!(again.searches.len(), 1, "the computer's turn resumes on launch");
    assert_eq!(
        game.mode,
        Mode::Computer {
            level: Level::Easy,
            human: Side::South
        }
    );
}
