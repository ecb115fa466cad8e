//! Every field of the view model, at the start, during a hint, during an
//! animation and after a turn; and the texts in all three languages.

mod common;
use common::*;
use pallanguzhi_app::*;
use pallanguzhi_core::{Game, Level, Players, Rules, Seat, Side};

fn start() -> Shell {
    let mut shell = Shell::new(21);
    shell.send(launch(""));
    shell.send(new_game("pallanguzhi", vs_computer(Level::Easy)));
    shell
}

#[test]
fn a_new_game_against_the_computer() {
    let mut shell = start();
    let view = shell.app.view();
    assert_eq!(
        (view.screen, view.language.as_str(), view.reduce_motion),
        (Screen::Game, "en", false)
    );
    assert_eq!(view.notice, None);
    let g = view.game().unwrap();
    assert_eq!(g.game_id.len(), 16);
    assert_eq!(
        (g.rules.as_str(), g.holes_per_side, g.bottom),
        ("pallanguzhi", 7, Side::South)
    );
    assert_eq!(
        g.mode,
        Mode::Computer {
            level: Level::Easy,
            human: Side::South
        }
    );
    assert_eq!(g.holes.len(), 14);
    let letters: String = g.holes.iter().map(|h| h.letter.clone()).collect();
    assert_eq!(letters, "abcdefgABCDEFG");
    for h in &g.holes {
        let south = h.index < 7;
        assert_eq!(h.owner, if south { Side::South } else { Side::North });
        assert_eq!((h.count, h.closed, h.hinted, h.last_sown), (5, false, false, false));
        assert_eq!(h.legal, south);
    }
    assert_eq!(g.holes[0].accessibility_label, "Your hole a, 5 seeds, can be played");
    assert_eq!(g.holes[0].accessibility_hint, "Double-tap to sow");
    assert_eq!(g.holes[7].accessibility_label, "Computer (Easy)'s hole A, 5 seeds");
    assert_eq!(g.holes[7].accessibility_hint, "This hole is on the other side");
    assert_eq!(g.bowls.len(), 2);
    assert_eq!((g.bowls[0].side, g.bowls[0].count), (Side::South, 0));
    assert_eq!(g.bowls[0].accessibility_label, "Your bowl, 0 seeds");
    assert_eq!(g.bowls[1].accessibility_label, "Computer (Easy)'s bowl, 0 seeds");
    assert_eq!(
        (g.hand, g.flights.len(), g.frame.clone(), g.frame_ms, g.animating),
        (None, 0, None, 0, false)
    );
    assert_eq!(
        (g.to_move, g.mover.as_str(), g.thinking),
        (Some(Side::South), "Anbu", Thinking::Nobody)
    );
    assert_eq!(g.status, "Anbu to move.");
    assert_eq!((g.round, g.moves_played, g.history.len(), g.last_move), (1, 0, 0, None));
    assert_eq!(
        g.score_line, "Anbu 0 – Computer (Easy) 0",
        "the bowls with names, not South/North"
    );
    let hint = vec![("hint".to_string(), "Hint".to_string(), false, true)];
    assert_eq!(game_actions(&g), hint, "Hint at hand, not the main action");
    assert_eq!(g.actions[0].event, Event::Hint);
    let buttons = Buttons {
        resign: true,
        ..Buttons::default()
    };
    assert_eq!(g.buttons, buttons);
    assert_eq!((g.hint, g.dialog, g.banner, g.outcome), (None, None, None, None));
    assert_eq!(g.names.south, vec!["Anbu"]);
    assert_eq!(g.names.north, vec!["Computer (Easy)"]);
    shell.send(Event::Open { screen: Screen::Home });
    assert!(shell.app.view().home().expect("the home screen").can_continue);
}

#[test]
fn a_hint_marks_its_hole_and_says_why() {
    let mut shell = start();
    shell.send(Event::Hint);
    let g = shell.game();
    assert_eq!(
        (g.thinking, g.status.as_str()),
        (Thinking::Hint, "Looking for a good move…")
    );
    assert!(!offers(&g, "hint"), "greyed while it is searched");
    assert_eq!(
        g.actions.iter().map(|a| a.id.as_str()).collect::<Vec<_>>(),
        ["hint"],
        "kept in its place"
    );
    shell.run_search();
    let g = shell.game();
    let hint = g.hint.clone().unwrap();
    assert!(g.holes[hint.hole as usize].hinted);
    assert_eq!(g.holes.iter().filter(|h| h.hinted).count(), 1);
    let letter = &g.holes[hint.hole as usize].letter;
    assert!(
        hint.text.starts_with(&format!("Hint: hole {letter}. It ")),
        "{}",
        hint.text
    );
    assert_eq!(shell.announced.last(), Some(&hint.text));
    assert_eq!(g.thinking, Thinking::Nobody);
}

#[test]
fn during_an_animation_and_after_it() {
    let mut shell = start();
    shell.send(Event::TapHole { hole: 2 });
    let g = shell.game();
    assert!(g.animating && g.buttons.skip);
    assert_eq!(g.frame, Some(FrameKind::Lift { hole: 2, seeds: 5 }));
    assert_eq!(g.frame_ms, 480);
    assert_eq!(g.hand, Some(Hand { hole: 2, seeds: 5 }));
    assert_eq!(g.holes[2].count, 0, "the frame's board, not the end of the turn");
    assert_eq!(
        g.flights,
        vec![Flight {
            from: Place::Hole { hole: 2 },
            to: Place::Hand,
            seeds: 5
        }]
    );
    assert!(g.holes.iter().all(|h| !h.legal));
    assert_eq!(g.holes[0].accessibility_hint, "Seeds are being sown");
    assert_eq!((g.status.as_str(), g.to_move), ("Anbu sows from c.", Some(Side::South)));
    assert!(!offers(&g, "hint") && !g.buttons.redo);
    shell.fire_timer();
    let g = shell.game();
    assert_eq!(g.frame, Some(FrameKind::Sow { hole: 3 }));
    assert_eq!(g.hand, Some(Hand { hole: 3, seeds: 4 }));
    assert_eq!(g.status, "Anbu sows, 4 seeds in hand.");
    assert_eq!(g.holes[3].count, 6);
    shell.fire_all_timers();
    let g = shell.game();
    assert!(!g.animating);
    assert_eq!(g.last_move, Some(2));
    assert_eq!(g.thinking, Thinking::Computer);
    assert_eq!(g.status, "Computer (Easy) is thinking…");
    assert_eq!(
        g.holes[0].accessibility_hint,
        "Not your turn: Computer (Easy) is to move"
    );
    assert!(g.holes[3].last_sown && g.holes[4].last_sown);
    let banner = g.banner.clone().unwrap();
    assert!(banner.starts_with("Anbu sowed hole c."), "{banner}");
    assert!(
        !banner.contains("to move"),
        "who is next is the status's, said once: {banner}"
    );
    assert_eq!(
        shell.announced.last(),
        Some(&format!("{banner} Computer (Easy) to move.")),
        "announced with who is next"
    );
    assert!(g.buttons.undo && g.buttons.resign && !offers(&g, "hint"));
}

#[test]
fn an_empty_hole_says_so() {
    let mut shell = Shell::new(22);
    shell.send(new_game("pallanguzhi", pass_and_play(&["A"], &["B"])));
    shell.send(Event::TapHole { hole: 2 });
    shell.send(Event::SkipAnimation);
    shell.send(Event::TapHole { hole: 9 });
    shell.send(Event::SkipAnimation);
    let g = shell.game();
    let empty = g.holes.iter().find(|h| h.owner == Side::South && h.count == 0).unwrap();
    assert_eq!(empty.accessibility_hint, "This hole is empty");
    assert!(
        empty.accessibility_label.starts_with("A's hole"),
        "pass-and-play names the seats"
    );
    shell.send(Event::TapHole { hole: empty.index });
    assert_eq!(shell.announced.last().unwrap(), "This hole is empty");
}

#[test]
fn tamil_and_french_views() {
    let mut shell = Shell::new(23);
    shell.send(Event::Launch {
        dir: String::new(),
        language: "ta-IN".into(),
        reduce_motion: true,
    });
    shell.send(new_game("pallanguzhi", vs_computer(Level::Hard)));
    let view = shell.app.view();
    assert_eq!(view.language, "ta");
    let g = view.game().unwrap();
    assert_eq!(g.holes[0].accessibility_label, "உங்கள் குழி a, 5 காய்கள், ஆடலாம்");
    assert_eq!(g.names.north, vec!["கணினி (கடினம்)"]);
    shell.send(Event::SettingsChanged {
        settings: Settings {
            language: "fr".into(),
            ..Settings::default()
        },
    });
    let g = shell.game();
    assert_eq!(g.holes[0].accessibility_label, "Votre trou a, 5 graines, jouable");
    assert_eq!(g.status, "À Anbu de jouer.");
}

#[test]
fn the_ending_is_not_told_before_its_frame() {
    let mut shell = Shell::new(24);
    shell.send(new_game("kalah", pass_and_play(&["A"], &["B"])));
    // The same game played beside it says which move ends it.
    let players = Players {
        south: vec![Seat::human("A")],
        north: vec![Seat::human("B")],
    };
    let mut replica = Game::new(Rules::preset("kalah").unwrap(), players).unwrap();
    loop {
        let hole = shell.legal()[0];
        shell.send(Event::TapHole { hole });
        replica.play(hole).expect("the same legal move");
        if replica.outcome().is_none() {
            shell.fire_all_timers();
            continue;
        }
        // The last move: the ending shown with its frame, not before.
        let g = shell.game();
        assert!(g.animating);
        assert_eq!(
            (g.outcome, offers(&g, "rematch"), g.dialog.is_some()),
            (None, false, false)
        );
        shell.fire_all_timers();
        let g = shell.game();
        assert!(g.outcome.is_some() && offers(&g, "rematch"));
        assert_eq!(g.dialog.unwrap().kind, DialogKind::GameOver);
        // The card says who won; the turn line beside it only that the game is over.
        assert_eq!(g.status, "The game is over.");
        break;
    }
    assert_eq!(shell.stats().lines.len(), 2, "counted once, for A and for B");
}

#[test]
fn closed_holes_are_shown_worded_and_summarised() {
    let mut shell = Shell::new(25);
    shell.send(Event::Launch {
        dir: String::new(),
        language: "en".into(),
        reduce_motion: true,
    });
    let mut rng_hole = 0usize;
    for game in 0..20 {
        shell.send(new_game("pallanguzhi", pass_and_play(&["A"], &["B"])));
        while shell.game().outcome.is_none() {
            let g = shell.game();
            if let Some(dialog) = g.dialog.filter(|d| d.kind == DialogKind::RoundSummary) {
                let closed: Vec<&HoleView> = g.holes.iter().filter(|h| h.closed).collect();
                if let Some(hole) = closed.first() {
                    let letters: Vec<String> = closed.iter().map(|h| h.letter.clone()).collect();
                    let line = format!("Closed this round: {}.", letters.join(", "));
                    assert!(dialog.lines.contains(&line), "{:?}", dialog.lines);
                    assert!(
                        hole.accessibility_label.ends_with(", closed"),
                        "{}",
                        hole.accessibility_label
                    );
                    assert!(!hole.legal);
                    shell.send(Event::AcknowledgeDialog);
                    let g = shell.game();
                    let hole = &g.holes[hole.index as usize];
                    let expected = if Some(hole.owner) == g.to_move {
                        "This hole is closed this round"
                    } else {
                        "This hole is on the other side"
                    };
                    assert_eq!(hole.accessibility_hint, expected);
                    return;
                }
                shell.send(Event::AcknowledgeDialog);
                continue;
            }
            let legal = shell.legal();
            rng_hole = (rng_hole * 7 + 3) % legal.len().max(1);
            shell.send(Event::TapHole {
                hole: legal[rng_hole % legal.len()],
            });
        }
        assert!(game < 19, "no round closed a hole in 20 games");
    }
}

#[test]
fn system_changes_reach_the_view() {
    let mut shell = Shell::new(26);
    shell.send(launch(""));
    shell.send(new_game("pallanguzhi", pass_and_play(&["A"], &["B"])));
    shell.send(Event::SystemChanged {
        language: "ta".into(),
        reduce_motion: true,
    });
    let view = shell.app.view();
    assert_eq!((view.language.as_str(), view.reduce_motion), ("ta", true));
    let effects = shell.send(Event::TapHole { hole: 0 });
    assert!(
        !effects.iter().any(|e| matches!(e, Effect::StartTimer { .. })),
        "reduce-motion: no frames"
    );
    assert!(shell.announced.last().unwrap().starts_with("A குழி a-ஐ விதைத்தார்."));
}

/// Pass-and-play games in `language`, every frame of every turn seen: (frame, status) pairs.
fn frame_statuses(language: &str, seed: u64) -> Vec<(FrameKind, String)> {
    let mut shell = Shell::new(seed);
    shell.send(Event::Launch {
        dir: String::new(),
        language: language.into(),
        reduce_motion: false,
    });
    shell.send(new_game("pallanguzhi", pass_and_play(&["Anbu"], &["Bala"])));
    let mut seen = Vec::new();
    for turn in 0..120u64 {
        let g = shell.game();
        if g.outcome.is_some() {
            break;
        }
        if g.dialog.is_some() {
            shell.send(Event::AcknowledgeDialog);
            continue;
        }
        let legal: Vec<u8> = shell.legal();
        shell.send(Event::TapHole {
            hole: legal[(turn * 7 + seed) as usize % legal.len()],
        });
        while let Some(g) = shell.game().frame.is_some().then(|| shell.game()) {
            seen.push((g.frame.unwrap(), g.status));
            shell.fire_timer();
        }
    }
    seen
}

#[test]
fn every_animation_frame_has_a_status_line_in_every_language() {
    let en = frame_statuses("en", 3);
    assert!(en.len() > 200, "only {} frames", en.len());
    for (language, seed) in [("en", 3), ("fr", 3), ("ta", 3), ("ta", 8)] {
        let frames = frame_statuses(language, seed);
        for (frame, status) in &frames {
            assert!(!status.is_empty(), "{language}: no status during {frame:?}");
            assert!(!status.contains("to move"), "{language}: '{status}' during {frame:?}");
        }
        let kinds: std::collections::HashSet<_> = frames.iter().map(|(f, _)| std::mem::discriminant(f)).collect();
        assert!(kinds.len() >= 5, "{language}: only {} kinds of frame", kinds.len());
        if language != "en" && seed == 3 {
            // The same game, told in another language from the core's table.
            assert_eq!(frames.len(), en.len());
            for ((frame, status), (_, english)) in frames.iter().zip(&en) {
                assert_ne!(status, english, "{language}: {frame:?} is still in English");
            }
        }
    }
    let lift = en.iter().find(|(f, _)| matches!(f, FrameKind::Lift { .. })).unwrap();
    assert!(lift.1.starts_with("Anbu sows from "), "{}", lift.1);
    let pasu = en.iter().find(|(f, _)| matches!(f, FrameKind::Pasu { .. }));
    if let Some((_, text)) = pasu {
        assert!(text.starts_with("Pasu in "), "{text}");
    }
}

#[test]
fn the_rule_sets_are_named_and_explained_in_the_language() {
    let mut shell = Shell::new(3);
    shell.send(Event::Launch {
        dir: String::new(),
        language: "fr-FR".into(),
        reduce_motion: false,
    });
    let presets = shell.app.view().presets;
    let ids: Vec<&str> = presets.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids, ["pallanguzhi", "pallankuzhi", "pallankuli", "pasu-pondi", "kalah"]);
    assert_eq!(presets[3].name, "Pasu Pondi");
    // Three names are nearly one word: each says in a line how it differs, never by its id.
    assert_eq!(presets[1].summary, "6 graines par trou ; le pasu va au semeur.");
    for p in &presets {
        assert!(!p.summary.contains(p.id.as_str()), "{}: {}", p.id, p.summary);
    }
    assert_eq!(presets[0].rules.len(), 6);
    assert!(
        presets[0].rules[0].contains("Sud sème en premier"),
        "{:?}",
        presets[0].rules
    );
}

#[test]
fn a_refused_event_is_told_in_the_language() {
    let mut shell = Shell::new(4);
    shell.send(Event::Launch {
        dir: String::new(),
        language: "ta".into(),
        reduce_motion: false,
    });
    shell.send(Event::Rematch);
    let notice = shell.app.view().notice.expect("a notice");
    assert_eq!(notice.kind, NoticeKind::BadRequest);
    assert_eq!(notice.text, "மறு ஆட்டத்துக்கு முடிந்த ஆட்டம் வேண்டும்.");
}

#[test]
fn two_seats_a_side_show_whose_turn_it_is() {
    let mut shell = Shell::new(25);
    shell.send(launch(""));
    shell.send(new_game("pallanguzhi", pass_and_play(&["Anbu", "Bala"], &["Chitra"])));
    let g = shell.game();
    assert_eq!(g.names.south, vec!["Anbu", "Bala"]);
    assert_eq!((g.to_move, g.seat), (Some(Side::South), Some(0)));
    assert_eq!(g.seat_line.as_deref(), Some("Seat 1 of South: Anbu"));
    // South's turns go Anbu, Bala, Anbu...; North has one seat and never shows one.
    let mut south_turns = 0;
    for _ in 0..6 {
        let g = shell.game();
        let side = g.to_move.expect("the game goes on");
        let expected = (side == Side::South).then_some((south_turns % 2) as u8);
        assert_eq!(g.seat, expected, "turn of {side:?} after {south_turns} South turns");
        if let Some(seat) = expected {
            let name = ["Anbu", "Bala"][seat as usize];
            assert_eq!(g.mover, name);
            assert_eq!(g.seat_line, Some(format!("Seat {} of South: {name}", seat + 1)));
        } else {
            assert_eq!(g.seat_line, None);
        }
        shell.send(Event::TapHole { hole: shell.legal()[0] });
        // While the turn is shown, the seat that sowed it stays named.
        let shown = shell.game();
        assert!(shown.animating);
        assert_eq!((shown.to_move, shown.seat), (Some(side), expected));
        shell.fire_all_timers();
        if side == Side::South {
            south_turns += 1;
        }
    }
    assert!(south_turns >= 2, "Bala played too");
}

#[test]
fn the_seat_line_in_french_and_tamil_and_none_with_one_seat() {
    let mut shell = Shell::new(26);
    shell.send(Event::Launch {
        dir: String::new(),
        language: "fr".into(),
        reduce_motion: true,
    });
    shell.send(new_game("pallanguzhi", pass_and_play(&["A"], &["B", ""])));
    let g = shell.game();
    assert_eq!((g.seat, g.seat_line), (None, None), "South has one seat");
    shell.send(Event::TapHole { hole: shell.legal()[0] });
    shell.fire_all_timers();
    let g = shell.game();
    assert_eq!(g.to_move, Some(Side::North));
    assert_eq!(g.seat_line.as_deref(), Some("Place 1 du Nord : B"));
    shell.send(Event::SettingsChanged {
        settings: Settings {
            language: "ta".into(),
            ..Settings::default()
        },
    });
    assert_eq!(shell.game().seat_line.as_deref(), Some("வடக்கு இருக்கை 1: B"));
    shell.send(new_game("pallanguzhi", vs_computer(Level::Easy)));
    assert_eq!(shell.game().seat, None);
}

/// A refused tap and a move, as the shell receives them: haptic, words and a render
/// last; the move's first frame with its timer and its sound; the settings applied.
#[test]
fn every_effect_kind_reaches_the_shell() {
    let mut shell = Shell::new(3);
    shell.send(new_game("pallanguzhi", pass_and_play(&["A"], &["B"])));
    let effects = shell.send(Event::TapHole { hole: 9 });
    assert!(effects.iter().any(|e| matches!(
        e,
        Effect::Haptic {
            kind: HapticKind::Refused
        }
    )));
    assert!(effects
        .iter()
        .any(|e| matches!(e, Effect::Announce { text } if text == "This hole is on the other side")));
    assert!(matches!(effects.last(), Some(Effect::Render)));
    let effects = shell.send(Event::TapHole { hole: 1 });
    assert!(matches!(effects[0], Effect::StartTimer { ms: 480, .. }), "{effects:?}");
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Sound { sound } if sound.file == "lift" && sound.volume == 80)),
        "the lift is heard at the default volume: {effects:?}"
    );
    let view = shell.app.view();
    assert_eq!(view.screen, Screen::Game);
    let game = view.game().unwrap();
    assert_eq!(game.frame, Some(FrameKind::Lift { hole: 1, seeds: 5 }));
    assert_eq!(game.mode, Mode::PassAndPlay);
    let settings = Settings {
        speed: Speed::Instant,
        language: "ta".into(),
        sound: false,
        volume: 40,
        ..Settings::default()
    };
    shell.send(Event::SettingsChanged { settings });
    let view = shell.app.view();
    assert_eq!((view.language.as_str(), view.settings.speed), ("ta", Speed::Instant));
    assert_eq!((view.settings.sound, view.settings.volume), (false, 40));
}

#[test]
fn after_a_resignation_the_last_move_line_names_nobody_to_move() {
    let mut shell = Shell::new(5);
    shell.send(launch(""));
    shell.send(new_game("pallanguzhi", pass_and_play(&["Anbu"], &["Bala"])));
    for _ in 0..3 {
        let hole = shell.legal()[0];
        shell.send(Event::TapHole { hole });
        shell.fire_all_timers();
    }
    let announced = shell.announced.last().cloned().expect("the last move announced");
    assert!(
        announced.ends_with("to move."),
        "while playing it says who is next: {announced}"
    );
    shell.send(Event::Resign);
    let over = shell.game();
    assert!(over.outcome.is_some());
    let banner = over.banner.expect("the last move in words");
    assert!(!banner.contains("to move"), "stale after the end: {banner}");
}

/// Plays each turn's first legal hole, acknowledging every dialog but the result card, until
/// the game is over (`each` after every move).
fn play_to_the_end(shell: &mut Shell, mut each: impl FnMut(&Shell)) {
    for _ in 0..5_000 {
        if shell.game().outcome.is_some() {
            return;
        }
        if shell.game().dialog.is_some() {
            shell.send(Event::AcknowledgeDialog);
            continue;
        }
        let hole = shell.legal()[0];
        shell.send(Event::TapHole { hole });
        shell.fire_all_timers();
        each(shell);
    }
}

/// A game that ends on the board: the result card says who won, the turn line beside it only
/// that the game is over and, the card closed, who won; the caption under the board only what
/// the last turn did (the browser said "X wins the game." above and below it), and the
/// announcement the whole of it.
#[test]
fn the_caption_of_the_last_turn_leaves_the_result_to_the_card_and_the_turn_line() {
    let mut shell = Shell::new(9);
    shell.send(launch(""));
    shell.send(new_game("kalah", pass_and_play(&["Anbu"], &["Bala"])));
    play_to_the_end(&mut shell, |_| {});
    let over = shell.game();
    let winner = over.outcome.and_then(|o| o.winner());
    let result = match winner {
        Some(side) => {
            texts::Texts::new(texts::Lang::from_tag("en")).won(if side == Side::South { "Anbu" } else { "Bala" })
        }
        None => texts::Texts::new(texts::Lang::from_tag("en")).draw(),
    };
    let card = over.dialog.as_ref().expect("the result card");
    assert_eq!(card.title, result, "the card says the result");
    assert_eq!(over.status, "The game is over.", "not a second time beside the card");
    let caption = over.banner.expect("the last move in words");
    assert!(!caption.contains(&result), "the caption repeats the result: {caption}");
    let announced = shell.announced.last().cloned().expect("the last turn announced");
    assert!(announced.contains(&result), "the announcement tells it: {announced}");
    shell.send(Event::AcknowledgeDialog);
    let closed = shell.game();
    assert_eq!(
        (closed.dialog, closed.status),
        (None, result),
        "the card closed, the turn line says who won"
    );
}

/// A Pallanguzhi game ends with its last round: the result card gives the score, so the
/// caption of the turn that ended it says what the turn did, not "Round N over: …" as well;
/// the announcement still says all of it.
#[test]
fn the_caption_of_the_turn_that_ends_the_game_leaves_the_rounds_score_to_the_card() {
    let mut shell = Shell::new(5);
    shell.send(launch(""));
    shell.send(new_game("pallanguzhi", pass_and_play(&["Anbu"], &["Bala"])));
    let mut rounds_said = 0;
    play_to_the_end(&mut shell, |shell| {
        let game = shell.game();
        if game.outcome.is_none() && game.banner.unwrap_or_default().contains(" over: ") {
            rounds_said += 1;
        }
    });
    let over = shell.game();
    assert!(over.outcome.is_some(), "the game ended");
    assert!(
        rounds_said > 0,
        "a round's end is in the caption while the game goes on"
    );
    let caption = over.banner.expect("the last move in words");
    assert!(
        !caption.contains(" over: "),
        "the caption repeats the card's score: {caption}"
    );
    let announced = shell.announced.last().cloned().expect("the last turn announced");
    assert!(
        announced.contains(" over: "),
        "the announcement tells the round: {announced}"
    );
}

/// The bowls' names and the computer's level apart (a small badge), in every language; with
/// two seats a side the bowl names the one to play on its side's turn.
#[test]
fn a_bowl_names_its_players_and_the_computers_level_apart() {
    let mut shell = start();
    let bowl = |g: &GameView, i: usize| (g.bowls[i].name.clone(), g.bowls[i].badge.clone());
    for (language, computer, easy) in [
        ("en", "Computer", "Easy"),
        ("fr", "Ordinateur", "Facile"),
        ("ta", "கணினி", "எளிது"),
    ] {
        shell.send(Event::SystemChanged {
            language: language.into(),
            reduce_motion: false,
        });
        let g = shell.game();
        assert_eq!(bowl(&g, 0), ("Anbu".into(), None), "{language}");
        assert_eq!(bowl(&g, 1), (computer.into(), Some(easy.into())), "{language}");
        assert!(
            !g.bowls[1].name.contains('('),
            "{language}: the level is not in the name"
        );
    }
    shell.send(Event::SystemChanged {
        language: "en".into(),
        reduce_motion: false,
    });
    let seats = |names: &[&str]| {
        names
            .iter()
            .map(|n| TableSeat::Person { name: n.to_string() })
            .collect()
    };
    let mut north: Vec<TableSeat> = seats(&["Chitra"]);
    north.push(TableSeat::Computer { level: Level::Hard });
    shell.send(new_game(
        "pallanguzhi",
        Opponent::Table {
            south: seats(&["Anbu", "Bala"]),
            north,
        },
    ));
    let g = shell.game();
    assert_eq!(g.to_move, Some(Side::South));
    assert_eq!(bowl(&g, 0), ("Anbu".into(), None), "the seat to play, alone");
    assert_eq!(bowl(&g, 1), ("Chitra & Computer".into(), Some("Hard".into())));
    // The review names them the same way.
    shell.send(new_game("kalah", vs_computer(Level::Medium)));
    shell.send(Event::Resign);
    shell.send(Event::AcknowledgeDialog);
    shell.send(Event::RequestReview);
    if let Some(review) = shell.app.view().review() {
        assert_eq!(bowl(&review.board, 1), ("Computer".into(), Some("Medium".into())));
    }
}
