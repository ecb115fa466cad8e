//! Any text given as a save: a game or a typed error, never a panic; a loaded
//! game saves back to a text that loads to the same game.
#![no_main]
use libfuzzer_sys::fuzz_target;
use pallanguzhi_core::{load_game, save_game};

fuzz_target!(|text: &str| {
    if let Ok(game) = load_game(text) {
        let again = save_game(&game).expect("a loaded game saves");
        let back = load_game(&again).expect("a saved game loads");
        assert_eq!(back.snapshot(), game.snapshot());
    }
});
