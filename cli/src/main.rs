//! `pallanguzhi`: the terminal game, and the replay, hint, match and rules commands.

mod board;
mod cli;
mod commands;
mod online;
mod play;
mod state;

use clap::{CommandFactory, Parser};
use cli::{Cli, Command};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => play::run(&cli.play),
        Some(Command::Play(args)) => play::run(&args),
        Some(Command::Replay(args)) => commands::replay(&args),
        Some(Command::Hint(args)) => commands::hint(&args),
        Some(Command::Match(args)) => commands::tournament(&args),
        Some(Command::Rules) => commands::rules(),
        Some(Command::Online(args)) => online::run(args),
        Some(Command::Completions { shell }) => {
            clap_complete::generate(shell, &mut Cli::command(), "pallanguzhi", &mut std::io::stdout());
            Ok(())
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("pallanguzhi: {message}");
            ExitCode::from(2)
        }
    }
}
