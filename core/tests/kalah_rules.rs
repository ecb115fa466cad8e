//! Kalah(6,4) as edited in seed 004, with its worked exercises.

mod common;
use common::*;
use pallanguzhi_core::*;

#[test]
fn exercise_c_from_the_start_sows_d_e_f_and_the_store_and_plays_again() {
    let r = rules("kalah");
    let mut pos = Position::start(&r).unwrap();
    let mut events = Vec::new();
    let facts = pos.play(&r, 2, &mut events).unwrap();
    assert_eq!(
        events,
        [
            SowEvent::Lift { hole: 2, seeds: 4 },
            SowEvent::Drop { hole: 3, count: 5 },
            SowEvent::Drop { hole: 4, count: 5 },
            SowEvent::Drop { hole: 5, count: 5 },
            SowEvent::StoreDrop {
                side: Side::South,
                total: 1
            },
            SowEvent::ExtraTurn { side: Side::South },
        ]
    );
    assert!(facts.extra_turn);
    assert_eq!(pos.to_move(), Side::South);
}

#[test]
fn sowing_skips_the_opponents_store_and_feeds_ones_own() {
    let r = rules("kalah");
    // f (13 seeds): South store, A..F (6), North's store skipped, a..f (6).
    let mut pos = position(&r, &[1, 0, 0, 0, 0, 13, 1, 1, 1, 1, 1, 1]);
    pos.play(&r, 5, &mut ()).unwrap();
    // The last seed fell in f, emptied by the lift: it and the opposite A (now 2)
    // join the one seed already sown into the store.
    assert_eq!(pos.bowls(), [1 + 1 + 2, 0]);
    assert_eq!(ring(&pos, &r), [2, 1, 1, 1, 1, 0, 0, 2, 2, 2, 2, 2]);
    assert_eq!(pos.to_move(), Side::North);
}

#[test]
fn empty_pit_capture_keeps_the_last_seed_even_when_the_opposite_is_empty() {
    let r = rules("kalah");
    // a (1) -> b, empty before; the opposite pit E (10) is empty: the last seed alone is stored.
    let mut pos = position(&r, &[1, 0, 3, 0, 0, 0, 2, 0, 0, 0, 0, 1]);
    let mut events = Vec::new();
    let facts = pos.play(&r, 0, &mut events).unwrap();
    assert!(events.contains(&SowEvent::OppositeCapture {
        hole: 1,
        opposite: 10,
        seeds: 1,
        taker: Side::South,
        store: 1
    }));
    assert!(!facts.extra_turn);
    assert_eq!(pos.to_move(), Side::North);
}

#[test]
fn a_capture_takes_the_opposite_pit_and_gives_no_extra_turn() {
    let r = rules("kalah");
    // b (2) -> c, d; d was empty; the opposite of d is C (8) with 5.
    let mut pos = position(&r, &[1, 2, 0, 0, 0, 0, 0, 0, 5, 0, 0, 1]);
    pos.play(&r, 1, &mut ()).unwrap();
    assert_eq!(pos.bowls(), [6, 0]);
    assert_eq!(pos.to_move(), Side::North);
}

#[test]
fn the_game_ends_at_once_when_a_row_is_empty_and_each_side_keeps_its_row() {
    let r = rules("kalah");
    // South's last seed f (1) goes to its store: South's row is empty, the game
    // ends with no extra move; North's 7 seeds go to North's store.
    let mut setup = setup(&r, &[0, 0, 0, 0, 0, 1, 3, 0, 0, 4, 0, 0]);
    setup.bowls = [20, 20];
    let mut pos = build(&r, setup);
    let mut events = Vec::new();
    pos.play(&r, 5, &mut events).unwrap();
    assert_eq!(pos.bowls(), [21, 27]);
    assert_eq!(pos.outcome(), Some(Outcome::Win { side: Side::North }));
    assert!(!events.iter().any(|e| matches!(e, SowEvent::ExtraTurn { .. })));
    assert!(matches!(
        events.last(),
        Some(SowEvent::GameEnd {
            reason: GameEndReason::RowEmpty,
            ..
        })
    ));
}

#[test]
fn pits_of_the_other_side_and_empty_pits_are_not_legal() {
    let r = rules("kalah");
    let mut game = Game::new(r, Players::humans()).unwrap();
    assert_eq!(game.legal_moves(), [0, 1, 2, 3, 4, 5]);
    assert!(matches!(
        game.play(6),
        Err(GameError::Move(MoveError::NotYourHole { hole: 6 }))
    ));
    game.play(2).unwrap();
    assert!(matches!(
        game.play(2),
        Err(GameError::Move(MoveError::EmptyHole { hole: 2 }))
    ));
}
