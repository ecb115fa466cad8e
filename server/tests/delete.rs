//! `DELETE /v1/me` (issue 26): the token is refused, the account's sockets close, its
//! name is free again, its game in progress is resigned, and the opponent's
//! statistics and the finished game still show it, as "deleted player".

mod common;

use common::Session;
use common::*;
use pallanguzhi_core::Outcome;
use pallanguzhi_online::protocol::{ClientMessage, EndReason, ErrorCode};
use pallanguzhi_online::{Client, ClientError};

#[tokio::test]
async fn a_deleted_account_is_refused_closed_renamed_and_its_name_freed() {
    let server = Server::start(&sqlite_db("delete"), &["--min-rated-moves", "1"]);
    let mut host = account(&server.url, "Valli").await;
    let guest = account(&server.url, "Kumar").await;
    let name = host.me().await.expect("me").name;
    // A finished game first: the opponent's record of it must stay.
    let (mut a, mut b) = clocked_game(&host, &guest, Some(120_000)).await;
    play_moves(&mut a, &mut b, 4).await;
    b.send(&ClientMessage::Resign).await.expect("resign");
    until_over(&mut a).await;
    until_over(&mut b).await;
    let finished_id = a.game_id;
    let before = guest.my_stats().await.expect("stats").per_rules[0].clone();
    // A game in progress, and the host's socket on it.
    let (mut a, mut b) = clocked_game(&host, &guest, Some(120_000)).await;
    play_moves(&mut a, &mut b, 2).await;
    let token = host.token().expect("token").to_string();
    host.delete_account().await.expect("delete");
    assert_eq!(host.token(), None, "the client forgets the token");
    // The host's socket closes; the guest wins the game in progress.
    loop {
        match a.next().await {
            Err(ClientError::Closed) => break,
            Ok(_) => continue,
            Err(e) => panic!("expected a close, got {e}"),
        }
    }
    let end = until_over(&mut b).await;
    let result = end.result.expect("result");
    assert_eq!(result.reason, EndReason::Resigned);
    assert_eq!(
        Some(result.outcome),
        b.table
            .state
            .as_ref()
            .and_then(|s| s.you)
            .map(|side| Outcome::Win { side })
    );
    // The old token is refused everywhere.
    let old = Client::new(&server.url).with_token(&token);
    match old.me().await {
        Err(ClientError::Server(e)) => assert_eq!(e.code, ErrorCode::Unauthorized),
        other => panic!("expected unauthorized, got {other:?}"),
    }
    match Session::open(old, finished_id).await {
        Err(ClientError::Server(e)) => assert_eq!(e.code, ErrorCode::Unauthorized),
        Err(_) => {} // refused at the upgrade: no socket
        Ok(_) => panic!("a socket opened with a deleted account's token"),
    }
    // The name is free again.
    let mut newcomer = Client::new(&server.url);
    newcomer.create_account(&name).await.expect("the name is free");
    // The opponent's statistics keep the finished game (and gain the resigned one);
    // the finished game names the deleted player.
    let after = guest.my_stats().await.expect("stats").per_rules[0].clone();
    assert_eq!(after.games, before.games + 1);
    assert_eq!(after.wins, before.wins + 1);
    let mut look = Session::open(guest.clone(), finished_id).await.expect("ws");
    look.next().await.expect("state");
    let seats = &look.state().expect("state").seats;
    assert!(seats.iter().any(|s| s.name == "deleted player"), "{seats:?}");
    assert!(seats.iter().any(|s| s.name != "deleted player"));
    // Deleting again with the old token: unauthorized, nothing changes.
    let mut ghost = Client::new(&server.url).with_token(&token);
    match ghost.delete_account().await {
        Err(ClientError::Server(e)) => assert_eq!(e.code, ErrorCode::Unauthorized),
        other => panic!("expected unauthorized, got {other:?}"),
    }
}

/// F12 and F13: a deletion racing a join, or a rotation, never leaves the deleted account
/// seated in an active game or holding a working token.
#[tokio::test]
async fn a_deletion_racing_a_join_or_a_rotation_leaves_nothing_working() {
    use sqlx::{Connection, Row};
    let db = sqlite_db("delete-race");
    let server = Server::start(&db, &[]);
    let host = account(&server.url, "Valli").await;
    for n in 0..12 {
        let room = host
            .create_room("pallanguzhi", pallanguzhi_online::protocol::SideChoice::South)
            .await
            .expect("room");
        let guest = account(&server.url, &format!("Racer {n}")).await;
        let id = guest.me().await.expect("me").account_id;
        // The deletion comes from the account's other device: a rotation first must not stop it.
        let mut deleter = Client::new(&server.url).with_token(&second_device(&server, &guest).await);
        let joiner = guest.clone();
        let mut rotator = guest.clone();
        let (joined, rotated, deleted) = tokio::join!(
            joiner.join(&room.code),
            rotator.rotate_token(),
            deleter.delete_account()
        );
        deleted.expect("the deletion");
        let mut conn = sqlx::SqliteConnection::connect(&db).await.expect("open");
        let seated: i64 =
            sqlx::query("SELECT COUNT(*) AS n FROM games WHERE status = 'active' AND (south = $1 OR north = $1)")
                .bind(id)
                .fetch_one(&mut conn)
                .await
                .expect("count")
                .get("n");
        assert_eq!(seated, 0, "race {n}: joined {:?}", joined.map(|r| r.game_id));
        if rotated.is_ok() {
            let token = rotator.token().expect("the new token");
            assert_eq!(
                me_status(&server, token).await,
                401,
                "race {n}: the rotated token works"
            );
        }
    }
}
