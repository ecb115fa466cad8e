//! `App`: the session state machine. `handle(event)` changes the state and
//! returns the effects for the shell; `view()` reads it as a view model.

use crate::effect::Effect;
use crate::env::{Env, SUSPEND_WRITE_WAIT_MS};
use crate::event::{Event, Opponent};
use crate::files::{self, GameFile};
use crate::mode::{Board, Dialog, Match, Mode};
use crate::navigation::{Backing, Nav, Opening};
use crate::play::{Cx, Play};
use crate::records::Records;
use crate::screen::presets;
use crate::settings::{is_language, Settings};
use crate::store::{DiskFs, Fs, Loaded, Store};
use crate::texts::{Lang, Refused, Texts};
use crate::turns::BoardEnv;
use crate::view::*;
use pallanguzhi_core::{Game, Players, Rules};
use rand::Rng;
use std::sync::Arc;

pub struct App {
    /// What every session uses: files, settings, language, ids, the notice (`env`).
    pub(crate) env: Env,
    /// The statistics and the recent games kept to review.
    pub(crate) records: Records,
    /// The screen shown and the pages below it (`navigation.rs`).
    pub(crate) nav: Nav,
    /// The board's session (an offline game, an online seat or a game watched) and the
    /// online state (`play.rs`).
    pub(crate) play: Play,
    pub(crate) learning: crate::learn::Learning,
    pub(crate) reviewing: crate::reviewing::Reviewing,
}

impl App {
    /// A core on the real file system. `seed` drives game ids and search seeds.
    pub fn new(seed: u64) -> App {
        App::with_fs(seed, Arc::new(DiskFs))
    }

    /// A core on another file system (tests simulate crashes with it).
    pub fn with_fs(seed: u64, fs: Arc<dyn Fs>) -> App {
        App {
            env: Env::new(seed, fs),
            records: Records::default(),
            nav: Nav::default(),
            play: Play::default(),
            learning: Default::default(),
            reviewing: Default::default(),
        }
    }

    pub fn handle(&mut self, event: Event) -> Vec<Effect> {
        let mut fx = Vec::new();
        let before = self.nav.screen;
        let suspend = matches!(event, Event::Suspend);
        let render = self.dispatch(event, &mut fx);
        if self.nav.screen != before {
            self.left(before, &mut fx);
        }
        self.env.hand_writes(&mut fx);
        if render {
            fx.push(Effect::Render);
        }
        // Last: the shell waits for the writes above (the save) and the older ones.
        if suspend {
            fx.push(Effect::AwaitWrites {
                timeout_ms: SUSPEND_WRITE_WAIT_MS,
            });
        }
        fx
    }

    /// `handle` for a shell with no background queue (the browser, the CLI's runner): each
    /// `Effect::Write`'s job runs at once and its `Written` is handled in turn, so no `Write`
    /// and no `AwaitWrites` (nothing is left to wait for) is returned.
    pub fn handle_writing_at_once(&mut self, event: Event) -> Vec<Effect> {
        let mut out = Vec::new();
        for effect in self.handle(event) {
            match effect {
                Effect::Write { job, .. } => out.extend(self.handle_writing_at_once(job.run())),
                Effect::AwaitWrites { .. } => {}
                other => out.push(other),
            }
        }
        out
    }

    /// `screen` was left, by whatever event: what lives only on it ends there (the exit
    /// actions of a state machine), and the back stack starts again below a non-page.
    fn left(&mut self, screen: Screen, fx: &mut Vec<Effect>) {
        if !self.nav.screen.is_page() {
            self.nav.back.clear();
        }
        match screen {
            // Watching lasts while the watch screen is shown.
            Screen::Watch => self.with_play(|p, cx| p.stop_watching(cx, fx)),
            // At most one search runs: the review's grading pauses off its screen (it
            // resumes on `RequestReview`).
            Screen::Review => self.reviewing.cancel_grading(fx),
            _ => {}
        }
    }

    /// Returns whether the view changed.
    fn dispatch(&mut self, event: Event, fx: &mut Vec<Effect>) -> bool {
        match event {
            Event::Launch {
                dir,
                language,
                reduce_motion,
            } => self.launch(&dir, &language, reduce_motion, fx),
            Event::SystemChanged {
                language,
                reduce_motion,
            } => {
                self.env.system_lang = Lang::from_tag(&language);
                self.env.reduce_motion = reduce_motion;
            }
            Event::NewGame { preset, opponent } => self.new_game(&preset, opponent, fx),
            Event::ContinueGame => self.continue_game(fx),
            Event::TapHole { hole } if self.nav.screen == Screen::Lesson => self.learning.tap(hole, &mut self.env, fx),
            Event::SkipAnimation if self.nav.screen == Screen::Lesson => self.learning.skip(&mut self.env, fx),
            Event::TapHole { .. } | Event::SkipAnimation if self.nav.screen == Screen::Review => {
                self.reviewing.skip(fx)
            }
            Event::TapHole { hole } => self.with_play(|p, cx| p.tap(cx, hole, fx)),
            Event::SkipAnimation => self.with_play(|p, cx| p.if_board(cx, |b, be| b.skip(be, fx))),
            Event::Hint => self.on_board(Refused::NoHint, fx, |b, be, fx| b.hint(be, fx)),
            Event::Undo => self.on_board(Refused::NothingToUndo, fx, |b, be, fx| b.undo(be, fx)),
            Event::Redo => self.on_board(Refused::NothingToRedo, fx, |b, be, fx| b.redo(be, fx)),
            Event::Resign => self.with_play(|p, cx| p.resign(cx, fx)),
            Event::OfferDraw => self.with_play(|p, cx| p.offer_draw(cx, fx)),
            Event::AcceptDraw => self.with_play(|p, cx| p.answer_draw(cx, true, fx)),
            Event::DeclineDraw => self.with_play(|p, cx| p.answer_draw(cx, false, fx)),
            Event::Rematch => self.rematch(fx),
            Event::AcknowledgeDialog => self.with_play(|p, cx| p.if_board(cx, |b, be| b.acknowledge(be, fx))),
            Event::BackHome => self.leave_screen(fx),
            Event::Open { screen } => return self.open(screen, fx),
            Event::Back => return self.back(fx),
            Event::Suspend => {
                self.suspend(fx);
                self.with_play(|p, cx| p.online_suspend(cx, fx));
                self.reviewing.suspend(fx);
                self.learning.skip(&mut self.env, fx);
            }
            Event::Resume => {
                self.env.suspended = false;
                self.with_play(|p, cx| p.online_resume(cx, fx));
                self.with_play(|p, cx| p.next_step(cx, fx));
                self.next_grade(fx);
            }
            Event::SettingsChanged { settings } => self.change_settings(settings, fx),
            Event::DismissNotice => self.env.notice = None,
            Event::TimerFired { id } => {
                if self.env.settings_timer_fired(id) {
                    return true;
                }
                if let Some(changed) = self
                    .learning
                    .timer(id, &mut self.env, fx)
                    .or_else(|| self.reviewing.timer(id, &mut self.env, fx))
                {
                    return changed;
                }
                return match self.with_play(|p, cx| p.online_timer(cx, id, fx)) {
                    Some(changed) => changed,
                    None => self.with_play(|p, cx| p.timer_fired(cx, id, fx)),
                };
            }
            Event::OnlineAction(action) => self.with_play(|p, cx| p.online_action(cx, action, fx)),
            Event::Transport(report) => return self.with_play(|p, cx| p.transport(cx, report, fx)),
            Event::SearchDone { id, result } => return self.with_play(|p, cx| p.search_done(cx, id, result, fx)),
            Event::OpenLessons { preset } => {
                let shown = self.learning.open(&preset, &mut self.env, fx);
                self.show_lessons(shown, true, fx);
            }
            Event::StartLesson { id } => {
                let from_game = self.nav.screen == Screen::Game;
                let shown = self.learning.start(&id, &mut self.env, fx);
                self.show_lessons(shown, from_game, fx);
            }
            Event::NextLesson if self.nav.screen == Screen::Lesson => {
                let shown = self.learning.next(&mut self.env, fx);
                self.show_lessons(shown, false, fx);
            }
            Event::RetryLesson if self.nav.screen == Screen::Lesson => {
                let shown = self.learning.retry(&mut self.env, fx);
                self.show_lessons(shown, false, fx);
            }
            Event::NextLesson | Event::RetryLesson => self.env.refused(Refused::NoLesson(String::new())),
            Event::RequestReview => self.request_review(fx),
            Event::ReviewGame { id } => self.review_game(&id, fx),
            Event::CancelReview => self.reviewing.cancel(fx),
            Event::ReviewGoTo { ply } => self.reviewing.go_to(ply, &mut self.env, fx),
            Event::ReviewForward => self.reviewing.forward(&mut self.env, fx),
            Event::ReviewBack => self.reviewing.back(&mut self.env, fx),
            Event::ReviewGraded { id, graded } => return self.reviewing.graded(id, graded, &mut self.env, fx),
            Event::Written { id, error } => return self.env.written(id, error),
        }
        true
    }

    /// Lend the board's session what it uses for one call.
    pub(crate) fn with_play<R>(&mut self, f: impl FnOnce(&mut Play, &mut Cx) -> R) -> R {
        let mut cx = Cx {
            env: &mut self.env,
            records: &mut self.records,
            nav: &mut self.nav,
        };
        f(&mut self.play, &mut cx)
    }

    /// A board action (`Board`'s, in `turns.rs`) refused with `none` when there is no board.
    fn on_board(
        &mut self,
        none: Refused,
        fx: &mut Vec<Effect>,
        act: impl FnOnce(&mut Board, &mut BoardEnv, &mut Vec<Effect>),
    ) {
        self.with_play(|p, cx| p.on_board(cx, none, fx, act))
    }

    // --- navigation: `Nav` decides, the sessions on the screens left carry it out ---

    /// `Event::Open { screen }`. Returns whether the view changed (a refusal changes nothing).
    pub(crate) fn open(&mut self, screen: Screen, fx: &mut Vec<Effect>) -> bool {
        match self.nav.opening(screen, self.play.mode.game().is_some()) {
            Opening::Nothing => return false,
            Opening::Home => {
                self.leave_to_home(fx);
                self.nav.home();
                return true;
            }
            Opening::Game => {
                self.go_to_game(fx);
                return true;
            }
            Opening::Page => {}
        }
        self.with_play(|p, cx| p.open_page(cx, screen, fx));
        true
    }

    /// `Event::Back`: from a page to where it was opened, from the board, a lesson, a
    /// review or a watched game as `BackHome` does. Nothing on the home screen.
    fn back(&mut self, fx: &mut Vec<Effect>) -> bool {
        match self.nav.pop(self.play.mode.game().is_some()) {
            Backing::Nothing => return false,
            Backing::Leave => self.leave_screen(fx),
            Backing::Game => self.go_to_game(fx),
            Backing::Shown => {}
        }
        true
    }

    fn go_to_game(&mut self, fx: &mut Vec<Effect>) {
        self.nav.game();
        self.with_play(|p, cx| p.next_step(cx, fx));
    }

    // --- lifecycle ---

    fn launch(&mut self, dir: &str, language: &str, reduce_motion: bool, fx: &mut Vec<Effect>) {
        self.with_play(|p, cx| p.stop_work(cx, false, fx));
        self.env.system_lang = Lang::from_tag(language);
        self.env.reduce_motion = reduce_motion;
        self.env.suspended = false;
        self.env.store = (!dir.is_empty()).then(|| Store::new(dir, self.env.fs.clone()));
        if self.env.store.is_none() {
            return;
        }
        if let Loaded::Ok(text) = self.env.load(files::SETTINGS, |t| Ok::<_, String>(t.to_string())) {
            self.env.settings = Settings::from_json(&text);
        }
        self.records = Records::load(&self.env);
        self.play.mode = Mode::Idle;
        self.nav.screen = Screen::Home;
        self.with_play(|p, cx| p.load_account(cx));
        self.learning.load_progress(&self.env);
        if self.play.mode.room().is_some() {
            return self.with_play(|p, cx| p.resume_online(cx, fx));
        }
        match self.env.load(files::GAME, GameFile::parse) {
            Loaded::Ok((file, game)) => self.restore(file, game, fx),
            Loaded::Refused(_) => {
                self.env.notice = Some(Notice {
                    kind: NoticeKind::SaveRefused,
                    text: self.env.texts().save_refused(),
                })
            }
            Loaded::Nothing => {}
        }
    }

    fn restore(&mut self, file: GameFile, game: Game, fx: &mut Vec<Effect>) {
        let m = Match::saved(file, game);
        let over = m.is_over();
        self.play.mode = Mode::Offline(Board::new(m));
        if over {
            // A kill between the last move's save and the statistics: count it now, once.
            self.with_play(|p, cx| {
                p.if_board(cx, |b, be| {
                    b.record(be);
                    b.m.dialog = Some(Dialog::GameOver);
                })
            });
        } else {
            self.nav.screen = Screen::Game;
            self.with_play(|p, cx| p.next_step(cx, fx));
        }
    }

    fn suspend(&mut self, fx: &mut Vec<Effect>) {
        self.env.suspended = true;
        self.with_play(|p, cx| p.put_board_away(cx, fx));
        self.env.save_settings_now(fx);
    }

    /// Tests and benchmarks: grade with `nodes` a move instead of Expert's budget.
    #[doc(hidden)]
    pub fn set_review_nodes(&mut self, nodes: u64) {
        self.reviewing.nodes = Some(nodes);
    }

    /// `RequestReview`: on the review screen, resume the grading of the review shown;
    /// elsewhere, review the finished game on the board (kept in the recent games first).
    fn request_review(&mut self, fx: &mut Vec<Effect>) {
        if self.nav.screen == Screen::Review && self.reviewing.review.is_some() {
            self.reviewing.wanted = true;
            return self.next_grade(fx);
        }
        let Some(m) = self
            .play
            .mode
            .game()
            .filter(|m| m.is_over() && !m.game.history().is_empty())
        else {
            return self.env.refused(Refused::NoReview);
        };
        let id = m.id.clone();
        self.with_play(|p, cx| p.record_recent(cx));
        self.review_game(&id, fx);
    }

    /// `ReviewGame { id }`: the review of a kept game on its screen, the board put away.
    fn review_game(&mut self, id: &str, fx: &mut Vec<Effect>) {
        if !self.reviewing.open(id, &self.records.recent, &mut self.env, fx) {
            return;
        }
        self.with_play(|p, cx| p.stop_work(cx, true, fx));
        if self.nav.screen != Screen::Review {
            // Back goes where the review was opened: the game's result, the statistics, or home.
            self.reviewing.back = match self.nav.screen {
                Screen::Game => Screen::Game,
                Screen::Stats => Screen::Stats,
                _ => Screen::Home,
            };
        }
        self.nav.screen = Screen::Review;
        self.reviewing.wanted = true;
        self.next_grade(fx);
    }

    /// The review grades while it is on screen (and the app is not suspended).
    fn next_grade(&mut self, fx: &mut Vec<Effect>) {
        if self.nav.screen == Screen::Review {
            self.reviewing.next_grade(&mut self.env, fx);
        }
    }

    /// The screen the lessons asked for, the board put away first when it was on screen
    /// (`None`: the lessons refused the event, the notice says why).
    fn show_lessons(&mut self, shown: Option<Screen>, from_board: bool, fx: &mut Vec<Effect>) {
        let Some(shown) = shown else { return };
        if from_board {
            self.with_play(|p, cx| p.put_board_away(cx, fx));
        }
        self.nav.screen = shown;
    }

    /// `BackHome`: a lesson back to the list, the list (or a review) to where it was
    /// opened, a watched game stopped; the board or a page home.
    pub(crate) fn leave_screen(&mut self, fx: &mut Vec<Effect>) {
        match self.nav.screen {
            Screen::Lessons | Screen::Lesson => self.nav.screen = self.learning.leave(self.nav.screen, fx),
            Screen::Review => {
                self.reviewing.stop(fx);
                self.nav.screen = self.reviewing.way_back(self.play.mode.game().map(|m| m.id.as_str()));
            }
            Screen::Watch => self.with_play(|p, cx| p.stop_watching(cx, fx)),
            Screen::Invitation => {
                self.play.online.invitation = None;
                self.back_home(fx)
            }
            _ => self.back_home(fx),
        }
    }

    /// `Open { Home }`: the screen's own way out (a lesson to its list, a review to the
    /// game or the statistics, a watched game stopped), then home from wherever that led.
    pub(crate) fn leave_to_home(&mut self, fx: &mut Vec<Effect>) {
        self.leave_screen(fx);
        if self.nav.screen != Screen::Home {
            self.back_home(fx);
        }
    }

    fn back_home(&mut self, fx: &mut Vec<Effect>) {
        self.with_play(|p, cx| p.put_board_away(cx, fx));
        self.nav.screen = Screen::Home;
    }

    fn continue_game(&mut self, fx: &mut Vec<Effect>) {
        if self.play.mode.game().is_none() {
            return self.env.refused(Refused::NothingToContinue);
        }
        self.nav.screen = Screen::Game;
        self.with_play(|p, cx| p.next_step(cx, fx));
    }

    fn change_settings(&mut self, settings: Settings, fx: &mut Vec<Effect>) {
        if !is_language(&settings.language) {
            return self.env.refused(Refused::UnknownLanguage(settings.language));
        }
        self.env.settings = settings;
        self.env.save_settings_after_pause(fx);
    }

    // --- games ---

    fn new_game(&mut self, preset: &str, opponent: Opponent, fx: &mut Vec<Effect>) {
        let rules = match Rules::preset(preset) {
            Ok(rules) => rules,
            Err(e) => return self.env.refuse(e.to_string()),
        };
        let players = match crate::new_game::players_for(opponent, &mut self.env) {
            Ok(players) => players,
            Err(why) => return self.env.refuse(why),
        };
        self.start(rules, players, fx);
    }

    pub(crate) fn start(&mut self, rules: Rules, players: Players, fx: &mut Vec<Effect>) {
        let game = match Game::new(rules, players) {
            Ok(game) => game,
            Err(e) => return self.env.refuse(e.to_string()),
        };
        self.with_play(|p, cx| p.end_session(cx, fx)); // a seat or a game watched ends: this game takes the board
        self.with_play(|p, cx| p.stop_work(cx, false, fx));
        let id = format!("{:016x}", self.env.rng.random::<u64>());
        self.play.mode = Mode::Offline(Board::new(Match {
            id,
            game,
            ending: None,
            dialog: None,
            hint: None,
            last: None,
        }));
        self.env.notice = None;
        self.nav.screen = Screen::Game;
        self.with_play(|p, cx| p.save_game(cx));
        self.env.save_settings();
        self.with_play(|p, cx| p.next_step(cx, fx));
    }

    fn rematch(&mut self, fx: &mut Vec<Effect>) {
        let Some(m) = self.play.mode.game().filter(|m| m.is_over()) else {
            return self.env.refused(Refused::NoRematch);
        };
        let players = m.game.players();
        let swapped = Players {
            south: players.north.clone(),
            north: players.south.clone(),
        };
        let rules = m.game.rules().clone();
        self.start(rules, swapped, fx);
    }

    // --- the view: the screen shown, put together from its session's own view ---

    pub fn view(&self) -> ViewModel {
        let texts = self.env.texts();
        ViewModel {
            screen: self.nav.screen,
            screen_view: self.screen_view(&texts),
            can_back: self.nav.can_back(),
            back_label: self.nav.back_label(self.play.mode.game().is_some(), &texts),
            language: texts.lang.code().into(),
            settings: self.env.settings.clone(),
            reduce_motion: self.env.reduce_motion,
            presets: presets(&texts),
            notice: self.env.notice.clone(),
            pages: self.play.online.server_pages(&texts),
        }
    }

    /// The screen shown with its own view, only that one built.
    fn screen_view(&self, t: &Texts) -> ScreenView {
        let (play, env) = (&self.play, &self.env);
        let online = || play.online.view(play.mode.room(), t);
        let board = || play.board_view(env, t);
        // Each of these screens is shown only with its session (`open` and the events that
        // start them keep it so); home is the safe picture if one is missing.
        let shown = match self.nav.screen {
            Screen::Home => None,
            Screen::NewGame => Some(ScreenView::NewGame),
            Screen::Game => match play.mode.room() {
                Some(room) => Some(ScreenView::Room(play.online.room_view(room, t, board(), online()))),
                None => board().map(|game| ScreenView::Game(GameScreenView { game })),
            },
            Screen::Stats => Some(ScreenView::Stats(self.records.stats_screen(t, &mut online()))),
            Screen::Rules => Some(ScreenView::Rules),
            Screen::Settings => Some(ScreenView::Settings),
            Screen::Online => Some(ScreenView::Lobby(play.online.lobby_view(t, online()))),
            Screen::Leaderboard => Some(ScreenView::Leaderboard(online())),
            Screen::Lessons => Some(ScreenView::Lessons(self.learning.lessons_view(t))),
            Screen::Lesson => self.learning.lesson_view(t).map(ScreenView::Lesson),
            Screen::Review => self.reviewing.view(t).map(ScreenView::Review),
            Screen::Watch => play.watch_view(env, t).map(ScreenView::Watch),
            Screen::Invitation => play.online.invitation_view(t).map(ScreenView::Invitation),
            Screen::Account => Some(ScreenView::Account(play.online.account_view(t))),
        };
        shown.unwrap_or_else(|| ScreenView::Home(self.home_screen(t, online())))
    }

    fn home_screen(&self, t: &Texts, mut online: OnlineView) -> HomeScreenView {
        HomeScreenView {
            can_continue: self.play.mode.game().is_some_and(|m| !m.is_over()),
            offer_lessons: self.offer_lessons(),
            stats: self.records.stats_screen(t, &mut online),
            lobby: self.play.online.lobby_view(t, online),
        }
    }

    /// A first launch (no lesson done, no game played or saved): "Learn to play" comes first.
    fn offer_lessons(&self) -> bool {
        self.learning.progress == Default::default()
            && self.records.stats.players.is_empty()
            && self.play.mode.game().is_none()
    }

    /// The moves of the online game as the server confirmed them (tests, logs).
    pub fn online_moves(&self) -> Vec<u8> {
        self.play.online_moves()
    }
}
