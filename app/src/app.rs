//! `App`: the session state machine. `handle(event)` changes the state and
//! returns the effects for the shell; `view()` reads it as a view model.

use crate::effect::Effect;
use crate::env::Env;
use crate::event::{Event, Opponent};
use crate::files::{self, GameFile};
use crate::mode::{Board, Dialog, Match, Mode, Viewer};
use crate::navigation::{Backing, Nav, Opening};
use crate::online::OnlineAction;
use crate::records::Records;
use crate::settings::{is_language, Settings};
use crate::store::{DiskFs, Fs, Loaded, Store};
use crate::texts::{Lang, Refused};
use crate::turns::BoardEnv;
use crate::view::{Notice, NoticeKind, Screen};
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
    /// The board session: an offline game, an online seat or a game watched (`mode`).
    pub(crate) mode: crate::mode::Mode,
    pub(crate) online: crate::online::state::Online,
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
            mode: Default::default(),
            online: Default::default(),
            learning: Default::default(),
            reviewing: Default::default(),
        }
    }

    pub fn handle(&mut self, event: Event) -> Vec<Effect> {
        let mut fx = Vec::new();
        let before = self.nav.screen;
        let render = self.dispatch(event, &mut fx);
        if self.nav.screen != before {
            self.left(before, &mut fx);
        }
        self.env.hand_writes(&mut fx);
        if render {
            fx.push(Effect::Render);
        }
        fx
    }

    /// `screen` was left, by whatever event: what lives only on it ends there (the exit
    /// actions of a state machine), and the back stack starts again below a non-page.
    fn left(&mut self, screen: Screen, fx: &mut Vec<Effect>) {
        if !self.nav.screen.is_page() {
            self.nav.back.clear();
        }
        match screen {
            // Watching lasts while the watch screen is shown.
            Screen::Watch => self.stop_watching(fx),
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
            Event::TapHole { hole } => self.tap(hole, fx),
            Event::SkipAnimation => {
                if let Some((board, mut be)) = self.board() {
                    board.skip(&mut be, fx);
                }
            }
            Event::Hint => self.on_board(Refused::NoHint, fx, |b, be, fx| b.hint(be, fx)),
            Event::Undo => self.on_board(Refused::NothingToUndo, fx, |b, be, fx| b.undo(be, fx)),
            Event::Redo => self.on_board(Refused::NothingToRedo, fx, |b, be, fx| b.redo(be, fx)),
            Event::Resign => self.resign(fx),
            Event::OfferDraw => self.offer_draw(fx),
            Event::AcceptDraw => self.answer_draw(true, fx),
            Event::DeclineDraw => self.answer_draw(false, fx),
            Event::Rematch => self.rematch(fx),
            Event::AcknowledgeDialog => {
                if let Some((board, mut be)) = self.board() {
                    board.acknowledge(&mut be, fx);
                }
            }
            Event::BackHome => self.leave_screen(fx),
            Event::Open { screen } => return self.open(screen, fx),
            Event::Back => return self.back(fx),
            Event::Suspend => {
                self.suspend(fx);
                self.online_suspend(fx);
                self.reviewing.suspend(fx);
                self.learning.skip(&mut self.env, fx);
            }
            Event::Resume => {
                self.env.suspended = false;
                self.online_resume(fx);
                self.next_step(fx);
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
                return match self.online_timer(id, fx) {
                    Some(changed) => changed,
                    None => self.timer_fired(id, fx),
                };
            }
            Event::OnlineAction(action) => self.online_action(action, fx),
            Event::Transport(report) => return self.transport(report, fx),
            Event::SearchDone { id, result } => return self.search_done(id, result, fx),
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

    /// Play a sound for whoever looks at the board (`turns::play_sound`).
    pub(crate) fn sound(&self, sound: crate::sound::Sound, fx: &mut Vec<Effect>) {
        let seen = self.mode.game().map(|m| (m, self.mode.viewer()));
        crate::turns::play_sound(&self.env, seen, sound, fx);
    }

    // --- the board: its turns are `Board`'s (`turns.rs`); online ones go to the server ---

    /// The board of the session and what its turns use.
    pub(crate) fn board(&mut self) -> Option<(&mut Board, BoardEnv<'_>)> {
        let viewer = self.mode.viewer();
        let on_screen = self.nav.screen == Screen::Game;
        let board = self.mode.board_mut()?;
        let be = BoardEnv {
            env: &mut self.env,
            records: &mut self.records,
            viewer,
            on_screen,
        };
        Some((board, be))
    }

    fn tap(&mut self, hole: u8, fx: &mut Vec<Effect>) {
        let viewer = self.mode.viewer();
        let Some((board, mut be)) = self.board() else {
            return self.env.refused(Refused::NoGame);
        };
        if board.anim.is_some() {
            return board.skip(&mut be, fx);
        }
        match viewer {
            Viewer::Device => board.tap(hole, &mut be, fx),
            Viewer::Seat(_) | Viewer::Watcher => self.online_tap(hole, fx),
            Viewer::Nobody => self.env.refused(Refused::NoGame),
        }
    }

    /// A board action refused with `none` when there is no board.
    fn on_board(
        &mut self,
        none: Refused,
        fx: &mut Vec<Effect>,
        act: impl FnOnce(&mut Board, &mut BoardEnv, &mut Vec<Effect>),
    ) {
        match self.board() {
            Some((board, mut be)) => act(board, &mut be, fx),
            None => self.env.refused(none),
        }
    }

    fn resign(&mut self, fx: &mut Vec<Effect>) {
        match self.mode.viewer() {
            Viewer::Seat(_) | Viewer::Watcher => self.online_send(pallanguzhi_protocol::ClientMessage::Resign, fx),
            Viewer::Device | Viewer::Nobody => self.on_board(Refused::NoResign, fx, |b, be, fx| b.resign(be, fx)),
        }
    }

    fn offer_draw(&mut self, fx: &mut Vec<Effect>) {
        match self.mode.viewer() {
            Viewer::Seat(_) | Viewer::Watcher => self.online_send(pallanguzhi_protocol::ClientMessage::OfferDraw, fx),
            Viewer::Device | Viewer::Nobody => self.on_board(Refused::NoDrawNow, fx, |b, be, fx| b.offer_draw(be, fx)),
        }
    }

    fn answer_draw(&mut self, accept: bool, fx: &mut Vec<Effect>) {
        if !self.mode.board().is_some_and(Board::draw_offered) {
            return self.env.refused(Refused::NoDrawOffered);
        }
        if !self.mode.viewer().offline() {
            let msg = match accept {
                true => pallanguzhi_protocol::ClientMessage::AcceptDraw,
                false => pallanguzhi_protocol::ClientMessage::DeclineDraw,
            };
            return self.online_send(msg, fx);
        }
        self.on_board(Refused::NoDrawOffered, fx, |b, be, fx| b.answer_draw(accept, be, fx));
    }

    /// Cancel the board's search; end its animation (shown to its end when `finish`).
    pub(crate) fn stop_work(&mut self, finish: bool, fx: &mut Vec<Effect>) {
        if let Some((board, mut be)) = self.board() {
            board.stop_work(finish, &mut be, fx);
        }
    }

    /// The board is left (another screen, a seat, a game watched, a suspend): the turn
    /// shown ends and its game is saved.
    pub(crate) fn put_board_away(&mut self, fx: &mut Vec<Effect>) {
        if let Some((board, mut be)) = self.board() {
            board.stop_work(true, &mut be, fx);
            board.save(&mut be);
        }
    }

    /// Start the computer's search when it is due.
    pub(crate) fn next_step(&mut self, fx: &mut Vec<Effect>) {
        if let Some((board, mut be)) = self.board() {
            board.next_step(&mut be, fx);
        }
    }

    fn timer_fired(&mut self, id: u64, fx: &mut Vec<Effect>) -> bool {
        self.board()
            .is_some_and(|(board, mut be)| board.timer_fired(id, &mut be, fx))
    }

    fn search_done(&mut self, id: u64, result: Option<crate::search::SearchResult>, fx: &mut Vec<Effect>) -> bool {
        self.board()
            .is_some_and(|(board, mut be)| board.search_done(id, result, &mut be, fx))
    }

    // --- navigation: `Nav` decides, the sessions on the screens left carry it out ---

    /// `Event::Open { screen }`. Returns whether the view changed (a refusal changes nothing).
    pub(crate) fn open(&mut self, screen: Screen, fx: &mut Vec<Effect>) -> bool {
        match self.nav.opening(screen, self.mode.game().is_some()) {
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
        if self.nav.screen == Screen::Game {
            // Like going home: the turn shown ends, the game is saved (Back resumes it).
            self.put_board_away(fx);
        }
        self.nav.push(screen);
        // With an account, a page asks the server for what it shows: the statistics, the
        // leaderboard of the room's rule set (or of the default one).
        let ask = match screen {
            Screen::Stats => Some(OnlineAction::Stats),
            Screen::Leaderboard => {
                let room = self.mode.room().map(|r| r.rules.clone());
                let preset = room.unwrap_or_else(|| pallanguzhi_core::PRESET_IDS[0].to_string());
                Some(OnlineAction::Leaderboard { preset })
            }
            _ => None,
        };
        if let Some(action) = ask.filter(|_| !self.online.account.token.is_empty()) {
            self.online_action(action, fx);
        }
        if screen == Screen::Account {
            self.online.refresh_account(&mut self.env, fx);
        }
        true
    }

    /// `Event::Back`: from a page to where it was opened, from the board, a lesson, a
    /// review or a watched game as `BackHome` does. Nothing on the home screen.
    fn back(&mut self, fx: &mut Vec<Effect>) -> bool {
        match self.nav.pop(self.mode.game().is_some()) {
            Backing::Nothing => return false,
            Backing::Leave => self.leave_screen(fx),
            Backing::Game => self.go_to_game(fx),
            Backing::Shown => {}
        }
        true
    }

    fn go_to_game(&mut self, fx: &mut Vec<Effect>) {
        self.nav.game();
        self.next_step(fx);
    }

    // --- lifecycle ---

    fn launch(&mut self, dir: &str, language: &str, reduce_motion: bool, fx: &mut Vec<Effect>) {
        self.stop_work(false, fx);
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
        self.mode = Mode::Idle;
        self.nav.screen = Screen::Home;
        self.load_account();
        self.learning.load_progress(&self.env);
        if self.mode.room().is_some() {
            return self.resume_online(fx);
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

    /// An online session ended: the offline game saved before it is on the board again
    /// (the home screen offers to continue it), else no board.
    pub(crate) fn back_to_offline(&mut self) {
        self.mode = Mode::Idle;
        if let Loaded::Ok((file, game)) = self.env.load(files::GAME, GameFile::parse) {
            let mut m = Match::saved(file, game);
            if m.is_over() {
                m.dialog = Some(Dialog::GameOver);
            }
            self.mode = Mode::Offline(Board::new(m));
        }
    }

    fn restore(&mut self, file: GameFile, game: Game, fx: &mut Vec<Effect>) {
        let m = Match::saved(file, game);
        let over = m.is_over();
        self.mode = Mode::Offline(Board::new(m));
        if over {
            // A kill between the last move's save and the statistics: count it now, once.
            if let Some((board, mut be)) = self.board() {
                board.record(&mut be);
                board.m.dialog = Some(Dialog::GameOver);
            }
        } else {
            self.nav.screen = Screen::Game;
            self.next_step(fx);
        }
    }

    fn suspend(&mut self, fx: &mut Vec<Effect>) {
        self.env.suspended = true;
        self.put_board_away(fx);
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
        let Some(m) = self.mode.game().filter(|m| m.is_over() && !m.game.history().is_empty()) else {
            return self.env.refused(Refused::NoReview);
        };
        let id = m.id.clone();
        self.record_recent();
        self.review_game(&id, fx);
    }

    /// `ReviewGame { id }`: the review of a kept game on its screen, the board put away.
    fn review_game(&mut self, id: &str, fx: &mut Vec<Effect>) {
        if !self.reviewing.open(id, &self.records.recent, &mut self.env, fx) {
            return;
        }
        self.stop_work(true, fx);
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

    /// Keep the finished game on the board among the recent ones (`Records::keep`).
    pub(crate) fn record_recent(&mut self) {
        let viewer = self.mode.viewer();
        if let Some(m) = self.mode.game() {
            self.records.keep(m, viewer, &mut self.env);
        }
    }

    /// Write this device's game (the server keeps an online one; `online.json` says which).
    pub(crate) fn save_game(&mut self) {
        if let Some((board, mut be)) = self.board() {
            board.save(&mut be);
        }
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
            self.put_board_away(fx);
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
                self.nav.screen = self.reviewing.way_back(self.mode.game().map(|m| m.id.as_str()));
            }
            Screen::Watch => self.stop_watching(fx),
            Screen::Invitation => {
                self.online.invitation = None;
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
        self.put_board_away(fx);
        self.nav.screen = Screen::Home;
    }

    fn continue_game(&mut self, fx: &mut Vec<Effect>) {
        if self.mode.game().is_none() {
            return self.env.refused(Refused::NothingToContinue);
        }
        self.nav.screen = Screen::Game;
        self.next_step(fx);
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
        self.end_session(fx); // a seat or a game watched ends: this game takes the board
        self.stop_work(false, fx);
        let id = format!("{:016x}", self.env.rng.random::<u64>());
        self.mode = Mode::Offline(Board::new(Match {
            id,
            game,
            ending: None,
            dialog: None,
            hint: None,
            last: None,
        }));
        self.env.notice = None;
        self.nav.screen = Screen::Game;
        self.save_game();
        self.env.save_settings();
        self.next_step(fx);
    }

    fn rematch(&mut self, fx: &mut Vec<Effect>) {
        let Some(m) = self.mode.game().filter(|m| m.is_over()) else {
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
}
