//! The scriptable commands. Their output is a contract other tools rely on.

use crate::args::Args;
use crate::state::{replay_moves, rules_arg, state_json};
use pallanguzhi_core::ai::{choose_move, play_match, Openings, Strength};
use pallanguzhi_core::notation::hole_letter;
use pallanguzhi_core::Rules;
use std::sync::atomic::AtomicBool;

pub fn replay(raw: &[String]) -> Result<(), String> {
    let args = Args::parse(raw, &["trace"])?;
    args.only(&["rules", "moves", "trace"])?;
    let rules = rules_arg(args.get("rules"))?;
    let trace = args.has("trace");
    let game = replay_moves(&rules, args.get("moves").unwrap_or(""), |game| {
        if trace {
            println!("{}", state_json(&game.snapshot()));
        }
    })?;
    if !trace {
        println!("{}", state_json(&game.snapshot()));
    }
    Ok(())
}

fn strength(args: &Args, name: &str) -> Result<Strength, String> {
    let text = args.required(name)?;
    Strength::parse(text)
        .ok_or_else(|| format!("--{name}: unknown level '{text}' (easy, medium, hard, expert, random, baseline)"))
}

pub fn hint(raw: &[String]) -> Result<(), String> {
    let args = Args::parse(raw, &[])?;
    args.only(&["rules", "moves", "level", "seed"])?;
    let rules = rules_arg(args.get("rules"))?;
    let level = strength(&args, "level")?;
    let seed = args.number("seed", 0u64)?;
    let game = replay_moves(&rules, args.get("moves").unwrap_or(""), |_| {})?;
    let choice = choose_move(&rules, game.position(), level, seed, &AtomicBool::new(false))
        .ok_or("the game is over: there is no move to hint")?;
    println!("{}", hole_letter(&rules, choice.hole));
    Ok(())
}

pub fn tournament(raw: &[String]) -> Result<(), String> {
    let args = Args::parse(raw, &[])?;
    args.only(&["rules", "a", "b", "games", "seed", "jobs", "openings"])?;
    let rules = rules_arg(args.get("rules"))?;
    let (a, b) = (strength(&args, "a")?, strength(&args, "b")?);
    let games = args.number("games", 0u32)?;
    if games == 0 {
        return Err("--games must be at least 1".into());
    }
    let seed = args.number("seed", 1u64)?;
    let jobs = args.number("jobs", 1usize)?.max(1);
    let openings = match args.get("openings") {
        None => Openings::default(),
        Some(text) => Openings::parse(text).ok_or(format!("--openings must be balanced or random, not '{text}'"))?,
    };
    let report = play_match(&rules, (a, b), games, seed, openings, jobs);
    for (name, stats) in [(a.name(), &report.a), (b.name(), &report.b)] {
        println!(
            "{name:>8}: {} moves, mean {:.1} ms, p99 {} ms, max {} ms, {:.0} nodes/s, mean depth {:.1}",
            stats.moves,
            stats.mean_ms(),
            stats.percentile_ms(99),
            stats.max_ms(),
            stats.nodes_per_sec(),
            stats.mean_depth()
        );
    }
    // The first mover's edge explains many results: show how often South won.
    println!(
        "south won {} of {games} games; {} as South won {}",
        report.south_wins,
        a.name(),
        report.a_south_wins
    );
    let p = report.pairs;
    println!(
        "pairs (one opening, sides swapped): {} won both in {}, {} won both in {}, the same side won both in {}",
        a.name(),
        p.a_both,
        b.name(),
        p.b_both,
        p.same_side
    );
    println!("{}", report.summary());
    Ok(())
}

pub fn rules(raw: &[String]) -> Result<(), String> {
    Args::parse(raw, &[])?.only(&[])?;
    for rules in Rules::presets() {
        println!("{:<12} {}", rules.name, rules.summary());
    }
    Ok(())
}
