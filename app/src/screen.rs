//! The screen shown as one `ScreenView`, and every button of a dialog or a screen as an
//! `ActionView` (words and event): decided here once, so the shells only draw them.

use crate::app::{App, Dialog, Match};
use crate::event::{Event, SideChoice};
use crate::online::{ConnState, OnlineAction};
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
    }
}

fn online(t: &Texts, id: &str, action_: OnlineAction) -> ActionView {
    action(t, id, Event::OnlineAction(action_))
}

impl App {
    /// The screen shown with its own view (`lessons`, `lesson`, `review` and `watch` are
    /// passed in, built once for `ViewModel` too).
    pub(crate) fn screen_view(
        &self,
        t: &Texts,
        game: Option<&GameView>,
        parts: (
            Option<LessonsView>,
            Option<LessonView>,
            Option<ReviewView>,
            Option<WatchView>,
        ),
    ) -> ScreenView {
        let (lessons, lesson, review, watch) = parts;
        match self.screen {
            Screen::Home => ScreenView::Home,
            Screen::NewGame => ScreenView::NewGame,
            Screen::Game => match self.room_view(t, game) {
                Some(room) => ScreenView::Room(room),
                None => ScreenView::Game,
            },
            Screen::Stats => ScreenView::Stats,
            Screen::Rules => ScreenView::Rules,
            Screen::Settings => ScreenView::Settings,
            Screen::Online => ScreenView::Lobby(self.lobby_view(t)),
            Screen::Leaderboard => ScreenView::Leaderboard,
            // Each of these screens is shown only with its session (`open` and the events
            // that start them keep it so); home is the safe picture if one is missing.
            Screen::Lessons => lessons.map_or(ScreenView::Home, ScreenView::Lessons),
            Screen::Lesson => lesson.map_or(ScreenView::Home, ScreenView::Lesson),
            Screen::Review => review.map_or(ScreenView::Home, ScreenView::Review),
            Screen::Watch => watch.map_or(ScreenView::Home, ScreenView::Watch),
            Screen::Invitation => self.invitation_view(t).map_or(ScreenView::Home, ScreenView::Invitation),
            Screen::Account => ScreenView::Account(self.account_view(t)),
        }
    }

    /// The room on the board's screen, while seated in one (it has a code).
    fn room_view(&self, t: &Texts, game: Option<&GameView>) -> Option<RoomView> {
        let room = self.online.account.room.as_ref()?;
        let state = self.online.state;
        let phase = match (game, state) {
            (Some(_), s) if s != ConnState::WaitingForGuest => RoomPhase::Seated,
            _ => RoomPhase::Waiting,
        };
        let mut actions = Vec::new();
        if phase == RoomPhase::Seated && self.online.can_claim && state != ConnState::Finished {
            actions.push(online(t, "claim-win", OnlineAction::ClaimWin));
            actions.push(online(t, "claim-draw", OnlineAction::ClaimDraw));
        }
        if state == ConnState::Failed {
            actions.push(online(t, "retry", OnlineAction::Retry));
        }
        if let (RoomPhase::Seated, Some(b)) = (phase, game.map(|g| g.buttons)) {
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
        let mut leave = online(t, "online-leave", OnlineAction::Leave);
        leave.confirm = self.online_game_on().then(|| t.leave_online());
        actions.push(leave);
        Some(RoomView {
            phase,
            code: room.code.clone(),
            show_connection: state != ConnState::Playing,
            actions,
            moderation: self.moderation(t),
        })
    }

    fn lobby_view(&self, t: &Texts) -> LobbyView {
        let state = self.online.state;
        let sides = [SideChoice::Random, SideChoice::South, SideChoice::North];
        LobbyView {
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
            actions.push(online(t, "retry", OnlineAction::Retry));
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
            actions.push(online(t, "retry", OnlineAction::Retry));
        }
        actions.push(ActionView {
            id: "watch-leave".into(),
            label: leave.into(),
            event: Event::BackHome,
            confirm: None,
        });
        actions
    }

    /// A dialog's buttons, the first the main one, and what dismissing it sends.
    pub(crate) fn dialog_actions(&self, m: &Match, dialog: &Dialog, t: &Texts) -> (Vec<ActionView>, Option<Event>) {
        let ok = || action(t, "ok", Event::AcknowledgeDialog);
        match dialog {
            Dialog::Round(_) => (
                vec![action(t, "next-round", Event::AcknowledgeDialog)],
                Some(Event::AcknowledgeDialog),
            ),
            Dialog::DrawOffer(_) => (
                vec![
                    action(t, "accept-draw", Event::AcceptDraw),
                    action(t, "decline-draw", Event::DeclineDraw),
                ],
                None,
            ),
            Dialog::GameOver if self.watching() => {
                let leave = ActionView {
                    id: "watch-leave".into(),
                    label: t.watch_leave(),
                    event: Event::BackHome,
                    confirm: None,
                };
                (vec![ok(), leave], Some(Event::AcknowledgeDialog))
            }
            Dialog::GameOver if self.online_in_game() || self.online.account.room.is_some() => {
                let board = action(
                    t,
                    "leaderboard",
                    Event::Open {
                        screen: Screen::Leaderboard,
                    },
                );
                (vec![ok(), board], Some(Event::AcknowledgeDialog))
            }
            Dialog::GameOver => {
                let mut actions = vec![action(t, "rematch", Event::Rematch)];
                if !m.game.history().is_empty() {
                    actions.push(action(t, "review", Event::RequestReview));
                }
                actions.push(ok());
                actions.push(action(t, "home", Event::BackHome));
                (actions, Some(Event::AcknowledgeDialog))
            }
        }
    }
}

/// An action's event as the JSON that `Event`'s derived `Deserialize` reads (what the browser
/// sends back). Written by hand for the few events an action carries: the derived `Serialize`
/// of every `Event` would put its whole serializer in the page's wasm (about 6 KB gzipped, over
/// its budget). Any other event is an error (no `Debug` text: that too would cost the page), which
/// `tests/screens.rs` and `tests/online_events.rs` would catch on every action.
pub(crate) fn event_json<S: serde::Serializer>(event: &Event, s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::{Error, SerializeMap};
    let unit = match event {
        Event::AcceptDraw => "AcceptDraw",
        Event::DeclineDraw => "DeclineDraw",
        Event::AcknowledgeDialog => "AcknowledgeDialog",
        Event::Rematch => "Rematch",
        Event::RequestReview => "RequestReview",
        Event::BackHome => "BackHome",
        Event::Back => "Back",
        Event::OfferDraw => "OfferDraw",
        Event::Resign => "Resign",
        _ => "",
    };
    if !unit.is_empty() {
        return s.serialize_str(unit);
    }
    let mut map = s.serialize_map(Some(1))?;
    match event {
        Event::Open { screen } => map.serialize_entry("Open", &OpenJson { screen: *screen })?,
        Event::OnlineAction(action) => match AccountJson::of(action) {
            Some(json) => map.serialize_entry("OnlineAction", &json)?,
            None => {
                let name = match action {
                    OnlineAction::Retry => "Retry",
                    OnlineAction::ClaimWin => "ClaimWin",
                    OnlineAction::ClaimDraw => "ClaimDraw",
                    OnlineAction::Leave => "Leave",
                    OnlineAction::AcceptInvitation => "AcceptInvitation",
                    OnlineAction::AskLinkCode => "AskLinkCode",
                    OnlineAction::AskRecoveryCode => "AskRecoveryCode",
                    OnlineAction::DeleteAccount => "DeleteAccount",
                    _ => return Err(S::Error::custom("not an action's event")),
                };
                map.serialize_entry("OnlineAction", name)?;
            }
        },
        _ => return Err(S::Error::custom("not an action's event")),
    }
    map.end()
}

/// The account actions with fields, as `OnlineAction`'s derived `Deserialize` reads them.
#[derive(serde::Serialize)]
enum AccountJson {
    RemoveDevice {
        id: String,
    },
    Report {
        account_id: i64,
        reason: crate::online::ReportReason,
    },
    Block {
        account_id: i64,
    },
    Unblock {
        account_id: i64,
    },
}

impl AccountJson {
    fn of(action: &OnlineAction) -> Option<AccountJson> {
        Some(match action {
            OnlineAction::RemoveDevice { id } => AccountJson::RemoveDevice { id: id.clone() },
            &OnlineAction::Report { account_id, reason } => AccountJson::Report { account_id, reason },
            &OnlineAction::Block { account_id } => AccountJson::Block { account_id },
            &OnlineAction::Unblock { account_id } => AccountJson::Unblock { account_id },
            _ => return None,
        })
    }
}

/// `Event::Open`'s fields.
#[derive(serde::Serialize)]
struct OpenJson {
    screen: Screen,
}

pub(crate) fn maybe_event_json<S: serde::Serializer>(event: &Option<Event>, s: S) -> Result<S::Ok, S::Error> {
    match event {
        Some(event) => event_json(event, s),
        None => s.serialize_none(),
    }
}
