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

/// An HTTP call or a socket opening gives up after this long.
const CALL_TIMEOUT: Duration = Duration::from_secs(10);

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
    loop {
        tokio::select! {
            out = inbox.recv() => match out {
                Some(msg) => if ws.send(&msg).await.is_err() { break },
                None => break,
            },
            got = ws.recv() => match got {
                Ok(msg) => { let _ = tx.send(OnlineEvent::Message { conn, msg }); }
                Err(ClientError::Protocol(text)) => { let _ = tx.send(OnlineEvent::Malformed { conn, text }); }
                Err(_) => break,
            },
        }
    }
    let _ = tx.send(OnlineEvent::Disconnected { conn });
}
