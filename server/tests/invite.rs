//! A share link's invitation (`GET /v1/rooms/{code}/invite`): what the friend's first
//! screen says, with no account; only that (no game id, secret or account id); and it is
//! a join attempt for the limits, so it cannot enumerate codes.

mod common;

use common::*;
use pallanguzhi_core::Side;
use pallanguzhi_online::protocol::{ClientMessage, ErrorCode, RoomState, ServerMessage, SideChoice};
use pallanguzhi_online::Client;

#[tokio::test]
async fn the_invitation_says_who_what_and_which_side_then_full_and_finished() {
    let server = Server::start(&sqlite_db("invite"), &[]);
    let host = account(&server.url, "Valli").await;
    let room = host
        .create_room_with_clock("pasu-pondi", SideChoice::North, Some(60_000))
        .await
        .expect("room");
    let anyone = Client::new(&server.url);

    let open = anyone.invite(&room.link).await.expect("invitation by link");
    assert_eq!(open.code, room.code);
    assert_eq!(open.host, "Valli");
    assert_eq!(open.rules, "pasu-pondi");
    assert_eq!(open.move_ms, Some(60_000));
    assert!(open.rated);
    assert_eq!(open.guest_side, Some(Side::South));
    assert_eq!(open.state, RoomState::Open);
    assert_eq!(anyone.invite(&room.code).await.expect("by code"), open);

    // Nothing else goes over the wire: no game id, no secret, no account id.
    let raw = reqwest::get(format!("{}/v1/rooms/{}/invite", server.url, room.code))
        .await
        .expect("get")
        .text()
        .await
        .expect("body");
    let fields: serde_json::Value = serde_json::from_str(&raw).expect("json");
    let mut keys: Vec<_> = fields.as_object().expect("object").keys().cloned().collect();
    keys.sort();
    assert_eq!(
        keys,
        ["code", "guest_side", "host", "move_ms", "rated", "rules", "state"]
    );
    assert!(!raw.contains(&room.game_id.to_string()), "{raw}");

    let guest = account(&server.url, "Kumar").await;
    guest.join(&room.link).await.expect("join");
    let full = anyone.invite(&room.link).await.expect("full room");
    assert_eq!((full.state, full.guest_side), (RoomState::Full, None));

    let mut conn = guest.connect(room.game_id, None).await.expect("ws");
    conn.send(&ClientMessage::Resign).await.expect("resign");
    until(&mut conn, |m| matches!(m, ServerMessage::GameOver { .. })).await;
    let over = anyone.invite(&room.code).await.expect("finished room");
    assert_eq!(over.state, RoomState::Finished);

    let friendly = host
        .create_room_with_clock("pallanguzhi", SideChoice::South, None)
        .await
        .expect("friendly room");
    let friendly = anyone.invite(&friendly.link).await.expect("friendly invitation");
    assert_eq!((friendly.move_ms, friendly.rated), (None, false));
    assert_eq!(friendly.guest_side, Some(Side::North));

    assert_eq!(code_of(anyone.invite("QQQQQQ").await), ErrorCode::UnknownRoom);
    assert_eq!(code_of(anyone.invite("not a code").await), ErrorCode::UnknownRoom);
}

/// Unknown codes spend the same server-wide budget as joins, and with it spent a real
/// code is refused too (a hit would tell the guesser); the link's secret still opens.
#[tokio::test]
async fn invitations_spend_the_guessing_budget_the_link_does_not() {
    let server = Server::start(&sqlite_db("invite-guess"), &["--failed-joins-per-minute", "3"]);
    let host = account(&server.url, "Valli").await;
    let room = host.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    let stranger = Client::new(&server.url);
    for guess in ["QQQQQQ", "QQQQQR"] {
        assert_eq!(code_of(stranger.invite(guess).await), ErrorCode::UnknownRoom);
    }
    // A join's unknown code and an invitation's share the one budget.
    let joiner = account(&server.url, "Ravi").await;
    assert_eq!(code_of(joiner.join("QQQQQT").await), ErrorCode::UnknownRoom);
    assert_eq!(code_of(stranger.invite("QQQQQW").await), ErrorCode::RateLimited);
    assert_eq!(code_of(stranger.invite(&room.code).await), ErrorCode::RateLimited);
    let forged = format!("{}/join/{}#{}", server.url, room.code, "0".repeat(32));
    assert_eq!(code_of(stranger.invite(&forged).await), ErrorCode::RateLimited);
    let open = stranger.invite(&room.link).await.expect("the link opens");
    assert_eq!(open.state, RoomState::Open);
}

/// Each invitation costs one of the address's join attempts, as a join does.
#[tokio::test]
async fn invitations_count_against_the_address_join_limit() {
    let server = Server::start(&sqlite_db("invite-addr"), &["--joins-per-address-per-minute", "3"]);
    let host = account(&server.url, "Valli").await;
    let room = host.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    let anyone = Client::new(&server.url);
    for _ in 0..2 {
        anyone.invite(&room.link).await.expect("within the limit");
    }
    let guest = account(&server.url, "Kumar").await;
    guest
        .join(&room.link)
        .await
        .expect("the third attempt from this address");
    assert_eq!(code_of(anyone.invite(&room.link).await), ErrorCode::RateLimited);
    assert_eq!(code_of(guest.join(&room.link).await), ErrorCode::RateLimited);
}
