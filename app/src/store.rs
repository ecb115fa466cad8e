//! Text files in the app-private directory, written atomically: the new text
//! goes to `name.tmp` and is fsynced, the current file becomes `name.bak`,
//! the temp file is renamed over `name`, and the directory is fsynced. A kill
//! at any moment leaves a good `name` or a good `name.bak`; `load` falls back
//! to the backup when the main file is missing or refused.
//! The settings are written the same way without the two fsyncs (`write_light`): a kill
//! still leaves a good file, a power cut may lose the changes since the last `flush`.
//!
//! On the phones the writes are performed by a background thread, in order (`Store::behind`,
//! `writer.rs`); the browser and the tests' in-place stores write at the call.
//!
//! Durability, per file, and why:
//! - the game (after every move), the statistics, the lessons, the recent games and their
//!   reviews, the account: `write`, flushed (`fsync`, `F_FULLFSYNC` on Apple, file and
//!   directory). On the writer's thread the flush costs the player nothing (a move's save
//!   comes seconds after the last; faster ones coalesce), and a light write here would rotate
//!   an unflushed copy into `.bak`: a power cut (a phone's kernel panic) between two suspends
//!   could then leave neither a good file nor a good backup, losing the game or the account;
//! - the settings: `write_light`, atomic without a flush: written once typing or sliding
//!   pauses, and a kill keeps them (the system has the data); `flush` at suspend
//!   (`Env::flush_files`) makes them durable with everything else the player saw saved.

#[cfg(not(target_arch = "wasm32"))]
use std::collections::BTreeSet;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::{Mutex, PoisonError};

/// The file operations the store needs; tests stand in a file system that
/// "dies" after any operation to check every crash point.
pub trait Fs: Send + Sync {
    /// Create or truncate `path`, write `bytes`, fsync.
    fn write_synced(&self, path: &Path, bytes: &[u8]) -> io::Result<()>;
    /// Create or truncate `path` and write `bytes`, leaving the flush to the system (a
    /// file where losing the last change to a power cut is fine: the settings).
    fn write_unsynced(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        self.write_synced(path, bytes)
    }
    fn rename(&self, from: &Path, to: &Path) -> io::Result<()>;
    /// Flush `path`'s data to the disk (a file written with `write_unsynced`, at the app's
    /// suspend). Nothing where the system has no such flush (the browser's storage).
    fn sync_file(&self, _path: &Path) -> io::Result<()> {
        Ok(())
    }
    fn sync_dir(&self, dir: &Path) -> io::Result<()>;
    /// `Ok(None)` when there is no such file.
    fn read(&self, path: &Path) -> io::Result<Option<String>>;
    fn exists(&self, path: &Path) -> bool;
    fn create_dir_all(&self, dir: &Path) -> io::Result<()>;
}

/// The real file system.
pub struct DiskFs;

impl Fs for DiskFs {
    fn write_synced(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        let mut file = std::fs::File::create(path)?;
        file.write_all(bytes)?;
        file.sync_all()
    }

    fn write_unsynced(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        std::fs::File::create(path)?.write_all(bytes)
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        std::fs::rename(from, to)
    }

    fn sync_file(&self, path: &Path) -> io::Result<()> {
        // `sync_all` is `fsync`, `fcntl(F_FULLFSYNC)` on Apple: a read-only descriptor will do.
        std::fs::File::open(path)?.sync_all()
    }

    fn sync_dir(&self, dir: &Path) -> io::Result<()> {
        // Directories can be opened and fsynced on Linux, Android and Darwin.
        std::fs::File::open(dir)?.sync_all()
    }

    fn read(&self, path: &Path) -> io::Result<Option<String>> {
        match std::fs::read(path) {
            Ok(bytes) => Ok(Some(String::from_utf8_lossy(&bytes).into_owned())),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }

    fn exists(&self, path: &Path) -> bool {
        path.exists()
    }

    fn create_dir_all(&self, dir: &Path) -> io::Result<()> {
        std::fs::create_dir_all(dir)
    }
}

/// Whether a write waits for the disk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Durability {
    Flushed,
    Cached,
}

impl Durability {
    /// The stronger of two (a queued durable write replaced by a light one stays durable).
    #[cfg(not(target_arch = "wasm32"))]
    pub(crate) fn stronger(self, other: Durability) -> Durability {
        if self == Durability::Flushed || other == Durability::Flushed {
            Durability::Flushed
        } else {
            Durability::Cached
        }
    }
}

/// What `Store::load` found.
#[derive(Debug, PartialEq, Eq)]
pub enum Loaded<T> {
    Nothing,
    Ok(T),
    /// Neither the file nor its backup could be used; the file was kept
    /// aside as `name.bad` and the app starts fresh.
    Refused(String),
}

/// The directory and its file system, and the files written light since the last flush:
/// what performs a write, in place or on the writer's thread.
pub(crate) struct Disk {
    dir: PathBuf,
    fs: Arc<dyn Fs>,
    /// (Not in the browser: its storage has no flush, so nothing to remember for one.)
    #[cfg(not(target_arch = "wasm32"))]
    light: Mutex<BTreeSet<String>>,
}

impl Disk {
    fn path(&self, name: &str, suffix: &str) -> PathBuf {
        self.dir.join(format!("{name}{suffix}"))
    }

    pub(crate) fn replace(&self, name: &str, text: &str, durability: Durability) -> io::Result<()> {
        let (target, tmp, bak) = (self.path(name, ""), self.path(name, ".tmp"), self.path(name, ".bak"));
        match durability {
            Durability::Flushed => self.fs.write_synced(&tmp, text.as_bytes())?,
            Durability::Cached => self.fs.write_unsynced(&tmp, text.as_bytes())?,
        }
        if self.fs.exists(&target) {
            self.fs.rename(&target, &bak)?;
        }
        self.fs.rename(&tmp, &target)?;
        self.renamed(name, durability)
    }

    /// `name` is in place: its directory flushed for a durable write, else remembered for
    /// the next `flush`.
    #[cfg(not(target_arch = "wasm32"))]
    fn renamed(&self, name: &str, durability: Durability) -> io::Result<()> {
        let mut light = self.light.lock().unwrap_or_else(PoisonError::into_inner);
        match durability {
            Durability::Flushed => {
                light.remove(name);
                drop(light);
                self.fs.sync_dir(&self.dir)
            }
            Durability::Cached => {
                light.insert(name.to_string());
                Ok(())
            }
        }
    }

    /// The browser: its storage has no flush (the page's wasm carries no list for one).
    #[cfg(target_arch = "wasm32")]
    fn renamed(&self, _name: &str, durability: Durability) -> io::Result<()> {
        match durability {
            Durability::Flushed => self.fs.sync_dir(&self.dir),
            Durability::Cached => Ok(()),
        }
    }

    #[cfg(target_arch = "wasm32")]
    pub(crate) fn flush(&self) -> io::Result<()> {
        Ok(())
    }

    /// Flush the files written light since the last flush, then their directory (their
    /// renames): once this returns, a power cut keeps them.
    #[cfg(not(target_arch = "wasm32"))]
    pub(crate) fn flush(&self) -> io::Result<()> {
        let mut light = self.light.lock().unwrap_or_else(PoisonError::into_inner);
        if light.is_empty() {
            return Ok(());
        }
        for name in light.iter() {
            self.fs.sync_file(&self.path(name, ""))?;
        }
        self.fs.sync_dir(&self.dir)?;
        light.clear();
        Ok(())
    }
}

/// The app's files in one directory, each replaced atomically. Written in place
/// (`Store::new`), or by a background writer (`Store::behind`, see `writer.rs`): the calls
/// are the same, and a background write's failure is reported by `take_failure`.
#[derive(Clone)]
pub struct Store {
    disk: Arc<Disk>,
    #[cfg(not(target_arch = "wasm32"))]
    behind: Option<Arc<crate::writer::Behind>>,
}

impl Store {
    /// A store written in place: each write is on disk when it returns.
    pub fn new(dir: impl Into<PathBuf>, fs: Arc<dyn Fs>) -> Store {
        let dir = dir.into();
        if let Err(e) = fs.create_dir_all(&dir) {
            log::warn!("cannot create {}: {e}", dir.display());
        }
        Store {
            disk: Arc::new(Disk {
                dir,
                fs,
                #[cfg(not(target_arch = "wasm32"))]
                light: Mutex::new(BTreeSet::new()),
            }),
            #[cfg(not(target_arch = "wasm32"))]
            behind: None,
        }
    }

    /// A store whose writes are performed in order by a background thread (`writer.rs`);
    /// in place if no thread can be started.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn behind(dir: impl Into<PathBuf>, fs: Arc<dyn Fs>) -> Store {
        let mut store = Store::new(dir, fs);
        store.behind = crate::writer::Behind::start(store.disk.clone()).map(Arc::new);
        store
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn writer(&self) -> Option<&crate::writer::Behind> {
        self.behind.as_deref()
    }

    #[cfg(target_arch = "wasm32")]
    fn writer(&self) -> Option<&Never> {
        None
    }

    fn path(&self, name: &str, suffix: &str) -> PathBuf {
        self.disk.path(name, suffix)
    }

    /// Write `name` atomically and durably: once this returns (written in place) or once the
    /// writer performed it, a power cut keeps it.
    pub fn write(&self, name: &str, text: &str) -> io::Result<()> {
        self.replace(name, text, Durability::Flushed)
    }

    /// Write `name` atomically, without waiting for the disk: a killed app still finds the
    /// old or the new text (the rename is atomic and the data is in the system's cache),
    /// a power cut may lose this change until the next `flush` (the app's suspend). For the
    /// settings, written as a player types or slides.
    pub fn write_light(&self, name: &str, text: &str) -> io::Result<()> {
        self.replace(name, text, Durability::Cached)
    }

    fn replace(&self, name: &str, text: &str, durability: Durability) -> io::Result<()> {
        match self.writer() {
            Some(writer) => {
                writer.write(name, text, durability);
                Ok(())
            }
            None => self.disk.replace(name, text, durability),
        }
    }

    /// Everything written so far on disk and flushed (the files written light and their
    /// directory): the app's suspend. With a writer, waits for its queue; the first failure
    /// of a background write not yet reported, if any.
    pub fn flush(&self) -> io::Result<()> {
        match self.writer() {
            Some(writer) => writer.flush(),
            None => self.disk.flush(),
        }
    }

    /// With a writer: wait until every write queued so far is done (not flushed). Tests, and
    /// a read whose pending text did not parse.
    pub fn settle(&self) {
        if let Some(writer) = self.writer() {
            writer.settle()
        }
    }

    /// The first background write failure since the last look (never one when written in place:
    /// those fail at the call).
    pub fn take_failure(&self) -> Option<io::Error> {
        self.writer().and_then(|w| w.take_failure())
    }

    /// The file parsed by `parse`, else its backup, else why neither could be used. A file
    /// with a write still queued or running is read from that write's text.
    pub fn load<T, E: std::fmt::Display>(&self, name: &str, parse: impl Fn(&str) -> Result<T, E>) -> Loaded<T> {
        if let Some(writer) = self.writer() {
            if let Some(text) = writer.pending(name) {
                if let Ok(value) = parse(&text) {
                    return Loaded::Ok(value);
                }
                // Written by this app yet refused: read what the disk holds once written.
                writer.settle();
            }
        }
        let mut why = None;
        for suffix in ["", ".bak"] {
            match self.disk.fs.read(&self.path(name, suffix)) {
                Ok(None) => {}
                Ok(Some(text)) => match parse(&text) {
                    Ok(value) => {
                        if why.is_some() {
                            // The backup is the good copy now: the next write must not rotate
                            // the refused file over it.
                            self.keep_aside(name);
                        }
                        return Loaded::Ok(value);
                    }
                    Err(e) => why = why.or(Some(e.to_string())),
                },
                Err(e) => why = why.or(Some(e.to_string())),
            }
        }
        match why {
            None => Loaded::Nothing,
            Some(why) => {
                log::warn!("{name} refused: {why}");
                self.keep_aside(name);
                Loaded::Refused(why)
            }
        }
    }

    fn keep_aside(&self, name: &str) {
        let main = self.path(name, "");
        if self.disk.fs.exists(&main) {
            let _ = self.disk.fs.rename(&main, &self.path(name, ".bad"));
        }
    }
}

/// The browser's stand-in for the writer it does not have.
#[cfg(target_arch = "wasm32")]
enum Never {}

#[cfg(target_arch = "wasm32")]
impl Never {
    fn write(&self, _: &str, _: &str, _: Durability) {
        match *self {}
    }
    fn flush(&self) -> io::Result<()> {
        match *self {}
    }
    fn settle(&self) {
        match *self {}
    }
    fn take_failure(&self) -> Option<io::Error> {
        match *self {}
    }
    fn pending(&self, _: &str) -> Option<Arc<str>> {
        match *self {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;
    use std::sync::{Condvar, Mutex};
    use std::thread::ThreadId;

    /// Files in memory, and every operation in order. Its writes can be held at a gate (the
    /// writer's thread then waits there, its next jobs queued behind) and made to fail.
    #[derive(Default)]
    struct Recorded {
        files: Mutex<HashMap<PathBuf, Vec<u8>>>,
        ops: Mutex<Vec<&'static str>>,
        /// Each temp file written: its text and the thread that wrote it.
        written: Mutex<Vec<(String, ThreadId)>>,
        gate: Mutex<Gate>,
        gate_changed: Condvar,
        failing: Mutex<bool>,
    }

    #[derive(Default)]
    struct Gate {
        closed: bool,
        /// Writes waiting at the closed gate.
        waiting: usize,
    }

    impl Recorded {
        fn op(&self, op: &'static str) {
            self.ops.lock().unwrap().push(op);
        }

        fn ops(&self) -> Vec<&'static str> {
            self.ops.lock().unwrap().clone()
        }

        fn written(&self) -> Vec<String> {
            self.written.lock().unwrap().iter().map(|(t, _)| t.clone()).collect()
        }

        fn close_gate(&self) {
            self.gate.lock().unwrap().closed = true;
        }

        fn open_gate(&self) {
            self.gate.lock().unwrap().closed = false;
            self.gate_changed.notify_all();
        }

        /// Wait until a write is held at the closed gate.
        fn until_held(&self) {
            let mut gate = self.gate.lock().unwrap();
            while gate.waiting == 0 {
                gate = self.gate_changed.wait(gate).unwrap();
            }
        }

        fn write(&self, op: &'static str, path: &Path, bytes: &[u8]) -> io::Result<()> {
            let mut gate = self.gate.lock().unwrap();
            gate.waiting += 1;
            self.gate_changed.notify_all();
            while gate.closed {
                gate = self.gate_changed.wait(gate).unwrap();
            }
            gate.waiting -= 1;
            drop(gate);
            if *self.failing.lock().unwrap() {
                return Err(io::Error::other("disk full"));
            }
            self.op(op);
            let text = String::from_utf8_lossy(bytes).into_owned();
            self.written.lock().unwrap().push((text, std::thread::current().id()));
            self.files.lock().unwrap().insert(path.into(), bytes.into());
            Ok(())
        }
    }

    impl Fs for Recorded {
        fn write_synced(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
            self.write("write+sync", path, bytes)
        }
        fn write_unsynced(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
            self.write("write", path, bytes)
        }
        fn sync_file(&self, path: &Path) -> io::Result<()> {
            self.op(if path.ends_with("settings") {
                "sync settings"
            } else {
                "sync file"
            });
            Ok(())
        }
        fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
            self.op("rename");
            let mut files = self.files.lock().unwrap();
            let bytes = files.remove(from).ok_or(io::ErrorKind::NotFound)?;
            files.insert(to.into(), bytes);
            Ok(())
        }
        fn sync_dir(&self, _dir: &Path) -> io::Result<()> {
            self.op("sync dir");
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

    fn store() -> (Store, Arc<Recorded>) {
        let fs = Arc::new(Recorded::default());
        (Store::new("/d", fs.clone()), fs)
    }

    #[test]
    fn a_durable_write_flushes_the_file_and_the_directory() {
        let (store, fs) = store();
        store.write("game", "1").unwrap();
        store.write("game", "2").unwrap();
        let ops = fs.ops.lock().unwrap().clone();
        assert_eq!(
            ops,
            [
                "write+sync",
                "rename",
                "sync dir",
                "write+sync",
                "rename",
                "rename",
                "sync dir"
            ]
        );
        assert_eq!(
            store.load("game", |t| Ok::<_, String>(t.to_string())),
            Loaded::Ok("2".into())
        );
    }

    #[test]
    fn a_light_write_flushes_nothing_and_is_still_atomic_with_a_backup() {
        let (store, fs) = store();
        store.write_light("settings", "a").unwrap();
        store.write_light("settings", "b").unwrap();
        let ops = fs.ops.lock().unwrap().clone();
        assert_eq!(ops, ["write", "rename", "write", "rename", "rename"]);
        let files = fs.files.lock().unwrap().clone();
        assert_eq!(files.get(Path::new("/d/settings")).map(Vec::as_slice), Some(&b"b"[..]));
        assert_eq!(
            files.get(Path::new("/d/settings.bak")).map(Vec::as_slice),
            Some(&b"a"[..])
        );
        assert!(!files.contains_key(Path::new("/d/settings.tmp")));
    }

    fn behind() -> (Store, Arc<Recorded>) {
        let fs = Arc::new(Recorded::default());
        (Store::behind("/d", fs.clone()), fs)
    }

    fn text(store: &Store, name: &str) -> Loaded<String> {
        store.load(name, |t| Ok::<_, String>(t.to_string()))
    }

    /// Issue 38 (N4): the phones' writes are performed by the writer's thread, not the
    /// caller's (the main actor on iOS), each in the order the core wrote them.
    #[test]
    fn writes_behind_are_performed_off_the_callers_thread_in_order() {
        let (store, fs) = behind();
        fs.close_gate();
        store.write("game", "g1").unwrap();
        fs.until_held();
        store.write("stats", "s1").unwrap();
        store.write_light("settings", "t1").unwrap();
        store.write("game", "g2").unwrap();
        assert!(fs.written().is_empty(), "the calls returned before any write was done");
        fs.open_gate();
        store.settle();
        assert_eq!(fs.written(), ["g1", "s1", "t1", "g2"]);
        let me = std::thread::current().id();
        assert!(fs.written.lock().unwrap().iter().all(|(_, thread)| *thread != me));
        assert_eq!(text(&store, "game"), Loaded::Ok("g2".into()));
        assert_eq!(fs.files.lock().unwrap()[Path::new("/d/game.bak")], b"g1");
    }

    /// A write to the file whose write is the last queued replaces it (moves saved faster
    /// than the disk takes them are written once); one to another file in between keeps both,
    /// so the files never change on disk in an order the core did not write them.
    #[test]
    fn a_newer_write_to_the_same_file_replaces_the_queued_one() {
        let (store, fs) = behind();
        fs.close_gate();
        store.write("game", "move 1").unwrap();
        fs.until_held();
        for n in 2..=5 {
            store.write("game", &format!("move {n}")).unwrap();
        }
        store.write("stats", "counted").unwrap();
        store.write("game", "move 6").unwrap();
        fs.open_gate();
        store.settle();
        assert_eq!(fs.written(), ["move 1", "move 5", "counted", "move 6"]);
        // A light write replacing a durable one stays durable.
        fs.close_gate();
        store.write("stats", "held").unwrap();
        fs.until_held();
        store.write("game", "durable").unwrap();
        store.write_light("game", "light").unwrap();
        fs.open_gate();
        store.settle();
        assert_eq!(fs.written()[4..], ["held", "light"]);
        assert_eq!(
            fs.ops().iter().filter(|op| **op == "write").count(),
            0,
            "{:?}",
            fs.ops()
        );
    }

    /// A read of a file whose write is queued or running sees the new text, at once (the
    /// writer is still held at the gate when it reads).
    #[test]
    fn a_read_after_a_queued_write_sees_the_new_text() {
        let (store, fs) = behind();
        store.write("game", "old").unwrap();
        store.settle();
        fs.close_gate();
        store.write("game", "running").unwrap();
        fs.until_held();
        assert_eq!(text(&store, "game"), Loaded::Ok("running".into()));
        store.write("game", "queued").unwrap();
        assert_eq!(text(&store, "game"), Loaded::Ok("queued".into()));
        assert_eq!(fs.written(), ["old"], "served without waiting for the disk");
        // A pending text the reader refuses: it reads the disk once the write is done.
        let parse = |t: &str| {
            if t == "queued" {
                Err("refused")
            } else {
                Ok(t.to_string())
            }
        };
        let reader = std::thread::scope(|scope| {
            let read = scope.spawn(|| store.load("game", parse));
            fs.open_gate();
            read.join().unwrap()
        });
        // The disk holds "queued" too, so the reader falls back to the backup, "running".
        assert_eq!(reader, Loaded::Ok("running".into()));
    }

    /// `Suspend` (and the app's close) wait for every queued write, then flush the files
    /// written light and the directory: a suspended app loses nothing to a power cut.
    #[test]
    fn a_flush_waits_for_every_write_and_flushes_the_light_ones_durably() {
        let (store, fs) = behind();
        fs.close_gate();
        store.write("game", "g").unwrap();
        fs.until_held();
        store.write_light("settings", "s").unwrap();
        let flushed = std::thread::scope(|scope| {
            let flush = scope.spawn(|| store.flush());
            fs.until_held();
            fs.open_gate();
            flush.join().unwrap()
        });
        assert!(flushed.is_ok());
        assert_eq!(fs.written(), ["g", "s"], "both written before the flush returned");
        assert_eq!(
            fs.ops(),
            [
                "write+sync",
                "rename",
                "sync dir",
                "write",
                "rename",
                "sync settings",
                "sync dir"
            ]
        );
        // Nothing written light since: nothing to flush.
        store.flush().unwrap();
        assert_eq!(fs.ops().len(), 7);
        // In place (the browser, the tests' cores) a flush does the same.
        let (store, fs) = super::tests::store();
        store.write_light("settings", "s").unwrap();
        store.flush().unwrap();
        assert_eq!(fs.ops(), ["write", "rename", "sync settings", "sync dir"]);
    }

    /// Dropping the last store of a writer (the app's core dropped) writes and flushes
    /// what was queued before the thread ends.
    #[test]
    fn dropping_the_store_writes_and_flushes_what_was_queued() {
        let (store, fs) = behind();
        fs.close_gate();
        store.write("game", "g").unwrap();
        fs.until_held();
        store.write_light("settings", "s").unwrap();
        let copy = store.clone();
        drop(store);
        assert!(fs.written().is_empty(), "a clone keeps the writer");
        std::thread::scope(|scope| {
            scope.spawn(|| drop(copy));
            fs.open_gate();
        });
        assert_eq!(fs.written(), ["g", "s"]);
        assert_eq!(fs.ops().last(), Some(&"sync dir"));
        assert!(fs.ops().contains(&"sync settings"));
    }

    /// A background write that fails is kept for the core to report (on its next event),
    /// once; the suspend's flush returns it too.
    #[test]
    fn a_failed_background_write_is_kept_until_looked_at() {
        let (store, fs) = behind();
        *fs.failing.lock().unwrap() = true;
        assert!(store.write("game", "g").is_ok(), "queued: the call cannot know yet");
        store.write("stats", "s").unwrap();
        store.settle();
        let failure = store.take_failure().expect("the failure kept");
        assert_eq!(failure.to_string(), "disk full");
        assert!(store.take_failure().is_none(), "reported once");
        store.write("game", "g").unwrap();
        assert!(store.flush().is_err(), "the suspend's flush returns it");
        *fs.failing.lock().unwrap() = false;
        store.write("game", "g").unwrap();
        assert!(store.flush().is_ok());
    }
}
