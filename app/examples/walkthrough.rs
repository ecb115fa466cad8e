//! Plays the opening of a game against the computer through the app core, as a
//! shell would (timers fired at once, searches run inline), and prints what a
//! player would see and hear. `cargo run -p pallanguzhi-app --example walkthrough -- ta`

use pallanguzhi_app::*;
use pallanguzhi_core::{Level, Side};

fn main() {
    let language = std::env::args().nth(1).unwrap_or_else(|| "en".into());
    let mut app = App::new(1);
    let mut pending = perform(
        &mut app,
        Event::Launch {
            dir: String::new(),
            language,
            reduce_motion: false,
        },
    );
    pending.extend(perform(
        &mut app,
        Event::NewGame {
            preset: "pallanguzhi".into(),
            opponent: Opponent::Computer {
                level: Level::Medium,
                side: SideChoice::South,
                name: String::new(),
            },
        },
    ));
    for _ in 0..3 {
        let game = app.view().game().unwrap();
        let hole = game.holes.iter().rev().find(|h| h.legal).unwrap();
        println!("[tap] {} — {}", hole.accessibility_label, hole.accessibility_hint);
        pending.extend(perform(&mut app, Event::TapHole { hole: hole.index }));
        while let Some(event) = pending.pop() {
            pending.extend(perform(&mut app, event));
        }
        board(&app);
    }
}

/// Perform the effects of one event; returns the events they answer with.
fn perform(app: &mut App, event: Event) -> Vec<Event> {
    let mut answers = Vec::new();
    for effect in app.handle(event) {
        match effect {
            Effect::StartTimer { id, ms } => {
                if let Some(frame) = app.view().game().and_then(|g| g.frame) {
                    println!("  [{ms:>3} ms] {frame:?}");
                }
                answers.push(Event::TimerFired { id })
            }
            Effect::Search { job, .. } => answers.push(job.run()),
            Effect::Announce { text } => println!("[say] {text}"),
            Effect::Haptic { kind } if kind != HapticKind::Sow => println!("[buzz] {kind:?}"),
            _ => {}
        }
    }
    answers
}

fn board(app: &App) {
    let g = app.view().game().unwrap();
    let row = |side: Side| {
        let mut cells: Vec<String> = g
            .holes
            .iter()
            .filter(|h| h.owner == side)
            .map(|h| format!("{:>2}", h.count))
            .collect();
        if side == Side::North {
            cells.reverse();
        }
        cells.join(" ")
    };
    println!("      {}   [{}]", row(Side::North), g.bowls[1].count);
    println!("      {}   [{}]", row(Side::South), g.bowls[0].count);
    println!("      {}\n", g.status);
}
