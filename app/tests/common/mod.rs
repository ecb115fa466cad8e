//! A test shell: performs effects like a real one, but timers and searches
//! run only when the test says so (no wall clock, no threads).
#![allow(dead_code)]

use pallanguzhi_app::*;
use pallanguzhi_core::{Level, Side};

pub struct Shell {
    pub app: App,
    pub timers: Vec<(u64, u32)>,
    pub searches: Vec<SearchJob>,
    pub announced: Vec<String>,
    pub haptics: Vec<HapticKind>,
    pub renders: usize,
    pub cancelled_searches: Vec<u64>,
}

impl Shell {
    pub fn new(seed: u64) -> Shell {
        Shell::with(App::new(seed))
    }

    pub fn with(app: App) -> Shell {
        Shell {
            app,
            timers: vec![],
            searches: vec![],
            announced: vec![],
            haptics: vec![],
            renders: 0,
            cancelled_searches: vec![],
        }
    }

    pub fn send(&mut self, event: Event) -> Vec<Effect> {
        let effects = self.app.handle(event);
        for e in &effects {
            match e {
                Effect::Render => self.renders += 1,
                Effect::StartTimer { id, ms } => self.timers.push((*id, *ms)),
                Effect::CancelTimer { id } => self.timers.retain(|(t, _)| t != id),
                Effect::Search { job } => self.searches.push(job.clone()),
                Effect::CancelSearch { id } => self.cancelled_searches.push(*id),
                Effect::Haptic { kind } => self.haptics.push(*kind),
                Effect::Announce { text } => self.announced.push(text.clone()),
            }
        }
        effects
    }

    /// Fire the oldest pending timer; false when none.
    pub fn fire_timer(&mut self) -> bool {
        if self.timers.is_empty() {
            return false;
        }
        let (id, _) = self.timers.remove(0);
        self.send(Event::TimerFired { id });
        true
    }

    /// Run the oldest pending search and hand back its answer; false when none.
    pub fn run_search(&mut self) -> bool {
        if self.searches.is_empty() {
            return false;
        }
        let job = self.searches.remove(0);
        let done = job.run();
        self.send(done);
        true
    }

    /// Fire timers and run searches until nothing is pending.
    pub fn settle(&mut self) {
        for _ in 0..100_000 {
            if !self.fire_timer() && !self.run_search() {
                return;
            }
        }
        panic!("the app never settled");
    }

    pub fn fire_all_timers(&mut self) {
        while self.fire_timer() {}
    }

    pub fn game(&self) -> GameView {
        self.app.view().game.expect("a game")
    }

    pub fn legal(&self) -> Vec<u8> {
        self.game().holes.iter().filter(|h| h.legal).map(|h| h.index).collect()
    }
}

pub fn vs_computer(level: Level) -> Opponent {
    Opponent::Computer {
        level,
        side: Side::South,
        name: "Anbu".into(),
    }
}

pub fn pass_and_play(south: &[&str], north: &[&str]) -> Opponent {
    Opponent::PassAndPlay {
        south: south.iter().map(|s| s.to_string()).collect(),
        north: north.iter().map(|s| s.to_string()).collect(),
    }
}

pub fn new_game(preset: &str, opponent: Opponent) -> Event {
    Event::NewGame {
        preset: preset.into(),
        opponent,
    }
}
