//! What the online session does to the mode, the screen and the board: seating (a room
//! ready, a rematch), watching, leaving, a page's link, an invitation opened, the server's
//! moves played, synced and ended on the local game. The online state's own decisions
//! (the connection, actions, news, frames) are `Online`'s (`connection.rs`, `actions.rs`,
//! `news.rs`, `heard.rs`); this file carries out what they say the app must do.

use super::connection::Timed;
use super::heard::Heard;
use super::{
    is_watch_link, page_link, page_origin, watch_link_id, AccountFile, ConnState, OnlineAction, OnlineCommand,
    OnlineEvent, ACCOUNT_FILE,
};
use crate::effect::Effect;
use crate::event::Screen;
use crate::files::Ending;
use crate::mode::{Board, Mode};
use crate::mode::{Dialog, Match};
use crate::play::{Cx, Play};
use crate::table::Table;
use pallanguzhi_core::{Game, Players, Rules, Seat, Side};
use pallanguzhi_protocol::code_from_sign_in_link;
use pallanguzhi_protocol::{ClientMessage, EndReason, RoomInfo, ServerMessage};

impl Play {
    /// The shell's transport report. Returns whether the view changed.
    pub(crate) fn transport(&mut self, cx: &mut Cx, report: crate::event::Transport, fx: &mut Vec<Effect>) -> bool {
        match self.online.link.event(report, &mut cx.env.next_id, fx) {
            Some(news) => self.online_event(cx, news, fx),
            None => false, // a stale id
        }
    }
}

impl Play {
    /// Watching a game (read only).
    pub(crate) fn watching(&self) -> bool {
        self.mode.watched().is_some()
    }

    pub(crate) fn load_account(&mut self, cx: &mut Cx) {
        if let crate::store::Loaded::Ok(mut file) =
            cx.env.load(ACCOUNT_FILE, |t| serde_json::from_str::<AccountFile>(t))
        {
            // The seat is the mode's (written back by `save_account`); without a token it
            // cannot be taken again.
            if let Some(room) = file.room.take().filter(|_| !file.token.is_empty()) {
                self.mode = Mode::Seated { room, board: None };
            }
            self.online.account = file;
        }
    }

    /// On launch with a stored room: back to it.
    pub(crate) fn resume_online(&mut self, cx: &mut Cx, fx: &mut Vec<Effect>) {
        if self.mode.room().is_some() {
            cx.nav.screen = Screen::Game;
            self.online.connect(self.mode.sitting(), cx.env, fx);
        }
    }

    /// An online action: what changes the screen or the mode here (a page's link, a watch,
    /// an invitation, leaving, trying again), the rest the online state's (`Online::act`).
    pub(crate) fn online_action(&mut self, cx: &mut Cx, action: OnlineAction, fx: &mut Vec<Effect>) {
        let signed = !self.online.account.token.is_empty();
        match action {
            OnlineAction::PageOpened { url } => {
                let Some(origin) = page_origin(&url) else {
                    return cx.env.refuse(cx.env.texts().bad_server());
                };
                if origin != self.online.account.server {
                    self.online_action(cx, OnlineAction::SetServer { url: origin }, fx);
                }
                if let Some(link) = page_link(&url) {
                    self.online_action(cx, OnlineAction::OpenLink { link }, fx);
                }
            }
            OnlineAction::Watch { link } => self.watch(cx, &link, signed, fx),
            OnlineAction::OpenLink { link } => match (is_watch_link(&link), code_from_sign_in_link(&link)) {
                (true, _) => self.watch(cx, &link, signed, fx),
                // Another device's link code as a link: this device signs in with it, on the
                // Account screen, which says how it went.
                (false, Some(code)) => {
                    self.open_page(cx, Screen::Account, fx);
                    self.online.sign_in_with_code(&code, cx.env, fx);
                }
                (false, None) => self.open_invitation(cx, &link, fx),
            },
            OnlineAction::AcceptInvitation => {
                if let Some(action) = self.online.accept_invitation(cx.env) {
                    self.online_action(cx, action, fx);
                }
            }
            OnlineAction::Retry if cx.nav.screen == Screen::Invitation => {
                let in_session = self.mode.online();
                self.online.fetch_invitation(in_session, cx.env, fx)
            }
            OnlineAction::Retry if cx.nav.screen == Screen::Account => self.online.refresh_account(cx.env, fx),
            OnlineAction::Retry if signed && self.mode.online() => self.online.connect(self.mode.sitting(), cx.env, fx),
            OnlineAction::Leave if signed => self.leave_online(cx, fx),
            action => self
                .online
                .act(action, self.mode.room(), self.mode.sitting(), cx.env, fx),
        }
    }

    /// The server deleted the account: leave any game, forget the token and name.
    fn account_deleted(&mut self, cx: &mut Cx, fx: &mut Vec<Effect>) {
        if self.mode.room().is_some() {
            self.leave_online(cx, fx);
        }
        self.online.forget_account(cx.env, fx);
    }

    /// The timers of the online state: the link's, the clock's, the back-off's (`None`:
    /// `id` is none of them); whether the view changed.
    pub(crate) fn online_timer(&mut self, cx: &mut Cx, id: u64, fx: &mut Vec<Effect>) -> Option<bool> {
        Some(match self.online.timer(id, self.mode.sitting(), cx.env, fx)? {
            Timed::News(news) => news.is_some_and(|news| self.online_event(cx, news, fx)),
            Timed::Clock => {
                self.clock_cue(cx, fx);
                true
            }
            Timed::Retried => true,
        })
    }

    pub(crate) fn online_suspend(&mut self, cx: &mut Cx, fx: &mut Vec<Effect>) {
        self.online.suspend(self.mode.sitting(), cx.env, fx);
    }

    pub(crate) fn online_resume(&mut self, cx: &mut Cx, fx: &mut Vec<Effect>) {
        self.online.resume(self.mode.sitting(), cx.env, fx);
    }

    /// Just signed up: join the board whose link was opened before (or watch the game).
    fn join_held(&mut self, cx: &mut Cx, fx: &mut Vec<Effect>) {
        if let Some(code) = self.online.pending_join.take() {
            self.online_action(cx, OnlineAction::Join { code }, fx);
        } else if let Some(id) = self.online.pending_watch.take() {
            self.online_action(cx, OnlineAction::Watch { link: id.to_string() }, fx);
        }
    }

    /// A share link opened (`OpenLink`, a page at `/join/CODE#KEY`): its invitation, or the
    /// game itself when I already sit in that room (a reload of the page I joined from).
    fn open_invitation(&mut self, cx: &mut Cx, link: &str, fx: &mut Vec<Effect>) {
        let Some(code) = pallanguzhi_protocol::code_from_link(link) else {
            return cx.env.refuse(cx.env.texts().bad_code());
        };
        if self.mode.room().is_some_and(|r| r.code == code) {
            cx.nav.screen = Screen::Game;
            if self.online.state == ConnState::Idle && !self.online.account.token.is_empty() {
                self.online_action(cx, OnlineAction::Retry, fx);
            }
            return;
        }
        self.put_board_away(cx, fx); // the offline game stays where it was
        self.online.invite(code, pallanguzhi_protocol::key_from_link(link));
        cx.nav.back.clear();
        cx.nav.screen = Screen::Invitation;
        let in_session = self.mode.online();
        self.online.fetch_invitation(in_session, cx.env, fx);
    }

    /// Open a watch link: connect to its game as a watcher, on the watch screen. A bad
    /// link, or a game of mine still on, is refused and changes nothing; before signing
    /// up the game waits for the account (the server admits accounts only).
    fn watch(&mut self, cx: &mut Cx, link: &str, signed: bool, fx: &mut Vec<Effect>) {
        let Some(id) = watch_link_id(link) else {
            return cx.env.refuse(cx.env.texts().bad_watch_link());
        };
        if self.mode.room().is_some() && self.online.state != ConnState::Finished {
            return cx.env.refuse(cx.env.texts().watch_while_playing());
        }
        if !signed {
            cx.env.refuse(cx.env.texts().watch_after_sign_up(id));
            self.online.pending_watch = Some(id);
            return;
        }
        if self.mode.room().is_some() {
            self.leave_online(cx, fx); // my finished game: its board gives way
        }
        if self.watching() {
            self.stop_watching(cx, fx);
        }
        self.put_board_away(cx, fx); // the offline game stays where it was
        self.online.table = Table::default();
        self.online.pending = None;
        self.online.can_claim = false;
        self.online.error = None;
        self.online.state = ConnState::Connecting;
        self.mode = Mode::Watching {
            game_id: id,
            board: None,
        };
        cx.env.notice = None;
        cx.nav.screen = Screen::Watch;
        self.online.connect(self.mode.sitting(), cx.env, fx);
    }

    /// Stop watching: close the socket, forget the game watched (not an offline game).
    pub(crate) fn stop_watching(&mut self, cx: &mut Cx, fx: &mut Vec<Effect>) {
        if !self.watching() {
            return;
        }
        self.end_session(cx, fx);
        if cx.nav.screen == Screen::Watch {
            cx.nav.screen = Screen::Home;
        }
    }

    fn leave_online(&mut self, cx: &mut Cx, fx: &mut Vec<Effect>) {
        if self.watching() {
            return self.stop_watching(cx, fx);
        }
        self.end_session(cx, fx);
        cx.nav.screen = Screen::Home;
    }

    /// The end of the online session (a seat or a game watched): its board's work, then
    /// the socket; the offline game saved before it is back on the board.
    pub(crate) fn end_session(&mut self, cx: &mut Cx, fx: &mut Vec<Effect>) {
        if !self.mode.online() {
            return;
        }
        let seated = self.mode.room().is_some();
        self.stop_work(cx, false, fx);
        self.online.close(cx.env, fx);
        self.back_to_offline(cx);
        if seated {
            self.online.save_account(self.mode.room(), cx.env); // no seat to come back to
        }
    }

    /// A tap on the online board: send the move; it is played when the server echoes it.
    pub(crate) fn online_tap(&mut self, cx: &mut Cx, hole: u8, fx: &mut Vec<Effect>) {
        let watching = self.watching();
        let mine = self.online.table.my_turn() && self.online.pending.is_none();
        let Some(board) = self.mode.board_mut() else { return };
        let why = board.why(hole, cx.env);
        let t = cx.env.texts();
        let refusal = match () {
            _ if watching => t.watch_only(),
            _ if !mine => t.online_wait(),
            _ if why != crate::texts::Why::Playable => t.why(&why),
            _ => {
                let number = self.online.table.have().unwrap_or(0);
                self.online.pending = Some((number, hole));
                return self
                    .online
                    .send(ClientMessage::Move { number, hole }, self.mode.sitting(), cx.env, fx);
            }
        };
        board.refuse_tap(refusal, cx.env, fx);
    }

    /// A resignation or a draw's offer or answer, for the server to decide.
    pub(crate) fn online_send(&mut self, cx: &mut Cx, msg: ClientMessage, fx: &mut Vec<Effect>) {
        self.online.send(msg, self.mode.sitting(), cx.env, fx)
    }

    /// Network news: what seats me, signs me up, deletes the account or moves the game is
    /// the app's; the rest the online state's (`Online::news`). Whether the view changed.
    pub(crate) fn online_event(&mut self, cx: &mut Cx, event: OnlineEvent, fx: &mut Vec<Effect>) -> bool {
        let current = self.online.conn;
        match event {
            OnlineEvent::SignedUp(account) => {
                self.online.signed_up(account, self.mode.room(), cx.env);
                self.join_held(cx, fx);
            }
            OnlineEvent::RoomReady(room) => self.room_ready(cx, room, fx),
            OnlineEvent::Message { conn, msg } if conn == current => self.server_message(cx, msg, fx),
            OnlineEvent::AccountDeleted => self.account_deleted(cx, fx),
            news => {
                let (room, sitting, screen) = (self.mode.room(), self.mode.sitting(), cx.nav.screen);
                return self.online.news(news, room, sitting, screen, cx.env, fx);
            }
        }
        true
    }

    fn room_ready(&mut self, cx: &mut Cx, room: RoomInfo, fx: &mut Vec<Effect>) {
        // A seat now: the game watched gives way (before the room's socket opens).
        self.stop_watching(cx, fx);
        self.put_board_away(cx, fx); // the offline game stays where it was
        self.mode = Mode::Seated { room, board: None };
        self.online.invitation = None;
        self.online.table = Table::default();
        self.online.pending = None;
        self.online.account.rating_before = None;
        self.online.rating_change = None;
        self.online.can_claim = false;
        self.online.state = ConnState::Connecting;
        self.online.save_account(self.mode.room(), cx.env);
        cx.nav.screen = Screen::Game;
        let (server, token) = (self.online.server(), self.online.account.token.clone());
        self.online.net(OnlineCommand::Stats { server, token }, cx.env, fx);
        self.online.connect(self.mode.sitting(), cx.env, fx);
    }

    /// A frame of the game's socket: the online state takes it (`Online::heard`), then the
    /// board plays, syncs or ends as it says.
    fn server_message(&mut self, cx: &mut Cx, msg: ServerMessage, fx: &mut Vec<Effect>) {
        let (heard, clocked) = self.online.heard(msg, self.mode.sitting(), cx.env, fx);
        if clocked {
            self.clock_cue(cx, fx);
        }
        match heard {
            Heard::Failed => return,
            Heard::Rematch(room) => return self.room_ready(cx, *room, fx),
            Heard::Moved => self.play_server_move(cx, fx),
            Heard::Changed => self.sync_game(cx, fx),
            Heard::Nothing => {}
        }
        self.settle_state(cx, fx);
    }

    /// The table has one more move than the local game: play it and animate.
    fn play_server_move(&mut self, cx: &mut Cx, fx: &mut Vec<Effect>) {
        let Some(hole) = self.online.table.last.as_ref().map(|l| l.hole) else {
            return;
        };
        let known = self.mode.game().map(|m| m.game.history().len());
        if known.map(|k| k + 1) != self.online.table.have().map(|h| h as usize) {
            return self.sync_game(cx, fx);
        }
        self.play_online_hole(cx, hole, fx);
    }

    /// Make the local game equal the table's (after a `state`): replay the
    /// moves without animation; the last new one is animated.
    fn sync_game(&mut self, cx: &mut Cx, fx: &mut Vec<Effect>) {
        let Some(state) = self.online.table.state.clone().filter(|_| self.mode.online()) else {
            return;
        };
        let same = self.mode.game().is_some_and(|m| {
            m.id == online_id(state.game_id)
                && state.moves.starts_with(m.game.history())
                && *m.game.players() == players_of(&state)
        });
        if !same {
            self.stop_work(cx, false, fx);
            let Some(m) = self.fresh_match(&state) else { return };
            if !self.mode.set_online_board(Board::new(m)) {
                return; // the session ended meanwhile: no board to sync
            }
        }
        let known = self.mode.game().map_or(0, |m| m.game.history().len());
        let missing: Vec<u8> = state.moves[known.min(state.moves.len())..].to_vec();
        for (i, hole) in missing.iter().enumerate() {
            if i + 1 == missing.len() {
                self.play_online_hole(cx, *hole, fx);
            } else if let Some(m) = self.mode.game_mut() {
                let _ = m.game.play(*hole);
            }
        }
    }

    fn fresh_match(&mut self, state: &pallanguzhi_protocol::GameState) -> Option<Match> {
        let rules = Rules::preset(&state.rules).ok()?;
        let game = Game::new(rules, players_of(state)).ok()?;
        Some(Match {
            id: online_id(state.game_id),
            game,
            ending: None,
            dialog: None,
            hint: None,
            last: None,
        })
    }

    fn play_online_hole(&mut self, cx: &mut Cx, hole: u8, fx: &mut Vec<Effect>) {
        let Some((board, mut be)) = self.board(cx) else { return };
        let before = board.m.game.snapshot();
        match board.m.game.play(hole) {
            // Shown after the turn being animated, if one is.
            Ok(turn) => board.queue_or_show(before, turn, &mut be, fx),
            Err(e) => {
                // Out of step with the server: ask for the whole state.
                log::warn!("server move {hole} refused locally: {e}");
                self.mode.clear_online_board();
                self.online.send(ClientMessage::Sync, self.mode.sitting(), cx.env, fx);
            }
        }
    }

    /// The connection's state from the game's; on the board, the opponent's draw offer
    /// to answer, and the result once the game ended.
    fn settle_state(&mut self, cx: &mut Cx, fx: &mut Vec<Effect>) {
        let Some(settled) = self.online.settle(self.mode.watched().is_some()) else {
            return;
        };
        if let Some(m) = self.mode.game_mut() {
            m.dialog = match (settled.offer, &m.dialog) {
                (Some(by), _) => Some(Dialog::DrawOffer(by)),
                (None, Some(Dialog::DrawOffer(_))) => None,
                (None, d) => d.clone(),
            };
        }
        if let Some(state) = settled.over {
            self.online_over(cx, &state, fx);
        }
    }

    fn online_over(&mut self, cx: &mut Cx, state: &pallanguzhi_protocol::GameState, fx: &mut Vec<Effect>) {
        let Some(result) = state.result else { return };
        let loser = |o: pallanguzhi_core::Outcome| match o {
            pallanguzhi_core::Outcome::Win { side: w } => Some(w.opponent()),
            pallanguzhi_core::Outcome::Draw => None,
        };
        let ending = match (result.reason, loser(result.outcome)) {
            (EndReason::Rules, _) => None,
            (EndReason::Abandoned, Some(side)) => Some(Ending::Abandoned { side }),
            (EndReason::AwayDraw, _) => Some(Ending::AwayDraw),
            (EndReason::Timeout, Some(side)) => Some(Ending::Timeout { side }),
            (_, Some(side)) => Some(Ending::Resigned { side }),
            (_, None) => Some(Ending::Agreement),
        };
        let no_anim = self.mode.anim().is_none();
        if let Some(m) = self.mode.game_mut() {
            if ending.is_some() {
                m.ending = ending;
            }
            if ending.is_some() || no_anim {
                m.dialog = Some(Dialog::GameOver);
            }
        }
        self.record_recent(cx);
        self.online.game_ended(self.mode.room(), cx.env, fx);
    }
}

/// The rematch of a finished online game, for the result card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum OnlineRematch {
    /// I may offer one (the opponent is here, nothing offered yet).
    Possible,
    /// The opponent offers one: accept or decline.
    Offered,
    /// I offered; waiting for the answer.
    Waiting,
    /// Declined, or a player left while it was open.
    Refused,
}

impl Play {
    /// On my turn, entering the last 10 seconds: a haptic and a sound, once a turn.
    fn clock_cue(&mut self, cx: &mut Cx, fx: &mut Vec<Effect>) {
        if self.online.clock_warns() {
            cx.env.haptic(crate::effect::HapticKind::ClockWarning, fx);
            self.sound(
                cx,
                crate::sound::Sound::plain(crate::sound::SoundKind::ClockWarning),
                fx,
            );
        }
    }
}

/// The local id of an online game (never a saved offline game's id).
fn online_id(game_id: i64) -> String {
    format!("online-{game_id}")
}

fn players_of(state: &pallanguzhi_protocol::GameState) -> Players {
    let name = |side: Side| {
        let seat = state.seats.iter().find(|s| s.side == side);
        Seat::human(seat.map_or("?", |s| s.name.as_str()))
    };
    Players {
        south: vec![name(Side::South)],
        north: vec![name(Side::North)],
    }
}

impl Play {
    /// The moves of the online game as the server confirmed them (tests, logs).
    pub(crate) fn online_moves(&self) -> Vec<u8> {
        self.online
            .table
            .state
            .as_ref()
            .map_or_else(Vec::new, |s| s.moves.clone())
    }
}
