//! Writes the cross-language test vectors in `tests/vectors/`: for every
//! preset, scenarios (a move history, then turns whose events and snapshots
//! every language must reproduce exactly) and the corrupt-save cases.
//!
//! Run from the workspace root:
//!   cargo run --release -p pallanguzhi-core --example gen_vectors -- tests/vectors
//!
//! Scenarios come from seeded random games (a self-contained splitmix64, so the
//! output never depends on a crate's RNG): the first game where each feature
//! happens gives its scenario, trimmed to the turns around it.

use pallanguzhi_core::*;
use serde_json::{json, Value};
use std::path::Path;

const FORMAT: &str = "pallanguzhi-vectors";
const VERSION: u32 = 1;
/// Random games tried per preset before a feature is given up (and reported).
const MAX_GAMES: u64 = 250_000;

struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn pick(&mut self, moves: &[u8]) -> u8 {
        moves[(self.next() % moves.len() as u64) as usize]
    }
}

/// A feature a scenario shows: which turn of a game has it, and how many
/// turns before and after it are checked.
struct Feature {
    tag: &'static str,
    before: usize,
    after: usize,
    test: fn(&Turn) -> bool,
}

fn has(turn: &Turn, f: impl Fn(&SowEvent) -> bool) -> bool {
    turn.events.iter().any(f)
}

fn features(rules: &Rules) -> Vec<Feature> {
    let game_over = Feature {
        tag: "game-over",
        before: 2,
        after: 0,
        test: |t| has(t, |e| matches!(e, SowEvent::GameEnd { .. })),
    };
    if rules.family == Family::Kalah {
        return vec![
            Feature {
                tag: "extra-turn",
                before: 1,
                after: 1,
                test: |t| has(t, |e| matches!(e, SowEvent::ExtraTurn { .. })),
            },
            Feature {
                tag: "opposite-capture",
                before: 1,
                after: 0,
                test: |t| has(t, |e| matches!(e, SowEvent::OppositeCapture { .. })),
            },
            game_over,
        ];
    }
    vec![
        Feature {
            tag: "pasu",
            before: 0,
            after: 0,
            test: |t| has(t, |e| matches!(e, SowEvent::Pasu { .. })),
        },
        Feature {
            tag: "endless-turn",
            before: 1,
            after: 1,
            test: |t| t.summary.endless,
        },
        Feature {
            tag: "round-end",
            before: 1,
            after: 1,
            test: |t| {
                has(t, |e| {
                    matches!(
                        e,
                        SowEvent::RoundEnd {
                            reason: RoundEndReason::EmptyRow,
                            ..
                        }
                    )
                })
            },
        },
        Feature {
            tag: "closed-hole",
            before: 0,
            after: 3,
            test: |t| {
                has(
                    t,
                    |e| matches!(e, SowEvent::Refill { closed, .. } if closed.contains(&true)),
                )
            },
        },
        Feature {
            tag: "60-move-rule",
            before: 2,
            after: 1,
            test: |t| {
                has(t, |e| {
                    matches!(
                        e,
                        SowEvent::RoundEnd {
                            reason: RoundEndReason::NoCapture,
                            ..
                        }
                    )
                })
            },
        },
        Feature {
            tag: "cannot-refill",
            before: 1,
            after: 0,
            test: |t| {
                has(t, |e| {
                    matches!(
                        e,
                        SowEvent::GameEnd {
                            reason: GameEndReason::CannotRefill,
                            ..
                        }
                    )
                })
            },
        },
        game_over,
    ]
}

/// Two seats a side, so the vectors also pin down seat rotation.
fn four_players() -> Players {
    Players {
        south: vec![Seat::human("Anbu"), Seat::human("Bala")],
        north: vec![Seat::human("Chitra"), Seat::human("Devi")],
    }
}

/// The scenario of `moves`, with turns `from..to` checked.
fn scenario(rules: &Rules, players: &Players, tag: &str, moves: &[u8], from: usize, to: usize) -> Value {
    let mut game = Game::replay(rules.clone(), players.clone(), &moves[..from]).expect("a generated history replays");
    let start = game.snapshot();
    let turns: Vec<Value> = moves[from..to]
        .iter()
        .map(|&hole| {
            let turn = game.play(hole).expect("a generated move is legal");
            json!({
                "hole": turn.hole,
                "mover": turn.mover,
                "seat": turn.seat,
                "events": turn.events,
                "summary": turn.summary,
                "after": turn.after,
            })
        })
        .collect();
    json!({
        "name": format!("{}/{}", rules.name, tag),
        "tag": tag,
        "preset": rules.name,
        "players": players,
        "setup": &moves[..from],
        "start": start,
        "turns": turns,
        "save": save_game(&game).unwrap(),
    })
}

fn preset_scenarios(index: u64, rules: &Rules) -> (Vec<Value>, Vec<&'static str>) {
    let mut rng = SplitMix(0x5EED_0000 + index);
    let opening: Vec<u8> = {
        let mut game = Game::new(rules.clone(), four_players()).expect("presets are valid");
        (0..8)
            .map_while(|_| {
                let hole = rng.pick(&game.legal_moves());
                game.play(hole).ok().map(|_| hole)
            })
            .collect()
    };
    let mut out = vec![scenario(rules, &four_players(), "opening", &opening, 0, opening.len())];
    let features = features(rules);
    let mut found: Vec<Option<Value>> = features.iter().map(|_| None).collect();
    let humans = Players::humans();
    for _ in 0..MAX_GAMES {
        if found.iter().all(Option::is_some) {
            break;
        }
        let mut game = Game::new(rules.clone(), humans.clone()).expect("presets are valid");
        let mut turns: Vec<Turn> = Vec::new();
        while game.outcome().is_none() {
            let legal = game.legal_moves();
            // Endless turns are rare in play: try every move of every position.
            let endless = legal.iter().copied().find(|&h| {
                let mut probe = *game.position();
                probe.play(rules, h, &mut ()).is_ok_and(|f| f.endless)
            });
            let hole = endless.unwrap_or_else(|| rng.pick(&legal));
            turns.push(game.play(hole).expect("a legal move plays"));
        }
        let moves = game.history().to_vec();
        for (feature, slot) in features.iter().zip(found.iter_mut()) {
            if slot.is_some() {
                continue;
            }
            if let Some(at) = turns.iter().position(|t| (feature.test)(t)) {
                let from = at.saturating_sub(feature.before);
                let to = (at + 1 + feature.after).min(moves.len());
                *slot = Some(scenario(rules, &humans, feature.tag, &moves, from, to));
            }
        }
    }
    let mut missing = Vec::new();
    for (feature, slot) in features.iter().zip(found) {
        match slot {
            Some(s) => out.push(s),
            None => missing.push(feature.tag),
        }
    }
    (out, missing)
}

fn corrupt_saves() -> Value {
    let rules = Rules::default();
    let game = Game::replay(rules.clone(), Players::humans(), &[2, 9, 4]).expect("these moves are legal");
    let good = save_game(&game).unwrap();
    let edit = |f: &dyn Fn(&mut Value)| {
        let mut v: Value = serde_json::from_str(&good).expect("a save is JSON");
        f(&mut v);
        serde_json::to_string_pretty(&v).expect("JSON serialises")
    };
    let cases = [
        ("empty", String::new()),
        ("not-json", "{ this is not a save".to_string()),
        ("cut-short", good[..good.len() / 2].to_string()),
        ("not-a-save", r#"{"format": "chess-save", "version": 1}"#.to_string()),
        (
            "no-version",
            edit(&|v| drop(v.as_object_mut().map(|o| o.remove("version")))),
        ),
        ("future-version", edit(&|v| v["version"] = json!(7))),
        ("version-zero", edit(&|v| v["version"] = json!(0))),
        ("unknown-field", edit(&|v| v["cheat"] = json!(true))),
        ("illegal-move", edit(&|v| v["moves"] = json!("c,J,e,A"))),
        ("bad-letter", edit(&|v| v["moves"] = json!("c,?,e"))),
        ("bad-rules", edit(&|v| v["rules"]["holes_per_side"] = json!(9))),
        ("check-mismatch", edit(&|v| v["check"]["bowls"] = json!([70, 0]))),
        ("bad-redo", edit(&|v| v["redo"] = json!("a"))),
    ];
    let cases: Vec<Value> = cases
        .iter()
        .map(|(name, text)| {
            let err = load_game(text).expect_err("every corrupt save is refused");
            let (core_error, ffi_error) = match &err {
                SaveError::Corrupt(_) => ("corrupt", "corrupt_save"),
                SaveError::FutureVersion { .. } => ("future_version", "future_save"),
                SaveError::UnknownVersion(_) => ("unknown_version", "corrupt_save"),
                SaveError::Invalid(_) => ("invalid", "corrupt_save"),
                SaveError::Mismatch => ("mismatch", "corrupt_save"),
                SaveError::Unwritable(_) => ("unwritable", "corrupt_save"),
            };
            let mut case = json!({"name": name, "text": text, "core_error": core_error, "error": ffi_error});
            if let SaveError::FutureVersion { found, supported } = err {
                case["found"] = json!(found);
                case["supported"] = json!(supported);
            }
            case
        })
        .collect();
    json!({"format": FORMAT, "version": VERSION, "valid": good, "cases": cases})
}

fn write(dir: &Path, name: &str, value: &Value) {
    let text = serde_json::to_string_pretty(value).expect("JSON serialises") + "\n";
    std::fs::write(dir.join(name), text).unwrap_or_else(|e| panic!("cannot write {name}: {e}"));
}

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| "tests/vectors".into());
    let dir = Path::new(&dir);
    std::fs::create_dir_all(dir).expect("the vectors directory can be made");
    let mut index = vec![];
    for (i, rules) in Rules::presets().iter().enumerate() {
        let (scenarios, missing) = preset_scenarios(i as u64, rules);
        let tags: Vec<&str> = scenarios.iter().filter_map(|s| s["tag"].as_str()).collect();
        eprintln!("{}: {} (not found: {:?})", rules.name, tags.join(", "), missing);
        let file = format!("{}.json", rules.name);
        write(
            dir,
            &file,
            &json!({"format": FORMAT, "version": VERSION, "preset": rules.name, "not_found": missing, "scenarios": scenarios}),
        );
        index.push(file);
    }
    write(dir, "corrupt_saves.json", &corrupt_saves());
    index.push("corrupt_saves.json".into());
    write(
        dir,
        "index.json",
        &json!({"format": FORMAT, "version": VERSION, "files": index}),
    );
}
