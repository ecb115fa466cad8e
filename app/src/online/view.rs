//! The online screens' views: the lobby, the room and board lines, the watch screen.

use super::session::OnlineRematch;
use super::state::Online;
use super::*;
use crate::event::{Event, SideChoice};
use crate::screen::{action, online_action};
use crate::table::Rematch;
use crate::texts::Texts;
use crate::view::*;
use pallanguzhi_core::Side;
use pallanguzhi_protocol::RoomInfo;
use pallanguzhi_protocol::Status;

impl Online {
    /// The online lines of every screen, `room` the one I sit in (the mode's).
    pub(crate) fn view(&self, room: Option<&RoomInfo>, texts: &crate::texts::Texts) -> crate::view::OnlineView {
        let o = self;
        let seated = room.is_some();
        let state = o.table.state.as_ref();
        crate::view::OnlineView {
            server: o.server(),
            default_server: DEFAULT_SERVER.into(),
            account: o.account.name.clone(),
            state: o.state,
            status: match (self.my_draw_offer(seated), o.state) {
                (true, _) => texts.draw_offer_sent(),
                // Nothing going on: "Not connected." would be the lobby's first line, even signed in.
                (false, ConnState::Idle) => String::new(),
                (false, state) => texts.conn_state(state),
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
                        present: seat.present || (Some(seat.side) == s.you && self.connected()),
                    })
                    .collect()
            }),
            sending: o.pending.is_some(),
            working: o.pending.is_some()
                || matches!(
                    o.state,
                    ConnState::Busy
                        | ConnState::Connecting
                        | ConnState::Reconnecting { .. }
                        | ConnState::WaitingForGuest
                ),
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
                moderation: match o.account.token.is_empty() {
                    true => Vec::new(),
                    false => (b.top.iter())
                        .filter(|e| Some(e.account_id) != o.account.account_id)
                        .map(|e| self.player_line(texts, e.account_id, &e.name))
                        .collect(),
                },
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
            my_draw_offer: self.my_draw_offer(seated).then(|| texts.draw_offer_sent()),
            leave_confirm: self.game_on(seated).then(|| texts.leave_online()),
            clocks: self.clocks(texts),
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

    /// The server's privacy and account deletion pages, on the server chosen.
    pub(crate) fn server_pages(&self, texts: &crate::texts::Texts) -> Vec<crate::account_view::LinkView> {
        [
            ("privacy", pallanguzhi_protocol::paths::PRIVACY_PAGE),
            ("delete-page", pallanguzhi_protocol::paths::DELETE_ACCOUNT_PAGE),
        ]
        .map(|(label, path)| crate::account_view::LinkView {
            label: texts.account(label),
            url: format!("{}{path}", self.server()),
        })
        .to_vec()
    }

    /// The room on the board's screen (seated in one: it has a code).
    pub(crate) fn room_view(&self, room: &RoomInfo, t: &Texts, game: Option<GameView>, online: OnlineView) -> RoomView {
        let code = room.code.clone();
        let state = self.state;
        let phase = match (&game, state) {
            (Some(_), s) if s != ConnState::WaitingForGuest => RoomPhase::Seated,
            _ => RoomPhase::Waiting,
        };
        let mut actions = Vec::new();
        if phase == RoomPhase::Seated && self.can_claim && state != ConnState::Finished {
            actions.push(online_action(t, "claim-win", OnlineAction::ClaimWin));
            actions.push(online_action(t, "claim-draw", OnlineAction::ClaimDraw));
        }
        if state == ConnState::Failed {
            actions.push(online_action(t, "retry", OnlineAction::Retry).primary());
        }
        if let (RoomPhase::Seated, Some(b)) = (phase, game.as_ref().map(|g| g.buttons)) {
            if b.offer_draw {
                actions.push(action(t, "offer-draw", Event::OfferDraw));
            }
            if b.resign {
                actions.push(action(t, "resign", Event::Resign));
            }
            if state == ConnState::Finished {
                actions.push(action(
                    t,
                    "leaderboard",
                    Event::Open {
                        screen: Screen::Leaderboard,
                    },
                ));
            }
            if b.review {
                actions.push(action(t, "review", Event::RequestReview));
            }
        }
        let mut leave = online_action(t, "online-leave", OnlineAction::Leave);
        leave.confirm = self.game_on(true).then(|| t.leave_online());
        actions.push(leave);
        RoomView {
            phase,
            code,
            board: game,
            online,
            show_connection: state != ConnState::Playing,
            actions,
            moderation: self.moderation(t),
        }
    }

    pub(crate) fn lobby_view(&self, t: &Texts, online: OnlineView) -> LobbyView {
        let state = self.state;
        let sides = [SideChoice::Random, SideChoice::South, SideChoice::North];
        LobbyView {
            online,
            busy: state == ConnState::Busy,
            // The server draws a random side unless the host asks: the same default everywhere.
            side: SideChoice::Random,
            sides: sides
                .into_iter()
                .map(|side| SideOption {
                    side,
                    label: match side {
                        SideChoice::Random => t.word("ui-random"),
                        SideChoice::South => t.word("ui-south-first"),
                        SideChoice::North => t.side(Side::North),
                    },
                })
                .collect(),
            actions: self.lobby_actions(t),
        }
    }

    /// Try again after a failed call, and the Account screen: the account on every
    /// device, or signing this device in to one ("I already have an account").
    fn lobby_actions(&self, t: &Texts) -> Vec<ActionView> {
        let mut actions = Vec::new();
        if self.state == ConnState::Failed {
            actions.push(online_action(t, "retry", OnlineAction::Retry).primary());
        }
        let id = match self.account.token.is_empty() {
            true => "have-account",
            false => "account-devices",
        };
        actions.push(action(
            t,
            id,
            Event::Open {
                screen: Screen::Account,
            },
        ));
        actions
    }

    /// The watch screen's board shown or not, and its buttons.
    fn watch_actions(&self, t: &Texts, leave: &str) -> Vec<ActionView> {
        let mut actions = Vec::new();
        if self.state == ConnState::Failed {
            actions.push(online_action(t, "retry", OnlineAction::Retry).primary());
        }
        actions.push(ActionView {
            id: "watch-leave".into(),
            label: leave.into(),
            event: Event::BackHome,
            confirm: None,
            primary: false,
            enabled: true,
        });
        actions
    }

    /// The watch screen: the game watched, read only.
    pub(crate) fn watch_view(
        &self,
        game_id: i64,
        board: Option<GameView>,
        result: Option<DialogView>,
        texts: &Texts,
    ) -> WatchView {
        let o = self;
        let state = o.table.state.as_ref();
        let seats: Vec<OnlineSeat> = state.map_or_else(Vec::new, |s| {
            s.seats
                .iter()
                .map(|seat| OnlineSeat {
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
        let status = match (o.state, &board) {
            (ConnState::WaitingForGuest, _) => texts.watch_waiting(),
            (ConnState::Playing | ConnState::Finished, Some(board)) => board.status.clone(),
            (state, _) => texts.conn_state(state),
        };
        // The board is followed while the game is on and once it is over: its turn line says
        // so, and the connection's line (the same words) is not drawn a second time.
        let live = matches!(o.state, ConnState::Playing | ConnState::Finished) && board.is_some();
        // The result is said once: by the board's result card while it is open, then here.
        let card = board.as_ref().and_then(|b| b.dialog.as_ref());
        let result = result.filter(|_| !card.is_some_and(|d| d.kind == DialogKind::GameOver));
        WatchView {
            game_id,
            title: texts.watch_title(),
            players,
            state: o.state,
            status,
            error: o.error.as_ref().map(|e| texts.net_error(e)),
            seats,
            board,
            clocks: self.clocks(texts),
            clock_text: state.map(|s| texts.clock_setting(s.clock.map(|c| c.move_ms))),
            watchers: o.table.watchers,
            watchers_text: (o.table.watchers > 0).then(|| texts.watchers(o.table.watchers)),
            result: result.as_ref().map(|d| d.title.clone()),
            result_lines: result.map_or_else(Vec::new, |d| d.lines),
            live,
            actions: self.watch_actions(texts, &texts.watch_leave()),
            leave: texts.watch_leave(),
            moderation: self.moderation(texts),
        }
    }

    /// An online game is being played (not waiting for a guest, not over).
    /// Where the rematch of the finished online game stands for me (`None`: no finished
    /// online game of mine, or none can be offered: the opponent is not here).
    pub(crate) fn rematch(&self, seated: bool) -> Option<OnlineRematch> {
        if !seated {
            return None;
        }
        let state = self.table.state.as_ref()?;
        let you = state.you.filter(|_| state.status == Status::Finished)?;
        Some(match self.table.rematch {
            Some(Rematch::Refused) => OnlineRematch::Refused,
            Some(Rematch::Offered(by)) if by == you => OnlineRematch::Waiting,
            Some(Rematch::Offered(_)) => OnlineRematch::Offered,
            None => {
                let here = state.seats.iter().any(|s| s.side != you && s.present);
                let connected = self.state == ConnState::Finished;
                (here && connected).then_some(OnlineRematch::Possible)?
            }
        })
    }

    /// An online game is being played (not waiting for a guest, not over).
    pub(crate) fn game_on(&self, seated: bool) -> bool {
        let state = self.table.state.as_ref();
        seated && state.is_some_and(|s| s.status == Status::Active)
    }

    pub(crate) fn connected(&self) -> bool {
        matches!(
            self.state,
            ConnState::WaitingForGuest | ConnState::Playing | ConnState::OpponentAway
        )
    }

    /// A draw offer is open in the running online game (mine or the opponent's).
    pub(crate) fn draw_open(&self, seated: bool) -> bool {
        let state = self.table.state.as_ref();
        seated && state.is_some_and(|s| s.status == Status::Active && s.draw_offer.is_some())
    }

    /// I offered a draw and wait for the answer.
    pub(crate) fn my_draw_offer(&self, seated: bool) -> bool {
        let state = self.table.state.as_ref();
        self.draw_open(seated) && state.is_some_and(|s| s.draw_offer == s.you)
    }

    /// Both sides' clocks for the view (empty without a clock).
    pub(crate) fn clocks(&self, texts: &crate::texts::Texts) -> Vec<crate::view::OnlineClock> {
        let Some(state) = self.table.state.as_ref() else {
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
                    true => self.clock.left().unwrap_or(clock.move_ms),
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
