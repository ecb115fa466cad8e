//! A share link carries the room's secret (`…/join/CODE#KEY`): a friend with the link
//! gets in even while strangers' guessing has emptied the server's budget of unknown
//! codes; a typed code, or a wrong secret, keeps every limit.

mod common;

use common::*;
use pallanguzhi_online::protocol::{code_from_link, key_from_link, ErrorCode, SideChoice};

#[tokio::test]
async fn a_guessing_flood_never_refuses_a_friend_with_the_link() {
    let server = Server::start(&sqlite_db("links"), &["--failed-joins-per-minute", "3"]);
    let host = account(&server.url, "Valli").await;
    let friend = account(&server.url, "Kumar").await;
    let stranger = account(&server.url, "Ravi").await;
    let room = host.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    assert_eq!(code_from_link(&room.link).as_deref(), Some(room.code.as_str()));
    let key = key_from_link(&room.link).expect("the host's link carries a secret");

    // The stranger guesses until the whole server's budget is spent.
    for guess in ["QQQQQQ", "QQQQQR", "QQQQQT"] {
        assert_eq!(code_of(stranger.join(guess).await), ErrorCode::UnknownRoom);
    }
    assert_eq!(code_of(stranger.join("QQQQQW").await), ErrorCode::RateLimited);
    // Now a typed code is refused, a real one too, and so is a made-up secret.
    assert_eq!(code_of(friend.join(&room.code).await), ErrorCode::RateLimited);
    let forged = format!("{}/join/{}#{}", server.url, room.code, "0".repeat(32));
    assert_eq!(code_of(stranger.join(&forged).await), ErrorCode::RateLimited);
    assert_ne!(key, "0".repeat(32));

    // The link itself gets the friend in.
    let joined = friend.join(&room.link).await.expect("join by the link");
    assert_eq!(joined.game_id, room.game_id);
    assert!(
        key_from_link(&joined.link).is_none(),
        "only the host is handed the secret"
    );
}
