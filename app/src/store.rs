//! Text files in the app-private directory, written atomically: the new text
//! goes to `name.tmp` and is fsynced, the current file becomes `name.bak`,
//! the temp file is renamed over `name`, and the directory is fsynced. A kill
//! at any moment leaves a good `name` or a good `name.bak`; `load` falls back
//! to the backup when the main file is missing or refused.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The file operations the store needs; tests stand in a file system that
/// "dies" after any operation to check every crash point.
pub trait Fs: Send + Sync {
    /// Create or truncate `path`, write `bytes`, fsync.
    fn write_synced(&self, path: &Path, bytes: &[u8]) -> io::Result<()>;
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

    pub fn write(&self, name: &str, text: &str) -> io::Result<()> {
        let (target, tmp, bak) = (self.path(name, ""), self.path(name, ".tmp"), self.path(name, ".bak"));
        self.fs.write_synced(&tmp, text.as_bytes())?;
        if self.fs.exists(&target) {
            self.fs.rename(&target, &bak)?;
        }
        self.fs.rename(&tmp, &target)?;
        self.fs.sync_dir(&self.dir)
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
