//! A test shell: performs effects like a real one, but timers and searches
//! run only when the test says so (no wall clock, no threads).
#![allow(dead_code)]

use pallanguzhi_app::*;
use pallanguzhi_core::Level;

pub struct Shell {
    pub app: App,
    pub timers: Vec<(u64, u32)>,
    pub searches: Vec<SearchJob>,
    pub announced: Vec<String>,
    pub haptics: Vec<HapticKind>,
    pub renders: usize,
    pub cancelled_searches: Vec<u64>,
    /// Write jobs are kept in `writes` (run by `run_write`) instead of run at once.
    pub hold_writes: bool,
    pub writes: Vec<std::sync::Arc<WriteJob>>,
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
            hold_writes: false,
            writes: vec![],
        }
    }

    pub fn send(&mut self, event: Event) -> Vec<Effect> {
        let mut effects = self.app.handle(event);
        let mut written = Vec::new();
        for e in &effects {
            match e {
                Effect::Render => self.renders += 1,
                Effect::StartTimer { id, ms } => self.timers.push((*id, *ms)),
                Effect::CancelTimer { id } => self.timers.retain(|(t, _)| t != id),
                Effect::Search { job, .. } => self.searches.push(SearchJob::clone(job)),
                Effect::CancelSearch { id } => self.cancelled_searches.push(*id),
                Effect::Haptic { kind } => self.haptics.push(*kind),
                Effect::Announce { text } => self.announced.push(text.clone()),
                // Written at once, as the browser and the CLI do (the phones: on a serial
                // background queue); tests/write_jobs.rs holds jobs back.
                Effect::Write { job, .. } if self.hold_writes => self.writes.push(job.clone()),
                Effect::Write { job, .. } => written.push(job.run()),
                // Run at once (or held for the test to run): nothing to wait for.
                Effect::AwaitWrites { .. } => {}
                _ => {} // the network: see tests/online_events.rs
            }
        }
        for done in written {
            let more = self.send(done);
            effects.extend(more);
        }
        effects
    }

    /// Run the oldest write held back (`hold_writes`) and hand back its answer.
    pub fn run_write(&mut self) -> bool {
        if self.writes.is_empty() {
            return false;
        }
        let job = self.writes.remove(0);
        let done = job.run();
        self.send(done);
        true
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
        self.app.view().game().expect("a game")
    }

    /// The game on the board, wherever the app is: the board opened if another screen
    /// (home after a finished game's relaunch) is shown; `None` when there is no game.
    pub fn board_game(&mut self) -> Option<GameView> {
        if self.app.view().game().is_none() {
            self.send(Event::Open { screen: Screen::Game });
        }
        self.app.view().game()
    }

    /// The statistics and recent games as their screen shows them: opened, read, and
    /// left with Back (a page over the board: the game is where it was).
    pub fn stats(&mut self) -> StatsScreenView {
        if let Some(stats) = self.app.view().stats() {
            return stats;
        }
        self.send(Event::Open { screen: Screen::Stats });
        let stats = self.app.view().stats().expect("the statistics screen");
        self.send(Event::Back);
        stats
    }

    pub fn legal(&self) -> Vec<u8> {
        self.game().holes.iter().filter(|h| h.legal).map(|h| h.index).collect()
    }

    /// A pass-and-play Pallanguzhi game, `south` against Bala, of `moves` moves (the
    /// first legal hole each time, dialogs acknowledged), then the side to move resigns.
    /// The finished game stays on screen with its result.
    pub fn resign_after(&mut self, south: &str, moves: usize) -> GameView {
        self.send(new_game("pallanguzhi", pass_and_play(&[south], &["Bala"])));
        for _ in 0..moves {
            let hole = self.legal()[0];
            self.send(Event::TapHole { hole });
            self.fire_all_timers();
            if self.game().dialog.is_some() {
                self.send(Event::AcknowledgeDialog);
            }
        }
        self.send(Event::Resign);
        let game = self.game();
        assert!(game.outcome.is_some(), "a resigned game is over");
        game
    }
}

pub fn vs_computer(level: Level) -> Opponent {
    Opponent::Computer {
        level,
        side: SideChoice::South,
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

use pallanguzhi_app::store::Fs;
use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// An in-memory file system that "dies" (a killed process) after `budget`
/// mutating operations: the operation that dies is torn (half a write) or
/// not done, and every later one fails and changes nothing.
#[derive(Default)]
pub struct MemFs {
    pub files: Mutex<BTreeMap<PathBuf, Vec<u8>>>,
    pub ops: AtomicUsize,
    pub budget: Mutex<Option<usize>>,
    pub dead: AtomicBool,
}

impl MemFs {
    pub fn new() -> Arc<MemFs> {
        Arc::new(MemFs::default())
    }

    /// A copy of the files as the kill left them, on a fresh file system.
    pub fn survivor(&self) -> Arc<MemFs> {
        let fs = MemFs::default();
        *fs.files.lock().unwrap() = self.files.lock().unwrap().clone();
        Arc::new(fs)
    }

    pub fn die_after(&self, ops: usize) {
        *self.budget.lock().unwrap() = Some(ops);
    }

    pub fn is_dead(&self) -> bool {
        self.dead.load(Ordering::SeqCst)
    }

    pub fn text(&self, name: &str) -> Option<String> {
        let files = self.files.lock().unwrap();
        files
            .iter()
            .find(|(p, _)| p.file_name().is_some_and(|f| f == name))
            .map(|(_, b)| String::from_utf8_lossy(b).into_owned())
    }

    pub fn put(&self, path: &Path, text: &str) {
        self.files
            .lock()
            .unwrap()
            .insert(path.to_path_buf(), text.as_bytes().to_vec());
    }

    /// Counts a mutating operation: `Some(true)` go on, `Some(false)` this
    /// operation is the one that dies, `None` already dead.
    fn step(&self) -> Option<bool> {
        if self.is_dead() {
            return None;
        }
        let n = self.ops.fetch_add(1, Ordering::SeqCst);
        if self.budget.lock().unwrap().is_some_and(|b| n >= b) {
            self.dead.store(true, Ordering::SeqCst);
            return Some(false);
        }
        Some(true)
    }
}

fn killed() -> io::Error {
    io::Error::other("killed")
}

impl Fs for MemFs {
    fn write_synced(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        match self.step() {
            Some(true) => {}
            Some(false) => {
                // The dying write is torn: half the bytes reached the disk.
                let half = bytes[..bytes.len() / 2].to_vec();
                self.files.lock().unwrap().insert(path.to_path_buf(), half);
                return Err(killed());
            }
            None => return Err(killed()),
        }
        self.files.lock().unwrap().insert(path.to_path_buf(), bytes.to_vec());
        Ok(())
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        if self.step() != Some(true) {
            return Err(killed());
        }
        let mut files = self.files.lock().unwrap();
        let bytes = files
            .remove(from)
            .ok_or_else(|| io::Error::from(io::ErrorKind::NotFound))?;
        files.insert(to.to_path_buf(), bytes);
        Ok(())
    }

    fn sync_dir(&self, _dir: &Path) -> io::Result<()> {
        if self.step() != Some(true) {
            return Err(killed());
        }
        Ok(())
    }

    fn read(&self, path: &Path) -> io::Result<Option<String>> {
        let files = self.files.lock().unwrap();
        Ok(files.get(path).map(|b| String::from_utf8_lossy(b).into_owned()))
    }

    fn exists(&self, path: &Path) -> bool {
        self.files.lock().unwrap().contains_key(path)
    }

    fn create_dir_all(&self, _dir: &Path) -> io::Result<()> {
        Ok(())
    }
}

pub fn launch(dir: &str) -> Event {
    Event::Launch {
        dir: dir.into(),
        language: "en".into(),
        reduce_motion: false,
    }
}

/// The screen id a `ScreenView` draws (an online room is on the board's screen).
pub fn shown(view: &ScreenView) -> Screen {
    match view {
        ScreenView::Home(_) => Screen::Home,
        ScreenView::NewGame => Screen::NewGame,
        ScreenView::Game(_) | ScreenView::Room(_) => Screen::Game,
        ScreenView::Watch(_) => Screen::Watch,
        ScreenView::Lessons(_) => Screen::Lessons,
        ScreenView::Lesson(_) => Screen::Lesson,
        ScreenView::Review(_) => Screen::Review,
        ScreenView::Stats(_) => Screen::Stats,
        ScreenView::Rules => Screen::Rules,
        ScreenView::Settings => Screen::Settings,
        ScreenView::Lobby(_) => Screen::Online,
        ScreenView::Leaderboard(_) => Screen::Leaderboard,
        ScreenView::Invitation(_) => Screen::Invitation,
        ScreenView::Account(_) => Screen::Account,
    }
}

/// Each action's event as the browser gets it reads back as the same event.
pub fn assert_events_round_trip(actions: &[ActionView]) {
    for action in actions {
        let json = serde_json::to_value(action).expect("an action's JSON");
        let event: Event = serde_json::from_value(json["event"].clone()).expect("an Event");
        assert_eq!(event, action.event, "{json}");
    }
}

/// The game's actions at hand (`GameView::actions`) as (id, label, primary, enabled), their
/// events read back as the browser gets them.
pub fn game_actions(game: &GameView) -> Vec<(String, String, bool, bool)> {
    assert_events_round_trip(&game.actions);
    game.actions
        .iter()
        .map(|a| (a.id.clone(), a.label.clone(), a.primary, a.enabled))
        .collect()
}

/// The game offers its (enabled) action `id` now.
pub fn offers(game: &GameView, id: &str) -> bool {
    game.actions.iter().any(|a| a.id == id && a.enabled)
}
