//! `pallanguzhi-server`: serve online play until SIGTERM or Ctrl-C.

use clap::Parser;
use pallanguzhi_server::{admin, serve, Command, Config, LogFormat};
use std::io::IsTerminal;
use std::process::ExitCode;

#[tokio::main]
async fn main() -> ExitCode {
    let config = Config::parse();
    if let Some(Command::Admin(cmd)) = &config.command {
        return match admin::run(&config, cmd).await {
            Ok(done) => {
                print!("{done}");
                ExitCode::SUCCESS
            }
            Err(why) => {
                eprintln!("error: {why}");
                ExitCode::FAILURE
            }
        };
    }
    // Logs on stderr: stdout carries only the "listening on ADDR" line. Colour
    // escapes only for a person at a terminal, never in a file or a collector.
    let logs = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info,sqlx=warn".into()),
        );
    match config.log_format {
        LogFormat::Json => logs.json().init(),
        LogFormat::Text => logs.init(),
    }
    match serve(config, shutdown_signal()).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!("server stopped: {e}");
            ExitCode::FAILURE
        }
    }
}

async fn shutdown_signal() {
    use tokio::signal::unix::{signal, SignalKind};
    let Ok(mut term) = signal(SignalKind::terminate()) else {
        return std::future::pending().await;
    };
    tokio::select! {
        _ = term.recv() => {}
        _ = tokio::signal::ctrl_c() => {}
    }
    tracing::info!("shutting down");
}
