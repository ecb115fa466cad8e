//! One test per rule of the Tamil presets, on hand-built positions whose
//! outcome was worked out by hand from ../shared/spec/rules.md.

mod common;
use common::*;
use pallanguzhi_core::*;

#[test]
fn opening_move_a_relays_four_times_then_captures_past_the_empty_hole() {
    // Worked turn (docs/rules.md): a lifts 5 -> b..f; g relays to A..E; F relays
    // to G,a,b,c,d; e(6) relays to f..D; E(6) relays to F,G,a,b,c; e is empty,
    // so South takes f (7).
    let r = rules("pallanguzhi");
    let mut pos = Position::start(&r).unwrap();
    let facts = pos.play(&r, 0, &mut ()).unwrap();
    assert_eq!(ring(&pos, &r), [2, 8, 8, 8, 0, 0, 1, 7, 7, 7, 7, 0, 1, 7]);
    assert_eq!(pos.bowls(), [7, 0]);
    assert_eq!(facts.gains, [7, 0]);
    assert_eq!(facts.pasus, 0);
    assert_eq!(pos.to_move(), Side::North);
}

#[test]
fn opening_move_events_name_every_lift_relay_and_the_capture() {
    let r = rules("pallanguzhi");
    let mut events = Vec::new();
    Position::start(&r).unwrap().play(&r, 0, &mut events).unwrap();
    let lifts: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            SowEvent::Lift { hole, seeds } | SowEvent::Relay { hole, seeds } => Some((*hole, *seeds)),
            _ => None,
        })
        .collect();
    assert_eq!(lifts, [(0, 5), (6, 5), (12, 5), (4, 6), (11, 6)]);
    assert_eq!(
        events.last(),
        Some(&SowEvent::Capture {
            empty: 4,
            hole: 5,
            seeds: 7,
            taker: Side::South,
            bowl: 7
        })
    );
    let drops = events.iter().filter(|e| matches!(e, SowEvent::Drop { .. })).count();
    assert_eq!(drops, 5 + 5 + 5 + 6 + 6);
}

/// g (1 seed) falls into A (3) making 4: a pasu. B is empty, so the mover takes C (2).
fn pasu_position(r: &Rules) -> Position {
    position(r, &[2, 0, 0, 0, 0, 0, 1, 3, 0, 2, 1, 0, 0, 0])
}

#[test]
fn pasu_goes_to_the_holes_owner_in_pallanguzhi() {
    let r = rules("pallanguzhi");
    let mut pos = pasu_position(&r);
    let mut events = Vec::new();
    let facts = pos.play(&r, 6, &mut events).unwrap();
    assert_eq!(pos.bowls(), [2, 4]);
    assert_eq!(facts.pasus, 1);
    assert_eq!(ring(&pos, &r), [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0]);
    assert!(events.contains(&SowEvent::Pasu {
        hole: 7,
        seeds: 4,
        taker: Side::North,
        bowl: 4
    }));
}

#[test]
fn pasu_goes_to_the_sower_in_pallankuzhi() {
    let mut r = rules("pallankuzhi");
    r.seeds_per_hole = 6;
    let mut pos = pasu_position(&r);
    pos.play(&r, 6, &mut ()).unwrap();
    assert_eq!(pos.bowls(), [6, 0]);
}

#[test]
fn pasu_counts_every_seed_of_every_lap_including_the_last() {
    // a (3) sows b (3->4, pasu to South), c, d: d was 3, the LAST seed makes 4: pasu too.
    let r = rules("pallanguzhi");
    let mut pos = position(&r, &[3, 3, 0, 3, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
    let facts = pos.play(&r, 0, &mut ()).unwrap();
    assert_eq!(facts.pasus, 2);
    // After d's pasu, e is empty: the turn ends and South takes f (empty): nothing.
    assert_eq!(pos.bowls(), [8, 0]);
    assert_eq!(ring(&pos, &r), [0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
}

#[test]
fn capture_past_the_empty_hole_takes_from_either_side_and_can_take_nothing() {
    let r = rules("pallanguzhi");
    // a (1) -> b; c is empty; d (own hole, 3) is taken.
    let mut own = position(&r, &[1, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0]);
    own.play(&r, 0, &mut ()).unwrap();
    assert_eq!(own.bowls(), [3, 0]);
    // a (1) -> b; c empty; d empty: nothing is taken.
    let mut none = position(&r, &[1, 0, 0, 0, 2, 0, 0, 2, 0, 0, 0, 0, 0, 0]);
    let facts = none.play(&r, 0, &mut ()).unwrap();
    assert_eq!(none.bowls(), [0, 0]);
    assert!(!facts.captured);
    assert_eq!(none.since_capture(), 1);
}

#[test]
fn closed_holes_are_skipped_by_sowing_relay_and_capture() {
    let r = rules("pallanguzhi");
    // g (2) -> A, then B is closed so C. D (1) relays into E. F is empty and G is
    // closed, so the hole taken is a (South's own 2 seeds).
    let mut setup = setup(&r, &[2, 0, 0, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0]);
    setup.closed = 1 << 8 | 1 << 13;
    let mut pos = build(&r, setup);
    let mut events = Vec::new();
    pos.play(&r, 6, &mut events).unwrap();
    let drops: Vec<u8> = events
        .iter()
        .filter_map(|e| {
            if let SowEvent::Drop { hole, .. } = e {
                Some(*hole)
            } else {
                None
            }
        })
        .collect();
    assert_eq!(drops, [7, 9, 11]);
    assert_eq!(
        events.last(),
        Some(&SowEvent::Capture {
            empty: 12,
            hole: 0,
            seeds: 2,
            taker: Side::South,
            bowl: 2
        })
    );
}

#[test]
fn the_starting_hole_is_not_skipped_when_a_sowing_laps_the_board() {
    let r = rules("pallanguzhi");
    let mut pos = position(&r, &[15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    let mut events = Vec::new();
    pos.play(&r, 0, &mut events).unwrap();
    assert!(events.iter().any(|e| matches!(e, SowEvent::Drop { hole: 0, count: 1 })));
}

#[test]
fn clockwise_sowing_in_pasu_pondi() {
    let r = rules("pasu-pondi");
    // c (2) sows b then a; the next hole clockwise from a is G (13), empty; F (12) is taken.
    let mut pos = position(&r, &[0, 0, 2, 0, 0, 0, 1, 1, 0, 0, 0, 0, 3, 0]);
    let mut events = Vec::new();
    pos.play(&r, 2, &mut events).unwrap();
    let drops: Vec<u8> = events
        .iter()
        .filter_map(|e| {
            if let SowEvent::Drop { hole, .. } = e {
                Some(*hole)
            } else {
                None
            }
        })
        .collect();
    assert_eq!(drops, [1, 0]);
    assert_eq!(pos.bowls(), [3, 0]);
}

#[test]
fn round_ends_when_the_side_to_move_has_an_empty_row_and_the_side_that_ran_out_starts() {
    let r = rules("pallanguzhi");
    // a (1) -> b; c is empty, d is empty: nothing taken. North has no seeds, so
    // the round ends with North as the side that ran out.
    let mut setup = setup(&r, &[1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    setup.bowls = [40, 29];
    let mut pos = build(&r, setup);
    let mut events = Vec::new();
    pos.play(&r, 0, &mut events).unwrap();
    // Sweep: b's seed goes to South. Refill: South 41 -> 7 holes (35), 6 left; North 29 -> 5 holes, 4 left.
    assert!(events.contains(&SowEvent::RoundEnd {
        ran_out: Side::North,
        reason: RoundEndReason::EmptyRow,
        swept: [1, 0],
        bowls: [41, 29]
    }));
    assert_eq!(ring(&pos, &r), [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0, 0]);
    assert_eq!(pos.closed_mask(), 1 << 12 | 1 << 13);
    assert_eq!(pos.bowls(), [6, 4]);
    assert_eq!((pos.round(), pos.to_move(), pos.since_capture()), (2, Side::North, 0));
}

#[test]
fn pallankuzhi_and_pallankuli_alternate_who_starts() {
    // pallankuzhi: a (1) -> b leaves North, to move, without seeds. pallankuli
    // ends the round on either empty row, so North keeps a seed there: g (1)
    // -> A, B is empty, South takes C and its own row is empty.
    for (id, holes, hole) in [
        ("pallankuzhi", [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 0),
        ("pallankuli", [0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0], 6),
    ] {
        let r = rules(id);
        let mut setup = setup(&r, &holes);
        setup.bowls = [40, 43];
        setup.round_starter = Side::South;
        let mut pos = build(&r, setup);
        pos.play(&r, hole, &mut ()).unwrap();
        assert_eq!((pos.round(), pos.to_move()), (2, Side::North), "{id}");
    }
}

#[test]
fn pallankuli_ends_the_round_when_either_row_empties_after_a_move() {
    let r = rules("pallankuli");
    // South plays its last seed g (1) into A: South's row is empty after its own
    // move. North (A 2, B 0, C 1) still has seeds: pallanguzhi would go on,
    // pallankuli ends the round with South as the side that ran out.
    let holes = [0, 0, 0, 0, 0, 0, 1, 1, 0, 1, 0, 0, 0, 0];
    let mut setup = setup(&r, &holes);
    setup.bowls = [40, 41];
    let mut pos = build(&r, setup);
    let mut events = Vec::new();
    pos.play(&r, 6, &mut events).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        SowEvent::RoundEnd {
            ran_out: Side::South,
            ..
        }
    )));
    assert_eq!(pos.round(), 2);

    let p = rules("pallanguzhi");
    let mut s2 = common::setup(&p, &holes);
    s2.bowls = [40, 41];
    let mut same = build(&p, s2);
    same.play(&p, 6, &mut ()).unwrap();
    assert_eq!((same.round(), same.to_move()), (1, Side::North));
}

#[test]
fn when_both_rows_empty_after_one_move_the_mover_ran_out() {
    let r = rules("pasu-pondi");
    // Clockwise: a (1) -> G (13) which held 3: pasu to North. Both rows are empty.
    let mut setup = setup(&r, &[1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3]);
    setup.bowls = [30, 36];
    let mut pos = build(&r, setup);
    let mut events = Vec::new();
    pos.play(&r, 0, &mut events).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        SowEvent::RoundEnd {
            ran_out: Side::South,
            ..
        }
    )));
    assert_eq!(pos.to_move(), Side::South);
}

#[test]
fn sixty_moves_without_a_capture_end_the_round_and_the_next_side_counts_as_ran_out() {
    let r = rules("pallanguzhi");
    let mut setup = setup(&r, &[1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0]);
    setup.bowls = [34, 34];
    setup.since_capture = 59;
    let mut pos = build(&r, setup);
    let mut events = Vec::new();
    pos.play(&r, 0, &mut events).unwrap();
    assert!(events.contains(&SowEvent::RoundEnd {
        ran_out: Side::North,
        reason: RoundEndReason::NoCapture,
        swept: [1, 1],
        bowls: [35, 35]
    }));
    assert_eq!((pos.round(), pos.to_move()), (2, Side::North));
}

#[test]
fn a_capture_resets_the_no_capture_count() {
    let r = rules("pallanguzhi");
    let mut setup = setup(&r, &[1, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0]);
    setup.since_capture = 59;
    let mut pos = build(&r, setup);
    pos.play(&r, 0, &mut ()).unwrap();
    assert_eq!((pos.round(), pos.since_capture()), (1, 0));
}

#[test]
fn a_side_that_cannot_fill_one_hole_loses() {
    let r = rules("pallanguzhi");
    let mut setup = setup(&r, &[1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    setup.bowls = [65, 4];
    let mut pos = build(&r, setup);
    let mut events = Vec::new();
    pos.play(&r, 0, &mut events).unwrap();
    assert_eq!(pos.outcome(), Some(Outcome::Win { side: Side::South }));
    assert!(matches!(
        events.last(),
        Some(SowEvent::GameEnd {
            reason: GameEndReason::CannotRefill,
            ..
        })
    ));
    assert_eq!(pos.legal_mask(&r), 0);
}

#[test]
fn the_twelfth_round_decides_by_bowls() {
    let r = rules("pallanguzhi");
    let mut setup = setup(&r, &[1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    setup.bowls = [30, 39];
    setup.round = 12;
    let mut pos = build(&r, setup);
    let mut events = Vec::new();
    pos.play(&r, 0, &mut events).unwrap();
    assert_eq!(pos.outcome(), Some(Outcome::Win { side: Side::North }));
    assert_eq!(pos.end_reason(), Some(GameEndReason::RoundLimit));
}

#[test]
fn the_thousandth_move_ends_the_game_with_the_board_swept_and_equal_bowls_draw() {
    let r = rules("pallanguzhi");
    let mut setup = setup(&r, &[0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0]);
    setup.bowls = [34, 34];
    setup.moves_played = 999;
    let mut pos = build(&r, setup);
    let mut events = Vec::new();
    pos.play(&r, 5, &mut events).unwrap();
    // f -> g; A is empty; B is empty: nothing taken. Sweep: g to South, C to North.
    assert_eq!(pos.outcome(), Some(Outcome::Draw));
    assert_eq!(pos.end_reason(), Some(GameEndReason::MoveLimit));
    assert_eq!(pos.bowls(), [35, 35]);
}

#[test]
fn a_refused_move_changes_nothing() {
    let r = rules("pallanguzhi");
    let mut setup = setup(&r, &[0, 2, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
    setup.closed = 1 << 6;
    let mut pos = build(&r, setup);
    let before = pos;
    assert_eq!(pos.play(&r, 0, &mut ()), Err(MoveError::EmptyHole { hole: 0 }));
    assert_eq!(pos.play(&r, 7, &mut ()), Err(MoveError::NotYourHole { hole: 7 }));
    assert_eq!(pos.play(&r, 6, &mut ()), Err(MoveError::ClosedHole { hole: 6 }));
    assert_eq!(pos.play(&r, 14, &mut ()), Err(MoveError::NoSuchHole { hole: 14 }));
    assert_eq!(pos, before);
}

#[test]
fn rules_are_validated() {
    let mut r = rules("pallanguzhi");
    r.seeds_per_hole = 20;
    assert!(matches!(
        r.validate(),
        Err(RulesError::Invalid {
            field: "seeds_per_hole",
            ..
        })
    ));
    let mut k = rules("kalah");
    k.pasu_count = Some(4);
    assert!(k.validate().is_err());
    let mut m = rules("pallanguzhi");
    m.max_moves = 0;
    assert!(Game::new(m, Players::humans()).is_err());
    assert!(matches!(Rules::preset("awale"), Err(RulesError::UnknownPreset(_))));
    for preset in Rules::presets() {
        preset.validate().unwrap();
    }
}

#[test]
fn custom_rules_play_through_the_same_engine() {
    let mut r = rules("pallanguzhi");
    r.name = "six-holes".into();
    r.holes_per_side = 6;
    r.seeds_per_hole = 4;
    r.pasu_count = Some(3);
    let game = random_game(&r, 3);
    assert!(game.outcome().is_some());
    assert_eq!(game.position().seed_total(&r), 48);
}
