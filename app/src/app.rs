//! `App`: the session state machine. `handle(event)` changes the state and
//! returns the effects for the shell; `view()` reads it as a view model.

use crate::effect::Effect;
use crate::env::Env;
use crate::event::{Event, Opponent, SideChoice};
use crate::files::{self, GameFile, StatsFile};
use crate::mode::{Board, Dialog, Match, Mode};
use crate::settings::{is_language, Settings};
use crate::store::{DiskFs, Fs, Loaded};
use crate::texts::{Lang, Refused};
use crate::view::{Notice, NoticeKind, Screen};
use pallanguzhi_core::{Game, Players, Rules, Seat, Side};
use rand::Rng;
use std::sync::Arc;

pub struct App {
    /// What every session uses: files, settings, language, ids, the notice (`env`).
    pub(crate) env: Env,
    pub(crate) stats: StatsFile,
    pub(crate) screen: Screen,
    /// The screens below the page shown, where `Event::Back` goes (see `navigation`).
    pub(crate) back: Vec<Screen>,
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
            stats: StatsFile::default(),
            screen: Screen::Home,
            back: Vec::new(),
            mode: Default::default(),
            online: Default::default(),
            learning: Default::default(),
            reviewing: Default::default(),
        }
    }

    pub fn handle(&mut self, event: Event) -> Vec<Effect> {
        let mut fx = Vec::new();
        let before = self.screen;
        let render = self.dispatch(event, &mut fx) | self.env.check_files();
        if self.screen != before {
            self.left(before, &mut fx);
        }
        if render {
            fx.push(Effect::Render);
        }
        fx
    }

    /// `screen` was left, by whatever event: what lives only on it ends there (the exit
    /// actions of a state machine), and the back stack starts again below a non-page.
    fn left(&mut self, screen: Screen, fx: &mut Vec<Effect>) {
        if !self.screen.is_page() {
            self.back.clear();
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
            Event::TapHole { hole } if self.screen == Screen::Lesson => self.learning.tap(hole, &mut self.env, fx),
            Event::SkipAnimation if self.screen == Screen::Lesson => self.learning.skip(&mut self.env, fx),
            Event::TapHole { .. } | Event::SkipAnimation if self.screen == Screen::Review => self.reviewing.skip(fx),
            Event::TapHole { hole } => self.tap(hole, fx),
            Event::SkipAnimation => self.skip(fx),
            Event::Hint => self.hint(fx),
            Event::Undo => self.undo(fx),
            Event::Redo => self.redo(fx),
            Event::Resign => self.resign(fx),
            Event::OfferDraw => self.offer_draw(fx),
            Event::AcceptDraw => self.answer_draw(true, fx),
            Event::DeclineDraw => self.answer_draw(false, fx),
            Event::Rematch => self.rematch(fx),
            Event::AcknowledgeDialog => self.acknowledge(fx),
            Event::BackHome => self.leave_screen(fx),
            Event::Open { screen } => return self.open(screen, fx),
            Event::Back => return self.back(fx),
            Event::Suspend => {
                self.suspend(fx);
                self.online_suspend(fx);
                self.reviewing.suspend(fx);
                self.learning.skip(&mut self.env, fx);
                // Last: everything the suspend wrote is on disk, flushed, when it returns.
                self.env.flush_files();
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
                let from_game = self.screen == Screen::Game;
                let shown = self.learning.start(&id, &mut self.env, fx);
                self.show_lessons(shown, from_game, fx);
            }
            Event::NextLesson if self.screen == Screen::Lesson => {
                let shown = self.learning.next(&mut self.env, fx);
                self.show_lessons(shown, false, fx);
            }
            Event::RetryLesson if self.screen == Screen::Lesson => {
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
        }
        true
    }

    /// Play a frame's sound when the settings have sound on; a game's win is
    /// the listener's loss when the other side won (against the computer or online).
    pub(crate) fn sound(&self, sound: crate::sound::Sound, fx: &mut Vec<Effect>) {
        if !self.env.settings.sound {
            return;
        }
        let m = self.mode.game();
        let listener = m.and_then(|m| self.mode.viewer().side(m));
        let sound = crate::sound::for_listener(sound, m.and_then(Match::outcome), listener);
        if let Some(sound) = sound.at_volume(self.env.settings.volume) {
            fx.push(Effect::Sound { sound: sound.into() });
        }
    }

    // --- lifecycle ---

    fn launch(&mut self, dir: &str, language: &str, reduce_motion: bool, fx: &mut Vec<Effect>) {
        self.stop_work(false, fx);
        self.env.system_lang = Lang::from_tag(language);
        self.env.reduce_motion = reduce_motion;
        self.env.suspended = false;
        self.env.store = (!dir.is_empty()).then(|| self.env.open_store(dir));
        let Some(store) = self.env.store.clone() else {
            return;
        };
        if let Loaded::Ok(text) = store.load(files::SETTINGS, |t| Ok::<_, String>(t.to_string())) {
            self.env.settings = Settings::from_json(&text);
        }
        self.stats = match store.load(files::STATS, StatsFile::parse) {
            Loaded::Ok(stats) => stats,
            _ => StatsFile::default(),
        };
        self.mode = Mode::Idle;
        self.screen = Screen::Home;
        self.reviewing.recent = crate::recent::Recent::load(&self.env);
        self.load_account();
        self.learning.load_progress(&self.env);
        if self.mode.room().is_some() {
            return self.resume_online(fx);
        }
        match store.load(files::GAME, GameFile::parse) {
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
        let Some(store) = self.env.store.clone() else { return };
        if let Loaded::Ok((file, game)) = store.load(files::GAME, GameFile::parse) {
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
            self.record_stats();
            if let Some(m) = self.mode.game_mut() {
                m.dialog = Some(Dialog::GameOver);
            }
        } else {
            self.screen = Screen::Game;
            self.next_step(fx);
        }
    }

    fn suspend(&mut self, fx: &mut Vec<Effect>) {
        self.env.suspended = true;
        self.stop_work(true, fx);
        self.save_game();
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
        if self.screen == Screen::Review && self.reviewing.review.is_some() {
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
        if !self.reviewing.open(id, &mut self.env, fx) {
            return;
        }
        self.stop_work(true, fx);
        if self.screen != Screen::Review {
            // Back goes where the review was opened: the game's result, the statistics, or home.
            self.reviewing.back = match self.screen {
                Screen::Game => Screen::Game,
                Screen::Stats => Screen::Stats,
                _ => Screen::Home,
            };
        }
        self.screen = Screen::Review;
        self.reviewing.wanted = true;
        self.next_grade(fx);
    }

    /// Keep the game on the board among the recent ones if it is finished. Online games
    /// too: the person's side is their seat.
    pub(crate) fn record_recent(&mut self) {
        let online = self.mode.room().is_some();
        let side = match online {
            true => self.online_side(),
            false => self.mode.game().and_then(|m| m.human_side()),
        };
        if let Some(m) = self.mode.game() {
            self.reviewing.recent.record(m, side, online, &mut self.env);
        }
    }

    /// The words of the game on the board, in the player's language.
    pub(crate) fn words(&self) -> crate::words::Words<'_> {
        crate::words::Words {
            m: self.mode.game(),
            t: self.env.texts(),
        }
    }

    pub(crate) fn save_game(&mut self) {
        if self.mode.online() {
            return; // the server keeps the online game; `online.json` says which
        }
        if let Some(m) = self.mode.game() {
            m.save(&mut self.env);
        }
    }

    /// Count the finished game on the board once, and keep it among the recent games.
    pub(crate) fn record_stats(&mut self) {
        if self.mode.watched().is_some() {
            return; // a game watched is nobody's here: not counted, not kept to review
        }
        self.record_recent();
        if self.mode.room().is_some() {
            return; // online statistics are the server's
        }
        if let Some(m) = self.mode.game() {
            self.stats.record(m, &mut self.env);
        }
    }

    /// The review grades while it is on screen (and the app is not suspended).
    fn next_grade(&mut self, fx: &mut Vec<Effect>) {
        if self.screen == Screen::Review {
            self.reviewing.next_grade(&mut self.env, fx);
        }
    }

    /// The screen the lessons asked for, the board put away first when it was on screen
    /// (`None`: the lessons refused the event, the notice says why).
    fn show_lessons(&mut self, shown: Option<Screen>, from_board: bool, fx: &mut Vec<Effect>) {
        let Some(shown) = shown else { return };
        if from_board {
            self.stop_work(true, fx);
            self.save_game();
        }
        self.screen = shown;
    }

    /// `BackHome`: a lesson back to the list, the list (or a review) to where it was
    /// opened, a watched game stopped; the board or a page home.
    pub(crate) fn leave_screen(&mut self, fx: &mut Vec<Effect>) {
        match self.screen {
            Screen::Lessons | Screen::Lesson => self.screen = self.learning.leave(self.screen, fx),
            Screen::Review => {
                self.reviewing.stop(fx);
                self.screen = self.reviewing.way_back(self.mode.game().map(|m| m.id.as_str()));
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
        if self.screen != Screen::Home {
            self.back_home(fx);
        }
    }

    fn back_home(&mut self, fx: &mut Vec<Effect>) {
        self.stop_work(true, fx);
        self.save_game();
        self.screen = Screen::Home;
    }

    fn continue_game(&mut self, fx: &mut Vec<Effect>) {
        if self.mode.game().is_none() {
            return self.env.refused(Refused::NothingToContinue);
        }
        self.screen = Screen::Game;
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
        let players = match self.players_for(opponent) {
            Ok(players) => players,
            Err(why) => return self.env.refuse(why),
        };
        self.start(rules, players, fx);
    }

    fn players_for(&mut self, opponent: Opponent) -> Result<Players, String> {
        let texts = self.env.texts();
        match opponent {
            Opponent::Computer { level, side, name } => {
                let name = [name.trim(), self.env.settings.player_name.trim()]
                    .into_iter()
                    .find(|n| !n.is_empty())
                    .map_or_else(|| texts.player(), str::to_string);
                Ok(Players::versus_computer(self.resolve(side), &name, level))
            }
            Opponent::PassAndPlay { south, north } => {
                let seats = |side: Side, names: &[String]| -> Result<Vec<Seat>, String> {
                    if names.len() > 2 {
                        return Err(texts.refused(&Refused::TooManySeats {
                            side,
                            seats: names.len(),
                        }));
                    }
                    let count = names.len().max(1);
                    Ok((0..count)
                        .map(|i| {
                            let given = names.get(i).map_or("", |n| n.trim());
                            let fallback = match count {
                                1 => texts.side(side),
                                _ => texts.side_seat(side, i + 1),
                            };
                            Seat::human(if given.is_empty() { &fallback } else { given })
                        })
                        .collect())
                };
                let players = Players {
                    south: seats(Side::South, &south)?,
                    north: seats(Side::North, &north)?,
                };
                self.env.settings.south_names = south;
                self.env.settings.north_names = north;
                Ok(players)
            }
            Opponent::Table { south, north } => {
                let players = crate::seats::players(&south, &north, &texts).map_err(|e| texts.table_refused(&e))?;
                self.env.settings.table_south = south;
                self.env.settings.table_north = north;
                Ok(players)
            }
        }
    }

    /// The person's side: as asked, or drawn from the core's seeded RNG.
    fn resolve(&mut self, side: SideChoice) -> Side {
        match side {
            SideChoice::South => Side::South,
            SideChoice::North => Side::North,
            SideChoice::Random if self.env.rng.random::<bool>() => Side::South,
            SideChoice::Random => Side::North,
        }
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
        self.screen = Screen::Game;
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
