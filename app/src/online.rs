//! Online play in the app core: the connection state machine, the account
//! file, and the server's moves applied to the local `Game` so they animate
//! like offline turns. Pure: the network is asked for with `OnlineCommand`s, which
//! the `Link` (`link.rs`) turns into transport effects, and answers as `OnlineEvent`
//! news the link makes of the shell's reports. Back-off waits are ordinary
//! `StartTimer` effects, so tests run without a clock.

use crate::app::{App, Dialog, Match};
use crate::effect::Effect;
use crate::files::Ending;
use crate::table::{Table, Update};
use crate::view::Screen;
use pallanguzhi_core::{Game, Players, Rules, Seat, Side};
use pallanguzhi_protocol::{
    AccountToken, ClientMessage, EndReason, ErrorCode, Leaderboard, MyStats, RoomInfo, ServerMessage, SideChoice,
    Status,
};
use serde::{Deserialize, Serialize};

/// The server used until the player sets another one.
pub const DEFAULT_SERVER: &str = "https://play.pallanguzhi.app";
/// The account file in the app-private directory.
pub const ACCOUNT_FILE: &str = "online.json";
/// Reconnect attempts before giving up with `ConnState::Failed`.
pub const MAX_RETRIES: u32 = 8;

/// What the online state machine asks of the network (the `Link` performs it).
#[derive(Debug, Clone, PartialEq)]
pub enum OnlineCommand {
    SignUp {
        server: String,
        name: String,
    },
    CreateRoom {
        server: String,
        token: String,
        rules: String,
        side: SideChoice,
        /// Time per move; `None`: no clock (a friendly, unrated game).
        move_ms: Option<u64>,
    },
    Join {
        server: String,
        token: String,
        code: String,
    },
    /// `DELETE /v1/me`.
    DeleteAccount {
        server: String,
        token: String,
    },
    /// Open the game's socket as connection `conn` (`have`: moves known).
    Connect {
        conn: u64,
        server: String,
        token: String,
        game_id: i64,
        have: Option<u32>,
    },
    Send {
        conn: u64,
        msg: ClientMessage,
    },
    Disconnect,
    Leaderboard {
        server: String,
        token: String,
        rules: String,
    },
    Stats {
        server: String,
        token: String,
    },
}

/// What the network did.
#[derive(Debug, Clone, PartialEq)]
pub enum OnlineEvent {
    SignedUp(AccountToken),
    RoomReady(RoomInfo),
    Connected {
        conn: u64,
    },
    Message {
        conn: u64,
        msg: ServerMessage,
    },
    /// A frame that is not a server message (logged and skipped).
    Malformed {
        conn: u64,
        text: String,
    },
    Disconnected {
        conn: u64,
    },
    Leaderboard(Leaderboard),
    Stats(MyStats),
    /// The server deleted the account.
    AccountDeleted,
    /// An HTTP call or a connection attempt failed.
    Failed {
        what: Call,
        error: NetError,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Call {
    SignUp,
    Room,
    Connect,
    Leaderboard,
    Stats,
    Delete,
}

/// Why a call failed, as the player is told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NetError {
    /// No answer (refused connection, timeout, DNS).
    Unreachable(String),
    /// The server refused with its typed code.
    Refused(ErrorCode, String),
    /// An answer that is not the protocol.
    Protocol(String),
}

/// The connection state machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum ConnState {
    /// No online game.
    #[default]
    Idle,
    /// An HTTP call (account, room) is on its way.
    Busy,
    Connecting,
    WaitingForGuest,
    Playing,
    OpponentAway,
    /// Lost the socket; retry `attempt` is scheduled.
    Reconnecting {
        attempt: u32,
    },
    Finished,
    /// Retries exhausted or the call refused: the player may retry.
    Failed,
    /// In the background: the socket is closed on purpose.
    Suspended,
}

/// The stored account and the online game it is in (for a relaunch).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct AccountFile {
    pub server: String,
    pub account_id: Option<i64>,
    pub name: String,
    pub token: String,
    pub room: Option<RoomInfo>,
    /// My rating in the room's rules before its game ended (kept for a relaunch).
    #[serde(default)]
    pub rating_before: Option<f64>,
    /// The clock the next room is created with: `move_ms` (None: the default 2 min),
    /// or no clock at all when `friendly`.
    #[serde(default)]
    pub move_ms: Option<u64>,
    #[serde(default)]
    pub friendly: bool,
}

/// The clocks a host can pick on the create screen (ms per move; `None`: no clock).
pub const CLOCK_CHOICES: [Option<u64>; 7] = [
    Some(30_000),
    Some(60_000),
    Some(120_000),
    Some(300_000),
    Some(86_400_000),
    Some(259_200_000),
    None,
];

/// The last seconds of a move in which the clock warns.
pub const CLOCK_WARNING_MS: u64 = 10_000;

impl AccountFile {
    /// The clock chosen for the next room.
    pub fn clock(&self) -> Option<u64> {
        (!self.friendly).then(|| self.move_ms.unwrap_or(pallanguzhi_protocol::DEFAULT_MOVE_MS))
    }
}

impl App {
    /// Ask the network through the link (its transport effects go to `fx`).
    fn net(&mut self, command: OnlineCommand, fx: &mut Vec<Effect>) {
        self.online.link.perform(command, &mut self.next_id, fx);
    }

    /// The shell's transport report. Returns whether the view changed.
    pub(crate) fn transport(&mut self, report: crate::event::Transport, fx: &mut Vec<Effect>) -> bool {
        match self.online.link.event(report, &mut self.next_id, fx) {
            Some(news) => self.online_event(news, fx),
            None => false, // a stale id
        }
    }
}

/// The online part of the app's state.
#[derive(Debug, Default)]
pub(crate) struct Online {
    pub account: AccountFile,
    pub state: ConnState,
    pub table: Table,
    /// The network: calls, the socket, timeouts and the heartbeat.
    pub link: crate::link::Link,
    pub conn: u64,
    pub retry_timer: Option<u64>,
    /// My move sent and not yet seen back: (number, hole). Resent after a reconnect.
    pub pending: Option<(u32, u8)>,
    pub error: Option<NetError>,
    pub leaderboard: Option<Leaderboard>,
    pub stats: Option<MyStats>,
    /// My rating change in this game's rules once it ended.
    pub rating_change: Option<f64>,
    pub can_claim: bool,
    /// A code or link opened before signing up: joined once the account exists.
    pub pending_join: Option<String>,
    /// The time left to the side to move, counted down by `clock_timer`'s ticks from
    /// the server's last `remaining_ms` (never from a wall clock).
    pub clock_left: Option<u64>,
    pub clock_timer: Option<(u64, u32)>,
    /// The warning cue was given for this turn.
    pub clock_warned: bool,
    /// The game watched (no seat: the socket joins as a watcher), on `Screen::Watch`.
    pub watching: Option<i64>,
    /// A watch link opened before signing up: watched once the account exists.
    pub pending_watch: Option<i64>,
}

impl Online {
    pub fn server(&self) -> String {
        match self.account.server.trim() {
            "" => DEFAULT_SERVER.to_string(),
            s => s.trim_end_matches('/').to_string(),
        }
    }

    pub fn in_game(&self) -> bool {
        self.account.room.is_some()
    }

    /// A socket session: seated in a room, or watching a game.
    pub fn session(&self) -> bool {
        self.in_game() || self.watching.is_some()
    }

    /// The game of the session: the room's, else the one watched.
    fn game_id(&self) -> Option<i64> {
        self.account.room.as_ref().map(|r| r.game_id).or(self.watching)
    }

    fn my_rating(&self, rules: &str) -> Option<f64> {
        let stats = self.stats.as_ref()?;
        stats.per_rules.iter().find(|r| r.rules == rules).map(|r| r.rating)
    }
}

/// The player's online actions (`Event::OnlineAction(..)`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum OnlineAction {
    /// Set the server URL (`""` = the default).
    SetServer {
        url: String,
    },
    /// The browser: the address the page was opened at (`location.href`). The server
    /// that served the page is the one to play on: its origin becomes the server (saved
    /// only when it changed). A page opened at a share link (`/join/CODE`) or a watch
    /// link (`/watch/ID`) then opens that link as `OpenLink` does; any other address
    /// (`/`) only sets the server.
    PageOpened {
        url: String,
    },
    /// Create an account with this name (kept in `online.json`).
    SignUp {
        name: String,
    },
    CreateRoom {
        preset: String,
        side: SideChoice,
    },
    /// A code or a share link.
    Join {
        code: String,
    },
    /// Watch a game read only: its watch link (`https://HOST/watch/ID`,
    /// `pallanguzhi://watch/ID`) or its game id.
    Watch {
        link: String,
    },
    /// A link the system opened the app with (a deep link): a watch link
    /// (`…/watch/ID`, good or bad) is watched, anything else is joined as a share link
    /// (`…/join/CODE`).
    OpenLink {
        link: String,
    },
    Leaderboard {
        preset: String,
    },
    Stats,
    /// After `Failed`: try the connection again.
    Retry,
    ClaimWin,
    /// Or end it as a draw instead.
    ClaimDraw,
    /// Leave the online game (it goes on on the server; the opponent may claim).
    Leave,
    /// The clock of the rooms this player creates: ms per move (one of
    /// `CLOCK_CHOICES`), or `None` for no clock (a friendly game, not rated).
    SetClock {
        move_ms: Option<u64>,
    },
    /// Delete the online account on the server, then forget it here (the shells ask
    /// first, with the view's `delete_confirm`).
    DeleteAccount,
}

/// The game id of a watch link: `http(s)://HOST[:PORT]/watch/ID`, the apps' own
/// `pallanguzhi://watch/ID`, or a bare id (a trailing `/` allowed). Anything else: `None`.
pub fn watch_link_id(text: &str) -> Option<i64> {
    let text = text.trim();
    let path = if let Some(rest) = text.strip_prefix("pallanguzhi://") {
        format!("/{rest}")
    } else if let Some(rest) = text.strip_prefix("https://").or_else(|| text.strip_prefix("http://")) {
        let (host, path) = rest.split_at(rest.find('/')?);
        if host.is_empty() {
            return None;
        }
        path.to_string()
    } else {
        return parse_id(text);
    };
    parse_id(path.strip_prefix("/watch/")?.trim_end_matches('/'))
}

/// The origin (`http(s)://HOST[:PORT]`) of a page's address, or `None` if it is not
/// an http(s) address with a host.
pub fn page_origin(url: &str) -> Option<String> {
    let url = url.trim();
    let scheme = ["https://", "http://"].into_iter().find(|s| url.starts_with(s))?;
    let rest = &url[scheme.len()..];
    let host = &rest[..rest.find(['/', '?', '#']).unwrap_or(rest.len())];
    (!host.is_empty()).then(|| format!("{scheme}{host}"))
}

/// The share or watch link a page was opened at (`http(s)://HOST/join/CODE`,
/// `…/watch/ID`), its query and fragment dropped; `None` for any other address (`/`).
/// Whether the code or id in it is good is for `OpenLink` to say.
pub fn page_link(url: &str) -> Option<String> {
    let url = url.trim();
    let origin = page_origin(url)?;
    let path = url[origin.len()..].split(['?', '#']).next().unwrap_or("");
    ["/join/", "/watch/"]
        .iter()
        .any(|p| path.starts_with(p))
        .then(|| format!("{origin}{path}"))
}

/// A link (not a bare id) to a game's watch page: `…/watch/…` on an http(s) host or
/// `pallanguzhi://watch/…`, its id good or not (a bad one is refused as a watch link).
fn is_watch_link(text: &str) -> bool {
    let text = text.trim();
    if let Some(rest) = text.strip_prefix("pallanguzhi://") {
        return rest.starts_with("watch/");
    }
    page_origin(text).is_some_and(|origin| text[origin.len()..].starts_with("/watch/"))
}

fn parse_id(text: &str) -> Option<i64> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    digits.then(|| text.parse::<i64>().ok()).flatten().filter(|id| *id > 0)
}

impl App {
    /// A socket session (seated or watching): taps, resigns and offers go to the server.
    pub(crate) fn online_in_game(&self) -> bool {
        self.online.session()
    }

    /// Watching a game (read only).
    pub(crate) fn watching(&self) -> bool {
        self.online.watching.is_some()
    }

    pub(crate) fn load_account(&mut self) {
        let Some(store) = &self.store else { return };
        if let crate::store::Loaded::Ok(file) = store.load(ACCOUNT_FILE, |t| serde_json::from_str::<AccountFile>(t)) {
            self.online.account = file;
        }
    }

    fn save_account(&mut self) {
        let Some(store) = &self.store else { return };
        let text = pallanguzhi_core::save::file_json(&self.online.account).unwrap_or_default();
        let result = store.write(ACCOUNT_FILE, &text);
        self.check_write_pub(result);
    }

    /// On launch with a stored room: back to it.
    pub(crate) fn resume_online(&mut self, fx: &mut Vec<Effect>) {
        if self.online.in_game() && !self.online.account.token.is_empty() {
            self.screen = Screen::Game;
            self.connect(fx);
        }
    }

    pub(crate) fn online_action(&mut self, action: OnlineAction, fx: &mut Vec<Effect>) {
        let server = self.online.server();
        let token = self.online.account.token.clone();
        let signed = !token.is_empty();
        match action {
            OnlineAction::SetServer { url } => {
                let url = url.trim();
                if !(url.is_empty() || url.starts_with("http://") || url.starts_with("https://")) {
                    return self.refuse(self.texts().bad_server());
                }
                self.online.account.server = url.to_string();
                self.save_account();
            }
            OnlineAction::PageOpened { url } => {
                let Some(origin) = page_origin(&url) else {
                    return self.refuse(self.texts().bad_server());
                };
                if origin != self.online.account.server {
                    self.online_action(OnlineAction::SetServer { url: origin }, fx);
                }
                if let Some(link) = page_link(&url) {
                    self.online_action(OnlineAction::OpenLink { link }, fx);
                }
            }
            OnlineAction::SignUp { name } => {
                self.online.state = ConnState::Busy;
                self.online.error = None;
                self.net(OnlineCommand::SignUp { server, name }, fx);
            }
            OnlineAction::SetClock { move_ms } => {
                if !CLOCK_CHOICES.contains(&move_ms) {
                    return self.refuse(self.texts().server_refused("clock"));
                }
                self.online.account.friendly = move_ms.is_none();
                self.online.account.move_ms = move_ms;
                self.save_account();
            }
            OnlineAction::Join { code } if !signed => self.hold_join(&code),
            OnlineAction::Watch { link } => self.watch(&link, signed, fx),
            OnlineAction::OpenLink { link } => match is_watch_link(&link) {
                true => self.watch(&link, signed, fx),
                false => self.online_action(OnlineAction::Join { code: link }, fx),
            },
            _ if !signed => self.refuse(self.texts().need_account()),
            OnlineAction::CreateRoom { preset, side } => {
                if let Err(e) = Rules::preset(&preset) {
                    return self.refuse(e.to_string());
                }
                self.online.state = ConnState::Busy;
                self.online.error = None;
                let move_ms = self.online.account.clock();
                self.net(
                    OnlineCommand::CreateRoom {
                        server,
                        token,
                        rules: preset,
                        side,
                        move_ms,
                    },
                    fx,
                );
            }
            OnlineAction::Join { code } => {
                let Some(code) = pallanguzhi_protocol::code_from_link(&code) else {
                    return self.refuse(self.texts().bad_code());
                };
                self.online.state = ConnState::Busy;
                self.online.error = None;
                self.net(OnlineCommand::Join { server, token, code }, fx);
            }
            OnlineAction::Leaderboard { preset } => self.net(
                OnlineCommand::Leaderboard {
                    server,
                    token,
                    rules: preset,
                },
                fx,
            ),
            OnlineAction::Stats => self.net(OnlineCommand::Stats { server, token }, fx),
            OnlineAction::Retry if self.online.session() => self.connect(fx),
            OnlineAction::Retry => self.refused(crate::texts::Refused::NothingToRetry),
            OnlineAction::ClaimWin => self.send(ClientMessage::ClaimWin, fx),
            OnlineAction::ClaimDraw => self.send(ClientMessage::ClaimDraw, fx),
            OnlineAction::Leave => self.leave_online(fx),
            OnlineAction::DeleteAccount => {
                self.online.state = ConnState::Busy;
                self.online.error = None;
                self.net(OnlineCommand::DeleteAccount { server, token }, fx);
            }
        }
    }

    /// The server deleted the account: leave any game, forget the token and name.
    fn account_deleted(&mut self, fx: &mut Vec<Effect>) {
        if self.online.in_game() {
            self.leave_online(fx);
        }
        let server = std::mem::take(&mut self.online.account.server);
        self.online.account = AccountFile {
            server,
            ..AccountFile::default()
        };
        self.online.stats = None;
        self.online.leaderboard = None;
        self.online.state = ConnState::Idle;
        self.save_account();
        fx.push(Effect::Announce {
            text: self.texts().account_deleted(),
        });
    }

    /// A link opened before signing up: keep its code and say why it waits.
    fn hold_join(&mut self, code: &str) {
        let Some(code) = pallanguzhi_protocol::code_from_link(code) else {
            return self.refuse(self.texts().bad_code());
        };
        self.refuse(self.texts().join_after_sign_up(&code));
        self.online.pending_join = Some(code);
    }

    /// Just signed up: join the board whose link was opened before (or watch the game).
    fn join_held(&mut self, fx: &mut Vec<Effect>) {
        if let Some(code) = self.online.pending_join.take() {
            self.online_action(OnlineAction::Join { code }, fx);
        } else if let Some(id) = self.online.pending_watch.take() {
            self.online_action(OnlineAction::Watch { link: id.to_string() }, fx);
        }
    }

    /// Open a watch link: connect to its game as a watcher, on the watch screen. A bad
    /// link, or a game of mine still on, is refused and changes nothing; before signing
    /// up the game waits for the account (the server admits accounts only).
    fn watch(&mut self, link: &str, signed: bool, fx: &mut Vec<Effect>) {
        let Some(id) = watch_link_id(link) else {
            return self.refuse(self.texts().bad_watch_link());
        };
        if self.online.in_game() && self.online.state != ConnState::Finished {
            return self.refuse(self.texts().watch_while_playing());
        }
        if !signed {
            self.refuse(self.texts().watch_after_sign_up(id));
            self.online.pending_watch = Some(id);
            return;
        }
        if self.online.in_game() {
            self.leave_online(fx); // my finished game: its board gives way
        }
        if self.watching() {
            self.stop_watching(fx);
        }
        self.stop_work(true, fx);
        self.save_game(); // the offline game stays where it was
        self.online.watching = Some(id);
        self.online.table = Table::default();
        self.online.pending = None;
        self.online.can_claim = false;
        self.online.error = None;
        self.online.state = ConnState::Connecting;
        self.game = None;
        self.notice = None;
        self.screen = Screen::Watch;
        self.connect(fx);
    }

    /// Stop watching: close the socket, forget the game watched (not an offline game).
    pub(crate) fn stop_watching(&mut self, fx: &mut Vec<Effect>) {
        let Some(id) = self.online.watching.take() else { return };
        self.net(OnlineCommand::Disconnect, fx);
        self.cancel_retry(fx);
        if let Some((timer, _)) = self.online.clock_timer.take() {
            fx.push(Effect::CancelTimer { id: timer });
        }
        self.online.clock_left = None;
        self.online.table = Table::default();
        self.online.state = ConnState::Idle;
        if self.game.as_ref().is_some_and(|m| m.id == online_id(id)) {
            self.stop_work(false, fx);
            self.game = None;
        }
        if self.screen == Screen::Watch {
            self.screen = Screen::Home;
        }
    }

    /// Watching lasts while the watch screen is shown: any way off it stops watching.
    pub(crate) fn watch_only_on_its_screen(&mut self, fx: &mut Vec<Effect>) {
        if self.watching() && self.screen != Screen::Watch {
            self.stop_watching(fx);
        }
    }

    fn leave_online(&mut self, fx: &mut Vec<Effect>) {
        if self.watching() {
            return self.stop_watching(fx);
        }
        self.net(OnlineCommand::Disconnect, fx);
        self.stop_work(false, fx);
        self.online.account.room = None;
        self.online.table = Table::default();
        self.online.pending = None;
        self.online.state = ConnState::Idle;
        self.cancel_retry(fx);
        self.save_account();
        self.game = None;
        self.screen = Screen::Home;
    }

    fn cancel_retry(&mut self, fx: &mut Vec<Effect>) {
        if let Some(id) = self.online.retry_timer.take() {
            fx.push(Effect::CancelTimer { id });
        }
    }

    fn connect(&mut self, fx: &mut Vec<Effect>) {
        let Some(game_id) = self.online.game_id() else {
            return;
        };
        self.cancel_retry(fx);
        self.online.conn = self.fresh_id();
        if !matches!(self.online.state, ConnState::Reconnecting { .. }) {
            self.online.state = ConnState::Connecting;
        }
        self.net(
            OnlineCommand::Connect {
                conn: self.online.conn,
                server: self.online.server(),
                token: self.online.account.token.clone(),
                game_id,
                have: self.online.table.have(),
            },
            fx,
        );
    }

    fn send(&mut self, msg: ClientMessage, fx: &mut Vec<Effect>) {
        if !self.online.session() {
            return self.refused(crate::texts::Refused::NoOnlineGame);
        }
        // A watcher only ever asks for the state.
        if self.watching() && msg != ClientMessage::Sync {
            return self.refuse(self.texts().watch_only());
        }
        let connected = matches!(
            self.online.state,
            ConnState::WaitingForGuest | ConnState::Playing | ConnState::OpponentAway | ConnState::Finished
        );
        // A move is kept in `pending` and resent; anything else (resign, draw, claim)
        // would be lost with a socket that is down: refused, so the player knows.
        if !connected && !matches!(msg, ClientMessage::Move { .. } | ClientMessage::Sync) {
            return self.refuse(self.texts().not_connected());
        }
        self.net(
            OnlineCommand::Send {
                conn: self.online.conn,
                msg,
            },
            fx,
        );
    }

    /// A tap on the online board: send the move; it is played when the server echoes it.
    pub(crate) fn online_tap(&mut self, hole: u8, fx: &mut Vec<Effect>) {
        if self.watching() {
            self.haptic(crate::effect::HapticKind::Refused, fx);
            let text = self.texts().watch_only();
            self.note_refusal(&text);
            return fx.push(Effect::Announce { text });
        }
        let why = self.why(hole);
        let mine = self.online.table.my_turn() && self.online.pending.is_none();
        if why != crate::texts::Why::Playable || !mine {
            self.haptic(crate::effect::HapticKind::Refused, fx);
            let text = if mine {
                self.texts().why(&why)
            } else {
                self.texts().online_wait()
            };
            self.note_refusal(&text);
            return fx.push(Effect::Announce { text });
        }
        let number = self.online.table.have().unwrap_or(0);
        self.online.pending = Some((number, hole));
        self.send(ClientMessage::Move { number, hole }, fx);
    }

    pub(crate) fn online_resign(&mut self, fx: &mut Vec<Effect>) {
        self.send(ClientMessage::Resign, fx)
    }

    pub(crate) fn online_draw(&mut self, msg: ClientMessage, fx: &mut Vec<Effect>) {
        self.send(msg, fx)
    }

    pub(crate) fn online_suspend(&mut self, fx: &mut Vec<Effect>) {
        if self.online.session() && self.online.state != ConnState::Finished {
            self.cancel_retry(fx);
            self.online.conn = self.fresh_id(); // late news of the old socket is stale
            self.online.state = ConnState::Suspended;
            self.net(OnlineCommand::Disconnect, fx);
        }
    }

    pub(crate) fn online_resume(&mut self, fx: &mut Vec<Effect>) {
        if self.online.state == ConnState::Suspended {
            self.connect(fx);
        }
    }

    /// The back-off timer or one of the link's fired: whether the view changed, or
    /// `None` when `id` is none of them.
    pub(crate) fn online_timer(&mut self, id: u64, fx: &mut Vec<Effect>) -> Option<bool> {
        if let Some(news) = self.online.link.timer(id, &mut self.next_id, fx) {
            return Some(news.is_some_and(|news| self.online_event(news, fx)));
        }
        if self.online.clock_timer.is_some_and(|(t, _)| t == id) {
            self.clock_tick(fx);
            return Some(true);
        }
        if self.online.retry_timer != Some(id) {
            return None;
        }
        self.online.retry_timer = None;
        self.connect(fx);
        Some(true)
    }

    /// Network news. Returns whether the view changed.
    pub(crate) fn online_event(&mut self, event: OnlineEvent, fx: &mut Vec<Effect>) -> bool {
        let current = self.online.conn;
        match event {
            OnlineEvent::SignedUp(account) => {
                self.online.account.account_id = Some(account.account_id);
                self.online.account.name = account.name;
                self.online.account.token = account.token;
                self.online.state = ConnState::Idle;
                self.save_account();
                self.join_held(fx);
            }
            OnlineEvent::RoomReady(room) => self.room_ready(room, fx),
            OnlineEvent::Connected { conn } if conn == current => {
                // A move sent before the drop is resent under its number: the
                // server plays it once and answers the duplicate with the state.
                if let Some((number, hole)) = self.online.pending {
                    self.send(ClientMessage::Move { number, hole }, fx);
                }
            }
            OnlineEvent::Message { conn, msg } if conn == current => self.server_message(msg, fx),
            OnlineEvent::Malformed { conn, text } if conn == current => {
                log::warn!("malformed frame skipped: {text}");
                return false;
            }
            OnlineEvent::Disconnected { conn } if conn == current => self.lost(fx),
            OnlineEvent::Leaderboard(board) => self.online.leaderboard = Some(board),
            OnlineEvent::Stats(stats) => self.got_stats(stats),
            OnlineEvent::AccountDeleted => self.account_deleted(fx),
            OnlineEvent::Failed {
                what: Call::Connect,
                error,
            } => {
                let fatal = matches!(&error, NetError::Refused(code, _) if !transient(*code));
                self.online.error = Some(error);
                if fatal {
                    // The server said no (bad token, no such game): retrying cannot help.
                    self.cancel_retry(fx);
                    self.online.state = ConnState::Failed;
                } else {
                    self.lost(fx);
                }
            }
            OnlineEvent::Failed { what, error } => {
                log::info!("{what:?} failed: {error:?}");
                if matches!(self.online.state, ConnState::Busy) {
                    self.online.state = if self.online.in_game() {
                        ConnState::Connecting
                    } else {
                        ConnState::Idle
                    };
                }
                self.online.error = Some(error);
            }
            _ => return false, // news of an old connection
        }
        true
    }

    fn got_stats(&mut self, stats: MyStats) {
        self.online.stats = Some(stats);
        let rules = self.online.account.room.as_ref().map(|r| r.rules.clone());
        let Some(rules) = rules else { return };
        let now = self.online.my_rating(&rules);
        match (self.online.state, self.online.account.rating_before, now) {
            (ConnState::Finished, Some(before), Some(now)) => self.online.rating_change = Some(now - before),
            (ConnState::Finished, None, Some(now)) => self.online.rating_change = Some(now - 1500.0),
            (state, before, now) if state != ConnState::Finished && before != now => {
                self.online.account.rating_before = now;
                self.save_account();
            }
            _ => {}
        }
    }

    fn room_ready(&mut self, room: RoomInfo, fx: &mut Vec<Effect>) {
        // A seat now: the game watched gives way (before the room's socket opens).
        self.stop_watching(fx);
        self.stop_work(true, fx);
        self.save_game(); // the offline game stays where it was
        self.online.account.room = Some(room);
        self.online.table = Table::default();
        self.online.pending = None;
        self.online.account.rating_before = None;
        self.online.rating_change = None;
        self.online.can_claim = false;
        self.online.state = ConnState::Connecting;
        self.save_account();
        self.game = None;
        self.screen = Screen::Game;
        let (server, token) = (self.online.server(), self.online.account.token.clone());
        self.net(OnlineCommand::Stats { server, token }, fx);
        self.connect(fx);
    }

    fn lost(&mut self, fx: &mut Vec<Effect>) {
        if matches!(
            self.online.state,
            ConnState::Finished | ConnState::Suspended | ConnState::Idle | ConnState::Failed
        ) {
            return;
        }
        let attempt = match self.online.state {
            ConnState::Reconnecting { attempt } => attempt + 1,
            _ => 1,
        };
        if attempt > MAX_RETRIES {
            self.online.state = ConnState::Failed;
            return;
        }
        self.online.state = ConnState::Reconnecting { attempt };
        let id = self.fresh_id();
        self.online.retry_timer = Some(id);
        // 0.5 s, 1 s, 2 s ... capped at 15 s.
        let ms = (500u32 << (attempt - 1).min(5)).min(15_000);
        fx.push(Effect::StartTimer { id, ms });
    }

    fn server_message(&mut self, msg: ServerMessage, fx: &mut Vec<Effect>) {
        let moved = matches!(msg, ServerMessage::Moved { .. });
        let clocked = matches!(
            msg,
            ServerMessage::State(_) | ServerMessage::Moved { .. } | ServerMessage::GameOver { .. }
        );
        let update = self.online.table.apply(msg);
        if clocked {
            self.reset_clock(fx);
        }
        if let (Some((n, _)), Some(have)) = (self.online.pending, self.online.table.have()) {
            if have > n {
                self.online.pending = None;
            }
        }
        match update {
            Update::NeedSync => self.send(ClientMessage::Sync, fx),
            Update::Refused(e) if self.online.table.state.is_none() && !transient(e.code) => {
                // Refused at hello (not seated here, protocol version): the server
                // closes; reconnecting would be refused again.
                self.online.error = Some(NetError::Refused(e.code, e.message.clone()));
                self.online.state = ConnState::Failed;
                self.cancel_retry(fx);
                return;
            }
            Update::Refused(e) => {
                if e.code != ErrorCode::RateLimited {
                    self.online.pending = None;
                }
                self.refuse(self.texts().server_refused(&e.message));
            }
            Update::CanClaim(_) => self.online.can_claim = true,
            Update::Nothing => {}
            Update::Changed | Update::Over => {
                if moved {
                    self.play_server_move(fx);
                } else {
                    self.sync_game(fx);
                }
            }
        }
        self.settle_state(fx);
    }

    /// The table has one more move than the local game: play it and animate.
    fn play_server_move(&mut self, fx: &mut Vec<Effect>) {
        let Some(hole) = self.online.table.last.as_ref().map(|l| l.hole) else {
            return;
        };
        let known = self.game.as_ref().map(|m| m.game.history().len());
        if known.map(|k| k + 1) != self.online.table.have().map(|h| h as usize) {
            return self.sync_game(fx);
        }
        self.play_online_hole(hole, fx);
    }

    /// Make the local game equal the table's (after a `state`): replay the
    /// moves without animation; the last new one is animated.
    fn sync_game(&mut self, fx: &mut Vec<Effect>) {
        let Some(state) = self.online.table.state.clone() else {
            return;
        };
        let same = self.game.as_ref().is_some_and(|m| {
            m.id == online_id(state.game_id)
                && state.moves.starts_with(m.game.history())
                && *m.game.players() == players_of(&state)
        });
        if !same {
            self.stop_work(false, fx);
            let Some(m) = self.fresh_match(&state) else { return };
            self.game = Some(m);
        }
        let known = self.game.as_ref().map_or(0, |m| m.game.history().len());
        let missing: Vec<u8> = state.moves[known.min(state.moves.len())..].to_vec();
        for (i, hole) in missing.iter().enumerate() {
            if i + 1 == missing.len() {
                self.play_online_hole(*hole, fx);
            } else if let Some(m) = &mut self.game {
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

    fn play_online_hole(&mut self, hole: u8, fx: &mut Vec<Effect>) {
        let Some(m) = &mut self.game else { return };
        let before = m.game.snapshot();
        match m.game.play(hole) {
            Ok(turn) => {
                if let Some(anim) = &mut self.anim {
                    anim.queue.push_back(turn); // shown after the turn being animated
                } else {
                    self.after_moves_pub(before, vec![turn], fx);
                }
            }
            Err(e) => {
                // Out of step with the server: ask for the whole state.
                log::warn!("server move {hole} refused locally: {e}");
                self.game = None;
                self.send(ClientMessage::Sync, fx);
            }
        }
    }

    /// The connection state from the table, and the ending once over.
    fn settle_state(&mut self, fx: &mut Vec<Effect>) {
        let Some(state) = self.online.table.state.clone() else {
            return;
        };
        // A watcher is told each seat's presence, not that "the opponent" is away.
        let watching = self.watching();
        let opponent_away = !watching && state.seats.iter().any(|s| Some(s.side) != state.you && !s.present);
        let was_over = self.online.state == ConnState::Finished;
        self.online.state = match state.status {
            Status::Waiting => ConnState::WaitingForGuest,
            Status::Finished => ConnState::Finished,
            Status::Active if opponent_away => ConnState::OpponentAway,
            Status::Active => ConnState::Playing,
        };
        if !opponent_away {
            self.online.can_claim = false;
        }
        // Only the opponent's offer in a running game is answered; mine waits.
        let offer = state
            .draw_offer
            .filter(|by| state.status == Status::Active && Some(*by) != state.you && !watching);
        if let Some(m) = &mut self.game {
            m.dialog = match (offer, &m.dialog) {
                (Some(by), _) => Some(Dialog::DrawOffer(by)),
                (None, Some(Dialog::DrawOffer(_))) => None,
                (None, d) => d.clone(),
            };
        }
        if state.status == Status::Finished && !was_over {
            self.online_over(&state, fx);
        }
    }

    fn online_over(&mut self, state: &pallanguzhi_protocol::GameState, fx: &mut Vec<Effect>) {
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
        if let Some(m) = &mut self.game {
            if ending.is_some() {
                m.ending = ending;
            }
            if ending.is_some() || self.anim.is_none() {
                m.dialog = Some(Dialog::GameOver);
            }
        }
        self.record_recent();
        self.online.pending = None;
        self.cancel_retry(fx);
        if !self.watching() {
            let (server, token) = (self.online.server(), self.online.account.token.clone());
            self.net(OnlineCommand::Stats { server, token }, fx);
        }
        self.net(OnlineCommand::Disconnect, fx);
    }
}

impl App {
    /// The server said how much time the side to move has: count down from there.
    fn reset_clock(&mut self, fx: &mut Vec<Effect>) {
        if let Some((id, _)) = self.online.clock_timer.take() {
            fx.push(Effect::CancelTimer { id });
        }
        let state = self.online.table.state.as_ref();
        let running = state.is_some_and(|s| s.turn().is_some());
        let left = state
            .and_then(|s| s.clock)
            .and_then(|c| c.remaining_ms)
            .filter(|_| running);
        self.online.clock_left = left;
        if left.is_some_and(|l| l > CLOCK_WARNING_MS) {
            self.online.clock_warned = false;
        }
        self.clock_cue(fx);
        self.clock_timer(fx);
    }

    /// The next tick: at the next whole second of the time left.
    fn clock_timer(&mut self, fx: &mut Vec<Effect>) {
        let Some(left) = self.online.clock_left.filter(|l| *l > 0) else {
            return;
        };
        let step = match left % 1000 {
            0 => 1000,
            part => part,
        } as u32;
        let id = self.fresh_id();
        self.online.clock_timer = Some((id, step));
        fx.push(Effect::StartTimer { id, ms: step });
    }

    /// A tick of the countdown: `step` ms went by.
    fn clock_tick(&mut self, fx: &mut Vec<Effect>) {
        let Some((_, step)) = self.online.clock_timer.take() else {
            return;
        };
        self.online.clock_left = self.online.clock_left.map(|l| l.saturating_sub(u64::from(step)));
        self.clock_cue(fx);
        self.clock_timer(fx);
    }

    /// On my turn, entering the last 10 seconds: a haptic and a sound, once a turn.
    fn clock_cue(&mut self, fx: &mut Vec<Effect>) {
        let warn = self.online.clock_left.is_some_and(|l| l <= CLOCK_WARNING_MS);
        if warn && !self.online.clock_warned && self.online.table.my_turn() {
            self.online.clock_warned = true;
            self.haptic(crate::effect::HapticKind::ClockWarning, fx);
            self.sound(crate::sound::Sound::plain(crate::sound::SoundKind::ClockWarning), fx);
        }
    }

    /// Both sides' clocks for the view (empty without a clock).
    fn online_clocks(&self, texts: &crate::texts::Texts) -> Vec<crate::view::OnlineClock> {
        let Some(state) = self.online.table.state.as_ref() else {
            return Vec::new();
        };
        let Some(clock) = state.clock else {
            return Vec::new();
        };
        Side::BOTH
            .into_iter()
            .map(|side| {
                let running = state.turn() == Some(side);
                let ms = match running {
                    true => self.online.clock_left.unwrap_or(clock.move_ms),
                    false => clock.move_ms,
                };
                crate::view::OnlineClock {
                    side,
                    text: texts.countdown(ms),
                    running,
                    warning: running && ms <= CLOCK_WARNING_MS,
                }
            })
            .collect()
    }
}

/// A refusal that may pass on a retry (the server busy or rate-limiting).
fn transient(code: ErrorCode) -> bool {
    matches!(code, ErrorCode::RateLimited | ErrorCode::Internal)
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

impl App {
    pub(crate) fn online_view(&self, texts: &crate::texts::Texts) -> crate::view::OnlineView {
        let o = &self.online;
        let room = o.account.room.as_ref();
        let state = o.table.state.as_ref();
        crate::view::OnlineView {
            server: o.server(),
            default_server: DEFAULT_SERVER.into(),
            account: o.account.name.clone(),
            state: o.state,
            status: match self.my_draw_offer() {
                true => texts.draw_offer_sent(),
                false => texts.conn_state(o.state),
            },
            error: o.error.as_ref().map(|e| texts.net_error(e)),
            code: room.map(|r| r.code.clone()),
            link: room.map(|r| r.link.clone()),
            share_text: room.map(|r| texts.share(&r.code, &r.link)),
            rules: room.map(|r| r.rules.clone()),
            my_side: room.map(|r| r.your_side),
            // A game starts with South to move.
            you_play: room.map(|r| texts.you_play(r.your_side, r.your_side == Side::South)),
            seats: state.map_or_else(Vec::new, |s| {
                s.seats
                    .iter()
                    .map(|seat| crate::view::OnlineSeat {
                        side: seat.side,
                        name: seat.name.clone(),
                        // The server may not have counted my socket yet.
                        present: seat.present || (Some(seat.side) == s.you && self.online_connected()),
                    })
                    .collect()
            }),
            sending: o.pending.is_some(),
            can_claim: o.can_claim && o.state != ConnState::Finished,
            rating_change: o.rating_change.map(|d| d.round() as i32),
            rating_text: o.rating_change.map(|d| texts.rating_change(d)),
            draw_offer: state.and_then(|s| s.draw_offer),
            leaderboard: o.leaderboard.as_ref().map(|b| crate::view::RanksView {
                rules: b.rules.clone(),
                top: b.top.iter().map(|e| rank_view(e, o.account.account_id)).collect(),
                me: b.me.as_ref().map(|e| crate::view::RankView {
                    mine: true,
                    ..rank_view(e, o.account.account_id)
                }),
            }),
            stats: o.stats.as_ref().map(|s| crate::view::OnlineStatsView {
                per_rules: s
                    .per_rules
                    .iter()
                    .map(|r| crate::view::OnlineStatsLine {
                        rules: r.rules.clone(),
                        games: r.games,
                        wins: r.wins,
                        losses: r.losses,
                        draws: r.draws,
                        streak: r.streak,
                        best_win_streak: r.best_win_streak,
                        rating: r.rating.round() as i32,
                        provisional: r.provisional,
                    })
                    .collect(),
            }),
            my_rank_text: o.leaderboard.as_ref().map(|b| my_rank_text(b, texts)),
            no_ranks_text: o
                .leaderboard
                .as_ref()
                .filter(|b| b.top.is_empty())
                .map(|_| texts.no_ranked_players()),
            my_draw_offer: self.my_draw_offer().then(|| texts.draw_offer_sent()),
            leave_confirm: self.online_game_on().then(|| texts.leave_online()),
            clocks: self.online_clocks(texts),
            clock_text: state.map(|s| texts.clock_setting(s.clock.map(|c| c.move_ms))),
            clock_choice: o.account.clock(),
            clock_choices: CLOCK_CHOICES
                .iter()
                .map(|&move_ms| crate::view::ClockChoice {
                    move_ms,
                    label: texts.clock_setting(move_ms),
                })
                .collect(),
            watchers: o.table.watchers,
            watchers_text: (o.table.watchers > 0).then(|| texts.watchers(o.table.watchers)),
            delete_confirm: (!o.account.token.is_empty()).then(|| texts.delete_account_confirm(&o.account.name)),
            watch_link: room.and_then(|r| r.watch_link.clone()),
            watch_prompt: texts.watch_prompt(),
            watch_open: texts.watch_open(),
            focus: (o.account.token.is_empty() && (o.pending_join.is_some() || o.pending_watch.is_some()))
                .then(|| "online-name".to_string()),
        }
    }

    /// The watch screen: the game watched, read only.
    pub(crate) fn watch_view(&self, texts: &crate::texts::Texts) -> Option<crate::view::WatchView> {
        let game_id = self.online.watching?;
        let o = &self.online;
        let state = o.table.state.as_ref();
        let seats: Vec<crate::view::OnlineSeat> = state.map_or_else(Vec::new, |s| {
            s.seats
                .iter()
                .map(|seat| crate::view::OnlineSeat {
                    side: seat.side,
                    name: seat.name.clone(),
                    present: seat.present,
                })
                .collect()
        });
        let name = |side: Side| seats.iter().find(|s| s.side == side).map(|s| s.name.as_str());
        let players = match (name(Side::South), name(Side::North)) {
            (Some(south), Some(north)) => Some(texts.watch_players(south, north)),
            _ => None,
        };
        let board = self.game.as_ref().map(|m| self.game_view(m, texts));
        // The result once the last move has been shown.
        let over = self.game.as_ref().filter(|m| m.is_over() && self.anim.is_none());
        let result = over.map(|m| self.dialog_view(m, &Dialog::GameOver, texts));
        let status = match (o.state, &board) {
            (ConnState::WaitingForGuest, _) => texts.watch_waiting(),
            (ConnState::Playing | ConnState::Finished, Some(board)) => board.status.clone(),
            (state, _) => texts.conn_state(state),
        };
        let live = o.state == ConnState::Playing && board.is_some();
        Some(crate::view::WatchView {
            game_id,
            title: texts.watch_title(),
            players,
            state: o.state,
            status,
            error: o.error.as_ref().map(|e| texts.net_error(e)),
            seats,
            board,
            clocks: self.online_clocks(texts),
            clock_text: state.map(|s| texts.clock_setting(s.clock.map(|c| c.move_ms))),
            watchers: o.table.watchers,
            watchers_text: (o.table.watchers > 0).then(|| texts.watchers(o.table.watchers)),
            result: result.as_ref().map(|d| d.title.clone()),
            result_lines: result.map_or_else(Vec::new, |d| d.lines),
            live,
            actions: self.watch_actions(texts, &texts.watch_leave()),
            leave: texts.watch_leave(),
        })
    }

    /// An online game is being played (not waiting for a guest, not over).
    pub(crate) fn online_game_on(&self) -> bool {
        let state = self.online.table.state.as_ref();
        self.online.in_game() && state.is_some_and(|s| s.status == Status::Active)
    }
}

fn rank_view(e: &pallanguzhi_protocol::RankEntry, me: Option<i64>) -> crate::view::RankView {
    crate::view::RankView {
        rank: e.rank,
        account_id: e.account_id,
        name: e.name.clone(),
        rating: e.rating.round() as i32,
        games: e.games,
        provisional: e.provisional,
        mine: me == Some(e.account_id),
    }
}

/// My place: ranked only when established and listed (or below the rows shown); a
/// provisional rating is said to be one, and an established one the board does not list
/// (too few established opponents) is said to be unlisted: never a rank the board does not show.
fn my_rank_text(board: &pallanguzhi_protocol::Leaderboard, texts: &crate::texts::Texts) -> String {
    let Some(me) = &board.me else {
        return texts.no_rank();
    };
    let rating = me.rating.round() as i64;
    let listed = board.top.iter().any(|e| e.account_id == me.account_id);
    let below = board.top.len() >= crate::link::LEADERBOARD_ROWS as usize;
    match (me.provisional, listed || below) {
        (true, _) => texts.my_rank_provisional(rating),
        (false, true) => texts.my_rank(me.rank, rating),
        (false, false) => texts.my_rank_unlisted(rating),
    }
}

impl App {
    /// My side in the online game (drawn at the bottom).
    pub(crate) fn online_side(&self) -> Option<Side> {
        self.online.account.room.as_ref().map(|r| r.your_side)
    }

    fn online_connected(&self) -> bool {
        matches!(
            self.online.state,
            ConnState::WaitingForGuest | ConnState::Playing | ConnState::OpponentAway
        )
    }

    /// A draw offer is open in the running online game (mine or the opponent's).
    pub(crate) fn online_draw_open(&self) -> bool {
        let state = self.online.table.state.as_ref();
        self.online.in_game() && state.is_some_and(|s| s.status == Status::Active && s.draw_offer.is_some())
    }

    /// I offered a draw and wait for the answer.
    fn my_draw_offer(&self) -> bool {
        let state = self.online.table.state.as_ref();
        self.online_draw_open() && state.is_some_and(|s| s.draw_offer == s.you)
    }

    /// The moves of the online game as the server confirmed them (tests, logs).
    pub fn online_moves(&self) -> Vec<u8> {
        self.online
            .table
            .state
            .as_ref()
            .map_or_else(Vec::new, |s| s.moves.clone())
    }
}
