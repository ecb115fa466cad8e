//! A share link's invitation (`Screen::Invitation`): the friend's first screen. The core
//! asks the server for the room's summary (no account needed), says who invites, to
//! what and on which side, keeps the name typed, and offers one action that signs up if
//! needed and joins with the link's secret. A full, finished, expired or unknown room
//! says so, with the way home.

use super::state::Invitation;
use super::state::Online;
use super::{ConnState, NetError, OnlineAction, OnlineCommand};
use crate::effect::Effect;
use crate::env::Env;
use crate::event::Event;
use crate::texts::{Refused, Texts};
use crate::view::*;
use pallanguzhi_core::Side;
use pallanguzhi_protocol::{ErrorCode, RoomInvite, RoomState};

/// The longest name kept from the field: more than the server takes, so it says why.
const NAME_MAX_CHARS: usize = 64;

impl Online {
    /// Ask the server for the room's summary (again, after a failure).
    /// (`in_session`: a seat or a game watched goes on meanwhile, its state stays.)
    pub(super) fn fetch_invitation(&mut self, in_session: bool, env: &mut Env, fx: &mut Vec<Effect>) {
        let server = self.server();
        let Some(invitation) = &mut self.invitation else {
            return env.refused(Refused::NothingToRetry);
        };
        invitation.room = None;
        let command = OnlineCommand::Invite {
            server,
            code: invitation.code.clone(),
            key: invitation.key.clone(),
        };
        self.error = None;
        if !in_session {
            self.state = ConnState::Busy;
        }
        self.link.perform(command, &mut env.next_id, fx);
    }

    /// The server's summary: kept if it is the invitation's room.
    pub(super) fn invitation_answered(&mut self, room: RoomInvite) -> bool {
        if self.state == ConnState::Busy {
            self.state = ConnState::Idle;
        }
        match &mut self.invitation {
            Some(invitation) if invitation.code == room.code => {
                invitation.room = Some(room);
                true
            }
            _ => false,
        }
    }

    pub(super) fn invitation_name(&mut self, name: &str, env: &mut Env) {
        match &mut self.invitation {
            Some(invitation) => invitation.name = name.chars().take(NAME_MAX_CHARS).collect(),
            None => env.refused(Refused::NothingToRetry),
        }
    }

    /// The invitation's action: sign up with the name typed if there is no account (the
    /// join follows the account), else join now; both with the link's secret. Returns the
    /// action to carry out (`None`: refused, the notice says why).
    pub(super) fn accept_invitation(&mut self, env: &mut Env) -> Option<OnlineAction> {
        let signed = !self.account.token.is_empty();
        let ready = self.invitation.as_ref().filter(|i| {
            invitation_phase(i, self.error.as_ref()) == InvitationPhase::Open && self.state != ConnState::Busy
        });
        let Some(invitation) = ready else {
            env.refused(Refused::NothingToRetry);
            return None;
        };
        let (link, name) = (invitation.link(), invitation.name.trim().to_string());
        if signed {
            return Some(OnlineAction::Join { code: link });
        }
        if name.is_empty() {
            env.refuse(env.texts().invite("name-needed", ""));
            return None;
        }
        self.pending_join = Some(link);
        Some(OnlineAction::SignUp { name })
    }

    /// A share link's invitation to show (`key`: the link's secret).
    pub(super) fn invite(&mut self, code: String, key: Option<String>) {
        self.error = None;
        self.invitation = Some(Invitation {
            code,
            key,
            ..Invitation::default()
        });
    }

    /// The invitation's view (`None` off its screen or without one).
    pub(crate) fn invitation_view(&self, t: &Texts) -> Option<InvitationView> {
        let invitation = self.invitation.as_ref()?;
        let error = self.error.as_ref();
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
        let signed = !self.account.token.is_empty();
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
            enabled: true,
        };
        let busy = self.state == ConnState::Busy;
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
            error: self.error.as_ref().map(|e| t.net_error(e)),
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
