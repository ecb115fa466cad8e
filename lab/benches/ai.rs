//! AI budgets and tournaments, one thread unless told otherwise.
//!
//! Timing over whole games (levels play themselves; ms/move mean, p50, p99,
//! max, nodes/s, mean depth):
//!   cargo bench -p pallanguzhi-lab --bench ai
//!   env: AI_PRESETS=pallanguzhi,kalah AI_LEVELS=hard,expert AI_GAMES=2 AI_SEED=1
//! A tournament (as `pallanguzhi match`):
//!   cargo bench -p pallanguzhi-lab --bench ai -- match RULES A B GAMES [SEED] [JOBS]

use pallanguzhi_core::ai::Strength;
use pallanguzhi_core::Rules;
use pallanguzhi_lab::{play_match, LevelStats, MatchReport, Openings};
use std::time::Instant;

fn env_list(name: &str, default: &str) -> Vec<String> {
    std::env::var(name)
        .unwrap_or_else(|_| default.to_string())
        .split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

fn env_num(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn row(preset: &str, level: &str, s: &LevelStats) {
    println!(
        "{:<12} {:<8} {:>7} {:>8.2} {:>7.1} {:>7.1} {:>7.1} {:>10.0} {:>6.1}",
        preset,
        level,
        s.moves,
        s.mean_ms(),
        s.percentile_ms(50),
        s.percentile_ms(99),
        s.max_ms(),
        s.nodes_per_sec(),
        s.mean_depth()
    );
}

fn header() {
    println!(
        "{:<12} {:<8} {:>7} {:>8} {:>7} {:>7} {:>7} {:>10} {:>6}",
        "preset", "level", "moves", "mean_ms", "p50", "p99", "max", "nodes/s", "depth"
    );
}

fn tournament(args: &[String]) {
    let rules = Rules::preset(&args[0]).expect("preset");
    let a = Strength::parse(&args[1]).expect("level a");
    let b = Strength::parse(&args[2]).expect("level b");
    let games: u32 = args[3].parse().expect("games");
    let seed: u64 = args.get(4).map_or(1, |s| s.parse().expect("seed"));
    let jobs: usize = args.get(5).map_or(1, |s| s.parse().expect("jobs"));
    let openings = args
        .get(6)
        .map_or(Openings::Balanced, |s| Openings::parse(s).expect("openings"));
    let start = Instant::now();
    let report: MatchReport = play_match(&rules, (a, b), games, seed, openings, jobs);
    header();
    row(&args[0], &format!("a:{}", a.name()), &report.a);
    row(&args[0], &format!("b:{}", b.name()), &report.b);
    println!(
        "moves/game={:.1} south_wins={} a_south_wins={} pairs_a_both={} pairs_b_both={} pairs_same_side={} secs={:.1}",
        report.moves as f64 / games.max(1) as f64,
        report.south_wins,
        report.a_south_wins,
        report.pairs.a_both,
        report.pairs.b_both,
        report.pairs.same_side,
        start.elapsed().as_secs_f64()
    );
    println!("{}", report.summary());
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    if args.first().map(String::as_str) == Some("match") {
        return tournament(&args[1..]);
    }
    let presets = env_list("AI_PRESETS", "pallanguzhi,pallankuzhi,pallankuli,pasu-pondi,kalah");
    let levels = env_list("AI_LEVELS", "easy,medium,hard,expert");
    let games = env_num("AI_GAMES", 1) as u32;
    let seed = env_num("AI_SEED", 1);
    header();
    for preset in &presets {
        let rules = Rules::preset(preset).expect("preset");
        for level in &levels {
            let s = Strength::parse(level).expect("level");
            // Self-play: both sides' moves count, over whole games.
            let report = play_match(&rules, (s, s), games, seed, Openings::Balanced, 1);
            let mut all = report.a.clone();
            all.moves += report.b.moves;
            all.nodes += report.b.nodes;
            all.depth_total += report.b.depth_total;
            all.micros.extend_from_slice(&report.b.micros);
            row(preset, level, &all);
        }
    }
}
