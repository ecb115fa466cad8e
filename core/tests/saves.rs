//! Saves: round trips, every kind of corruption, and the checked-in sample
//! that every future version must keep loading.

mod common;
use common::*;
use pallanguzhi_core::*;

fn game_in_progress() -> Game {
    let players = Players {
        south: vec![Seat::human("Amma"), Seat::human("Ravi")],
        north: vec![Seat::Computer { level: Level::Hard }],
    };
    let mut game = Game::new(rules("pallanguzhi"), players).unwrap();
    for _ in 0..9 {
        let hole = game.legal_moves()[0];
        game.play(hole).unwrap();
    }
    game.undo().unwrap();
    game.undo().unwrap();
    game
}

#[test]
fn a_save_round_trips_the_whole_game_including_seats_and_redo() {
    let game = game_in_progress();
    let loaded = load_game(&save_game(&game).unwrap()).unwrap();
    assert_eq!(loaded.snapshot(), game.snapshot());
    assert_eq!(loaded.history(), game.history());
    assert_eq!(loaded.redo_moves(), game.redo_moves());
    assert_eq!(loaded.players(), game.players());
    assert_eq!(loaded.rounds(), game.rounds());
    assert_eq!(save_game(&loaded).unwrap(), save_game(&game).unwrap());
}

#[test]
fn finished_games_of_every_preset_round_trip() {
    for rules in Rules::presets() {
        let game = random_game(&rules, 21);
        let loaded = load_game(&save_game(&game).unwrap()).unwrap();
        assert_eq!(loaded.snapshot(), game.snapshot(), "{}", rules.name);
        assert_eq!(loaded.rounds(), game.rounds());
    }
}

#[test]
fn a_truncated_save_is_corrupt_at_every_cut() {
    let text = save_game(&game_in_progress()).unwrap();
    for cut in (0..text.len() - 1).step_by(7) {
        assert!(
            matches!(load_game(&text[..cut]), Err(SaveError::Corrupt(_))),
            "cut at {cut}"
        );
    }
}

fn edited(from: &str, to: &str) -> String {
    let text = save_game(&game_in_progress()).unwrap();
    assert!(text.contains(from), "{from}");
    text.replacen(from, to, 1)
}

#[test]
fn versions_from_the_future_and_unknown_versions_are_refused() {
    assert_eq!(
        load_game(&edited("\"version\": 1", "\"version\": 2")),
        Err(SaveError::FutureVersion { found: 2, supported: 1 })
    );
    assert_eq!(
        load_game(&edited("\"version\": 1", "\"version\": 0")),
        Err(SaveError::UnknownVersion(0))
    );
    assert!(matches!(
        load_game(&edited("\"version\": 1,", "")),
        Err(SaveError::Corrupt(_))
    ));
    assert!(matches!(
        load_game(&edited("\"version\": 1", "\"version\": \"1\"")),
        Err(SaveError::Corrupt(_))
    ));
}

#[test]
fn a_history_with_an_illegal_or_unreadable_move_is_refused() {
    let text = save_game(&game_in_progress()).unwrap();
    let moves = serde_json::from_str::<serde_json::Value>(&text).unwrap()["moves"]
        .as_str()
        .unwrap()
        .to_string();
    let first = &moves[..1];
    // Playing the same hole twice in a row from the start is illegal for the other side.
    let illegal = text.replacen(
        &format!("\"moves\": \"{moves}\""),
        &format!("\"moves\": \"{first},{moves}\""),
        1,
    );
    assert!(matches!(
        load_game(&illegal),
        Err(SaveError::Invalid(GameError::History { index: 1, .. }))
    ));
    let unreadable = text.replacen(&format!("\"moves\": \"{moves}\""), "\"moves\": \"a,?\"", 1);
    assert!(matches!(
        load_game(&unreadable),
        Err(SaveError::Invalid(GameError::History { index: 1, .. }))
    ));
}

#[test]
fn a_save_whose_board_does_not_match_its_moves_is_refused() {
    assert_eq!(
        load_game(&edited("\"moves_played\": 7", "\"moves_played\": 8")),
        Err(SaveError::Mismatch)
    );
}

#[test]
fn bad_rules_players_and_foreign_files_are_refused() {
    assert!(matches!(
        load_game(&edited("\"seeds_per_hole\": 5", "\"seeds_per_hole\": 0")),
        Err(SaveError::Invalid(_))
    ));
    assert!(matches!(
        load_game(&edited("\"name\": \"Ravi\"", "\"name\": \" \"")),
        Err(SaveError::Invalid(_))
    ));
    assert!(matches!(
        load_game(&edited("\"format\": \"pallanguzhi-save\"", "\"format\": \"chess\"")),
        Err(SaveError::Corrupt(_))
    ));
    assert!(matches!(load_game("[]"), Err(SaveError::Corrupt(_))));
    assert!(matches!(load_game(""), Err(SaveError::Corrupt(_))));
}

#[test]
fn the_checked_in_version_1_sample_still_loads() {
    let text = include_str!("data/sample-save-v1.json");
    let game = load_game(text).unwrap();
    assert_eq!(game.rules().name, "pallanguzhi");
    assert_eq!(game.history().len(), 7);
    assert_eq!(game.redo_moves().len(), 2);
    assert_eq!(game.players().south.len(), 2);
    assert_eq!(game.snapshot().moves_played, 7);
}

#[test]
#[ignore = "writes the sample; run once per new save version"]
fn write_sample_save() {
    std::fs::write(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/sample-save-v1.json"),
        save_game(&game_in_progress()).unwrap(),
    )
    .unwrap();
}

#[test]
fn random_damage_to_a_save_never_panics_and_never_half_loads() {
    use rand::{Rng, SeedableRng};
    let good = save_game(&game_in_progress()).unwrap();
    let mut rng = rand::rngs::StdRng::seed_from_u64(17);
    let alphabet = b"0123456789abcdefgABCDEFG,\"{}[]: -.";
    for _ in 0..3000 {
        let mut bytes = good.clone().into_bytes();
        for _ in 0..rng.random_range(1..4) {
            let at = rng.random_range(0..bytes.len());
            bytes[at] = alphabet[rng.random_range(0..alphabet.len())];
        }
        let text = String::from_utf8(bytes).unwrap();
        // Either the whole game (damage in a name, say) or a typed error.
        if let Ok(game) = load_game(&text) {
            assert_eq!(load_game(&save_game(&game).unwrap()).unwrap(), game);
        }
    }
}
