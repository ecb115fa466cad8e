//! Rematch (issue 35): after a finished game one player offers, the other accepts or
//! declines; an agreed rematch is a new game with the same rules and clock, sides swapped.
//! A blocked pair's offer never reaches the blocked side (issue 37).

mod common;

use common::Session;
use common::*;
use pallanguzhi_core::Side;
use pallanguzhi_online::protocol::{ClientMessage, ErrorCode, RoomInfo, Status};
use pallanguzhi_online::{Client, Update};

/// A finished game (the host resigned) between two new accounts: host South, guest North.
async fn finished(server: &Server, move_ms: Option<u64>) -> (Client, Client, Session, Session) {
    let host = account(&server.url, "Valli").await;
    let guest = account(&server.url, "Murugan").await;
    let (mut a, mut b) = clocked_game(&host, &guest, move_ms).await;
    a.send(&ClientMessage::Resign).await.expect("resign");
    until_over(&mut a).await;
    until_over(&mut b).await;
    (host, guest, a, b)
}

/// Read until an update `want` picks something from.
async fn until_update<T>(s: &mut Session, want: impl Fn(&Update) -> Option<T>) -> T {
    loop {
        let update = s.next().await.expect("update");
        if let Some(found) = want(&update) {
            return found;
        }
    }
}

async fn refusal(s: &mut Session) -> ErrorCode {
    until_update(s, |u| match u {
        Update::Refused(e) => Some(e.code),
        _ => None,
    })
    .await
}

async fn started(s: &mut Session) -> RoomInfo {
    until_update(s, |u| match u {
        Update::Rematch(room) => Some((**room).clone()),
        _ => None,
    })
    .await
}

/// Everything queued for `s` before now is read: a ping's `pong` comes after it.
async fn drain(s: &mut Session) -> Vec<Update> {
    s.send(&ClientMessage::Ping).await.expect("ping");
    let mut seen = Vec::new();
    loop {
        let update = s.next().await.expect("update");
        if update == Update::Nothing {
            return seen; // the pong (nothing else reads as `Nothing` after the end)
        }
        seen.push(update);
    }
}

#[tokio::test]
async fn an_accepted_rematch_is_the_same_game_with_sides_swapped_for_both() {
    let server = Server::start(&sqlite_db("rematch-accept"), &[]);
    let (host, guest, mut a, mut b) = finished(&server, Some(60_000)).await;
    let old = a.game_id;
    a.send(&ClientMessage::OfferRematch).await.expect("offer");
    until_update(&mut b, |u| (*u == Update::Changed).then_some(())).await;
    assert_eq!(b.table.rematch, Some(pallanguzhi_online::Rematch::Offered(Side::South)));
    // A second offer from the same side is refused; the offer stands.
    a.send(&ClientMessage::OfferRematch).await.expect("again");
    assert_eq!(refusal(&mut a).await, ErrorCode::RematchPending);
    b.send(&ClientMessage::AcceptRematch).await.expect("accept");
    let (mine, theirs) = (started(&mut b).await, started(&mut a).await);
    assert_eq!(mine.game_id, theirs.game_id);
    assert_ne!(mine.game_id, old);
    assert_eq!(
        (theirs.your_side, mine.your_side),
        (Side::North, Side::South),
        "sides swapped"
    );
    assert_eq!((mine.rules.as_str(), mine.move_ms), ("pallanguzhi", Some(60_000)));
    // Both play the new game.
    let mut a2 = Session::open(host, theirs.game_id).await.expect("host ws");
    let mut b2 = Session::open(guest, mine.game_id).await.expect("guest ws");
    a2.next().await.expect("state");
    b2.next().await.expect("state");
    let state = a2.state().expect("state");
    assert_eq!((state.status.clone(), state.you), (Status::Active, Some(Side::North)));
    assert_eq!(state.clock.map(|c| c.move_ms), Some(60_000));
    play_moves(&mut a2, &mut b2, 2).await;
    // The old game's rematch is spent.
    a.send(&ClientMessage::OfferRematch).await.expect("offer again");
    assert_eq!(refusal(&mut a).await, ErrorCode::NoRematch);
}

#[tokio::test]
async fn a_declined_rematch_tells_the_offerer_and_ends_the_offers() {
    let server = Server::start(&sqlite_db("rematch-decline"), &[]);
    let (_, _, mut a, mut b) = finished(&server, None).await;
    b.send(&ClientMessage::AcceptRematch).await.expect("accept nothing");
    assert_eq!(refusal(&mut b).await, ErrorCode::NoRematch);
    b.send(&ClientMessage::OfferRematch).await.expect("offer");
    until_update(&mut a, |u| (*u == Update::Changed).then_some(())).await;
    a.send(&ClientMessage::DeclineRematch).await.expect("decline");
    until_update(&mut b, |u| (*u == Update::Changed).then_some(())).await;
    assert_eq!(b.table.rematch, Some(pallanguzhi_online::Rematch::Refused));
    a.send(&ClientMessage::OfferRematch).await.expect("offer after");
    assert_eq!(refusal(&mut a).await, ErrorCode::NoRematch);
}

/// Read until the opponent of `s` shows away.
async fn until_opponent_away(s: &mut Session) {
    loop {
        let state = s.state().expect("state");
        let you = state.you.expect("seated");
        if state.seats.iter().any(|seat| seat.side != you && !seat.present) {
            return;
        }
        s.next().await.expect("update");
    }
}

#[tokio::test]
async fn no_rematch_before_the_end_nor_once_the_opponent_left() {
    let server = Server::start(&sqlite_db("rematch-left"), &[]);
    let host = account(&server.url, "Valli").await;
    let guest = account(&server.url, "Murugan").await;
    let (mut a, _b) = clocked_game(&host, &guest, None).await;
    a.send(&ClientMessage::OfferRematch).await.expect("offer");
    assert_eq!(refusal(&mut a).await, ErrorCode::NoRematch, "the game is on");
    // The opponent left before any offer: none can be made.
    let (_, _, mut a, b) = finished(&server, None).await;
    b.close().await;
    until_opponent_away(&mut a).await;
    a.send(&ClientMessage::OfferRematch).await.expect("offer");
    assert_eq!(refusal(&mut a).await, ErrorCode::NoRematch);
    // The opponent leaves while an offer is open: the offerer is told, the offer ends.
    let (_, _, mut a, mut b) = finished(&server, None).await;
    a.send(&ClientMessage::OfferRematch).await.expect("offer");
    until_update(&mut b, |u| (*u == Update::Changed).then_some(())).await;
    b.close().await;
    while a.table.rematch != Some(pallanguzhi_online::Rematch::Refused) {
        a.next().await.expect("update");
    }
}

#[tokio::test]
async fn a_blocked_players_offer_never_reaches_the_one_who_blocked() {
    let server = Server::start(&sqlite_db("rematch-blocked"), &[]);
    let (host, guest, mut a, mut b) = finished(&server, None).await;
    let guest_id = guest.me().await.expect("me").account_id;
    host.block(guest_id, true).await.expect("block");
    b.send(&ClientMessage::OfferRematch).await.expect("offer");
    assert_eq!(
        refusal(&mut b).await,
        ErrorCode::NoRematch,
        "refused as if the host were gone"
    );
    assert_eq!(drain(&mut a).await, Vec::<Update>::new(), "the host hears nothing");
    assert_eq!(a.table.rematch, None);
    // Nor can the one who blocked offer one.
    a.send(&ClientMessage::OfferRematch).await.expect("offer");
    assert_eq!(refusal(&mut a).await, ErrorCode::NoRematch);
    assert_eq!(drain(&mut b).await, Vec::<Update>::new());
    // Unblocked, the offer goes through.
    host.block(guest_id, false).await.expect("unblock");
    b.send(&ClientMessage::OfferRematch).await.expect("offer");
    until_update(&mut a, |u| (*u == Update::Changed).then_some(())).await;
    assert_eq!(a.table.rematch, Some(pallanguzhi_online::Rematch::Offered(Side::North)));
}
