//! `Headless`: a shell with no screen around the app core: the `Runner` (which performs
//! the transport) and the timers the core starts, fired when they are due. The CLI's
//! online seat and the Rust end-to-end tests play on it, so the terminal runs the same
//! online session as the apps: the same hello, retries, heartbeat and resent move.

use crate::Runner;
use pallanguzhi_app::{App, Effect, Event, OnlineAction, ViewModel};
use std::path::Path;
use std::time::{Duration, Instant};

pub struct Headless {
    runner: Runner,
    /// The core's timers: id and when it fires.
    timers: Vec<(u64, Instant)>,
    /// Fire every timer at once (a test of giving up needs no real back-off).
    pub hurry: bool,
}

impl Headless {
    /// The core launched on `dir` (its saves and `online.json`), motion reduced: a shell
    /// with no screen has nothing to animate. The launch's effects are performed.
    pub fn launch(app: App, dir: &Path, language: &str) -> Headless {
        let mut shell = Headless {
            runner: Runner::new(app),
            timers: Vec::new(),
            hurry: false,
        };
        shell.send(Event::Launch {
            dir: dir.display().to_string(),
            language: language.into(),
            reduce_motion: true,
        });
        shell
    }

    /// Handle `event`; the effects left for the caller (announcements, sounds...): the
    /// timers are kept here and the transport is the runner's.
    pub fn send(&mut self, event: Event) -> Vec<Effect> {
        let effects = self.runner.handle(event);
        self.keep_timers(effects)
    }

    pub fn online(&mut self, action: OnlineAction) -> Vec<Effect> {
        self.send(Event::OnlineAction(action))
    }

    pub fn view(&self) -> ViewModel {
        self.runner.app.view()
    }

    pub fn app(&self) -> &App {
        &self.runner.app
    }

    /// The ids of the timers the core has running.
    pub fn timers(&self) -> Vec<u64> {
        self.timers.iter().map(|(id, _)| *id).collect()
    }

    /// Wait up to `at_most` for the network's news (less when a timer is due sooner), then
    /// apply the news and fire the timers due. The effects left for the caller.
    pub fn step(&mut self, at_most: Duration) -> Vec<Effect> {
        let now = Instant::now();
        let next = self
            .timers
            .iter()
            .map(|(_, at)| at.saturating_duration_since(now))
            .min();
        let wait = next.map_or(at_most, |t| t.min(at_most));
        let mut out = Vec::new();
        if self.runner.wait(wait) {
            let effects = self.runner.pump();
            out.extend(self.keep_timers(effects));
        }
        let now = Instant::now();
        let (due, later): (Vec<_>, Vec<_>) = self.timers.drain(..).partition(|(_, at)| *at <= now);
        self.timers = later;
        for (id, _) in due {
            out.extend(self.send(Event::TimerFired { id }));
        }
        out
    }

    fn keep_timers(&mut self, effects: Vec<Effect>) -> Vec<Effect> {
        let mut out = Vec::new();
        for effect in effects {
            match effect {
                Effect::StartTimer { id, ms } => {
                    let ms = if self.hurry { 0 } else { u64::from(ms) };
                    self.timers.push((id, Instant::now() + Duration::from_millis(ms)));
                }
                Effect::CancelTimer { id } => self.timers.retain(|(t, _)| *t != id),
                other => out.push(other),
            }
        }
        out
    }
}
