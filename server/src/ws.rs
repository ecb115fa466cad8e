//! One WebSocket connection: authenticate on upgrade, wait for `hello`, then
//! relay the game's queue to the socket and the client's actions to `live`.
//! Every fault becomes an `error` message or a close; nothing here panics.

use crate::accounts::authenticate;
use crate::error::{ApiError, ApiResult};
use crate::extract::Path;
use crate::live::{self, Live};
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

pub async fn upgrade(
    State(app): State<AppState>,
    Path(id): Path<i64>,
    headers: HeaderMap,
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> ApiResult<Response> {
    let me = authenticate(&app, &headers).await?;
    let ws = ws.map_err(|e| {
        ApiError::new(
            ErrorCode::Malformed,
            format!("not a WebSocket upgrade: {}", e.body_text()),
        )
    })?;
    if db::game_by_id(&app.db.pool, id).await?.is_none() {
        return Err(ApiError::new(ErrorCode::NotFound, "no such game"));
    }
    Ok(ws
        .max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .on_upgrade(move |socket| connection(app, id, me.account_id, socket)))
}

type Sink = futures_util::stream::SplitSink<WebSocket, Message>;

async fn send(sink: &mut Sink, msg: &ServerMessage) -> bool {
    sink.send(Message::Text(crate::hub::encode(msg).into())).await.is_ok()
}

async fn error(sink: &mut Sink, e: WireError) -> bool {
    send(sink, &ServerMessage::Error(e)).await
}

async fn connection(app: AppState, id: i64, account: i64, socket: WebSocket) {
    let conn = NEXT_CONN.fetch_add(1, Ordering::Relaxed);
    let mut closing = app.closing.subscribe();
    let (mut sink, mut stream) = socket.split();
    let Some(have) = hello(&mut sink, &mut stream).await else {
        return;
    };
    let live = app.live.get(id);
    let (mut queue, side) = match live::subscribe(&app, &live, conn, account, have).await {
        Ok(ok) => ok,
        Err(e) => {
            error(&mut sink, e).await;
            drop(live);
            app.live.evict(id);
            return;
        }
    };
    tracing::debug!(game = id, conn, "connected");
    let end = run(&app, &live, account, &mut sink, &mut stream, &mut queue, &mut closing).await;
    if end == End::Shutdown {
        // The server goes, not the player: the seat is not marked away.
        live.hub.remove(conn, side);
    } else {
        live::unsubscribe(&app, &live, conn, side).await;
    }
    drop(live);
    app.live.evict(id);
    let _ = sink.close().await;
    tracing::debug!(game = id, conn, "disconnected");
}

/// The first message must be `hello`; returns its `have`, or `None` to hang up.
async fn hello(sink: &mut Sink, stream: &mut futures_util::stream::SplitStream<WebSocket>) -> Option<Option<u32>> {
    let wait = tokio::time::timeout(Duration::from_secs(30), stream.next()).await;
    let Ok(Some(Ok(Message::Text(text)))) = wait else {
        return None;
    };
    match serde_json::from_str::<ClientMessage>(&text) {
        Ok(ClientMessage::Hello { version, have }) if version <= PROTOCOL_VERSION => Some(have),
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
    closing: &mut tokio::sync::watch::Receiver<bool>,
) -> End {
    let limiter = app.limits.connection();
    let period = Duration::from_millis(app.config.ping_ms.max(10));
    let mut ping = tokio::time::interval(period);
    // Ticks missed while we were busy are not owed: a burst of them would judge the
    // client before we read what it sent meanwhile.
    ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut heard = Instant::now();
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
            out = queue.recv() => match out {
                Some(text) => if sink.send(Message::Text(text.into())).await.is_err() { return End::Client },
                None => {
                    // Our queue was dropped: we fell behind. The client reconnects and resyncs.
                    let frame = CloseFrame { code: 1013, reason: "too slow: reconnect".into() };
                    let _ = sink.send(Message::Close(Some(frame))).await;
                    return End::Client;
                }
            },
            frame = stream.next() => {
                let Some(Ok(frame)) = frame else { return End::Client };
                heard = Instant::now();
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
                heard = Instant::now();
                let sent = match reply {
                    Ok(Some(msg)) => send(sink, &msg).await,
                    Ok(None) => true,
                    Err(e) => error(sink, e).await,
                };
                if !sent { return End::Client }
            },
            _ = ping.tick() => {
                // Two silent periods: the client is gone (its seat shows away).
                if heard.elapsed() > period * 2 + Duration::from_millis(500) { return End::Client }
                if sink.send(Message::Ping(Default::default())).await.is_err() { return End::Client }
            },
        }
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
        ClientMessage::Move { number, hole } => live::act(app, live, account, live::decide_move(number, hole)).await,
        ClientMessage::Resign => live::act(app, live, account, live::decide_resign).await,
        ClientMessage::OfferDraw => live::act(app, live, account, live::decide_offer).await,
        ClientMessage::AcceptDraw => live::act(app, live, account, live::decide_accept).await,
        ClientMessage::DeclineDraw => live::act(app, live, account, live::decide_decline).await,
        ClientMessage::ClaimWin => live::act(app, live, account, live::decide_claim(true)).await,
        ClientMessage::ClaimDraw => live::act(app, live, account, live::decide_claim(false)).await,
    }
}
