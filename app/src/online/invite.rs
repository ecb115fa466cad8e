//! A share link's invitation (`Screen::Invitation`): the friend's first screen. The core
//! asks the server for the room's summary (no account needed), says who invites, to
//! what and on which side, keeps the name typed, and offers one action that signs up if
//! needed and joins with the link's secret. A full, finished, expired or unknown room
//! says so, with the way home.

use super::state::Invitation;
use super::{ConnState, NetError, OnlineAction, OnlineCommand};
use crate::app::App;
use crate::effect::Effect;
use crate::event::Event;
use crate::texts::{Refused, Texts};
use crate::view::*;
use pallanguzhi_core::Side;
use pallanguzhi_protocol::{code_from_link, key_from_link, ErrorCode, RoomInvite, RoomState};

/// The longest name kept from the field: more than the server takes, so it says why.
const NAME_MAX_CHARS: usize = 64;

impl App {
    /// A share link opened (`OpenLink`, a page at `/join/CODE#KEY`): its invitation, or the
    /// game itself when I already sit in that room (a reload of the page I joined from).
    pub(super) fn open_invitation(&mut self, link: &str, fx: &mut Vec<Effect>) {
        let Some(code) = code_from_link(link) else {
            return self.env.refuse(self.env.texts().bad_code());
        };
        if self.mode.room().is_some_and(|r| r.code == code) {
            self.screen = Screen::Game;
            if self.online.state == ConnState::Idle && !self.online.account.token.is_empty() {
                self.online_action(OnlineAction::Retry, fx);
            }
            return;
        }
        self.stop_work(true, fx);
        self.save_game(); // the offline game stays where it was
        self.online.error = None;
        self.online.invitation = Some(Invitation {
            code,
            key: key_from_link(link),
            ..Invitation::default()
        });
        self.back.clear();
        self.screen = Screen::Invitation;
        self.fetch_invitation(fx);
    }

    /// Ask the server for the room's summary (again, after a failure).
    pub(super) fn fetch_invitation(&mut self, fx: &mut Vec<Effect>) {
        let server = self.online.server();
        let Some(invitation) = &mut self.online.invitation else {
            return self.env.refused(Refused::NothingToRetry);
        };
        invitation.room = None;
        let command = OnlineCommand::Invite {
            server,
            code: invitation.code.clone(),
            key: invitation.key.clone(),
        };
        self.online.error = None;
        if !self.mode.online() {
            self.online.state = ConnState::Busy;
        }
        self.online.link.perform(command, &mut self.env.next_id, fx);
    }

    /// The server's summary: kept if it is the invitation's room.
    pub(super) fn invitation_answered(&mut self, room: RoomInvite) -> bool {
        if self.online.state == ConnState::Busy {
            self.online.state = ConnState::Idle;
        }
        match &mut self.online.invitation {
            Some(invitation) if invitation.code == room.code => {
                invitation.room = Some(room);
                true
            }
            _ => false,
        }
    }

    pub(super) fn invitation_name(&mut self, name: &str) {
        match &mut self.online.invitation {
            Some(invitation) => invitation.name = name.chars().take(NAME_MAX_CHARS).collect(),
            None => self.env.refused(Refused::NothingToRetry),
        }
    }

    /// The invitation's action: sign up with the name typed if there is no account (the
    /// join follows the account), else join now; both with the link's secret.
    pub(super) fn accept_invitation(&mut self, fx: &mut Vec<Effect>) {
        let signed = !self.online.account.token.is_empty();
        let ready = self.online.invitation.as_ref().filter(|i| {
            invitation_phase(i, self.online.error.as_ref()) == InvitationPhase::Open
                && self.online.state != ConnState::Busy
        });
        let Some(invitation) = ready else {
            return self.env.refused(Refused::NothingToRetry);
        };
        let (link, name) = (invitation.link(), invitation.name.trim().to_string());
        if signed {
            return self.online_action(OnlineAction::Join { code: link }, fx);
        }
        if name.is_empty() {
            return self.env.refuse(self.env.texts().invite("name-needed", ""));
        }
        self.online.pending_join = Some(link);
        self.online_action(OnlineAction::SignUp { name }, fx);
    }

    /// The invitation's view (`None` off its screen or without one).
    pub(crate) fn invitation_view(&self, t: &Texts) -> Option<InvitationView> {
        let invitation = self.online.invitation.as_ref()?;
        let error = self.online.error.as_ref();
        let phase = invitation_phase(invitation, error);
        let home = crate::screen::action(t, "home", Event::BackHome);
        let retry = crate::screen::action(t, "retry", Event::OnlineAction(OnlineAction::Retry));
        let view = |title: String, action: ActionView, home: Option<ActionView>| InvitationView {
            phase,
            title,
            details: None,
            name: None,
            error: None,
            // The invitation's one action (join, retry, or home when there is nothing to
            // join) is its main button; `home` beside it is not.
            action: action.primary(),
            action_enabled: true,
            home,
        };
        Some(match (phase, &invitation.room) {
            (InvitationPhase::Loading, _) => view(t.invite("loading", ""), home, None),
            (InvitationPhase::Failed, _) => InvitationView {
                error: error.map(|e| t.net_error(e)),
                ..view(t.invite("failed", ""), retry, Some(home))
            },
            (InvitationPhase::Open, Some(room)) => self.open_invitation_view(t, invitation, room, home),
            _ => view(closed_words(t, invitation, error), home, None),
        })
    }

    fn open_invitation_view(
        &self,
        t: &Texts,
        invitation: &Invitation,
        room: &RoomInvite,
        home: ActionView,
    ) -> InvitationView {
        let signed = !self.online.account.token.is_empty();
        let host = room.host.as_str();
        let side = match room.guest_side {
            Some(Side::North) => t.invite("side-second", host),
            _ => t.invite("side-first", host),
        };
        let join = ActionView {
            id: "accept-invitation".into(),
            label: t.invite("join", host),
            event: Event::OnlineAction(OnlineAction::AcceptInvitation),
            confirm: None,
            primary: true,
        };
        let busy = self.online.state == ConnState::Busy;
        InvitationView {
            phase: InvitationPhase::Open,
            title: t.invite("title", host),
            details: Some(InvitationDetails {
                host: room.host.clone(),
                rules: t.invite_rules(&room.rules),
                clock: t.invite_clock(room.move_ms),
                rated: t.invite(if room.rated { "rated" } else { "unrated" }, host),
                side,
            }),
            name: (!signed).then(|| NameFieldView {
                label: t.word("ui-online-name"),
                value: invitation.name.clone(),
            }),
            error: self.online.error.as_ref().map(|e| t.net_error(e)),
            action: join,
            action_enabled: !busy && (signed || !invitation.name.trim().is_empty()),
            home: Some(home),
        }
    }
}

/// The invitation's phase from its summary and the last call's error: a room refused
/// for good (unknown, full, over) is closed whichever call said so.
fn invitation_phase(invitation: &Invitation, error: Option<&NetError>) -> InvitationPhase {
    if let Some(NetError::Refused(code, _)) = error {
        if closing(*code) {
            return InvitationPhase::Closed;
        }
    }
    match (&invitation.room, error) {
        (Some(room), _) if room.state != RoomState::Open => InvitationPhase::Closed,
        (Some(_), _) => InvitationPhase::Open,
        (None, Some(_)) => InvitationPhase::Failed,
        (None, None) => InvitationPhase::Loading,
    }
}

fn closing(code: ErrorCode) -> bool {
    matches!(
        code,
        ErrorCode::UnknownRoom | ErrorCode::NotFound | ErrorCode::RoomFull | ErrorCode::RoomFinished
    )
}

/// Why a closed invitation cannot be taken up, in words.
fn closed_words(t: &Texts, invitation: &Invitation, error: Option<&NetError>) -> String {
    let id = match (error, invitation.room.as_ref().map(|r| r.state)) {
        (Some(NetError::Refused(ErrorCode::RoomFull, _)), _) | (_, Some(RoomState::Full)) => "full",
        (Some(NetError::Refused(ErrorCode::RoomFinished, _)), _) | (_, Some(RoomState::Finished)) => "finished",
        _ => "unknown",
    };
    t.invite(id, "")
}
