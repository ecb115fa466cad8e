//! `pallanguzhi`: the terminal game, and the replay, hint, match and rules commands.

mod args;
mod board;
mod commands;
mod online;
mod play;
mod state;

use std::process::ExitCode;

const USAGE: &str = "\
pallanguzhi — the Tamil relay-sowing game in the terminal

  pallanguzhi [play] [--rules R] [--side south|north|random] [--vs human|computer]
                     [--level easy|medium|hard|expert] [--seed N]
      Play. South sows first. Against the computer you play --side (South by
      default) and the computer plays the other side with the real AI at --level.
  pallanguzhi replay --rules R --moves a,B,c,... [--trace]
      Replay a history; print the final state as JSON (with --trace: the
      initial state and the state after each move, one object per line).
  pallanguzhi hint --rules R --moves a,B,... --level L [--seed N]
      Print the chosen hole's letter for the side to move.
  pallanguzhi match --rules R --a LEVEL --b LEVEL --games N [--seed S] [--jobs J] [--openings balanced|random]
      A tournament; sides alternate every game. LEVEL may also be random or baseline.
  pallanguzhi rules
      List the rule sets.
  pallanguzhi online host --server URL [--rules R] [--side south|north|random] [--name N] [--auto LEVEL]
  pallanguzhi online join CODE --server URL [--name N] [--auto LEVEL]
      Play online (see docs/online.md); --auto lets the computer play the seat.

Rule sets: pallanguzhi (default), pallankuzhi, pallankuli, pasu-pondi, kalah.
Holes are letters: South a-g, North A-G (Kalah a-f, A-F), each from its owner's left.";

fn main() -> ExitCode {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    let (command, rest) = match raw.first().map(String::as_str) {
        Some(c) if !c.starts_with("--") => (c, &raw[1..]),
        _ => ("play", &raw[..]),
    };
    let result = match command {
        "play" => play::run(rest),
        "replay" => commands::replay(rest),
        "hint" => commands::hint(rest),
        "match" => commands::tournament(rest),
        "rules" => commands::rules(rest),
        "online" => online::run(rest),
        "help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(format!("unknown command '{other}'\n\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("pallanguzhi: {message}");
            ExitCode::from(2)
        }
    }
}
