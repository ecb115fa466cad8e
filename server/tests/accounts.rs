//! Accounts, tokens, rooms and their errors, ratings and statistics.

mod common;

use common::*;
use pallanguzhi_online::protocol::{ClientMessage, ErrorCode, SideChoice};
use pallanguzhi_online::Client;

#[tokio::test]
async fn names_tokens_and_rotation() {
    let server = Server::start(&sqlite_db("accounts"), &[]);
    let mut c = Client::new(&server.url);
    assert_eq!(code_of(c.create_account("").await), ErrorCode::InvalidName);
    assert_eq!(code_of(c.create_account("bell\u{7}").await), ErrorCode::InvalidName);
    let account = c.create_account("வள்ளி").await.expect("Tamil name");
    assert_eq!(account.name, "வள்ளி");
    assert_eq!(account.token.len(), 64);
    let old = c.clone();
    c.rotate_token().await.expect("rotate");
    assert_eq!(c.me().await.expect("me").account_id, account.account_id);
    assert_eq!(code_of(old.me().await), ErrorCode::Unauthorized);
    assert_eq!(code_of(Client::new(&server.url).me().await), ErrorCode::Unauthorized);
}

#[tokio::test]
async fn rooms_refuse_unknown_full_and_finished_and_rate_limit_codes() {
    let server = Server::start(&sqlite_db("rooms"), &["--join-per-minute", "4"]);
    let host = account(&server.url, "Valli").await;
    let guest = account(&server.url, "Kumar").await;
    let third = account(&server.url, "Ravi").await;
    assert_eq!(
        code_of(host.create_room("chess", SideChoice::South).await),
        ErrorCode::UnknownRules
    );
    let room = host.create_room("pasu-pondi", SideChoice::North).await.expect("room");
    assert_eq!(room.your_side, pallanguzhi_core::Side::North);
    assert_eq!(room.code.len(), 6);
    assert!(room.link.contains(&format!("/join/{}#", room.code)), "{}", room.link);
    let joined = guest.join(&room.link).await.expect("join by link");
    assert_eq!(joined.your_side, pallanguzhi_core::Side::South);
    assert_eq!(code_of(third.join(&room.code).await), ErrorCode::RoomFull);
    assert_eq!(code_of(third.join("QQQQQQ").await), ErrorCode::UnknownRoom);
    let mut conn = guest.connect(room.game_id, None).await.expect("ws");
    conn.send(&ClientMessage::Resign).await.expect("resign");
    until(&mut conn, |m| {
        matches!(m, pallanguzhi_online::protocol::ServerMessage::GameOver { .. })
    })
    .await;
    assert_eq!(code_of(third.join(&room.code).await), ErrorCode::RoomFinished);
    // Four attempts a minute for this account: the next ones are refused, whatever the code.
    let mut limited = false;
    for _ in 0..6 {
        if code_of(third.join("QQQQQQ").await) == ErrorCode::RateLimited {
            limited = true;
        }
    }
    assert!(limited);
    let random = host.create_room("kalah", SideChoice::Random).await.expect("room");
    assert!(matches!(
        random.your_side,
        pallanguzhi_core::Side::South | pallanguzhi_core::Side::North
    ));
}

#[tokio::test]
async fn a_finished_game_updates_ratings_and_stats_once() {
    let server = Server::start(&sqlite_db("ratings"), &[]);
    let (mut a, mut b) = table(&server.url, &server.url, "kalah").await;
    let (x, _) = play_both(&mut a, &mut b, 3).await;
    let outcome = x.result.expect("result").outcome;
    let (sa, sb) = (
        a.client.my_stats().await.expect("stats"),
        b.client.my_stats().await.expect("stats"),
    );
    let (ra, rb) = (&sa.per_rules[0], &sb.per_rules[0]);
    assert_eq!((ra.rules.as_str(), ra.games, rb.games), ("kalah", 1, 1));
    // Two fresh accounts (F7): the loser's rating falls, the win over a fresh account
    // counts at zero (the winner's rating and deviation stay as they were); a draw
    // moves neither.
    let fresh = (1500.0, 350.0);
    match outcome.winner() {
        Some(pallanguzhi_core::Side::South) => {
            assert_eq!((ra.wins, rb.losses, ra.streak, rb.streak), (1, 1, 1, -1));
            assert_eq!((ra.rating, ra.deviation), fresh);
            assert!(rb.rating < 1500.0 && rb.deviation < 350.0);
        }
        Some(pallanguzhi_core::Side::North) => {
            assert_eq!((rb.wins, ra.losses, rb.streak), (1, 1, 1));
            assert_eq!((rb.rating, rb.deviation), fresh);
            assert!(ra.rating < 1500.0 && ra.deviation < 350.0);
        }
        None => {
            assert_eq!((ra.draws, rb.draws), (1, 1));
            assert_eq!([(ra.rating, ra.deviation), (rb.rating, rb.deviation)], [fresh, fresh]);
        }
    }
    let zero = match outcome.winner() {
        Some(side) => side.name(),
        None => "both",
    };
    assert_eq!(rating_notes(&server, a.game_id).await, (None, Some(zero.to_string())));
    assert!(ra.provisional && rb.provisional);
    // Both are provisional after one game: off the leaderboard, but told their rank.
    let board = a.client.leaderboard("kalah", 10).await.expect("board");
    assert!(board.top.is_empty());
    let me = board.me.expect("my rank");
    assert_eq!(me.account_id, sa.account_id);
    // A resignation before two moves counts for nothing.
    let (c, mut d) = table(&server.url, &server.url, "pallanguzhi").await;
    d.send(&ClientMessage::Resign).await.expect("resign");
    while !d.table.is_over() {
        d.next().await.expect("next");
    }
    let stats = c.client.my_stats().await.expect("stats");
    assert!(stats.per_rules.is_empty());
}
