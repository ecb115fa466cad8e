//! The game loop of one online seat: server messages and typed commands (or
//! the computer's choices) until the game is over.

use super::SeatArgs;
use crate::board::{draw, narrate};
use crate::state::state_json;
use pallanguzhi_core::ai::{choose_move, Strength};
use pallanguzhi_core::notation::{format_moves, hole_letter, parse_hole};
use pallanguzhi_core::{Game, Players, Rules};
use pallanguzhi_online::protocol::{ClientMessage, GameState, Status};
use pallanguzhi_online::{ClientError, Session, Update};
use std::sync::atomic::AtomicBool;
use tokio::io::{AsyncBufReadExt, BufReader};

const HELP: &str = "type a hole letter to sow it; draw, accept, decline, resign, claim, claim-draw; q to leave";

/// Play (or with `watching`, follow read only) until the game is over.
pub async fn run(mut session: Session, seat: &SeatArgs, watching: bool) -> Result<(), String> {
    let auto = seat.auto.as_deref().and_then(Strength::parse);
    let mut stdin = BufReader::new(tokio::io::stdin()).lines();
    let mut stdin_open = auto.is_none() && !watching;
    let mut prompted = None;
    if stdin_open {
        println!("{HELP}");
    }
    loop {
        if let Some(state) = session.state().filter(|s| s.status == Status::Finished) {
            return finish(state);
        }
        if session.wants_move() {
            if let (Some(strength), Some(state)) = (auto, session.state()) {
                let hole = computer(state, strength, seat.seed)?;
                session.play(hole).await.map_err(|e| e.to_string())?;
                continue;
            }
            let have = session.table.have();
            if prompted != have {
                prompted = have;
                print!("your move: ");
                use std::io::Write;
                std::io::stdout().flush().ok();
            }
        }
        tokio::select! {
            update = session.next() => match update {
                Ok(update) => show(&session, update),
                Err(ClientError::Closed) => {
                    println!("connection lost; reconnecting...");
                    session.reconnect(100).await.map_err(|e| e.to_string())?;
                }
                Err(e) => return Err(e.to_string()),
            },
            line = stdin.next_line(), if stdin_open => match line {
                Ok(Some(line)) => if !command(&mut session, line.trim()).await? { return Ok(()) },
                _ => stdin_open = false,
            },
        }
    }
}

fn rules_of(state: &GameState) -> Result<Rules, String> {
    Rules::preset(&state.rules).map_err(|e| e.to_string())
}

fn computer(state: &GameState, strength: Strength, seed: u64) -> Result<u8, String> {
    let rules = rules_of(state)?;
    let game = Game::replay(rules.clone(), Players::humans(), &state.moves).map_err(|e| e.to_string())?;
    let seed = seed.wrapping_add(state.moves.len() as u64);
    choose_move(&rules, game.position(), strength, seed, &AtomicBool::new(false))
        .map(|c| c.hole)
        .ok_or_else(|| "the computer found no legal move".to_string())
}

fn show(session: &Session, update: Update) {
    let Some(state) = session.state() else { return };
    let Ok(rules) = rules_of(state) else { return };
    match update {
        Update::Changed => {
            if let Some(last) = session
                .table
                .last
                .as_ref()
                .filter(|l| l.number + 1 == state.moves.len() as u32)
            {
                println!(
                    "\n{} plays {}:",
                    last.side.name(),
                    hole_letter(&rules, last.hole).unwrap_or('?')
                );
                narrate(&rules, last.side, &last.events)
                    .iter()
                    .for_each(|l| println!("  {l}"));
            }
            if state.status == Status::Waiting {
                println!("waiting for the other player to join...");
                return;
            }
            let seats: Vec<String> = state
                .seats
                .iter()
                .map(|s| format!("{} {}{}", s.side.name(), s.name, if s.present { "" } else { " (away)" }))
                .collect();
            println!("{}\n{}", seats.join(" vs "), draw(&rules, &state.snapshot));
            println!("{}\n", clock_line(state, session.table.watchers));
            if let Some(by) = state.draw_offer.filter(|&by| Some(by) != state.you) {
                println!("{} offers a draw: type accept or decline", by.name());
            }
        }
        Update::CanClaim(side) => println!("{} is away on their turn: type claim or claim-draw", side.name()),
        Update::Refused(e) => println!("refused: {}", e.message),
        Update::Over | Update::Nothing | Update::NeedSync | Update::Rematch(_) => {}
    }
}

/// The time left to the side to move (as the server last said), and who watches.
fn clock_line(state: &GameState, watchers: u32) -> String {
    let mut line = match (state.clock, state.turn()) {
        (None, _) => "no clock (friendly game, not rated)".to_string(),
        (Some(c), Some(side)) => format!(
            "{} to move: {} left ({} a move)",
            side.name(),
            countdown(c.remaining_ms.unwrap_or(c.move_ms)),
            countdown(c.move_ms)
        ),
        (Some(c), None) => format!("{} a move", countdown(c.move_ms)),
    };
    if watchers > 0 {
        line += &format!("; {watchers} watching");
    }
    line
}

/// `M:SS`, `H:MM:SS`, or days and hours.
fn countdown(ms: u64) -> String {
    let s = ms.div_ceil(1000);
    match s {
        0..3_600 => format!("{}:{:02}", s / 60, s % 60),
        3_600..86_400 => format!("{}:{:02}:{:02}", s / 3_600, s / 60 % 60, s % 60),
        _ => format!("{} d {} h", s / 86_400, s / 3_600 % 24),
    }
}

/// One typed line; false to leave.
async fn command(session: &mut Session, line: &str) -> Result<bool, String> {
    let msg = match line {
        "" => {
            println!("{HELP}");
            return Ok(true);
        }
        "q" | "quit" => return Ok(false),
        "resign" => ClientMessage::Resign,
        "draw" => ClientMessage::OfferDraw,
        "accept" => ClientMessage::AcceptDraw,
        "decline" => ClientMessage::DeclineDraw,
        "claim" => ClientMessage::ClaimWin,
        "claim-draw" => ClientMessage::ClaimDraw,
        text => {
            let Some(state) = session.state() else { return Ok(true) };
            let rules = rules_of(state)?;
            match parse_hole(&rules, text) {
                Ok(hole) if session.wants_move() => {
                    session.play(hole).await.map_err(|e| e.to_string())?;
                }
                Ok(_) => println!("not your turn"),
                Err(e) => println!("{e} ({HELP})"),
            }
            return Ok(true);
        }
    };
    session.send(&msg).await.map_err(|e| e.to_string())?;
    Ok(true)
}

/// The final state, like `replay`, with the moves and the winner of a game ended off the board.
fn finish(state: &GameState) -> Result<(), String> {
    let rules = rules_of(state)?;
    let mut json = state_json(&state.snapshot);
    if let Some(result) = state.result {
        json["winner"] = result.outcome.label().into();
    }
    json["moves"] = format_moves(&rules, &state.moves).map_err(|e| e.to_string())?.into();
    println!("{json}");
    Ok(())
}
