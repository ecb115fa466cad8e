//! The online actions that concern the online state only (the account, the lobby's
//! calls, a room's creation or join, a claim, a rematch): what changes the screen or the
//! mode is the app's (`session.rs`), which hands the rest here.

use super::session::OnlineRematch;
use super::state::Online;
use super::{ConnState, OnlineAction, OnlineCommand, CLOCK_CHOICES};
use crate::effect::Effect;
use crate::env::Env;
use crate::mode::Sitting;
use crate::table::Rematch;
use pallanguzhi_core::Rules;
use pallanguzhi_protocol::{ClientMessage, RoomInfo};

impl Online {
    /// `action`, with the room I sit in (`room`) and the session's game (`sitting`).
    pub(crate) fn act(
        &mut self,
        action: OnlineAction,
        room: Option<&RoomInfo>,
        sitting: Sitting,
        env: &mut Env,
        fx: &mut Vec<Effect>,
    ) {
        let server = self.server();
        let token = self.account.token.clone();
        let signed = !token.is_empty();
        match action {
            OnlineAction::SetServer { url } => {
                let url = url.trim();
                if !(url.is_empty() || url.starts_with("http://") || url.starts_with("https://")) {
                    return env.refuse(env.texts().bad_server());
                }
                self.account.server = url.to_string();
                self.save_account(room, env);
            }
            OnlineAction::SignUp { name } => {
                self.busy();
                self.net(OnlineCommand::SignUp { server, name }, env, fx);
            }
            OnlineAction::SetClock { move_ms } => {
                if !CLOCK_CHOICES.contains(&move_ms) {
                    return env.refuse(env.texts().server_refused("clock"));
                }
                self.account.friendly = move_ms.is_none();
                self.account.move_ms = move_ms;
                self.save_account(room, env);
            }
            OnlineAction::Join { code } if !signed => self.hold_join(&code, env),
            OnlineAction::InvitationName { name } => self.invitation_name(&name, env),
            OnlineAction::SignInWithCode { code } => self.sign_in_with_code(&code, env, fx),
            _ if !signed => env.refuse(env.texts().need_account()),
            a @ (OnlineAction::AskLinkCode
            | OnlineAction::AskRecoveryCode
            | OnlineAction::RemoveDevice { .. }
            | OnlineAction::Report { .. }
            | OnlineAction::Block { .. }
            | OnlineAction::Unblock { .. }) => self.account_action(a, sitting.game_id(), env, fx),
            OnlineAction::CreateRoom { preset, side } => {
                if let Err(e) = Rules::preset(&preset) {
                    return env.refuse(e.to_string());
                }
                self.busy();
                let move_ms = self.account.clock();
                let rules = preset;
                self.net(
                    OnlineCommand::CreateRoom {
                        server,
                        token,
                        rules,
                        side,
                        move_ms,
                    },
                    env,
                    fx,
                );
            }
            OnlineAction::Join { code: link } => {
                let Some(code) = pallanguzhi_protocol::code_from_link(&link) else {
                    return env.refuse(env.texts().bad_code());
                };
                let key = pallanguzhi_protocol::key_from_link(&link);
                self.busy();
                self.net(
                    OnlineCommand::Join {
                        server,
                        token,
                        code,
                        key,
                    },
                    env,
                    fx,
                );
            }
            OnlineAction::Leaderboard { preset } => {
                let rules = preset;
                self.net(OnlineCommand::Leaderboard { server, token, rules }, env, fx)
            }
            OnlineAction::Stats => self.net(OnlineCommand::Stats { server, token }, env, fx),
            OnlineAction::DeleteAccount => {
                self.busy();
                self.net(OnlineCommand::DeleteAccount { server, token }, env, fx);
            }
            OnlineAction::ClaimWin => self.send(ClientMessage::ClaimWin, sitting, env, fx),
            OnlineAction::ClaimDraw => self.send(ClientMessage::ClaimDraw, sitting, env, fx),
            OnlineAction::OfferRematch | OnlineAction::AcceptRematch | OnlineAction::DeclineRematch => {
                self.answer_rematch(action, room, sitting, env, fx)
            }
            // With a session the app connects again; without one there is nothing to retry.
            OnlineAction::Retry => env.refused(crate::texts::Refused::NothingToRetry),
            // The app's (they change the screen or the mode), never handed here. (No `{:?}`
            // of the action in a log: its Debug would ship in the page's wasm.)
            OnlineAction::PageOpened { .. }
            | OnlineAction::Watch { .. }
            | OnlineAction::OpenLink { .. }
            | OnlineAction::AcceptInvitation
            | OnlineAction::Leave => log::warn!("an online action of the app's handed to the online state"),
        }
    }

    /// A call on its way: the lobby shows it, the last error is gone.
    fn busy(&mut self) {
        self.state = ConnState::Busy;
        self.error = None;
    }

    /// Offer, accept or decline the rematch of the finished game I sat in.
    fn answer_rematch(
        &mut self,
        action: OnlineAction,
        room: Option<&RoomInfo>,
        sitting: Sitting,
        env: &mut Env,
        fx: &mut Vec<Effect>,
    ) {
        let now = self.rematch(room.is_some());
        let msg = match (action, now, room) {
            (OnlineAction::OfferRematch, Some(OnlineRematch::Possible), Some(room)) => {
                self.table.rematch = Some(Rematch::Offered(room.your_side));
                ClientMessage::OfferRematch
            }
            // Offering while the opponent offers is agreeing (as on the server).
            (OnlineAction::OfferRematch | OnlineAction::AcceptRematch, Some(OnlineRematch::Offered), _) => {
                ClientMessage::AcceptRematch
            }
            (OnlineAction::DeclineRematch, Some(OnlineRematch::Offered), _) => {
                self.send(ClientMessage::DeclineRematch, sitting, env, fx);
                self.table.rematch = Some(Rematch::Refused);
                // No rematch can be made any more: the finished game needs no socket.
                return self.net(OnlineCommand::Disconnect, env, fx);
            }
            _ => return env.refused(crate::texts::Refused::NoRematch),
        };
        self.send(msg, sitting, env, fx);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    /// Without an account only the account's own first steps pass; a rematch needs a
    /// finished game of mine. Each refusal is said and nothing goes to the network.
    #[test]
    fn refusals_are_said_and_ask_nothing_of_the_network() {
        let mut env = Env::new(1, Arc::new(crate::store::DiskFs));
        let mut online = Online::default();
        let mut fx = Vec::new();
        let sitting = Sitting::Offline;
        online.act(OnlineAction::Stats, None, sitting, &mut env, &mut fx);
        assert!(fx.is_empty() && env.notice.take().is_some(), "no account: refused");
        online.act(
            OnlineAction::SetClock { move_ms: Some(7) },
            None,
            sitting,
            &mut env,
            &mut fx,
        );
        assert!(
            fx.is_empty() && env.notice.take().is_some(),
            "not a clock of the choices"
        );
        online.account.token = "t".into();
        online.act(OnlineAction::OfferRematch, None, sitting, &mut env, &mut fx);
        assert!(fx.is_empty() && env.notice.take().is_some(), "no finished game of mine");
        online.act(OnlineAction::Stats, None, sitting, &mut env, &mut fx);
        assert!(
            fx.iter().any(|e| matches!(e, Effect::Http { .. })),
            "signed in: the call goes"
        );
        assert!(env.notice.is_none());
    }
}
