//! `AppCore` and `SearchJob` through the exported surface, as a shell drives
//! them: timers fired and searches run by the test, on threads where a shell would.

use crate::*;
use pallanguzhi_app::{
    FrameKind, GameView, HapticKind, LessonVerdict, Method, Mode, Opponent, Screen, Settings, Speed, Thinking,
};
use pallanguzhi_core::{Level, Side};
use pallanguzhi_protocol::SideChoice;
use std::sync::Arc;

/// A shell: keeps the pending timers and searches the core asked for.
struct Shell {
    core: Arc<AppCore>,
    timers: Vec<u64>,
    searches: Vec<Arc<SearchJob>>,
    announced: Vec<String>,
}

impl Shell {
    fn new() -> Shell {
        Shell {
            core: AppCore::new(),
            timers: vec![],
            searches: vec![],
            announced: vec![],
        }
    }

    fn send(&mut self, event: Event) -> Vec<Effect> {
        let effects = self.core.handle(event);
        for e in &effects {
            match e {
                Effect::StartTimer { id, .. } => self.timers.push(*id),
                Effect::CancelTimer { id } => self.timers.retain(|t| t != id),
                Effect::Search { job, id } => {
                    assert_eq!(job.id(), *id);
                    self.searches.push(job.clone())
                }
                Effect::Announce { text } => self.announced.push(text.clone()),
                Effect::Render | Effect::CancelSearch { .. } | Effect::Haptic { .. } | Effect::Sound { .. } => {}
                // The tests that go online read these from `send`'s answer.
                Effect::Http { .. }
                | Effect::SocketOpen { .. }
                | Effect::SocketSend { .. }
                | Effect::SocketClose { .. } => {}
            }
        }
        effects
    }

    fn fire_timers(&mut self) {
        while !self.timers.is_empty() {
            let id = self.timers.remove(0);
            self.send(Event::TimerFired { id });
        }
    }

    /// Run a search on a thread, as a shell does, and hand its answer back.
    fn run_search(&mut self) -> bool {
        if self.searches.is_empty() {
            return false;
        }
        let job = self.searches.remove(0);
        let done = std::thread::spawn(move || job.run()).join().unwrap();
        self.send(done);
        true
    }

    fn settle(&mut self) {
        loop {
            self.fire_timers();
            if !self.run_search() {
                break;
            }
        }
    }

    fn game(&self) -> GameView {
        self.core.view().game.unwrap()
    }
}

fn versus(level: Level) -> Event {
    Event::NewGame {
        preset: "pallanguzhi".into(),
        opponent: Opponent::Computer {
            level,
            side: SideChoice::South,
            name: "Anbu".into(),
        },
    }
}

#[test]
fn hint_then_play_through_the_bindings() {
    let mut shell = Shell::new();
    shell.send(Event::Launch {
        dir: String::new(),
        language: "en".into(),
        reduce_motion: false,
    });
    shell.send(versus(Level::Easy));
    shell.send(Event::Hint);
    let hint = shell.searches.remove(0);
    assert_eq!(shell.game().thinking, Thinking::Hint);
    let hole = shell.game().holes.iter().find(|h| h.legal).unwrap().index;
    let effects = shell.send(Event::TapHole { hole });
    assert!(effects
        .iter()
        .any(|e| matches!(e, Effect::CancelSearch { id } if *id == hint.id())));
    shell.fire_timers();
    assert_eq!(shell.game().thinking, Thinking::Computer);
    assert!(shell.send(hint.run()).is_empty(), "the stale hint is dropped");
    shell.settle();
    let game = shell.game();
    assert_eq!(game.history.len(), 2, "the computer replied");
    assert_eq!(game.to_move, Some(Side::South));
    assert!(game.holes.iter().any(|h| h.legal));
}

#[test]
fn undo_during_the_computers_search_through_the_bindings() {
    let mut shell = Shell::new();
    shell.send(versus(Level::Medium));
    shell.send(Event::TapHole { hole: 4 });
    shell.fire_timers();
    let job = shell.searches.remove(0);
    let effects = shell.send(Event::Undo);
    assert!(effects
        .iter()
        .any(|e| matches!(e, Effect::CancelSearch { id } if *id == job.id())));
    assert!(shell.game().history.is_empty());
    assert!(shell.send(job.run()).is_empty(), "stale");
    shell.send(Event::Redo);
    shell.fire_timers();
    assert_eq!(shell.game().history, vec!["e"]);
    shell.settle();
    assert_eq!(shell.game().history.len(), 2, "the computer replies after a redo");
}

#[test]
fn suspend_during_an_animation_and_a_search_through_the_bindings() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().to_str().unwrap().to_string();
    let mut shell = Shell::new();
    shell.send(Event::Launch {
        dir: path.clone(),
        language: "fr".into(),
        reduce_motion: false,
    });
    shell.send(versus(Level::Easy));
    shell.send(Event::TapHole { hole: 0 });
    assert!(shell.game().animating);
    let effects = shell.send(Event::Suspend);
    assert!(effects.iter().any(|e| matches!(e, Effect::CancelTimer { .. })));
    shell.timers.clear();
    assert!(!shell.game().animating && shell.searches.is_empty());
    // Killed while in the background: a new process restores the move and the computer's turn.
    let mut next = Shell::new();
    next.send(Event::Launch {
        dir: path.clone(),
        language: "fr".into(),
        reduce_motion: false,
    });
    assert_eq!(next.game().history, vec!["a"]);
    assert_eq!(next.game().status, "Ordinateur (Facile) réfléchit…");
    let job = next.searches[0].clone();
    next.send(Event::Suspend);
    assert!(next.send(job.run()).is_empty(), "cancelled by the suspend");
    next.searches.clear();
    next.send(Event::Resume);
    assert_eq!(next.searches.len(), 1);
    next.settle();
    assert_eq!(next.game().history.len(), 2);
}

#[test]
fn every_effect_kind_reaches_the_shell() {
    let mut shell = Shell::new();
    shell.send(Event::NewGame {
        preset: "pallanguzhi".into(),
        opponent: Opponent::PassAndPlay {
            south: vec!["A".into()],
            north: vec!["B".into()],
        },
    });
    let effects = shell.send(Event::TapHole { hole: 9 });
    assert!(effects.contains(&Effect::Haptic {
        kind: HapticKind::Refused
    }));
    assert!(effects.contains(&Effect::Announce {
        text: "This hole is on the other side".into()
    }));
    assert_eq!(effects.last(), Some(&Effect::Render));
    let effects = shell.send(Event::TapHole { hole: 1 });
    assert!(matches!(effects[0], Effect::StartTimer { ms: 480, .. }), "{effects:?}");
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Sound { sound } if sound.file == "lift" && sound.volume == 80)),
        "the lift is heard at the default volume: {effects:?}"
    );
    let view = shell.core.view();
    assert_eq!(view.screen, Screen::Game);
    let game = view.game.unwrap();
    assert_eq!(game.frame, Some(FrameKind::Lift { hole: 1, seeds: 5 }));
    assert_eq!(game.mode, Mode::PassAndPlay);
    shell.send(Event::SettingsChanged {
        settings: Settings {
            speed: Speed::Instant,
            haptics: true,
            colour_safe: true,
            language: "ta".into(),
            player_name: String::new(),
            south_names: vec![],
            north_names: vec![],
            sound: false,
            volume: 40,
        },
    });
    let view = shell.core.view();
    assert_eq!((view.language.as_str(), view.settings.speed), ("ta", Speed::Instant));
    assert_eq!((view.settings.sound, view.settings.volume), (false, 40));
}

/// The files of a directory, by name.
type Disk = std::collections::BTreeMap<String, Vec<u8>>;

fn read_disk(dir: &std::path::Path) -> Disk {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap())
        .map(|e| (e.file_name().into_string().unwrap(), std::fs::read(e.path()).unwrap()))
        .collect()
}

/// Every state a kill can leave between `prev` and `next` while the core
/// writes its files (game, then statistics, then settings), each write being
/// tmp (torn, then whole) → current to `.bak` → tmp to current.
fn kill_states(prev: &Disk, next: &Disk) -> Vec<Disk> {
    let mut base = prev.clone();
    let mut states = vec![];
    for name in ["game.json", "stats.json", "settings.json"] {
        let Some(new) = next.get(name).filter(|new| prev.get(name) != Some(*new)) else {
            continue;
        };
        let tmp = format!("{name}.tmp");
        let mut torn = base.clone();
        torn.insert(tmp.clone(), new[..new.len() / 2].to_vec());
        let mut whole = base.clone();
        whole.insert(tmp.clone(), new.clone());
        let mut rotated = whole.clone();
        if let Some(old) = rotated.remove(name) {
            rotated.insert(format!("{name}.bak"), old);
        }
        states.extend([torn, whole, rotated.clone()]);
        rotated.remove(&tmp);
        rotated.insert(name.into(), new.clone());
        base = rotated;
    }
    states.push(next.clone());
    states
}

fn launch_on(dir: &std::path::Path) -> Shell {
    let mut shell = Shell::new();
    shell.send(Event::Launch {
        dir: dir.to_str().unwrap().into(),
        language: "en".into(),
        reduce_motion: true,
    });
    shell
}

fn games_of(shell: &Shell, player: &str) -> u32 {
    shell
        .core
        .view()
        .home
        .stats
        .iter()
        .filter(|l| l.player == player)
        .map(|l| l.games)
        .sum()
}

fn pass_and_play() -> Event {
    Event::NewGame {
        preset: "pallanguzhi".into(),
        opponent: Opponent::PassAndPlay {
            south: vec!["Anbu".into()],
            north: vec!["Chitra".into()],
        },
    }
}

/// First legal hole until `moves` were played, then the side to move resigns.
fn play_on(shell: &mut Shell, moves: usize, mut after_each: impl FnMut()) {
    while shell.core.view().game.is_some_and(|g| g.outcome.is_none()) {
        let game = shell.game();
        if game.history.len() >= moves {
            shell.send(Event::Resign);
        } else {
            let hole = game.holes.iter().find(|h| h.legal).unwrap().index;
            shell.send(Event::TapHole { hole });
        }
        after_each();
    }
}

#[test]
fn killed_at_every_write_through_the_bindings() {
    let dir = tempfile::tempdir().unwrap();
    let mut shell = launch_on(dir.path());
    let mut disks = vec![read_disk(dir.path())];
    shell.send(pass_and_play());
    disks.push(read_disk(dir.path()));
    play_on(&mut shell, 5, || disks.push(read_disk(dir.path())));
    let reference = shell.game().history;
    let mut states = 0;
    for pair in disks.windows(2) {
        for disk in kill_states(&pair[0], &pair[1]) {
            states += 1;
            let here = tempfile::tempdir().unwrap();
            for (name, bytes) in &disk {
                std::fs::write(here.path().join(name), bytes).unwrap();
            }
            let mut after = launch_on(here.path());
            let view = after.core.view();
            assert_eq!(view.notice, None, "state {states}: {:?}", disk.keys());
            let history = view.game.as_ref().map_or_else(Vec::new, |g| g.history.clone());
            assert_eq!(history[..], reference[..history.len()], "state {states}");
            if view.game.is_none() {
                after.send(pass_and_play());
            }
            after.send(Event::ContinueGame);
            play_on(&mut after, 5, || {});
            assert_eq!(
                (games_of(&after, "Anbu"), games_of(&after, "Chitra")),
                (1, 1),
                "state {states}"
            );
        }
    }
    assert!(states > 20, "{states} states");
}

/// The network goes out as effects for the shell's own transport and comes back as events:
/// a sign-up is an HTTP request the core wrote whole, and its answer makes the account.
#[test]
fn online_calls_are_transport_effects_and_their_answers_transport_events() {
    let mut shell = Shell::new();
    shell.send(Event::Launch {
        dir: String::new(),
        language: "en".into(),
        reduce_motion: true,
    });
    shell.send(Event::OnlineSetServer {
        url: "http://test.invalid".into(),
    });
    let effects = shell.send(Event::OnlineSignUp { name: "Ana".into() });
    let (id, headers, body) = effects
        .iter()
        .find_map(|e| match e {
            Effect::Http {
                id,
                method: Method::Post,
                url,
                headers,
                body,
            } if url == "http://test.invalid/v1/accounts" => Some((*id, headers.clone(), body.clone())),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no sign-up request: {effects:?}"));
    assert!(headers.contains(&Header {
        name: "content-type".into(),
        value: "application/json".into()
    }));
    assert!(body.is_some_and(|b| b.contains("Ana")));
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::StartTimer { ms: 10_000, .. })),
        "the core times the call"
    );
    // A stale id changes nothing; the right one signs up.
    shell.send(Event::HttpDone {
        id: id + 1000,
        status: 201,
        body: "{}".into(),
    });
    assert_eq!(shell.core.view().online.account, "");
    shell.send(Event::HttpDone {
        id,
        status: 201,
        body: r#"{"account_id": 4, "name": "Ana", "token": "t"}"#.into(),
    });
    assert_eq!(shell.core.view().online.account, "Ana");
    // A failed call is shown in words and asks for nothing more.
    let effects = shell.send(Event::OnlineStats);
    let id = effects
        .iter()
        .find_map(|e| match e {
            Effect::Http { id, url, .. } if url.ends_with("/v1/me/stats") => Some(*id),
            _ => None,
        })
        .expect("a stats request");
    let effects = shell.send(Event::HttpFailed {
        id,
        error: "connection refused".into(),
    });
    assert!(!effects.iter().any(|e| matches!(e, Effect::Http { .. })));
    assert!(shell.core.view().online.error.is_some());
}

#[test]
fn a_lesson_to_its_goal_and_a_review_paused_through_the_bindings() {
    let mut shell = Shell::new();
    shell.send(Event::Launch {
        dir: String::new(),
        language: "en".into(),
        reduce_motion: false,
    });
    let view = shell.core.view();
    let link = view.home.presets[0].lessons[0].clone();
    assert_eq!(link.title, "Sowing goes round the board");
    shell.send(Event::OpenLessons { preset: String::new() });
    assert_eq!(shell.core.view().screen, Screen::Lessons);
    shell.send(Event::StartLesson { id: link.id.clone() });
    let lesson = shell.core.view().lesson.unwrap();
    assert_eq!(lesson.board.holes.iter().filter(|h| h.legal).count(), 3);
    // North's hole B: refused, said why.
    shell.send(Event::TapHole { hole: 8 });
    assert_eq!(
        shell.core.view().lesson.unwrap().message.as_deref(),
        Some("This hole is on the other side")
    );
    shell.send(Event::TapHole { hole: 5 }); // f: the answer
    assert!(shell.core.view().lesson.unwrap().board.animating);
    shell.fire_timers();
    let lesson = shell.core.view().lesson.unwrap();
    assert_eq!(lesson.verdict, Some(LessonVerdict::Solved));
    assert!(lesson.next.is_some());
    shell.send(Event::BackHome);
    assert_eq!(shell.core.view().lessons.unwrap().done, 1);
    shell.send(Event::BackHome);

    // A finished game's review: its job's own token stops it; the review pauses.
    shell.send(Event::NewGame {
        preset: "kalah".into(),
        opponent: Opponent::PassAndPlay {
            south: vec![],
            north: vec![],
        },
    });
    shell.send(Event::TapHole { hole: 0 });
    shell.fire_timers();
    shell.send(Event::Resign);
    shell.send(Event::RequestReview);
    let review = shell.core.view().review.unwrap();
    assert_eq!((review.graded, review.total), (0, 1));
    assert!(review.running);
    let job = shell.searches.remove(0);
    job.cancel();
    let answer = job.run();
    assert!(matches!(answer, Event::ReviewGraded { graded: None, .. }));
    shell.send(answer);
    let review = shell.core.view().review.unwrap();
    assert!(!review.running && review.can_resume);
    assert_eq!(review.moves[0].grade, None);
}
