//! The interactive terminal game.

use crate::board::{draw, narrate, result_card};
use crate::cli::{Opponent, PlayArgs, SideChoice};
use crate::state::letter;
use pallanguzhi_core::ai::{choose_move, hint, Strength};
use pallanguzhi_core::notation::parse_hole;
use pallanguzhi_core::{Game, Level, Players, Seat, Side, Turn};
use std::io::{BufRead, Write};
use std::sync::atomic::AtomicBool;

const PROMPT_HELP: &str = "type a hole letter to sow it, h for a hint, u to undo, q to quit";

fn players(args: &PlayArgs, seed: u64) -> Players {
    let side = match args.side {
        SideChoice::South => Side::South,
        SideChoice::North => Side::North,
        // Seeded, so a game started with --seed is reproducible.
        SideChoice::Random if seed.is_multiple_of(2) => Side::South,
        SideChoice::Random => Side::North,
    };
    match args.vs {
        Opponent::Human => Players::humans(),
        Opponent::Computer => Players::versus_computer(side, "You", Level::from(args.level)),
    }
}

pub fn run(args: &PlayArgs) -> Result<(), String> {
    let rules = args.rules.rules();
    let seed = args.seed.unwrap_or(std::process::id() as u64);
    let mut game = Game::new(rules, players(args, seed)).map_err(|e| e.to_string())?;
    println!("{} — {}\n{PROMPT_HELP}\n", game.rules().name, game.rules().summary());
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        println!("{}\n", draw(game.rules(), &game.snapshot()));
        let snap = game.snapshot();
        if let (Some(outcome), Some(reason)) = (snap.outcome, snap.end_reason) {
            println!("{}", result_card(&game, outcome, reason).join("\n"));
            return Ok(());
        }
        let Some((_, seat)) = game.seat_to_move() else {
            return Ok(());
        };
        let seat = seat.clone();
        let mover = game.position().to_move();
        if let Seat::Computer { level } = seat {
            computer_turn(&mut game, level, seed)?;
            continue;
        }
        print!("{} ({}) to move: ", side_name(mover), seat.label());
        std::io::stdout().flush().ok();
        let Some(Ok(line)) = lines.next() else {
            println!();
            return Ok(());
        };
        if !command(&mut game, line.trim(), seed) {
            return Ok(());
        }
    }
}

/// Handle one line typed by a person. Returns false to quit.
fn command(game: &mut Game, line: &str, seed: u64) -> bool {
    match line {
        "q" | "quit" => return false,
        "" => println!("{PROMPT_HELP}"),
        "h" | "hint" => match hint(game.rules(), game.position(), seed, &AtomicBool::new(false)) {
            Some(choice) => println!("hint: {} — {}", letter(game.rules(), choice.hole), choice.reason.text()),
            None => println!("no move to hint"),
        },
        "u" | "undo" => match game.undo_to_human() {
            Ok(n) => println!("undid {n} move(s)"),
            Err(e) => println!("{e}"),
        },
        text => match parse_hole(game.rules(), text)
            .map_err(|e| e.to_string())
            .and_then(|hole| play(game, hole))
        {
            Ok(()) => {}
            Err(e) => println!("not played: {e} ({PROMPT_HELP})"),
        },
    }
    true
}

fn play(game: &mut Game, hole: u8) -> Result<(), String> {
    let turn = game.play(hole).map_err(|e| e.to_string())?;
    show(game, &turn);
    Ok(())
}

fn computer_turn(game: &mut Game, level: Level, seed: u64) -> Result<(), String> {
    let moves = game.position().moves_played() as u64;
    let choice = choose_move(
        game.rules(),
        game.position(),
        Strength::from(level),
        seed.wrapping_add(moves),
        &AtomicBool::new(false),
    )
    .ok_or("the computer found no legal move")?;
    println!(
        "computer ({}) plays {}: {}",
        level.name(),
        letter(game.rules(), choice.hole),
        choice.reason.text()
    );
    play(game, choice.hole)
}

fn show(game: &Game, turn: &Turn) {
    for line in narrate(game.rules(), turn.mover, &turn.events) {
        println!("{line}");
    }
    println!();
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::South => "South",
        Side::North => "North",
    }
}
