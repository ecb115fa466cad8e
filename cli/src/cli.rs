//! The command line, declared with clap: every command answers `--help`,
//! and an unknown value (level, side, rule set...) exits 2 naming the valid ones.

use clap::{Args, Parser, Subcommand, ValueEnum};
use pallanguzhi_core::ai::Strength;
use pallanguzhi_core::{Level, Rules};
use pallanguzhi_lab::Openings;

const HOLES: &str = "Holes are letters: South a-g, North A-G (Kalah a-f, A-F), each from its owner's left.";

#[derive(Parser)]
#[command(
    name = "pallanguzhi",
    version,
    about = "Pallanguzhi, the Tamil relay-sowing game, in the terminal",
    long_about = "Pallanguzhi, the Tamil relay-sowing game, in the terminal.\n\
                  Without a command, plays a game (the options of `play`).",
    after_help = HOLES,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub play: PlayArgs,
}

#[derive(Subcommand)]
pub enum Command {
    /// Play a game: two people at one keyboard, or you against the computer.
    #[command(after_help = HOLES)]
    Play(PlayArgs),
    /// Replay a history; print the final state as JSON.
    #[command(after_help = HOLES)]
    Replay(ReplayArgs),
    /// Print the hole the given level would sow for the side to move.
    #[command(after_help = HOLES)]
    Hint(HintArgs),
    /// A tournament between two levels; sides alternate every game.
    Match(MatchArgs),
    /// List the rule sets.
    Rules,
    /// Play online with a room code (see docs/online.md); --auto lets the computer play the seat.
    Online(crate::online::OnlineArgs),
    /// Print a shell completion script, e.g. `pallanguzhi completions bash > /etc/bash_completion.d/pallanguzhi`.
    Completions {
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
}

/// The preset rule sets.
#[derive(Clone, Copy, Debug, Default, ValueEnum)]
pub enum Preset {
    #[default]
    Pallanguzhi,
    Pallankuzhi,
    Pallankuli,
    PasuPondi,
    Kalah,
}

impl Preset {
    pub fn rules(self) -> Rules {
        let id = self.to_possible_value().expect("no skipped variant");
        Rules::preset(id.get_name()).expect("every Preset is a preset id")
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum SideChoice {
    #[default]
    South,
    North,
    /// Drawn from --seed, so a game started with --seed is reproducible.
    Random,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Opponent {
    #[default]
    Human,
    Computer,
}

/// The computer levels a person can play against.
#[derive(Clone, Copy, Debug, Default, ValueEnum)]
pub enum LevelArg {
    Easy,
    #[default]
    Medium,
    Hard,
    Expert,
}

impl From<LevelArg> for Level {
    fn from(level: LevelArg) -> Level {
        match level {
            LevelArg::Easy => Level::Easy,
            LevelArg::Medium => Level::Medium,
            LevelArg::Hard => Level::Hard,
            LevelArg::Expert => Level::Expert,
        }
    }
}

/// Every strength: the four levels, a uniform random mover and the depth-5 baseline.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum StrengthArg {
    Random,
    Baseline,
    Easy,
    Medium,
    Hard,
    Expert,
}

impl From<StrengthArg> for Strength {
    fn from(s: StrengthArg) -> Strength {
        match s {
            StrengthArg::Random => Strength::Random,
            StrengthArg::Baseline => Strength::Baseline,
            StrengthArg::Easy => Strength::Easy,
            StrengthArg::Medium => Strength::Medium,
            StrengthArg::Hard => Strength::Hard,
            StrengthArg::Expert => Strength::Expert,
        }
    }
}

#[derive(Clone, Copy, Debug, Default, ValueEnum)]
pub enum OpeningsArg {
    /// Judged even by a Hard search (from the checked-in table for presets).
    #[default]
    Balanced,
    /// Two random plies, unjudged.
    Random,
}

impl From<OpeningsArg> for Openings {
    fn from(o: OpeningsArg) -> Openings {
        match o {
            OpeningsArg::Balanced => Openings::Balanced,
            OpeningsArg::Random => Openings::Random,
        }
    }
}

#[derive(Args, Debug, Default)]
pub struct PlayArgs {
    /// The rule set.
    #[arg(long, value_enum, default_value_t)]
    pub rules: Preset,
    /// Your side against the computer (South sows first).
    #[arg(long, value_enum, default_value_t)]
    pub side: SideChoice,
    /// Who plays the other side.
    #[arg(long, value_enum, default_value_t)]
    pub vs: Opponent,
    /// The computer's level (with --vs computer).
    #[arg(long, value_enum, default_value_t)]
    pub level: LevelArg,
    /// Seed of the computer's moves and of --side random (default: the process id).
    #[arg(long)]
    pub seed: Option<u64>,
}

#[derive(Args, Debug)]
pub struct ReplayArgs {
    #[arg(long, value_enum, default_value_t)]
    pub rules: Preset,
    /// The history, e.g. a,B,c (empty: the start).
    #[arg(long, default_value = "")]
    pub moves: String,
    /// Print the initial state and the state after each move, one JSON object per line.
    #[arg(long)]
    pub trace: bool,
}

#[derive(Args, Debug)]
pub struct HintArgs {
    #[arg(long, value_enum, default_value_t)]
    pub rules: Preset,
    /// The history, e.g. a,B,c (empty: the start).
    #[arg(long, default_value = "")]
    pub moves: String,
    #[arg(long, value_enum)]
    pub level: StrengthArg,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
}

#[derive(Args, Debug)]
pub struct MatchArgs {
    #[arg(long, value_enum, default_value_t)]
    pub rules: Preset,
    /// The first player.
    #[arg(long, value_enum)]
    pub a: StrengthArg,
    /// The second player.
    #[arg(long, value_enum)]
    pub b: StrengthArg,
    /// Number of games (pairs share an opening, sides swapped).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub games: u32,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Threads; the results are the same for any number.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    pub jobs: u16,
    #[arg(long, value_enum, default_value_t)]
    pub openings: OpeningsArg,
}
