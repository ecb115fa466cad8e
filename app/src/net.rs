//! `Driver`: performs `OnlineCommand`s with the `pallanguzhi-online` client on
//! a small tokio runtime it owns, and hands every outcome back as an
//! `OnlineEvent` on a channel. No decisions here: retries, back-off and what
//! to send are the core's (`online.rs`).

use crate::online::{Call, NetError, OnlineCommand, OnlineEvent};
use pallanguzhi_online::{Client, ClientError};
use pallanguzhi_protocol::ClientMessage;
use std::sync::mpsc;
use std::time::Duration;
use tokio::sync::mpsc as tmpsc;

/// An HTTP call, a socket opening or one frame sent gives up after this long.
const CALL_TIMEOUT: Duration = Duration::from_secs(10);
/// The socket pings this often when it hears nothing else...
const PING_EVERY: Duration = Duration::from_secs(3);
/// ...and is dead when it heard nothing at all (not even a pong) for this long: a
/// phone that lost its network, or a server gone without closing, is noticed in
/// seconds, not after the OS's TCP timeout (minutes).
const DEAD_AFTER: Duration = Duration::from_secs(8);

pub struct Driver {
    runtime: tokio::runtime::Runtime,
    events: mpsc::Sender<OnlineEvent>,
    /// The open socket's outbox and its task.
    socket: Option<(u64, tmpsc::UnboundedSender<ClientMessage>, tokio::task::JoinHandle<()>)>,
}

impl Driver {
    /// A driver and the receiving end of its events.
    pub fn new() -> std::io::Result<(Driver, mpsc::Receiver<OnlineEvent>)> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("pallanguzhi-net")
            .enable_all()
            .build()?;
        let (events, rx) = mpsc::channel();
        Ok((
            Driver {
                runtime,
                events,
                socket: None,
            },
            rx,
        ))
    }

    pub fn perform(&mut self, command: OnlineCommand) {
        let tx = self.events.clone();
        match command {
            OnlineCommand::SignUp { server, name } => self.call(Call::SignUp, async move {
                let mut client = Client::new(&server);
                client.create_account(&name).await.map(OnlineEvent::SignedUp)
            }),
            OnlineCommand::CreateRoom {
                server,
                token,
                rules,
                side,
            } => self.call(Call::Room, async move {
                let client = Client::new(&server).with_token(&token);
                client.create_room(&rules, side).await.map(OnlineEvent::RoomReady)
            }),
            OnlineCommand::Join { server, token, code } => self.call(Call::Room, async move {
                let client = Client::new(&server).with_token(&token);
                client.join(&code).await.map(OnlineEvent::RoomReady)
            }),
            OnlineCommand::Leaderboard { server, token, rules } => self.call(Call::Leaderboard, async move {
                let client = Client::new(&server).with_token(&token);
                client.leaderboard(&rules, 20).await.map(OnlineEvent::Leaderboard)
            }),
            OnlineCommand::Stats { server, token } => self.call(Call::Stats, async move {
                let client = Client::new(&server).with_token(&token);
                client.my_stats().await.map(OnlineEvent::Stats)
            }),
            OnlineCommand::Connect {
                conn,
                server,
                token,
                game_id,
                have,
            } => {
                self.disconnect();
                let (out, inbox) = tmpsc::unbounded_channel();
                let client = Client::new(&server).with_token(&token);
                let task = self.runtime.spawn(socket(conn, client, game_id, have, inbox, tx));
                self.socket = Some((conn, out, task));
            }
            OnlineCommand::Send { conn, msg } => match &self.socket {
                Some((open, out, _)) if *open == conn => {
                    let _ = out.send(msg); // a closed socket reports itself
                }
                _ => log::debug!("send on a closed connection {conn} dropped; resent after reconnect"),
            },
            OnlineCommand::Disconnect => self.disconnect(),
        }
    }

    fn disconnect(&mut self) {
        if let Some((_, _, task)) = self.socket.take() {
            task.abort();
        }
    }

    fn call<F>(&self, what: Call, call: F)
    where
        F: std::future::Future<Output = pallanguzhi_online::Result<OnlineEvent>> + Send + 'static,
    {
        let tx = self.events.clone();
        self.runtime.spawn(async move {
            let event = match tokio::time::timeout(CALL_TIMEOUT, call).await {
                Ok(Ok(event)) => event,
                Ok(Err(e)) => OnlineEvent::Failed {
                    what,
                    error: net_error(e),
                },
                Err(_) => OnlineEvent::Failed {
                    what,
                    error: NetError::Unreachable("timed out".into()),
                },
            };
            let _ = tx.send(event);
        });
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        self.disconnect();
    }
}

fn net_error(e: ClientError) -> NetError {
    match e {
        ClientError::Transport(t) => NetError::Unreachable(t),
        ClientError::Closed => NetError::Unreachable("closed".into()),
        ClientError::Server(w) => NetError::Refused(w.code, w.message),
        ClientError::Protocol(p) => NetError::Protocol(p),
    }
}

/// A frame sent within `CALL_TIMEOUT` (a full send buffer on a dead link must not hang).
async fn sent(send: impl std::future::Future<Output = pallanguzhi_online::Result<()>>) -> bool {
    matches!(tokio::time::timeout(CALL_TIMEOUT, send).await, Ok(Ok(())))
}

/// One socket: open, then forward messages both ways until it closes.
async fn socket(
    conn: u64,
    client: Client,
    game_id: i64,
    have: Option<u32>,
    mut inbox: tmpsc::UnboundedReceiver<ClientMessage>,
    tx: mpsc::Sender<OnlineEvent>,
) {
    let mut ws = match tokio::time::timeout(CALL_TIMEOUT, client.connect(game_id, have)).await {
        Ok(Ok(ws)) => ws,
        Ok(Err(e)) => {
            let _ = tx.send(OnlineEvent::Failed {
                what: Call::Connect,
                error: net_error(e),
            });
            return;
        }
        Err(_) => {
            let error = NetError::Unreachable("timed out".into());
            let _ = tx.send(OnlineEvent::Failed {
                what: Call::Connect,
                error,
            });
            return;
        }
    };
    let _ = tx.send(OnlineEvent::Connected { conn });
    let mut ping = tokio::time::interval(PING_EVERY);
    ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut heard = tokio::time::Instant::now();
    loop {
        tokio::select! {
            out = inbox.recv() => match out {
                Some(msg) => if !sent(ws.send(&msg)).await { break },
                None => break,
            },
            got = ws.recv_frame() => {
                heard = tokio::time::Instant::now();
                match got {
                    Ok(Some(msg)) => { let _ = tx.send(OnlineEvent::Message { conn, msg }); }
                    Ok(None) => {} // a ping or pong: alive
                    Err(ClientError::Protocol(text)) => { let _ = tx.send(OnlineEvent::Malformed { conn, text }); }
                    Err(_) => break,
                }
            },
            _ = ping.tick() => {
                if heard.elapsed() > DEAD_AFTER {
                    log::info!("connection {conn}: silent for {DEAD_AFTER:?}, dropped");
                    break;
                }
                if !sent(ws.ping()).await { break }
            },
        }
    }
    let _ = tx.send(OnlineEvent::Disconnected { conn });
}
