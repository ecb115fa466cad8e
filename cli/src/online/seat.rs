//! One online seat, or a watch, in the terminal, on the app core's online session
//! (`pallanguzhi_online::Headless`): the core makes every call, holds the socket, says
//! hello, retries, resends an unconfirmed move and words every status. This file only
//! prints the view as it changes and turns typed lines (or the computer's choices)
//! into the same events an app's buttons send.

use super::SeatArgs;
use crate::board::draw;
use crate::state::state_json;
use pallanguzhi_app::online::AccountFile;
use pallanguzhi_app::{App, ConnState, DialogKind, Event, GameView, NoticeKind, OnlineAction, ViewModel};
use pallanguzhi_core::ai::{choose_move, Strength};
use pallanguzhi_core::notation::{format_moves, parse_hole, parse_moves};
use pallanguzhi_core::{Game, Players, Rules};
use pallanguzhi_online::protocol::SideChoice;
use pallanguzhi_online::Headless;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

const HELP: &str = "type a hole letter to sow it; draw, accept, decline, resign, claim, claim-draw; q to leave";

/// How long one wait for the network or a timer lasts before stdin is read again.
const STEP: Duration = Duration::from_millis(50);

/// How the seat starts: a room of mine, a code or link, a watch link.
pub enum Start {
    Host {
        rules: String,
        side: SideChoice,
        move_ms: Option<u64>,
    },
    Join {
        code: String,
    },
    Watch {
        link: String,
    },
}

pub fn run(server: &str, seat: &SeatArgs, start: Start) -> Result<(), String> {
    // The core's files (the account, the room) live for this run only: each run is a
    // fresh device unless --token names an account.
    let dir = tempfile::tempdir().map_err(|e| format!("a temporary directory: {e}"))?;
    if let Some(token) = &seat.token {
        let file = AccountFile {
            server: server.into(),
            name: seat.name.clone(),
            token: token.clone(),
            ..AccountFile::default()
        };
        let text = serde_json::to_string(&file).map_err(|e| e.to_string())?;
        std::fs::write(dir.path().join(pallanguzhi_app::online::ACCOUNT_FILE), text).map_err(|e| e.to_string())?;
    }
    let mut shell = Headless::launch(App::new(seat.seed), dir.path(), "en");
    act(
        &mut shell,
        Event::OnlineAction(OnlineAction::SetServer { url: server.into() }),
    )?;
    if seat.token.is_none() {
        act(
            &mut shell,
            Event::OnlineAction(OnlineAction::SignUp {
                name: seat.name.clone(),
            }),
        )?;
        until(&mut shell, |v| v.online().is_some_and(|o| !o.account.is_empty()))?;
        eprintln!(
            "account token (for --token or delete-account): {}",
            token_in(dir.path())?
        );
    }
    let watching = matches!(start, Start::Watch { .. });
    match start {
        Start::Host { rules, side, move_ms } => {
            act(&mut shell, Event::OnlineAction(OnlineAction::SetClock { move_ms }))?;
            act(
                &mut shell,
                Event::OnlineAction(OnlineAction::CreateRoom { preset: rules, side }),
            )?;
            until(&mut shell, |v| {
                v.online().is_some_and(|o| o.code.is_some() && o.my_side.is_some())
            })?;
            let online = shell.view().online().ok_or("no room on screen")?;
            println!("code: {}", online.code.unwrap_or_default());
            println!("{}", online.share_text.unwrap_or_default());
            if let Some(watch) = online.watch_link {
                println!("watch: {watch}");
            }
        }
        Start::Join { code } => {
            act(&mut shell, Event::OnlineAction(OnlineAction::Join { code }))?;
            until(&mut shell, |v| v.online().is_some_and(|o| o.my_side.is_some()))?;
            let online = shell.view().online().ok_or("no room on screen")?;
            println!("Joined room {}.", online.code.unwrap_or_default());
        }
        Start::Watch { link } => {
            act(&mut shell, Event::OnlineAction(OnlineAction::Watch { link }))?;
            until(&mut shell, |v| v.watch().is_some())?;
            println!("watching game {}", shell.view().watch().map_or(0, |w| w.game_id));
        }
    }
    if let Some(you) = shell.view().online().and_then(|o| o.you_play).filter(|_| !watching) {
        println!("{you}");
    }
    play(&mut shell, &mut Terminal::default(), seat, watching)
}

/// The account token the core stored on signing up.
fn token_in(dir: &std::path::Path) -> Result<String, String> {
    let text = std::fs::read_to_string(dir.join(pallanguzhi_app::online::ACCOUNT_FILE)).map_err(|e| e.to_string())?;
    let file: AccountFile = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    Ok(file.token)
}

/// Send `event`, print what it says; a refusal before the game is an error.
fn act(shell: &mut Headless, event: Event) -> Result<(), String> {
    shell.send(event); // what it announces, the view shows too (banner, refusal, notice)
    match refusal(&shell.view()) {
        Some(why) => Err(why),
        None => Ok(()),
    }
}

/// Step until `done`; a refusal, a failed call or a given-up connection is an error,
/// in the core's words. The core times every call out, so this ends.
fn until(shell: &mut Headless, done: impl Fn(&ViewModel) -> bool) -> Result<(), String> {
    loop {
        let view = shell.view();
        if done(&view) {
            return Ok(());
        }
        if let Some(why) = refusal(&view).or_else(|| failure(&view)) {
            return Err(why);
        }
        shell.step(STEP);
    }
}

fn refusal(view: &ViewModel) -> Option<String> {
    view.notice
        .as_ref()
        .filter(|n| n.kind == NoticeKind::BadRequest)
        .map(|n| n.text.clone())
}

fn failure(view: &ViewModel) -> Option<String> {
    let (state, error) = match &view.watch() {
        Some(w) => (w.state, w.error.clone()),
        None => match view.online() {
            Some(o) => (o.state, o.error),
            None => return None,
        },
    };
    match state {
        ConnState::Failed => Some(error.unwrap_or_else(|| "the connection failed".into())),
        ConnState::Idle => error,
        _ => None,
    }
}

/// Typed lines, read on their own thread (stdin blocks).
fn stdin_lines() -> Receiver<String> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in std::io::stdin().lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    rx
}

/// Play (or follow) until the game is over, then print its final state.
fn play(shell: &mut Headless, term: &mut Terminal, seat: &SeatArgs, watching: bool) -> Result<(), String> {
    let auto = seat.auto.as_deref().and_then(Strength::parse);
    let typed = (auto.is_none() && !watching).then(stdin_lines);
    if typed.is_some() {
        println!("{HELP}");
    }
    loop {
        let view = shell.view();
        term.show(&view);
        if let Some(board) = over(&view) {
            return finish(&board);
        }
        if let Some(why) = failure(&view) {
            return Err(why);
        }
        if view.notice.is_some() {
            shell.send(Event::DismissNotice);
        }
        if let Some(board) = &view.game().filter(|_| !watching) {
            let dialog = board.dialog.as_ref().map(|d| d.kind).filter(|_| !board.animating);
            if dialog == Some(DialogKind::RoundSummary) {
                shell.send(Event::AcknowledgeDialog);
                continue;
            }
            if dialog == Some(DialogKind::DrawOffer) && auto.is_some() {
                // The computer plays on: it declines every draw offer.
                shell.send(Event::DeclineDraw);
                continue;
            }
            if my_turn(&view, board) {
                match auto {
                    Some(strength) => {
                        let hole = computer(board, strength, seat.seed)?;
                        shell.send(Event::TapHole { hole });
                        continue;
                    }
                    None => term.prompt(board.moves_played),
                }
            }
        }
        if let Some(lines) = &typed {
            match lines.try_recv() {
                Ok(line) => match command(&view, line.trim()) {
                    Some(Command::Leave) => {
                        shell.online(OnlineAction::Leave);
                        return Ok(());
                    }
                    Some(Command::Send(event)) => drop(shell.send(event)),
                    None => {}
                },
                Err(mpsc::TryRecvError::Empty) => {}
                Err(mpsc::TryRecvError::Disconnected) => {} // stdin closed: keep following
            }
        }
        shell.step(STEP);
    }
}

/// My turn, nothing of mine in flight, the board still.
fn my_turn(view: &ViewModel, board: &GameView) -> bool {
    let Some(online) = view.online() else { return false };
    online.state == ConnState::Playing
        && !online.sending
        && !board.animating
        && board.dialog.is_none()
        && board.outcome.is_none()
        && board.to_move.is_some()
        && board.to_move == online.my_side
        && board.holes.iter().any(|h| h.legal)
}

/// The finished game's board, once its last move is shown.
fn over(view: &ViewModel) -> Option<GameView> {
    let (state, board) = match &view.watch() {
        Some(w) => (w.state, w.board.clone()),
        None => (view.online()?.state, view.game()),
    };
    board.filter(|b| state == ConnState::Finished && b.outcome.is_some() && !b.animating)
}

fn rules_of(board: &GameView) -> Result<Rules, String> {
    Rules::preset(&board.rules).map_err(|e| e.to_string())
}

/// The game of the board's moves (the core's letters), replayed.
fn replayed(board: &GameView) -> Result<(Rules, Vec<u8>, Game), String> {
    let rules = rules_of(board)?;
    let moves = parse_moves(&rules, &board.history.join(",")).map_err(|(_, e)| e.to_string())?;
    let game = Game::replay(rules.clone(), Players::humans(), &moves).map_err(|e| e.to_string())?;
    Ok((rules, moves, game))
}

fn computer(board: &GameView, strength: Strength, seed: u64) -> Result<u8, String> {
    let (rules, moves, game) = replayed(board)?;
    let seed = seed.wrapping_add(moves.len() as u64);
    choose_move(&rules, game.position(), strength, seed, &AtomicBool::new(false))
        .map(|c| c.hole)
        .ok_or_else(|| "the computer found no legal move".to_string())
}

enum Command {
    Send(Event),
    Leave,
}

/// One typed line: the event it stands for (a bad one prints why and sends nothing).
fn command(view: &ViewModel, line: &str) -> Option<Command> {
    let event = match line {
        "" => {
            println!("{HELP}");
            return None;
        }
        "q" | "quit" => return Some(Command::Leave),
        "resign" => Event::Resign,
        "draw" => Event::OfferDraw,
        "accept" => Event::AcceptDraw,
        "decline" => Event::DeclineDraw,
        "claim" => Event::OnlineAction(OnlineAction::ClaimWin),
        "claim-draw" => Event::OnlineAction(OnlineAction::ClaimDraw),
        text => {
            let rules = view.game().as_ref().map(rules_of)?.ok()?;
            match parse_hole(&rules, text) {
                Ok(hole) => Event::TapHole { hole },
                Err(e) => {
                    println!("{e} ({HELP})");
                    return None;
                }
            }
        }
    };
    Some(Command::Send(event))
}

/// The final state, like `replay`, with the moves and the winner of a game ended off the board.
fn finish(board: &GameView) -> Result<(), String> {
    let (rules, moves, game) = replayed(board)?;
    let mut json = state_json(&game.snapshot());
    if let Some(outcome) = board.outcome {
        json["winner"] = outcome.label().into();
    }
    json["moves"] = format_moves(&rules, &moves).map_err(|e| e.to_string())?.into();
    println!("{json}");
    Ok(())
}

/// What was printed last, so each line is printed once, when it changes.
#[derive(Default)]
struct Terminal {
    status: String,
    board_at: Option<u32>,
    dialog: Option<String>,
    refusal: Option<String>,
    draw_line: Option<String>,
    claim: bool,
    prompted: Option<u32>,
}

impl Terminal {
    fn show(&mut self, view: &ViewModel) {
        let (status, board, clock, watchers) = match (view.watch(), view.online()) {
            (Some(w), _) => (w.status, w.board, w.clock_text, w.watchers_text),
            (None, Some(o)) => (o.status, view.game(), o.clock_text, o.watchers_text),
            (None, None) => return, // no online screen: nothing of the game to print
        };
        if let Some(notice) = &view.notice {
            println!("{}", notice.text);
        }
        if let Some(board) = board.filter(|b| !b.animating) {
            self.board(&board, &[clock, watchers]);
        }
        if status != self.status {
            self.status = status.clone();
            if !status.is_empty() {
                println!("{status}");
            }
        }
        if view.watch().is_none() {
            self.online_lines(view);
        }
    }

    fn board(&mut self, board: &GameView, extra: &[Option<String>]) {
        if self.board_at != Some(board.moves_played) {
            self.board_at = Some(board.moves_played);
            if let Some(banner) = &board.banner {
                println!("\n{banner}");
            }
            let names = |n: &Vec<String>| n.join(" & ");
            println!(
                "South {} vs North {}",
                names(&board.names.south),
                names(&board.names.north)
            );
            if let Ok((rules, _, game)) = replayed(board) {
                println!("{}", draw(&rules, &game.snapshot()));
            }
            println!("{} · {}", board.move_line, board.status);
            extra.iter().flatten().for_each(|line| println!("{line}"));
        }
        let dialog = board.dialog.as_ref().map(|d| {
            std::iter::once(d.title.clone())
                .chain(d.lines.clone())
                .collect::<Vec<_>>()
                .join("\n")
        });
        if dialog != self.dialog {
            self.dialog = dialog;
            if let Some(text) = &self.dialog {
                println!("\n{text}");
                if board.dialog.as_ref().is_some_and(|d| d.kind == DialogKind::DrawOffer) {
                    println!("type accept or decline");
                }
            }
        }
        if board.refusal != self.refusal {
            self.refusal = board.refusal.clone();
            if let Some(why) = &self.refusal {
                println!("{why}");
            }
        }
    }

    fn online_lines(&mut self, view: &ViewModel) {
        let Some(online) = view.online() else { return };
        if online.my_draw_offer != self.draw_line {
            self.draw_line = online.my_draw_offer.clone();
            // (Often the status line too, just printed.)
            if let Some(line) = self.draw_line.as_ref().filter(|l| **l != self.status) {
                println!("{line}");
            }
        }
        if online.can_claim != self.claim {
            self.claim = online.can_claim;
            if self.claim {
                println!("The opponent is away on their turn: type claim or claim-draw");
            }
        }
    }

    fn prompt(&mut self, moves: u32) {
        if self.prompted != Some(moves) {
            self.prompted = Some(moves);
            print!("your move: ");
            use std::io::Write;
            std::io::stdout().flush().ok();
        }
    }
}
