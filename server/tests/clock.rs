//! The move clock (issue 26): the server itself ends a game whose side to move let
//! its time run out, connected or not; the deadline is stored, so a restart keeps it;
//! a friendly game (no clock) is never rated. Short clocks come from `--min-move-ms`
//! (30 s for people); the tests wait for the server's messages, never for wall time.

mod common;

use common::Session;
use common::*;
use pallanguzhi_core::{Outcome, Side};
use pallanguzhi_online::protocol::{EndReason, ErrorCode, SideChoice, Status};
use pallanguzhi_online::ClientError;

const FAST: [&str; 4] = ["--min-move-ms", "100", "--clock-sweep-ms", "20"];

#[tokio::test]
async fn a_connected_player_who_does_not_move_loses_on_time() {
    let server = Server::start(&sqlite_db("clock-idle"), &FAST);
    let host = account(&server.url, "Valli").await;
    let guest = account(&server.url, "Kumar").await;
    // A long enough clock for the first moves, then the mover's opponent sits idle.
    let (mut a, mut b) = clocked_game(&host, &guest, Some(1_500)).await;
    let clock = a.state().and_then(|s| s.clock).expect("a clocked game says so");
    assert_eq!(clock.move_ms, 1_500);
    let first = clock.deadline_ms.expect("active: a deadline");
    assert!(clock.remaining_ms.is_some_and(|r| r <= 1_500));
    play_moves(&mut a, &mut b, 2).await;
    let after = a.state().and_then(|s| s.clock).expect("clock");
    assert!(
        after.deadline_ms.expect("deadline") > first,
        "each move restarts the clock"
    );
    let idle = a.state().and_then(|s| s.turn()).expect("someone to move");
    // Nobody moves: both connected, both see the end on time.
    let x = until_over(&mut a).await;
    let y = until_over(&mut b).await;
    for s in [&x, &y] {
        let result = s.result.expect("result");
        assert_eq!(
            (result.outcome, result.reason),
            (Outcome::Win { side: idle.opponent() }, EndReason::Timeout)
        );
        assert_eq!(s.status, Status::Finished);
    }
    // A move after the end is refused; the game stays as it ended.
    let late = if idle == Side::South { &mut a } else { &mut b };
    late.send(&pallanguzhi_online::protocol::ClientMessage::Move { number: 2, hole: 0 })
        .await
        .expect("send");
    match late.next().await.expect("answer") {
        pallanguzhi_online::Update::Refused(e) => assert_eq!(e.code, ErrorCode::GameOver),
        other => panic!("expected game_over, got {other:?}"),
    }
    // Counted and rated once (two moves count; --min-rated-moves is 10 by default: stats only).
    let stats = host.my_stats().await.expect("stats");
    assert_eq!(stats.per_rules[0].games, 1);
}

#[tokio::test]
async fn the_deadline_survives_a_restart() {
    let db = sqlite_db("clock-restart");
    let server = Server::start(&db, &FAST);
    let addr = server.addr();
    let host = account(&server.url, "Valli").await;
    let guest = account(&server.url, "Kumar").await;
    let (a, b) = clocked_game(&host, &guest, Some(1_000)).await;
    assert_eq!(a.state().map(|s| s.status.clone()), Some(Status::Active));
    let game_id = a.game_id;
    drop((a, b));
    server.kill();
    // Nobody is connected and the process that knew the game is gone: the new one
    // finds the deadline in the table and ends the game by itself.
    let again = Server::start_on(&db, &addr, &FAST);
    let mut watch = Session::open(host.clone(), game_id).await.expect("ws after restart");
    let end = until_over(&mut watch).await;
    let result = end.result.expect("result");
    assert_eq!(result.reason, EndReason::Timeout);
    drop(again);
}

#[tokio::test]
async fn a_friendly_game_has_no_clock_and_changes_no_rating() {
    let server = Server::start(&sqlite_db("clock-friendly"), &["--min-rated-moves", "1"]);
    let host = account(&server.url, "Valli").await;
    let guest = account(&server.url, "Kumar").await;
    let (mut a, mut b) = clocked_game(&host, &guest, None).await;
    assert_eq!(a.state().and_then(|s| s.clock), None);
    play_moves(&mut a, &mut b, 4).await;
    a.send(&pallanguzhi_online::protocol::ClientMessage::Resign)
        .await
        .expect("resign");
    until_over(&mut a).await;
    until_over(&mut b).await;
    for client in [&host, &guest] {
        let stats = client.my_stats().await.expect("stats");
        let r = &stats.per_rules[0];
        assert_eq!(r.games, 1, "counted in the statistics");
        assert_eq!((r.rating, r.deviation), (1500.0, 350.0), "but not rated");
    }
    // The same game with a clock is rated: the guest, beating a proven player (F7: an
    // account a month old, established), gains.
    make_veteran(&server, &host, "pallanguzhi").await;
    let (mut a, mut b) = clocked_game(&host, &guest, Some(120_000)).await;
    play_moves(&mut a, &mut b, 4).await;
    a.send(&pallanguzhi_online::protocol::ClientMessage::Resign)
        .await
        .expect("resign");
    until_over(&mut a).await;
    let stats = guest.my_stats().await.expect("stats");
    assert!(stats.per_rules[0].rating > 1500.0, "the winner of a rated game gains");
    assert_eq!(rating_notes(&server, a.game_id).await, (None, None));
}

#[tokio::test]
async fn a_clock_outside_the_bounds_is_refused() {
    let server = Server::start(&sqlite_db("clock-bounds"), &[]);
    let host = account(&server.url, "Valli").await;
    for ms in [29_999, pallanguzhi_online::protocol::MAX_MOVE_MS + 1] {
        match host
            .create_room_with_clock("pallanguzhi", SideChoice::South, Some(ms))
            .await
        {
            Err(ClientError::Server(e)) => assert_eq!(e.code, ErrorCode::Malformed, "{ms}"),
            other => panic!("{ms}: {other:?}"),
        }
    }
    let room = host
        .create_room("pallanguzhi", SideChoice::South)
        .await
        .expect("default");
    assert_eq!(room.move_ms, Some(120_000), "two minutes unless chosen");
}
