//! Properties over many random positions and games of every preset: seeds are
//! conserved after every event, events replay to the snapshot after the move,
//! every turn and game ends, and the engine agrees with a naive oracle.

mod common;
use common::*;
use pallanguzhi_core::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::HashSet;

const GAMES_PER_PRESET: u64 = 150;

/// Replays one turn's events on the snapshot before it, checking that seeds
/// are conserved after every single event (counting those in the hand).
fn replay_checking_conservation(before: &Snapshot, events: &[SowEvent], total: u32) -> Snapshot {
    let mut snap = before.clone();
    let mut hand = 0u32;
    for event in events {
        snap.apply(event);
        match event {
            SowEvent::Lift { seeds, .. } | SowEvent::Relay { seeds, .. } => hand += *seeds as u32,
            SowEvent::Drop { .. } | SowEvent::StoreDrop { .. } => hand -= 1,
            _ => {}
        }
        let on_board: u32 = snap.holes.iter().map(|&n| n as u32).sum();
        assert_eq!(
            on_board + snap.bowls[0] as u32 + snap.bowls[1] as u32 + hand,
            total,
            "after {event:?}"
        );
    }
    assert_eq!(hand, 0);
    snap
}

#[test]
fn random_games_conserve_seeds_replay_their_events_and_end() {
    for rules in Rules::presets() {
        let mut rng = StdRng::seed_from_u64(11);
        let mut endless = 0;
        for _ in 0..GAMES_PER_PRESET {
            let mut game = Game::new(rules.clone(), Players::humans()).unwrap();
            while game.outcome().is_none() {
                assert!(
                    game.position().moves_played() < rules.max_moves,
                    "{} did not end",
                    rules.name
                );
                let before = game.snapshot();
                assert!(!before.legal.is_empty(), "the side to move always has a move");
                assert!(before.holes.iter().zip(&before.closed).all(|(&n, &c)| !c || n == 0));
                let hole = before.legal[rng.random_range(0..before.legal.len())];
                let turn = game.play(hole).unwrap();
                endless += turn.summary.endless as u32;
                let replayed = replay_checking_conservation(&before, &turn.events, rules.total_seeds());
                assert_eq!(replayed, turn.after, "{} move {}", rules.name, before.moves_played + 1);
                assert_eq!(turn.after, game.snapshot());
            }
        }
        println!(
            "{}: {endless} endless turns in {GAMES_PER_PRESET} random games",
            rules.name
        );
    }
}

/// A straightforward relay turn that remembers every state in a set: the
/// oracle for the engine's constant-memory cycle detection.
fn oracle_turn(rules: &Rules, pos: &Position, start: usize) -> ([u8; 14], [u16; 2], bool) {
    let n = rules.ring_len();
    let next = |i: usize| -> usize {
        let mut j = i;
        loop {
            j = match rules.direction {
                Direction::CounterClockwise => (j + 1) % n,
                Direction::Clockwise => (j + n - 1) % n,
            };
            if pos.closed_mask() & (1 << j) == 0 {
                return j;
            }
        }
    };
    let owner = |i: usize| if i < n / 2 { 0 } else { 1 };
    let mover = pos.to_move().index();
    let (mut holes, mut bowls) = (pos.setup().holes, pos.bowls());
    let mut seen = HashSet::new();
    let mut lift = start;
    loop {
        if !seen.insert((holes, lift)) {
            return (holes, bowls, true);
        }
        let mut at = lift;
        for _ in 0..std::mem::take(&mut holes[lift]) {
            at = next(at);
            holes[at] += 1;
            if Some(holes[at]) == rules.pasu_count {
                let taker = if rules.pasu_taker == PasuTaker::Owner {
                    owner(at)
                } else {
                    mover
                };
                bowls[taker] += holes[at] as u16;
                holes[at] = 0;
            }
        }
        let empty = next(at);
        if holes[empty] == 0 {
            let taken = next(empty);
            bowls[mover] += std::mem::take(&mut holes[taken]) as u16;
            return (holes, bowls, false);
        }
        lift = empty;
    }
}

/// A random position in play (drawn again until `from_setup` accepts it).
fn random_position(rules: &Rules, rng: &mut StdRng) -> Position {
    loop {
        let mut setup = Position::start(rules).unwrap().setup();
        let ring = rules.ring_len();
        setup.holes = [0; 14];
        setup.closed = 0;
        for side in Side::BOTH {
            let row = Position::row(rules, side);
            let open = rng.random_range(1..=row.len());
            for hole in row.skip(open) {
                setup.closed |= 1 << hole;
            }
        }
        let seeds = rng.random_range(1..=rules.total_seeds().min(60));
        let open: Vec<usize> = (0..ring).filter(|&i| setup.closed & (1 << i) == 0).collect();
        for _ in 0..seeds {
            setup.holes[open[rng.random_range(0..open.len())]] += 1;
        }
        setup.to_move = if rng.random_bool(0.5) { Side::South } else { Side::North };
        if let Ok(pos) = Position::from_setup(rules, setup) {
            return pos;
        }
    }
}

#[test]
fn the_engine_agrees_with_a_naive_oracle_on_random_positions() {
    let mut rng = StdRng::seed_from_u64(5);
    for rules in Rules::presets().into_iter().filter(|r| r.family == Family::Relay) {
        let (mut checked, mut endless) = (0, 0);
        while checked < 20_000 {
            let pos = random_position(&rules, &mut rng);
            for hole in pos.legal_moves(&rules) {
                let mut after = pos;
                let facts = after.play(&rules, hole, &mut ()).unwrap();
                if facts.round_ended {
                    continue;
                }
                let (holes, bowls, was_endless) = oracle_turn(&rules, &pos, hole as usize);
                assert_eq!(
                    (after.setup().holes, after.bowls(), facts.endless),
                    (holes, bowls, was_endless),
                    "{} {pos:?} {hole}",
                    rules.name
                );
                checked += 1;
                endless += was_endless as u32;
            }
        }
        assert!(endless > 0, "{}: the sample should include endless turns", rules.name);
    }
}

#[test]
fn every_turn_ends_even_from_positions_that_repeat_forever() {
    // Regression cases found by `cargo run --example find_endless`.
    let cases: [(&str, [u8; 14], Side, u8); 4] = [
        (
            "pallanguzhi",
            [0, 3, 0, 2, 1, 0, 1, 2, 1, 6, 1, 0, 1, 3],
            Side::North,
            13,
        ),
        (
            "pallanguzhi",
            [1, 0, 2, 1, 0, 1, 0, 1, 0, 1, 2, 1, 0, 3],
            Side::South,
            0,
        ),
        (
            "pallankuzhi",
            [2, 1, 0, 3, 2, 1, 2, 1, 2, 1, 0, 1, 2, 1],
            Side::South,
            0,
        ),
        ("pasu-pondi", [1, 0, 1, 1, 2, 0, 1, 0, 1, 0, 1, 0, 1, 0], Side::South, 2),
    ];
    for (id, holes, side, hole) in cases {
        let r = rules(id);
        let pos = with_mover(position(&r, &holes), &r, side);
        let mut after = pos;
        let mut events = Vec::new();
        let facts = after.play(&r, hole, &mut events).unwrap();
        assert!(facts.endless, "{id}");
        let Some(SowEvent::EndlessStop { hole: stop }) =
            events.iter().find(|e| matches!(e, SowEvent::EndlessStop { .. }))
        else {
            panic!("{id}: no EndlessStop event");
        };
        // The turn stops exactly where the relay reaches a configuration it was in
        // before, with no end capture: the oracle agrees on the board.
        let (oracle_holes, oracle_bowls, was_endless) = oracle_turn(&r, &pos, hole as usize);
        assert!(was_endless);
        assert_eq!(
            (after.setup().holes, after.bowls()),
            (oracle_holes, oracle_bowls),
            "{id}"
        );
        assert!(
            !events.iter().any(|e| matches!(e, SowEvent::Capture { .. })),
            "{id}: no end capture"
        );
        assert!(
            after.holes()[*stop as usize] > 0,
            "{id}: the hole it would lift holds seeds"
        );
    }
}

#[test]
fn endless_stop_events_match_the_unrecorded_engine() {
    // The recording run and the fast run must leave the same position.
    let mut rng = StdRng::seed_from_u64(9);
    let rules = rules("pallanguzhi");
    let mut seen = 0;
    while seen < 50 {
        let pos = random_position(&rules, &mut rng);
        for hole in pos.legal_moves(&rules) {
            let (mut fast, mut recorded) = (pos, pos);
            let facts = fast.play(&rules, hole, &mut ()).unwrap();
            recorded.play(&rules, hole, &mut Vec::new()).unwrap();
            assert_eq!(fast, recorded);
            seen += facts.endless as u32;
        }
    }
}
