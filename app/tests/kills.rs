//! Kill at every write: the process dies after each file operation in turn
//! (the dying write torn in half). Relaunched on what the disk holds, the
//! save always restores and each finished game is counted exactly once.

mod common;
use common::*;
use pallanguzhi_app::*;
use pallanguzhi_core::Level;
use std::sync::Arc;

const DIR: &str = "/data/app";

/// How a scenario ends its game.
#[derive(Clone, Copy)]
enum Finish {
    /// Play the first legal hole until the game ends.
    Board,
    /// Resign after this many moves.
    Resign(usize),
    /// Offer and accept a draw after this many moves.
    Draw(usize),
}

struct Scenario {
    preset: &'static str,
    opponent: Opponent,
    finish: Finish,
    /// The player names whose games are counted.
    players: &'static [&'static str],
}

fn is_over(shell: &Shell) -> bool {
    shell.app.view().game().is_some_and(|g| g.outcome.is_some())
}

/// Drive the game until it ends or the file system dies; returns the
/// history length of the last save known complete.
fn drive(shell: &mut Shell, fs: &MemFs, s: &Scenario) -> usize {
    let mut saved = 0;
    for _ in 0..5000 {
        if fs.is_dead() || is_over(shell) {
            break;
        }
        let game = shell.game();
        let moves = game.history.len();
        match s.finish {
            Finish::Resign(n) if moves >= n => {
                shell.send(Event::Resign);
            }
            Finish::Draw(n) if moves >= n => {
                shell.send(Event::OfferDraw);
                shell.send(Event::AcceptDraw);
            }
            _ if game.dialog.is_some() => {
                shell.send(Event::AcknowledgeDialog);
            }
            _ if !shell.searches.is_empty() => {
                shell.run_search();
            }
            _ => {
                let hole = shell.legal()[0];
                shell.send(Event::TapHole { hole });
            }
        }
        shell.settle();
        if !fs.is_dead() {
            saved = shell.game().history.len();
        }
    }
    saved
}

fn start(fs: Arc<MemFs>, seed: u64) -> Shell {
    let mut shell = Shell::with(App::with_fs(seed, fs));
    shell.send(Event::Launch {
        dir: DIR.into(),
        language: "en".into(),
        reduce_motion: true,
    });
    shell
}

fn games_counted(shell: &mut Shell, player: &str) -> u32 {
    shell
        .stats()
        .lines
        .iter()
        .filter(|l| l.player == player)
        .map(|l| l.games)
        .sum()
}

fn run_with_kills(s: Scenario) -> usize {
    // The reference run, never killed: its history and its number of file operations.
    let fs = MemFs::new();
    let mut shell = start(fs.clone(), 7);
    shell.send(new_game(s.preset, s.opponent.clone()));
    drive(&mut shell, &fs, &s);
    assert!(is_over(&shell));
    let reference = shell.game().history;
    let total = fs.ops.load(std::sync::atomic::Ordering::SeqCst);
    for &p in s.players {
        assert_eq!(games_counted(&mut shell, p), 1, "{p}");
    }
    println!(
        "{}: {} moves, {total} file operations, each one killed",
        s.preset,
        reference.len()
    );
    for kill in 0..total {
        let fs = MemFs::new();
        fs.die_after(kill);
        let mut shell = start(fs.clone(), 7);
        shell.send(new_game(s.preset, s.opponent.clone()));
        let saved = drive(&mut shell, &fs, &s);
        assert!(fs.is_dead(), "kill {kill} of {total}");
        // Relaunch on what the disk holds.
        let disk = fs.survivor();
        let mut after = start(disk.clone(), 99);
        let view = after.app.view();
        assert_eq!(view.notice, None, "kill {kill}: the backup restores");
        let restored = after.board_game();
        let history = restored.as_ref().map_or_else(Vec::new, |g| g.history.clone());
        assert!(history.len() >= saved, "kill {kill}: lost a saved move");
        assert_eq!(
            history[..],
            reference[..history.len()],
            "kill {kill}: not the game played"
        );
        if restored.is_none() {
            after.send(new_game(s.preset, s.opponent.clone()));
        } else if !is_over(&after) {
            after.send(Event::ContinueGame);
        }
        drive(&mut after, &disk, &s);
        assert!(is_over(&after), "kill {kill}");
        for &p in s.players {
            assert_eq!(games_counted(&mut after, p), 1, "kill {kill}: {p} counted once");
        }
        // And a second relaunch counts nothing again.
        let mut again = start(disk.survivor(), 5);
        for &p in s.players {
            assert_eq!(games_counted(&mut again, p), 1, "kill {kill}: relaunch");
        }
    }
    total
}

#[test]
fn kalah_against_the_computer_killed_at_every_write() {
    let total = run_with_kills(Scenario {
        preset: "kalah",
        opponent: vs_computer(Level::Easy),
        finish: Finish::Board,
        players: &["Anbu"],
    });
    assert!(total > 40, "{total} file operations");
}

#[test]
fn resignation_in_pass_and_play_killed_at_every_write() {
    run_with_kills(Scenario {
        preset: "pallanguzhi",
        opponent: pass_and_play(&["Anbu", "Bala"], &["Chitra", "Devi"]),
        finish: Finish::Resign(6),
        players: &["Anbu", "Bala", "Chitra", "Devi"],
    });
}

#[test]
fn agreed_draw_killed_at_every_write() {
    run_with_kills(Scenario {
        preset: "pasu-pondi",
        opponent: pass_and_play(&["Anbu"], &["Chitra"]),
        finish: Finish::Draw(3),
        players: &["Anbu", "Chitra"],
    });
}
