//! `Play`: the board's session (`Mode`: nothing, this device's game, a seat online, a game
//! watched) and the online state beside it, with what they do to the board. `App` routes
//! events here with a `Cx`, the parts of the app every session uses (the env, the records,
//! the screen); the online transitions are in `online/session.rs`.

use crate::effect::Effect;
use crate::env::Env;
use crate::files::{self, GameFile};
use crate::game_view::{OnlineSeen, Seen};
use crate::mode::{Board, Dialog, Match, Mode, Viewer};
use crate::navigation::Nav;
use crate::online::state::Online;
use crate::online::OnlineAction;
use crate::records::Records;
use crate::store::Loaded;
use crate::texts::{Refused, Texts};
use crate::turns::BoardEnv;
use crate::view::{GameView, Screen, WatchView};
use pallanguzhi_protocol::ClientMessage;

#[derive(Default)]
pub(crate) struct Play {
    /// The board session: an offline game, an online seat or a game watched.
    pub mode: Mode,
    /// The account, the connection and the table of a seat or a game watched.
    pub online: Online,
}

/// What the sessions share with the rest of the app, lent for one event.
pub(crate) struct Cx<'a> {
    pub env: &'a mut Env,
    pub records: &'a mut Records,
    pub nav: &'a mut Nav,
}

impl Play {
    /// The board of the session and what its turns use.
    pub(crate) fn board<'a>(&'a mut self, cx: &'a mut Cx) -> Option<(&'a mut Board, BoardEnv<'a>)> {
        let viewer = self.mode.viewer();
        let on_screen = cx.nav.screen == Screen::Game;
        let board = self.mode.board_mut()?;
        let be = BoardEnv {
            env: &mut *cx.env,
            records: &mut *cx.records,
            viewer,
            on_screen,
        };
        Some((board, be))
    }

    /// `act` on the board, if there is one.
    pub(crate) fn if_board(&mut self, cx: &mut Cx, act: impl FnOnce(&mut Board, &mut BoardEnv)) {
        if let Some((board, mut be)) = self.board(cx) {
            act(board, &mut be);
        }
    }

    /// Play a sound for whoever looks at the board (`turns::play_sound`).
    pub(crate) fn sound(&self, cx: &mut Cx, sound: crate::sound::Sound, fx: &mut Vec<Effect>) {
        let seen = self.mode.game().map(|m| (m, self.mode.viewer()));
        crate::turns::play_sound(cx.env, seen, sound, fx);
    }

    // --- the board: its turns are `Board`'s (`turns.rs`); online ones go to the server ---

    pub(crate) fn tap(&mut self, cx: &mut Cx, hole: u8, fx: &mut Vec<Effect>) {
        let viewer = self.mode.viewer();
        let Some((board, mut be)) = self.board(cx) else {
            return cx.env.refused(Refused::NoGame);
        };
        if board.anim.is_some() {
            return board.skip(&mut be, fx);
        }
        match viewer {
            Viewer::Device => board.tap(hole, &mut be, fx),
            Viewer::Seat(_) | Viewer::Watcher => self.online_tap(cx, hole, fx),
            Viewer::Nobody => cx.env.refused(Refused::NoGame),
        }
    }

    /// A board action refused with `none` when there is no board.
    pub(crate) fn on_board(
        &mut self,
        cx: &mut Cx,
        none: Refused,
        fx: &mut Vec<Effect>,
        act: impl FnOnce(&mut Board, &mut BoardEnv, &mut Vec<Effect>),
    ) {
        match self.board(cx) {
            Some((board, mut be)) => act(board, &mut be, fx),
            None => cx.env.refused(none),
        }
    }

    pub(crate) fn resign(&mut self, cx: &mut Cx, fx: &mut Vec<Effect>) {
        match self.mode.viewer() {
            Viewer::Seat(_) | Viewer::Watcher => self.online_send(cx, ClientMessage::Resign, fx),
            Viewer::Device | Viewer::Nobody => self.on_board(cx, Refused::NoResign, fx, |b, be, fx| b.resign(be, fx)),
        }
    }

    pub(crate) fn offer_draw(&mut self, cx: &mut Cx, fx: &mut Vec<Effect>) {
        match self.mode.viewer() {
            Viewer::Seat(_) | Viewer::Watcher => self.online_send(cx, ClientMessage::OfferDraw, fx),
            Viewer::Device | Viewer::Nobody => {
                self.on_board(cx, Refused::NoDrawNow, fx, |b, be, fx| b.offer_draw(be, fx))
            }
        }
    }

    pub(crate) fn answer_draw(&mut self, cx: &mut Cx, accept: bool, fx: &mut Vec<Effect>) {
        if !self.mode.board().is_some_and(Board::draw_offered) {
            return cx.env.refused(Refused::NoDrawOffered);
        }
        if !self.mode.viewer().offline() {
            let msg = match accept {
                true => ClientMessage::AcceptDraw,
                false => ClientMessage::DeclineDraw,
            };
            return self.online_send(cx, msg, fx);
        }
        self.on_board(cx, Refused::NoDrawOffered, fx, |b, be, fx| {
            b.answer_draw(accept, be, fx)
        });
    }

    /// Cancel the board's search; end its animation (shown to its end when `finish`).
    pub(crate) fn stop_work(&mut self, cx: &mut Cx, finish: bool, fx: &mut Vec<Effect>) {
        self.if_board(cx, |b, be| b.stop_work(finish, be, fx));
    }

    /// The board is left (another screen, a seat, a game watched, a suspend): the turn
    /// shown ends and its game is saved.
    pub(crate) fn put_board_away(&mut self, cx: &mut Cx, fx: &mut Vec<Effect>) {
        self.if_board(cx, |b, be| {
            b.stop_work(true, be, fx);
            b.save(be);
        });
    }

    /// Start the computer's search when it is due.
    pub(crate) fn next_step(&mut self, cx: &mut Cx, fx: &mut Vec<Effect>) {
        self.if_board(cx, |b, be| b.next_step(be, fx));
    }

    pub(crate) fn timer_fired(&mut self, cx: &mut Cx, id: u64, fx: &mut Vec<Effect>) -> bool {
        self.board(cx)
            .is_some_and(|(board, mut be)| board.timer_fired(id, &mut be, fx))
    }

    pub(crate) fn search_done(
        &mut self,
        cx: &mut Cx,
        id: u64,
        result: Option<crate::search::SearchResult>,
        fx: &mut Vec<Effect>,
    ) -> bool {
        self.board(cx)
            .is_some_and(|(board, mut be)| board.search_done(id, result, &mut be, fx))
    }

    /// Keep the finished game on the board among the recent ones (`Records::keep`).
    pub(crate) fn record_recent(&mut self, cx: &mut Cx) {
        let viewer = self.mode.viewer();
        if let Some(m) = self.mode.game() {
            cx.records.keep(m, viewer, cx.env);
        }
    }

    /// Write this device's game (the server keeps an online one; `online.json` says which).
    pub(crate) fn save_game(&mut self, cx: &mut Cx) {
        self.if_board(cx, |b, be| b.save(be));
    }

    /// An online session ended: the offline game saved before it is on the board again
    /// (the home screen offers to continue it), else no board.
    pub(crate) fn back_to_offline(&mut self, cx: &mut Cx) {
        self.mode = Mode::Idle;
        if let Loaded::Ok((file, game)) = cx.env.load(files::GAME, GameFile::parse) {
            let mut m = Match::saved(file, game);
            if m.is_over() {
                m.dialog = Some(Dialog::GameOver);
            }
            self.mode = Mode::Offline(Board::new(m));
        }
    }

    /// A page opened over the screen shown (`Nav::opening` said `Page`): the board put
    /// away; with an account, the page asks the server for what it shows.
    pub(crate) fn open_page(&mut self, cx: &mut Cx, screen: Screen, fx: &mut Vec<Effect>) {
        if cx.nav.screen == Screen::Game {
            // Like going home: the turn shown ends, the game is saved (Back resumes it).
            self.put_board_away(cx, fx);
        }
        cx.nav.push(screen);
        // The statistics, the leaderboard of the room's rule set (or of the default one).
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
            self.online_action(cx, action, fx);
        }
        if screen == Screen::Account {
            self.online.refresh_account(cx.env, fx);
        }
    }

    // --- the board's views ---

    /// Who looks at the board and what the online session adds to its view.
    pub(crate) fn seen<'a>(&self, env: &'a Env) -> Seen<'a> {
        let seated = self.mode.room().is_some();
        Seen {
            env,
            viewer: self.mode.viewer(),
            online: self.mode.online().then(|| OnlineSeen {
                draw_open: self.online.draw_open(seated),
                rematch: self.online.rematch(seated),
                rating_change: self.online.rating_change,
            }),
        }
    }

    pub(crate) fn board_view(&self, env: &Env, t: &Texts) -> Option<GameView> {
        let seen = self.seen(env);
        self.mode.board().map(|b| b.view(&seen, t))
    }

    /// The game watched: its board (its moves animate as they come) and, once the last
    /// move has been shown, its result.
    pub(crate) fn watch_view(&self, env: &Env, t: &Texts) -> Option<WatchView> {
        let game_id = self.mode.watched()?;
        let seen = self.seen(env);
        let board = self.mode.board();
        let over = board.filter(|b| b.m.is_over() && b.anim.is_none());
        let result = over.map(|b| b.dialog_view(&Dialog::GameOver, &seen, t));
        Some(
            self.online
                .watch_view(game_id, board.map(|b| b.view(&seen, t)), result, t),
        )
    }
}
