//! `pallanguzhi online host|join`: play a seat of an online game in the
//! terminal, by hand or with `--auto LEVEL` (the core's AI). At the end the
//! final state is printed as one JSON object shaped like `replay`'s, plus `moves`.
//! `online watch LINK-OR-ID` follows a game read only; `online delete-account`
//! deletes the account of a token; `link`, `devices`, `recovery`, `report` and `block`
//! are the account on every device (`account.rs`).

mod account;
mod qr;
mod seat;

use clap::{Parser, Subcommand};
use pallanguzhi_online::protocol::SideChoice;
use pallanguzhi_online::Client;

#[derive(Debug, Parser)]
#[command(name = "pallanguzhi online", about = "Play online with a room code")]
pub struct OnlineArgs {
    #[command(subcommand)]
    pub command: OnlineCommand,
}

#[derive(Debug, Subcommand)]
pub enum OnlineCommand {
    /// Create a room, print its share code, and play.
    Host {
        #[arg(long)]
        server: String,
        #[arg(long, default_value = "pallanguzhi")]
        rules: String,
        #[arg(long, default_value = "south", value_parser = ["south", "north", "random"])]
        side: String,
        /// Time per move, one of the apps' choices: 30s, 1m, 2m, 5m, 1d, 3d; or none (a
        /// friendly game, not rated).
        #[arg(long, default_value = "2m", value_parser = parse_clock)]
        clock: Clock,
        #[command(flatten)]
        seat: SeatArgs,
    },
    /// Join a room by its code (or share link) and play.
    Join {
        code: String,
        /// The server; a share link says it (its origin), a bare code needs it.
        #[arg(long)]
        server: Option<String>,
        #[command(flatten)]
        seat: SeatArgs,
    },
    /// Watch a game read only, from its watch link (or its game id).
    Watch {
        link: String,
        /// The server; a watch link says it (its origin), a bare id needs it.
        #[arg(long)]
        server: Option<String>,
        #[command(flatten)]
        seat: SeatArgs,
    },
    /// Delete the account of a token: its name is freed, its token stops working.
    DeleteAccount {
        #[arg(long)]
        server: String,
        /// The account's token (printed when the account was made).
        #[arg(long, env = "PALLANGUZHI_TOKEN")]
        token: String,
    },
    #[command(flatten)]
    Account(account::AccountCommand),
}

/// A room's clock: ms per move, or none.
#[derive(Debug, Clone, Copy)]
pub struct Clock(Option<u64>);

fn parse_clock(text: &str) -> Result<Clock, String> {
    if text == "none" {
        return Ok(Clock(None));
    }
    let split = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
    let (n, unit) = text.split_at(split);
    let n: u64 = n
        .parse()
        .map_err(|_| format!("{text}: a number and s, m, h or d, or none"))?;
    let ms = match unit {
        "s" => 1_000,
        "m" => 60_000,
        "h" => 3_600_000,
        "d" => 86_400_000,
        _ => return Err(format!("{text}: a number and s, m, h or d, or none")),
    };
    // The clocks a room may have are the core's (the apps' create screen offers the same).
    let clock = Some(n * ms);
    if !pallanguzhi_app::online::CLOCK_CHOICES.contains(&clock) {
        return Err(format!("{text}: the clocks are 30s, 1m, 2m, 5m, 1d, 3d and none"));
    }
    Ok(Clock(clock))
}

#[derive(Debug, clap::Args)]
pub struct SeatArgs {
    /// Your display name.
    #[arg(long, default_value = "Player")]
    pub name: String,
    /// Let the computer play this seat: random, easy, medium, hard or expert.
    #[arg(long, value_parser = ["random", "easy", "medium", "hard", "expert"])]
    pub auto: Option<String>,
    /// Seed of the computer's choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Use this account instead of making a new one.
    #[arg(long, env = "PALLANGUZHI_TOKEN")]
    pub token: Option<String>,
}

pub fn run(args: OnlineArgs) -> Result<(), String> {
    let (server, seat, start) = match args.command {
        OnlineCommand::Host {
            server,
            rules,
            side,
            clock,
            seat,
        } => {
            let side = SideChoice::parse(&side).unwrap_or_default();
            let start = seat::Start::Host {
                rules,
                side,
                move_ms: clock.0,
            };
            (server, seat, start)
        }
        OnlineCommand::Join { code, server, seat } => (server_of(server, &code)?, seat, seat::Start::Join { code }),
        OnlineCommand::Watch { link, server, seat } => (server_of(server, &link)?, seat, seat::Start::Watch { link }),
        other => return calls(other),
    };
    // A seat runs the app core's session, whose transport has a runtime of its own.
    seat::run(&server, &seat, start)
}

/// The server asked for, else the one a link names (its origin).
fn server_of(server: Option<String>, link: &str) -> Result<String, String> {
    server
        .or_else(|| pallanguzhi_online::protocol::page_origin(link))
        .ok_or_else(|| format!("{link}: a code or id needs --server URL (a link names its server)"))
}

/// The account's one-off calls, on the client's HTTP calls.
fn calls(command: OnlineCommand) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    runtime.block_on(async move {
        match command {
            OnlineCommand::Account(account) => account::run(account).await,
            OnlineCommand::DeleteAccount { server, token } => {
                let mut client = Client::new(&server).with_token(&token);
                client.delete_account().await.map_err(|e| e.to_string())?;
                println!("account deleted");
                Ok(())
            }
            OnlineCommand::Host { .. } | OnlineCommand::Join { .. } | OnlineCommand::Watch { .. } => Ok(()),
        }
    })
}
