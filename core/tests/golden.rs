//! Golden whole games: a seeded random game of each preset, its history, every
//! round result and the final snapshot, pinned in tests/golden/. Any change to
//! the rules' behaviour shows up here. Regenerate deliberately with
//! `UPDATE_GOLDEN=1 cargo test -p pallanguzhi-core --test golden`.

mod common;
use common::*;
use pallanguzhi_core::notation::format_moves;
use pallanguzhi_core::*;
use serde_json::json;

#[test]
fn whole_games_match_their_golden_records() {
    for rules in Rules::presets() {
        let game = random_game(&rules, 2026);
        let record = json!({
            "rules": rules.name,
            "moves": format_moves(&rules, game.history()).unwrap(),
            "rounds": game.rounds(),
            "final": game.snapshot(),
        });
        let text = serde_json::to_string_pretty(&record).unwrap() + "\n";
        let path = format!("{}/tests/golden/{}.json", env!("CARGO_MANIFEST_DIR"), rules.name);
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::write(&path, &text).unwrap();
        }
        let golden = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(golden == text, "{} differs from {path}", rules.name);
        // The same history replays to the same end.
        let replayed = Game::replay(rules.clone(), Players::humans(), game.history()).unwrap();
        assert_eq!(replayed.snapshot(), game.snapshot());
    }
}
