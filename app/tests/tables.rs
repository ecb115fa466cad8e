//! Every seat at the table: one or two seats a side, each a person or the computer at a
//! level. Each kind of table starts and plays to its end with the computer moving its
//! seats; an impossible table is refused with a typed error and a line in the player's
//! language, changing nothing; undo goes back to a person's move; statistics count a
//! level only when computers alone sit across; a table game saves and resumes, and the
//! saves of older versions still load.

mod common;
use common::*;
use pallanguzhi_app::seats::{players, TableError};
use pallanguzhi_app::texts::{Lang, Texts};
use pallanguzhi_app::*;
use pallanguzhi_core::{Level, Side};
use std::path::Path;

fn person(name: &str) -> TableSeat {
    TableSeat::Person { name: name.into() }
}

fn computer(level: Level) -> TableSeat {
    TableSeat::Computer { level }
}

fn table(south: Vec<TableSeat>, north: Vec<TableSeat>) -> Opponent {
    Opponent::Table { south, north }
}

/// Plays the game to its end: a person's seat taps the first legal hole, the computer's
/// seats search. Returns how many moves each kind of seat made (people, computer), and
/// checks the board names whose seat moves before every move.
fn play_to_the_end(shell: &mut Shell) -> (usize, usize) {
    let (mut people, mut computer) = (0, 0);
    for _ in 0..3000 {
        let game = shell.game();
        if game.outcome.is_some() {
            return (people, computer);
        }
        if game.dialog.is_some() {
            shell.send(Event::AcknowledgeDialog);
            continue;
        }
        if game.animating {
            shell.send(Event::SkipAnimation);
            continue;
        }
        assert!(!game.mover.is_empty(), "the board names the seat to move");
        if game.thinking == Thinking::Computer {
            assert!(
                game.mover.starts_with("Computer ("),
                "a computer seat is named with its level: {}",
                game.mover
            );
            assert!(game.status.contains(&game.mover), "{}", game.status);
            assert!(
                shell.legal().is_empty(),
                "no hole is a person's while the computer thinks"
            );
            assert!(shell.run_search());
            computer += 1;
        } else {
            assert!(!game.mover.starts_with("Computer"), "{}", game.mover);
            assert!(shell.searches.is_empty());
            let hole = shell.legal()[0];
            shell.send(Event::TapHole { hole });
            people += 1;
        }
    }
    panic!("the game never ended");
}

#[test]
fn every_kind_of_table_starts_and_plays_to_the_end() {
    let tables = [
        // Three friends and the computer.
        (
            vec![person("Anbu"), person("Bala")],
            vec![person("Chitra"), computer(Level::Easy)],
        ),
        // Two against two.
        (
            vec![person("Anbu"), person("Bala")],
            vec![person("Chitra"), person("Devi")],
        ),
        // Two people against the computer.
        (vec![person("Anbu"), person("Bala")], vec![computer(Level::Easy)]),
        // A person and the computer against a person and the computer.
        (
            vec![person("Anbu"), computer(Level::Easy)],
            vec![computer(Level::Medium), person("Bala")],
        ),
        // One person against two computers, the computer first.
        (
            vec![computer(Level::Easy), computer(Level::Medium)],
            vec![person("Anbu")],
        ),
    ];
    for (i, (south, north)) in tables.into_iter().enumerate() {
        let computers = south
            .iter()
            .chain(&north)
            .filter(|s| matches!(s, TableSeat::Computer { .. }))
            .count();
        let mut shell = Shell::new(40 + i as u64);
        shell.send(new_game("kalah", table(south.clone(), north.clone())));
        let view = shell.app.view();
        assert_eq!(view.notice, None, "table {i}");
        assert_eq!(view.screen, Screen::Game, "table {i}");
        let names = shell.game().names;
        assert_eq!(
            (names.south.len(), names.north.len()),
            (south.len(), north.len()),
            "table {i}"
        );
        let (people, by_computer) = play_to_the_end(&mut shell);
        assert!(people > 0, "table {i}: the people played");
        assert_eq!(
            by_computer > 0,
            computers > 0,
            "table {i}: the computer moves its seats"
        );
    }
}

#[test]
fn the_seats_of_a_side_take_turns_and_the_board_names_each() {
    let mut shell = Shell::new(5);
    shell.send(new_game(
        "pallanguzhi",
        table(vec![computer(Level::Hard), person("Anbu")], vec![person("Bala")]),
    ));
    let game = shell.game();
    assert_eq!(
        game.names.south,
        vec!["Computer (Hard)".to_string(), "Anbu".to_string()]
    );
    assert_eq!(game.mover, "Computer (Hard)");
    assert_eq!(game.thinking, Thinking::Computer);
    assert_eq!(game.seat_line.as_deref(), Some("Seat 1 of South: Computer (Hard)"));
    assert_eq!(shell.searches.len(), 1, "the computer's seat moves first");
    assert!(shell.run_search());
    shell.settle();
    let game = shell.game();
    assert_eq!(game.mover, "Bala");
    assert_eq!(game.seat_line, None, "Bala sits alone");
    let hole = shell.legal()[0];
    shell.send(Event::TapHole { hole });
    shell.settle();
    let game = shell.game();
    if game.to_move == Some(Side::South) {
        assert_eq!(game.mover, "Anbu", "South's second seat plays South's second turn");
        assert_eq!(game.seat_line.as_deref(), Some("Seat 2 of South: Anbu"));
        assert!(shell.searches.is_empty());
    }
}

#[test]
fn an_impossible_table_is_refused_in_words_and_changes_nothing() {
    let en = Texts::new(Lang::from_tag("en"));
    assert_eq!(
        players(&[person("A")], &[], &en),
        Err(TableError::NoSeat { side: Side::North })
    );
    assert_eq!(
        players(&[person("A"), person("B"), person("C")], &[person("D")], &en),
        Err(TableError::TooManySeats {
            side: Side::South,
            seats: 3
        })
    );
    assert_eq!(
        players(&[computer(Level::Easy)], &[computer(Level::Hard)], &en),
        Err(TableError::NoPerson)
    );
    assert_eq!(TableError::NoSeat { side: Side::North }.message_id(), "refused-no-seat");
    let impossible = [
        (
            table(vec![person("A")], vec![]),
            TableError::NoSeat { side: Side::North },
        ),
        (
            table(vec![], vec![person("A")]),
            TableError::NoSeat { side: Side::South },
        ),
        (
            table(vec![person("A")], vec![person("B"), person("C"), computer(Level::Easy)]),
            TableError::TooManySeats {
                side: Side::North,
                seats: 3,
            },
        ),
        (
            table(vec![computer(Level::Easy)], vec![computer(Level::Easy)]),
            TableError::NoPerson,
        ),
    ];
    for (language, lang) in [
        ("en", Lang::from_tag("en")),
        ("fr", Lang::from_tag("fr")),
        ("ta", Lang::from_tag("ta")),
    ] {
        let fs = MemFs::new();
        let mut shell = Shell::with(App::with_fs(1, fs.clone()));
        shell.send(Event::Launch {
            dir: "/d".into(),
            language: language.into(),
            reduce_motion: false,
        });
        shell.send(new_game("pallanguzhi", pass_and_play(&["Anbu"], &["Bala"])));
        shell.send(Event::TapHole { hole: shell.legal()[0] });
        shell.settle();
        let before = shell.app.view();
        let saved = fs.text("game.json");
        for (opponent, error) in impossible.clone() {
            let effects = shell.send(new_game("kalah", opponent));
            let after = shell.app.view();
            let notice = after.notice.clone().expect("a refusal says why");
            assert_eq!(notice.kind, NoticeKind::BadRequest);
            assert_eq!(notice.text, Texts::new(lang).table_refused(&error), "{language}");
            assert!(
                !notice.text.contains("refused-"),
                "{language}: a message id shows: {}",
                notice.text
            );
            assert!(!effects
                .iter()
                .any(|e| matches!(e, Effect::Search { .. } | Effect::StartTimer { .. })));
            assert_eq!(
                after.game(),
                before.game(),
                "{language}: the game on the board is untouched"
            );
            assert_eq!(after.screen, before.screen);
            assert_eq!(fs.text("game.json"), saved, "{language}: nothing was saved");
            shell.send(Event::DismissNotice);
        }
    }
    let fr = Texts::new(Lang::from_tag("fr")).table_refused(&TableError::NoSeat { side: Side::North });
    let ta = Texts::new(Lang::from_tag("ta")).table_refused(&TableError::NoSeat { side: Side::North });
    assert!(fr.contains("Nord") && ta.contains("வடக்கு"), "{fr} / {ta}");
}

#[test]
fn a_person_without_a_name_is_named_after_the_seat() {
    let mut shell = Shell::new(2);
    shell.send(new_game(
        "kalah",
        table(
            vec![person(" "), person("Anbu")],
            vec![person(""), computer(Level::Easy)],
        ),
    ));
    let names = shell.game().names;
    assert_eq!(names.south, vec!["South 1".to_string(), "Anbu".to_string()]);
    assert_eq!(names.north, vec!["North 1".to_string(), "Computer (Easy)".to_string()]);
}

#[test]
fn undo_goes_back_to_the_last_move_a_person_made() {
    let mut shell = Shell::new(9);
    shell.send(new_game(
        "pallanguzhi",
        table(vec![person("Anbu"), computer(Level::Easy)], vec![person("Bala")]),
    ));
    // (moves played before, mover was a person) for every move.
    let mut moves: Vec<(usize, bool, String)> = Vec::new();
    while moves.iter().filter(|m| !m.1).count() < 2 {
        let game = shell.game();
        assert!(game.outcome.is_none());
        if game.dialog.is_some() {
            shell.send(Event::AcknowledgeDialog);
            continue;
        }
        let before = game.history.len();
        if game.thinking == Thinking::Computer {
            moves.push((before, false, game.mover.clone()));
            shell.run_search();
        } else {
            moves.push((before, true, game.mover.clone()));
            shell.send(Event::TapHole { hole: shell.legal()[0] });
        }
        shell.send(Event::SkipAnimation);
    }
    // The computer has just moved: if a person is to move now, undo takes back the
    // computer's move and the person's before it.
    shell.settle();
    while shell.game().dialog.is_some() || shell.game().thinking == Thinking::Computer {
        shell.send(Event::AcknowledgeDialog);
        shell.settle();
    }
    let game = shell.game();
    assert!(game.buttons.undo);
    let played = game.history.clone();
    let (at, _, who) = moves
        .iter()
        .filter(|m| m.1 && m.0 < played.len())
        .last()
        .cloned()
        .expect("a person moved");
    shell.send(Event::Undo);
    let game = shell.game();
    assert_eq!(game.history, played[..at].to_vec(), "back to before {who}'s last move");
    assert_eq!(game.mover, who);
    assert_eq!(
        game.thinking,
        Thinking::Nobody,
        "the person plays again, the computer waits"
    );
    assert!(shell.searches.is_empty() || shell.app.view().game().unwrap().thinking == Thinking::Nobody);
    // Redo plays the person's move again, and the computer's reply with it.
    shell.send(Event::Redo);
    shell.send(Event::SkipAnimation);
    assert!(shell.game().history.len() > at);
}

/// Ends the game at once: the side to move (or the people against the computer) resign.
fn resign_at_once(shell: &mut Shell, opponent: Opponent, preset: &str) {
    shell.send(new_game(preset, opponent));
    shell.settle();
    shell.send(Event::Resign);
    assert!(shell.game().outcome.is_some());
}

#[test]
fn statistics_count_a_level_only_when_computers_alone_sit_across() {
    let mut shell = Shell::new(21);
    // Two people against the computer: each played against Easy.
    resign_at_once(
        &mut shell,
        table(vec![person("Anbu"), person("Bala")], vec![computer(Level::Easy)]),
        "kalah",
    );
    // Against two computers: the strongest counts.
    resign_at_once(
        &mut shell,
        table(
            vec![person("Chitra")],
            vec![computer(Level::Easy), computer(Level::Hard)],
        ),
        "kalah",
    );
    // A person and the computer against a person: a game between people for both.
    resign_at_once(
        &mut shell,
        table(vec![person("Devi"), computer(Level::Expert)], vec![person("Elil")]),
        "kalah",
    );
    let stats = shell.stats().lines;
    let level_of =
        |player: &str| -> Vec<Option<Level>> { stats.iter().filter(|l| l.player == player).map(|l| l.level).collect() };
    assert_eq!(level_of("Anbu"), vec![Some(Level::Easy)]);
    assert_eq!(level_of("Bala"), vec![Some(Level::Easy)]);
    assert_eq!(level_of("Chitra"), vec![Some(Level::Hard)]);
    assert_eq!(level_of("Devi"), vec![None]);
    assert_eq!(level_of("Elil"), vec![None]);
    assert!(stats.iter().all(|l| l.games == 1));
    assert!(
        !stats.iter().any(|l| l.player.starts_with("Computer")),
        "the computer has no statistics"
    );
}

#[test]
fn a_table_game_saves_and_resumes_with_every_seat() {
    let fs = MemFs::new();
    let mut shell = Shell::with(App::with_fs(31, fs.clone()));
    shell.send(launch("/d"));
    let seats = table(
        vec![person("Anbu"), computer(Level::Easy)],
        vec![person("Bala"), computer(Level::Medium)],
    );
    shell.send(new_game("pallanguzhi", seats));
    for _ in 0..3 {
        shell.send(Event::TapHole { hole: shell.legal()[0] });
        shell.settle();
        while shell.game().dialog.is_some() {
            shell.send(Event::AcknowledgeDialog);
            shell.settle();
        }
    }
    // Stop on the computer's turn: its search must resume after the restart.
    let before = shell.game();
    assert!(
        before.history.len() >= 5,
        "people and computers moved: {:?}",
        before.history
    );
    shell.send(Event::Suspend);
    let mut again = Shell::with(App::with_fs(32, fs.survivor()));
    again.send(launch("/d"));
    let after = again.game();
    assert_eq!(after.game_id, before.game_id);
    assert_eq!(after.history, before.history);
    assert_eq!(after.names, before.names);
    assert_eq!(
        after.names.north,
        vec!["Bala".to_string(), "Computer (Medium)".to_string()]
    );
    assert_eq!(after.mover, before.mover);
    assert_eq!(again.app.view().screen, Screen::Game);
    play_to_the_end(&mut again);
}

/// The last table that started a game is offered again: it is in the settings the shells
/// draw the new-game page from, across a restart; a refused table is not remembered.
#[test]
fn the_last_table_is_remembered_for_the_next_game() {
    let fs = MemFs::new();
    let mut shell = Shell::with(App::with_fs(33, fs.clone()));
    shell.send(launch("/d"));
    let (south, north) = (vec![person("Anbu"), computer(Level::Hard)], vec![person("Bala")]);
    shell.send(new_game("pallanguzhi", table(south.clone(), north.clone())));
    assert_eq!(shell.app.view().settings.table_south, south);
    shell.send(Event::Suspend);
    let mut again = Shell::with(App::with_fs(34, fs.survivor()));
    again.send(launch("/d"));
    let settings = again.app.view().settings;
    assert_eq!(
        (settings.table_south, settings.table_north),
        (south.clone(), north.clone())
    );
    // Refused: no seat on the north side. What was remembered stays.
    again.send(new_game("pallanguzhi", table(vec![person("Chitra")], vec![])));
    assert_eq!(again.app.view().settings.table_south, south);
}

/// A save written before tables existed (the core's checked-in version-1 save, two people
/// against the computer, in the app's game file) still loads and plays on.
#[test]
fn an_old_format_save_still_loads() {
    let core_save = include_str!("../../core/tests/data/sample-save-v1.json");
    let file = serde_json::json!({
        "format": "pallanguzhi-app-game",
        "id": "00000000000000aa",
        "save": core_save,
        "ending": null,
    });
    let fs = MemFs::new();
    fs.put(Path::new("/d/game.json"), &file.to_string());
    let mut shell = Shell::with(App::with_fs(1, fs));
    shell.send(launch("/d"));
    let view = shell.app.view();
    assert_eq!(view.notice, None);
    let game = view.game().expect("the old game");
    assert_eq!(game.game_id, "00000000000000aa");
    assert_eq!(game.history.len(), 7);
    assert_eq!(game.names.south, vec!["Amma".to_string(), "Ravi".to_string()]);
    assert_eq!(game.names.north, vec!["Computer (Hard)".to_string()]);
    assert_eq!(
        game.mode,
        Mode::Computer {
            level: Level::Hard,
            human: Side::South
        }
    );
    // The events of older shells still read.
    let old: Event = serde_json::from_str(
        r#"{"NewGame":{"preset":"kalah","opponent":{"Computer":{"level":"easy","side":"south","name":"Anbu"}}}}"#,
    )
    .unwrap();
    assert_eq!(old, new_game("kalah", vs_computer(Level::Easy)));
    let new: Event = serde_json::from_str(
        r#"{"NewGame":{"preset":"kalah","opponent":{"Table":{"south":[{"Person":{"name":"Anbu"}}],"north":[{"Computer":{"level":"easy"}}]}}}}"#,
    )
    .unwrap();
    assert_eq!(
        new,
        new_game("kalah", table(vec![person("Anbu")], vec![computer(Level::Easy)]))
    );
}
