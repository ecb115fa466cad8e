//! Regressions of issue 15: inputs from outside never panic, they are refused
//! with a typed error (each test here failed before its fix).

use pallanguzhi_core::notation::hole_letter;
use pallanguzhi_core::{
    load_game, save_game, Game, GameError, MoveError, Players, Position, PositionError, Rules, SaveError, Setup, Side,
    Stats, StatsError,
};

mod common;
use common::random_game;

#[test]
fn a_hole_off_the_board_has_no_letter() {
    let rules = Rules::preset("pallanguzhi").unwrap();
    assert_eq!(hole_letter(&rules, 0), Some('a'));
    assert_eq!(hole_letter(&rules, 13), Some('G'));
    for hole in [14, 20, 197, 198, 255] {
        assert_eq!(hole_letter(&rules, hole), None, "hole {hole}");
    }
}

#[test]
fn replaying_a_hole_off_the_board_is_a_typed_error() {
    let err = Game::replay(Rules::default(), Players::humans(), &[0, 255]).unwrap_err();
    assert!(
        matches!(
            err,
            GameError::History {
                index: 1,
                source: MoveError::NoSuchHole { hole: 255 },
                ..
            }
        ),
        "{err:?}"
    );
}

#[test]
fn statistics_counters_saturate_instead_of_overflowing() {
    let game = random_game(&Rules::preset("kalah").unwrap(), 3);
    let winner = game.outcome().unwrap().winner().unwrap_or(Side::South);
    let mut stats = Stats::default();
    stats.record_game(&game, winner).unwrap();
    let record = &mut stats.records[0];
    record.games = u32::MAX;
    record.wins = u32::MAX;
    record.current_streak = u32::MAX;
    record.best_streak = u32::MAX;
    let after = stats.record_game(&game, winner).unwrap();
    assert_eq!(
        (after.games, after.wins, after.best_streak),
        (u32::MAX, u32::MAX, u32::MAX)
    );
}

#[test]
fn statistics_of_version_0_or_with_impossible_records_are_refused() {
    let record = |games: u32, wins: u32| {
        format!(
            r#"{{"version": 1, "records": [{{"rules": "pallanguzhi", "opponent": "easy", "games": {games},
            "wins": {wins}, "losses": 0, "draws": 0, "current_streak": 0, "best_streak": 0}}]}}"#
        )
    };
    assert!(Stats::from_json(&record(1, 1)).is_ok());
    assert!(matches!(Stats::from_json(&record(1, 5)), Err(StatsError::Corrupt(_))));
    let v0 = r#"{"version": 0, "records": []}"#;
    assert!(matches!(Stats::from_json(v0), Err(StatsError::Corrupt(_))));
    let unknown = record(1, 1).replace("\"easy\"", "\"godlike\"");
    assert!(matches!(Stats::from_json(&unknown), Err(StatsError::Corrupt(_))));
    let streak = record(2, 1)
        .replace("\"best_streak\": 0", "\"best_streak\": 2")
        .replace("\"losses\": 0", "\"losses\": 1");
    assert!(matches!(Stats::from_json(&streak), Err(StatsError::Corrupt(_))));
}

#[test]
fn kalah_with_round_fields_is_refused() {
    let kalah = Rules::preset("kalah").unwrap();
    assert!(kalah.validate().is_ok());
    let custom = |f: fn(&mut Rules)| {
        let mut r = Rules {
            name: "my kalah".into(),
            ..kalah.clone()
        };
        f(&mut r);
        r.validate()
    };
    assert!(custom(|_| {}).is_ok());
    assert!(custom(|r| r.max_rounds = Some(3)).is_err());
    assert!(custom(|r| r.no_capture_limit = Some(30)).is_err());
    assert!(custom(|r| r.next_round_starter = pallanguzhi_core::Starter::Alternate).is_err());
    assert!(custom(|r| r.pasu_taker = pallanguzhi_core::PasuTaker::Sower).is_err());
}

#[test]
fn rules_named_after_a_preset_must_be_that_preset() {
    let mut fake = Rules::preset("pallanguzhi").unwrap();
    fake.seeds_per_hole = 6;
    assert!(fake.validate().is_err(), "custom rules recorded as pallanguzhi");
    fake.name = "my pallanguzhi".into();
    assert!(fake.validate().is_ok());
}

#[test]
fn custom_rules_cannot_pass_for_a_preset_by_their_name() {
    let mut fake = Rules::preset("pallanguzhi").unwrap();
    fake.seeds_per_hole = 6;
    for name in ["Pallanguzhi", "pallanguzhi ", " KALAH", "Pasu-Pondi", "\u{212A}alah"] {
        fake.name = name.into();
        assert!(fake.validate().is_err(), "custom rules named {name:?}");
    }
    for name in ["a\nb", "tab\there", &"x".repeat(41)] {
        fake.name = name.into();
        assert!(fake.validate().is_err(), "custom rules named {name:?}");
    }
    fake.name = "பல்லாங்குழி ஆறு".into();
    assert!(fake.validate().is_ok(), "a Tamil name of 15 characters");
}

#[test]
fn a_setup_with_every_hole_of_a_side_closed_is_refused() {
    // Sowing looks for the next open hole: with none, it would loop for ever.
    let rules = Rules::preset("pallanguzhi").unwrap();
    let mut setup = Position::start(&rules).unwrap().setup();
    setup.holes = [5, 5, 5, 5, 5, 5, 5, 0, 0, 0, 0, 0, 0, 0];
    setup.closed = 0b11_1111_1000_0000;
    assert!(matches!(
        Position::from_setup(&rules, setup),
        Err(PositionError::Invalid(_))
    ));
    setup.closed = 0b11_1111_0000_0000;
    setup.holes[7] = 5;
    assert!(Position::from_setup(&rules, setup).is_ok());
}

#[test]
fn a_setup_that_could_overflow_a_hole_is_refused() {
    let rules = Rules::preset("pallanguzhi").unwrap();
    let mut setup = Position::start(&rules).unwrap().setup();
    setup.holes[3] = 255;
    assert!(matches!(
        Position::from_setup(&rules, setup),
        Err(PositionError::Invalid(_))
    ));
    let start = Position::start(&rules).unwrap().setup();
    assert!(Position::from_setup(&rules, start).is_ok());
    for edit in [
        (|s: &mut Setup| s.closed = 1) as fn(&mut Setup), // a closed hole with seeds
        |s| s.holes = [0, 0, 0, 0, 0, 0, 0, 5, 5, 5, 5, 5, 5, 5], // nothing to move
        |s| s.moves_played = 1000,
        |s| s.round = 0,
        |s| s.round = 13,
        |s| s.side_moves = [3, 0],
    ] {
        let mut s = start;
        edit(&mut s);
        assert!(Position::from_setup(&rules, s).is_err(), "{s:?}");
    }
}

#[test]
fn a_position_refuses_rules_of_another_board() {
    let kalah = Rules::preset("kalah").unwrap();
    let mut pos = Position::start(&Rules::default()).unwrap();
    assert_eq!(pos.play(&kalah, 0, &mut ()), Err(MoveError::OtherRules));
    assert_eq!(pos.holes().len(), 14);
}

#[test]
fn a_save_whose_preset_was_edited_is_refused() {
    let game = random_game(&Rules::default(), 4);
    let text = save_game(&game).unwrap();
    let edited = text.replace("\"max_moves\": 1000", "\"max_moves\": 2000");
    assert_ne!(text, edited);
    assert!(matches!(load_game(&edited), Err(SaveError::Invalid(_))));
    let custom = edited.replace("\"name\": \"pallanguzhi\"", "\"name\": \"long pallanguzhi\"");
    assert_eq!(load_game(&custom).unwrap().rules().max_moves, 2000);
}
