//! Tournaments and the checked-in balanced openings.

use pallanguzhi_core::ai::Strength;
use pallanguzhi_core::{Position, Rules, Side, PRESET_IDS};
use pallanguzhi_lab::openings::{entry_position, judge, parse_table, TABLE};
use pallanguzhi_lab::{opening, play_match, GameStart, Openings, BALANCE};

#[test]
fn matches_are_deterministic_whatever_the_threads() {
    let rules = Rules::preset("kalah").unwrap();
    let one = play_match(&rules, (Strength::Easy, Strength::Random), 6, 42, Openings::Random, 1);
    let three = play_match(&rules, (Strength::Easy, Strength::Random), 6, 42, Openings::Random, 3);
    assert_eq!(one.summary(), three.summary());
    assert_eq!(one.a_wins + one.b_wins + one.draws, 6);
    assert!(one.summary().starts_with("a_wins="));
}

#[test]
fn balanced_openings_come_from_the_table_shared_by_a_pair_and_reproducible() {
    let rules = Rules::preset("pallankuli").unwrap();
    let first = GameStart::new(&rules, Openings::Balanced, 9, 4);
    let second = GameStart::new(&rules, Openings::Balanced, 9, 5);
    assert_eq!(first.position, second.position, "a pair shares its opening");
    assert_eq!(first.a_side, Side::South);
    assert_eq!(second.a_side, Side::North);
    assert!(first.position.moves_played() >= 4 && !first.position.is_over());
    let table = parse_table(TABLE).unwrap();
    let from_table = table
        .iter()
        .filter(|e| e.preset == "pallankuli")
        .any(|e| entry_position(&rules, e) == Some(first.position));
    assert!(from_table, "a preset's balanced opening is a row of the table");
    let random = opening(&rules, Openings::Random, 9);
    assert_eq!(random.moves_played(), 2);
    assert_eq!(random, opening(&rules, Openings::Random, 9));
}

#[test]
fn every_row_of_the_table_is_a_balanced_opening_of_its_preset() {
    let table = parse_table(TABLE).unwrap();
    for id in PRESET_IDS {
        let rules = Rules::preset(id).unwrap();
        let rows: Vec<_> = table.iter().filter(|e| e.preset == id).collect();
        assert!(rows.len() >= 8, "{id}: {} balanced openings, fewer than 8", rows.len());
        let mut seen = Vec::new();
        for row in rows {
            let pos = entry_position(&rules, row).expect("the moves are legal");
            assert!(
                !seen.contains(&pos),
                "{id} seed {}: the position of an earlier row",
                row.seed
            );
            seen.push(pos);
            assert_eq!(pos.moves_played(), 4, "{id} seed {}", row.seed);
            assert!(pos.legal_moves(&rules).len() >= 2, "{id} seed {}: not forced", row.seed);
            assert!(row.verdict.abs() <= BALANCE, "{id} seed {}", row.seed);
        }
    }
    assert!(table.iter().all(|e| PRESET_IDS.contains(&e.preset.as_str())));
}

/// Regenerates the verdict of one row per family (a full Hard search each:
/// node budgets only, so the figure must be the recorded one exactly).
#[test]
fn the_recorded_verdicts_are_what_judge_says() {
    let table = parse_table(TABLE).unwrap();
    for id in ["kalah", "pallanguzhi"] {
        let rules = Rules::preset(id).unwrap();
        let row = table.iter().find(|e| e.preset == id).unwrap();
        let pos: Position = entry_position(&rules, row).unwrap();
        assert_eq!(judge(&rules, &pos), row.verdict, "{id} seed {}", row.seed);
    }
}
