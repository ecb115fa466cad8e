//! The online part of the app's state (no `App` in it: `App` holds one).

use super::Call;
use super::{clock, AccountFile, ConnState, NetError, DEFAULT_SERVER};
use crate::table::Table;
use pallanguzhi_protocol::{Blocked, Device, Leaderboard, LinkCode, MyStats, RoomInvite};

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
    /// The move clock of the session's game.
    pub clock: clock::MoveClock,
    /// A watch link opened before signing up: watched once the account exists.
    pub pending_watch: Option<i64>,
    /// The share link opened (`Screen::Invitation`), and what the server said of its room.
    pub invitation: Option<Invitation>,
    /// The Account screen's answers, and the players blocked and reported.
    pub account_page: AccountPage,
}

/// What the Account screen shows, as the server answered (`Screen::Account`).
#[derive(Debug, Default)]
pub(crate) struct AccountPage {
    /// The devices signed in; `None` until the server answered.
    pub devices: Option<Vec<Device>>,
    /// A link code asked for, until the screen is left.
    pub link_code: Option<LinkCode>,
    /// A recovery code just made: shown once, forgotten when the screen is left.
    pub recovery: Option<String>,
    /// A code sign-in, a code or a removal on its way.
    pub busy: bool,
    /// The last account call refused or unanswered.
    pub error: Option<(Call, super::NetError)>,
    /// The players I block, as the server listed them or I blocked them here.
    pub blocked: Vec<Blocked>,
    /// The players reported from this device since launch.
    pub reported: Vec<i64>,
}

/// A share link's invitation.
#[derive(Debug, Default)]
pub(crate) struct Invitation {
    pub code: String,
    /// The link's secret, sent with the invitation's call and the join.
    pub key: Option<String>,
    /// The server's summary, once it answered.
    pub room: Option<RoomInvite>,
    /// The name typed (no account yet).
    pub name: String,
}

impl Invitation {
    /// The link to join with: the code and, if known, its secret (`code_from_link` and
    /// `key_from_link` read it back).
    pub fn link(&self) -> String {
        match &self.key {
            Some(key) => format!("{}#{key}", self.code),
            None => self.code.clone(),
        }
    }
}

impl Online {
    /// Write the account file, with the room I sit in (`room`, the mode's), so a relaunch
    /// takes the seat again.
    pub fn save_account(&self, room: Option<&pallanguzhi_protocol::RoomInfo>, env: &mut crate::env::Env) {
        let file = AccountFile {
            room: room.cloned(),
            ..self.account.clone()
        };
        let text = pallanguzhi_core::save::file_json(&file).unwrap_or_default();
        env.write(super::ACCOUNT_FILE, text);
    }

    pub fn server(&self) -> String {
        match self.account.server.trim() {
            "" => DEFAULT_SERVER.to_string(),
            s => s.trim_end_matches('/').to_string(),
        }
    }

    pub(super) fn my_rating(&self, rules: &str) -> Option<f64> {
        let stats = self.stats.as_ref()?;
        stats.per_rules.iter().find(|r| r.rules == rules).map(|r| r.rating)
    }
}
