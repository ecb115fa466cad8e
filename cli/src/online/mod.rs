//! `pallanguzhi online host|join`: play a seat of an online game in the
//! terminal, by hand or with `--auto LEVEL` (the core's AI). At the end the
//! final state is printed as one JSON object shaped like `replay`'s, plus `moves`.

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
    let (server, seat) = match &command {
        OnlineCommand::Host { server, seat, .. } | OnlineCommand::Join { server, seat, .. } => (server, seat),
    };
    let mut client = Client::new(server);
    client.create_account(&seat.name).await.map_err(|e| e.to_string())?;
    let room = match &command {
        OnlineCommand::Host { rules, side, .. } => {
            let side = SideChoice::parse(side).unwrap_or_default();
            let room = client.create_room(rules, side).await.map_err(|e| e.to_string())?;
            println!("code: {}", room.code);
            println!(
                "Share this code (or {}); you play {}.",
                room.link,
                room.your_side.name()
            );
            room
        }
        OnlineCommand::Join { code, .. } => {
            let room = client.join(code).await.map_err(|e| e.to_string())?;
            println!("Joined room {}; you play {}.", room.code, room.your_side.name());
            room
        }
    };
    let session = Session::open(client, room.game_id).await.map_err(|e| e.to_string())?;
    turn::run(session, seat).await
}
