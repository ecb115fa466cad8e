//! Text files in the app-private directory, written atomically: the new text
//! goes to `name.tmp` and is fsynced, the current file becomes `name.bak`,
//! the temp file is renamed over `name`, and the directory is fsynced. A kill
//! at any moment leaves a good `name` or a good `name.bak`; `load` falls back
//! to the backup when the main file is missing or refused.
//! The settings are written the same way without the two fsyncs (`Durability::Cached`): a kill
//! still leaves a good file, a power cut may lose the last change.
//!
//! The app writes through `WriteJob`s (`Effect::Write`): the core queues one per file
//! changed, the shell runs them in order on its own serial background queue (no thread in
//! the core), and `Env` reads a file with a job pending from the job (`env.rs`).

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

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
#[derive(Clone, Copy)]
pub(crate) enum Durability {
    /// Once the write returns, a power cut keeps it (the file and the directory fsynced).
    Flushed,
    /// Not waiting for the disk: a killed app still finds the old or the new text (the
    /// rename is atomic and the data is in the system's cache), a power cut may lose this
    /// change. For the settings, written as a player types or slides: each full flush costs
    /// milliseconds (on Apple `F_FULLFSYNC`, a drive-cache flush, twice a write).
    Cached,
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

#[derive(Clone)]
pub struct Store {
    dir: PathBuf,
    fs: Arc<dyn Fs>,
}

impl Store {
    pub fn new(dir: impl Into<PathBuf>, fs: Arc<dyn Fs>) -> Store {
        let dir = dir.into();
        if let Err(e) = fs.create_dir_all(&dir) {
            log::warn!("cannot create {}: {e}", dir.display());
        }
        Store { dir, fs }
    }

    fn path(&self, name: &str, suffix: &str) -> PathBuf {
        self.dir.join(format!("{name}{suffix}"))
    }

    /// Write `name` atomically (temp file, backup, rename), as `durability` says.
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
        match durability {
            Durability::Flushed => self.fs.sync_dir(&self.dir),
            Durability::Cached => Ok(()),
        }
    }

    /// The file parsed by `parse`, else its backup, else why neither could be used.
    pub fn load<T, E: std::fmt::Display>(&self, name: &str, parse: impl Fn(&str) -> Result<T, E>) -> Loaded<T> {
        let mut why = None;
        for suffix in ["", ".bak"] {
            match self.fs.read(&self.path(name, suffix)) {
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
        if self.fs.exists(&main) {
            let _ = self.fs.rename(&main, &self.path(name, ".bad"));
        }
    }
}

/// One file to write atomically (`Store::replace`, `Durability::Cached` for the settings), handed
/// to the shell by `Effect::Write`: the shell calls `run` on its serial background queue, in
/// the order the effects came, and sends back the `Event::Written` it returns (`event.rs`).
/// A newer job for the same file supersedes this one while it waits: it then writes nothing.
/// In the FFI an object with `id` and `run`.
#[cfg_attr(feature = "uniffi", derive(uniffi::Object))]
pub struct WriteJob {
    id: u64,
    name: String,
    pub(crate) text: String,
    durability: Durability,
    store: Store,
    superseded: AtomicBool,
}

impl std::fmt::Debug for WriteJob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "WriteJob({} {})", self.id, self.name)
    }
}

impl WriteJob {
    pub(crate) fn new(id: u64, store: &Store, name: &str, text: String, durability: Durability) -> WriteJob {
        WriteJob {
            id,
            name: name.to_string(),
            text,
            durability,
            store: store.clone(),
            superseded: AtomicBool::new(false),
        }
    }

    /// Whether this job writes `name` in `store`'s directory.
    pub(crate) fn writes(&self, store: &Store, name: &str) -> bool {
        self.name == name && self.store.dir == store.dir
    }

    /// A newer job writes the same file: this one does nothing when it runs.
    pub(crate) fn supersede(&self) {
        self.superseded.store(true, Ordering::SeqCst);
    }

    /// Write the file (blocking: the file and directory flushes), unless superseded;
    /// the error in words. `run` (in `event.rs`) wraps it as `Event::Written`.
    pub fn write(&self) -> Option<String> {
        if self.superseded.load(Ordering::SeqCst) {
            return None;
        }
        let result = self.store.replace(&self.name, &self.text, self.durability);
        result.err().map(|e| format!("{}: {e}", self.name))
    }

    /// The file's name in the app's directory (`game.json`).
    pub fn name(&self) -> &str {
        &self.name
    }
}

#[cfg_attr(feature = "uniffi", uniffi::export)]
impl WriteJob {
    pub fn id(&self) -> u64 {
        self.id
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;
    use std::sync::Mutex;

    /// Files in memory, and every operation in order.
    #[derive(Default)]
    struct Recorded {
        files: Mutex<HashMap<PathBuf, Vec<u8>>>,
        ops: Mutex<Vec<&'static str>>,
    }

    impl Recorded {
        fn op(&self, op: &'static str) {
            self.ops.lock().unwrap().push(op);
        }
    }

    impl Fs for Recorded {
        fn write_synced(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
            self.op("write+sync");
            self.files.lock().unwrap().insert(path.into(), bytes.into());
            Ok(())
        }
        fn write_unsynced(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
            self.op("write");
            self.files.lock().unwrap().insert(path.into(), bytes.into());
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
        store.replace("game", "1", Durability::Flushed).unwrap();
        store.replace("game", "2", Durability::Flushed).unwrap();
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
        store.replace("settings", "a", Durability::Cached).unwrap();
        store.replace("settings", "b", Durability::Cached).unwrap();
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
}
