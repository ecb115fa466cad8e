//! Issue 38 (N4): the phones' core (`App::writing_behind`) writes its files on a background
//! thread: `handle` does not wait for the disk, `Suspend` leaves everything on disk, and a
//! write that fails there still reaches the player as the "write failed" notice. (The queue
//! itself, its order, coalescing, reads and flushes: `store.rs`'s tests; kills at every write:
//! `kills.rs`.)

mod common;
use common::*;
use pallanguzhi_app::store::Fs;
use pallanguzhi_app::*;
use std::io;
use std::path::Path;
use std::sync::{Arc, Condvar, Mutex};
use std::thread::ThreadId;

/// `MemFs`, the thread of every write and rename, and a gate that holds writes while closed.
struct Threads {
    mem: Arc<MemFs>,
    threads: Mutex<Vec<ThreadId>>,
    closed: Mutex<bool>,
    opened: Condvar,
}

impl Threads {
    fn new() -> Arc<Threads> {
        Arc::new(Threads {
            mem: MemFs::new(),
            threads: Mutex::new(Vec::new()),
            closed: Mutex::new(false),
            opened: Condvar::new(),
        })
    }

    fn seen(&self) {
        self.threads.lock().unwrap().push(std::thread::current().id());
        let mut closed = self.closed.lock().unwrap();
        while *closed {
            closed = self.opened.wait(closed).unwrap();
        }
    }

    fn close(&self) {
        *self.closed.lock().unwrap() = true;
    }

    fn open(&self) {
        *self.closed.lock().unwrap() = false;
        self.opened.notify_all();
    }
}

impl Fs for Threads {
    fn write_synced(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        self.seen();
        self.mem.write_synced(path, bytes)
    }
    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        self.seen();
        self.mem.rename(from, to)
    }
    fn sync_dir(&self, dir: &Path) -> io::Result<()> {
        self.mem.sync_dir(dir)
    }
    fn read(&self, path: &Path) -> io::Result<Option<String>> {
        self.mem.read(path)
    }
    fn exists(&self, path: &Path) -> bool {
        self.mem.exists(path)
    }
    fn create_dir_all(&self, dir: &Path) -> io::Result<()> {
        self.mem.create_dir_all(dir)
    }
}

#[test]
fn the_phones_core_writes_off_the_callers_thread_and_suspend_leaves_everything_on_disk() {
    let fs = Threads::new();
    let mut shell = Shell::with(App::writing_behind(4, fs.clone()));
    shell.send(launch("/d"));
    shell.send(new_game("pallanguzhi", pass_and_play(&["Anbu"], &["Bala"])));
    for hole in [2, 9, 3] {
        shell.send(Event::TapHole { hole });
        shell.settle();
    }
    let mut settings = shell.app.view().settings;
    settings.player_name = "Valli".into();
    shell.send(Event::SettingsChanged { settings });
    let history = shell.game().history;
    assert_eq!(history.len(), 3);
    // Suspend returns with the game and the pending settings written (no `settle_files`).
    shell.send(Event::Suspend);
    let threads = fs.threads.lock().unwrap().clone();
    assert!(threads.len() >= 8, "{} writes and renames", threads.len());
    let me = std::thread::current().id();
    assert!(
        threads.iter().all(|t| *t != me),
        "a file written on the caller's thread"
    );
    assert!(fs.mem.text("settings.json").unwrap().contains("\"Valli\""));
    let again = {
        let mut again = Shell::with(App::with_fs(5, fs.mem.survivor()));
        again.send(launch("/d"));
        again
    };
    assert_eq!(again.game().history, history, "the last move's save on disk");
}

/// A write that fails on the writer's thread cannot fail the event that queued it: the core
/// finds it on the next event and shows the same notice as a write failing in place.
#[test]
fn a_failing_background_write_shows_the_notice_on_the_next_event() {
    let fs = Threads::new();
    let mut shell = Shell::with(App::writing_behind(6, fs.clone()));
    shell.send(launch("/d"));
    shell.send(new_game("pallanguzhi", pass_and_play(&["Anbu"], &["Bala"])));
    shell.app.settle_files();
    assert_eq!(shell.app.view().notice, None);
    // The move's save is held on the writer's thread while the event returns; then the disk
    // fails (from its next operation on) and the save fails there.
    fs.close();
    shell.send(Event::TapHole { hole: 2 });
    assert_eq!(shell.app.view().notice, None, "the event that queued it cannot know");
    fs.mem.die_after(fs.mem.ops.load(std::sync::atomic::Ordering::SeqCst));
    fs.open();
    shell.app.settle_files();
    assert!(fs.mem.is_dead(), "the save failed");
    // The next event, whatever it is: a stale timer, which alone draws nothing.
    let stale = Event::TimerFired { id: u64::MAX };
    let renders = shell.renders;
    shell.send(stale.clone());
    let notice = shell.app.view().notice.expect("the failure reported");
    assert_eq!(notice.kind, NoticeKind::WriteFailed);
    assert!(shell.renders > renders, "the view drawn again with the notice");
    // Reported once: dismissed, it stays dismissed while nothing else fails.
    shell.send(Event::DismissNotice);
    let renders = shell.renders;
    shell.send(stale);
    assert_eq!(shell.app.view().notice, None);
    assert_eq!(shell.renders, renders, "a stale timer alone draws nothing");
}
