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
