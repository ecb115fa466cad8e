//! The review of a finished game through the app core: requested as search
//! jobs (one move each, its own cancel token), cancelled half-way, resumed
//! from the saved part after a relaunch, finished with the same grades as the
//! core's own review, and stepped through move by move. Small node budgets
//! (`set_review_nodes`) keep it quick; the apps grade at Expert's.

mod common;
use common::*;
use pallanguzhi_app::*;
use pallanguzhi_core::ai::review::Review;
use pallanguzhi_core::Rules;
use std::sync::atomic::AtomicBool;

const NODES: u64 = 3_000;

fn review(shell: &Shell) -> ReviewView {
    shell.app.view().review().expect("the review on screen")
}

/// A pass-and-play game of `moves` moves, then the side to move resigns; its move letters.
fn finished_game(shell: &mut Shell, moves: usize) -> Vec<String> {
    shell.resign_after("Anbu", moves).history
}

#[test]
fn a_review_is_requested_cancelled_resumed_after_a_relaunch_and_finished() {
    let fs = MemFs::new();
    let mut app = App::with_fs(7, fs.clone());
    app.set_review_nodes(NODES);
    let mut shell = Shell::with(app);
    shell.send(launch("/data"));

    // Not before the game is over.
    shell.send(new_game("pallanguzhi", pass_and_play(&["Anbu"], &["Bala"])));
    shell.send(Event::RequestReview);
    assert_eq!(shell.app.view().notice.unwrap().text, "A review needs a finished game.");
    assert_eq!(shell.app.view().screen, Screen::Game);
    shell.send(Event::DismissNotice);

    let total = finished_game(&mut shell, 6).len() as u32;
    assert_eq!(total, 6);
    shell.send(Event::RequestReview);
    assert_eq!(shell.app.view().screen, Screen::Review);
    let view = review(&shell);
    assert_eq!((view.graded, view.total), (0, total));
    assert!(view.running && !view.can_resume && !view.complete);
    assert_eq!(view.status, "Grading move 1 of 6…");
    assert_eq!(shell.searches.len(), 1, "one move at a time");
    assert_eq!(shell.searches[0].purpose(), Purpose::Review);
    assert_eq!(view.moves[0].grade_text, "not graded yet");

    // Two moves graded, each saved as it comes.
    shell.run_search();
    shell.run_search();
    let view = review(&shell);
    assert_eq!(view.graded, 2);
    assert!(view.moves[0].grade.is_some() && view.moves[2].grade.is_none());
    // Saved in the file of the game's slot (the only game kept: slot 0).
    let file = pallanguzhi_app::recent::review_file(0);
    let saved = Review::from_json(&fs.text(&file).expect("saved")).unwrap();
    assert_eq!(saved.progress(), (2, 6));

    // Cancel the third: its own token is set, its late answer is dropped.
    let third = shell.searches.remove(0);
    shell.send(Event::CancelReview);
    assert!(third.is_cancelled());
    assert_eq!(shell.cancelled_searches, vec![third.id()]);
    let view = review(&shell);
    assert!(!view.running && view.can_resume);
    assert_eq!(view.status, "Paused: 2 of 6 moves graded.");
    assert!(
        shell.send(third.run()).is_empty(),
        "a cancelled job's answer changes nothing"
    );
    assert_eq!(review(&shell).graded, 2);

    // Killed and relaunched: the saved part is kept, the grading resumes from move 3.
    let mut app = App::with_fs(8, fs.survivor());
    app.set_review_nodes(NODES);
    let mut again = Shell::with(app);
    again.send(launch("/data"));
    again.send(Event::RequestReview);
    let view = review(&again);
    assert_eq!(view.graded, 2, "resumed from the saved part");
    assert_eq!(view.status, "Grading move 3 of 6…");
    again.settle();
    let view = review(&again);
    assert!(view.complete && !view.running && !view.can_resume);
    assert_eq!(view.status, "Review complete: 6 moves graded.");
    assert!(again.announced.contains(&view.status));

    // The same grades as the core's review of the same moves, uninterrupted.
    let moves: Vec<u8> = {
        let rules = Rules::preset("pallanguzhi").unwrap();
        let letters = again.board_game().expect("the game reviewed").history.join(",");
        pallanguzhi_core::notation::parse_moves(&rules, &letters).unwrap()
    };
    let mut direct = Review::new(Rules::preset("pallanguzhi").unwrap(), &moves, NODES).unwrap();
    direct.run(&AtomicBool::new(false)).unwrap();
    for (m, g) in view.moves.iter().zip(direct.graded()) {
        assert_eq!(m.grade, Some(g.grade), "move {}", m.ply);
        assert_eq!(m.mover, g.mover);
        assert_eq!(m.best.is_some(), g.loss > 0);
    }
    assert_eq!(
        view.costliest,
        direct.costliest(3, None).iter().map(|m| m.ply).collect::<Vec<_>>()
    );
    assert_eq!(view.summary.len(), 2, "pass-and-play: both sides");
    assert!(view.summary[0].starts_with("Anbu: best "), "{}", view.summary[0]);
    assert!(
        view.moves[0].label.starts_with("1. Anbu, hole "),
        "{}",
        view.moves[0].label
    );

    // A second request opens at once: nothing to grade.
    again.send(Event::BackHome);
    assert_eq!(again.app.view().screen, Screen::Home);
    again.send(Event::RequestReview);
    assert!(again.searches.is_empty());
    assert!(review(&again).complete);
}

#[test]
fn stepping_through_a_reviewed_game() {
    let mut app = App::new(9);
    app.set_review_nodes(NODES);
    let mut shell = Shell::with(app);
    shell.send(launch(""));
    finished_game(&mut shell, 4);
    let history = shell.game().history.clone();
    shell.send(Event::RequestReview);
    shell.settle();
    let view = review(&shell);
    assert_eq!(view.cursor, 0);
    assert!(!view.can_back && view.can_forward);
    assert_eq!(view.board.status, "The start of the game.");
    assert!(
        view.board.holes.iter().all(|h| !h.legal),
        "the review board is not played on"
    );
    let start: Vec<u8> = view.board.holes.iter().map(|h| h.count).collect();

    shell.send(Event::ReviewForward);
    let view = review(&shell);
    assert_eq!(view.cursor, 1);
    assert!(view.board.animating, "the move is animated");
    let Some(FrameKind::Lift { hole, seeds }) = view.board.frame.clone() else {
        panic!("the move starts with its lift: {:?}", view.board.frame)
    };
    assert_eq!(view.board.holes[hole as usize].letter, history[0]);
    assert_eq!(seeds, start[hole as usize], "lifted from the position before it");
    assert!(shell.announced.last().unwrap().starts_with("Anbu played "));
    shell.fire_all_timers();
    let view = review(&shell);
    assert!(!view.board.animating);
    assert_eq!(view.board.history, history[..1].to_vec());
    assert_eq!(
        view.board
            .last_move
            .map(|h| view.board.holes[h as usize].letter.clone()),
        Some(history[0].clone())
    );

    shell.send(Event::ReviewBack);
    assert_eq!(review(&shell).cursor, 0);
    assert_eq!(
        review(&shell).board.holes.iter().map(|h| h.count).collect::<Vec<_>>(),
        start
    );
    shell.send(Event::ReviewBack);
    assert_eq!(
        shell.app.view().notice.unwrap().text,
        "There is no move 0 to show.",
        "nothing before the start"
    );

    // Open a move: the position before it, the better move marked when it lost seeds.
    for m in review(&shell).moves {
        shell.send(Event::ReviewGoTo { ply: m.ply });
        let view = review(&shell);
        assert_eq!(view.cursor, m.ply);
        let hinted: Vec<String> = view
            .board
            .holes
            .iter()
            .filter(|h| h.hinted)
            .map(|h| h.letter.clone())
            .collect();
        assert_eq!(hinted, m.best.clone().into_iter().collect::<Vec<_>>());
        assert!(view.current.unwrap().starts_with(&m.label));
    }
    shell.send(Event::ReviewGoTo { ply: 99 });
    assert_eq!(review(&shell).cursor, 3, "refused: the cursor stays");
    shell.send(Event::ReviewGoTo { ply: 4 });
    let view = review(&shell);
    assert!(view.can_back && !view.can_forward);
    assert_eq!(view.board.status, "The end of the game.");
    assert!(view.board.to_move.is_some(), "resigned: the board itself goes on");
}
