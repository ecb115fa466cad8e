//! One account on every device (`Screen::Account`): the devices signed in, a link code
//! for another device, the recovery code, the players blocked, the privacy page and
//! deletion; with no account, signing this device in with a code. And the report and
//! block actions on a game's players. Every call goes through the link like the others.

use super::state::Online;
use super::{Call, ConnState, NetError, OnlineAction, OnlineCommand, OnlineEvent};
use crate::account_view::*;
use crate::effect::Effect;
use crate::env::Env;
use crate::event::Event;
use crate::texts::Texts;
use crate::view::{ActionView, Confirm, Screen};
use pallanguzhi_protocol::{
    normalize_secret, paths, AccountToken, Blocked, Device, ErrorCode, ReportReason, RoomInfo, SeatInfo, LINK_CODE_LEN,
    RECOVERY_CODE_LEN,
};

/// The reasons offered, in order.
const REASONS: [ReportReason; 4] = [
    ReportReason::Name,
    ReportReason::Cheating,
    ReportReason::Behaviour,
    ReportReason::Other,
];

impl Online {
    /// The Account screen opened (or Try again): the codes shown before are gone; with an
    /// account, the devices and the players blocked are asked for.
    pub(crate) fn refresh_account(&mut self, env: &mut Env, fx: &mut Vec<Effect>) {
        let page = &mut self.account_page;
        page.link_code = None;
        page.recovery = None;
        page.error = None;
        if self.account.token.is_empty() {
            return;
        }
        page.devices = None;
        let (server, token) = (self.server(), self.account.token.clone());
        let devices = OnlineCommand::Devices {
            server: server.clone(),
            token: token.clone(),
        };
        self.link.perform(devices, &mut env.next_id, fx);
        let blocks = OnlineCommand::Blocks { server, token };
        self.link.perform(blocks, &mut env.next_id, fx);
    }

    /// No account here: a link code (10 characters) or the recovery code (20) signs this
    /// device in; anything else is refused before asking the server.
    pub(super) fn sign_in_with_code(&mut self, code: &str, env: &mut Env, fx: &mut Vec<Effect>) {
        if !self.account.token.is_empty() {
            return env.refuse(env.texts().account("signed-already"));
        }
        let (code, recovery) = match normalize_secret(code, LINK_CODE_LEN) {
            Some(code) => (code, false),
            None => match normalize_secret(code, RECOVERY_CODE_LEN) {
                Some(code) => (code, true),
                None => return env.refuse(env.texts().account("code-bad")),
            },
        };
        let server = self.server();
        self.call(OnlineCommand::SignIn { server, code, recovery }, env, fx);
    }

    /// An account call asked on the Account screen or a game's players (signed in).
    pub(super) fn account_action(
        &mut self,
        action: OnlineAction,
        game_id: Option<i64>,
        env: &mut Env,
        fx: &mut Vec<Effect>,
    ) {
        let (server, token) = (self.server(), self.account.token.clone());
        let command = match action {
            OnlineAction::AskLinkCode => OnlineCommand::LinkCode { server, token },
            OnlineAction::AskRecoveryCode => OnlineCommand::RecoveryCode { server, token },
            OnlineAction::RemoveDevice { id } => match id.trim().parse() {
                Ok(id) => OnlineCommand::RemoveDevice { server, token, id },
                Err(_) => return env.refuse(env.texts().account("device-gone")),
            },
            OnlineAction::Report { account_id, reason } => OnlineCommand::Report {
                server,
                token,
                account_id,
                // The game shown, when the player sits in it (from the leaderboard: none).
                game_id: game_id.filter(|_| self.seated(account_id)),
                reason,
            },
            OnlineAction::Block { account_id } | OnlineAction::Unblock { account_id } => OnlineCommand::Block {
                server,
                token,
                account_id,
                on: matches!(action, OnlineAction::Block { .. }),
            },
            _ => return,
        };
        self.call(command, env, fx);
    }

    fn call(&mut self, command: OnlineCommand, env: &mut Env, fx: &mut Vec<Effect>) {
        self.account_page.busy = true;
        self.account_page.error = None;
        self.link.perform(command, &mut env.next_id, fx);
    }

    /// The server's answer to an account call. Returns whether the view changed.
    pub(super) fn account_news(
        &mut self,
        news: OnlineEvent,
        room: Option<&RoomInfo>,
        env: &mut Env,
        fx: &mut Vec<Effect>,
    ) -> bool {
        let page = &mut self.account_page;
        match news {
            OnlineEvent::Devices(devices) => page.devices = Some(devices),
            OnlineEvent::Blocks(blocked) => page.blocked = blocked,
            OnlineEvent::LinkCode(code) => page.link_code = Some(code),
            OnlineEvent::RecoveryCode(code) => page.recovery = Some(code),
            OnlineEvent::DeviceRemoved(id) => {
                if let Some(devices) = &mut page.devices {
                    devices.retain(|d| d.id != id);
                }
            }
            OnlineEvent::Blocked { account_id, on } => {
                page.blocked.retain(|b| b.account_id != account_id);
                if on {
                    let name = self.player_name(account_id);
                    self.account_page.blocked.push(Blocked { account_id, name });
                }
            }
            OnlineEvent::Reported(account_id) => {
                page.reported.push(account_id);
                fx.push(Effect::Announce {
                    text: env.texts().account("reported"),
                });
            }
            OnlineEvent::SignedIn(account) => return self.signed_in(account, room, env, fx),
            _ => return false,
        }
        self.account_page.busy = false;
        true
    }

    /// Signed in by a code: the account is saved like a sign-up's, and the Account
    /// screen shows it with its devices.
    fn signed_in(
        &mut self,
        account: AccountToken,
        room: Option<&RoomInfo>,
        env: &mut Env,
        fx: &mut Vec<Effect>,
    ) -> bool {
        self.account_page.busy = false;
        self.account.account_id = Some(account.account_id);
        self.account.name = account.name;
        self.account.token = account.token;
        self.save_account(room, env);
        let text = env.texts().account_signed_in(&self.account.name);
        fx.push(Effect::Announce { text });
        self.refresh_account(env, fx);
        true
    }

    /// Whether a failed call is the Account screen's to say (a deletion asked there too).
    pub(super) fn account_failure(&self, what: Call, screen: Screen) -> bool {
        match what {
            Call::Delete => screen == Screen::Account,
            _ => account_call(what),
        }
    }

    /// An account call failed: said on the Account screen, and the buttons free again.
    pub(super) fn account_failed(&mut self, what: Call, error: NetError) {
        if what == Call::Delete && self.state == ConnState::Busy {
            self.state = ConnState::Idle;
        }
        self.account_page.busy = false;
        self.account_page.error = Some((what, error));
    }

    /// The name of a player of the game shown (for the list of players blocked).
    fn player_name(&self, account_id: i64) -> String {
        let seats = self.table.state.as_ref().map_or(&[][..], |s| &s.seats[..]);
        let seat = seats.iter().find(|s| s.account_id == account_id);
        seat.map_or_else(String::new, |s| s.name.clone())
    }

    /// The Account screen's view.
    pub(crate) fn account_view(&self, t: &Texts) -> AccountView {
        let page = &self.account_page;
        let signed = !self.account.token.is_empty();
        let devices = page.devices.as_deref().unwrap_or(&[]);
        // This device first, the others in the server's order (a stable sort by `!current`
        // did the same for 3,056 bytes more of the phones' library).
        let (this, others): (Vec<&Device>, Vec<&Device>) = devices.iter().partition(|d| d.current);
        let devices: Vec<DeviceView> = this.into_iter().chain(others).map(|d| device_view(t, d)).collect();
        AccountView {
            title: t.account("title"),
            name: signed.then(|| t.account_playing_as(&self.account.name)),
            busy: page.busy || self.state == ConnState::Busy,
            error: page.error.as_ref().map(|(what, e)| account_error(t, *what, e)),
            devices_title: t.account("devices"),
            devices_note: (signed && page.devices.is_none()).then(|| t.account("loading")),
            devices,
            // The server sends its codes grouped by fives, as they are to be typed.
            link_code: page.link_code.as_ref().map(|c| {
                let link = pallanguzhi_protocol::sign_in_link(&self.server(), &c.code);
                CodeView {
                    code: c.code.clone(),
                    text: t.account_link_code(c.expires_in_s.div_ceil(60)),
                    qr: link.as_deref().and_then(|l| QrView::encode(l, t.account("qr-label"))),
                    link,
                }
            }),
            recovery_code: page.recovery.as_ref().map(|c| CodeView {
                code: c.clone(),
                text: t.account("recovery-text"),
                link: None,
                qr: None,
            }),
            blocked_title: t.account("blocked"),
            blocked: page
                .blocked
                .iter()
                .map(|b| self.player_line(t, b.account_id, &b.name))
                .collect(),
            actions: self.account_actions(t, signed),
            sign_in: (!signed).then(|| CodeField {
                title: t.account("sign-in-title"),
                label: t.account("sign-in-label"),
                hint: t.account("sign-in-hint"),
                button: t.account("sign-in"),
            }),
            privacy: LinkView {
                label: t.account("privacy"),
                url: format!("{}{}", self.server(), paths::PRIVACY_PAGE),
            },
        }
    }

    fn account_actions(&self, t: &Texts, signed: bool) -> Vec<ActionView> {
        let mut actions = Vec::new();
        if self.account_page.error.is_some() && signed {
            actions.push(crate::screen::action(
                t,
                "retry",
                Event::OnlineAction(OnlineAction::Retry),
            ));
        }
        if !signed {
            return actions;
        }
        actions.push(account_action(t, "link", OnlineAction::AskLinkCode));
        actions.push(account_action(t, "recovery", OnlineAction::AskRecoveryCode));
        let mut delete = account_action(t, "delete", OnlineAction::DeleteAccount);
        delete.confirm = Some(Confirm {
            title: t.word("ui-delete-account"),
            text: t.delete_account_confirm(&self.account.name),
            confirm: t.word("ui-online-delete"),
            cancel: t.word("ui-online-cancel"),
        });
        actions.push(delete);
        actions
    }

    /// The players of the game shown that I may report or block: the opponent when
    /// seated, both when watching (signed in: the server answers accounts only).
    pub(crate) fn moderation(&self, t: &Texts) -> Vec<PlayerLine> {
        let Some(state) = self.table.state.as_ref() else {
            return Vec::new();
        };
        if self.account.token.is_empty() {
            return Vec::new();
        }
        let mine = self.account.account_id;
        let others = state
            .seats
            .iter()
            .filter(|s| Some(s.account_id) != mine && Some(s.side) != state.you);
        others
            .map(|s: &SeatInfo| self.player_line(t, s.account_id, &s.name))
            .collect()
    }

    /// Whether the player sits in the game shown.
    fn seated(&self, account_id: i64) -> bool {
        let state = self.table.state.as_ref();
        state.is_some_and(|s| s.seats.iter().any(|seat| seat.account_id == account_id))
    }

    pub(crate) fn player_line(&self, t: &Texts, account_id: i64, name: &str) -> PlayerLine {
        let page = &self.account_page;
        let reported = page.reported.contains(&account_id);
        let blocked = page.blocked.iter().any(|b| b.account_id == account_id);
        let report = match reported {
            true => Vec::new(),
            false => REASONS
                .iter()
                .map(|&reason| ActionView {
                    id: format!("report-{}", reason.as_str()),
                    label: t.account(&format!("report-{}", reason.as_str())),
                    event: Event::OnlineAction(OnlineAction::Report { account_id, reason }),
                    confirm: None,
                    primary: false,
                    enabled: true,
                })
                .collect(),
        };
        let block = match blocked {
            true => ActionView {
                id: "unblock".into(),
                label: t.account_named("unblock", name),
                event: Event::OnlineAction(OnlineAction::Unblock { account_id }),
                confirm: None,
                primary: false,
                enabled: true,
            },
            false => ActionView {
                id: "block".into(),
                label: t.account_named("block", name),
                event: Event::OnlineAction(OnlineAction::Block { account_id }),
                confirm: Some(Confirm {
                    title: t.account_named("block-question", name),
                    text: t.account_named("block-warning", name),
                    confirm: t.account("block-confirm"),
                    cancel: t.word("ui-online-cancel"),
                }),
                primary: false,
                enabled: true,
            },
        };
        let note = match (reported, blocked) {
            (true, _) => Some(t.account("reported")),
            (false, true) => Some(t.account("blocked-note")),
            _ => None,
        };
        PlayerLine {
            account_id,
            name: name.to_string(),
            report,
            block,
            note,
        }
    }
}

fn account_action(t: &Texts, id: &str, action: OnlineAction) -> ActionView {
    ActionView {
        id: format!("account-{id}"),
        label: t.account(id),
        event: Event::OnlineAction(action),
        confirm: None,
        primary: false,
        enabled: true,
    }
}

/// The calls of the Account screen and of the players' actions.
fn account_call(what: Call) -> bool {
    matches!(
        what,
        Call::SignIn
            | Call::Devices
            | Call::RemoveDevice(_)
            | Call::LinkCode
            | Call::RecoveryCode
            | Call::Blocks
            | Call::Block { .. }
            | Call::Report(_)
    )
}

/// A failed account call in words: a code sign-in refused is a wrong, used or expired
/// code; too many tries says to wait; no answer is the network.
fn account_error(t: &Texts, what: Call, error: &NetError) -> String {
    match (what, error) {
        (Call::SignIn, NetError::Refused(ErrorCode::Unauthorized | ErrorCode::NotFound, _)) => t.account("code-wrong"),
        (_, NetError::Refused(ErrorCode::RateLimited, _)) => t.account("too-many"),
        (Call::RemoveDevice(_), NetError::Refused(ErrorCode::NotFound, _)) => t.account("device-gone"),
        _ => t.net_error(error),
    }
}

fn device_view(t: &Texts, d: &Device) -> DeviceView {
    let platform = t.account(&format!("platform-{}", d.platform.as_str()));
    let name = match d.current {
        true => t.account_named("this-device", &platform),
        false => platform,
    };
    let remove = (!d.current).then(|| ActionView {
        id: "remove-device".into(),
        label: t.account("remove"),
        event: Event::OnlineAction(OnlineAction::RemoveDevice { id: d.id.to_string() }),
        confirm: Some(Confirm {
            title: t.account_named("remove-question", &name),
            text: t.account("remove-warning"),
            confirm: t.account("remove"),
            cancel: t.word("ui-online-cancel"),
        }),
        primary: false,
        enabled: true,
    });
    DeviceView {
        id: d.id.to_string(),
        dates: t.account_dates(&iso_date(d.created_ms), &iso_date(d.last_seen_ms)),
        name,
        current: d.current,
        remove,
    }
}

/// A UTC date `YYYY-MM-DD` from Unix milliseconds (the proleptic Gregorian calendar,
/// Hinnant's `civil_from_days`): the same in every language, with no date library.
pub(crate) fn iso_date(ms: i64) -> String {
    let z = ms.div_euclid(86_400_000) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates_are_utc_days() {
        assert_eq!(super::iso_date(0), "1970-01-01");
        assert_eq!(super::iso_date(951_782_400_000), "2000-02-29");
        assert_eq!(super::iso_date(1_796_428_800_000 + 86_399_999), "2026-12-05");
        assert_eq!(super::iso_date(-1), "1969-12-31");
    }
}
