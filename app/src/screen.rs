//! The screen shown as one `ScreenView`, and every button of a dialog or a screen as an
//! `ActionView` (words and event): decided here once, so the shells only draw them.

use crate::app::App;
use crate::event::{Event, SideChoice};
use crate::mode::{Dialog, Match};
use crate::online::{ConnState, OnlineAction, OnlineRematch};
use crate::texts::Texts;
use crate::view::*;
use pallanguzhi_core::Side;

/// A button with its label from the catalogue (`ui-<id>`, the one label set of every shell).
pub(crate) fn action(t: &Texts, id: &str, event: Event) -> ActionView {
    ActionView {
        id: id.into(),
        label: t.word(&format!("ui-{id}")),
        event,
        confirm: None,
        primary: false,
    }
}

fn online_action(t: &Texts, id: &str, action_: OnlineAction) -> ActionView {
    action(t, id, Event::OnlineAction(action_))
}

/// The views built once for `ViewModel`, handed to the screen shown.
pub(crate) struct Parts {
    pub game: Option<GameView>,
    pub online: OnlineView,
    pub lessons: Option<LessonsView>,
    pub lesson: Option<LessonView>,
    pub review: Option<ReviewView>,
    pub watch: Option<WatchView>,
}

impl App {
    /// The screen shown with its own view.
    pub(crate) fn screen_view(&self, t: &Texts, parts: Parts) -> ScreenView {
        let Parts {
            game,
            online,
            lessons,
            lesson,
            review,
            watch,
        } = parts;
        // Each of these screens is shown only with its session (`open` and the events that
        // start them keep it so); home is the safe picture if one is missing. (`Err` hands
        // the online view on to home: one place builds it, which keeps the page's wasm small.)
        let shown = match self.screen {
            Screen::Home => Err(online),
            Screen::NewGame => Ok(ScreenView::NewGame),
            Screen::Game if self.mode.room().is_some() => Ok(ScreenView::Room(self.room_view(t, game, online))),
            Screen::Game => game.map(|game| ScreenView::Game(GameScreenView { game })).ok_or(online),
            Screen::Stats => Ok(ScreenView::Stats(self.stats_screen(t, &mut { online }))),
            Screen::Rules => Ok(ScreenView::Rules),
            Screen::Settings => Ok(ScreenView::Settings),
            Screen::Online => Ok(ScreenView::Lobby(self.lobby_view(t, online))),
            Screen::Leaderboard => Ok(ScreenView::Leaderboard(online)),
            Screen::Lessons => lessons.map(ScreenView::Lessons).ok_or(online),
            Screen::Lesson => lesson.map(ScreenView::Lesson).ok_or(online),
            Screen::Review => review.map(ScreenView::Review).ok_or(online),
            Screen::Watch => watch.map(ScreenView::Watch).ok_or(online),
            Screen::Invitation => self.invitation_view(t).map(ScreenView::Invitation).ok_or(online),
            Screen::Account => Ok(ScreenView::Account(self.account_view(t))),
        };
        shown.unwrap_or_else(|online| ScreenView::Home(self.home_screen(t, online)))
    }

    fn home_screen(&self, t: &Texts, mut online: OnlineView) -> HomeScreenView {
        HomeScreenView {
            can_continue: self.mode.game().is_some_and(|m| !m.is_over()),
            offer_lessons: self.offer_lessons(),
            stats: self.stats_screen(t, &mut online),
            lobby: self.lobby_view(t, online),
        }
    }

    /// The room on the board's screen (seated in one: it has a code).
    fn room_view(&self, t: &Texts, game: Option<GameView>, online: OnlineView) -> RoomView {
        let code = self.mode.room().map_or_else(String::new, |r| r.code.clone());
        let state = self.online.state;
        let phase = match (&game, state) {
            (Some(_), s) if s != ConnState::WaitingForGuest => RoomPhase::Seated,
            _ => RoomPhase::Waiting,
        };
        let mut actions = Vec::new();
        if phase == RoomPhase::Seated && self.online.can_claim && state != ConnState::Finished {
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
        leave.confirm = self.online_game_on().then(|| t.leave_online());
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

    fn lobby_view(&self, t: &Texts, online: OnlineView) -> LobbyView {
        let state = self.online.state;
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
        if self.online.state == ConnState::Failed {
            actions.push(online_action(t, "retry", OnlineAction::Retry).primary());
        }
        let id = match self.online.account.token.is_empty() {
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
    pub(crate) fn watch_actions(&self, t: &Texts, leave: &str) -> Vec<ActionView> {
        let mut actions = Vec::new();
        if self.online.state == ConnState::Failed {
            actions.push(online_action(t, "retry", OnlineAction::Retry).primary());
        }
        actions.push(ActionView {
            id: "watch-leave".into(),
            label: leave.into(),
            event: Event::BackHome,
            confirm: None,
            primary: false,
        });
        actions
    }

    /// A dialog's buttons, the first the main one (`primary`), and what dismissing it sends.
    pub(crate) fn dialog_actions(&self, m: &Match, dialog: &Dialog, t: &Texts) -> (Vec<ActionView>, Option<Event>) {
        let ok = || action(t, "ok", Event::AcknowledgeDialog).primary();
        match dialog {
            Dialog::Round(_) => (
                vec![action(t, "next-round", Event::AcknowledgeDialog).primary()],
                Some(Event::AcknowledgeDialog),
            ),
            Dialog::DrawOffer(_) => (
                vec![
                    action(t, "accept-draw", Event::AcceptDraw).primary(),
                    action(t, "decline-draw", Event::DeclineDraw),
                ],
                None,
            ),
            Dialog::GameOver if self.mode.viewer() == crate::mode::Viewer::Watcher => {
                let leave = ActionView {
                    id: "watch-leave".into(),
                    label: t.watch_leave(),
                    event: Event::BackHome,
                    confirm: None,
                    primary: false,
                };
                (vec![ok(), leave], Some(Event::AcknowledgeDialog))
            }
            Dialog::GameOver => {
                // The result card: Rematch first (online: offered to the same opponent, who
                // accepts or declines), Review, Home.
                let online = self.mode.online();
                let mut actions = Vec::new();
                match (online, self.online_rematch()) {
                    (false, _) => actions.push(action(t, "rematch", Event::Rematch)),
                    (true, Some(OnlineRematch::Possible)) => {
                        actions.push(online_action(t, "rematch", OnlineAction::OfferRematch))
                    }
                    (true, Some(OnlineRematch::Offered)) => {
                        actions.push(online_action(t, "accept-rematch", OnlineAction::AcceptRematch));
                        actions.push(online_action(t, "decline-rematch", OnlineAction::DeclineRematch));
                    }
                    (true, _) => {}
                }
                if !m.game.history().is_empty() {
                    actions.push(action(t, "review", Event::RequestReview));
                }
                // Online, home leaves the finished room (no confirmation: the game is over).
                let home = match online {
                    true => Event::OnlineAction(OnlineAction::Leave),
                    false => Event::BackHome,
                };
                actions.push(action(t, "home", home));
                // The way forward is the main one: Rematch (or accepting it), else the first.
                if let Some(main) = actions.first_mut() {
                    main.primary = true;
                }
                (actions, Some(Event::AcknowledgeDialog))
            }
        }
    }
}
