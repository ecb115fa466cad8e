//! The socket session's connection, seated or watching: opening the game's socket,
//! sending (a move kept until the server echoes it), the back-off after a drop, a
//! suspend and a resume, the move clock, and the calls' plumbing through the link. The
//! online state's own; the mode says which game (`Sitting`).

use super::state::Online;
use super::{AccountFile, ConnState, OnlineCommand, MAX_RETRIES};
use crate::effect::Effect;
use crate::env::Env;
use crate::mode::Sitting;
use crate::table::{Rematch, Table};
use pallanguzhi_protocol::{ClientMessage, MyStats, RoomInfo};

/// What a timer of the online state did (`Online::timer`).
pub(crate) enum Timed {
    /// The link's: a call or the socket timed out (news for the session), or nothing.
    News(Option<super::OnlineEvent>),
    /// The move clock ticked (the clock's warning may be due: `clock_warns`).
    Clock,
    /// The back-off ended: connecting again.
    Retried,
}

impl Online {
    /// Ask the network through the link (its transport effects go to `fx`).
    pub(crate) fn net(&mut self, command: OnlineCommand, env: &mut Env, fx: &mut Vec<Effect>) {
        self.link.perform(command, &mut env.next_id, fx);
    }

    /// Open the socket of the session's game (`None`: no session, nothing to open).
    pub(crate) fn connect(&mut self, sitting: Sitting, env: &mut Env, fx: &mut Vec<Effect>) {
        let Some(game_id) = sitting.game_id() else { return };
        self.cancel_retry(fx);
        self.conn = env.fresh_id();
        if !matches!(self.state, ConnState::Reconnecting { .. }) {
            self.state = ConnState::Connecting;
        }
        let command = OnlineCommand::Connect {
            conn: self.conn,
            server: self.server(),
            token: self.account.token.clone(),
            game_id,
            have: self.table.have(),
        };
        self.net(command, env, fx);
    }

    /// Send `msg` on the session's socket, or refuse it in words.
    pub(crate) fn send(&mut self, msg: ClientMessage, sitting: Sitting, env: &mut Env, fx: &mut Vec<Effect>) {
        if sitting == Sitting::Offline {
            return env.refused(crate::texts::Refused::NoOnlineGame);
        }
        // A watcher only ever asks for the state.
        if sitting.watching() && msg != ClientMessage::Sync {
            return env.refuse(env.texts().watch_only());
        }
        let connected = matches!(
            self.state,
            ConnState::WaitingForGuest | ConnState::Playing | ConnState::OpponentAway | ConnState::Finished
        );
        // A move is kept in `pending` and resent; anything else (resign, draw, claim)
        // would be lost with a socket that is down: refused, so the player knows.
        if !connected && !matches!(msg, ClientMessage::Move { .. } | ClientMessage::Sync) {
            return env.refuse(env.texts().not_connected());
        }
        let conn = self.conn;
        self.net(OnlineCommand::Send { conn, msg }, env, fx);
    }

    /// The end of a socket session, seated or watching: the socket, the back-off and the
    /// clock stop together (leaving must not leave a clock ticking).
    pub(crate) fn close(&mut self, env: &mut Env, fx: &mut Vec<Effect>) {
        self.net(OnlineCommand::Disconnect, env, fx);
        self.cancel_retry(fx);
        self.clock.stop(fx);
        self.table = Table::default();
        self.pending = None;
        self.state = ConnState::Idle;
    }

    pub(crate) fn cancel_retry(&mut self, fx: &mut Vec<Effect>) {
        if let Some(id) = self.retry_timer.take() {
            fx.push(Effect::CancelTimer { id });
        }
    }

    /// The socket dropped: try again after a growing pause, up to `MAX_RETRIES` times.
    pub(crate) fn lost(&mut self, env: &mut Env, fx: &mut Vec<Effect>) {
        if self.state == ConnState::Finished && self.table.rematch.is_some() {
            // The socket of a finished game went with an offer open: no rematch now.
            self.table.rematch = Some(Rematch::Refused);
        }
        if matches!(
            self.state,
            ConnState::Finished | ConnState::Suspended | ConnState::Idle | ConnState::Failed
        ) {
            return;
        }
        let attempt = match self.state {
            ConnState::Reconnecting { attempt } => attempt + 1,
            _ => 1,
        };
        if attempt > MAX_RETRIES {
            self.state = ConnState::Failed;
            return;
        }
        self.state = ConnState::Reconnecting { attempt };
        let id = env.fresh_id();
        self.retry_timer = Some(id);
        // 0.5 s, 1 s, 2 s ... capped at 15 s.
        let ms = (500u32 << (attempt - 1).min(5)).min(15_000);
        fx.push(Effect::StartTimer { id, ms });
    }

    /// The app leaves the foreground: the socket closes (the server counts me away).
    pub(crate) fn suspend(&mut self, sitting: Sitting, env: &mut Env, fx: &mut Vec<Effect>) {
        if sitting.online() && self.state != ConnState::Finished {
            self.cancel_retry(fx);
            self.conn = env.fresh_id(); // late news of the old socket is stale
            self.state = ConnState::Suspended;
            self.net(OnlineCommand::Disconnect, env, fx);
        }
    }

    pub(crate) fn resume(&mut self, sitting: Sitting, env: &mut Env, fx: &mut Vec<Effect>) {
        if self.state == ConnState::Suspended {
            self.connect(sitting, env, fx);
        }
    }

    /// The timer `id` fired: the link's, the clock's or the back-off's (`None`: none of them).
    pub(crate) fn timer(&mut self, id: u64, sitting: Sitting, env: &mut Env, fx: &mut Vec<Effect>) -> Option<Timed> {
        if let Some(news) = self.link.timer(id, &mut env.next_id, fx) {
            return Some(Timed::News(news));
        }
        if self.clock.owns(id) {
            self.clock.tick(&mut env.next_id, fx);
            return Some(Timed::Clock);
        }
        if self.retry_timer != Some(id) {
            return None;
        }
        self.retry_timer = None;
        self.connect(sitting, env, fx);
        Some(Timed::Retried)
    }

    /// The server said how much time the side to move has: count down from there.
    pub(crate) fn reset_clock(&mut self, env: &mut Env, fx: &mut Vec<Effect>) {
        let state = self.table.state.as_ref();
        let running = state.is_some_and(|s| s.turn().is_some());
        let left = state
            .and_then(|s| s.clock)
            .and_then(|c| c.remaining_ms)
            .filter(|_| running);
        self.clock.reset(left, &mut env.next_id, fx);
    }

    /// On my turn, entering the last 10 seconds: true once a turn (a haptic and a sound).
    pub(crate) fn clock_warns(&mut self) -> bool {
        self.clock.warn(self.table.my_turn())
    }

    /// My statistics: and in a room, my rating before the game, or its change at the end.
    pub(crate) fn got_stats(&mut self, stats: MyStats, room: Option<&RoomInfo>, env: &mut Env) {
        self.stats = Some(stats);
        let Some(rules) = room.map(|r| r.rules.clone()) else {
            return;
        };
        let now = self.my_rating(&rules);
        match (self.state, self.account.rating_before, now) {
            (ConnState::Finished, Some(before), Some(now)) => self.rating_change = Some(now - before),
            (ConnState::Finished, None, Some(now)) => self.rating_change = Some(now - 1500.0),
            (state, before, now) if state != ConnState::Finished && before != now => {
                self.account.rating_before = now;
                self.save_account(room, env);
            }
            _ => {}
        }
    }

    /// A link opened before signing up: keep its code and say why it waits.
    pub(crate) fn hold_join(&mut self, link: &str, env: &mut Env) {
        let Some(code) = pallanguzhi_protocol::code_from_link(link) else {
            return env.refuse(env.texts().bad_code());
        };
        env.refuse(env.texts().join_after_sign_up(&code));
        self.pending_join = Some(code);
    }

    /// The server deleted the account (the seat already left): forget the token and name,
    /// keep the server.
    pub(crate) fn forget_account(&mut self, env: &mut Env, fx: &mut Vec<Effect>) {
        let server = std::mem::take(&mut self.account.server);
        self.account = AccountFile {
            server,
            ..AccountFile::default()
        };
        self.stats = None;
        self.leaderboard = None;
        self.account_page = Default::default();
        self.state = ConnState::Idle;
        self.save_account(None, env);
        fx.push(Effect::Announce {
            text: env.texts().account_deleted(),
        });
    }
}
