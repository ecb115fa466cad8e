//! HTTP bodies. Every route is under `/v1/`; authenticated ones take
//! `Authorization: Bearer TOKEN`.

use pallanguzhi_core::Side;
use serde::{Deserialize, Serialize};

/// `POST /v1/accounts`
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewAccount {
    pub name: String,
}

/// The answer to `POST /v1/accounts` and `POST /v1/accounts/rotate`. The token
/// is shown once: the server keeps only its hash.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccountToken {
    pub account_id: i64,
    pub name: String,
    pub token: String,
}

/// `GET /v1/me`
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Me {
    pub account_id: i64,
    pub name: String,
}

pallanguzhi_core::read_by_name! {
    /// The side a host asks for; `random` is drawn by the server.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Default)]
    #[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
    #[serde(rename_all = "lowercase")]
    pub enum SideChoice {
        #[default]
        South,
        North,
        Random,
    }
}

impl SideChoice {
    pub fn parse(text: &str) -> Option<SideChoice> {
        match text {
            "south" => Some(SideChoice::South),
            "north" => Some(SideChoice::North),
            "random" => Some(SideChoice::Random),
            _ => None,
        }
    }
}

/// `POST /v1/rooms`
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewRoom {
    /// A preset id (`pallanguzhi`, `kalah`, ...).
    pub rules: String,
    #[serde(default)]
    pub side: SideChoice,
    /// Time per move in milliseconds, `MIN_MOVE_MS..=MAX_MOVE_MS` (default
    /// `DEFAULT_MOVE_MS` when absent); `null`: no clock, a friendly game that is not rated.
    #[serde(default = "default_move_ms")]
    pub move_ms: Option<u64>,
}

/// `POST /v1/rooms/{code}/join`: an optional body (none, or `{}`, is a typed code).
/// `key`: the secret of the room's share link (`key_from_link`). A join that presents
/// the right one is never refused because strangers emptied the server's budget of
/// unknown codes; the per-account and per-address limits still apply.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoinRoom {
    #[serde(default)]
    pub key: Option<String>,
}

/// A room's default time per move: 2 minutes.
pub const DEFAULT_MOVE_MS: u64 = 120_000;
/// The shortest time per move a host may choose: 30 seconds.
pub const MIN_MOVE_MS: u64 = 30_000;
/// The longest time per move: 3 days (correspondence play).
pub const MAX_MOVE_MS: u64 = 3 * 86_400_000;

fn default_move_ms() -> Option<u64> {
    Some(DEFAULT_MOVE_MS)
}

/// The answer to creating or joining a room: where to connect and which side is yours.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomInfo {
    pub code: String,
    /// The code as a link: `<server>/join/<code>`, with `#<key>` for the host
    /// (`join_link`).
    pub link: String,
    pub game_id: i64,
    pub rules: String,
    pub your_side: Side,
    /// `/v1/games/<game_id>/ws`
    pub ws_path: String,
    /// The room's time per move in ms; `None`: no clock (a friendly, unrated game).
    #[serde(default)]
    pub move_ms: Option<u64>,
    /// `<server>/watch/<game_id>`: read-only, for people who want to follow the game
    /// (never a seat); separate from the join link.
    #[serde(default)]
    pub watch_link: Option<String>,
}

pallanguzhi_core::read_by_name! {
    /// Where a room stands, for its invitation (`GET /v1/rooms/{code}/invite`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "lowercase")]
    pub enum RoomState {
        /// Waiting for its guest: a join would seat you.
        Open,
        /// Both seats are taken (the game is on).
        Full,
        /// The game is over.
        Finished,
    }
}

/// `GET /v1/rooms/{code}/invite[?key=KEY]`: what a share link's invitation shows, with no
/// account. Only what the invitation says: no game id, no secret, no account id. It
/// costs a join attempt (per address, and an unknown code spends the server's budget of
/// guesses unless `key` is the room's secret), so it cannot be used to enumerate codes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoomInvite {
    pub code: String,
    /// The host's name.
    pub host: String,
    /// The rule set's preset id.
    pub rules: String,
    /// Time per move in ms; `None`: no clock.
    #[serde(default)]
    pub move_ms: Option<u64>,
    /// Whether the game counts for ratings (a room with a clock).
    pub rated: bool,
    /// The side a guest joining now sits on (the host's side was drawn, if random,
    /// when the room was made); `None` once no seat is free.
    #[serde(default)]
    pub guest_side: Option<Side>,
    pub state: RoomState,
}

/// One row of `GET /v1/leaderboard?rules=R&limit=N`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RankEntry {
    pub rank: u32,
    pub account_id: i64,
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
    pub games: u32,
    /// Deviation above the provisional threshold: too few games to trust the rating.
    pub provisional: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Leaderboard {
    pub rules: String,
    pub top: Vec<RankEntry>,
    /// The caller's own entry when authenticated and rated in these rules.
    pub me: Option<RankEntry>,
}

/// Online statistics of one rule set (`GET /v1/me/stats`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RulesStats {
    pub rules: String,
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    /// Positive: wins in a row; negative: losses in a row; 0 after a draw.
    pub streak: i32,
    pub best_win_streak: u32,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub provisional: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MyStats {
    pub account_id: i64,
    pub per_rules: Vec<RulesStats>,
}

/// `POST /v1/accounts` with the device's platform: `NewAccount` plus `platform`
/// (a `NewAccount` body is a `SignUp` without it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SignUp {
    pub name: String,
    /// `Platform::parse` reads it; absent or unknown: `other`.
    #[serde(default)]
    pub platform: Option<String>,
}

pallanguzhi_core::read_by_name! {
    /// What kind of device a token belongs to, as its client said (shown in the device list).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Default)]
    #[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
    #[serde(rename_all = "lowercase")]
    pub enum Platform {
        Android,
        Ios,
        Web,
        Cli,
        #[default]
        Other,
    }
}

impl Platform {
    /// A client's word for its platform, any case; anything else is `Other` (the
    /// server stores only these five words, never what a client made up).
    pub fn parse(text: &str) -> Platform {
        match text.trim().to_ascii_lowercase().as_str() {
            "android" => Platform::Android,
            "ios" => Platform::Ios,
            "web" => Platform::Web,
            "cli" => Platform::Cli,
            _ => Platform::Other,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Platform::Android => "android",
            Platform::Ios => "ios",
            Platform::Web => "web",
            Platform::Cli => "cli",
            Platform::Other => "other",
        }
    }
}

/// The answer to `POST /v1/me/link-code`: a code another device signs in with
/// (`POST /v1/accounts/link`), once, within `expires_in_s`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LinkCode {
    /// `LINK_CODE_LEN` characters of `CODE_ALPHABET`, shown as two groups of five.
    pub code: String,
    pub expires_in_s: u64,
}

/// `POST /v1/accounts/link` (a link code) and `POST /v1/accounts/recover` (the recovery
/// code): sign this device in; the answer is an `AccountToken` of its own.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SignIn {
    /// Any case, with spaces or dashes (`normalize_secret`).
    pub code: String,
    #[serde(default)]
    pub platform: Option<String>,
}

/// The answer to `POST /v1/me/recovery`: shown once, only its hash is kept; a new one
/// replaces the old.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecoveryCode {
    pub code: String,
}

/// One device signed in to the account (`GET /v1/me/devices`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Device {
    pub id: i64,
    pub platform: Platform,
    pub created_ms: i64,
    /// To the hour (refreshed at most hourly).
    pub last_seen_ms: i64,
    /// The device whose token asked.
    pub current: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Devices {
    pub devices: Vec<Device>,
}

pallanguzhi_core::read_by_name! {
    /// Why a player is reported.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
    #[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
    #[serde(rename_all = "snake_case")]
    pub enum ReportReason {
        /// An offensive or impersonating name.
        Name,
        Cheating,
        /// Stalling, abandoning, harassing.
        Behaviour,
        Other,
    }
}

impl ReportReason {
    pub fn as_str(self) -> &'static str {
        match self {
            ReportReason::Name => "name",
            ReportReason::Cheating => "cheating",
            ReportReason::Behaviour => "behaviour",
            ReportReason::Other => "other",
        }
    }
}

/// `POST /v1/reports`: report a player (to the operator), optionally about one game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewReport {
    pub account_id: i64,
    #[serde(default)]
    pub game_id: Option<i64>,
    pub reason: ReportReason,
}

/// A player you block (`GET /v1/me/blocks`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Blocked {
    pub account_id: i64,
    pub name: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Blocks {
    pub blocked: Vec<Blocked>,
}
