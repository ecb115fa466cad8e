//! Online play in the FFI: the view model's `online` part and the side a host
//! asks for. Records only; the logic is the app core's (`app/src/online.rs`).

use crate::records::Side;
use pallanguzhi_app as a;
use pallanguzhi_app::online as o;

/// The side a person asks for: a room's host (`Random`: drawn by the server) or
/// a player against the computer (`Random`: drawn by the app core, seeded).
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum SideChoice {
    South,
    North,
    Random,
}

impl From<SideChoice> for pallanguzhi_protocol::SideChoice {
    fn from(s: SideChoice) -> Self {
        match s {
            SideChoice::South => Self::South,
            SideChoice::North => Self::North,
            SideChoice::Random => Self::Random,
        }
    }
}

/// The connection state machine (see `app/README.md`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum ConnState {
    Idle,
    Busy,
    Connecting,
    WaitingForGuest,
    Playing,
    OpponentAway,
    Reconnecting { attempt: u32 },
    Finished,
    Failed,
    Suspended,
}

impl From<o::ConnState> for ConnState {
    fn from(s: o::ConnState) -> Self {
        match s {
            o::ConnState::Idle => ConnState::Idle,
            o::ConnState::Busy => ConnState::Busy,
            o::ConnState::Connecting => ConnState::Connecting,
            o::ConnState::WaitingForGuest => ConnState::WaitingForGuest,
            o::ConnState::Playing => ConnState::Playing,
            o::ConnState::OpponentAway => ConnState::OpponentAway,
            o::ConnState::Reconnecting { attempt } => ConnState::Reconnecting { attempt },
            o::ConnState::Finished => ConnState::Finished,
            o::ConnState::Failed => ConnState::Failed,
            o::ConnState::Suspended => ConnState::Suspended,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct OnlineSeat {
    pub side: Side,
    pub name: String,
    pub present: bool,
}

/// A leaderboard row (the core's `RankView`); ratings rounded to whole points.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RankRow {
    pub rank: u32,
    pub name: String,
    pub rating: i32,
    pub games: u32,
    pub provisional: bool,
    pub account_id: i64,
    /// This player's own row (by account id: names are not unique).
    pub mine: bool,
}

/// A question to confirm first (the core's `Confirm`).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Confirm {
    pub title: String,
    pub text: String,
    pub confirm: String,
    pub cancel: String,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct OnlineStatsLine {
    pub rules: String,
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub streak: i32,
    pub best_win_streak: u32,
    pub rating: i32,
    pub provisional: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct OnlineView {
    pub server: String,
    /// The server used when none is set (shown beside the setting).
    pub default_server: String,
    pub account: String,
    pub state: ConnState,
    pub status: String,
    pub error: Option<String>,
    pub code: Option<String>,
    pub link: Option<String>,
    pub share_text: Option<String>,
    pub rules: Option<String>,
    pub my_side: Option<Side>,
    /// The side this player has, worded ("You play South (you move first).").
    pub you_play: Option<String>,
    pub seats: Vec<OnlineSeat>,
    pub sending: bool,
    pub can_claim: bool,
    pub rating_change: Option<i32>,
    pub rating_text: Option<String>,
    /// The side whose draw offer waits for an answer.
    pub draw_offer: Option<Side>,
    pub leaderboard_rules: Option<String>,
    pub leaderboard: Vec<RankRow>,
    pub my_rank: Option<RankRow>,
    pub stats: Vec<OnlineStatsLine>,
    /// Under the leaderboard: my rank, or why I have none (provisional).
    pub my_rank_text: Option<String>,
    /// The leaderboard lists nobody: this sentence instead.
    pub no_ranks_text: Option<String>,
    /// My own draw offer waiting for an answer: the line to show.
    pub my_draw_offer: Option<String>,
    /// Leaving now needs this confirmation; `None`: leave at once.
    pub leave_confirm: Option<Confirm>,
    /// The move clock of each side (south, north); empty in a friendly game.
    pub clocks: Vec<OnlineClock>,
    /// The game's clock setting in words.
    pub clock_text: Option<String>,
    /// The clock the create screen asks for (`None`: no clock), and the choices.
    pub clock_choice: Option<u64>,
    pub clock_choices: Vec<ClockChoice>,
    pub watchers: u32,
    pub watchers_text: Option<String>,
    /// The question to ask before `OnlineDeleteAccount` (`None`: no account).
    pub delete_confirm: Option<String>,
    /// The room's watch link, for people who want to follow the game.
    pub watch_link: Option<String>,
    /// The lobby's field for a watch link (`OnlineWatch`) and its button.
    pub watch_prompt: String,
    pub watch_open: String,
}

/// One side's move clock: the time left as text, running, and warning (last 10 s).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct OnlineClock {
    pub side: Side,
    pub text: String,
    pub running: bool,
    pub warning: bool,
}

/// A clock a host may pick on the create screen.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ClockChoice {
    pub move_ms: Option<u64>,
    pub label: String,
}

/// My own entry (`Leaderboard::me`).
fn my_row(e: pallanguzhi_protocol::RankEntry) -> RankRow {
    RankRow {
        rank: e.rank,
        name: e.name,
        rating: e.rating.round() as i32,
        games: e.games,
        provisional: e.provisional,
        account_id: e.account_id,
        mine: true,
    }
}

fn rank_row(r: a::RankView) -> RankRow {
    RankRow {
        rank: r.rank,
        name: r.name,
        rating: r.rating,
        games: r.games,
        provisional: r.provisional,
        account_id: r.account_id,
        mine: r.mine,
    }
}

impl From<a::OnlineView> for OnlineView {
    fn from(v: a::OnlineView) -> Self {
        let board = v.leaderboard;
        OnlineView {
            server: v.server,
            default_server: v.default_server,
            account: v.account,
            state: v.state.into(),
            status: v.status,
            error: v.error,
            code: v.code,
            link: v.link,
            share_text: v.share_text,
            rules: v.rules,
            my_side: v.my_side.map(Side::from),
            you_play: v.you_play,
            seats: v
                .seats
                .into_iter()
                .map(|s| OnlineSeat {
                    side: s.side.into(),
                    name: s.name,
                    present: s.present,
                })
                .collect(),
            sending: v.sending,
            can_claim: v.can_claim,
            rating_change: v.rating_change.map(|d| d.round() as i32),
            rating_text: v.rating_text,
            draw_offer: v.draw_offer.map(Side::from),
            leaderboard_rules: board.as_ref().map(|b| b.rules.clone()),
            my_rank: board.as_ref().and_then(|b| b.me.clone()).map(my_row),
            leaderboard: v.ranks.into_iter().map(rank_row).collect(),
            stats: v.stats.map_or_else(Vec::new, |s| {
                s.per_rules
                    .into_iter()
                    .map(|r| OnlineStatsLine {
                        rules: r.rules,
                        games: r.games,
                        wins: r.wins,
                        losses: r.losses,
                        draws: r.draws,
                        streak: r.streak,
                        best_win_streak: r.best_win_streak,
                        rating: r.rating.round() as i32,
                        provisional: r.provisional,
                    })
                    .collect()
            }),
            my_rank_text: v.my_rank_text,
            no_ranks_text: v.no_ranks_text,
            my_draw_offer: v.my_draw_offer,
            leave_confirm: v.leave_confirm.map(|c| Confirm {
                title: c.title,
                text: c.text,
                confirm: c.confirm,
                cancel: c.cancel,
            }),
            clocks: v
                .clocks
                .into_iter()
                .map(|c| OnlineClock {
                    side: c.side.into(),
                    text: c.text,
                    running: c.running,
                    warning: c.warning,
                })
                .collect(),
            clock_text: v.clock_text,
            clock_choice: v.clock_choice,
            clock_choices: v
                .clock_choices
                .into_iter()
                .map(|c| ClockChoice {
                    move_ms: c.move_ms,
                    label: c.label,
                })
                .collect(),
            watchers: v.watchers,
            watchers_text: v.watchers_text,
            delete_confirm: v.delete_confirm,
            watch_link: v.watch_link,
            watch_prompt: v.watch_prompt,
            watch_open: v.watch_open,
        }
    }
}
