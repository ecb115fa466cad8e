//! Move lists as bytes (holes) and as text (letters): a replay is a game or a
//! typed error naming the bad move; a refused move changes nothing.
#![no_main]
use libfuzzer_sys::fuzz_target;
use pallanguzhi_core::notation::{format_moves, parse_moves};
use pallanguzhi_core::{Game, GameError, Players, Rules, PRESET_IDS};

fuzz_target!(|input: (u8, Vec<u8>, String)| {
    let (preset, holes, text) = input;
    let rules = Rules::preset(PRESET_IDS[preset as usize % PRESET_IDS.len()]).unwrap();
    match Game::replay(rules.clone(), Players::humans(), &holes) {
        Ok(game) => {
            let letters = format_moves(&rules, game.history()).unwrap();
            assert_eq!(parse_moves(&rules, &letters).unwrap(), holes);
        }
        Err(GameError::History { index, .. }) => assert!(index < holes.len()),
        Err(other) => panic!("a replay fails only on a move: {other}"),
    }
    if let Ok(parsed) = parse_moves(&rules, &text) {
        let _ = Game::replay(rules, Players::humans(), &parsed);
    }
});
