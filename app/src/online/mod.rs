//! Online play in the app core: the connection state machine, the account
//! file, and the server's moves applied to the local `Game` so they animate
//! like offline turns. Pure: the network is asked for with `OnlineCommand`s, which
//! the `Link` (`link.rs`) turns into transport effects, and answers as `OnlineEvent`
//! news the link makes of the shell's reports. Back-off waits are ordinary
//! `StartTimer` effects, so tests run without a clock.

mod account;
mod actions;
mod clock;
mod connection;
mod heard;
mod invite;
mod news;
mod session;
pub(crate) mod state;
mod view;

pub use pallanguzhi_protocol::ReportReason;
use pallanguzhi_protocol::{
    AccountToken, Blocked, ClientMessage, Device, ErrorCode, Leaderboard, LinkCode, MyStats, RoomInfo, RoomInvite,
    ServerMessage, SideChoice,
};
use serde::{Deserialize, Serialize};
/// Why a player is reported (`OnlineAction::Report`).
pub(crate) use session::OnlineRematch;

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
        /// The share link's secret (`key_from_link`), sent along so that strangers'
        /// guessing never refuses the friend who has the link.
        key: Option<String>,
    },
    /// `GET` a room's invitation (no account needed).
    Invite {
        server: String,
        code: String,
        key: Option<String>,
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
    /// `POST /v1/accounts/link` (`recovery`: `/v1/accounts/recover`): sign this device in.
    SignIn {
        server: String,
        code: String,
        recovery: bool,
    },
    /// `GET /v1/me/devices`.
    Devices {
        server: String,
        token: String,
    },
    /// `DELETE /v1/me/devices/{id}`.
    RemoveDevice {
        server: String,
        token: String,
        id: i64,
    },
    /// `POST /v1/me/link-code`.
    LinkCode {
        server: String,
        token: String,
    },
    /// `POST /v1/me/recovery`.
    RecoveryCode {
        server: String,
        token: String,
    },
    /// `GET /v1/me/blocks`.
    Blocks {
        server: String,
        token: String,
    },
    /// `POST` (`on`) or `DELETE /v1/me/blocks/{account_id}`.
    Block {
        server: String,
        token: String,
        account_id: i64,
        on: bool,
    },
    /// `POST /v1/reports`.
    Report {
        server: String,
        token: String,
        account_id: i64,
        game_id: Option<i64>,
        reason: ReportReason,
    },
}

/// What the network did.
#[derive(Debug, Clone, PartialEq)]
pub enum OnlineEvent {
    SignedUp(AccountToken),
    RoomReady(RoomInfo),
    Invitation(RoomInvite),
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
    /// This device is signed in to an account by a link or recovery code.
    SignedIn(AccountToken),
    Devices(Vec<Device>),
    DeviceRemoved(i64),
    LinkCode(LinkCode),
    RecoveryCode(String),
    Blocks(Vec<Blocked>),
    Blocked {
        account_id: i64,
        on: bool,
    },
    Reported(i64),
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
    Invite,
    Connect,
    Leaderboard,
    Stats,
    Delete,
    SignIn,
    Devices,
    RemoveDevice(i64),
    LinkCode,
    RecoveryCode,
    Blocks,
    Block { account_id: i64, on: bool },
    Report(i64),
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
    /// The room I sit in, for a relaunch. Only in the file: in memory the seat is the
    /// app's mode (`Mode::Seated`), and `save_account` writes it here.
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

/// The player's online actions (`Event::OnlineAction(..)`).
// `Deserialize` is event_wire.rs's.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
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
    /// (`…/watch/ID`, good or bad) is watched; a share link (`…/join/CODE#KEY`) opens
    /// its invitation (`Screen::Invitation`), or the game itself when I sit in that room.
    OpenLink {
        link: String,
    },
    /// The name typed on the invitation (no account yet): kept by the core, which says
    /// whether the invitation's action can be pressed.
    InvitationName {
        name: String,
    },
    /// The invitation's action: sign up with the name typed (if there is no account),
    /// then join the room with the link's secret.
    AcceptInvitation,
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
    /// The result card of a finished online game: offer the opponent a rematch (the same
    /// rules and clock, sides swapped), or answer theirs.
    OfferRematch,
    AcceptRematch,
    DeclineRematch,
    /// The clock of the rooms this player creates: ms per move (one of
    /// `CLOCK_CHOICES`), or `None` for no clock (a friendly game, not rated).
    SetClock {
        move_ms: Option<u64>,
    },
    /// Delete the online account on the server, then forget it here (the shells ask
    /// first, with the view's `delete_confirm`).
    DeleteAccount,
    /// The Account screen's "Link another device": ask the server for a link code.
    AskLinkCode,
    /// A new recovery code (the old one stops working), shown once.
    AskRecoveryCode,
    /// Sign another device of the account out (the Account screen asks first). `id` is
    /// the device's id in decimal (`DeviceView::id`): ids are random 63-bit numbers, beyond
    /// the integers a browser's JSON keeps exactly.
    RemoveDevice {
        id: String,
    },
    /// No account on this device: sign it in with another device's link code or the
    /// recovery code (the core tells which by its length).
    SignInWithCode {
        code: String,
    },
    /// Report a player of the game shown (room or watch) to the operator.
    Report {
        account_id: i64,
        reason: ReportReason,
    },
    /// Block a player (their joins and offers never reach me), or unblock them.
    Block {
        account_id: i64,
    },
    Unblock {
        account_id: i64,
    },
}

/// The game id of a watch link (the protocol's grammar, shared with the CLI and the server).
pub use pallanguzhi_protocol::game_id_from_watch_link as watch_link_id;
pub use pallanguzhi_protocol::page_origin;

/// The share or watch link a page was opened at (`http(s)://HOST/join/CODE#KEY`,
/// `…/watch/ID`) or a sign-in link (`…/link#CODE`), its query dropped; a share link keeps
/// its fragment, the room's secret (`key_from_link`), and a sign-in link its code: the page
/// never sent either to the server. `None` for any other
/// address (`/`). Whether the code or id in it is good is for `OpenLink` to say.
pub fn page_link(url: &str) -> Option<String> {
    let url = url.trim();
    let origin = page_origin(url)?;
    let rest = &url[origin.len()..];
    let path = rest.split(['?', '#']).next().unwrap_or("");
    let fragment = rest.split_once('#').map(|(_, f)| f);
    match (path, fragment) {
        (p, Some(key)) if p.starts_with("/join/") => Some(format!("{origin}{path}#{key}")),
        ("/link" | "/link/", Some(code)) => Some(format!("{origin}/link#{code}")),
        (p, _) if p.starts_with("/join/") || p.starts_with("/watch/") => Some(format!("{origin}{path}")),
        _ => None,
    }
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
