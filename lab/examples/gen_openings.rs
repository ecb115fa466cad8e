//! Writes the openings table (`lab/openings.tsv`): for every preset and seed
//! `0..COUNT`, the opening `draw_balanced` finds (Hard's node budget, no
//! clock: the same table on every machine), when it is balanced (a seed whose
//! 64 candidates all miss keeps no row) and new: different seeds often find
//! the same few positions, and a repeated row would only replay the same
//! pair of games. Balanced openings are rare in the
//! relay presets, so a seed can cost 64 Hard searches: run once, checked in.
//! Presets may be named to write only their rows (to run them in parallel).
//! `cargo run --release -p pallanguzhi-lab --example gen_openings -- COUNT [PRESET...] > lab/openings.tsv`
use pallanguzhi_core::notation::format_moves;
use pallanguzhi_core::{Rules, PRESET_IDS};
use pallanguzhi_lab::openings::{draw_balanced, TableEntry, BALANCE};
use std::io::Write;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let count: u64 = args.first().and_then(|n| n.parse().ok()).unwrap_or(64);
    let only = &args[1.min(args.len())..];
    println!("# Balanced openings: `draw_balanced` for seeds 0..{count}, kept when judged within {BALANCE}");
    println!("# centi-seeds of even for the side to move, and not a position of an earlier row.");
    println!("# preset, seed, moves, Hard's verdict.");
    println!("# cargo run --release -p pallanguzhi-lab --example gen_openings -- {count}");
    for id in PRESET_IDS
        .into_iter()
        .filter(|id| only.is_empty() || only.iter().any(|o| o == id))
    {
        let rules = Rules::preset(id).expect("a preset");
        let mut seen = Vec::new();
        for seed in 0..count {
            let (moves, pos, verdict) = draw_balanced(&rules, seed);
            if verdict.abs() > BALANCE || seen.contains(&pos) {
                continue;
            }
            seen.push(pos);
            let entry = TableEntry {
                preset: id.to_string(),
                seed,
                moves: format_moves(&rules, &moves).expect("legal moves have letters"),
                verdict,
            };
            println!("{}", entry.line());
            std::io::stdout().flush().ok();
        }
    }
}
