//! A client that stops reading is disconnected (never skipped) and resyncs;
//! SIGTERM stops the server cleanly with every acknowledged move stored.

mod common;

use common::*;
use futures_util::StreamExt;
use pallanguzhi_online::protocol::ServerMessage;
use std::time::Duration;
use tokio::time::timeout;
use tokio_tungstenite::tungstenite::Message;

/// A WebSocket with a tiny receive buffer, so that not reading backs up to the server fast.
async fn tight_socket(addr: &str, token: &str, game_id: i64) -> Ws {
    raw_socket(addr, token, game_id, Some(4096)).await
}

/// Every wait here is bounded: a broken server fails the test instead of hanging it.
const PATIENCE: Duration = Duration::from_secs(60);

/// Apply one message to a move list; true once the game is over (a full state of a
/// finished game says so by itself: no `game_over` follows it).
fn follow(moves: &mut Vec<u8>, msg: ServerMessage) -> bool {
    match msg {
        ServerMessage::State(state) => {
            *moves = state.moves;
            return state.result.is_some();
        }
        ServerMessage::Moved { number, hole, .. } => {
            assert_eq!(number as usize, moves.len(), "a move was skipped");
            moves.push(hole);
        }
        ServerMessage::GameOver { .. } => return true,
        _ => {}
    }
    false
}

#[tokio::test]
async fn a_client_that_never_reads_is_disconnected_and_resyncs_with_every_move() {
    // A short queue and kernel buffer make "slow" reachable within one game; pings are
    // off (a long period) so that the only reason to hang up is the full queue.
    let flags = [
        "--send-queue",
        "2",
        "--socket-send-buffer",
        "4096",
        "--ping-ms",
        "600000",
    ];
    let server = Server::start(&sqlite_db("slow"), &flags);
    let (mut a, mut b) = table(&server.url, &server.url, "pallanguzhi").await;
    let watcher = account(&server.url, "Kannan").await;
    let token = watcher.token().expect("token").to_string();
    let mut slow = tight_socket(&server.addr(), &token, a.game_id).await;
    let (played, other) = timeout(PATIENCE, async { play_both(&mut a, &mut b, 11).await })
        .await
        .expect("the game ends");
    assert_eq!(played.moves, other.moves);

    // Now read what reached the slow client: a prefix of the game, then the 1013 close.
    let mut seen = Vec::new();
    let mut close = None;
    loop {
        match timeout(PATIENCE, slow.next()).await.expect("a frame or the end") {
            Some(Ok(Message::Text(text))) => {
                let msg: ServerMessage = serde_json::from_str(&text).expect("server message");
                assert!(!follow(&mut seen, msg), "the slow client got the whole game");
            }
            Some(Ok(Message::Close(frame))) => {
                close = frame.map(|f| u16::from(f.code));
                break;
            }
            Some(Ok(_)) => {}
            // The server's 1013 close frame sits behind the very buffers this client never
            // drained, so the hang-up may arrive as a reset instead: disconnected all the same.
            Some(Err(_)) | None => break,
        }
    }
    assert!(matches!(close, None | Some(1013)), "closed as too slow, not {close:?}");
    assert!(seen.len() < played.moves.len());
    assert_eq!(seen[..], played.moves[..seen.len()]);

    // Reconnecting with what it has gives it everything else, in order.
    let mut conn = watcher
        .connect(a.game_id, Some(seen.len() as u32))
        .await
        .expect("reconnect");
    // The gap is longer than a catch-up: the full state of the finished game comes.
    while !follow(
        &mut seen,
        timeout(PATIENCE, conn.recv()).await.expect("in time").expect("resync"),
    ) {}
    assert_eq!(seen, played.moves);
    conn.close().await;
}

#[tokio::test]
async fn sigterm_stops_the_server_cleanly_and_keeps_every_acknowledged_move() {
    let db = sqlite_db("sigterm");
    let server = Server::start(&db, &[]);
    let addr = server.addr();
    let (mut a, b) = table(&server.url, &server.url, "pallanguzhi").await;
    // One acknowledged move: the mover saw its own `moved` come back.
    let hole = pick(a.state().expect("state"), 1);
    a.play(hole).await.expect("move");
    while a.table.have() != Some(1) {
        a.next().await.expect("moved");
    }
    let host = a.client.clone();
    let game_id = a.game_id;
    a.close().await;
    // The guest stays connected through the shutdown.
    let token = b.client.token().expect("token").to_string();
    b.close().await;
    let mut guest = tight_socket(&addr, &token, game_id).await;
    loop {
        let frame = timeout(PATIENCE, guest.next()).await.expect("in time");
        if let Some(Ok(Message::Text(text))) = frame {
            if text.contains("\"state\"") {
                break;
            }
        }
    }
    assert_eq!(server.terminate(), Some(0), "exit status after SIGTERM");
    // It was told to go elsewhere (1001), not dropped.
    let mut close = None;
    while let Some(Ok(frame)) = timeout(PATIENCE, guest.next()).await.expect("in time") {
        if let Message::Close(frame) = frame {
            close = frame.map(|f| u16::from(f.code));
            break;
        }
    }
    assert_eq!(close, Some(1001), "going away");

    let server = Server::start_on(&db, &addr, &[]);
    let mut conn = host.connect(game_id, None).await.expect("connect after restart");
    match conn.recv().await.expect("state") {
        ServerMessage::State(state) => {
            assert_eq!(state.moves, vec![hole]);
            // The new process has nobody connected yet: every seat starts away (F15 of
            // the security read: a guest who never comes back showed present forever).
            // The host's own mark goes once it is subscribed, after this state.
            let present: Vec<bool> = state.seats.iter().map(|s| s.present).collect();
            assert_eq!(present, vec![false, false], "{:?}", state.seats);
        }
        other => panic!("expected the state, got {other:?}"),
    }
    conn.close().await;
    drop(server);
}

/// F8: watchers coming and going by the hundred never fill a slow player's queue: the
/// count goes to each connection as its latest value, not one queued frame per change
/// (before, a player reading slowly was closed 1013 "too slow" by the churn alone).
#[tokio::test]
async fn watcher_churn_never_fills_a_slow_players_queue() {
    let flags = [
        "--send-queue",
        "8",
        "--socket-send-buffer",
        "4096",
        "--ping-ms",
        "600000",
        // A dropped socket frees its places a moment later: room for the churn.
        "--watching-per-account",
        "1000",
        "--sockets-per-account",
        "1000",
    ];
    let server = Server::start(&sqlite_db("churn"), &flags);
    let host = account(&server.url, "Valli").await;
    let guest = account(&server.url, "Kumar").await;
    let room = host
        .create_room("pallanguzhi", pallanguzhi_online::protocol::SideChoice::South)
        .await
        .expect("room");
    guest.join(&room.code).await.expect("join");
    let mut slow = tight_socket(&server.addr(), host.token().expect("token"), room.game_id).await;
    let mut churners = Vec::new();
    for n in 0..3 {
        let watcher = account(&server.url, &format!("Churn {n}")).await;
        churners.push(tokio::spawn(async move {
            for _ in 0..300 {
                let conn = watcher.connect(room.game_id, None).await.expect("watch");
                drop(conn);
            }
        }));
    }
    for c in churners {
        c.await.expect("churn");
    }
    // Still connected: a sync is answered with the state, and the last count is 0.
    let sync = serde_json::to_string(&pallanguzhi_online::protocol::ClientMessage::Sync).expect("json");
    futures_util::SinkExt::send(&mut slow, Message::Text(sync.into()))
        .await
        .expect("send");
    // Two states: the hello's (first of all) and the sync's (after everything else).
    let (mut states, mut count, mut frames) = (0, None, 0);
    while !(states == 2 && count == Some(0)) {
        let frame = timeout(PATIENCE, slow.next()).await.expect("a frame in time");
        frames += 1;
        match frame.expect("open").expect("frame") {
            Message::Text(text) => match serde_json::from_str(&text).expect("message") {
                ServerMessage::State(_) => states += 1,
                ServerMessage::Watchers { count: n } => count = Some(n),
                _ => {}
            },
            Message::Close(close) => panic!("closed: {close:?}"),
            _ => {}
        }
    }
    println!("1800 watcher changes reached the slow player as {frames} frames");
}
