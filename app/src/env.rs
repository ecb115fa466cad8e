//! `Env`: what every session of the app uses, whichever is running: the files, the
//! settings, the language, fresh ids for timers, the seeded generator, and the notice
//! telling the player what went wrong. Sessions (a lesson, a review, a board) take
//! `&mut Env` beside their own state, so none of them needs the whole `App`.

use crate::board::BoardAnim;
use crate::effect::{Effect, HapticKind};
use crate::files;
use crate::settings::Settings;
use crate::store::{Durability, Fs, Loaded, Store, WriteJob};
use crate::texts::{Lang, Refused, Texts};
use crate::timeline;
use crate::view::{Notice, NoticeKind};
use pallanguzhi_core::{Rules, Snapshot, SowEvent};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use std::sync::Arc;

/// How long settings changes must pause before they are written (see `save_settings_after_pause`).
/// Longer than the gap between keystrokes or slider steps, short enough that a kill soon after
/// a change rarely loses it (a suspend writes it at once).
pub const SETTINGS_SAVE_PAUSE_MS: u32 = 600;

/// How long a phone's shell blocks at `Suspend` for the writes still on its queue
/// (`Effect::AwaitWrites`): a bound, not a delay (an empty queue returns at once). iOS gives an
/// app about 5 s after `applicationDidEnterBackground` before it is suspended, and a main
/// thread blocked past that is killed by the watchdog; Android's `onStop` has no hard limit,
/// but a main thread blocked for 5 s is an ANR and a stopped process may be killed. 2 s keeps
/// both well inside their margins, and is far longer than the few fsyncs a save queues
/// (tens of milliseconds on a slow disk): only a stuck disk reaches it, and then waiting
/// longer would not save the files anyway.
pub const SUSPEND_WRITE_WAIT_MS: u32 = 2_000;

pub(crate) struct Env {
    pub fs: Arc<dyn Fs>,
    pub store: Option<Store>,
    pub settings: Settings,
    pub system_lang: Lang,
    pub reduce_motion: bool,
    /// Seeds for searches, a random side, ids: never saved, so a fast small generator
    /// (not ChaCha: its code would ship in the browser page only for this).
    pub rng: SmallRng,
    pub next_id: u64,
    pub suspended: bool,
    pub notice: Option<Notice>,
    /// The timer that writes changed settings once their changes pause.
    pub settings_timer: Option<u64>,
    /// The files written but not yet reported `Written` (`write`, `load`).
    writes: Writes,
}

/// The write jobs not yet answered: the newest of each file (reads see its text), and
/// those queued by the event being handled (handed to the shell at its end).
#[derive(Default)]
struct Writes {
    last_id: u64,
    pending: Vec<Arc<WriteJob>>,
    fresh: Vec<Arc<WriteJob>>,
}

impl Env {
    pub fn new(seed: u64, fs: Arc<dyn Fs>) -> Env {
        Env {
            fs,
            store: None,
            settings: Settings::default(),
            system_lang: Lang::default(),
            reduce_motion: false,
            rng: SmallRng::seed_from_u64(seed),
            next_id: 0,
            suspended: false,
            notice: None,
            settings_timer: None,
            writes: Writes::default(),
        }
    }

    pub fn texts(&self) -> Texts {
        match self.settings.language.as_str() {
            "system" => Texts::new(self.system_lang),
            code => Texts::new(Lang::from_tag(code)),
        }
    }

    pub fn fresh_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    pub fn haptic(&self, kind: HapticKind, fx: &mut Vec<Effect>) {
        if self.settings.haptics {
            fx.push(Effect::Haptic { kind });
        }
    }

    /// Refuse an event, in the player's language.
    pub fn refused(&mut self, why: Refused) {
        let text = self.texts().refused(&why);
        self.refuse(text)
    }

    pub fn refuse(&mut self, why: String) {
        log::info!("refused: {why}");
        self.notice = Some(Notice {
            kind: NoticeKind::BadRequest,
            text: why,
        });
    }

    /// A settings change is written once the changes pause for [`SETTINGS_SAVE_PAUSE_MS`]:
    /// a name typed or a volume dragged sends a change per keystroke or step, and each write
    /// costs two full flushes (`sync_all`, `F_FULLFSYNC` on Apple) on the shell's UI thread.
    /// The view shows each change at once; `Suspend` writes a pending one before returning.
    pub(crate) fn save_settings_after_pause(&mut self, fx: &mut Vec<Effect>) {
        self.forget_settings_timer(fx);
        let id = self.fresh_id();
        self.settings_timer = Some(id);
        fx.push(Effect::StartTimer {
            id,
            ms: SETTINGS_SAVE_PAUSE_MS,
        });
    }

    /// The pause ended: write the settings (true), or `id` is not the settings' timer (false).
    pub(crate) fn settings_timer_fired(&mut self, id: u64) -> bool {
        if self.settings_timer != Some(id) {
            return false;
        }
        self.settings_timer = None;
        self.save_settings();
        true
    }

    /// Write the settings now, a pending pause's timer forgotten (leaving the screen).
    pub(crate) fn save_settings_now(&mut self, fx: &mut Vec<Effect>) {
        self.forget_settings_timer(fx);
        self.save_settings();
    }

    fn forget_settings_timer(&mut self, fx: &mut Vec<Effect>) {
        if let Some(id) = self.settings_timer.take() {
            fx.push(Effect::CancelTimer { id });
        }
    }

    pub(crate) fn save_settings(&mut self) {
        // Light: the settings change as a player types or slides (store.rs, `Durability::Cached`).
        let text = self.settings.to_json();
        self.queue_write(files::SETTINGS, text, Durability::Cached);
    }

    // --- files: written by the shell's background queue, read through what is pending ---

    /// Write `name` atomically and durably (`Durability::Flushed`): queued as a `WriteJob` that the
    /// shell runs off its UI thread (`Effect::Write`, at the end of this event). A job of
    /// the same file not run yet is superseded (it writes nothing), so a burst of changes
    /// costs one write; until `Written` comes back, `load` reads this text.
    pub(crate) fn write(&mut self, name: &str, text: String) {
        self.queue_write(name, text, Durability::Flushed);
    }

    fn queue_write(&mut self, name: &str, text: String, durability: Durability) {
        let Some(store) = &self.store else { return };
        let writes = &mut self.writes;
        writes.last_id += 1;
        let job = Arc::new(WriteJob::new(writes.last_id, store, name, text, durability));
        if let Some(i) = writes.pending.iter().position(|j| j.writes(store, name)) {
            let old = writes.pending.remove(i);
            old.supersede();
            writes.fresh.retain(|j| !Arc::ptr_eq(j, &old));
        }
        writes.pending.push(job.clone());
        writes.fresh.push(job);
    }

    /// `name` parsed by `parse`: the text of its pending write if there is one (the disk's
    /// is older, and the shell's queue may be writing it), else `Store::load`'s.
    pub(crate) fn load<T, E: std::fmt::Display>(&self, name: &str, parse: impl Fn(&str) -> Result<T, E>) -> Loaded<T> {
        let Some(store) = &self.store else {
            return Loaded::Nothing;
        };
        match self.writes.pending.iter().find(|j| j.writes(store, name)) {
            Some(job) => match parse(&job.text) {
                Ok(value) => Loaded::Ok(value),
                Err(e) => Loaded::Refused(e.to_string()),
            },
            None => store.load(name, parse),
        }
    }

    /// The writes queued by this event, as effects, in order.
    pub(crate) fn hand_writes(&mut self, fx: &mut Vec<Effect>) {
        for job in self.writes.fresh.drain(..) {
            fx.push(Effect::Write { id: job.id(), job });
        }
    }

    /// The shell ran the write `id`: its file reads from the disk again (unless a newer job
    /// is pending); an error is the write-failed notice. Whether the view changed.
    pub(crate) fn written(&mut self, id: u64, error: Option<String>) -> bool {
        self.writes.pending.retain(|j| j.id() != id);
        match error {
            Some(e) => {
                self.write_failed(&e);
                true
            }
            None => false,
        }
    }

    /// The write-failed notice (the game goes on).
    pub(crate) fn write_failed(&mut self, why: &dyn std::fmt::Display) {
        log::warn!("write failed: {why}");
        self.notice = Some(Notice {
            kind: NoticeKind::WriteFailed,
            text: self.texts().write_failed(),
        });
    }

    // --- every board's animation: the game's, a lesson's, a review's ---

    /// Start animating `events` played from `before` (its first frame's timer and haptic),
    /// or the frames to show at once (`Err`: reduce motion, instant speed, suspended).
    /// Every board's animation starts here: the game's, a lesson's, a review's.
    pub(crate) fn animate(
        &mut self,
        rules: &Rules,
        before: &Snapshot,
        events: &[SowEvent],
        fx: &mut Vec<Effect>,
    ) -> Result<BoardAnim, Vec<timeline::Frame>> {
        let frames = timeline::build(rules, before, events, self.settings.speed, self.reduce_motion);
        if timeline::total_ms(&frames) == 0 || self.suspended || frames.is_empty() {
            return Err(frames);
        }
        let timer = self.fresh_id();
        fx.push(Effect::StartTimer {
            id: timer,
            ms: frames[0].ms,
        });
        if let Some(kind) = frames[0].haptic {
            self.haptic(kind, fx);
        }
        Ok(BoardAnim {
            timer,
            frames,
            index: 0,
        })
    }

    /// A lesson's or a review's board: animated, or `None` when shown at once.
    pub(crate) fn board_anim(
        &mut self,
        rules: &Rules,
        before: &Snapshot,
        events: &[SowEvent],
        fx: &mut Vec<Effect>,
    ) -> Option<BoardAnim> {
        self.animate(rules, before, events, fx).ok()
    }

    /// The next frame of `anim` when its timer fired (its timer and haptic); false once
    /// it is over.
    pub(crate) fn board_anim_step(&mut self, anim: &mut BoardAnim, fx: &mut Vec<Effect>) -> bool {
        anim.index += 1;
        let Some(frame) = anim.frames.get(anim.index) else {
            return false;
        };
        let (ms, haptic) = (frame.ms, frame.haptic);
        anim.timer = self.fresh_id();
        fx.push(Effect::StartTimer { id: anim.timer, ms });
        if let Some(kind) = haptic {
            self.haptic(kind, fx);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::DiskFs;

    fn text(loaded: Loaded<String>) -> Option<String> {
        match loaded {
            Loaded::Ok(text) => Some(text),
            _ => None,
        }
    }

    #[test]
    fn a_file_written_twice_in_one_event_is_one_job_and_reads_see_it() {
        let dir = std::env::temp_dir().join(format!("pallanguzhi-env-{}", std::process::id()));
        let mut env = Env::new(1, Arc::new(DiskFs));
        env.store = Some(Store::new(&dir, env.fs.clone()));
        env.write("a.json", "1".into());
        env.write("b.json", "2".into());
        env.write("a.json", "3".into());
        let read = |env: &Env, name| text(env.load(name, |t| Ok::<_, String>(t.to_string())));
        assert_eq!(read(&env, "a.json").as_deref(), Some("3"), "the pending text");
        let mut fx = Vec::new();
        env.hand_writes(&mut fx);
        let jobs: Vec<Arc<WriteJob>> = fx
            .into_iter()
            .filter_map(|e| match e {
                Effect::Write { job, .. } => Some(job),
                _ => None,
            })
            .collect();
        let names: Vec<&str> = jobs.iter().map(|j| j.name()).collect();
        assert_eq!(names, ["b.json", "a.json"], "the newer job last, the older dropped");
        assert!(!dir.join("a.json").exists(), "nothing written before the job runs");
        for job in &jobs {
            assert_eq!(job.write(), None);
            assert!(!env.written(job.id(), None), "nothing to show");
        }
        assert_eq!(std::fs::read_to_string(dir.join("a.json")).ok().as_deref(), Some("3"));
        assert_eq!(read(&env, "a.json").as_deref(), Some("3"), "from the disk now");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
