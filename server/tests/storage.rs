//! Storage under attack: a room flood cannot grow the write-ahead log past its
//! bound, a full database refuses writes with `unavailable` (changing nothing,
//! `/health` 503) and recovers by itself once space is back, and waiting rooms
//! expire so their codes can be drawn again.

mod common;

use common::*;
use pallanguzhi_online::protocol::{ErrorCode, SideChoice};
use pallanguzhi_online::ClientError;
use sqlx::{Connection, Row};
use std::time::Duration;

fn wal_bytes(db: &str) -> u64 {
    let path = format!("{}-wal", db.trim_start_matches("sqlite:"));
    std::fs::metadata(path).map_or(0, |m| m.len())
}

fn code_of(e: ClientError) -> ErrorCode {
    match e {
        ClientError::Server(w) => w.code,
        other => panic!("not a server refusal: {other}"),
    }
}

async fn health(url: &str) -> u16 {
    reqwest::get(format!("{url}/health"))
        .await
        .expect("health")
        .status()
        .as_u16()
}

/// Poll `check` (bounded: 600 tries, 100 ms apart) until it holds.
async fn eventually<F: std::future::Future<Output = bool>>(what: &str, mut check: impl FnMut() -> F) {
    for _ in 0..600 {
        if check().await {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("never: {what}");
}

/// A flood of writes (rooms from 8 tasks, 48 MB of log written at about 12 KiB
/// a room) leaves the log under its 2 MiB bound plus one writer's transaction: the
/// writer that finds it past the bound empties it first. (When the bound was kept
/// by a look every 200 ms, how far the log got past it depended on how fast the
/// server wrote: 14 MiB in a release build, against 12 allowed.)
#[tokio::test]
async fn a_room_flood_leaves_the_log_bounded_and_moves_served() {
    let db = sqlite_db("flood");
    let server = Server::start(&db, &["--wal-limit-mb", "2", "--waiting-rooms-per-account", "1000000"]);
    let flooder = account(&server.url, "Flood").await;
    let (stop, watch) = tokio::sync::watch::channel(false);
    let sampler = {
        let db = db.clone();
        tokio::spawn(async move {
            let mut most = 0;
            while !*watch.borrow() {
                most = most.max(wal_bytes(&db));
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            most
        })
    };
    let tasks: Vec<_> = (0..8)
        .map(|_| {
            let c = flooder.clone();
            tokio::spawn(async move {
                for _ in 0..500 {
                    c.create_room("pallanguzhi", SideChoice::South).await.expect("room");
                }
            })
        })
        .collect();
    for t in tasks {
        t.await.expect("flood task");
    }
    stop.send_replace(true);
    let most = sampler.await.expect("sampler");
    println!("4000 rooms: largest log seen {} KiB", most / 1024);
    assert!(most < 3 << 20, "the log reached {most} bytes");
    let (mut host, mut guest) = table(&server.url, &server.url, "pallanguzhi").await;
    for n in 1..=4 {
        let mover = if host.wants_move() { &mut host } else { &mut guest };
        let hole = pick(mover.state().expect("state"), 3);
        mover.play(hole).await.expect("move");
        for s in [&mut host, &mut guest] {
            while s.table.have().unwrap_or(0) < n {
                s.next().await.expect("update");
            }
        }
    }
}

async fn rooms_in(db: &str) -> i64 {
    let mut conn = sqlx::SqliteConnection::connect(db).await.expect("open");
    let row = sqlx::query("SELECT COUNT(*) AS n FROM games")
        .fetch_one(&mut conn)
        .await
        .expect("count");
    row.get("n")
}

/// The database capped at 80 pages stands for a small disk: rooms fill it, the next
/// write is refused with `unavailable` and stores nothing, `/health` says 503; once
/// rooms are deleted from outside (space is back) the server writes again by itself.
#[tokio::test]
async fn a_full_database_refuses_writes_then_recovers_without_restart() {
    let db = sqlite_db("full");
    // The game's two sockets wait unread through the flood (27 to 39 s on a loaded
    // machine): with the default 5 s pings the server rightly hung them up as silent
    // ("the move is served: Closed", 2 of 8 runs beside a load benchmark). Liveness is
    // not what this test is about.
    let server = Server::start(
        &db,
        &[
            "--sqlite-max-pages",
            "80",
            "--waiting-rooms-per-account",
            "1000000",
            "--ping-ms",
            "600000",
        ],
    );
    let (mut host, mut guest) = table(&server.url, &server.url, "pallanguzhi").await;
    let flooder = account(&server.url, "Flood").await;
    let refusal = loop {
        match flooder.create_room("pallanguzhi", SideChoice::South).await {
            Ok(_) => continue,
            Err(e) => break code_of(e),
        }
    };
    assert_eq!(refusal, ErrorCode::Unavailable);
    // Near the cap a room may still fit where its random code lands in a leaf page with
    // room left, so the next attempts may succeed or not; each refusal must store nothing.
    let mut refused = 0;
    for _ in 0..200 {
        let before = rooms_in(&db).await;
        match flooder.create_room("pallanguzhi", SideChoice::South).await {
            Ok(_) => assert_eq!(rooms_in(&db).await, before + 1),
            Err(e) => {
                assert_eq!(code_of(e), ErrorCode::Unavailable);
                assert_eq!(rooms_in(&db).await, before, "a refused write stores nothing");
                refused += 1;
                if refused == 3 {
                    break;
                }
            }
        }
    }
    assert_eq!(refused, 3, "the full database went on taking rooms");
    eventually("/health answers 503", || async { health(&server.url).await == 503 }).await;
    // Space comes back: the flood's rooms go.
    let mut conn = sqlx::SqliteConnection::connect(&db).await.expect("open");
    sqlx::query("DELETE FROM games WHERE status = 'waiting'")
        .execute(&mut conn)
        .await
        .expect("free space");
    drop(conn);
    eventually("/health answers 200", || async { health(&server.url).await == 200 }).await;
    flooder
        .create_room("pallanguzhi", SideChoice::South)
        .await
        .expect("a room again");
    let mover = if host.wants_move() { &mut host } else { &mut guest };
    let hole = pick(mover.state().expect("state"), 3);
    mover.play(hole).await.expect("move");
    for s in [&mut host, &mut guest] {
        while s.table.have().unwrap_or(0) < 1 {
            s.next().await.expect("the move is served");
        }
    }
}

#[tokio::test]
async fn waiting_rooms_are_capped_per_account() {
    let server = Server::start(&sqlite_db("cap"), &["--waiting-rooms-per-account", "3"]);
    let host = account(&server.url, "Host").await;
    for _ in 0..3 {
        host.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    }
    let fourth = host.create_room("pallanguzhi", SideChoice::South).await.map(|_| ());
    assert_eq!(fourth.map_err(code_of), Err(ErrorCode::RateLimited));
}

#[tokio::test]
async fn waiting_rooms_expire_and_free_their_host_slots() {
    let db = sqlite_db("expiry");
    let server = Server::start(&db, &["--waiting-room-ttl-s", "1", "--waiting-rooms-per-account", "1"]);
    let host = account(&server.url, "Host").await;
    let code = host
        .create_room("pallanguzhi", SideChoice::South)
        .await
        .expect("room")
        .code;
    eventually("the room expires", || async { rooms_in(&db).await == 0 }).await;
    let guest = account(&server.url, "Guest").await;
    assert_eq!(
        guest.join(&code).await.map(|_| ()).map_err(code_of),
        Err(ErrorCode::UnknownRoom)
    );
    // The host's one slot is free again.
    host.create_room("pallanguzhi", SideChoice::South)
        .await
        .expect("a room after expiry");
}
