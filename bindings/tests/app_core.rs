//! `AppCore` and `SearchJob` through the exported surface, as a shell drives
//! them: timers fired and searches run by the test, on threads where a shell would.

use pallanguzhi_ffi::*;
use std::sync::Arc;

/// A shell: keeps the pending timers and searches the core asked for.
struct Shell {
    core: Arc<AppCore>,
    timers: Vec<u64>,
    searches: Vec<Arc<SearchJob>>,
    announced: Vec<String>,
}

impl Shell {
    fn new() -> Shell {
        Shell {
            core: AppCore::new(),
            timers: vec![],
            searches: vec![],
            announced: vec![],
        }
    }

    fn send(&mut self, event: Event) -> Vec<Effect> {
        let effects = self.core.handle(event);
        for e in &effects {
            match e {
                Effect::StartTimer { id, .. } => self.timers.push(*id),
                Effect::CancelTimer { id } => self.timers.retain(|t| t != id),
                Effect::Search { job, id } => {
                    assert_eq!(job.id(), *id);
                    self.searches.push(job.clone())
                }
                Effect::Announce { text } => self.announced.push(text.clone()),
                _ => {}
            }
        }
        effects
    }

    fn fire_timers(&mut self) {
        while !self.timers.is_empty() {
            let id = self.timers.remove(0);
            self.send(Event::TimerFired { id });
        }
    }

    /// Run a search on a thread, as a shell does, and hand its answer back.
    fn run_search(&mut self) -> bool {
        if self.searches.is_empty() {
            return false;
        }
        let job = self.searches.remove(0);
        let done = std::thread::spawn(move || job.run()).join().unwrap();
        self.send(done);
        true
    }

    fn settle(&mut self) {
        loop {
            self.fire_timers();
            if !self.run_search() {
                break;
            }
        }
    }

    fn game(&self) -> GameView {
        self.core.view().game.unwrap()
    }
}

fn versus(level: Level) -> Event {
    Event::NewGame {
        preset: "pallanguzhi".into(),
        opponent: Opponent::Computer {
            level,
            side: Side::South,
            name: "Anbu".into(),
        },
    }
}

#[test]
fn hint_then_play_through_the_bindings() {
    let mut shell = Shell::new();
    shell.send(Event::Launch {
        dir: String::new(),
        language: "en".into(),
        reduce_motion: false,
    });
    shell.send(versus(Level::Easy));
    shell.send(Event::Hint);
    let hint = shell.searches.remove(0);
    assert_eq!(shell.game().thinking, Thinking::Hint);
    let hole = shell.game().holes.iter().find(|h| h.legal).unwrap().index;
    let effects = shell.send(Event::TapHole { hole });
    assert!(effects
        .iter()
        .any(|e| matches!(e, Effect::CancelSearch { id } if *id == hint.id())));
    shell.fire_timers();
    assert_eq!(shell.game().thinking, Thinking::Computer);
    assert!(shell.send(hint.run()).is_empty(), "the stale hint is dropped");
    shell.settle();
    let game = shell.game();
    assert_eq!(game.history.len(), 2, "the computer replied");
    assert_eq!(game.to_move, Some(Side::South));
    assert!(game.holes.iter().any(|h| h.legal));
}
