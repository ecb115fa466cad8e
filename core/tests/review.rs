//! Game review: grades are deterministic (node budgets, no clock), plausible
//! (a move that gives the game away is a blunder, the search's own best move
//! is best, a random player loses more than a searching one), and a review
//! cancelled half-way and resumed from its saved part equals an
//! uninterrupted one.

mod common;
use pallanguzhi_core::ai::review::{Grade, Review, ReviewError, REVIEW_VERSION};
use pallanguzhi_core::ai::{choose_move, Strength};
use pallanguzhi_core::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// Small enough for a debug build, large enough to see a few turns ahead.
const NODES: u64 = 20_000;

fn never() -> AtomicBool {
    AtomicBool::new(false)
}

/// Medium (South) against Random (North), seeded: the same game every time.
fn fixed_game(rules: &Rules, plies: usize) -> Vec<u8> {
    let mut pos = Position::start(rules).unwrap();
    let mut moves = Vec::new();
    while !pos.is_over() && moves.len() < plies {
        let level = if pos.to_move() == Side::South {
            Strength::Medium
        } else {
            Strength::Random
        };
        let hole = choose_move(rules, &pos, level, moves.len() as u64, &never())
            .unwrap()
            .hole;
        pos.play(rules, hole, &mut ()).unwrap();
        moves.push(hole);
    }
    moves
}

fn reviewed(rules: &Rules, moves: &[u8]) -> Review {
    let mut review = Review::new(rules.clone(), moves, NODES).unwrap();
    review.run(&never()).unwrap();
    review
}

#[test]
fn the_same_game_gets_the_same_grades() {
    for rules in [Rules::pallanguzhi(), Rules::preset("kalah").unwrap()] {
        let moves = fixed_game(&rules, 40);
        let (a, b) = (reviewed(&rules, &moves), reviewed(&rules, &moves));
        assert!(a.is_complete());
        assert_eq!(a, b);
        assert_eq!(a.to_json(), b.to_json());
        for (ply, m) in a.graded().iter().enumerate() {
            assert_eq!(m.ply as usize, ply);
            assert_eq!(m.played, moves[ply]);
            assert_eq!(m.loss, m.best_score - m.played_score);
            assert_eq!(m.grade, Grade::of_loss(m.loss));
            assert!(m.forced || m.nodes <= NODES + 7, "{} nodes", m.nodes);
        }
    }
}

#[test]
fn cancel_then_resume_from_the_saved_part_equals_an_uninterrupted_review() {
    let rules = Rules::pallanguzhi();
    let moves = fixed_game(&rules, 30);
    let whole = reviewed(&rules, &moves);

    // Cancelled from another thread while it runs (at whatever point it is).
    let cancel = Arc::new(AtomicBool::new(false));
    let job = {
        let (rules, moves, cancel) = (rules.clone(), moves.clone(), cancel.clone());
        std::thread::spawn(move || {
            let mut review = Review::new(rules, &moves, NODES).unwrap();
            let result = review.run(&cancel);
            (review, result)
        })
    };
    cancel.store(true, Ordering::Relaxed);
    let (partial, result) = job.join().unwrap();
    if !partial.is_complete() {
        assert_eq!(result, Err(ReviewError::Cancelled));
    }
    assert_eq!(partial.graded(), &whole.graded()[..partial.graded().len()]);

    // Stopped half-way by hand, saved, loaded and resumed.
    let mut half = Review::new(rules.clone(), &moves, NODES).unwrap();
    for _ in 0..moves.len() / 2 {
        assert!(half.grade_next(&never()).unwrap());
    }
    let cancelled = AtomicBool::new(true);
    let before = half.clone();
    assert_eq!(half.grade_next(&cancelled), Err(ReviewError::Cancelled));
    assert_eq!(half, before, "a cancelled move leaves the review as it was");
    let mut resumed = Review::from_json(&half.to_json()).unwrap();
    assert_eq!(resumed, half);
    assert!(resumed.is_of(&rules, &moves));
    assert!(!resumed.is_of(&rules, &moves[1..]));
    assert_eq!(resumed.progress(), (moves.len() / 2, moves.len()));
    resumed.run(&never()).unwrap();
    assert_eq!(resumed, whole);
    assert_eq!(resumed.grade_next(&never()), Ok(false));
}

#[test]
fn a_move_that_gives_seeds_away_is_a_mistake_or_worse_and_the_best_move_is_best() {
    // The bad move is found by a plain one-reply rule the review never sees:
    // the first position of a fixed Kalah game where one move leaves the mover
    // at least 5 store seeds worse after the opponent's best reply than another.
    let rules = Rules::preset("kalah").unwrap();
    let moves = fixed_game(&rules, 60);
    let probe = Review::new(rules.clone(), &moves, NODES).unwrap();
    let (k, worst) = (4..moves.len())
        .find_map(|k| {
            let pos = probe.position_before(k).unwrap();
            let scores: Vec<(i32, u8)> = pos
                .legal_moves(&rules)
                .into_iter()
                .map(|h| (after_reply(&rules, &pos, h), h))
                .collect();
            let (lo, hi) = (scores.iter().min()?, scores.iter().max()?);
            (hi.0 - lo.0 >= 5).then_some((k, lo.1))
        })
        .expect("a fixed game offers a blunder");
    let mut bad = moves[..k].to_vec();
    bad.push(worst);
    let review = reviewed(&rules, &bad);
    let last = *review.graded().last().unwrap();
    assert!(!last.forced);
    assert!(last.grade >= Grade::Mistake, "{last:?}");
    assert!(review.costliest(usize::MAX, Some(last.mover)).contains(&last));

    let mut good = moves[..k].to_vec();
    good.push(last.best);
    let review = reviewed(&rules, &good);
    let best = *review.graded().last().unwrap();
    assert_eq!((best.grade, best.loss, best.best), (Grade::Best, 0, last.best));
}

/// The mover's store lead after `hole` and the opponent's best single reply
/// (a plain one-ply blunder finder, independent of the search being tested).
fn after_reply(rules: &Rules, pos: &Position, hole: u8) -> i32 {
    let me = pos.to_move().index();
    let diff = |p: &Position| p.bowls()[me] as i32 - p.bowls()[1 - me] as i32;
    let mut p = *pos;
    p.play(rules, hole, &mut ()).unwrap();
    if p.is_over() || p.to_move() == pos.to_move() {
        return diff(&p);
    }
    p.legal_moves(rules)
        .into_iter()
        .map(|r| {
            let mut q = p;
            q.play(rules, r, &mut ()).unwrap();
            diff(&q)
        })
        .min()
        .unwrap_or(diff(&p))
}

#[test]
fn the_opening_b_gives_pallanguzhi_away_and_is_a_blunder() {
    // docs/ai.md: a deep search leaves South 28 to 44 seeds ahead after six of
    // the seven first moves, and even after b.
    let rules = Rules::pallanguzhi();
    let review = reviewed(&rules, &[1]);
    let m = review.graded()[0];
    assert_ne!(m.best, 1);
    assert_eq!(m.grade, Grade::Blunder, "{m:?}");
}

#[test]
fn a_random_player_gives_away_more_than_a_searching_one() {
    let rules = Rules::pallanguzhi();
    let moves = fixed_game(&rules, 120);
    let review = reviewed(&rules, &moves);
    let mean = |side: Side| {
        let l: Vec<i32> = review
            .graded()
            .iter()
            .filter(|m| m.mover == side && !m.forced)
            .map(|m| m.loss)
            .collect();
        l.iter().sum::<i32>() as f64 / l.len() as f64
    };
    assert!(
        mean(Side::North) > mean(Side::South),
        "random {} medium {}",
        mean(Side::North),
        mean(Side::South)
    );
    let costly = review.costliest(3, None);
    assert_eq!(costly.len(), 3);
    assert!(costly[0].loss >= costly[1].loss && costly[1].loss >= costly[2].loss);
    let worst = review.graded().iter().map(|m| m.loss).max().unwrap();
    assert_eq!(costly[0].loss, worst);
    let counts = review.grade_counts(Side::North);
    let north_moves = review.graded().iter().filter(|m| m.mover == Side::North).count() as u32;
    assert_eq!(counts.iter().sum::<u32>(), north_moves);
}

#[test]
fn bad_input_is_a_typed_error() {
    let rules = Rules::pallanguzhi();
    assert!(matches!(
        Review::new(rules.clone(), &[0, 0], NODES),
        Err(ReviewError::History { index: 1, .. })
    ));
    let mut review = Review::new(rules.clone(), &[0, 7, 1], NODES).unwrap();
    review.grade_next(&never()).unwrap();
    let text = review.to_json();
    assert!(matches!(Review::from_json("{"), Err(ReviewError::Corrupt(_))));
    let future = text.replace(&format!("\"version\": {REVIEW_VERSION}"), "\"version\": 99");
    assert!(matches!(
        Review::from_json(&future),
        Err(ReviewError::FutureVersion { found: 99, .. })
    ));
    let tampered = text.replace("\"played\": 0", "\"played\": 1");
    assert_eq!(Review::from_json(&tampered), Err(ReviewError::Mismatch));
    let other = text.replace("\"moves\": \"a,A,b\"", "\"moves\": \"b,A,b\"");
    assert!(Review::from_json(&other).is_err());
}

#[test]
fn a_grade_made_on_a_copy_is_accepted_and_a_grade_that_does_not_fit_changes_nothing() {
    let rules = Rules::preset("kalah").unwrap();
    let moves = fixed_game(&rules, 6);
    let mut review = Review::new(rules.clone(), &moves, NODES).unwrap();
    // What a job does: grade the next move on a copy, hand the grade back.
    let mut copy = review.clone();
    assert!(copy.grade_next(&never()).unwrap());
    let graded = *copy.graded().last().unwrap();
    let wrong_ply = pallanguzhi_core::ai::review::MoveReview { ply: 1, ..graded };
    let wrong_grade = pallanguzhi_core::ai::review::MoveReview {
        grade: if graded.grade == Grade::Blunder {
            Grade::Best
        } else {
            Grade::Blunder
        },
        ..graded
    };
    for bad in [wrong_ply, wrong_grade] {
        assert_eq!(review.accept(bad), Err(ReviewError::Mismatch));
        assert_eq!(review.progress(), (0, 6), "nothing changed");
    }
    review.accept(graded).unwrap();
    assert_eq!(review, copy, "the same as grading here");
    assert_eq!(review.accept(graded), Err(ReviewError::Mismatch), "the same move twice");
}
