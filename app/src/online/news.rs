//! The network's news that concern the online state only: a socket opened or dropped, a
//! frame that could not be read, the invitation's summary, the leaderboard, statistics,
//! the account's answers, a failed call. What seats me, signs me up, deletes the account
//! or moves the game is the app's (`session.rs`).

use super::state::Online;
use super::{Call, ConnState, NetError, OnlineEvent};
use crate::effect::Effect;
use crate::env::Env;
use crate::event::Screen;
use crate::mode::Sitting;
use pallanguzhi_protocol::{AccountToken, ClientMessage, ErrorCode, RoomInfo};

impl Online {
    /// `news`, with the room I sit in, the session's game and the screen shown. Whether
    /// the view changed (news of an old connection changes nothing).
    pub(crate) fn news(
        &mut self,
        news: OnlineEvent,
        room: Option<&RoomInfo>,
        sitting: Sitting,
        screen: Screen,
        env: &mut Env,
        fx: &mut Vec<Effect>,
    ) -> bool {
        let current = self.conn;
        match news {
            OnlineEvent::Invitation(invite) => return self.invitation_answered(invite),
            OnlineEvent::Connected { conn } if conn == current => {
                // A move sent before the drop is resent under its number: the
                // server plays it once and answers the duplicate with the state.
                if let Some((number, hole)) = self.pending {
                    self.send(ClientMessage::Move { number, hole }, sitting, env, fx);
                }
            }
            OnlineEvent::Malformed { conn, text } if conn == current => {
                log::warn!("malformed frame skipped: {text}");
                return false;
            }
            OnlineEvent::Disconnected { conn } if conn == current => self.lost(env, fx),
            OnlineEvent::Leaderboard(board) => self.leaderboard = Some(board),
            OnlineEvent::Stats(stats) => self.got_stats(stats, room, env),
            news @ (OnlineEvent::SignedIn(_)
            | OnlineEvent::Devices(_)
            | OnlineEvent::DeviceRemoved(_)
            | OnlineEvent::LinkCode(_)
            | OnlineEvent::RecoveryCode(_)
            | OnlineEvent::Blocks(_)
            | OnlineEvent::Blocked { .. }
            | OnlineEvent::Reported(_)) => return self.account_news(news, room, env, fx),
            OnlineEvent::Failed { what, error } if self.account_failure(what, screen) => {
                self.account_failed(what, error)
            }
            OnlineEvent::Failed {
                what: Call::Connect,
                error,
            } => {
                let fatal = matches!(&error, NetError::Refused(code, _) if !transient(*code));
                self.error = Some(error);
                if fatal {
                    // The server said no (bad token, no such game): retrying cannot help.
                    self.cancel_retry(fx);
                    self.state = ConnState::Failed;
                } else {
                    self.lost(env, fx);
                }
            }
            OnlineEvent::Failed { what, error } => {
                log::info!("{what:?} failed: {error:?}");
                if matches!(self.state, ConnState::Busy) {
                    self.state = match room {
                        Some(_) => ConnState::Connecting,
                        None => ConnState::Idle,
                    };
                }
                self.error = Some(error);
            }
            // The app's (`online_event`), or news of an old connection.
            _ => return false,
        }
        true
    }

    /// Signed up: the account kept (with the room I sit in, if any).
    pub(crate) fn signed_up(&mut self, account: AccountToken, room: Option<&RoomInfo>, env: &mut Env) {
        self.account.account_id = Some(account.account_id);
        self.account.name = account.name;
        self.account.token = account.token;
        self.state = ConnState::Idle;
        self.save_account(room, env);
    }
}

/// A refusal that may pass on a retry (the server busy or rate-limiting).
pub(crate) fn transient(code: ErrorCode) -> bool {
    matches!(code, ErrorCode::RateLimited | ErrorCode::Internal)
}
