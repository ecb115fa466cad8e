//! Any text given as statistics: accepted records stay consistent after one
//! more game is counted, and write back to text that reads the same.
#![no_main]
use libfuzzer_sys::fuzz_target;
use pallanguzhi_core::{Game, Players, Rules, Side, Stats};

fuzz_target!(|text: &str| {
    let Ok(mut stats) = Stats::from_json(text) else { return };
    let mut game = Game::new(Rules::preset("kalah").unwrap(), Players::humans()).unwrap();
    while let Some(&hole) = game.legal_moves().first() {
        game.play(hole).unwrap();
    }
    stats.record_game(&game, Side::South).unwrap();
    let written = stats.to_json().unwrap();
    assert_eq!(Stats::from_json(&written).unwrap(), stats);
});
