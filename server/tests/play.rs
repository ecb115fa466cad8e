//! Reconnects, resent and stale moves, server restarts, away claims, draws.

mod common;

use common::Session;
use common::*;
use pallanguzhi_core::{Game, Outcome, Players, Rules, Side};
use pallanguzhi_online::protocol::{ClientMessage, EndReason, ErrorCode, ServerMessage, Status};
use pallanguzhi_online::Update;

/// Play `n` more moves, each side moving on its turn; both see every move.
async fn play_moves(a: &mut Session, b: &mut Session, n: u32) {
    for _ in 0..n {
        let target = a.table.have().unwrap_or(0) + 1;
        let mover = if a.wants_move() { &mut *a } else { &mut *b };
        let hole = pick(mover.state().expect("state"), 7);
        mover.play(hole).await.expect("send move");
        for s in [&mut *a, &mut *b] {
            while s.table.have().unwrap_or(0) < target {
                s.next().await.expect("next");
            }
        }
    }
}

fn error_code(msg: &ServerMessage) -> Option<ErrorCode> {
    match msg {
        ServerMessage::Error(e) => Some(e.code),
        _ => None,
    }
}

#[tokio::test]
async fn a_reconnecting_client_gets_the_missed_moves_then_finishes() {
    let server = Server::start(&sqlite_db("reconnect"), &[]);
    let (mut a, mut b) = table(&server.url, &server.url, "pallanguzhi").await;
    play_moves(&mut a, &mut b, 4).await;
    let have = b.table.have().expect("have");
    let guest = b.client.clone();
    b.close().await;
    // The host plays on alone while it is its turn (at most one move here).
    if a.wants_move() {
        let hole = pick(a.state().expect("state"), 3);
        a.play(hole).await.expect("move");
        while a.table.have() == Some(have) {
            a.next().await.expect("next");
        }
    }
    let now = a.table.have().expect("have");
    let mut conn = guest.connect(a.game_id, Some(have)).await.expect("reconnect");
    if now > have {
        let first = conn.recv().await.expect("catch-up");
        assert!(
            matches!(first, ServerMessage::Moved { number, .. } if number == have),
            "{first:?}"
        );
    } else {
        let first = conn.recv().await.expect("catch-up");
        assert!(matches!(first, ServerMessage::Seats { .. }), "{first:?}");
    }
    conn.close().await;
    // A reconnect that knows nothing gets the full state; then both finish.
    let mut b = Session::open(guest, a.game_id).await.expect("open");
    assert!(matches!(b.next().await.expect("state"), Update::Changed));
    assert_eq!(b.table.have(), Some(now));
    let (x, y) = play_both(&mut a, &mut b, 11).await;
    assert_eq!(x.moves, y.moves);
}

#[tokio::test]
async fn resent_stale_illegal_and_out_of_turn_moves_change_nothing() {
    let server = Server::start(&sqlite_db("dupes"), &[]);
    let host = account(&server.url, "Valli").await;
    let guest = account(&server.url, "Kumar").await;
    let room = host.create_room("pallanguzhi", Default::default()).await.expect("room");
    guest.join(&room.code).await.expect("join");
    let mut south = host.connect(room.game_id, None).await.expect("ws");
    let mut north = guest.connect(room.game_id, None).await.expect("ws");
    let legal = match until(&mut south, |m| matches!(m, ServerMessage::State(_))).await {
        ServerMessage::State(s) => s.snapshot.legal.clone(),
        _ => unreachable!(),
    };
    let play = |number, hole| ClientMessage::Move { number, hole };
    south.send(&play(0, legal[0])).await.expect("send");
    until(&mut south, |m| matches!(m, ServerMessage::Moved { number: 0, .. })).await;
    // The same move again: answered with the state, never punished.
    south.send(&play(0, legal[0])).await.expect("send");
    let again = until(&mut south, |m| {
        matches!(m, ServerMessage::State(_) | ServerMessage::Error(_))
    })
    .await;
    assert!(
        matches!(&again, ServerMessage::State(s) if s.moves.len() == 1),
        "{again:?}"
    );
    // Another hole with a used number, a number from the future, out of turn.
    for (msg, code) in [
        (play(0, legal[1]), ErrorCode::StaleMove),
        (play(5, legal[0]), ErrorCode::StaleMove),
        (play(1, legal[0]), ErrorCode::NotYourTurn),
    ] {
        south.send(&msg).await.expect("send");
        let reply = until(&mut south, |m| matches!(m, ServerMessage::Error(_))).await;
        assert_eq!(error_code(&reply), Some(code), "{msg:?}");
        if let ServerMessage::Error(e) = reply {
            assert_eq!(e.expected, Some(1));
        }
    }
    // North plays a South hole, and a hole that does not exist.
    for hole in [0u8, 200] {
        north.send(&play(1, hole)).await.expect("send");
        let reply = until(&mut north, |m| matches!(m, ServerMessage::Error(_))).await;
        assert_eq!(error_code(&reply), Some(ErrorCode::IllegalMove));
    }
    north.send(&ClientMessage::Sync).await.expect("sync");
    let state = until(&mut north, |m| matches!(m, ServerMessage::State(_))).await;
    assert!(
        matches!(&state, ServerMessage::State(s) if s.moves == vec![legal[0]]),
        "{state:?}"
    );
}

#[tokio::test]
async fn hostile_messages_get_typed_errors_and_change_nothing() {
    let server = Server::start(&sqlite_db("hostile"), &[]);
    let host = account(&server.url, "Valli").await;
    let guest = account(&server.url, "Kumar").await;
    let stranger = account(&server.url, "Ravi").await;
    let room = host.create_room("kalah", Default::default()).await.expect("room");
    guest.join(&room.code).await.expect("join");
    let mut conn = host.connect(room.game_id, None).await.expect("ws");
    until(&mut conn, |m| matches!(m, ServerMessage::State(_))).await;
    let cases: [(String, ErrorCode); 5] = [
        ("{not json".into(), ErrorCode::Malformed),
        (r#"{"type":"teleport"}"#.into(), ErrorCode::Malformed),
        (r#"{"type":"move","number":0,"hole":"a"}"#.into(), ErrorCode::Malformed),
        (
            format!(r#"{{"type":"sync","pad":"{}"}}"#, "x".repeat(2000)),
            ErrorCode::TooLarge,
        ),
        // Larger than the server's 4 KiB read buffer: read in several pieces, still answered.
        (
            format!(r#"{{"type":"sync","pad":"{}"}}"#, "x".repeat(40_000)),
            ErrorCode::TooLarge,
        ),
    ];
    for (text, code) in cases {
        conn.send_raw(&text).await.expect("send");
        let reply = until(&mut conn, |m| matches!(m, ServerMessage::Error(_))).await;
        assert_eq!(error_code(&reply), Some(code), "{text:.40}");
    }
    // Someone without a seat cannot move; no token cannot even connect.
    let mut watcher = stranger.connect(room.game_id, None).await.expect("ws");
    until(
        &mut watcher,
        |m| matches!(m, ServerMessage::State(s) if s.you.is_none()),
    )
    .await;
    watcher
        .send(&ClientMessage::Move { number: 0, hole: 0 })
        .await
        .expect("send");
    let reply = until(&mut watcher, |m| matches!(m, ServerMessage::Error(_))).await;
    assert_eq!(error_code(&reply), Some(ErrorCode::NotSeated));
    // Without a header the upgrade waits for the hello's token (browsers): none, refused.
    let anonymous = pallanguzhi_online::Client::new(&server.url);
    let mut anonymous = anonymous.connect(room.game_id, None).await.expect("ws");
    let reply = until(&mut anonymous, |m| matches!(m, ServerMessage::Error(_))).await;
    assert_eq!(error_code(&reply), Some(ErrorCode::Unauthorized));
    let forged = pallanguzhi_online::Client::new(&server.url).with_token(&"0".repeat(64));
    assert!(forged.connect(room.game_id, None).await.is_err());
    // An enormous frame closes that connection; the game is untouched.
    let mut big = guest.connect(room.game_id, None).await.expect("ws");
    big.send_raw(&"x".repeat(200_000)).await.ok();
    loop {
        if big.recv().await.is_err() {
            break;
        }
    }
    let mut check = guest.connect(room.game_id, None).await.expect("ws");
    let state = until(&mut check, |m| matches!(m, ServerMessage::State(_))).await;
    assert!(matches!(&state, ServerMessage::State(s) if s.moves.is_empty() && s.status == Status::Active));
}

#[tokio::test]
async fn a_killed_server_restarts_and_the_game_goes_on_with_every_acknowledged_move() {
    let db = sqlite_db("restart");
    let server = Server::start(&db, &[]);
    let addr = server.addr();
    let (mut a, mut b) = table(&server.url, &server.url, "pallankuzhi").await;
    play_moves(&mut a, &mut b, 6).await;
    let acknowledged = a.table.state.as_ref().expect("state").moves.clone();
    server.kill();
    let server = Server::start_on(&db, &addr, &[]);
    let (x, y) = play_both(&mut a, &mut b, 5).await;
    assert_eq!(x.moves[..acknowledged.len()], acknowledged[..]);
    assert_eq!(x.moves, y.moves);
    let rules = Rules::preset("pallankuzhi").expect("preset");
    let game = Game::replay(rules, Players::humans(), &x.moves).expect("replays");
    assert_eq!(game.outcome(), x.result.map(|r| r.outcome));
    drop(server);
}

#[tokio::test]
async fn an_opponent_away_on_their_turn_can_be_claimed_against() {
    let server = Server::start(&sqlite_db("away"), &["--away-timeout-ms", "1", "--ping-ms", "200"]);
    let (mut a, mut b) = table(&server.url, &server.url, "pallanguzhi").await;
    // While North is here, a claim is refused.
    a.send(&ClientMessage::ClaimWin).await.expect("send");
    loop {
        if let Update::Refused(e) = a.next().await.expect("next") {
            assert_eq!(e.code, ErrorCode::CannotClaim);
            break;
        }
    }
    play_moves(&mut a, &mut b, 1).await; // South moved: North's turn
    b.close().await;
    loop {
        match a.next().await.expect("next") {
            Update::CanClaim(side) => {
                assert_eq!(side, Side::North);
                break;
            }
            _ => continue,
        }
    }
    a.send(&ClientMessage::ClaimWin).await.expect("send");
    while !a.table.is_over() {
        a.next().await.expect("next");
    }
    let result = a.state().and_then(|s| s.result).expect("result");
    assert_eq!(
        (result.outcome, result.reason),
        (Outcome::Win { side: Side::South }, EndReason::Abandoned)
    );
}

#[tokio::test]
async fn a_draw_offered_and_accepted_ends_the_game() {
    let server = Server::start(&sqlite_db("draw"), &[]);
    let (mut a, mut b) = table(&server.url, &server.url, "kalah").await;
    play_moves(&mut a, &mut b, 2).await;
    b.send(&ClientMessage::AcceptDraw).await.expect("send");
    loop {
        if let Update::Refused(e) = b.next().await.expect("next") {
            assert_eq!(e.code, ErrorCode::NoDrawOffer);
            break;
        }
    }
    a.send(&ClientMessage::OfferDraw).await.expect("send");
    while b.state().and_then(|s| s.draw_offer).is_none() {
        b.next().await.expect("next");
    }
    b.send(&ClientMessage::AcceptDraw).await.expect("send");
    while !a.table.is_over() {
        a.next().await.expect("next");
    }
    let result = a.state().and_then(|s| s.result).expect("result");
    assert_eq!((result.outcome, result.reason), (Outcome::Draw, EndReason::DrawAgreed));
    let stats = a.client.my_stats().await.expect("stats");
    assert_eq!(stats.per_rules[0].draws, 1);
}

#[tokio::test]
async fn a_client_faster_than_the_message_limit_is_slowed_never_refused() {
    // 20 messages a second, a burst of 40.
    let server = Server::start(&sqlite_db("flood"), &["--messages-per-second", "20"]);
    let host = account(&server.url, "Valli").await;
    let room = host.create_room("kalah", Default::default()).await.expect("room");
    let mut conn = host.connect(room.game_id, None).await.expect("ws");
    until(&mut conn, |m| matches!(m, ServerMessage::State(_))).await;
    let started = std::time::Instant::now();
    for _ in 0..60 {
        conn.send(&ClientMessage::Sync).await.expect("send");
    }
    let mut states = 0;
    while states < 60 {
        match conn.recv().await.expect("reply") {
            ServerMessage::State(_) => states += 1,
            ServerMessage::Error(e) => panic!("refused after {states}: {e:?}"),
            _ => {} // seats: the host is here
        }
    }
    // 20 messages past the burst at 20 a second: at least a second (a lower bound,
    // which a loaded machine can only lengthen).
    assert!(
        started.elapsed() >= std::time::Duration::from_millis(900),
        "not throttled"
    );
    conn.close().await;
    // Two bots playing at full speed through a tight limit still finish their game.
    let server = Server::start(&sqlite_db("flood-game"), &["--messages-per-second", "3"]);
    let (mut a, mut b) = table(&server.url, &server.url, "kalah").await;
    let (x, y) = play_both(&mut a, &mut b, 5).await;
    assert_eq!(x.moves, y.moves);
    assert_eq!(x.status, Status::Finished);
}

#[tokio::test]
async fn a_silent_client_is_shown_away_by_pings_and_a_draw_can_be_claimed() {
    let server = Server::start(&sqlite_db("silent"), &["--away-timeout-ms", "1", "--ping-ms", "200"]);
    let (mut a, mut b) = table(&server.url, &server.url, "pallanguzhi").await;
    play_moves(&mut a, &mut b, 1).await; // North to move
                                         // North stops reading (so it answers no ping) without closing anything.
    let mut shown_away = false;
    loop {
        match a.next().await.expect("next") {
            Update::Changed => {
                let seats = &a.state().expect("state").seats;
                shown_away |= seats.iter().any(|s| s.side == Side::North && !s.present);
            }
            Update::CanClaim(side) => {
                assert_eq!(side, Side::North);
                break;
            }
            _ => {}
        }
    }
    assert!(shown_away, "the opponent saw North away before the claim");
    a.send(&ClientMessage::ClaimDraw).await.expect("send");
    while !a.table.is_over() {
        a.next().await.expect("next");
    }
    let result = a.state().and_then(|s| s.result).expect("result");
    assert_eq!((result.outcome, result.reason), (Outcome::Draw, EndReason::AwayDraw));
    drop(b);
}
