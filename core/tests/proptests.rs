//! Property tests (proptest, with shrinking) of the rule invariants: whatever
//! the moves, seeds are conserved, a refused move changes nothing, the side
//! to move has a move until the game ends, every game ends, saves round-trip,
//! and no input (hole, setup, save, statistics) panics.

use pallanguzhi_core::notation::{hole_letter, parse_hole};
use pallanguzhi_core::*;
use proptest::prelude::*;

fn preset() -> impl Strategy<Value = Rules> {
    (0..PRESET_IDS.len()).prop_map(|i| Rules::preset(PRESET_IDS[i]).unwrap())
}

/// Plays `picks` as indices into the legal moves, then random-but-seeded
/// moves until the game ends, checking the invariants after every move.
fn play_out(rules: &Rules, picks: &[u16]) -> Result<Game, TestCaseError> {
    let mut game = Game::new(rules.clone(), Players::humans()).unwrap();
    let total = rules.total_seeds();
    let mut k = 0usize;
    while game.outcome().is_none() {
        prop_assert!(
            game.position().moves_played() < rules.max_moves,
            "the move cap ends every game"
        );
        let legal = game.legal_moves();
        prop_assert!(!legal.is_empty(), "the side to move has a move");
        let pick = picks.get(k).copied().unwrap_or(k as u16 * 7 + 3) as usize;
        let turn = game.play(legal[pick % legal.len()]).unwrap();
        prop_assert_eq!(game.position().seed_total(rules), total);
        prop_assert_eq!(&turn.after, &game.snapshot());
        k += 1;
    }
    prop_assert!(game.legal_moves().is_empty());
    Ok(game)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn games_conserve_seeds_and_end(rules in preset(), picks in prop::collection::vec(any::<u16>(), 0..400)) {
        play_out(&rules, &picks)?;
    }

    #[test]
    fn any_hole_is_played_or_refused_without_change(rules in preset(), holes in prop::collection::vec(any::<u8>(), 0..200)) {
        let mut game = Game::new(rules, Players::humans()).unwrap();
        for hole in holes {
            let before = game.snapshot();
            let legal = before.legal.contains(&hole);
            match game.play(hole) {
                Ok(_) => prop_assert!(legal),
                Err(_) => {
                    prop_assert!(!legal);
                    prop_assert_eq!(game.snapshot(), before);
                }
            }
        }
    }

    #[test]
    fn undo_restores_and_redo_replays(rules in preset(), picks in prop::collection::vec(any::<u16>(), 1..60)) {
        let mut game = Game::new(rules, Players::humans()).unwrap();
        let mut snaps = vec![game.snapshot()];
        for pick in picks {
            let legal = game.legal_moves();
            if legal.is_empty() { break; }
            game.play(legal[pick as usize % legal.len()]).unwrap();
            snaps.push(game.snapshot());
        }
        let last = game.snapshot();
        while game.can_undo() {
            game.undo().unwrap();
            prop_assert_eq!(&game.snapshot(), &snaps[game.history().len()]);
        }
        while game.can_redo() {
            game.redo().unwrap();
        }
        prop_assert_eq!(game.snapshot(), last);
    }

    #[test]
    fn saves_round_trip(rules in preset(), picks in prop::collection::vec(any::<u16>(), 0..80)) {
        let mut game = Game::new(rules, Players::humans()).unwrap();
        for pick in picks {
            let legal = game.legal_moves();
            if legal.is_empty() { break; }
            game.play(legal[pick as usize % legal.len()]).unwrap();
        }
        let text = save_game(&game).unwrap();
        let loaded = load_game(&text).unwrap();
        prop_assert_eq!(loaded.snapshot(), game.snapshot());
        prop_assert_eq!(save_game(&loaded).unwrap(), text);
    }

    #[test]
    fn every_hole_letter_parses_back(rules in preset(), hole in any::<u8>()) {
        match hole_letter(&rules, hole) {
            Some(c) => prop_assert_eq!(parse_hole(&rules, &c.to_string()), Ok(hole)),
            None => prop_assert!(hole as usize >= rules.ring_len()),
        }
    }

    #[test]
    fn a_checked_setup_plays_on_without_panic(
        rules in preset(),
        holes in prop::array::uniform14(0u8..40),
        closed in any::<u16>(),
        bowls in prop::array::uniform2(0u16..300),
        north in any::<bool>(),
        counters in (0u16..20, 0u32..2000, 0u16..80),
        picks in prop::collection::vec(any::<u16>(), 0..300),
    ) {
        let mut setup = Position::start(&rules).unwrap().setup();
        setup.holes = holes;
        setup.closed = closed;
        setup.bowls = bowls;
        setup.to_move = if north { Side::North } else { Side::South };
        (setup.round, setup.moves_played, setup.since_capture) = counters;
        let Ok(mut pos) = Position::from_setup(&rules, setup) else { return Ok(()) };
        let total = pos.seed_total(&rules);
        for pick in picks {
            let legal = pos.legal_moves(&rules);
            if legal.is_empty() { break; }
            pos.play(&rules, legal[pick as usize % legal.len()], &mut ()).unwrap();
            prop_assert_eq!(pos.seed_total(&rules), total);
            if !pos.is_over() {
                prop_assert!(Position::from_setup(&rules, pos.setup()).is_ok(), "play keeps the invariants: {:?}", pos);
            }
        }
    }

    #[test]
    fn damaged_saves_and_statistics_never_panic(text in ".{0,300}", cut in any::<prop::sample::Index>()) {
        let _ = load_game(&text);
        let _ = Stats::from_json(&text);
        let good = save_game(&Game::new(Rules::default(), Players::humans()).unwrap()).unwrap();
        let at = cut.index(good.len());
        if good.is_char_boundary(at) {
            prop_assert!(load_game(&good[..at]).is_err());
        }
    }
}
