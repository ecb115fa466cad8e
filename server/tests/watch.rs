//! Watching (issue 26): a watch link, separate from the join code, opens a game read
//! only; watchers get every move and the end, cannot play, and are capped per game and
//! per account; the players are told how many watch.

mod common;

use common::*;
use pallanguzhi_online::protocol::{game_id_from_watch_link, ClientMessage, ErrorCode, ServerMessage};
use pallanguzhi_online::{ClientError, Connection};

#[tokio::test]
async fn watchers_see_every_move_cannot_play_and_the_players_see_them_counted() {
    let server = Server::start(&sqlite_db("watch"), &[]);
    let host = account(&server.url, "Valli").await;
    let guest = account(&server.url, "Kumar").await;
    let (mut a, mut b) = clocked_game(&host, &guest, Some(120_000)).await;
    let room = host.join(&a.state().expect("state").code).await.expect("room again");
    let link = room.watch_link.expect("a watch link");
    assert!(
        !link.contains(&room.code),
        "the watch link is not the join code: {link}"
    );
    let game_id = game_id_from_watch_link(&link).expect("an id in the link");
    assert_eq!(game_id, room.game_id);
    let mut watchers: Vec<Connection> = Vec::new();
    for name in ["Kannan", "Meena", "Arul"] {
        let client = account(&server.url, name).await;
        let mut conn = client.connect(game_id, None).await.expect("watch");
        let first = conn.recv().await.expect("state");
        let ServerMessage::State(state) = first else {
            panic!("{first:?}")
        };
        assert_eq!(state.you, None, "a watcher has no seat");
        assert_eq!(state.seats.len(), 2, "the players' names");
        watchers.push(conn);
    }
    // The players are told how many watch (the last count they get says 3).
    for s in [&mut a, &mut b] {
        while s.table.watchers < 3 {
            s.next().await.expect("watchers");
        }
    }
    // A watcher cannot play.
    watchers[0]
        .send(&ClientMessage::Move { number: 0, hole: 0 })
        .await
        .expect("send");
    let refused = until(&mut watchers[0], |m| matches!(m, ServerMessage::Error(_))).await;
    assert!(matches!(refused, ServerMessage::Error(e) if e.code == ErrorCode::NotSeated));
    let (x, _) = play_both(&mut a, &mut b, 3).await;
    // Every watcher saw every move, in order, and the end.
    for w in &mut watchers {
        let mut seen = Vec::new();
        loop {
            match w.recv().await.expect("message") {
                ServerMessage::Moved { number, hole, .. } => {
                    assert_eq!(number as usize, seen.len());
                    seen.push(hole);
                }
                ServerMessage::GameOver { .. } => break,
                _ => {}
            }
        }
        assert_eq!(seen, x.moves);
    }
}

#[tokio::test]
async fn watchers_are_capped_per_game_and_per_account() {
    let server = Server::start(
        &sqlite_db("watch-caps"),
        &["--watchers-per-game", "2", "--watching-per-account", "1"],
    );
    let host = account(&server.url, "Valli").await;
    let guest = account(&server.url, "Kumar").await;
    let (a, _b) = clocked_game(&host, &guest, Some(120_000)).await;
    let (c, _d) = clocked_game(&host, &guest, Some(120_000)).await;
    let first = account(&server.url, "Kannan").await;
    let second = account(&server.url, "Meena").await;
    let third = account(&server.url, "Arul").await;
    let _w1 = first.connect(a.game_id, None).await.expect("first watcher");
    let _w2 = second.connect(a.game_id, None).await.expect("second watcher");
    let refused = |r: Result<Connection, ClientError>| match r {
        Err(ClientError::Server(e)) => e.code == ErrorCode::RateLimited,
        _ => false,
    };
    assert!(
        refused(third.connect(a.game_id, None).await),
        "a third watcher of one game"
    );
    assert!(
        refused(first.connect(c.game_id, None).await),
        "a second game for one account"
    );
    // The players themselves are never counted as watchers.
    host.connect(a.game_id, None).await.expect("a player's second device");
}

/// A WebSocket upgrade with the `Authorization` header and no hello yet: its HTTP status
/// (101 admitted) and the socket, kept open by the caller.
type Raw = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn upgrade_only(addr: &str, token: &str, game_id: i64) -> (u16, Option<Raw>) {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    use tokio_tungstenite::tungstenite::Error;
    let mut req = format!("ws://{addr}/v1/games/{game_id}/ws")
        .into_client_request()
        .expect("request");
    let bearer = format!("Bearer {token}").parse().expect("header");
    req.headers_mut().insert("authorization", bearer);
    match tokio_tungstenite::connect_async(req).await {
        Ok((ws, resp)) => (resp.status().as_u16(), Some(ws)),
        Err(Error::Http(resp)) => (resp.status().as_u16(), None),
        Err(e) => panic!("upgrade: {e}"),
    }
}

/// F11: the per-game cap is taken by the step that counts: 30 upgrades at once, none
/// past its hello yet, admit exactly the cap (the cap was compared with the subscribed
/// watchers, which only count after the hello: all 30 passed).
#[tokio::test]
async fn simultaneous_watchers_never_pass_the_cap() {
    let server = Server::start(
        &sqlite_db("watch-race"),
        &["--watchers-per-game", "10", "--watching-per-account", "3"],
    );
    let host = account(&server.url, "Valli").await;
    let guest = account(&server.url, "Kumar").await;
    let (a, _b) = clocked_game(&host, &guest, Some(120_000)).await;
    let mut tokens = Vec::new();
    for n in 0..10 {
        let watcher = account(&server.url, &format!("Watcher {n}")).await;
        tokens.extend(std::iter::repeat_n(watcher.token().expect("token").to_string(), 3));
    }
    let addr = server.addr();
    let opened = futures_util::future::join_all(tokens.iter().map(|t| upgrade_only(&addr, t, a.game_id))).await;
    let statuses: Vec<u16> = opened.iter().map(|(s, _)| *s).collect();
    assert_eq!(statuses.iter().filter(|&&s| s == 101).count(), 10, "{statuses:?}");
    assert_eq!(statuses.iter().filter(|&&s| s == 429).count(), 20, "{statuses:?}");
    // Places come back when sockets close.
    drop(opened);
    let late = account(&server.url, "Late").await;
    let mut again = None;
    for _ in 0..200 {
        match upgrade_only(&addr, late.token().expect("token"), a.game_id).await {
            (101, ws) => {
                again = ws;
                break;
            }
            _ => tokio::time::sleep(std::time::Duration::from_millis(20)).await,
        }
    }
    assert!(again.is_some(), "a place again once the watchers left");
}
