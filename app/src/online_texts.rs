//! The online sentences, from the same catalogue as `texts.rs`.

use crate::online::{ConnState, NetError};
use crate::texts::Texts;
use pallanguzhi_protocol::ErrorCode;

impl Texts {
    pub fn bad_server(&self) -> String {
        self.word("bad-server")
    }

    /// The game-over line of a win claimed while `who` was away.
    pub fn abandoned(&self, who: &str) -> String {
        self.who("abandoned", who)
    }

    /// The game-over line of a game `who` lost on time.
    pub fn lost_on_time(&self, who: &str) -> String {
        self.who("lost-on-time", who)
    }

    /// A countdown: `M:SS` under an hour, `H:MM:SS` under a day, else days and hours.
    /// Whole seconds, rounded up (a clock shows 0:00 only when the time is out).
    pub fn countdown(&self, ms: u64) -> String {
        let s = ms.div_ceil(1000);
        match s {
            0..3_600 => format!("{}:{:02}", s / 60, s % 60),
            3_600..86_400 => format!("{}:{:02}:{:02}", s / 3_600, s / 60 % 60, s % 60),
            _ => self.text(
                "clock-days",
                &[("days", (s / 86_400).into()), ("hours", (s / 3_600 % 24).into())],
            ),
        }
    }

    /// A clock setting: "2 min a move", or no clock (a friendly game, not rated).
    pub fn clock_setting(&self, move_ms: Option<u64>) -> String {
        let Some(ms) = move_ms else {
            return self.word("clock-none");
        };
        let s = ms / 1000;
        let time = if s < 60 {
            self.text("clock-seconds", &[("n", s.into())])
        } else if s < 86_400 {
            self.text("clock-minutes", &[("n", (s / 60).into())])
        } else {
            self.text("clock-day-count", &[("n", (s / 86_400).into())])
        };
        self.text("clock-choice", &[("time", time.into())])
    }

    pub fn watchers(&self, count: u32) -> String {
        self.text("watchers", &[("count", count.into())])
    }

    /// The question before deleting the account `name`.
    pub fn delete_account_confirm(&self, name: &str) -> String {
        self.text("delete-account-confirm", &[("name", name.into())])
    }

    pub fn account_deleted(&self) -> String {
        self.word("account-deleted")
    }

    pub fn away_draw(&self) -> String {
        self.word("away-draw")
    }

    pub fn bad_watch_link(&self) -> String {
        self.word("bad-watch-link")
    }

    pub fn watch_while_playing(&self) -> String {
        self.word("watch-while-playing")
    }

    pub fn watch_after_sign_up(&self, id: i64) -> String {
        self.text("watch-after-sign-up", &[("id", id.to_string().into())])
    }

    /// Why a watcher's tap (or resign, offer) does nothing.
    pub fn watch_only(&self) -> String {
        self.word("watch-only")
    }

    pub fn watch_title(&self) -> String {
        self.word("watch-title")
    }

    pub fn watch_players(&self, south: &str, north: &str) -> String {
        self.text("watch-players", &[("south", south.into()), ("north", north.into())])
    }

    pub fn watch_waiting(&self) -> String {
        self.word("watch-waiting")
    }

    pub fn watch_leave(&self) -> String {
        self.word("watch-leave")
    }

    pub fn watch_prompt(&self) -> String {
        self.word("watch-prompt")
    }

    pub fn watch_open(&self) -> String {
        self.word("watch-open")
    }

    pub fn need_account(&self) -> String {
        self.word("need-account")
    }

    pub fn join_after_sign_up(&self, code: &str) -> String {
        self.text("join-after-sign-up", &[("code", code.into())])
    }

    pub fn draw_offer_sent(&self) -> String {
        self.word("draw-offer-sent")
    }

    pub fn bad_code(&self) -> String {
        self.word("bad-code")
    }

    pub fn not_connected(&self) -> String {
        self.word("not-connected")
    }

    pub fn online_wait(&self) -> String {
        self.word("online-wait")
    }

    pub fn server_refused(&self, why: &str) -> String {
        self.text("server-refused", &[("why", why.into())])
    }

    /// The one-line connection status.
    pub fn conn_state(&self, state: ConnState) -> String {
        let id = match state {
            ConnState::Idle => "conn-idle",
            ConnState::Busy => "conn-busy",
            ConnState::Connecting => "conn-connecting",
            ConnState::WaitingForGuest => "conn-waiting-for-guest",
            ConnState::Playing => "conn-playing",
            ConnState::OpponentAway => "conn-opponent-away",
            ConnState::Reconnecting { attempt } => {
                return self.text("conn-reconnecting", &[("attempt", attempt.into())]);
            }
            ConnState::Finished => "conn-finished",
            ConnState::Failed => "conn-failed",
            ConnState::Suspended => "conn-suspended",
        };
        self.word(id)
    }

    pub fn net_error(&self, error: &NetError) -> String {
        self.word(match error {
            NetError::Unreachable(_) => "net-unreachable",
            NetError::Refused(ErrorCode::UnknownRoom, _) => "net-unknown-room",
            NetError::Refused(ErrorCode::RoomFull, _) => "net-room-full",
            NetError::Refused(ErrorCode::Unauthorized, _) => "net-unauthorized",
            NetError::Refused(_, why) => return self.server_refused(why),
            NetError::Protocol(_) => "net-protocol",
        })
    }

    pub fn rating_change(&self, delta: f64) -> String {
        let delta = format!("{:+}", delta.round() as i64);
        self.text("rating-change", &[("delta", delta.into())])
    }

    /// The result card's line while my rematch offer waits for `who`'s answer.
    pub fn rematch_waiting(&self, who: &str) -> String {
        self.who("rematch-waiting", who)
    }

    pub fn rematch_offered(&self, who: &str) -> String {
        self.who("rematch-offered", who)
    }

    pub fn rematch_declined(&self) -> String {
        self.word("rematch-declined")
    }

    pub fn share(&self, code: &str, link: &str) -> String {
        self.text("share", &[("code", code.into()), ("link", link.into())])
    }

    /// My place under the leaderboard (an established rating listed or below the rows shown).
    pub fn my_rank(&self, rank: u32, rating: i64) -> String {
        self.text("my-rank", &[("rank", rank.into()), ("rating", rating.into())])
    }

    /// A provisional rating: not ranked yet, whatever rank the server computed.
    pub fn my_rank_provisional(&self, rating: i64) -> String {
        self.text("my-rank-provisional", &[("rating", rating.into())])
    }

    /// An established rating the leaderboard does not list (yet).
    pub fn my_rank_unlisted(&self, rating: i64) -> String {
        self.text("my-rank-unlisted", &[("rating", rating.into())])
    }

    pub fn no_rank(&self) -> String {
        self.word("no-rank")
    }

    pub fn no_ranked_players(&self) -> String {
        self.word("no-ranked-players")
    }

    /// Before leaving a game that is on: the question, what leaving does, and both buttons.
    pub fn leave_online(&self) -> crate::view::Confirm {
        crate::view::Confirm {
            title: self.word("leave-online-question"),
            text: self.word("leave-online-warning"),
            confirm: self.word("label-leave"),
            cancel: self.word("label-stay"),
        }
    }

    /// The invitation's lines (`invite-*`): `id` with the host's name, if it takes one.
    pub fn invite(&self, id: &str, host: &str) -> String {
        self.text(&format!("invite-{id}"), &[("host", host.into())])
    }

    pub fn invite_rules(&self, preset: &str) -> String {
        self.text("invite-rules", &[("rules", self.preset_name(preset).into())])
    }

    /// The invitation's clock: "2 min a move", or no clock.
    pub fn invite_clock(&self, move_ms: Option<u64>) -> String {
        match move_ms {
            Some(_) => self.clock_setting(move_ms),
            None => self.word("invite-no-clock"),
        }
    }

    /// The Account screen's and the players' lines (`account-*`) without variables.
    pub fn account(&self, id: &str) -> String {
        self.word(&format!("account-{id}"))
    }

    /// An `account-*` line about a player or a device (`$name`).
    pub fn account_named(&self, id: &str, name: &str) -> String {
        self.text(&format!("account-{id}"), &[("name", name.into())])
    }

    pub fn account_playing_as(&self, name: &str) -> String {
        self.account_named("playing-as", name)
    }

    pub fn account_signed_in(&self, name: &str) -> String {
        self.account_named("signed-in", name)
    }

    /// A link code's line: type it on the other device, once, within `minutes`.
    pub fn account_link_code(&self, minutes: u64) -> String {
        self.text("account-link-code-text", &[("minutes", minutes.into())])
    }

    pub fn account_dates(&self, added: &str, seen: &str) -> String {
        self.text("account-dates", &[("added", added.into()), ("seen", seen.into())])
    }
}
