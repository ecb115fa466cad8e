//! Navigation: the pages around the game are the core's screens, opened with
//! `Event::Open` and left with `Event::Back` on the core's back stack; the other
//! screens' own events (new game, lessons, reviews, online) keep the stack consistent.

mod common;

use common::*;
use pallanguzhi_app::*;
use pallanguzhi_core::Level;
use pallanguzhi_protocol::AccountToken;

const SERVER: &str = "http://test.invalid";

/// The pages around the game (`Screen::is_page`).
const PAGES: [Screen; 6] = [
    Screen::NewGame,
    Screen::Stats,
    Screen::Rules,
    Screen::Settings,
    Screen::Online,
    Screen::Leaderboard,
];

fn shell() -> Shell {
    let mut shell = Shell::new(7);
    shell.send(launch(""));
    shell
}

fn screen(shell: &Shell) -> Screen {
    shell.app.view().screen
}

fn open(shell: &mut Shell, screen: Screen) -> Vec<Effect> {
    shell.send(Event::Open { screen })
}

fn back(shell: &mut Shell) -> Vec<Effect> {
    shell.send(Event::Back)
}

/// The requests the core asks its transport for: (method, url).
fn requests(effects: &[Effect]) -> Vec<(String, String)> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Http { method, url, .. } => Some((method.clone(), url.clone())),
            _ => None,
        })
        .collect()
}

/// Signed up as Valli on the test server (the transport is the test).
fn signed_up(shell: &mut Shell) {
    shell.send(Event::OnlineAction(OnlineAction::SetServer { url: SERVER.into() }));
    let effects = shell.send(Event::OnlineAction(OnlineAction::SignUp { name: "Valli".into() }));
    let id = effects
        .iter()
        .find_map(|e| match e {
            Effect::Http { id, url, .. } if url.ends_with("/v1/accounts") => Some(*id),
            _ => None,
        })
        .expect("the sign-up request");
    let account = AccountToken {
        account_id: 1,
        name: "Valli".into(),
        token: "t0k3n".into(),
    };
    shell.send(Event::Transport(Transport::HttpDone {
        id,
        status: 201,
        body: serde_json::to_string(&account).unwrap(),
    }));
    assert_eq!(shell.app.view().online().expect("an online view").account, "Valli");
}

#[test]
fn a_page_opens_over_home_and_back_returns_home_where_back_does_nothing() {
    let mut shell = shell();
    assert_eq!(screen(&shell), Screen::Home);
    assert!(!shell.app.view().can_back, "nothing to go back to on the home screen");
    for page in PAGES {
        let effects = open(&mut shell, page);
        assert!(effects.iter().any(|e| matches!(e, Effect::Render)), "{page:?} opened");
        let view = shell.app.view();
        assert_eq!(view.screen, page);
        assert!(view.can_back, "{page:?}: back goes home");
        back(&mut shell);
        assert_eq!(screen(&shell), Screen::Home, "back from {page:?}");
        assert!(!shell.app.view().can_back);
    }
    let before = shell.app.view();
    let effects = back(&mut shell);
    assert!(
        effects.is_empty(),
        "back on home: no change, not even a render: {effects:?}"
    );
    assert_eq!(shell.app.view(), before);
}

#[test]
fn the_leaderboard_from_the_lobby_goes_back_to_the_lobby_then_home() {
    let mut shell = shell();
    open(&mut shell, Screen::Online);
    open(&mut shell, Screen::Leaderboard);
    assert_eq!(screen(&shell), Screen::Leaderboard);
    back(&mut shell);
    assert_eq!(screen(&shell), Screen::Online);
    back(&mut shell);
    assert_eq!(screen(&shell), Screen::Home);
    // A page already below is gone back to, not stacked twice.
    open(&mut shell, Screen::Online);
    open(&mut shell, Screen::Leaderboard);
    open(&mut shell, Screen::Online);
    assert_eq!(screen(&shell), Screen::Online);
    back(&mut shell);
    assert_eq!(screen(&shell), Screen::Home);
    // Opening the page shown changes nothing.
    open(&mut shell, Screen::Rules);
    assert!(open(&mut shell, Screen::Rules).is_empty());
    back(&mut shell);
    assert_eq!(screen(&shell), Screen::Home);
}

#[test]
fn the_leaderboard_from_a_game_goes_back_to_the_same_game_which_goes_on() {
    let mut shell = shell();
    open(&mut shell, Screen::NewGame);
    assert_eq!(screen(&shell), Screen::NewGame);
    shell.send(new_game("kalah", vs_computer(Level::Easy)));
    assert_eq!(
        screen(&shell),
        Screen::Game,
        "starting from the new-game page shows the game"
    );
    let id = shell.game().game_id;
    let hole = shell.legal()[0];
    shell.send(Event::TapHole { hole });
    shell.settle();
    let moves = shell.game().moves_played;

    open(&mut shell, Screen::Leaderboard);
    let view = shell.app.view();
    assert_eq!(view.screen, Screen::Leaderboard);
    assert!(view.can_back);
    assert!(
        shell.timers.is_empty() && shell.searches.is_empty(),
        "off the board nothing plays"
    );
    back(&mut shell);
    assert_eq!(screen(&shell), Screen::Game, "back to the game, not home");
    assert_eq!(shell.game().game_id, id);
    assert_eq!(shell.game().moves_played, moves);
    // Back from the game goes home as BackHome does; the game can be continued.
    back(&mut shell);
    let view = shell.app.view();
    assert_eq!(view.screen, Screen::Home);
    assert!(view.home().expect("the home screen").can_continue);
    assert!(!view.can_back);
    // `Open { Game }` continues it.
    open(&mut shell, Screen::Game);
    assert_eq!(screen(&shell), Screen::Game);
    assert_eq!(shell.game().game_id, id);
    // A page over the game, then BackHome: home, and nothing left to go back to.
    open(&mut shell, Screen::Settings);
    shell.send(Event::BackHome);
    assert_eq!(screen(&shell), Screen::Home);
    assert!(back(&mut shell).is_empty());
    assert_eq!(screen(&shell), Screen::Home);
}

#[test]
fn a_leaderboard_opened_over_a_game_left_meanwhile_goes_back_home() {
    let mut shell = shell();
    shell.send(new_game("kalah", pass_and_play(&["Anbu"], &["Bala"])));
    open(&mut shell, Screen::Leaderboard);
    // A new game from elsewhere (a link, a rematch...) restarts the stack: no page to go back to.
    shell.send(new_game("pallanguzhi", pass_and_play(&["Anbu"], &["Bala"])));
    assert_eq!(screen(&shell), Screen::Game);
    back(&mut shell);
    assert_eq!(screen(&shell), Screen::Home);
    assert!(!shell.app.view().can_back);
}

#[test]
fn open_refuses_screens_it_cannot_show_and_changes_nothing() {
    let mut shell = shell();
    for screen in [
        Screen::Game,
        Screen::Lessons,
        Screen::Lesson,
        Screen::Review,
        Screen::Watch,
    ] {
        let before = shell.app.view();
        let effects = open(&mut shell, screen);
        assert!(effects.is_empty(), "{screen:?} refused: {effects:?}");
        assert_eq!(shell.app.view(), before, "{screen:?}: nothing changed");
    }
    // No page over a lesson (or a review, a watched game): they have no way to a page.
    shell.send(Event::OpenLessons { preset: String::new() });
    let first = shell.app.view().lessons().expect("the lessons").items[0].id.clone();
    shell.send(Event::StartLesson { id: first });
    assert_eq!(screen(&shell), Screen::Lesson);
    let before = shell.app.view();
    assert!(open(&mut shell, Screen::Settings).is_empty());
    assert_eq!(shell.app.view(), before);
    // Back leaves the lesson as BackHome does: the list, then home.
    back(&mut shell);
    assert_eq!(screen(&shell), Screen::Lessons);
    back(&mut shell);
    assert_eq!(screen(&shell), Screen::Home);
    // `Open { Home }` from a lesson: all the way home.
    shell.send(Event::OpenLessons { preset: String::new() });
    let first = shell.app.view().lessons().expect("the lessons").items[0].id.clone();
    shell.send(Event::StartLesson { id: first });
    open(&mut shell, Screen::Home);
    assert_eq!(screen(&shell), Screen::Home);
}

#[test]
fn opening_the_statistics_asks_for_the_online_ones_only_with_an_account() {
    let mut shell = shell();
    shell.send(Event::OnlineAction(OnlineAction::SetServer { url: SERVER.into() }));
    let effects = open(&mut shell, Screen::Stats);
    assert_eq!(screen(&shell), Screen::Stats);
    assert!(requests(&effects).is_empty(), "no account: nothing asked: {effects:?}");
    back(&mut shell);

    signed_up(&mut shell);
    let effects = open(&mut shell, Screen::Stats);
    assert_eq!(screen(&shell), Screen::Stats);
    assert_eq!(
        requests(&effects),
        vec![("GET".to_string(), format!("{SERVER}/v1/me/stats"))],
        "the statistics page asks for my online statistics"
    );
    // Other pages ask nothing.
    back(&mut shell);
    let effects = open(&mut shell, Screen::Online);
    assert!(requests(&effects).is_empty());
}

#[test]
fn a_review_opened_from_the_statistics_goes_back_to_them_then_home() {
    let mut shell = shell();
    shell.resign_after("Anbu", 2);
    shell.send(Event::AcknowledgeDialog);
    shell.send(Event::BackHome);
    assert_eq!(screen(&shell), Screen::Home);
    open(&mut shell, Screen::Stats);
    let id = shell.stats().recent.games[0].id.clone();
    shell.send(Event::ReviewGame { id });
    assert_eq!(screen(&shell), Screen::Review);
    assert!(shell.app.view().can_back);
    back(&mut shell);
    assert_eq!(screen(&shell), Screen::Stats, "back to the list it was opened from");
    back(&mut shell);
    assert_eq!(screen(&shell), Screen::Home);
    // From home (the web's recent games), the review goes back home as before.
    let id = shell.stats().recent.games[0].id.clone();
    shell.send(Event::ReviewGame { id });
    shell.send(Event::BackHome);
    assert_eq!(screen(&shell), Screen::Home);
}

#[test]
fn leaving_an_online_page_through_other_events_keeps_the_stack_consistent() {
    let mut shell = shell();
    signed_up(&mut shell);
    open(&mut shell, Screen::Online);
    open(&mut shell, Screen::Leaderboard);
    // Leave (no room to leave) goes home like BackHome.
    shell.send(Event::OnlineAction(OnlineAction::Leave));
    assert_eq!(screen(&shell), Screen::Home);
    assert!(!shell.app.view().can_back);
    assert!(back(&mut shell).is_empty());
    // Continue from the new-game page: the game, and back from it home.
    shell.send(new_game("kalah", pass_and_play(&["Anbu"], &["Bala"])));
    shell.send(Event::BackHome);
    open(&mut shell, Screen::NewGame);
    shell.send(Event::ContinueGame);
    assert_eq!(screen(&shell), Screen::Game);
    back(&mut shell);
    assert_eq!(screen(&shell), Screen::Home);
}

#[test]
fn a_page_is_not_restored_after_a_relaunch_but_the_game_is() {
    let fs = MemFs::new();
    let mut shell = Shell::with(App::with_fs(1, fs.clone()));
    shell.send(launch("/data"));
    open(&mut shell, Screen::Settings);
    shell.send(Event::Suspend);
    let mut again = Shell::with(App::with_fs(1, fs.survivor()));
    again.send(launch("/data"));
    assert_eq!(screen(&again), Screen::Home);
    assert!(!again.app.view().can_back);

    shell.send(Event::Resume);
    shell.send(new_game("kalah", pass_and_play(&["Anbu"], &["Bala"])));
    open(&mut shell, Screen::Rules);
    shell.send(Event::Suspend);
    let mut again = Shell::with(App::with_fs(1, fs.survivor()));
    again.send(launch("/data"));
    assert_eq!(screen(&again), Screen::Game, "the game in progress is restored");
    back(&mut again);
    assert_eq!(screen(&again), Screen::Home);
}

/// Random opens, backs and other screens' events (games, lessons, reviews, leaving): the
/// view always says whether back goes anywhere, the board is shown only with a game, and
/// Back, pressed again and again, always reaches home within a few presses.
#[test]
fn random_navigation_always_finds_its_way_home() {
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};
    let others = [
        Screen::Home,
        Screen::Game,
        Screen::Lessons,
        Screen::Lesson,
        Screen::Review,
        Screen::Watch,
    ];
    let screens: Vec<Screen> = PAGES.into_iter().chain(others).collect();
    for seed in 0..8 {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut shell = shell();
        for i in 0..400 {
            let event = match rng.random_range(0..12) {
                0..=3 => Event::Open {
                    screen: screens[rng.random_range(0..screens.len())],
                },
                4..=5 => Event::Back,
                6 => Event::BackHome,
                7 => new_game("kalah", pass_and_play(&["Anbu"], &["Bala"])),
                8 => Event::ContinueGame,
                9 => Event::StartLesson {
                    id: "pallanguzhi-relay".into(),
                },
                // A recent game is reviewed from where the list is shown (home, statistics).
                10 => match shell.app.view().stats().and_then(|s| s.recent.games.into_iter().next()) {
                    Some(game) => Event::ReviewGame { id: game.id },
                    None => Event::Resign,
                },
                _ => match shell.app.view().game().filter(|g| g.buttons.resign) {
                    Some(g) => Event::TapHole {
                        hole: g.holes.iter().find(|h| h.legal).map_or(0, |h| h.index),
                    },
                    None => Event::Resign,
                },
            };
            shell.send(event.clone());
            shell.fire_all_timers();
            let view = shell.app.view();
            assert_eq!(
                view.can_back,
                view.screen != Screen::Home,
                "seed {seed} step {i} after {event:?}"
            );
            assert_eq!(
                shown(&view.screen_view),
                view.screen,
                "seed {seed} step {i}: the view draws its screen"
            );
            if view.screen == Screen::Game {
                assert!(view.game().is_some(), "seed {seed} step {i}: the board without a game");
            }
            if i % 50 == 49 {
                // Back all the way home, then carry on from there.
                let mut presses = 0;
                while shell.app.view().can_back {
                    shell.send(Event::Back);
                    presses += 1;
                    assert!(presses <= 6, "seed {seed} step {i}: back never reaches home");
                }
                assert_eq!(screen(&shell), Screen::Home);
            }
        }
    }
}

#[test]
fn the_back_button_says_where_it_goes() {
    let mut shell = shell();
    let label = |shell: &Shell| shell.app.view().back_label;
    open(&mut shell, Screen::Online);
    assert_eq!(label(&shell), "Home");
    open(&mut shell, Screen::Leaderboard);
    assert_eq!(label(&shell), "Back to the lobby");
    shell.send(Event::BackHome);
    shell.send(new_game("kalah", pass_and_play(&["Anbu"], &["Bala"])));
    open(&mut shell, Screen::Leaderboard);
    assert_eq!(label(&shell), "Back to the game");
    shell.send(Event::SettingsChanged {
        settings: Settings {
            language: "fr".into(),
            ..shell.app.view().settings
        },
    });
    assert_eq!(label(&shell), "Retour à la partie");
}

#[test]
fn opening_the_leaderboard_asks_for_the_default_rule_sets_with_an_account() {
    let mut shell = shell();
    shell.send(Event::OnlineAction(OnlineAction::SetServer { url: SERVER.into() }));
    let effects = open(&mut shell, Screen::Leaderboard);
    assert!(requests(&effects).is_empty(), "no account: nothing asked: {effects:?}");
    assert!(shell.app.view().notice.is_none(), "and nothing refused");
    back(&mut shell);
    signed_up(&mut shell);
    let effects = open(&mut shell, Screen::Leaderboard);
    let asked = requests(&effects);
    assert_eq!(asked.len(), 1, "{effects:?}");
    assert_eq!(asked[0].0, "GET");
    assert!(
        asked[0]
            .1
            .starts_with(&format!("{SERVER}/v1/leaderboard?rules=pallanguzhi")),
        "{asked:?}"
    );
}

#[test]
fn home_from_a_lesson_or_a_review_is_one_event_that_stops_their_work() {
    let mut shell = shell();
    shell.send(Event::OpenLessons {
        preset: "pallanguzhi".into(),
    });
    let id = shell.app.view().lessons().expect("the list").items[0].id.clone();
    shell.send(Event::StartLesson { id });
    assert_eq!(screen(&shell), Screen::Lesson);
    open(&mut shell, Screen::Home);
    assert_eq!(screen(&shell), Screen::Home, "a lesson, its list, then home: one event");
    assert!(shell.app.view().lesson().is_none(), "the lesson ended");

    // A review started from the result of a game: home at once, its grading stopped.
    shell.resign_after("Anbu", 2);
    shell.send(Event::RequestReview);
    assert_eq!(screen(&shell), Screen::Review);
    assert!(!shell.searches.is_empty(), "the review grades its moves");
    let effects = open(&mut shell, Screen::Home);
    assert_eq!(screen(&shell), Screen::Home);
    assert!(
        effects.iter().any(|e| matches!(e, Effect::CancelSearch { .. })),
        "the grading is cancelled: {effects:?}"
    );
    assert!(!shell.app.view().can_back);
}
