//! Files are written by the shell, not the core: each change is an `Effect::Write` whose
//! `WriteJob` the shell runs on its serial background queue and answers `Event::Written`.
//! Here the test shell holds the jobs back (`hold_writes`) and runs them when told: nothing
//! is on the disk before its job runs, a newer job of a file supersedes a waiting one, the
//! core reads a file with a job pending from the job, jobs come in the order the files
//! changed, and a failed write comes back as the write-failed notice.

mod common;
use common::*;
use pallanguzhi_app::*;
use std::sync::atomic::Ordering;
use std::sync::Arc;

const DIR: &str = "/data/app";

/// A core launched on an empty in-memory disk whose write jobs wait for `run_write`.
fn held() -> (Shell, Arc<MemFs>) {
    let fs = MemFs::new();
    let mut shell = Shell::with(App::with_fs(3, fs.clone()));
    shell.hold_writes = true;
    shell.send(launch(DIR));
    (shell, fs)
}

/// The names of the files the write effects of `effects` write, in order.
fn writes(effects: &[Effect]) -> Vec<String> {
    let name = |e: &Effect| match e {
        Effect::Write { id, job } => {
            assert_eq!(job.id(), *id, "the effect's id is its job's");
            Some(job.name().to_string())
        }
        _ => None,
    };
    effects.iter().filter_map(name).collect()
}

fn writes_held(shell: &Shell) -> Vec<&str> {
    shell.writes.iter().map(|j| j.name()).collect()
}

fn play(shell: &mut Shell) -> Vec<Effect> {
    let hole = shell.legal()[0];
    let effects = shell.send(Event::TapHole { hole });
    shell.fire_all_timers();
    effects
}

fn saved_moves(fs: &MemFs) -> Option<usize> {
    let (_, game) = files::GameFile::parse(&fs.text("game.json")?).ok()?;
    Some(game.history().len())
}

#[test]
fn nothing_is_written_until_the_shell_runs_the_job() {
    let (mut shell, fs) = held();
    let effects = shell.send(new_game("pallanguzhi", pass_and_play(&["Anbu"], &["Bala"])));
    // The game, and the settings (the names typed are remembered).
    assert_eq!(writes(&effects), ["game.json", "settings.json"]);
    assert_eq!(fs.ops.load(Ordering::SeqCst), 0, "no file operation yet");
    assert!(fs.text("game.json").is_none());
    assert!(shell.run_write());
    assert!(fs.text("game.json").is_some(), "written by the job");
    assert!(fs.text("settings.json").is_none(), "its job waits");
    assert!(shell.run_write());
    assert!(fs.text("settings.json").is_some());
    assert_eq!(shell.app.view().notice, None);
}

#[test]
fn a_newer_job_of_a_file_supersedes_a_waiting_one() {
    let (mut shell, fs) = held();
    shell.send(new_game("pallanguzhi", pass_and_play(&["Anbu"], &["Bala"])));
    while shell.run_write() {}
    let ops = fs.ops.load(Ordering::SeqCst);
    play(&mut shell);
    play(&mut shell);
    // Two moves' saves: two jobs of one file, the last one live.
    assert_eq!(writes_held(&shell), ["game.json", "game.json"]);
    assert!(shell.run_write());
    assert_eq!(fs.ops.load(Ordering::SeqCst), ops, "a superseded job writes nothing");
    assert_eq!(saved_moves(&fs), Some(0));
    assert!(shell.run_write());
    assert_eq!(saved_moves(&fs), Some(2), "the newest text is on the disk");
    // Within one event, a file changed twice is one job.
    shell.send(Event::Suspend);
    let jobs = writes_held(&shell);
    let mut unique = jobs.clone();
    unique.dedup();
    assert_eq!(jobs, unique, "{jobs:?}");
}

#[test]
fn the_core_reads_a_file_with_a_job_pending_from_the_job() {
    let (mut shell, fs) = held();
    shell.send(new_game("kalah", pass_and_play(&["Anbu"], &["Bala"])));
    play(&mut shell);
    assert!(fs.text("game.json").is_none());
    // A launch reads every file again: the game on its way to the disk is the one restored.
    shell.send(launch(DIR));
    let game = shell.board_game().expect("the pending game is restored");
    assert_eq!(game.history.len(), 1);
    // Once its job ran and was answered, the disk's copy is read, the same game.
    while shell.run_write() {}
    assert_eq!(saved_moves(&fs), Some(1));
    shell.send(launch(DIR));
    assert_eq!(shell.board_game().expect("restored from the disk").history.len(), 1);
}

#[test]
fn jobs_come_in_the_order_the_files_changed() {
    let (mut shell, fs) = held();
    shell.send(new_game("pallanguzhi", pass_and_play(&["Anbu"], &["Bala"])));
    play(&mut shell);
    while shell.run_write() {}
    let effects = shell.send(Event::Resign);
    // The game with its ending first, then its count and the recent games: a kill between
    // them leaves a finished game that a relaunch counts (tests/kills.rs).
    let names = writes(&effects);
    let at = |n: &str| {
        names
            .iter()
            .position(|x| x == n)
            .unwrap_or_else(|| panic!("{n} in {names:?}"))
    };
    assert!(at("game.json") < at("stats.json"), "{names:?}");
    // The shell runs them in that order; all reach the disk.
    while shell.run_write() {}
    assert!(fs.text("stats.json").is_some_and(|t| t.contains("Anbu")));
    assert!(fs.text("recent.json").is_some());
}

#[test]
fn a_failed_write_comes_back_as_the_write_failed_notice() {
    let (mut shell, fs) = held();
    fs.die_after(0);
    shell.send(new_game("pallanguzhi", pass_and_play(&["Anbu"], &["Bala"])));
    assert_eq!(shell.app.view().notice, None, "not failed before it runs");
    let job = shell.writes.remove(0);
    let done = job.run();
    assert!(
        matches!(&done, Event::Written { error: Some(e), .. } if e.contains("game.json")),
        "{done:?}"
    );
    let effects = shell.send(done);
    assert!(effects.iter().any(|e| matches!(e, Effect::Render)));
    let notice = shell.app.view().notice.expect("a notice");
    assert_eq!(notice.kind, NoticeKind::WriteFailed);
    // A stale or unknown answer changes nothing.
    assert!(shell.send(Event::Written { id: 999, error: None }).is_empty());
}

#[test]
fn a_shell_that_writes_at_once_keeps_the_disk_current() {
    let fs = MemFs::new();
    let mut shell = Shell::with(App::with_fs(3, fs.clone()));
    shell.send(launch(DIR));
    shell.send(new_game("pallanguzhi", pass_and_play(&["Anbu"], &["Bala"])));
    play(&mut shell);
    assert_eq!(saved_moves(&fs), Some(1));
    assert!(shell.writes.is_empty());
}

/// What a suspend asks of the shell: the writes it queues (the game, the settings), then,
/// last, one wait for every write on its queue, bounded by the core's `SUSPEND_WRITE_WAIT_MS` (the
/// phones block on their queue that long at most; nothing is decided in Kotlin or Swift).
#[test]
fn a_suspend_ends_with_a_bounded_wait_for_the_writes_after_its_own() {
    fn waits(effects: &[Effect]) -> Vec<(usize, u32)> {
        let wait = |(i, e): (usize, &Effect)| match e {
            Effect::AwaitWrites { timeout_ms } => Some((i, *timeout_ms)),
            _ => None,
        };
        effects.iter().enumerate().filter_map(wait).collect()
    }
    let (mut shell, _fs) = held();
    shell.send(new_game("pallanguzhi", pass_and_play(&["Anbu"], &["Bala"])));
    while shell.run_write() {}
    play(&mut shell);
    let effects = shell.send(Event::Suspend);
    assert!(
        writes(&effects).contains(&"game.json".to_string()),
        "the suspend saves the game"
    );
    let last_write = effects.iter().rposition(|e| matches!(e, Effect::Write { .. }));
    assert_eq!(
        waits(&effects),
        [(effects.len() - 1, SUSPEND_WRITE_WAIT_MS)],
        "one wait, the last effect, after the save: {effects:?}"
    );
    assert!(last_write < Some(effects.len() - 1));
    // Writes queued by earlier events and not yet answered are waited for too.
    shell.send(Event::Resume);
    play(&mut shell);
    let held = shell.writes.len();
    assert!(held > 0);
    let effects = shell.send(Event::Suspend);
    assert_eq!(
        waits(&effects),
        [(effects.len() - 1, SUSPEND_WRITE_WAIT_MS)],
        "{effects:?}"
    );
}
