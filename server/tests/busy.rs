//! A client is judged silent only while the server listens: a move that waits
//! on a busy database (here a write lock held from outside) must not get its
//! live client disconnected for missed pings. Before the fix the burst of ping
//! ticks owed after the wait hung up on it, and the opponent waited forever.

mod common;

use common::*;
use sqlx::{Connection, Executor};
use std::time::Duration;
use tokio::time::timeout;

const PATIENCE: Duration = Duration::from_secs(60);

/// Read updates until the session has `n` moves; an error (a hang-up) fails the test.
async fn until_moves(s: &mut common::Session, n: u32) {
    while s.table.have().unwrap_or(0) < n {
        s.next().await.expect("the connection stays open");
    }
}

#[tokio::test]
async fn a_move_that_waits_on_the_database_keeps_its_connection() {
    let db = sqlite_db("busy");
    // Silence limit: two 50 ms periods + 500 ms; the lock is held well past it.
    let server = Server::start(&db, &["--ping-ms", "50"]);
    let (mut host, mut guest) = table(&server.url, &server.url, "pallanguzhi").await;
    let mut lock = sqlx::SqliteConnection::connect(&db).await.expect("open the db");
    lock.execute("BEGIN IMMEDIATE").await.expect("take the write lock");
    let hole = pick(host.state().expect("state"), 1);
    host.play(hole).await.expect("send move 0");
    let release = async {
        tokio::time::sleep(Duration::from_millis(2000)).await;
        lock.execute("ROLLBACK").await.expect("release the lock");
    };
    let both = async { tokio::join!(until_moves(&mut host, 1), until_moves(&mut guest, 1)) };
    timeout(PATIENCE, async { tokio::join!(release, both) })
        .await
        .expect("move 0 arrives");
    // Both connections still work: one more move reaches both.
    let mover = if host.wants_move() { &mut host } else { &mut guest };
    let hole = pick(mover.state().expect("state"), 2);
    mover.play(hole).await.expect("send move 1");
    let both = async { tokio::join!(until_moves(&mut host, 2), until_moves(&mut guest, 2)) };
    timeout(PATIENCE, both)
        .await
        .expect("move 1 arrives on both connections");
    drop(server);
}
