//! The scriptable commands. Their output is a contract other tools rely on.

use crate::cli::{HintArgs, MatchArgs, ReplayArgs};
use crate::state::{letter, replay_moves, state_json};
use pallanguzhi_core::ai::{choose_move, Strength};
use pallanguzhi_core::Rules;
use pallanguzhi_lab::play_match;
use std::sync::atomic::AtomicBool;

pub fn replay(args: &ReplayArgs) -> Result<(), String> {
    let rules = args.rules.rules();
    let game = replay_moves(&rules, &args.moves, |game| {
        if args.trace {
            println!("{}", state_json(&game.snapshot()));
        }
    })?;
    if !args.trace {
        println!("{}", state_json(&game.snapshot()));
    }
    Ok(())
}

pub fn hint(args: &HintArgs) -> Result<(), String> {
    let rules = args.rules.rules();
    let game = replay_moves(&rules, &args.moves, |_| {})?;
    let level = Strength::from(args.level);
    let choice = choose_move(&rules, game.position(), level, args.seed, &AtomicBool::new(false))
        .ok_or("the game is over: there is no move to hint")?;
    println!("{}", letter(&rules, choice.hole));
    Ok(())
}

pub fn tournament(args: &MatchArgs) -> Result<(), String> {
    let rules = args.rules.rules();
    let (a, b) = (Strength::from(args.a), Strength::from(args.b));
    let games = args.games;
    let report = play_match(&rules, (a, b), games, args.seed, args.openings.into(), args.jobs.into());
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

pub fn rules() -> Result<(), String> {
    for rules in Rules::presets() {
        println!("{:<12} {}", rules.name, rules.summary());
    }
    Ok(())
}
