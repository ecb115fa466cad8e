//! `Link`: the network as the core sees it. The online state machine (`online.rs`)
//! asks for calls and a socket with `OnlineCommand`s; the link turns them into
//! transport effects (`Effect::Http`, `Effect::SocketOpen`...) with their URLs,
//! headers and JSON bodies, and turns what the shell reports back (`Event::Transport(..)`: `HttpDone`,
//! `SocketMessage`...) into `OnlineEvent` news. It owns every timeout and the
//! heartbeat, with `StartTimer` effects: no clock, so tests feed it event sequences.
//! A shell only moves bytes. Answers with an id the link no longer waits for are dropped.

use crate::effect::{Effect, Header};
use crate::event::Transport;
use crate::online::{Call, NetError, OnlineCommand, OnlineEvent};
use pallanguzhi_protocol::{
    paths, AccountToken, Blocks, ClientMessage, Devices, ErrorBody, ErrorCode, JoinRoom, Leaderboard, LinkCode,
    MyStats, NewReport, NewRoom, RecoveryCode, RoomInfo, RoomInvite, ServerMessage, PROTOCOL_VERSION,
};
use serde::de::DeserializeOwned;

/// An HTTP call or a socket opening gives up after this long.
pub const CALL_TIMEOUT_MS: u32 = 10_000;
/// The heartbeat: a silent socket is pinged this often...
pub const BEAT_MS: u32 = 3_000;
/// ...and is dead after this many beats without a word (not even a `pong`): a phone
/// that lost its network, or a server gone without closing, is noticed in seconds,
/// not after the OS's TCP timeout (minutes).
pub const DEAD_BEATS: u32 = 3;
/// Rows asked of the leaderboard.
pub(crate) const LEADERBOARD_ROWS: u32 = 20;

/// An HTTP call in flight.
#[derive(Debug)]
struct Pending {
    id: u64,
    call: Call,
    timer: u64,
}

/// The game's socket (its id is the online state machine's connection number).
#[derive(Debug)]
struct Socket {
    id: u64,
    open: bool,
    /// The opening's timeout, then the heartbeat.
    timer: u64,
    have: Option<u32>,
    /// Sent in the hello too: a browser cannot set the `Authorization` header.
    token: String,
    heard: bool,
    silent_beats: u32,
}

#[derive(Debug, Default)]
pub(crate) struct Link {
    calls: Vec<Pending>,
    socket: Option<Socket>,
}

fn fresh(next_id: &mut u64) -> u64 {
    *next_id += 1;
    *next_id
}

fn send_effect(id: u64, msg: &ClientMessage) -> Effect {
    let text = serde_json::to_string(msg).unwrap_or_default();
    Effect::SocketSend { id, text }
}

fn bearer(token: &str) -> Vec<Header> {
    vec![Header {
        name: "authorization".into(),
        value: format!("Bearer {token}"),
    }]
}

impl Link {
    /// Perform `command`: the transport effects go to `fx`.
    pub fn perform(&mut self, command: OnlineCommand, next_id: &mut u64, fx: &mut Vec<Effect>) {
        match command {
            OnlineCommand::SignUp { server, name } => {
                let body = serde_json::to_string(&SignUpBody {
                    name,
                    platform: platform(),
                })
                .ok();
                let url = format!("{server}{}", paths::ACCOUNTS);
                self.http(Call::SignUp, "POST", url, Vec::new(), body, next_id, fx);
            }
            OnlineCommand::CreateRoom {
                server,
                token,
                rules,
                side,
                move_ms,
            } => {
                let body = serde_json::to_string(&NewRoom { rules, side, move_ms }).ok();
                let url = format!("{server}{}", paths::ROOMS);
                self.http(Call::Room, "POST", url, bearer(&token), body, next_id, fx);
            }
            OnlineCommand::Join {
                server,
                token,
                code,
                key,
            } => {
                let url = format!("{server}{}", paths::join(&code));
                let body = key.and_then(|key| serde_json::to_string(&JoinRoom { key: Some(key) }).ok());
                self.http(Call::Room, "POST", url, bearer(&token), body, next_id, fx);
            }
            OnlineCommand::Invite { server, code, key } => {
                let url = format!("{server}{}", paths::invite(&code, key.as_deref()));
                self.http(Call::Invite, "GET", url, Vec::new(), None, next_id, fx);
            }
            OnlineCommand::Leaderboard { server, token, rules } => {
                let url = format!("{server}{}", paths::leaderboard(&rules, LEADERBOARD_ROWS));
                self.http(Call::Leaderboard, "GET", url, bearer(&token), None, next_id, fx);
            }
            OnlineCommand::DeleteAccount { server, token } => {
                let url = format!("{server}{}", paths::ME);
                self.http(Call::Delete, "DELETE", url, bearer(&token), None, next_id, fx);
            }
            OnlineCommand::Stats { server, token } => {
                let url = format!("{server}{}", paths::MY_STATS);
                self.http(Call::Stats, "GET", url, bearer(&token), None, next_id, fx);
            }
            OnlineCommand::Connect { .. } | OnlineCommand::Send { .. } | OnlineCommand::Disconnect => {
                self.socket_command(command, next_id, fx)
            }
            account => self.account_command(account, next_id, fx),
        }
    }

    /// The account's calls (devices, codes, blocks, reports).
    fn account_command(&mut self, command: OnlineCommand, next_id: &mut u64, fx: &mut Vec<Effect>) {
        let (call, method, server, path, token, body) = match command {
            OnlineCommand::SignIn { server, code, recovery } => {
                let path = if recovery { paths::RECOVER } else { paths::LINK };
                let body = SignInBody {
                    code,
                    platform: platform(),
                };
                let body = serde_json::to_string(&body).ok();
                (Call::SignIn, "POST", server, path.to_string(), None, body)
            }
            OnlineCommand::Devices { server, token } => {
                (Call::Devices, "GET", server, paths::DEVICES.into(), Some(token), None)
            }
            OnlineCommand::RemoveDevice { server, token, id } => (
                Call::RemoveDevice(id),
                "DELETE",
                server,
                paths::device(id),
                Some(token),
                None,
            ),
            OnlineCommand::LinkCode { server, token } => (
                Call::LinkCode,
                "POST",
                server,
                paths::LINK_CODE.into(),
                Some(token),
                None,
            ),
            OnlineCommand::RecoveryCode { server, token } => (
                Call::RecoveryCode,
                "POST",
                server,
                paths::RECOVERY.into(),
                Some(token),
                None,
            ),
            OnlineCommand::Blocks { server, token } => {
                (Call::Blocks, "GET", server, paths::BLOCKS.into(), Some(token), None)
            }
            OnlineCommand::Block {
                server,
                token,
                account_id,
                on,
            } => {
                let method = if on { "POST" } else { "DELETE" };
                let call = Call::Block { account_id, on };
                (call, method, server, paths::block(account_id), Some(token), None)
            }
            OnlineCommand::Report {
                server,
                token,
                account_id,
                game_id,
                reason,
            } => {
                let report = NewReport {
                    account_id,
                    game_id,
                    reason,
                };
                let body = serde_json::to_string(&report).ok();
                (
                    Call::Report(account_id),
                    "POST",
                    server,
                    paths::REPORTS.into(),
                    Some(token),
                    body,
                )
            }
            _ => return,
        };
        let headers = token.map_or_else(Vec::new, |t| bearer(&t));
        self.http(call, method, format!("{server}{path}"), headers, body, next_id, fx);
    }

    /// The game's socket: open, send, close.
    fn socket_command(&mut self, command: OnlineCommand, next_id: &mut u64, fx: &mut Vec<Effect>) {
        match command {
            OnlineCommand::Connect {
                conn,
                server,
                token,
                game_id,
                have,
            } => {
                self.close(fx);
                let timer = fresh(next_id);
                fx.push(Effect::SocketOpen {
                    id: conn,
                    url: format!("{}{}", paths::ws_origin(&server), paths::game_socket(game_id)),
                    headers: bearer(&token),
                    timeout_ms: CALL_TIMEOUT_MS,
                    ping_ms: BEAT_MS,
                });
                fx.push(Effect::StartTimer {
                    id: timer,
                    ms: CALL_TIMEOUT_MS,
                });
                self.socket = Some(Socket {
                    id: conn,
                    open: false,
                    timer,
                    have,
                    token,
                    heard: false,
                    silent_beats: 0,
                });
            }
            OnlineCommand::Send { conn, msg } => match &self.socket {
                Some(s) if s.id == conn && s.open => fx.push(send_effect(conn, &msg)),
                _ => log::debug!("send on a closed connection {conn} dropped; resent after reconnect"),
            },
            OnlineCommand::Disconnect => self.close(fx),
            _ => {}
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn http(
        &mut self,
        call: Call,
        method: &str,
        url: String,
        mut headers: Vec<Header>,
        body: Option<String>,
        next_id: &mut u64,
        fx: &mut Vec<Effect>,
    ) {
        let (id, timer) = (fresh(next_id), fresh(next_id));
        if body.is_some() {
            headers.push(Header {
                name: "content-type".into(),
                value: "application/json".into(),
            });
        }
        fx.push(Effect::Http {
            id,
            method: method.into(),
            url,
            headers,
            body,
            timeout_ms: CALL_TIMEOUT_MS,
        });
        fx.push(Effect::StartTimer {
            id: timer,
            ms: CALL_TIMEOUT_MS,
        });
        self.calls.push(Pending { id, call, timer });
    }

    /// Close the socket on purpose (its late news is stale).
    fn close(&mut self, fx: &mut Vec<Effect>) {
        if let Some(s) = self.socket.take() {
            fx.push(Effect::CancelTimer { id: s.timer });
            fx.push(Effect::SocketClose { id: s.id });
        }
    }

    fn take_call(&mut self, id: u64, fx: &mut Vec<Effect>) -> Option<Call> {
        let at = self.calls.iter().position(|p| p.id == id)?;
        let pending = self.calls.remove(at);
        fx.push(Effect::CancelTimer { id: pending.timer });
        Some(pending.call)
    }

    /// What the shell reported; the news for the online state machine (none for a stale id).
    pub fn event(&mut self, event: Transport, next_id: &mut u64, fx: &mut Vec<Effect>) -> Option<OnlineEvent> {
        match event {
            Transport::HttpDone { id, status, body } => {
                let call = self.take_call(id, fx)?;
                Some(answer(call, status, &body))
            }
            Transport::HttpFailed { id, error } => {
                let what = self.take_call(id, fx)?;
                Some(OnlineEvent::Failed {
                    what,
                    error: NetError::Unreachable(error),
                })
            }
            Transport::SocketOpened { id } => self.opened(id, next_id, fx),
            Transport::SocketMessage { id, text } => {
                let socket = self.socket.as_mut().filter(|s| s.id == id && s.open)?;
                socket.heard = true;
                Some(match ServerMessage::from_json(&text) {
                    Ok(msg) => OnlineEvent::Message { conn: id, msg },
                    Err(e) => OnlineEvent::Malformed {
                        conn: id,
                        text: format!("{e}: {text}"),
                    },
                })
            }
            Transport::SocketClosed { id, code } => {
                log::info!("connection {id} closed ({code:?})");
                self.lost(id, "closed".into(), fx)
            }
            Transport::SocketFailed { id, error } => self.lost(id, error, fx),
            Transport::SocketRefused { id, status, body } => {
                self.socket.as_ref().filter(|s| s.id == id && !s.open)?;
                self.close(fx);
                Some(OnlineEvent::Failed {
                    what: Call::Connect,
                    error: refusal(status, &body),
                })
            }
        }
    }

    fn opened(&mut self, id: u64, next_id: &mut u64, fx: &mut Vec<Effect>) -> Option<OnlineEvent> {
        let socket = self.socket.as_mut().filter(|s| s.id == id && !s.open)?;
        socket.open = true;
        fx.push(Effect::CancelTimer { id: socket.timer });
        let hello = ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            have: socket.have,
            token: Some(socket.token.clone()),
        };
        fx.push(send_effect(id, &hello));
        socket.timer = fresh(next_id);
        fx.push(Effect::StartTimer {
            id: socket.timer,
            ms: BEAT_MS,
        });
        Some(OnlineEvent::Connected { conn: id })
    }

    /// The socket `id` closed or failed: before it opened, a failed connection;
    /// after, a lost one.
    fn lost(&mut self, id: u64, error: String, fx: &mut Vec<Effect>) -> Option<OnlineEvent> {
        let socket = self.socket.as_ref().filter(|s| s.id == id)?;
        let open = socket.open;
        self.close(fx);
        Some(match open {
            true => OnlineEvent::Disconnected { conn: id },
            false => OnlineEvent::Failed {
                what: Call::Connect,
                error: NetError::Unreachable(error),
            },
        })
    }

    /// A timer fired: `None` when it is not the link's, else the news (if any).
    pub fn timer(&mut self, id: u64, next_id: &mut u64, fx: &mut Vec<Effect>) -> Option<Option<OnlineEvent>> {
        if let Some(at) = self.calls.iter().position(|p| p.timer == id) {
            let pending = self.calls.remove(at);
            // The platform's call may still be alive: end it, so it frees its connection.
            fx.push(Effect::HttpCancel { id: pending.id });
            return Some(Some(OnlineEvent::Failed {
                what: pending.call,
                error: NetError::Unreachable("timed out".into()),
            }));
        }
        let socket = self.socket.as_mut().filter(|s| s.timer == id)?;
        if !socket.open {
            self.close(fx);
            return Some(Some(OnlineEvent::Failed {
                what: Call::Connect,
                error: NetError::Unreachable("timed out".into()),
            }));
        }
        Some(self.beat(next_id, fx))
    }

    /// A heartbeat: a socket that spoke since the last beat is alive; a silent one
    /// is pinged, and dropped after `DEAD_BEATS` silent beats.
    fn beat(&mut self, next_id: &mut u64, fx: &mut Vec<Effect>) -> Option<OnlineEvent> {
        let socket = self.socket.as_mut()?;
        socket.silent_beats = match std::mem::take(&mut socket.heard) {
            true => 0,
            false => socket.silent_beats + 1,
        };
        if socket.silent_beats >= DEAD_BEATS {
            let conn = socket.id;
            log::info!("connection {conn}: silent for {DEAD_BEATS} beats, dropped");
            self.socket = None;
            fx.push(Effect::SocketClose { id: conn });
            return Some(OnlineEvent::Disconnected { conn });
        }
        if socket.silent_beats > 0 {
            fx.push(send_effect(socket.id, &ClientMessage::Ping));
        }
        socket.timer = fresh(next_id);
        fx.push(Effect::StartTimer {
            id: socket.timer,
            ms: BEAT_MS,
        });
        None
    }
}

/// An HTTP answer as news for `call`.
fn answer(call: Call, status: u16, body: &str) -> OnlineEvent {
    let news = match call {
        Call::SignUp => parse::<AccountToken>(status, body).map(OnlineEvent::SignedUp),
        Call::Room => parse::<RoomInfo>(status, body).map(OnlineEvent::RoomReady),
        Call::Invite => parse::<RoomInvite>(status, body).map(OnlineEvent::Invitation),
        Call::Leaderboard => parse::<Leaderboard>(status, body).map(OnlineEvent::Leaderboard),
        Call::Stats => parse::<MyStats>(status, body).map(OnlineEvent::Stats),
        Call::Connect => Err(NetError::Protocol("an HTTP answer to a socket".into())),
        Call::Delete => done(status, body, OnlineEvent::AccountDeleted),
        Call::SignIn => parse::<AccountToken>(status, body).map(OnlineEvent::SignedIn),
        Call::Devices => parse::<Devices>(status, body).map(|d| OnlineEvent::Devices(d.devices)),
        Call::RemoveDevice(id) => done(status, body, OnlineEvent::DeviceRemoved(id)),
        Call::LinkCode => parse::<LinkCode>(status, body).map(OnlineEvent::LinkCode),
        Call::RecoveryCode => parse::<RecoveryCode>(status, body).map(|r| OnlineEvent::RecoveryCode(r.code)),
        Call::Blocks => parse::<Blocks>(status, body).map(|b| OnlineEvent::Blocks(b.blocked)),
        Call::Block { account_id, on } => done(status, body, OnlineEvent::Blocked { account_id, on }),
        Call::Report(account_id) => done(status, body, OnlineEvent::Reported(account_id)),
    };
    news.unwrap_or_else(|error| OnlineEvent::Failed { what: call, error })
}

/// A call whose answer has no body worth reading: `news` on success.
fn done(status: u16, body: &str, news: OnlineEvent) -> Result<OnlineEvent, NetError> {
    match (200..300).contains(&status) {
        true => Ok(news),
        false => Err(refusal(status, body)),
    }
}

/// `SignUp` with the platform left out when unknown (a `NewAccount` then).
#[derive(serde::Serialize)]
struct SignUpBody {
    name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    platform: Option<&'static str>,
}

/// `SignIn` with the platform left out when unknown.
#[derive(serde::Serialize)]
struct SignInBody {
    code: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    platform: Option<&'static str>,
}

/// The platform this core was built for, as the device list shows it (`Platform::parse`):
/// the phones' and the browser's builds know theirs; any other build says nothing (`other`).
pub(crate) fn platform() -> Option<&'static str> {
    if cfg!(target_os = "android") {
        Some("android")
    } else if cfg!(target_os = "ios") {
        Some("ios")
    } else if cfg!(target_arch = "wasm32") {
        Some("web")
    } else {
        None
    }
}

fn parse<T: DeserializeOwned>(status: u16, body: &str) -> Result<T, NetError> {
    if (200..300).contains(&status) {
        serde_json::from_str(body).map_err(|e| NetError::Protocol(e.to_string()))
    } else {
        Err(refusal(status, body))
    }
}

/// The server's typed refusal; without one (a proxy's page, or a platform that cannot
/// read a refused socket's body: URLSession), the status alone says whether retrying can
/// help, so no transport decides it by what it reports.
fn refusal(status: u16, body: &str) -> NetError {
    if let Ok(err) = serde_json::from_str::<ErrorBody>(body) {
        return NetError::Refused(err.error.code, err.error.message);
    }
    match status_code(status) {
        Some(code) => NetError::Refused(code, format!("HTTP {status}")),
        None => NetError::Protocol(format!("HTTP {status}: {body}")),
    }
}

/// The typed code an untyped refusal stands for: a 4xx says no for good (429 only for
/// now); a 5xx or anything else is not a refusal (a proxy between restarts: retried).
fn status_code(status: u16) -> Option<ErrorCode> {
    Some(match status {
        401 | 403 => ErrorCode::Unauthorized,
        404 | 410 => ErrorCode::NotFound,
        429 => ErrorCode::RateLimited,
        400..=499 => ErrorCode::Malformed,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The core's half of the transport vector (`tests/vectors/transport.json`; the
    /// transports' half is replayed by each runtime): what each answer means, whatever
    /// transport brought it. `refused:<code>` is not retried; `protocol` is.
    #[test]
    fn each_answer_of_the_transport_vector_means_what_the_vector_says() {
        let doc: serde_json::Value =
            serde_json::from_str(include_str!("../../tests/vectors/transport.json")).expect("the vector");
        let cases = doc["cases"].as_array().expect("cases");
        assert!(cases.len() >= 8);
        for case in cases {
            let name = &case["name"];
            let answer = &case["answer"];
            let status = answer["status"].as_u64().expect("status") as u16;
            let body = answer["body"].as_str().expect("body");
            let meant = match case["socket"].as_bool() == Some(true) || !(200..300).contains(&status) {
                false => "ok".to_string(),
                true => match refusal(status, body) {
                    NetError::Refused(code, _) => {
                        format!(
                            "refused:{}",
                            serde_json::to_value(code).expect("code").as_str().expect("a name")
                        )
                    }
                    NetError::Protocol(_) => "protocol".into(),
                    NetError::Unreachable(_) => "unreachable".into(),
                },
            };
            assert_eq!(case["core"].as_str(), Some(meant.as_str()), "{name}");
            if case["socket"].as_bool() == Some(true) {
                // URLSession reports a refused socket's status without its body: the status
                // alone must mean the same refusal.
                let bare = match refusal(status, "") {
                    NetError::Refused(code, _) => format!(
                        "refused:{}",
                        serde_json::to_value(code).expect("code").as_str().expect("a name")
                    ),
                    other => format!("{other:?}"),
                };
                assert_eq!(bare, meant, "{name} without its body");
            }
        }
    }
}
