//! The game-level attacks of the security read (F3, F4, F5, F15), each played
//! against a real server: a watcher gets no join code, an away claim is scaled to
//! the clock, a restart costs the side to move no time and shows nobody present.

mod common;

use common::Session;
use common::*;
use pallanguzhi_core::{Outcome, Side};
use pallanguzhi_online::protocol::{ClientMessage, EndReason, ErrorCode, SideChoice, MAX_MOVE_MS};
use pallanguzhi_online::Update;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// F3: the watch link of a waiting room used to carry the join code in `state`.
#[tokio::test]
async fn a_watcher_of_a_waiting_room_gets_no_join_code() {
    let server = Server::start(&sqlite_db("f3-watch-code"), &[]);
    let host = account(&server.url, "Valli").await;
    let room = host.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    let stranger = account(&server.url, "Kumar").await;
    let mut watcher = Session::open(stranger, room.game_id).await.expect("watch");
    watcher.next().await.expect("state");
    let seen = watcher.state().expect("state").code.clone();
    assert!(seen.is_empty(), "a watcher got the join code {seen:?}");
    let mut own = Session::open(host, room.game_id).await.expect("host ws");
    own.next().await.expect("state");
    assert_eq!(own.state().expect("state").code, room.code, "the host still gets it");
}

/// F4: in a game of 3 days a move, the opponent could claim a win 180 s (here the
/// away timeout, 50 ms) after the mover's socket dropped.
#[tokio::test]
async fn an_away_claim_in_a_correspondence_game_waits_for_the_clock_not_the_away_timeout() {
    let server = Server::start(
        &sqlite_db("f4-away-claim"),
        &["--away-timeout-ms", "50", "--ping-ms", "200"],
    );
    let host = account(&server.url, "Valli").await;
    let guest = account(&server.url, "Kumar").await;
    let (mut a, mut b) = clocked_game(&host, &guest, Some(MAX_MOVE_MS)).await;
    play_moves(&mut a, &mut b, 1).await;
    let away = a.state().and_then(|s| s.turn()).expect("someone to move");
    let (claimer, leaver) = if away == Side::North { (a, b) } else { (b, a) };
    let mut claimer = claimer;
    leaver.close().await;
    while claimer
        .state()
        .expect("state")
        .seats
        .iter()
        .any(|s| s.side == away && s.present)
    {
        claimer.next().await.expect("the seat goes away");
    }
    // Many times the away timeout: the old rule allowed the claim long before this.
    tokio::time::sleep(Duration::from_millis(500)).await;
    claimer.send(&ClientMessage::ClaimWin).await.expect("claim");
    loop {
        match claimer.next().await.expect("answer") {
            Update::Refused(e) => {
                assert_eq!(e.code, ErrorCode::CannotClaim);
                break;
            }
            _ if claimer.table.is_over() => panic!("a 3-day game was lost after 500 ms away"),
            _ => {}
        }
    }
}

/// F5: the clock ran on while the server was down; after a restart the side to move
/// could lose on time before anyone could reconnect.
#[tokio::test]
async fn a_restart_gives_the_side_to_move_its_full_time_again() {
    const MOVE: u64 = 60_000;
    let db = sqlite_db("f5-downtime");
    let fast = ["--min-move-ms", "100", "--clock-sweep-ms", "20"];
    let server = Server::start(&db, &fast);
    let addr = server.addr();
    let host = account(&server.url, "Valli").await;
    let guest = account(&server.url, "Kumar").await;
    let (mut a, mut b) = clocked_game(&host, &guest, Some(MOVE)).await;
    play_moves(&mut a, &mut b, 2).await;
    let before = a.state().and_then(|s| s.clock).and_then(|c| c.deadline_ms);
    let game_id = a.game_id;
    drop((a, b));
    server.kill();
    let down = now_ms();
    let again = Server::start_on(&db, &addr, &fast);
    let mut a = Session::open(host, game_id).await.expect("ws after restart");
    a.next().await.expect("state");
    let deadline = a.state().and_then(|s| s.clock).and_then(|c| c.deadline_ms);
    let deadline = deadline.expect("still active, with a deadline");
    assert!(
        deadline >= down + MOVE as i64,
        "the deadline {deadline} (before the restart {before:?}) leaves less than the full \
         time per move after the server went down at {down}"
    );
    drop(again);
}

/// F15: after a restart, a seat that never came back showed present forever, so a
/// friendly game could never be claimed.
#[tokio::test]
async fn after_a_restart_a_seat_that_does_not_come_back_is_away_and_can_be_claimed_against() {
    let db = sqlite_db("f15-presence");
    let flags = ["--away-timeout-ms", "1", "--ping-ms", "200"];
    let server = Server::start(&db, &flags);
    let addr = server.addr();
    let host = account(&server.url, "Valli").await;
    let guest = account(&server.url, "Kumar").await;
    let (mut a, mut b) = clocked_game(&host, &guest, None).await;
    play_moves(&mut a, &mut b, 1).await;
    let away = a.state().and_then(|s| s.turn()).expect("someone to move");
    let (stays, game_id) = (if away == Side::North { host } else { guest }, a.game_id);
    // Both stay connected through the shutdown (which marks nobody away), as a phone
    // whose player then never comes back.
    assert_eq!(server.terminate(), Some(0), "a clean shutdown");
    drop((a, b));
    let again = Server::start_on(&db, &addr, &flags);
    let mut back = Session::open(stays, game_id).await.expect("ws after restart");
    back.next().await.expect("state");
    let seat = back
        .state()
        .expect("state")
        .seats
        .iter()
        .find(|s| s.side == away)
        .cloned();
    assert!(
        !seat.expect("seated").present,
        "the player who did not come back shows present"
    );
    back.send(&ClientMessage::ClaimWin).await.expect("claim");
    while !back.table.is_over() {
        if let Update::Refused(e) = back.next().await.expect("answer") {
            panic!("the claim was refused: {e:?}");
        }
    }
    let result = back.state().and_then(|s| s.result).expect("result");
    assert_eq!(
        (result.outcome, result.reason),
        (Outcome::Win { side: away.opponent() }, EndReason::Abandoned)
    );
    drop(again);
}
