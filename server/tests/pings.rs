//! Pings go only to idle connections: a client that keeps talking is known to be
//! alive and gets none (pings to 2000 busy sockets were a quarter of the server's
//! CPU), while a silent one on the same game still does.

mod common;

use common::*;
use futures_util::StreamExt;
use pallanguzhi_online::protocol::{ClientMessage, ServerMessage, SideChoice};
use std::time::Duration;
use tokio::time::timeout;
use tokio_tungstenite::tungstenite::Message;

const PATIENCE: Duration = Duration::from_secs(60);
/// The ping period; the talker speaks 15 times per period, so only a stall of a
/// whole period in this test process could earn it a ping.
const PING_MS: u64 = 1500;
const TALK_EVERY: Duration = Duration::from_millis(100);

/// Read `ws` until it has seen `n` pings; false if it closed first.
async fn pings(ws: &mut Ws, n: u32) -> bool {
    let mut seen = 0;
    while seen < n {
        match ws.next().await {
            // Reading also sends tungstenite's automatic pong.
            Some(Ok(Message::Ping(_))) => seen += 1,
            Some(Ok(Message::Close(_))) | Some(Err(_)) | None => return false,
            Some(Ok(_)) => {}
        }
    }
    true
}

/// Send `sync` every `TALK_EVERY` and read the answers until `stop` resolves: the pings seen.
async fn talk(ws: &mut Ws, stop: impl std::future::Future<Output = bool>) -> (u32, bool) {
    tokio::pin!(stop);
    let mut every = tokio::time::interval(TALK_EVERY);
    let mut seen = 0;
    loop {
        tokio::select! {
            done = &mut stop => return (seen, done),
            _ = every.tick() => send_json(ws, &ClientMessage::Sync).await,
            frame = ws.next() => match frame {
                Some(Ok(Message::Ping(_))) => seen += 1,
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => panic!("the talker was hung up on"),
                Some(Ok(_)) => {}
            },
        }
    }
}

#[tokio::test]
async fn a_client_that_keeps_talking_gets_no_pings_and_a_silent_one_does() {
    let ping_ms = PING_MS.to_string();
    let server = Server::start(&sqlite_db("pings"), &["--ping-ms", &ping_ms]);
    let host = account(&server.url, "Valli").await;
    let room = host.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    let watcher = account(&server.url, "Kannan").await;
    let token = watcher.token().expect("token").to_string();
    let mut talker = raw_socket(&server.addr(), &token, room.game_id, None).await;
    let mut quiet = raw_socket(&server.addr(), &token, room.game_id, None).await;
    // Until the silent socket has had two pings (a few periods: it answers each, so
    // the tick after its pong is skipped), count what the talker got meanwhile.
    let (talker_pings, quiet_pinged) = timeout(PATIENCE, talk(&mut talker, pings(&mut quiet, 2)))
        .await
        .expect("the silent socket is pinged");
    assert!(quiet_pinged, "the silent socket was closed before its second ping");
    assert_eq!(
        talker_pings, 0,
        "a client that talks more often than the ping period was pinged"
    );
    drop(server);
}

/// The message-level heartbeat (for browsers and URLSession, which cannot send ping
/// frames): a `ping` message is answered with a `pong` message.
#[tokio::test]
async fn a_ping_message_is_answered_with_a_pong_message() {
    let server = Server::start(&sqlite_db("pong"), &[]);
    let host = account(&server.url, "Valli").await;
    let room = host.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    let mut conn = host.connect(room.game_id, None).await.expect("ws");
    until(&mut conn, |m| matches!(m, ServerMessage::State(_))).await;
    conn.send(&ClientMessage::Ping).await.expect("ping sent");
    // Other news (seats) may come first; the pong must come.
    let pong = timeout(PATIENCE, until(&mut conn, |m| *m == ServerMessage::Pong)).await;
    assert!(pong.is_ok(), "no pong");
    drop(server);
}
