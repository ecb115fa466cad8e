//! A claim is written only if the away mark it was decided on still holds: the
//! opponent coming back through another instance (here: the mark cleared in the
//! database behind this server's cache) makes the claim lose, on any backend.

mod common;

use common::*;
use pallanguzhi_online::protocol::{ClientMessage, ErrorCode};
use pallanguzhi_online::Update;
use sqlx::Connection;

#[tokio::test]
async fn a_claim_decided_on_a_stale_away_mark_is_refused() {
    let db = sqlite_db("stale-claim");
    let server = Server::start(&db, &["--away-timeout-ms", "1", "--ping-ms", "200"]);
    let (mut a, mut b) = table(&server.url, &server.url, "pallanguzhi").await;
    let hole = pick(a.state().expect("state"), 1);
    a.play(hole).await.expect("South moves");
    while b.table.have().unwrap_or(0) < 1 {
        b.next().await.expect("update");
    }
    let game = a.state().expect("state").game_id;
    b.close().await; // North away on its turn
    while !matches!(a.next().await.expect("next"), Update::CanClaim(_)) {}
    // North comes back elsewhere: the mark goes, this instance does not hear of it.
    let mut conn = sqlx::SqliteConnection::connect(&db).await.expect("open");
    sqlx::query("UPDATE games SET north_away_ms = NULL WHERE id = $1")
        .bind(game)
        .execute(&mut conn)
        .await
        .expect("North present");
    a.send(&ClientMessage::ClaimWin).await.expect("claim");
    loop {
        match a.next().await.expect("next") {
            Update::Refused(e) => {
                assert_eq!(e.code, ErrorCode::CannotClaim);
                break;
            }
            _ if a.table.is_over() => panic!("the claim won on a stale mark"),
            _ => {}
        }
    }
}
