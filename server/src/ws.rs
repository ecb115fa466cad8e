//! One WebSocket connection: authenticate on upgrade (the `Authorization` header) or,
//! for a browser that cannot set it, by the token of the `hello`; wait for `hello`, then
//! relay the game's queue to the socket and the client's actions to `live`.
//! Every fault becomes an `error` message or a close; nothing here panics.

use crate::accounts::{authenticate_device, device_of_token, Auth};
use crate::client::ClientAddr;
use crate::decide::{Action, RematchAction};
use crate::error::{ApiError, ApiResult};
use crate::extract::Path;
use crate::hub::Latest;
use crate::live;
use crate::registry::{Live, WatchPlace};
use crate::seats::{role, Role};
use crate::sockets::Ticket;
use crate::{db, AppState};
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use pallanguzhi_protocol::{ClientMessage, ErrorCode, ServerMessage, WireError, MAX_MESSAGE_BYTES, PROTOCOL_VERSION};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

static NEXT_CONN: AtomicU64 = AtomicU64::new(1);

/// Frames above this are refused by the WebSocket layer itself (the connection closes);
/// messages between `MAX_MESSAGE_BYTES` and this get a `too_large` error.
const MAX_FRAME: usize = 64 * 1024;
const READ_BUFFER: usize = 4 * 1024;

pub async fn upgrade(
    State(app): State<AppState>,
    ClientAddr(addr): ClientAddr,
    Path(id): Path<i64>,
    headers: HeaderMap,
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> ApiResult<Response> {
    // Before any database read: a storm of upgrades costs only its own refusals.
    if !app.limits.socket_opens_by_addr.check(&addr) {
        return Err(ApiError::new(
            ErrorCode::RateLimited,
            "too many connections opened from your address; wait a minute",
        ));
    }
    // With the header, refuse before the upgrade (native clients read the status);
    // without it, the hello must carry the token.
    let me = match headers.contains_key(axum::http::header::AUTHORIZATION) {
        true => Some(authenticate_device(&app, &headers).await?),
        false => None,
    };
    let ws = ws.map_err(|e| {
        ApiError::new(
            ErrorCode::Malformed,
            format!("not a WebSocket upgrade: {}", e.body_text()),
        )
    })?;
    let Some(row) = db::game_by_id(&app.db.pool, id).await? else {
        return Err(ApiError::new(ErrorCode::NotFound, "no such game"));
    };
    let conn = NEXT_CONN.fetch_add(1, Ordering::Relaxed);
    let auth = match me {
        Some(Auth { me, device }) => Some((me.account_id, admit(&app, id, &row, me.account_id, device, conn)?)),
        None => None,
    };
    Ok(ws
        // tungstenite zero-fills its whole read buffer before each read: at the
        // default 128 KiB that was 250 MiB for 2000 sockets. Our messages are
        // small; a larger one (up to MAX_FRAME) still arrives, in more reads.
        .read_buffer_size(READ_BUFFER)
        .max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .on_upgrade(move |socket| connection(app, id, conn, row, auth, socket)))
}

/// A connection's places: its socket among the account's, and, without a seat, its place
/// among the game's watchers (capped per game on this instance) and the account's.
struct Admitted {
    ticket: Ticket,
    /// Held while the socket lives.
    watching: Option<(WatchPlace, Ticket)>,
}

fn admit(app: &AppState, id: i64, row: &db::GameRow, account: i64, device: i64, conn: u64) -> ApiResult<Admitted> {
    // Every open counts, the header's and the hello's: reconnecting in a loop (each one
    // two writes, away then present, and a broadcast) is slowed to the account's budget.
    if !app.limits.socket_opens.check(&account) {
        return Err(ApiError::new(
            ErrorCode::RateLimited,
            "too many connections opened for this account; wait a minute",
        ));
    }
    let watching = match role(row, account) {
        Role::Player(_) => None,
        Role::Watcher => {
            let place = app
                .live
                .watch(id, app.config.watchers_per_game)
                .ok_or_else(|| ApiError::new(ErrorCode::RateLimited, "this game has all the watchers it may have"))?;
            let ticket = app.watching.enter(account, device, conn).ok_or_else(|| {
                ApiError::new(ErrorCode::RateLimited, "you watch as many games as you may; close one")
            })?;
            Some((place, ticket))
        }
    };
    let ticket = app.sockets.enter(account, device, conn).ok_or_else(|| {
        ApiError::new(
            ErrorCode::RateLimited,
            "too many connections open for this account; close one",
        )
    })?;
    Ok(Admitted { ticket, watching })
}

type Sink = futures_util::stream::SplitSink<WebSocket, Message>;

async fn send(sink: &mut Sink, msg: &ServerMessage) -> bool {
    sink.send(Message::Text(crate::hub::encode(msg).into())).await.is_ok()
}

async fn error(sink: &mut Sink, e: WireError) -> bool {
    send(sink, &ServerMessage::Error(e)).await
}

/// `auth`: the account and its places when the upgrade carried the header; else the
/// hello's token is checked here.
async fn connection(
    app: AppState,
    id: i64,
    conn: u64,
    row: db::GameRow,
    auth: Option<(i64, Admitted)>,
    socket: WebSocket,
) {
    let mut closing = app.closing.subscribe();
    let (mut sink, mut stream) = socket.split();
    let Some((have, token)) = hello(&mut sink, &mut stream).await else {
        return;
    };
    let (account, admitted) = match auth {
        Some(auth) => auth,
        None => {
            let entered = match device_of_token(&app, token.as_deref().unwrap_or("")).await {
                Ok(Auth { me, device }) => {
                    admit(&app, id, &row, me.account_id, device, conn).map(|places| (me.account_id, places))
                }
                Err(e) => Err(e),
            };
            match entered {
                Ok(auth) => auth,
                Err(e) => {
                    error(&mut sink, e.0).await;
                    let _ = sink.close().await;
                    return;
                }
            }
        }
    };
    let Admitted { mut ticket, watching } = admitted;
    let conn = ticket.id();
    let live = app.live.get(id);
    let (mut queue, latest, side) = match live::subscribe(&app, &live, conn, account, have).await {
        Ok(ok) => ok,
        Err(e) => {
            error(&mut sink, e).await;
            drop(live);
            app.live.evict(id);
            return;
        }
    };
    tracing::debug!(game = id, conn, "connected");
    let end = run(
        &app,
        &live,
        account,
        &mut sink,
        &mut stream,
        &mut queue,
        &latest,
        &mut closing,
        &mut ticket,
    )
    .await;
    if end == End::Shutdown {
        // The server goes, not the player: the seat is not marked away.
        live.hub.remove(conn, side);
    } else {
        live::unsubscribe(&app, &live, conn, side).await;
    }
    drop(live);
    drop(watching); // the watcher's place is held while its socket lives
    app.live.evict(id);
    let _ = sink.close().await;
    tracing::debug!(game = id, conn, "disconnected");
}

/// The first message must be `hello`; returns its `have` and `token`, or `None` to hang up.
async fn hello(
    sink: &mut Sink,
    stream: &mut futures_util::stream::SplitStream<WebSocket>,
) -> Option<(Option<u32>, Option<String>)> {
    let wait = tokio::time::timeout(Duration::from_secs(30), stream.next()).await;
    let Ok(Some(Ok(Message::Text(text)))) = wait else {
        return None;
    };
    match serde_json::from_str::<ClientMessage>(&text) {
        Ok(ClientMessage::Hello { version, have, token }) if version <= PROTOCOL_VERSION => Some((have, token)),
        Ok(ClientMessage::Hello { version, .. }) => {
            let message = format!("this server speaks protocol {PROTOCOL_VERSION}, not {version}");
            error(sink, WireError::new(ErrorCode::Version, message)).await;
            None
        }
        _ => {
            error(
                sink,
                WireError::new(ErrorCode::Malformed, "the first message must be hello"),
            )
            .await;
            None
        }
    }
}

#[derive(PartialEq, Eq)]
enum End {
    /// The client left, fell behind or went silent.
    Client,
    /// The server is shutting down.
    Shutdown,
}

async fn run(
    app: &AppState,
    live: &Arc<Live>,
    account: i64,
    sink: &mut Sink,
    stream: &mut futures_util::stream::SplitStream<WebSocket>,
    queue: &mut tokio::sync::mpsc::Receiver<String>,
    latest: &Latest,
    closing: &mut tokio::sync::watch::Receiver<bool>,
    ticket: &mut Ticket,
) -> End {
    let limiter = app.limits.connection();
    let period = Duration::from_millis(app.config.ping_ms.max(10));
    let mut ping = tokio::time::interval(period);
    // Ticks missed while we were busy are not owed: a burst of them would judge the
    // client before we read what it sent meanwhile.
    ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut client = Liveness::new(Instant::now());
    loop {
        if *closing.borrow_and_update() {
            let frame = CloseFrame {
                code: 1001,
                reason: "server restarting: reconnect".into(),
            };
            let _ = sink.send(Message::Close(Some(frame))).await;
            return End::Shutdown;
        }
        tokio::select! {
            // Read what the client sent (its pongs) before judging its silence: under load
            // a random pick disconnected live clients whose opponent then waited forever.
            biased;
            // (The sender lives in `app`, which we hold: `changed` cannot fail.)
            _ = closing.changed() => continue,
            // The account's token was rotated (this socket was opened with the old one)
            // or the account was deleted.
            _ = async { let _ = ticket.kicked.wait_for(|k| *k).await; } => {
                let frame = CloseFrame { code: 1008, reason: "token rotated or signed out, or account deleted: sign in again".into() };
                let _ = sink.send(Message::Close(Some(frame))).await;
                return End::Client;
            }
            out = queue.recv() => match out {
                Some(text) => if sink.send(Message::Text(text.into())).await.is_err() { return End::Client },
                None => {
                    // Our queue was dropped: we fell behind. The client reconnects and resyncs.
                    let frame = CloseFrame { code: 1013, reason: "too slow: reconnect".into() };
                    let _ = sink.send(Message::Close(Some(frame))).await;
                    return End::Client;
                }
            },
            // After the queue (biased): a value here is never older than one queued.
            _ = latest.ready.notified() => for text in latest.take() {
                if sink.send(Message::Text(text.into())).await.is_err() { return End::Client }
            },
            frame = stream.next() => {
                let Some(Ok(frame)) = frame else { return End::Client };
                client.heard(Instant::now());
                if matches!(frame, Message::Close(_)) { return End::Client }
                if matches!(frame, Message::Text(_) | Message::Binary(_)) {
                    // Over the budget, this connection is read no faster than the limit:
                    // a client is slowed down, never refused. (A bot playing at server
                    // speed went over it, and a refused move left it waiting forever.)
                    limiter.until_ready().await;
                }
                let text = match frame {
                    Message::Text(text) => text,
                    Message::Binary(_) => {
                        if !error(sink, WireError::new(ErrorCode::Malformed, "send JSON text messages")).await { return End::Client }
                        continue;
                    }
                    _ => continue,
                };
                let reply = handle(app, live, account, text.as_str()).await;
                // Silence counts only while we listen: a slow database (a pool queue at
                // a burst of game ends) is our wait, not the client's.
                client.heard(Instant::now());
                let sent = match reply {
                    Ok(Some(msg)) => send(sink, &msg).await,
                    Ok(None) => true,
                    Err(e) => error(sink, e).await,
                };
                if !sent { return End::Client }
            },
            _ = ping.tick() => match client.tick(Instant::now(), period) {
                Tick::Gone => return End::Client,
                Tick::Ping => if sink.send(Message::Ping(Default::default())).await.is_err() { return End::Client },
                Tick::Skip => {}
            },
        }
    }
}

/// What one ping tick does with a connection.
#[derive(Debug, PartialEq, Eq)]
enum Tick {
    /// Silent too long: hang up (its seat shows away).
    Gone,
    Ping,
    /// It sent something since the last tick: it is alive, a ping would only cost CPU
    /// (pings to 2000 busy sockets were a quarter of the server's CPU under load).
    Skip,
}

/// When we last heard from the client, for the ping ticks.
struct Liveness {
    heard: Instant,
    /// Some frame arrived since the last tick.
    since_tick: bool,
    /// A ping went out after the last frame heard.
    unanswered: bool,
}

impl Liveness {
    fn new(now: Instant) -> Liveness {
        Liveness {
            heard: now,
            since_tick: true,
            unanswered: false,
        }
    }

    fn heard(&mut self, now: Instant) {
        self.heard = now;
        self.since_tick = true;
        self.unanswered = false;
    }

    fn tick(&mut self, now: Instant, period: Duration) -> Tick {
        // Two silent periods: the client is gone. A silent client is pinged at every tick
        // after its last frame but the first, so it goes exactly when it did when every
        // tick pinged. Only a client that had no ping to answer (its ticks skipped, then
        // one delayed by a busy server) gets one first instead.
        let silent = now.saturating_duration_since(self.heard) > period * 2 + Duration::from_millis(500);
        if silent && self.unanswered {
            return Tick::Gone;
        }
        if std::mem::take(&mut self.since_tick) && !silent {
            return Tick::Skip;
        }
        self.unanswered = true;
        Tick::Ping
    }
}

async fn handle(
    app: &AppState,
    live: &Arc<Live>,
    account: i64,
    text: &str,
) -> Result<Option<ServerMessage>, WireError> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(WireError::new(
            ErrorCode::TooLarge,
            format!("messages are at most {MAX_MESSAGE_BYTES} bytes"),
        ));
    }
    let msg: ClientMessage = serde_json::from_str(text)
        .map_err(|e| WireError::new(ErrorCode::Malformed, format!("not a known message: {e}")))?;
    match msg {
        ClientMessage::Hello { .. } | ClientMessage::Sync => live::state(app, live, account).await.map(Some),
        ClientMessage::Move { number, hole } => live::act(app, live, account, Action::Move { number, hole }).await,
        ClientMessage::Resign => live::act(app, live, account, Action::Resign).await,
        ClientMessage::OfferDraw => live::act(app, live, account, Action::OfferDraw).await,
        ClientMessage::AcceptDraw => live::act(app, live, account, Action::AcceptDraw).await,
        ClientMessage::DeclineDraw => live::act(app, live, account, Action::DeclineDraw).await,
        ClientMessage::ClaimWin => live::act(app, live, account, Action::Claim { win: true }).await,
        ClientMessage::ClaimDraw => live::act(app, live, account, Action::Claim { win: false }).await,
        ClientMessage::OfferRematch => crate::rematch::act(app, live, account, RematchAction::Offer).await,
        ClientMessage::AcceptRematch => crate::rematch::act(app, live, account, RematchAction::Accept).await,
        ClientMessage::DeclineRematch => crate::rematch::act(app, live, account, RematchAction::Decline).await,
        ClientMessage::Ping => Ok(Some(ServerMessage::Pong)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: Duration = Duration::from_millis(1000);

    /// The rule before idle-only pings: every tick pinged, and the first tick more
    /// than two periods and 500 ms after the last frame hung up.
    fn old_gone_tick(heard_after_t0: Duration, period: Duration) -> u32 {
        (1..)
            .find(|&k| period * k > heard_after_t0 + period * 2 + Duration::from_millis(500))
            .unwrap_or(0)
    }

    #[test]
    fn a_silent_client_goes_at_the_same_tick_as_when_every_tick_pinged() {
        for period in [P, Duration::from_millis(50)] {
            for offset_ms in [0, 1, 10, 499, 500, 501, 999] {
                let heard = Duration::from_millis(offset_ms % period.as_millis() as u64);
                let t0 = Instant::now();
                let mut live = Liveness::new(t0);
                assert_eq!(live.tick(t0, period), Tick::Skip, "the hello counts");
                live.heard(t0 + heard);
                let mut gone = None;
                for k in 1..100 {
                    match live.tick(t0 + period * k, period) {
                        Tick::Gone => {
                            gone = Some(k);
                            break;
                        }
                        Tick::Skip => assert_eq!(k, 1, "only the tick right after a frame is skipped"),
                        Tick::Ping => {}
                    }
                }
                assert_eq!(gone, Some(old_gone_tick(heard, period)), "{period:?} {heard:?}");
            }
        }
    }

    #[test]
    fn a_client_that_talks_every_period_is_never_pinged() {
        let t0 = Instant::now();
        let mut live = Liveness::new(t0);
        for k in 0..20 {
            live.heard(t0 + P * k + Duration::from_millis(900));
            assert_eq!(live.tick(t0 + P * (k + 1), P), Tick::Skip, "tick {k}");
        }
    }

    #[test]
    fn a_client_whose_only_ping_was_skipped_gets_one_before_it_is_judged() {
        // Heard just before tick 1 (skipped); tick 2 comes late (a busy server): more
        // than two periods of silence, but nothing was asked of it yet.
        let t0 = Instant::now();
        let mut live = Liveness::new(t0);
        live.heard(t0 + P - Duration::from_millis(1));
        assert_eq!(live.tick(t0 + P, P), Tick::Skip);
        assert_eq!(live.tick(t0 + P * 4, P), Tick::Ping);
        live.heard(t0 + P * 4 + Duration::from_millis(5)); // its pong
        assert_eq!(live.tick(t0 + P * 5, P), Tick::Skip);
        assert_eq!(live.tick(t0 + P * 6, P), Tick::Ping);
        assert_eq!(live.tick(t0 + P * 7, P), Tick::Gone);
    }
}
