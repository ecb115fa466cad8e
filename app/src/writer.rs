//! The write-behind writer (native targets; the browser's `localStorage` is written in
//! place): the store's writes are queued and performed in order by one background thread,
//! so a move's save or a settings change never waits for the disk on the shell's UI thread
//! (iOS calls the core on the main actor, Android on the UI dispatcher).
//!
//! - **Order**: one thread, one queue: the files change on disk in the order the core wrote
//!   them, as they did when written in place.
//! - **Coalescing**: a write to the file whose write is the last one queued (not yet started)
//!   replaces it: moves saved faster than the disk takes them are written once. Only the
//!   last job is replaced, so the disk still goes through states the in-place writes went
//!   through (a subsequence of them): the game and the statistics, or the recent games and a
//!   review, are never seen on disk in an order the core did not write them.
//! - **Reads** of a file with a write queued or running are served from that write's text,
//!   without waiting: a read never sees the disk's older text.
//! - **Flush** (`Suspend`, and dropping the last `Store` of a writer: the app closed) waits for
//!   every queued write, then flushes the files written light since the last flush (`fsync`,
//!   `F_FULLFSYNC` on Apple) and their directory: a suspended app may be killed or lose power
//!   and keeps everything the player saw.
//! - **Failures** are kept (the first since the last look) and reported by the core on the
//!   next event as the "write failed" notice (`Env::check_files`).
//!
//! std's thread, `Mutex` and `Condvar`: a queue with coalescing, reads of pending text and
//! waiting for a position in it is a few dozen lines on them; a channel (std's or
//! crossbeam's) cannot be searched or edited for the coalescing and the reads.

use crate::store::{Disk, Durability};
use std::collections::VecDeque;
use std::io;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;

/// What the thread does next.
#[derive(Clone)]
enum What {
    Write {
        name: String,
        text: Arc<str>,
        durability: Durability,
    },
    /// Flush the files written light, once every write before is done.
    Flush,
}

#[derive(Clone)]
struct Job {
    /// Position in the order of the core's writes; `Queue::done` counts the jobs finished.
    seq: u64,
    what: What,
}

#[derive(Default)]
struct Queue {
    jobs: VecDeque<Job>,
    /// The job the thread is performing (its text is what a read of that file sees).
    running: Option<Job>,
    /// The last sequence number given, and the last finished.
    given: u64,
    done: u64,
    /// The first failure not yet reported.
    failure: Option<io::Error>,
    closing: bool,
}

struct Shared {
    queue: Mutex<Queue>,
    /// Signalled when a job is queued (the thread waits for work) and when one finishes
    /// (callers wait for their position).
    changed: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn wait<'a>(&self, guard: MutexGuard<'a, Queue>) -> MutexGuard<'a, Queue> {
        self.changed.wait(guard).unwrap_or_else(PoisonError::into_inner)
    }
}

/// The background writer of one `Store` (shared by its clones; the last one dropped flushes
/// and ends the thread).
pub(crate) struct Behind {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

impl Behind {
    /// A writer thread for `disk`, or `None` when the system gives no thread (the store then
    /// writes in place).
    pub(crate) fn start(disk: Arc<Disk>) -> Option<Behind> {
        let shared = Arc::new(Shared {
            queue: Mutex::new(Queue::default()),
            changed: Condvar::new(),
        });
        let worker = shared.clone();
        let thread = std::thread::Builder::new()
            .name("pallanguzhi-files".into())
            .spawn(move || run(&worker, &disk));
        match thread {
            Ok(thread) => Some(Behind {
                shared,
                thread: Some(thread),
            }),
            Err(e) => {
                log::warn!("no writer thread, writing in place: {e}");
                None
            }
        }
    }

    /// Queue a write of `name`, replacing the last queued job when it writes the same file.
    pub(crate) fn write(&self, name: &str, text: &str, durability: Durability) {
        let mut q = self.shared.lock();
        q.given += 1;
        let seq = q.given;
        let text: Arc<str> = text.into();
        match q.jobs.back_mut() {
            Some(Job {
                seq: last_seq,
                what:
                    What::Write {
                        name: last,
                        text: last_text,
                        durability: last_durability,
                    },
            }) if last == name => {
                *last_seq = seq;
                *last_text = text;
                *last_durability = last_durability.stronger(durability);
            }
            _ => q.jobs.push_back(Job {
                seq,
                what: What::Write {
                    name: name.into(),
                    text,
                    durability,
                },
            }),
        }
        drop(q);
        self.shared.changed.notify_all();
    }

    /// The text of the newest write of `name` not yet finished, if any.
    pub(crate) fn pending(&self, name: &str) -> Option<Arc<str>> {
        let q = self.shared.lock();
        let writes = |job: &Job| match &job.what {
            What::Write { name: n, text, .. } if n == name => Some(text.clone()),
            _ => None,
        };
        q.jobs
            .iter()
            .rev()
            .find_map(writes)
            .or_else(|| q.running.as_ref().and_then(writes))
    }

    /// Wait until every write queued so far is done (not flushed).
    pub(crate) fn settle(&self) {
        let mut q = self.shared.lock();
        let until = q.given;
        while q.done < until {
            q = self.shared.wait(q);
        }
    }

    /// Wait for every queued write, then flush the files written light and their directory;
    /// the first failure since the last look, if any.
    pub(crate) fn flush(&self) -> io::Result<()> {
        let mut q = self.shared.lock();
        q.given += 1;
        let seq = q.given;
        q.jobs.push_back(Job { seq, what: What::Flush });
        self.shared.changed.notify_all();
        while q.done < seq {
            q = self.shared.wait(q);
        }
        q.failure.take().map_or(Ok(()), Err)
    }

    /// The first failure since the last look.
    pub(crate) fn take_failure(&self) -> Option<io::Error> {
        self.shared.lock().failure.take()
    }
}

impl Drop for Behind {
    /// The app closed (or launched on another directory): everything queued is written and
    /// flushed before the writer ends.
    fn drop(&mut self) {
        if let Err(e) = self.flush() {
            log::warn!("write failed: {e}");
        }
        self.shared.lock().closing = true;
        self.shared.changed.notify_all();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn run(shared: &Shared, disk: &Disk) {
    loop {
        let job = {
            let mut q = shared.lock();
            loop {
                if let Some(job) = q.jobs.pop_front() {
                    q.running = Some(job.clone());
                    break job;
                }
                if q.closing {
                    return;
                }
                q = shared.wait(q);
            }
        };
        // A panicking file system must not leave a suspend waiting for ever: it fails the job.
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| match &job.what {
            What::Write { name, text, durability } => disk.replace(name, text, *durability),
            What::Flush => disk.flush(),
        }))
        .unwrap_or_else(|_| Err(io::Error::other("the file system panicked")));
        let mut q = shared.lock();
        q.running = None;
        q.done = job.seq;
        if let Err(e) = result {
            q.failure.get_or_insert(e);
        }
        drop(q);
        shared.changed.notify_all();
    }
}
