//! The computer player: legal, deterministic, cancellable, correct search
//! and truthful hint reasons.

use pallanguzhi_core::ai::{self, choose_move, hint, zobrist, Reason, Strength, WIN};
use pallanguzhi_core::{Position, Rules, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

const FAST: [Strength; 4] = [Strength::Random, Strength::Baseline, Strength::Easy, Strength::Medium];

/// Positions reached by random play from the start, a few per preset.
fn random_positions(rules: &Rules, count: usize, seed: u64) -> Vec<Position> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut pos = Position::start(rules).unwrap();
        let plies = rng.random_range(0..120u32);
        for _ in 0..plies {
            let moves = pos.legal_moves(rules);
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.random_range(0..moves.len() as u32) as usize];
            pos.play(rules, m, &mut ()).unwrap();
        }
        if !pos.is_over() {
            out.push(pos);
        }
    }
    out
}

#[test]
fn strengths_parse_and_name() {
    for s in Strength::ALL {
        assert_eq!(Strength::parse(s.name()), Some(s));
    }
    assert_eq!(Strength::parse("HARD"), Some(Strength::Hard));
    assert_eq!(Strength::parse("grandmaster"), None);
    assert_eq!(Strength::from(pallanguzhi_core::Level::Expert), Strength::Expert);
}

#[test]
fn choose_move_is_always_legal() {
    let never = AtomicBool::new(false);
    for rules in Rules::presets() {
        for (i, pos) in random_positions(&rules, 12, 3).iter().enumerate() {
            for s in FAST {
                let c = choose_move(&rules, pos, s, i as u64, &never).expect("a legal move exists");
                assert!(
                    pos.check_move(&rules, c.hole).is_ok(),
                    "{} {:?} chose {}",
                    rules.name,
                    s,
                    c.hole
                );
            }
        }
        let pos = random_positions(&rules, 1, 9)[0];
        let c = choose_move(&rules, &pos, Strength::Hard, 1, &never).unwrap();
        assert!(pos.check_move(&rules, c.hole).is_ok());
    }
}

#[test]
fn no_move_when_game_is_over() {
    let rules = Rules::preset("kalah").unwrap();
    let mut pos = Position::start(&rules).unwrap();
    while let Some(&m) = pos.legal_moves(&rules).first() {
        pos.play(&rules, m, &mut ()).unwrap();
    }
    assert!(pos.is_over());
    assert!(choose_move(&rules, &pos, Strength::Easy, 0, &AtomicBool::new(false)).is_none());
}

#[test]
fn same_seed_same_move_and_levels_differ() {
    let never = AtomicBool::new(false);
    let mut differ = 0;
    for rules in Rules::presets() {
        for (i, pos) in random_positions(&rules, 8, 5).iter().enumerate() {
            for s in FAST {
                let a = choose_move(&rules, pos, s, i as u64, &never).unwrap();
                let b = choose_move(&rules, pos, s, i as u64, &never).unwrap();
                assert_eq!(
                    (a.hole, a.stats.score, a.stats.nodes),
                    (b.hole, b.stats.score, b.stats.nodes)
                );
            }
            let easy = choose_move(&rules, pos, Strength::Easy, i as u64, &never).unwrap();
            let medium = choose_move(&rules, pos, Strength::Medium, i as u64, &never).unwrap();
            differ += (easy.hole != medium.hole) as u32;
        }
    }
    assert!(differ > 0, "Easy and Medium never disagreed");
}

#[test]
fn cancel_stops_the_search_with_a_legal_move() {
    let rules = Rules::pallanguzhi();
    let pos = Position::start(&rules).unwrap();
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&cancel);
    let setter = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(30));
        flag.store(true, Ordering::Relaxed);
    });
    let c = choose_move(&rules, &pos, Strength::Expert, 1, &cancel).unwrap();
    setter.join().unwrap();
    assert!(pos.check_move(&rules, c.hole).is_ok());
    assert!(c.stats.nodes < ai::expert_nodes(&rules), "stopped before the budget");
    // Already cancelled: returns at once, still legal.
    let c = choose_move(&rules, &pos, Strength::Hard, 2, &cancel).unwrap();
    assert!(pos.check_move(&rules, c.hole).is_ok());
    assert!(c.stats.nodes < 1_000);
}

fn check_reason(rules: &Rules, pos: &Position, hole: u8, reason: Reason) {
    let mover = pos.to_move();
    let mut after = *pos;
    let facts = after.play(rules, hole, &mut ()).unwrap();
    match reason {
        Reason::Captures { seeds } => assert_eq!(seeds, facts.gains[mover.index()]),
        Reason::PasuForYou { count } => {
            assert!(count >= 1 && count <= facts.pasus);
            assert!(facts.gains[mover.index()] >= 4 * count as u16);
        }
        Reason::ExtraTurn => assert!(facts.extra_turn),
        Reason::EmptiesTheirRow => assert!(facts.round_ended || after.is_over()),
        Reason::WinsTheGame => assert_eq!(after.outcome().and_then(|o| o.winner()), Some(mover)),
        Reason::OnlyMove => assert_eq!(pos.legal_mask(rules).count_ones(), 1),
        Reason::BestPosition => assert_eq!(facts.gains[mover.index()], 0),
    }
    assert!(!reason.text().is_empty());
}

#[test]
fn hint_reasons_match_what_the_move_does() {
    let never = AtomicBool::new(false);
    for rules in Rules::presets() {
        for (i, pos) in random_positions(&rules, 25, 11).iter().enumerate() {
            let c = choose_move(&rules, pos, Strength::Medium, i as u64, &never).unwrap();
            check_reason(&rules, pos, c.hole, c.reason);
        }
        let pos = Position::start(&rules).unwrap();
        let c = hint(&rules, &pos, 0, &never).unwrap();
        check_reason(&rules, &pos, c.hole, c.reason);
    }
}

#[test]
fn reason_text_and_serde() {
    assert_eq!(Reason::Captures { seeds: 9 }.text(), "captures 9");
    assert_eq!(Reason::PasuForYou { count: 1 }.text(), "pasu for you");
    assert_eq!(Reason::EmptiesTheirRow.text(), "empties their row");
    let json = serde_json::to_string(&Reason::Captures { seeds: 9 }).unwrap();
    assert_eq!(json, r#"{"kind":"captures","seeds":9}"#);
    assert_eq!(
        serde_json::from_str::<Reason>(&json).unwrap(),
        Reason::Captures { seeds: 9 }
    );
}

/// A Kalah position: South's pits, North's pits, stores.
fn kalah(south: [u8; 6], north: [u8; 6], stores: [u16; 2]) -> (Rules, Position) {
    let rules = Rules::preset("kalah").unwrap();
    let mut setup = Position::start(&rules).unwrap().setup();
    setup.holes[..6].copy_from_slice(&south);
    setup.holes[6..12].copy_from_slice(&north);
    setup.bowls = stores;
    let pos = Position::from_setup(&rules, setup).unwrap();
    assert_eq!(pos.seed_total(&rules), 48);
    (rules, pos)
}

#[test]
fn finds_the_obvious_capture() {
    // a (1 seed) lands in the empty b, opposite E holding 10.
    let (rules, pos) = kalah([1, 0, 0, 0, 0, 2], [1, 1, 1, 1, 10, 1], [15, 15]);
    for s in [Strength::Medium, Strength::Hard, Strength::Expert] {
        let c = choose_move(&rules, &pos, s, 4, &AtomicBool::new(false)).unwrap();
        assert_eq!(c.hole, 0, "{s:?}");
        assert_eq!(c.reason, Reason::Captures { seeds: 11 });
    }
}

#[test]
fn finds_the_forced_win() {
    // South's f sows its last seed into the store: the extra turn, then
    // emptying its row ends the game 25-23... only if played in that order.
    let (rules, pos) = kalah([0, 0, 0, 0, 1, 1], [2, 0, 0, 0, 0, 0], [22, 22]);
    let c = choose_move(&rules, &pos, Strength::Hard, 0, &AtomicBool::new(false)).unwrap();
    assert!(c.stats.score > WIN - 100, "sees the win: {:?}", c.stats);
    let mut after = pos;
    after.play(&rules, c.hole, &mut ()).unwrap();
    assert_eq!(after.to_move(), Side::South, "takes the extra turn first");
}

/// Plain minimax on the bowl difference, mirroring the searcher's scoring.
fn minimax(rules: &Rules, pos: &Position, depth: u8, ply: i32) -> i32 {
    if let Some(outcome) = pos.outcome() {
        return match outcome.winner() {
            None => 0,
            Some(w) if w == pos.to_move() => WIN - ply,
            Some(_) => -WIN + ply,
        };
    }
    if depth == 0 {
        let me = pos.to_move().index();
        return 100 * (pos.bowls()[me] as i32 - pos.bowls()[1 - me] as i32);
    }
    let mut best = i32::MIN;
    for m in pos.legal_moves(rules) {
        let mut child = *pos;
        child.play(rules, m, &mut ()).unwrap();
        let v = minimax(rules, &child, depth - 1, ply + 1);
        best = best.max(if child.to_move() == pos.to_move() { v } else { -v });
    }
    best
}

#[test]
fn alpha_beta_equals_minimax() {
    let never = AtomicBool::new(false);
    for id in ["pallanguzhi", "kalah", "pasu-pondi"] {
        let rules = Rules::preset(id).unwrap();
        for (i, pos) in random_positions(&rules, 6, 21).iter().enumerate() {
            if pos.legal_mask(&rules).count_ones() < 2 {
                continue;
            }
            let c = choose_move(&rules, pos, Strength::Baseline, i as u64, &never).unwrap();
            assert_eq!(c.stats.score, minimax(&rules, pos, 5, 0), "{id} position {i}");
        }
    }
}

#[test]
fn zobrist_keys_follow_the_position() {
    for rules in Rules::presets() {
        let pos = random_positions(&rules, 1, 2)[0];
        let copy = pos;
        assert_eq!(zobrist::key(&rules, &pos), zobrist::key(&rules, &copy));
        let mut flipped = pos.setup();
        flipped.to_move = pos.to_move().opponent();
        let other = Position::from_setup(&rules, flipped).unwrap();
        assert_ne!(zobrist::key(&rules, &pos), zobrist::key(&rules, &other));
        let mut moved = pos;
        let m = pos.legal_moves(&rules)[0];
        moved.play(&rules, m, &mut ()).unwrap();
        assert_ne!(zobrist::key(&rules, &pos), zobrist::key(&rules, &moved));
    }
}

#[test]
fn node_budgets_alone_decide_and_a_clock_cap_that_fires_is_reported() {
    let (rules, pos) = kalah([0, 0, 0, 0, 1, 1], [2, 0, 0, 0, 0, 0], [22, 22]);
    let never = AtomicBool::new(false);
    let a = choose_move(&rules, &pos, Strength::Expert, 7, &never).unwrap();
    let b = choose_move(&rules, &pos, Strength::Expert, 7, &never).unwrap();
    assert_eq!(
        (a.hole, a.reason, a.stats.nodes, a.stats.score),
        (b.hole, b.reason, b.stats.nodes, b.stats.score)
    );
    assert!(!a.stats.clock_capped);
    // A cap of zero fires at the first check, whatever the machine's speed.
    let start = Position::start(&rules).unwrap();
    let capped = ai::choose_move_capped(&rules, &start, Strength::Hard, 7, &never, Some(Duration::ZERO)).unwrap();
    assert!(capped.stats.clock_capped);
    assert!(start.check_move(&rules, capped.hole).is_ok());
    let roomy =
        ai::choose_move_capped(&rules, &pos, Strength::Hard, 7, &never, Some(Duration::from_secs(3600))).unwrap();
    assert!(!roomy.stats.clock_capped);
}
