//! `pallanguzhi online link|devices|recovery|report|block`: one account on every device
//! (issue 37) from the terminal. Each prints what the server answered, one fact a line;
//! a refusal is an error (its typed code and words) and a non-zero exit.

use clap::Subcommand;
use pallanguzhi_app::texts::{Lang, Texts};
use pallanguzhi_app::QrView;
use pallanguzhi_online::protocol::ReportReason;
use pallanguzhi_online::Client;

/// The server and the account's token, which every account command takes.
#[derive(Debug, clap::Args)]
pub struct AccountArgs {
    #[arg(long)]
    pub server: String,
    /// The account's token (printed when the account was made or this CLI signed in).
    #[arg(long, env = "PALLANGUZHI_TOKEN")]
    pub token: Option<String>,
}

#[derive(Debug, Subcommand)]
pub enum AccountCommand {
    /// With no CODE: print a link code another device signs in with. With CODE (a link
    /// code or the recovery code): sign this CLI in to that account and print its token.
    Link {
        code: Option<String>,
        #[command(flatten)]
        account: AccountArgs,
    },
    /// List the devices signed in to the account; --remove ID signs one out.
    Devices {
        #[arg(long)]
        remove: Option<i64>,
        #[command(flatten)]
        account: AccountArgs,
    },
    /// Print a new recovery code (the old one stops working). Keep it safe: it signs a
    /// new device in.
    Recovery {
        #[command(flatten)]
        account: AccountArgs,
    },
    /// Report a player (their account id) to the server's operator.
    Report {
        account_id: i64,
        #[arg(long, value_parser = ["name", "cheating", "behaviour", "other"])]
        reason: String,
        /// The game the report is about.
        #[arg(long)]
        game: Option<i64>,
        #[command(flatten)]
        account: AccountArgs,
    },
    /// Block a player (their joins and offers never reach you); --undo unblocks.
    Block {
        account_id: i64,
        #[arg(long)]
        undo: bool,
        #[command(flatten)]
        account: AccountArgs,
    },
}

impl AccountCommand {
    fn account(&self) -> &AccountArgs {
        match self {
            AccountCommand::Link { account, .. }
            | AccountCommand::Devices { account, .. }
            | AccountCommand::Recovery { account }
            | AccountCommand::Report { account, .. }
            | AccountCommand::Block { account, .. } => account,
        }
    }
}

pub async fn run(command: AccountCommand) -> Result<(), String> {
    let args = command.account();
    let client = Client::new(&args.server);
    if let AccountCommand::Link { code: Some(code), .. } = &command {
        return sign_in(client, code).await;
    }
    let token = args
        .token
        .as_deref()
        .ok_or("this command needs the account's --token (or PALLANGUZHI_TOKEN)")?;
    let client = client.with_token(token);
    let failed = |e: pallanguzhi_online::ClientError| e.to_string();
    match command {
        AccountCommand::Link { .. } => {
            let code = client.link_code().await.map_err(failed)?;
            println!("link code: {}", code.code);
            println!("expires in: {} s", code.expires_in_s);
            print_link(&args.server, &code.code);
        }
        AccountCommand::Devices { remove: Some(id), .. } => {
            client.remove_device(id).await.map_err(failed)?;
            println!("device {id} signed out");
        }
        AccountCommand::Devices { remove: None, .. } => {
            for d in client.devices().await.map_err(failed)? {
                let this = if d.current { " (this device)" } else { "" };
                let (added, seen) = (d.created_ms, d.last_seen_ms);
                println!(
                    "{} {} added_ms={added} last_seen_ms={seen}{this}",
                    d.id,
                    d.platform.as_str()
                );
            }
        }
        AccountCommand::Recovery { .. } => {
            let code = client.recovery_code().await.map_err(failed)?;
            println!("recovery code: {}", code.code);
            println!("Keep it safe: it signs a new device in to this account. A new code replaces it.");
        }
        AccountCommand::Report {
            account_id,
            reason,
            game,
            ..
        } => {
            client
                .report(account_id, game, reason_of(&reason))
                .await
                .map_err(failed)?;
            println!("reported {account_id} ({reason})");
        }
        AccountCommand::Block { account_id, undo, .. } => {
            client.block(account_id, !undo).await.map_err(failed)?;
            println!("{} {account_id}", if undo { "unblocked" } else { "blocked" });
        }
    }
    Ok(())
}

/// The code as the sign-in link the Account screens show, and that link's QR code as the
/// app core encodes it for them (`CodeView.qr`), in half blocks for a phone's camera.
fn print_link(server: &str, code: &str) {
    let Some(link) = pallanguzhi_online::protocol::sign_in_link(server, code) else {
        return;
    };
    println!("link: {link}");
    let texts = Texts::new(Lang::default());
    if let Some(qr) = QrView::encode(&link, texts.account("qr-label")) {
        println!("{}", qr.label);
        for line in super::qr::half_blocks(&qr) {
            println!("{line}");
        }
    }
}

async fn sign_in(mut client: Client, code: &str) -> Result<(), String> {
    let account = client.sign_in(code, "cli").await.map_err(|e| e.to_string())?;
    println!("signed in as {} (account {})", account.name, account.account_id);
    println!("token: {}", account.token);
    Ok(())
}

fn reason_of(text: &str) -> ReportReason {
    match text {
        "name" => ReportReason::Name,
        "cheating" => ReportReason::Cheating,
        "behaviour" => ReportReason::Behaviour,
        _ => ReportReason::Other,
    }
}
