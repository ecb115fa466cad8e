//! The view model says the screen (`ScreenView`) and every dialog's buttons (`ActionView`:
//! words and event), so no shell picks a sub-screen, a label or a default. The Tamil
//! draw-offer dialog is written to `tests/vectors/draw-offer-ta.json`, which the Kotlin,
//! Swift and browser suites compare with what they draw.

mod common;
use common::*;
use pallanguzhi_app::*;
use pallanguzhi_core::Level;

const VECTOR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/vectors/draw-offer-ta.json");

fn pass_and_play_in(language: &str) -> Shell {
    let mut shell = Shell::new(5);
    shell.send(Event::Launch {
        dir: String::new(),
        language: language.into(),
        reduce_motion: true,
    });
    shell.send(new_game("pallanguzhi", pass_and_play(&["Anbu"], &["Bala"])));
    shell
}

fn ids(actions: &[ActionView]) -> Vec<&str> {
    actions.iter().map(|a| a.id.as_str()).collect()
}

/// The draw-offer dialog of a pass-and-play game in `language`.
fn draw_offer(language: &str) -> (Shell, DialogView) {
    let mut shell = pass_and_play_in(language);
    shell.send(Event::OfferDraw);
    let dialog = shell.game().dialog.expect("the offer is asked");
    assert_eq!(dialog.kind, DialogKind::DrawOffer);
    (shell, dialog)
}

/// What the shells compare: the title, the lines and each button's id and words.
fn vector(dialog: &DialogView) -> serde_json::Value {
    let actions: Vec<serde_json::Value> = dialog
        .actions
        .iter()
        .map(|a| serde_json::json!({ "id": a.id, "label": a.label }))
        .collect();
    serde_json::json!({
        "language": "ta",
        "players": ["Anbu", "Bala"],
        "title": dialog.title,
        "lines": dialog.lines,
        "actions": actions,
    })
}

#[test]
fn the_draw_offer_has_the_cores_two_buttons_in_every_language_and_waits_for_one() {
    let words = [
        ("en", ["Accept the draw", "Play on"]),
        ("fr", ["Accepter la nulle", "Continuer"]),
        ("ta", ["சமநிலை ஏற்கிறேன்", "தொடர்ந்து ஆடு"]),
    ];
    for (language, labels) in words {
        let (_, dialog) = draw_offer(language);
        assert_eq!(ids(&dialog.actions), ["accept-draw", "decline-draw"]);
        let shown: Vec<&str> = dialog.actions.iter().map(|a| a.label.as_str()).collect();
        assert_eq!(shown, labels, "{language}");
        assert_eq!(dialog.actions[0].event, Event::AcceptDraw);
        assert_eq!(dialog.actions[1].event, Event::DeclineDraw);
        assert_eq!(dialog.dismiss, None, "the question waits for its answer");
        assert_events_round_trip(&dialog.actions);
    }
    // Each button's event does what it says.
    let (mut shell, dialog) = draw_offer("en");
    shell.send(dialog.actions[1].event.clone());
    assert!(
        shell.game().dialog.is_none() && shell.game().outcome.is_none(),
        "declined: play on"
    );
    shell.send(Event::OfferDraw);
    let accept = shell.game().dialog.expect("asked again").actions[0].event.clone();
    shell.send(accept);
    assert!(shell.game().outcome.is_some(), "accepted: the game is drawn");
}

#[test]
fn the_tamil_draw_offer_vector_is_the_cores() {
    let (_, dialog) = draw_offer("ta");
    let want = vector(&dialog);
    if std::env::var_os("UPDATE_VECTORS").is_some() {
        let text = serde_json::to_string_pretty(&want).expect("json") + "\n";
        std::fs::write(VECTOR, text).expect("write the vector");
    }
    let text = std::fs::read_to_string(VECTOR).expect("tests/vectors/draw-offer-ta.json (UPDATE_VECTORS=1 writes it)");
    let have: serde_json::Value = serde_json::from_str(&text).expect("json");
    assert_eq!(have, want, "the vector is stale: run with UPDATE_VECTORS=1");
}

#[test]
fn game_over_is_the_result_card_rematch_review_and_home_offline_and_closes_as_ok() {
    let mut shell = pass_and_play_in("en");
    let hole = shell.legal()[0];
    shell.send(Event::TapHole { hole });
    shell.fire_all_timers();
    shell.send(Event::Resign);
    let dialog = shell.game().dialog.expect("game over");
    assert_eq!(dialog.kind, DialogKind::GameOver);
    assert_eq!(ids(&dialog.actions), ["rematch", "review", "home"]);
    let labels: Vec<&str> = dialog.actions.iter().map(|a| a.label.as_str()).collect();
    assert_eq!(labels, ["Rematch", "Review the game", "Home"]);
    let primary: Vec<bool> = dialog.actions.iter().map(|a| a.primary).collect();
    assert_eq!(
        primary,
        [true, false, false],
        "Rematch is the main button, the core says so"
    );
    assert_eq!(dialog.dismiss, Some(Event::AcknowledgeDialog));
    assert_events_round_trip(&dialog.actions);
    let json = serde_json::to_value(&dialog).expect("json");
    assert_eq!(json["dismiss"], "AcknowledgeDialog");
    // Pass-and-play has no "you": the winner's name, the names with their bowls, the reason.
    let bowls = shell.game().bowls.iter().map(|b| b.count).collect::<Vec<_>>();
    assert_eq!(dialog.title, "Anbu wins the game.");
    assert_eq!(
        dialog.lines,
        [
            format!("Anbu {} – Bala {}", bowls[0], bowls[1]),
            "Bala resigned.".to_string()
        ]
    );
    shell.send(dialog.actions[0].event.clone());
    assert!(shell.game().outcome.is_none(), "a new game");
}

#[test]
fn a_game_over_without_a_move_has_nothing_to_review() {
    let mut shell = pass_and_play_in("en");
    shell.send(Event::Resign);
    let dialog = shell.game().dialog.expect("game over");
    assert_eq!(ids(&dialog.actions), ["rematch", "home"]);
}

/// A game against the computer ended by resigning, in `language`: its result card.
fn lost_to_the_computer(language: &str) -> (Shell, DialogView) {
    let mut shell = Shell::new(5);
    shell.send(Event::Launch {
        dir: String::new(),
        language: language.into(),
        reduce_motion: true,
    });
    shell.send(new_game("pallanguzhi", vs_computer(Level::Easy)));
    let hole = shell.legal()[0];
    shell.send(Event::TapHole { hole });
    shell.settle();
    shell.send(Event::Resign);
    let dialog = shell.game().dialog.expect("game over");
    assert_eq!(dialog.kind, DialogKind::GameOver);
    (shell, dialog)
}

#[test]
fn the_result_card_against_the_computer_says_you_lost_with_the_score_by_name_in_every_language() {
    for (language, title, lost, reason) in [
        (
            "en",
            "You lost",
            "You lost {mine}–{theirs} to Computer (Easy).",
            "Anbu resigned.",
        ),
        (
            "fr",
            "Vous avez perdu",
            "Vous avez perdu {mine}–{theirs} contre Ordinateur (Facile).",
            "Anbu abandonne.",
        ),
        ("ta", "நீங்கள் தோற்றீர்கள்", "", ""),
    ] {
        let (mut shell, dialog) = lost_to_the_computer(language);
        let bowls: Vec<u16> = shell.game().bowls.iter().map(|b| b.count).collect();
        assert_eq!(dialog.title, title, "{language}");
        assert_eq!(
            dialog.lines.len(),
            2,
            "{language}: the score and the reason, no rating offline"
        );
        let (mine, theirs) = (bowls[0].to_string(), bowls[1].to_string());
        if !lost.is_empty() {
            let want = lost.replace("{mine}", &mine).replace("{theirs}", &theirs);
            assert_eq!(dialog.lines[0], want, "{language}");
            assert_eq!(dialog.lines[1], reason, "{language}");
        } else {
            assert!(
                dialog.lines[0].contains(&format!("{mine}–{theirs}")),
                "{language}: {}",
                dialog.lines[0]
            );
        }
        assert_eq!(ids(&dialog.actions), ["rematch", "review", "home"], "{language}");
        // The turn line beside the card says only that the game is over (in the language);
        // the card closed, the card's words from the player's side, not a stale turn.
        let status = shell.game().status;
        assert!(!status.is_empty() && status != title, "{language}: {status}");
        shell.send(Event::AcknowledgeDialog);
        assert_eq!(shell.game().status, title, "{language}");
    }
    // Rematch: a new game against the same computer.
    let (mut shell, dialog) = lost_to_the_computer("en");
    shell.send(dialog.actions[0].event.clone());
    let game = shell.game();
    assert!(game.outcome.is_none() && game.dialog.is_none(), "a new game, no card");
    let names = [game.names.south, game.names.north];
    assert!(names.contains(&vec!["Anbu".to_string()]) && names.contains(&vec!["Computer (Easy)".to_string()]));
}

#[test]
fn the_move_line_is_the_cores_move_number_and_round() {
    let mut shell = pass_and_play_in("en");
    assert_eq!(shell.game().move_line, "Move 1 · round 1");
    let hole = shell.legal()[0];
    shell.send(Event::TapHole { hole });
    shell.fire_all_timers();
    assert_eq!(shell.game().move_line, "Move 2 · round 1");
    let mut fr = pass_and_play_in("fr");
    let hole = fr.legal()[0];
    fr.send(Event::TapHole { hole });
    fr.fire_all_timers();
    assert_eq!(fr.game().move_line, "Coup 2 · manche 1");
}

#[test]
fn the_screen_view_follows_the_screen_with_its_own_view() {
    let mut shell = Shell::new(3);
    shell.send(launch(""));
    let ScreenView::Home(home) = shell.app.view().screen_view else {
        panic!("home")
    };
    // A first launch offers the lessons; the browser's home page draws the statistics and
    // the lobby from the same view.
    assert!(home.offer_lessons && !home.can_continue);
    assert!(home.stats.lines.is_empty() && !home.stats.signed_in);
    assert_eq!(home.lobby.online.account, "");
    shell.send(Event::Open {
        screen: Screen::NewGame,
    });
    assert_eq!(shell.app.view().screen_view, ScreenView::NewGame);
    shell.send(Event::Open { screen: Screen::Online });
    let ScreenView::Lobby(lobby) = shell.app.view().screen_view else {
        panic!("the lobby")
    };
    // One default side everywhere: the server's random draw.
    assert_eq!(lobby.side, SideChoice::Random);
    let sides: Vec<(SideChoice, &str)> = lobby.sides.iter().map(|s| (s.side, s.label.as_str())).collect();
    assert_eq!(
        sides,
        [
            (SideChoice::Random, "Random"),
            (SideChoice::South, "South (moves first)"),
            (SideChoice::North, "North"),
        ]
    );
    // No account yet: the way to sign this device in to one.
    assert!(!lobby.busy);
    assert_eq!(ids(&lobby.actions), ["have-account"]);
    assert_events_round_trip(&lobby.actions);
    shell.send(new_game("kalah", vs_computer(Level::Easy)));
    let view = shell.app.view();
    let ScreenView::Game(screen) = view.screen_view else {
        panic!("the game")
    };
    assert_eq!(screen.game.rules, "kalah");
    shell.send(Event::Open { screen: Screen::Stats });
    let ScreenView::Stats(stats) = shell.app.view().screen_view else {
        panic!("the statistics")
    };
    assert!(!stats.signed_in && stats.online.is_none());
    shell.send(Event::Open {
        screen: Screen::Leaderboard,
    });
    assert!(matches!(shell.app.view().screen_view, ScreenView::Leaderboard(_)));
    shell.send(Event::OpenLessons { preset: String::new() });
    let view = shell.app.view();
    assert_eq!(
        view.screen_view,
        ScreenView::Lessons(view.lessons().clone().expect("lessons"))
    );
    shell.send(Event::StartLesson {
        id: "pallanguzhi-relay".into(),
    });
    let view = shell.app.view();
    assert_eq!(
        view.screen_view,
        ScreenView::Lesson(view.lesson().clone().expect("lesson"))
    );
}

#[test]
fn the_browser_reads_the_screen_as_a_kind_and_its_view() {
    let mut shell = Shell::new(3);
    shell.send(launch(""));
    let json = serde_json::to_value(shell.app.view()).expect("json");
    assert_eq!(json["screen_view"]["kind"], "Home");
    assert_eq!(json["screen_view"]["view"]["offer_lessons"], true);
    assert!(
        json.get("lessons").is_none(),
        "the lessons are read from the screen's view"
    );
    shell.send(Event::OpenLessons { preset: String::new() });
    let json = serde_json::to_value(shell.app.view()).expect("json");
    assert_eq!(json["screen_view"]["kind"], "Lessons");
    assert_eq!(json["screen_view"]["view"]["preset"], "pallanguzhi");
}

const INVITATION_VECTOR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/vectors/invitation-ta.json");

/// The Tamil invitation of a share link, opened with no account, after the server's
/// summary (`invite`): what the Kotlin, Swift and browser suites feed their core and
/// compare with what they draw.
fn tamil_invitation() -> serde_json::Value {
    let link = "https://play.pallanguzhi.app/join/QRTW34#0123456789abcdef0123456789abcdef";
    let invite = serde_json::json!({
        "code": "QRTW34",
        "host": "வள்ளி",
        "rules": "pasu-pondi",
        "move_ms": 120000,
        "rated": true,
        "guest_side": "north",
        "state": "open",
    });
    let mut app = App::new(5);
    app.handle(Event::Launch {
        dir: String::new(),
        language: "ta".into(),
        reduce_motion: true,
    });
    let effects = app.handle(Event::OnlineAction(OnlineAction::OpenLink { link: link.into() }));
    let id = effects
        .iter()
        .find_map(|e| match e {
            Effect::Http { id, url, .. } if url.contains("/invite?key=") => Some(*id),
            _ => None,
        })
        .expect("the invitation is asked for");
    app.handle(Event::Transport(Transport::HttpDone {
        id,
        status: 200,
        body: invite.to_string(),
    }));
    let ScreenView::Invitation(view) = app.view().screen_view else {
        panic!("the invitation")
    };
    let details = view.details.expect("an open room's details");
    let home = view.home.expect("the way home");
    serde_json::json!({
        "language": "ta",
        "link": link,
        "invite": invite,
        "title": view.title,
        "rules_line": details.rules,
        "clock_line": details.clock,
        "rated_line": details.rated,
        "side_line": details.side,
        "name_label": view.name.expect("no account: the name field").label,
        "action_id": view.action.id,
        "action_label": view.action.label,
        "home_label": home.label,
    })
}

#[test]
fn the_tamil_invitation_vector_is_the_cores() {
    let want = tamil_invitation();
    assert_eq!(want["rules_line"], "விதிகள்: பசு பொண்டி", "the rules' name, never the id");
    if std::env::var_os("UPDATE_VECTORS").is_some() {
        let text = serde_json::to_string_pretty(&want).expect("json") + "\n";
        std::fs::write(INVITATION_VECTOR, text).expect("write the vector");
    }
    let text = std::fs::read_to_string(INVITATION_VECTOR)
        .expect("tests/vectors/invitation-ta.json (UPDATE_VECTORS=1 writes it)");
    let have: serde_json::Value = serde_json::from_str(&text).expect("json");
    assert_eq!(have, want, "the vector is stale: run with UPDATE_VECTORS=1");
}

#[test]
fn resigning_while_a_rounds_last_turn_is_shown_ends_on_the_result_card() {
    // Pass-and-play with animations: the turn that ends round 1 is shown, and the player to
    // move resigns while it is: the card, not "Round 2 starts".
    let mut shell = Shell::new(5);
    shell.send(launch(""));
    shell.send(new_game("pallanguzhi", pass_and_play(&["Anbu"], &["Bala"])));
    let mut twin = pallanguzhi_core::Game::new(
        pallanguzhi_core::Rules::preset("pallanguzhi").expect("preset"),
        pallanguzhi_core::Players::humans(),
    )
    .expect("game");
    for _ in 0..2000 {
        let hole = shell.legal()[0];
        let turn = twin.play(hole).expect("the app's legal move is the core's");
        let round_end = turn
            .events
            .iter()
            .any(|e| matches!(e, pallanguzhi_core::SowEvent::RoundEnd { .. }));
        let game_end = turn
            .events
            .iter()
            .any(|e| matches!(e, pallanguzhi_core::SowEvent::GameEnd { .. }));
        shell.send(Event::TapHole { hole });
        if round_end && !game_end {
            assert!(shell.game().animating, "the round's last turn is shown");
            shell.send(Event::Resign);
            shell.fire_all_timers();
            let game = shell.game();
            let card = game.dialog.expect("the result card");
            assert_eq!(card.kind, DialogKind::GameOver, "no round summary after the end");
            assert!(game.outcome.is_some());
            return;
        }
        shell.fire_all_timers();
        if shell.game().dialog.is_some() {
            shell.send(Event::AcknowledgeDialog);
        }
    }
    panic!("no round ended");
}
