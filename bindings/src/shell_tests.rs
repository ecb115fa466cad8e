//! What the bindings add over the app core, as a shell drives it: `AppCore`'s lock
//! shared across threads, the `SearchJob` object an `Effect::Search` carries, run
//! and cancelled on other threads, and the `WriteJob` of an `Effect::Write`, run on the
//! shell's serial background queue. The app's behaviour is tested in `app/tests/` on
//! the same types.

use crate::*;
use pallanguzhi_app::{Effect, Event, Opponent, SearchJob, SideChoice, Thinking};
use pallanguzhi_core::Level;
use std::sync::Arc;

fn launched() -> Arc<AppCore> {
    let core = AppCore::new();
    core.handle(Event::Launch {
        dir: String::new(),
        language: "en".into(),
        reduce_motion: true,
    });
    core
}

fn searches(effects: &[Effect]) -> Vec<Arc<SearchJob>> {
    let search = |e: &Effect| match e {
        Effect::Search { id, job } => {
            assert_eq!(job.id(), *id, "the effect's id is its job's");
            Some(job.clone())
        }
        _ => None,
    };
    effects.iter().filter_map(search).collect()
}

fn versus_the_computer(core: &AppCore) -> Vec<Effect> {
    let opponent = Opponent::Computer {
        level: Level::Easy,
        side: SideChoice::North,
        name: "Anbu".into(),
    };
    let preset = "pallanguzhi".into();
    core.handle(Event::NewGame { preset, opponent })
}

#[test]
fn a_search_runs_on_another_thread_and_its_answer_goes_back_through_the_lock() {
    let core = launched();
    let job = searches(&versus_the_computer(&core))
        .pop()
        .expect("the computer moves first");
    assert_eq!(core.view().game().unwrap().thinking, Thinking::Computer);
    // The shell's background thread runs the job while the UI thread reads the view.
    let worker = std::thread::spawn(move || job.run());
    assert!(core.view().game().unwrap().history.is_empty());
    let answer = worker.join().unwrap();
    assert!(
        matches!(answer, Event::SearchDone { result: Some(_), .. }),
        "{answer:?}"
    );
    // Answered from yet another thread: one lock, so the core sees one event at a time.
    let shared = core.clone();
    std::thread::spawn(move || shared.handle(answer)).join().unwrap();
    let game = core.view().game().unwrap();
    assert!(
        game.animating || game.history.len() == 1,
        "the computer's move is played"
    );
}

#[test]
fn a_cancelled_job_answers_no_result_and_the_core_drops_a_stale_one() {
    let core = launched();
    let job = searches(&versus_the_computer(&core)).pop().unwrap();
    let same = job.clone();
    std::thread::spawn(move || same.cancel()).join().unwrap();
    let answer = job.run();
    assert_eq!(
        answer,
        Event::SearchDone {
            id: job.id(),
            result: None
        }
    );
    // A new game cancels the first job (its id is never reused); its late answer is dropped.
    let effects = versus_the_computer(&core);
    assert!(effects
        .iter()
        .any(|e| matches!(e, Effect::CancelSearch { id } if *id == job.id())));
    assert!(core.handle(answer).is_empty(), "stale");
}

#[test]
fn presets_and_version_are_the_cores() {
    let presets = presets();
    assert_eq!(presets[0].id, pallanguzhi_core::Rules::default().name);
    assert!(presets.iter().all(|p| p.holes_per_side > 0 && !p.summary.is_empty()));
    assert_eq!(core_version(), env!("CARGO_PKG_VERSION"));
}

#[test]
fn write_jobs_run_in_order_on_a_background_queue_and_answer_through_the_lock() {
    let dir = std::env::temp_dir().join(format!("pallanguzhi-ffi-{}", std::process::id()));
    let core = AppCore::new();
    let launch = Event::Launch {
        dir: dir.display().to_string(),
        language: "en".into(),
        reduce_motion: true,
    };
    core.handle(launch);
    let jobs = |effects: Vec<Effect>| -> Vec<Arc<pallanguzhi_app::WriteJob>> {
        let job = |e: Effect| match e {
            Effect::Write { id, job } => {
                assert_eq!(job.id(), id);
                Some(job)
            }
            _ => None,
        };
        effects.into_iter().filter_map(job).collect()
    };
    let mut queued = jobs(versus_the_computer(&core));
    queued.extend(jobs(core.handle(Event::Suspend)));
    assert!(!queued.is_empty());
    assert!(!dir.join("game.json").exists(), "the UI thread wrote nothing");
    // The shell's serial queue: one thread, the jobs in order; each answer through the lock.
    let shared = core.clone();
    std::thread::spawn(move || {
        for job in queued {
            let done = job.run();
            assert!(matches!(done, Event::Written { error: None, .. }), "{done:?}");
            shared.handle(done);
        }
    })
    .join()
    .unwrap();
    assert!(dir.join("game.json").exists());
    assert_eq!(core.view().notice, None);
    let _ = std::fs::remove_dir_all(&dir);
}
