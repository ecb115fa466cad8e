//! Random sequences of events, answers delivered late, out of order or never
//! (stale timers and searches included): the app never stalls. Whenever the
//! computer is due, a live search is pending; nothing panics.

mod common;
use common::*;
use pallanguzhi_app::*;
use pallanguzhi_core::Level;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// The computer is to move and nothing holds it back.
fn computer_due(shell: &Shell, suspended: bool) -> bool {
    let view = shell.app.view();
    let Some(g) = view.game() else { return false };
    let Mode::Computer { human, .. } = g.mode else {
        return false;
    };
    view.screen == Screen::Game
        && !suspended
        && !g.animating
        && g.dialog.is_none()
        && g.outcome.is_none()
        && g.to_move == Some(human.opponent())
}

fn step(shell: &mut Shell, rng: &mut StdRng, suspended: &mut bool) {
    match rng.random_range(0..20) {
        0..=5 => {
            let hole = rng.random_range(0..15);
            shell.send(Event::TapHole { hole });
        }
        6 | 7 if !shell.timers.is_empty() => {
            let (id, _) = shell.timers.remove(rng.random_range(0..shell.timers.len()));
            shell.send(Event::TimerFired { id });
        }
        8 | 9 if !shell.searches.is_empty() => {
            let job = shell.searches.remove(rng.random_range(0..shell.searches.len()));
            let done = job.run();
            shell.send(done);
        }
        10 => {
            shell.send(Event::Hint);
        }
        11 => {
            shell.send(Event::Undo);
        }
        12 => {
            shell.send(Event::Redo);
        }
        13 => {
            *suspended = true;
            shell.send(Event::Suspend);
        }
        14 => {
            *suspended = false;
            shell.send(Event::Resume);
        }
        15 => {
            shell.send(Event::AcknowledgeDialog);
        }
        16 => {
            shell.send(Event::SkipAnimation);
        }
        17 => {
            shell.send(if rng.random_bool(0.5) {
                Event::BackHome
            } else {
                Event::ContinueGame
            });
        }
        18 if rng.random_bool(0.1) => {
            shell.send(if rng.random_bool(0.5) {
                Event::Resign
            } else {
                Event::Rematch
            });
        }
        19 if rng.random_bool(0.05) => {
            let side = [SideChoice::South, SideChoice::North, SideChoice::Random][rng.random_range(0..3)];
            shell.send(new_game(
                "pasu-pondi",
                Opponent::Computer {
                    level: Level::Easy,
                    side,
                    name: "Anbu".into(),
                },
            ));
        }
        _ => {}
    }
}

#[test]
fn the_computer_is_never_left_waiting() {
    for seed in 0..6 {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut shell = Shell::new(seed);
        shell.send(Event::Launch {
            dir: String::new(),
            language: ["en", "fr", "ta"][seed as usize % 3].into(),
            reduce_motion: seed % 2 == 0,
        });
        shell.send(new_game("pallanguzhi", vs_computer(Level::Easy)));
        let mut suspended = false;
        let mut replies = 0;
        for i in 0..400 {
            let before = shell.app.view().game().map_or(0, |g| g.history.len());
            step(&mut shell, &mut rng, &mut suspended);
            let after = shell.app.view().game().map_or(0, |g| g.history.len());
            replies += usize::from(after > before);
            if computer_due(&shell, suspended) {
                let live = shell.searches.iter().filter(|j| !j.is_cancelled()).count();
                assert_eq!(live, 1, "seed {seed} step {i}: the computer's search must be pending");
                assert_eq!(shell.game().thinking, Thinking::Computer);
            }
            let live = shell.searches.iter().filter(|j| !j.is_cancelled()).count();
            assert!(live <= 1, "seed {seed} step {i}: at most one search runs");
        }
        assert!(replies > 10, "seed {seed}: only {replies} moves");
    }
}
