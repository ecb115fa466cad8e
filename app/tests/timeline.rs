//! Animation frames against the core: the shared vectors of every preset and
//! random games of every preset. Counts after each frame are the core's;
//! flights move exactly the seeds the events say; durations follow the speed.

use pallanguzhi_app::timeline::{build, total_ms};
use pallanguzhi_app::*;
use pallanguzhi_core::{Game, Players, Position, Rules, Side, Snapshot, SowEvent};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::Value;

fn vectors(name: &str) -> Value {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/vectors")
        .join(name);
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn get<T: serde::de::DeserializeOwned>(v: &Value) -> T {
    serde_json::from_value(v.clone()).unwrap()
}

fn same_board(a: &Snapshot, b: &Snapshot) -> bool {
    a.holes == b.holes && a.bowls == b.bowls && a.closed == b.closed && a.round == b.round
}

fn seeds_to(flights: &[Flight], to: Place) -> u16 {
    flights.iter().filter(|f| f.to == to).map(|f| f.seeds).sum()
}

/// Every check of one turn's frames; returns the number of frames.
fn check_turn(rules: &Rules, before: &Snapshot, events: &[SowEvent], after: &Snapshot, what: &str) -> usize {
    let frames = build(rules, before, events, Speed::Normal, false);
    let shown = events.iter().filter(|e| !matches!(e, SowEvent::TurnEnd { .. })).count();
    assert_eq!(frames.len(), shown, "{what}: one frame per event shown");
    let last = frames.last().map_or(before, |f| &f.board);
    assert!(
        same_board(last, after),
        "{what}: the last frame is the core's board after"
    );
    let mut prev = before.clone();
    let mut hand: Option<Hand> = None;
    for frame in &frames {
        let now = &frame.board;
        match frame.kind {
            FrameKind::Lift { hole, seeds } | FrameKind::Relay { hole, seeds } => {
                assert_eq!(prev.holes[hole as usize], seeds, "{what}: lifts the whole hole");
                assert_eq!(now.holes[hole as usize], 0);
                assert_eq!(frame.hand, Some(Hand { hole, seeds }));
                assert_eq!(frame.ms, 480);
            }
            FrameKind::Sow { hole } => {
                let expected = prev.holes[hole as usize] + 1;
                assert_eq!(now.holes[hole as usize], expected, "{what}: one seed falls");
                assert_eq!(seeds_to(&frame.flights, Place::Hole { hole }), 1);
                let held = hand.expect("a hand sows").seeds;
                assert_eq!(frame.hand.unwrap().seeds, held - 1, "{what}: the hand holds one less");
                assert_eq!(frame.ms, 240);
            }
            FrameKind::SowStore { side } => {
                assert_eq!(now.bowls[side.index()], prev.bowls[side.index()] + 1);
                assert_eq!(seeds_to(&frame.flights, Place::Bowl { side }), 1);
            }
            FrameKind::Pasu { hole, seeds, taker } | FrameKind::Capture { hole, seeds, taker } => {
                assert_eq!(prev.holes[hole as usize], seeds);
                assert_eq!(now.holes[hole as usize], 0);
                assert_eq!(now.bowls[taker.index()], prev.bowls[taker.index()] + seeds as u16);
                assert_eq!(seeds_to(&frame.flights, Place::Bowl { side: taker }), seeds as u16);
                assert_eq!(frame.ms, if seeds == 0 { 480 } else { 720 });
            }
            FrameKind::OppositeCapture { seeds, taker, .. } => {
                assert_eq!(seeds_to(&frame.flights, Place::Bowl { side: taker }), seeds as u16);
                assert_eq!(now.bowls[taker.index()], prev.bowls[taker.index()] + seeds as u16);
            }
            FrameKind::RoundEnd { .. } => {
                let Some(SowEvent::RoundEnd { swept, .. }) =
                    events.iter().find(|e| matches!(e, SowEvent::RoundEnd { .. }))
                else {
                    panic!("{what}: no RoundEnd event");
                };
                for side in Side::BOTH {
                    assert_eq!(
                        seeds_to(&frame.flights, Place::Bowl { side }),
                        swept[side.index()],
                        "{what}: sweep"
                    );
                }
                assert!(now.holes.iter().all(|&n| n == 0), "{what}: the board is empty");
                assert_eq!(frame.ms, 960);
            }
            FrameKind::Refill { round, .. } => {
                assert_eq!(now.round, round);
                for side in Side::BOTH {
                    let filled: u32 = Position::row(rules, side).map(|i| now.holes[i] as u32).sum();
                    let flown: u32 = frame
                        .flights
                        .iter()
                        .filter(|f| f.from == Place::Bowl { side })
                        .map(|f| f.seeds as u32)
                        .sum();
                    assert_eq!(flown, filled, "{what}: refill");
                }
            }
            FrameKind::ExtraTurn { .. } | FrameKind::EndlessStop { .. } | FrameKind::GameEnd { .. } => {
                assert!(frame.flights.is_empty());
            }
        }
        let seeds: u32 = now.holes.iter().map(|&n| n as u32).sum::<u32>()
            + frame.hand.map_or(0, |h| h.seeds as u32)
            + now.bowls.iter().map(|&n| n as u32).sum::<u32>();
        assert_eq!(
            seeds,
            rules.total_seeds(),
            "{what}: no seed appears or vanishes ({:?})",
            frame.kind
        );
        if matches!(
            frame.kind,
            FrameKind::Capture { .. } | FrameKind::RoundEnd { .. } | FrameKind::GameEnd { .. }
        ) {
            assert_eq!(frame.hand, None);
        }
        hand = frame.hand;
        prev = now.clone();
    }
    frames.len()
}

#[test]
fn frames_match_the_cross_language_vectors() {
    let mut turns = 0;
    for file in get::<Vec<String>>(&vectors("index.json")["files"]) {
        if file == "corrupt_saves.json" {
            continue;
        }
        for s in vectors(&file)["scenarios"].as_array().unwrap() {
            let name = s["name"].as_str().unwrap();
            let rules = Rules::preset(s["preset"].as_str().unwrap()).unwrap();
            let mut before: Snapshot = get(&s["start"]);
            for (i, t) in s["turns"].as_array().unwrap().iter().enumerate() {
                let events: Vec<SowEvent> = get(&t["events"]);
                let after: Snapshot = get(&t["after"]);
                check_turn(&rules, &before, &events, &after, &format!("{name} turn {i}"));
                before = after;
                turns += 1;
            }
        }
    }
    assert!(turns > 20, "{turns} turns");
}

#[test]
fn frames_match_the_core_in_random_games_of_every_preset() {
    let mut rng = StdRng::seed_from_u64(11);
    for rules in Rules::presets() {
        let mut frames = 0;
        let mut kinds = std::collections::BTreeSet::new();
        for _ in 0..4 {
            let mut game = Game::new(rules.clone(), Players::humans()).unwrap();
            while game.outcome().is_none() {
                let legal = game.legal_moves();
                let hole = legal[rng.random_range(0..legal.len())];
                let before = game.snapshot();
                let turn = game.play(hole).unwrap();
                let what = format!("{} move {}", rules.name, game.history().len());
                frames += check_turn(&rules, &before, &turn.events, &turn.after, &what);
                for f in build(&rules, &before, &turn.events, Speed::Fast, false) {
                    kinds.insert(format!("{:?}", f.kind).split([' ', '{']).next().unwrap().to_string());
                }
            }
        }
        assert!(frames > 100, "{}: {frames} frames", rules.name);
        assert!(
            kinds.contains("GameEnd") && kinds.contains("Sow"),
            "{}: {kinds:?}",
            rules.name
        );
    }
}

#[test]
fn durations_follow_the_speed_and_reduce_motion() {
    let rules = Rules::preset("pallanguzhi").unwrap();
    let mut game = Game::new(rules.clone(), Players::humans()).unwrap();
    let before = game.snapshot();
    let turn = game.play(2).unwrap();
    let at = |speed, reduce| total_ms(&build(&rules, &before, &turn.events, speed, reduce));
    let normal = at(Speed::Normal, false);
    assert!(normal > 0);
    assert_eq!(at(Speed::Slow, false) * 240, normal * 450);
    assert_eq!(at(Speed::Fast, false) * 240, normal * 110);
    assert_eq!(at(Speed::Instant, false), 0);
    assert_eq!(at(Speed::Normal, true), 0, "reduce-motion plays instantly");
    let frames = build(&rules, &before, &turn.events, Speed::Normal, false);
    assert_eq!(frames[0].kind, FrameKind::Lift { hole: 2, seeds: 5 });
    assert_eq!(
        frames[0].flights,
        vec![Flight {
            from: Place::Hole { hole: 2 },
            to: Place::Hand,
            seeds: 5
        }]
    );
    assert_eq!(
        frames[1].flights,
        vec![Flight {
            from: Place::Hole { hole: 2 },
            to: Place::Hole { hole: 3 },
            seeds: 1
        }]
    );
    assert_eq!(frames[1].haptic, Some(HapticKind::Sow));
}
