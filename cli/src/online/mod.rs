//! `pallanguzhi online host|join`: play a seat of an online game in the
//! terminal, by hand or with `--auto LEVEL` (the core's AI). At the end the
//! final state is printed as one JSON object shaped like `replay`'s, plus `moves`.
//! `online watch LINK-OR-ID` follows a game read only; `online delete-account`
//! deletes the account of a token; `link`, `devices`, `recovery`, `report` and `block`
//! are the account on every device (`account.rs`).

mod account;
mod turn;

use clap::{Parser, Subcommand};
use pallanguzhi_online::protocol::SideChoice;
use pallanguzhi_online::{Client, Session};

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
        /// Time per move: like 30s, 2m, 1h, 3d; or none (a friendly game, not rated).
        #[arg(long, default_value = "2m", value_parser = parse_clock)]
        clock: Clock,
        #[command(flatten)]
        seat: SeatArgs,
    },
    /// Join a room by its code (or share link) and play.
    Join {
        code: String,
        #[arg(long)]
        server: String,
        #[command(flatten)]
        seat: SeatArgs,
    },
    /// Watch a game read only, from its watch link (or its game id).
    Watch {
        link: String,
        #[arg(long)]
        server: String,
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
    Ok(Clock(Some(n * ms)))
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
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    runtime.block_on(play(args.command))
}

async fn play(command: OnlineCommand) -> Result<(), String> {
    let command = match command {
        OnlineCommand::Account(account) => return account::run(account).await,
        other => other,
    };
    let (server, seat) = match &command {
        OnlineCommand::Host { server, seat, .. }
        | OnlineCommand::Join { server, seat, .. }
        | OnlineCommand::Watch { server, seat, .. } => (server, seat),
        OnlineCommand::DeleteAccount { server, token } => {
            let mut client = Client::new(server).with_token(token);
            client.delete_account().await.map_err(|e| e.to_string())?;
            println!("account deleted");
            return Ok(());
        }
        OnlineCommand::Account(_) => return Ok(()),
    };
    let mut client = Client::new(server);
    match &seat.token {
        Some(token) => client = client.with_token(token),
        None => {
            let account = client.create_account(&seat.name).await.map_err(|e| e.to_string())?;
            eprintln!("account token (for --token or delete-account): {}", account.token);
        }
    }
    let room = match &command {
        OnlineCommand::Watch { link, .. } => {
            let id = pallanguzhi_online::protocol::game_id_from_watch_link(link)
                .ok_or_else(|| format!("{link}: not a watch link or game id"))?;
            let mut session = Session::open(client, id).await.map_err(|e| e.to_string())?;
            session.next().await.map_err(|e| e.to_string())?;
            println!("watching game {id}");
            return turn::run(session, seat, true).await;
        }
        OnlineCommand::Host { rules, side, clock, .. } => {
            let side = SideChoice::parse(side).unwrap_or_default();
            let room = client
                .create_room_with_clock(rules, side, clock.0)
                .await
                .map_err(|e| e.to_string())?;
            println!("code: {}", room.code);
            println!(
                "Share this code (or {}); you play {}.",
                room.link,
                room.your_side.name()
            );
            if let Some(watch) = &room.watch_link {
                println!("watch: {watch}");
            }
            room
        }
        OnlineCommand::DeleteAccount { .. } | OnlineCommand::Account(_) => return Ok(()),
        OnlineCommand::Join { code, .. } => {
            let room = client.join(code).await.map_err(|e| e.to_string())?;
            println!("Joined room {}; you play {}.", room.code, room.your_side.name());
            room
        }
    };
    let session = Session::open(client, room.game_id).await.map_err(|e| e.to_string())?;
    turn::run(session, seat, false).await
}
