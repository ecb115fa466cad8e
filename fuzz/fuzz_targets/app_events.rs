//! The app core (what `AppCore` forwards from the shells) fed arbitrary event
//! sequences, with timers and searches answered late, out of order or never:
//! every event is handled without a panic, and the view model is always drawable.
//! Online actions go out as transport effects, answered with arbitrary statuses,
//! bodies and socket messages (or never, or under stale ids), as a hostile network would.
//! Lessons and reviews too: any lesson id or preset, taps and skips mid-move, review jobs
//! run, cancelled or dropped, the review board stepped anywhere. Pages opened and backed out of.
#![no_main]
use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use pallanguzhi_app::{App, Effect, Event, OnlineAction, Opponent, SearchJob, Settings, SideChoice, Speed, Transport};
use pallanguzhi_core::Level;

#[derive(Arbitrary, Debug)]
enum Step {
    Launch {
        language: String,
        reduce_motion: bool,
    },
    SystemChanged {
        language: String,
        reduce_motion: bool,
    },
    NewGame {
        preset: u8,
        any_preset: Option<String>,
        opponent: Seats,
    },
    ContinueGame,
    TapHole(u8),
    SkipAnimation,
    Hint,
    Undo,
    Redo,
    Resign,
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    Rematch,
    AcknowledgeDialog,
    BackHome,
    /// A screen by index (modulo): pages open, the others are refused or continue the game.
    Open(u8),
    Back,
    Suspend,
    Resume,
    Settings {
        fast: bool,
        language: u8,
        name: String,
    },
    DismissNotice,
    /// Fire the pending timer at this index (modulo), or a made-up id.
    FireTimer(u8),
    StaleTimer(u64),
    /// Run the pending search at this index (modulo); cancelled first if asked
    /// (a Hard hint costs up to its clock cap otherwise).
    RunSearch {
        index: u8,
        cancel_first: bool,
    },
    DropSearch(u8),
    Online(Online),
    /// Answer the pending request or open socket at this index (modulo).
    Answer {
        index: u8,
        reply: Reply,
    },
    StaleAnswer {
        id: u64,
        reply: Reply,
    },
    /// "Learn to play": a preset by index or any string, a lesson by index or any id.
    OpenLessons(u8, Option<String>),
    StartLesson(u8, Option<String>),
    NextLesson,
    RetryLesson,
    /// The review of the finished game (graded with a tiny budget here).
    RequestReview,
    CancelReview,
    ReviewGoTo(u32),
    ReviewForward,
    ReviewBack,
}

#[derive(Arbitrary, Debug)]
enum Online {
    SetServer(String),
    SignUp(String),
    CreateRoom { preset: u8, side: u8 },
    Join(String),
    Leaderboard(u8),
    Stats,
    Retry,
    ClaimWin,
    ClaimDraw,
    Leave,
    /// A watch link (any text, or a well-formed one for game `id`), or a deep link.
    Watch(Option<String>, u8),
    OpenLink(String),
}

#[derive(Arbitrary, Debug)]
enum Reply {
    HttpDone { status: u16, body: String },
    HttpFailed(String),
    SocketOpened,
    SocketMessage(String),
    SocketClosed(Option<u16>),
    SocketFailed(String),
    SocketRefused { status: u16, body: String },
}

fn online(action: &Online) -> OnlineAction {
    let preset = |i: &u8| PRESETS[*i as usize % PRESETS.len()].to_string();
    match action {
        Online::SetServer(url) => OnlineAction::SetServer { url: url.clone() },
        Online::SignUp(name) => OnlineAction::SignUp { name: name.clone() },
        Online::CreateRoom { preset: p, side } => OnlineAction::CreateRoom {
            preset: preset(p),
            side: [SideChoice::South, SideChoice::North, SideChoice::Random][*side as usize % 3],
        },
        Online::Join(code) => OnlineAction::Join { code: code.clone() },
        Online::Leaderboard(p) => OnlineAction::Leaderboard { preset: preset(p) },
        Online::Stats => OnlineAction::Stats,
        Online::Retry => OnlineAction::Retry,
        Online::ClaimWin => OnlineAction::ClaimWin,
        Online::ClaimDraw => OnlineAction::ClaimDraw,
        Online::Leave => OnlineAction::Leave,
        Online::Watch(link, id) => OnlineAction::Watch {
            link: link.clone().unwrap_or_else(|| format!("https://h/watch/{}", id % 4)),
        },
        Online::OpenLink(link) => OnlineAction::OpenLink { link: link.clone() },
    }
}

fn transport(id: u64, reply: &Reply) -> Transport {
    match reply {
        Reply::HttpDone { status, body } => Transport::HttpDone {
            id,
            status: *status,
            body: body.clone(),
        },
        Reply::HttpFailed(error) => Transport::HttpFailed { id, error: error.clone() },
        Reply::SocketOpened => Transport::SocketOpened { id },
        Reply::SocketMessage(text) => Transport::SocketMessage { id, text: text.clone() },
        Reply::SocketClosed(code) => Transport::SocketClosed { id, code: *code },
        Reply::SocketFailed(error) => Transport::SocketFailed { id, error: error.clone() },
        Reply::SocketRefused { status, body } => Transport::SocketRefused {
            id,
            status: *status,
            body: body.clone(),
        },
    }
}

#[derive(Arbitrary, Debug)]
enum Seats {
    Computer { level: u8, side: u8, name: String },
    People { south: Vec<String>, north: Vec<String> },
}

const PRESETS: [&str; 5] = ["pallanguzhi", "pallankuzhi", "pallankuli", "pasu-pondi", "kalah"];

fn opponent(seats: &Seats) -> Opponent {
    match seats {
        Seats::Computer { level, side, name } => Opponent::Computer {
            // Easy and Medium only: a fuzz run is many short games, not deep searches.
            level: if level % 2 == 0 { Level::Easy } else { Level::Medium },
            side: [SideChoice::South, SideChoice::North, SideChoice::Random][*side as usize % 3],
            name: name.clone(),
        },
        Seats::People { south, north } => Opponent::PassAndPlay {
            south: south.clone(),
            north: north.clone(),
        },
    }
}

#[derive(Default)]
struct Shell {
    timers: Vec<u64>,
    searches: Vec<SearchJob>,
    /// Requests and sockets the core opened and has not closed.
    requests: Vec<u64>,
}

impl Shell {
    fn send(&mut self, app: &mut App, event: Event) {
        for effect in app.handle(event) {
            match effect {
                Effect::StartTimer { id, .. } => self.timers.push(id),
                Effect::CancelTimer { id } => self.timers.retain(|t| *t != id),
                Effect::Search { job, .. } => self.searches.push(SearchJob::clone(&job)),
                Effect::CancelSearch { id } => self.searches.retain(|j| j.id() != id),
                // Written at once (the fuzz target launches in memory: no job comes).
                Effect::Write { job, .. } => self.send(app, job.run()),
                // Nothing waits: every write above ran at once.
                Effect::AwaitWrites { .. } => {}
                Effect::Render => drop(app.view()),
                Effect::Http { id, .. } | Effect::SocketOpen { id, .. } => self.requests.push(id),
                Effect::SocketClose { id } | Effect::HttpCancel { id } => self.requests.retain(|r| *r != id),
                Effect::Haptic { .. } | Effect::Announce { .. } | Effect::Sound { .. } | Effect::SocketSend { .. } => {}
            }
        }
    }
}

fn event(step: &Step, shell: &mut Shell) -> Option<Event> {
    Some(match step {
        Step::Launch {
            language,
            reduce_motion,
        } => Event::Launch {
            dir: String::new(),
            language: language.clone(),
            reduce_motion: *reduce_motion,
        },
        Step::SystemChanged {
            language,
            reduce_motion,
        } => Event::SystemChanged {
            language: language.clone(),
            reduce_motion: *reduce_motion,
        },
        Step::NewGame {
            preset,
            any_preset,
            opponent: seats,
        } => Event::NewGame {
            preset: any_preset
                .clone()
                .unwrap_or_else(|| PRESETS[*preset as usize % PRESETS.len()].into()),
            opponent: opponent(seats),
        },
        Step::ContinueGame => Event::ContinueGame,
        Step::TapHole(hole) => Event::TapHole { hole: *hole },
        Step::SkipAnimation => Event::SkipAnimation,
        Step::Hint => Event::Hint,
        Step::Undo => Event::Undo,
        Step::Redo => Event::Redo,
        Step::Resign => Event::Resign,
        Step::OfferDraw => Event::OfferDraw,
        Step::AcceptDraw => Event::AcceptDraw,
        Step::DeclineDraw => Event::DeclineDraw,
        Step::Rematch => Event::Rematch,
        Step::AcknowledgeDialog => Event::AcknowledgeDialog,
        Step::BackHome => Event::BackHome,
        Step::Open(i) => {
            use pallanguzhi_app::Screen as S;
            let all = [
                S::Home,
                S::Game,
                S::NewGame,
                S::Stats,
                S::Rules,
                S::Settings,
                S::Online,
                S::Leaderboard,
                S::Lessons,
                S::Lesson,
                S::Review,
                S::Watch,
            ];
            Event::Open {
                screen: all[*i as usize % all.len()],
            }
        }
        Step::Back => Event::Back,
        Step::Suspend => Event::Suspend,
        Step::Resume => Event::Resume,
        Step::Settings { fast, language, name } => Event::SettingsChanged {
            settings: Settings {
                speed: if *fast { Speed::Fast } else { Speed::Normal },
                language: ["system", "en", "fr", "ta", "xx"][*language as usize % 5].into(),
                player_name: name.clone(),
                ..Settings::default()
            },
        },
        Step::DismissNotice => Event::DismissNotice,
        Step::FireTimer(i) if !shell.timers.is_empty() => {
            let id = shell.timers.remove(*i as usize % shell.timers.len());
            Event::TimerFired { id }
        }
        Step::StaleTimer(id) => Event::TimerFired { id: *id },
        Step::RunSearch { index, cancel_first } if !shell.searches.is_empty() => {
            let job = shell.searches.remove(*index as usize % shell.searches.len());
            if *cancel_first {
                job.cancel();
            }
            job.run()
        }
        Step::DropSearch(i) if !shell.searches.is_empty() => {
            shell.searches.remove(*i as usize % shell.searches.len());
            return None;
        }
        Step::Online(action) => Event::OnlineAction(online(action)),
        Step::Answer { index, reply } if !shell.requests.is_empty() => {
            let i = *index as usize % shell.requests.len();
            let id = shell.requests[i];
            // An HTTP answer ends its request; a socket stays until it closes or fails.
            if !matches!(reply, Reply::SocketOpened | Reply::SocketMessage(_)) {
                shell.requests.remove(i);
            }
            Event::Transport(transport(id, reply))
        }
        Step::StaleAnswer { id, reply } => Event::Transport(transport(*id, reply)),
        Step::OpenLessons(i, any) => Event::OpenLessons {
            preset: any.clone().unwrap_or_else(|| PRESETS[*i as usize % PRESETS.len()].into()),
        },
        Step::StartLesson(i, any) => {
            let all = pallanguzhi_core::lesson::all();
            Event::StartLesson {
                id: any.clone().unwrap_or_else(|| all[*i as usize % all.len()].id.into()),
            }
        }
        Step::NextLesson => Event::NextLesson,
        Step::RetryLesson => Event::RetryLesson,
        Step::RequestReview => Event::RequestReview,
        Step::CancelReview => Event::CancelReview,
        Step::ReviewGoTo(ply) => Event::ReviewGoTo { ply: *ply },
        Step::ReviewForward => Event::ReviewForward,
        Step::ReviewBack => Event::ReviewBack,
        Step::FireTimer(_) | Step::RunSearch { .. } | Step::DropSearch(_) | Step::Answer { .. } => return None,
    })
}

fuzz_target!(|input: (u64, Vec<Step>)| {
    let (seed, steps) = input;
    let mut app = App::new(seed);
    app.set_review_nodes(200); // Expert's millions a move would stall the fuzzer
    let mut shell = Shell::default();
    for step in &steps {
        if let Some(event) = event(step, &mut shell) {
            shell.send(&mut app, event);
        }
        let view = app.view();
        if let Some(game) = view.game() {
            assert!(game.holes.iter().all(|h| !h.legal || game.to_move.is_some()));
        }
        if let Some(review) = view.review() {
            assert!(review.graded <= review.total && review.cursor <= review.total);
            assert_eq!(review.moves.len() as u32, review.total);
        }
        if let Some(lesson) = view.lesson() {
            assert!(!lesson.board.animating || lesson.message.is_none());
        }
    }
});
