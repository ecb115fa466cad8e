//! Replays the cross-language vectors of `tests/vectors/` through the core.
//! The Kotlin and Swift suites replay the same files through the FFI.
//! Regenerate: cargo run --release -p pallanguzhi-core --example gen_vectors -- tests/vectors

use pallanguzhi_core::*;
use serde_json::Value;
use std::path::PathBuf;

fn vectors_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/vectors")
}

fn read(name: &str) -> Value {
    let text = std::fs::read_to_string(vectors_dir().join(name)).unwrap();
    serde_json::from_str(&text).unwrap()
}

fn get<T: serde::de::DeserializeOwned>(v: &Value) -> T {
    serde_json::from_value(v.clone()).unwrap()
}

fn preset_files() -> Vec<String> {
    let index = read("index.json");
    get::<Vec<String>>(&index["files"])
        .into_iter()
        .filter(|f| f != "corrupt_saves.json")
        .collect()
}

#[test]
fn every_preset_has_vectors_for_its_features() {
    let files = preset_files();
    assert_eq!(files.len(), rules::PRESET_IDS.len());
    for file in files {
        let v = read(&file);
        let tags: Vec<&str> = v["scenarios"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["tag"].as_str().unwrap())
            .collect();
        let wanted: &[&str] = if v["preset"] == "kalah" {
            &["opening", "extra-turn", "opposite-capture", "game-over"]
        } else {
            &[
                "opening",
                "endless-turn",
                "round-end",
                "closed-hole",
                "60-move-rule",
                "game-over",
            ]
        };
        for tag in wanted {
            assert!(tags.contains(tag), "{file} lacks {tag}");
        }
    }
}

#[test]
fn scenarios_replay_exactly_and_undo_redo_retrace_them() {
    let mut checked = 0;
    for file in preset_files() {
        for s in read(&file)["scenarios"].as_array().unwrap() {
            let name = s["name"].as_str().unwrap();
            let rules = Rules::preset(s["preset"].as_str().unwrap()).unwrap();
            let setup: Vec<u8> = get(&s["setup"]);
            let mut game = Game::replay(rules, get(&s["players"]), &setup).unwrap();
            let start: Snapshot = get(&s["start"]);
            assert_eq!(game.snapshot(), start, "{name}: start");
            let mut befores = vec![start];
            let mut turns = vec![];
            for t in s["turns"].as_array().unwrap() {
                let turn = game.play(t["hole"].as_u64().unwrap() as u8).unwrap();
                assert_eq!(turn.mover, get::<Side>(&t["mover"]), "{name}");
                assert_eq!(turn.seat, t["seat"].as_u64().unwrap() as u8, "{name}");
                assert_eq!(turn.events, get::<Vec<SowEvent>>(&t["events"]), "{name}: events");
                assert_eq!(turn.summary, get::<TurnFacts>(&t["summary"]), "{name}: summary");
                assert_eq!(turn.after, get::<Snapshot>(&t["after"]), "{name}: after");
                // A shell animating the events lands on the same board.
                let mut animated = befores.last().unwrap().clone();
                turn.events.iter().for_each(|e| animated.apply(e));
                assert_eq!(animated, turn.after, "{name}: events replay to the snapshot");
                befores.push(turn.after.clone());
                turns.push(turn);
            }
            assert_eq!(
                save_game(&game).unwrap(),
                s["save"].as_str().unwrap(),
                "{name}: save text"
            );
            let loaded = load_game(s["save"].as_str().unwrap()).unwrap();
            assert_eq!(loaded.snapshot(), game.snapshot(), "{name}: restored");
            for i in (0..turns.len()).rev() {
                game.undo().unwrap();
                assert_eq!(game.snapshot(), befores[i], "{name}: undo to turn {i}");
            }
            for turn in &turns {
                assert_eq!(&game.redo().unwrap(), turn, "{name}: redo");
            }
            checked += 1;
        }
    }
    assert!(checked >= 30, "only {checked} scenarios");
}

#[test]
fn corrupt_saves_are_refused_with_their_error() {
    let v = read("corrupt_saves.json");
    assert!(load_game(v["valid"].as_str().unwrap()).is_ok());
    for case in v["cases"].as_array().unwrap() {
        let err = load_game(case["text"].as_str().unwrap()).err().unwrap();
        let kind = match err {
            SaveError::Corrupt(_) => "corrupt",
            SaveError::FutureVersion { found, supported } => {
                assert_eq!(case["found"], found);
                assert_eq!(case["supported"], supported);
                "future_version"
            }
            SaveError::UnknownVersion(_) => "unknown_version",
            SaveError::Invalid(_) => "invalid",
            SaveError::Mismatch => "mismatch",
            SaveError::Unwritable(_) => "unwritable",
        };
        assert_eq!(kind, case["core_error"], "{}", case["name"]);
    }
}
