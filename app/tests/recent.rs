//! The recent finished games and a review saved with each: every finished game
//! is kept (at most 20, newest first) in `recent.json`, each one's review in the
//! file of its slot, so the review of any kept game opens at once the second
//! time and a paused one resumes from its saved part, after a relaunch too. A
//! corrupt or foreign entry is ignored and nothing else is lost. Driven event by
//! event through the test shell; small node budgets keep the grading quick.

mod common;
use common::*;
use pallanguzhi_app::recent::{review_file, RECENT, RECENT_KEPT};
use pallanguzhi_app::*;
use pallanguzhi_core::ai::review::Review;
use pallanguzhi_core::Level;
use std::path::Path;
use std::sync::Arc;

const NODES: u64 = 2_000;

fn shell_on(fs: &Arc<MemFs>, seed: u64) -> Shell {
    let mut app = App::with_fs(seed, fs.clone());
    app.set_review_nodes(NODES);
    let mut shell = Shell::with(app);
    shell.send(launch("/data"));
    shell
}

/// A pass-and-play game of `moves` moves, then the side to move resigns; its id.
fn finish(shell: &mut Shell, south: &str, moves: usize) -> String {
    let game = shell.resign_after(south, moves);
    assert!(game.buttons.review);
    shell.send(Event::AcknowledgeDialog);
    shell.send(Event::BackHome);
    game.game_id
}

fn recent(shell: &mut Shell) -> RecentGamesView {
    shell.stats().recent
}

fn review(shell: &Shell) -> ReviewView {
    shell.app.view().review().expect("the review on screen")
}

fn grades(view: &ReviewView) -> Vec<Option<Grade>> {
    view.moves.iter().map(|m| m.grade).collect()
}

/// The review file of the game `id` kept by `fs`'s recent games.
fn slot_of(fs: &MemFs, id: &str) -> u8 {
    let file: serde_json::Value = serde_json::from_str(&fs.text(RECENT).expect("recent.json")).unwrap();
    let game = file["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == id)
        .expect("kept");
    game["slot"].as_u64().unwrap() as u8
}

#[test]
fn the_older_of_two_games_is_reviewed_from_its_saved_review_without_a_search() {
    let fs = MemFs::new();
    let mut shell = shell_on(&fs, 11);
    assert!(recent(&mut shell).games.is_empty());
    assert_eq!(
        recent(&mut shell).empty,
        "Your finished games will be listed here, to review."
    );

    let older = finish(&mut shell, "Anbu", 5);
    shell.send(Event::ReviewGame { id: older.clone() });
    assert_eq!(shell.app.view().screen, Screen::Review);
    shell.settle();
    let graded = review(&shell);
    assert!(graded.complete);
    assert_eq!(graded.game_id, older);
    // Back from a review opened at home goes home (the statistics screen is the shell's page).
    shell.send(Event::BackHome);
    assert_eq!(shell.app.view().screen, Screen::Home);

    let newer = finish(&mut shell, "Chitra", 3);
    let list = recent(&mut shell);
    assert_eq!(list.title, "Recent games");
    assert_eq!(list.review, "Review");
    let ids: Vec<&str> = list.games.iter().map(|g| g.id.as_str()).collect();
    assert_eq!(ids, [newer.as_str(), older.as_str()], "newest first");
    assert_eq!(list.games[1].title, "Pallanguzhi: Anbu vs Bala");
    assert_eq!(list.games[1].result, "Anbu won in 5 moves.", "North, to move, resigned");
    assert_eq!(list.games[0].result, "Chitra won in 3 moves.");
    assert_eq!(list.games[1].won, None, "pass-and-play: nobody is 'you'");
    assert_eq!(
        list.games[1].accessibility_label,
        "Pallanguzhi: Anbu vs Bala. Anbu won in 5 moves. Review this game."
    );

    // Killed and relaunched: the older game's review comes back from its file, no search.
    let mut again = shell_on(&fs.survivor(), 12);
    assert_eq!(recent(&mut again).games.len(), 2);
    again.send(Event::ReviewGame { id: older.clone() });
    let view = review(&again);
    assert!(view.complete && !view.running, "opens at once");
    assert!(again.searches.is_empty(), "no search job");
    assert_eq!(grades(&view), grades(&graded));
    assert_eq!(view.moves.len(), 5);
    assert_eq!(view.summary.len(), 2, "pass-and-play: both sides");
    // The newer one was never reviewed: it starts grading.
    again.send(Event::BackHome);
    again.send(Event::ReviewGame { id: newer.clone() });
    let view = review(&again);
    assert_eq!((view.graded, view.total), (0, 3));
    assert!(view.running);
    assert_eq!(again.searches.len(), 1);
    assert_eq!(view.game_id, newer);

    // An id that is not kept is refused and changes nothing.
    again.send(Event::ReviewGame { id: "nope".into() });
    assert_eq!(again.app.view().notice.unwrap().text, "A review needs a finished game.");
    assert_eq!(review(&again).game_id, newer);
}

#[test]
fn a_review_paused_half_way_resumes_from_its_own_saved_part_after_another_game_is_reviewed() {
    let fs = MemFs::new();
    let mut shell = shell_on(&fs, 21);
    let first = finish(&mut shell, "Anbu", 6);
    let second = finish(&mut shell, "Chitra", 4);

    shell.send(Event::ReviewGame { id: first.clone() });
    shell.run_search();
    shell.run_search();
    shell.send(Event::CancelReview);
    shell.searches.clear(); // the cancelled job's answer would be dropped anyway
    assert_eq!(review(&shell).status, "Paused: 2 of 6 moves graded.");
    shell.send(Event::BackHome);

    shell.send(Event::ReviewGame { id: second.clone() });
    shell.run_search();
    shell.send(Event::BackHome);
    assert!(shell.cancelled_searches.len() >= 2, "leaving the review stops its job");
    shell.searches.clear();

    // Each game's part is in its own file.
    let saved = |id: &str| Review::from_json(&fs.text(&review_file(slot_of(&fs, id))).unwrap()).unwrap();
    assert_eq!(saved(&first).progress(), (2, 6));
    assert_eq!(saved(&second).progress(), (1, 4));

    // Back to the first, in this run and after a relaunch: graded from move 3 on.
    shell.send(Event::ReviewGame { id: first.clone() });
    assert_eq!(review(&shell).status, "Grading move 3 of 6…");
    let mut again = shell_on(&fs.survivor(), 22);
    again.send(Event::ReviewGame { id: first.clone() });
    let view = review(&again);
    assert_eq!(view.graded, 2, "resumed from the saved part");
    assert_eq!(view.status, "Grading move 3 of 6…");
    again.settle();
    assert!(review(&again).complete);
    // On the review screen `RequestReview` resumes the review shown, not the game on the
    // board (the second, restored at launch): complete, so nothing to grade.
    again.send(Event::RequestReview);
    let view = review(&again);
    assert_eq!(view.game_id, first);
    assert!(again.searches.is_empty());
    // From home it reviews the game on the board: the second, from its saved part.
    again.send(Event::BackHome);
    again.send(Event::RequestReview);
    let view = review(&again);
    assert_eq!(view.game_id, second);
    assert_eq!(view.status, "Grading move 2 of 4…");
}

#[test]
fn a_corrupt_or_foreign_entry_is_ignored_and_nothing_else_is_lost() {
    let fs = MemFs::new();
    let mut shell = shell_on(&fs, 31);
    let a = finish(&mut shell, "Anbu", 3);
    let b = finish(&mut shell, "Chitra", 4);
    let c = finish(&mut shell, "Devi", 2);
    for id in [&a, &b] {
        shell.send(Event::ReviewGame { id: id.clone() });
        shell.settle();
        shell.send(Event::BackHome);
    }

    // Game b's entry is broken (its save cut), game a's review file is garbage.
    let mut file: serde_json::Value = serde_json::from_str(&fs.text(RECENT).unwrap()).unwrap();
    let games = file["games"].as_array_mut().unwrap();
    let at = games.iter().position(|g| g["id"] == b.as_str()).unwrap();
    games[at]["save"] = "{\"format\": \"pallan".into();
    let broken = fs.survivor();
    broken.put(Path::new("/data/recent.json"), &file.to_string());
    let a_file = format!("/data/{}", review_file(slot_of(&fs, &a)));
    broken.put(Path::new(&a_file), "{ not a review");
    broken.put(Path::new(&format!("{a_file}.bak")), "nor this");

    let mut again = shell_on(&broken, 32);
    let ids: Vec<String> = recent(&mut again).games.iter().map(|g| g.id.clone()).collect();
    assert_eq!(ids, [c.clone(), a.clone()], "only the broken entry is left out");
    assert!(again.app.view().notice.is_none());
    // a's review is regraded from the start; the file refused is kept aside.
    again.send(Event::ReviewGame { id: a.clone() });
    assert_eq!(review(&again).graded, 0);
    assert!(broken.text(&format!("{}.bad", review_file(slot_of(&fs, &a)))).is_some());
    again.settle();
    assert!(review(&again).complete);

    // A whole file that is not ours: nothing kept, the app goes on and records the next game.
    let foreign = fs.survivor();
    foreign.put(
        Path::new("/data/recent.json"),
        r#"{"format": "someone-else", "games": []}"#,
    );
    foreign.put(Path::new("/data/recent.json.bak"), "[]");
    let mut third = shell_on(&foreign, 33);
    let ids = |shell: &mut Shell| recent(shell).games.iter().map(|g| g.id.clone()).collect::<Vec<_>>();
    assert_eq!(
        ids(&mut third),
        std::slice::from_ref(&c),
        "only the finished game restored at launch is kept again"
    );
    let d = finish(&mut third, "Elil", 2);
    assert_eq!(ids(&mut third), [d, c]);
}

#[test]
fn the_recent_games_stay_bounded_and_a_slot_taken_over_is_not_the_old_games_review() {
    let fs = MemFs::new();
    let mut shell = shell_on(&fs, 41);
    let first = finish(&mut shell, "P0", 2);
    shell.send(Event::ReviewGame { id: first.clone() });
    shell.settle();
    shell.send(Event::BackHome);
    let first_slot = slot_of(&fs, &first);

    let mut ids = vec![first.clone()];
    for n in 1..RECENT_KEPT + 3 {
        ids.push(finish(&mut shell, &format!("P{n}"), 1 + n % 3));
    }
    let list = recent(&mut shell);
    assert_eq!(list.games.len(), RECENT_KEPT);
    let kept: Vec<String> = list.games.iter().map(|g| g.id.clone()).collect();
    let newest: Vec<String> = ids.iter().rev().take(RECENT_KEPT).cloned().collect();
    assert_eq!(kept, newest, "the newest 20, newest first");

    // The file on disk too; every slot used once.
    let mut again = shell_on(&fs.survivor(), 42);
    assert_eq!(recent(&mut again).games.len(), RECENT_KEPT);
    let mut slots: Vec<u8> = kept.iter().map(|id| slot_of(&fs, id)).collect();
    slots.sort();
    assert_eq!(slots, (0..RECENT_KEPT as u8).collect::<Vec<_>>());

    // The first game left: not reviewable any more; its slot's new owner starts fresh
    // although the file still holds the first game's review.
    shell.send(Event::ReviewGame { id: first.clone() });
    assert_eq!(shell.app.view().screen, Screen::Home);
    assert!(shell.app.view().notice.is_some());
    shell.send(Event::DismissNotice);
    let heir = kept.iter().find(|id| slot_of(&fs, id) == first_slot).unwrap().clone();
    assert!(Review::from_json(&fs.text(&review_file(first_slot)).unwrap())
        .unwrap()
        .is_complete());
    shell.send(Event::ReviewGame { id: heir.clone() });
    let view = review(&shell);
    assert_eq!(view.graded, 0, "another game's review is ignored");
    assert_eq!(view.game_id, heir);
}

#[test]
fn a_game_against_the_computer_is_kept_with_the_persons_side_and_back_returns_to_its_result() {
    let fs = MemFs::new();
    let mut shell = shell_on(&fs, 51);
    shell.send(new_game("kalah", vs_computer(Level::Easy)));
    for _ in 0..3 {
        let hole = shell.legal()[0];
        shell.send(Event::TapHole { hole });
        shell.settle();
    }
    shell.send(Event::Resign);
    let id = shell.game().game_id;
    let list = recent(&mut shell);
    assert_eq!(list.games[0].title, "Kalah: Anbu vs Computer (Easy)");
    assert!(
        list.games[0].result.starts_with("You lost in "),
        "{}",
        list.games[0].result
    );
    assert_eq!(list.games[0].won, Some(false));

    // From the result: the review, then back to the result.
    shell.send(Event::RequestReview);
    let view = review(&shell);
    assert_eq!(view.game_id, id);
    assert_eq!(view.summary.len(), 1, "only the person's moves are summed up");
    shell.send(Event::BackHome);
    assert_eq!(shell.app.view().screen, Screen::Game);
    assert!(shell.game().buttons.review);
    assert_eq!(recent(&mut shell).games.len(), 1, "kept once");
}
