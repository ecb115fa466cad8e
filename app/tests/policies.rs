//! One policy each: undo, redo, rematch, resign, draws, dialogs and statistics.

mod common;
use common::*;
use pallanguzhi_app::*;
use pallanguzhi_core::{Level, Outcome, Side};

/// Play a move and show it to the end (as if every timer fired).
fn play(shell: &mut Shell, hole: u8) {
    shell.send(Event::TapHole { hole });
    shell.fire_all_timers();
}

fn first_legal(shell: &mut Shell) {
    let hole = shell.legal()[0];
    play(shell, hole);
}

#[test]
fn undo_against_the_computer_goes_back_to_the_persons_move_and_redo_replays_both() {
    let mut shell = Shell::new(1);
    shell.send(new_game("pallanguzhi", vs_computer(Level::Easy)));
    play(&mut shell, 2);
    shell.settle();
    let two = shell.game().history;
    assert_eq!(two.len(), 2);
    shell.send(Event::Undo);
    let game = shell.game();
    assert!(game.history.is_empty());
    assert!(game.buttons.redo && !game.buttons.undo);
    assert!(shell.searches.is_empty(), "South (the person) is to move");
    shell.send(Event::Redo);
    shell.fire_all_timers();
    assert_eq!(shell.game().history, two, "the move and the computer's reply");
    assert!(shell.searches.is_empty(), "redo does not ask the computer again");
}

#[test]
fn undo_and_redo_in_pass_and_play_are_one_move() {
    let mut shell = Shell::new(2);
    shell.send(new_game("pallanguzhi", pass_and_play(&["A"], &["B"])));
    play(&mut shell, 2);
    play(&mut shell, 9);
    shell.send(Event::Undo);
    assert_eq!(shell.game().history, vec!["c"]);
    shell.send(Event::Redo);
    shell.fire_all_timers();
    assert_eq!(shell.game().history, vec!["c", "C"]);
    assert!(!shell.game().buttons.redo);
}

#[test]
fn rematch_swaps_sides() {
    let mut shell = Shell::new(3);
    shell.send(new_game("kalah", vs_computer(Level::Easy)));
    shell.send(Event::Resign);
    let game = shell.game();
    assert_eq!(game.outcome, Some(Outcome::Win { side: Side::North }));
    let rematch = vec![("rematch".to_string(), "Rematch".to_string(), true, true)];
    assert_eq!(game_actions(&game), rematch, "Rematch, the main action, and no hint");
    assert_eq!(game.actions[0].event, Event::Rematch);
    shell.send(Event::Rematch);
    let game = shell.game();
    assert_eq!(
        game.mode,
        Mode::Computer {
            level: Level::Easy,
            human: Side::North
        }
    );
    assert_eq!(game.bottom, Side::North);
    assert_eq!(shell.searches.len(), 1, "the computer now sows first");
    let mut shell = Shell::new(3);
    shell.send(new_game("kalah", pass_and_play(&["A", "B"], &["C"])));
    shell.send(Event::Resign);
    shell.send(Event::Rematch);
    let names = shell.game().names;
    assert_eq!(
        (names.south, names.north),
        (vec!["C".to_string()], vec!["A".to_string(), "B".into()])
    );
}

#[test]
fn statistics_in_pass_and_play_are_per_seat_name() {
    let mut shell = Shell::new(4);
    shell.send(new_game(
        "pallanguzhi",
        pass_and_play(&["Anbu", "Bala"], &["Chitra", "Devi"]),
    ));
    shell.send(Event::Resign);
    let stats = shell.stats().lines;
    assert_eq!(stats.len(), 4);
    for line in &stats {
        let lost = line.player == "Anbu" || line.player == "Bala";
        assert_eq!(
            (line.games, line.losses, line.wins),
            (1, lost as u32, !lost as u32),
            "{line:?}"
        );
        assert_eq!(line.level, None);
        assert_eq!(line.title, "Pallanguzhi vs A person");
        assert_eq!(line.rules, "pallanguzhi");
    }
    shell.send(Event::Rematch);
    shell.send(Event::OfferDraw);
    let dialog = shell.game().dialog.unwrap();
    assert_eq!(dialog.kind, DialogKind::DrawOffer);
    assert_eq!(dialog.title, "Chitra & Devi offers a draw.");
    shell.send(Event::AcceptDraw);
    let game = shell.game();
    assert_eq!(game.outcome, Some(Outcome::Draw));
    assert_eq!(game.dialog.unwrap().lines[1], "Draw by agreement.");
    let anbu = shell.stats().lines.into_iter().find(|l| l.player == "Anbu").unwrap();
    assert_eq!((anbu.games, anbu.draws, anbu.current_streak), (2, 1, 0));
}

#[test]
fn against_the_computer_stats_are_the_persons_by_level() {
    let mut shell = Shell::new(5);
    shell.send(new_game("pasu-pondi", vs_computer(Level::Hard)));
    shell.send(Event::Resign);
    let stats = shell.stats().lines;
    assert_eq!(stats.len(), 1);
    assert_eq!(
        (stats[0].player.as_str(), stats[0].level, stats[0].losses),
        ("Anbu", Some(Level::Hard), 1)
    );
    assert_eq!(stats[0].title, "Pasu Pondi vs Hard");
    assert_eq!(shell.game().dialog.unwrap().lines[1], "Anbu resigned.");
}

#[test]
fn draws_are_offered_in_pass_and_play_only_and_can_be_declined() {
    let mut shell = Shell::new(6);
    shell.send(new_game("pallanguzhi", vs_computer(Level::Easy)));
    assert!(!shell.game().buttons.offer_draw);
    shell.send(Event::OfferDraw);
    assert_eq!(shell.app.view().notice.unwrap().kind, NoticeKind::BadRequest);
    assert!(shell.game().dialog.is_none());
    shell.send(new_game("pallanguzhi", pass_and_play(&["A"], &["B"])));
    assert!(shell.game().buttons.offer_draw);
    shell.send(Event::OfferDraw);
    assert!(!shell.game().buttons.undo && !offers(&shell.game(), "hint"));
    assert!(shell.legal().is_empty(), "no move while a draw is offered");
    shell.send(Event::DeclineDraw);
    let game = shell.game();
    assert!(game.dialog.is_none() && game.outcome.is_none());
    assert_eq!(shell.announced.last().unwrap(), "Draw declined; play on.");
    assert_eq!(shell.legal().len(), 7);
}

#[test]
fn a_round_summary_holds_the_computer_until_acknowledged() {
    let mut shell = Shell::new(7);
    shell.send(Event::Launch {
        dir: String::new(),
        language: "en".into(),
        reduce_motion: true,
    });
    shell.send(new_game("pallanguzhi", vs_computer(Level::Easy)));
    for _ in 0..2000 {
        let game = shell.game();
        if let Some(dialog) = &game.dialog {
            assert_eq!(dialog.kind, DialogKind::RoundSummary, "{dialog:?}");
            assert_eq!(dialog.title, "Round 1 is over");
            assert!(dialog.lines.iter().any(|l| l.contains("swept")), "{:?}", dialog.lines);
            // The players by name, not their sides (kept for the rules and the notation).
            let said = [dialog.lines.join(" "), game.banner.clone().unwrap_or_default()].join(" ");
            assert!(
                said.contains("Computer (Easy) swept")
                    && said.contains("Round 1 over: ")
                    && !said.contains("South")
                    && !said.contains("North"),
                "{said}"
            );
            assert!(
                dialog.lines.iter().any(|l| l.starts_with("Round 2, ")),
                "{:?}",
                dialog.lines
            );
            assert!(shell.searches.is_empty(), "the computer waits for the summary");
            assert!(shell.legal().is_empty());
            assert_eq!(game.round, 2);
            shell.send(Event::AcknowledgeDialog);
            shell.settle();
            assert!(shell.game().dialog.is_none());
            return;
        }
        if !shell.run_search() {
            first_legal(&mut shell);
        }
    }
    panic!("no round ended");
}

#[test]
fn a_game_played_to_its_end_shows_the_score_and_counts_once() {
    let mut shell = Shell::new(8);
    shell.send(new_game("kalah", pass_and_play(&["A"], &["B"])));
    while shell.game().outcome.is_none() {
        first_legal(&mut shell);
    }
    let game = shell.game();
    let dialog = game.dialog.clone().unwrap();
    assert_eq!(dialog.kind, DialogKind::GameOver);
    let bowls = &game.bowls;
    assert_eq!(dialog.lines[0], format!("A {} – B {}", bowls[0].count, bowls[1].count));
    assert_eq!(dialog.bowls, vec![bowls[0].count, bowls[1].count]);
    assert_eq!(
        game.buttons,
        Buttons {
            review: true,
            ..Buttons::default()
        }
    );
    assert_eq!(
        game.actions.iter().map(|a| a.id.as_str()).collect::<Vec<_>>(),
        ["rematch"]
    );
    assert_eq!(game.to_move, None);
    assert!(shell.haptics.contains(&HapticKind::GameEnd));
    shell.send(Event::AcknowledgeDialog);
    assert!(shell.game().dialog.is_none());
    let games: u32 = shell.stats().lines.iter().map(|l| l.games).sum();
    assert_eq!(games, 2, "one line for A, one for B");
    shell.send(Event::Open { screen: Screen::Home });
    assert!(!shell.app.view().home().expect("the home screen").can_continue);
}

#[test]
fn bad_requests_change_nothing() {
    let mut shell = Shell::new(9);
    shell.send(new_game("chess", pass_and_play(&["A"], &["B"])));
    let view = shell.app.view();
    assert!(view.game().is_none());
    assert!(view.notice.unwrap().text.contains("chess"));
    shell.send(new_game("kalah", pass_and_play(&["A", "B", "C"], &["D"])));
    assert!(shell.app.view().game().is_none());
    shell.send(Event::Undo);
    shell.send(Event::TapHole { hole: 3 });
    assert!(shell.app.view().game().is_none());
    shell.send(new_game("kalah", pass_and_play(&[""], &[])));
    let names = shell.game().names;
    assert_eq!(
        (names.south, names.north),
        (vec!["South".to_string()], vec!["North".to_string()])
    );
    shell.send(Event::Redo);
    assert_eq!(shell.app.view().notice.unwrap().kind, NoticeKind::BadRequest);
    shell.send(Event::TapHole { hole: 200 });
    assert!(shell.game().history.is_empty());
}

#[test]
fn undo_needs_a_move_of_the_persons() {
    let mut shell = Shell::new(10);
    shell.send(new_game(
        "pallanguzhi",
        Opponent::Computer {
            level: Level::Easy,
            side: SideChoice::North,
            name: "Anbu".into(),
        },
    ));
    shell.settle();
    let game = shell.game();
    assert_eq!(game.history.len(), 1, "the computer opened");
    assert!(!game.buttons.undo, "only the computer's move to take back");
    shell.send(Event::Undo);
    assert_eq!(shell.game().history.len(), 1);
    let hole = shell.legal()[0];
    play(&mut shell, hole);
    shell.settle();
    assert!(shell.game().buttons.undo);
    shell.send(Event::Undo);
    assert_eq!(shell.game().history.len(), 1, "back to the person's move");
}

/// The person's side against the computer when they asked for `side`, with a core seeded `seed`.
fn side_drawn(seed: u64, side: SideChoice) -> Side {
    let mut shell = Shell::new(seed);
    let opponent = Opponent::Computer {
        level: Level::Easy,
        side,
        name: "Anbu".into(),
    };
    shell.send(new_game("pallanguzhi", opponent));
    match shell.game().mode {
        Mode::Computer { human, .. } => human,
        other => panic!("not against the computer: {other:?}"),
    }
}

#[test]
fn a_random_side_is_drawn_by_the_core_from_its_seed() {
    let drawn: Vec<Side> = (0..16).map(|seed| side_drawn(seed, SideChoice::Random)).collect();
    assert!(
        drawn.contains(&Side::South) && drawn.contains(&Side::North),
        "{drawn:?}"
    );
    for seed in 0..16 {
        assert_eq!(
            side_drawn(seed, SideChoice::Random),
            drawn[seed as usize],
            "seed {seed}"
        );
        assert_eq!(side_drawn(seed, SideChoice::South), Side::South);
        assert_eq!(side_drawn(seed, SideChoice::North), Side::North);
    }
}

#[test]
fn the_drawn_side_is_recorded_in_the_saved_game() {
    let dir = tempfile::tempdir().unwrap();
    let seed = (0..16)
        .find(|&s| side_drawn(s, SideChoice::Random) == Side::North)
        .unwrap();
    let mut shell = Shell::new(seed);
    shell.send(Event::Launch {
        dir: dir.path().to_str().unwrap().into(),
        language: "en".into(),
        reduce_motion: false,
    });
    let opponent = Opponent::Computer {
        level: Level::Easy,
        side: SideChoice::Random,
        name: "Anbu".into(),
    };
    shell.send(new_game("pallanguzhi", opponent));
    shell.settle();
    let played = shell.game().history.len();
    // Another core, another seed: the saved game still has the person on North.
    let mut again = Shell::new(seed + 1);
    again.send(Event::Launch {
        dir: dir.path().to_str().unwrap().into(),
        language: "en".into(),
        reduce_motion: false,
    });
    again.send(Event::ContinueGame);
    assert_eq!(again.game().history.len(), played);
    assert!(matches!(again.game().mode, Mode::Computer { human: Side::North, .. }));
}
