//! One account on every device (issue 37): link codes sign another device in once and
//! expire; wrong codes are limited; a signed-out device's token is refused and its
//! socket closes while the others' stay; a recovery code signs in and a new one
//! replaces it; deleting the account closes every device's sockets.

mod common;

use common::*;
use futures_util::StreamExt;
use pallanguzhi_online::protocol::{AccountToken, LinkCode, Platform, RecoveryCode, SideChoice};
use serde_json::{json, Value};
use sqlx::Connection;
use tokio_tungstenite::tungstenite::Message;

/// `method path` with `token` and a JSON `body`: the status and the body as JSON.
async fn call(server: &Server, method: &str, path: &str, token: Option<&str>, body: Option<Value>) -> (u16, Value) {
    let http = reqwest::Client::new();
    let mut req = http.request(method.parse().expect("method"), format!("{}{path}", server.url));
    if let Some(token) = token {
        req = req.bearer_auth(token);
    }
    if let Some(body) = body {
        req = req.json(&body);
    }
    let resp = req.send().await.expect("send");
    let status = resp.status().as_u16();
    let text = resp.text().await.expect("body");
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

fn error_code(body: &Value) -> &str {
    body["error"]["code"].as_str().unwrap_or("")
}

async fn link_code(server: &Server, token: &str) -> String {
    let (status, body) = call(server, "POST", "/v1/me/link-code", Some(token), None).await;
    assert_eq!(status, 200, "{body}");
    let code: LinkCode = serde_json::from_value(body).expect("LinkCode");
    assert_eq!(code.expires_in_s, 600);
    code.code
}

async fn sign_in(server: &Server, path: &str, code: &str, platform: &str) -> (u16, Value) {
    call(
        server,
        "POST",
        path,
        None,
        Some(json!({"code": code, "platform": platform})),
    )
    .await
}

#[tokio::test]
async fn a_link_code_signs_one_more_device_in_once() {
    let server = Server::start(&sqlite_db("link-once"), &[]);
    let valli = account(&server.url, "Valli").await;
    let first = valli.token().expect("token").to_string();
    let code = link_code(&server, &first).await;
    assert_eq!(code.len(), 11, "two groups of five: {code}");
    // Typed in lower case without the dash: the same code.
    let typed = code.replace('-', "").to_lowercase();
    let (status, body) = sign_in(&server, "/v1/accounts/link", &typed, "Android").await;
    assert_eq!(status, 200, "{body}");
    let second: AccountToken = serde_json::from_value(body).expect("AccountToken");
    let me = valli.me().await.expect("me");
    assert_eq!((second.account_id, &second.name), (me.account_id, &me.name));
    assert_ne!(second.token, first);
    // Used up.
    let (status, body) = sign_in(&server, "/v1/accounts/link", &code, "ios").await;
    assert_eq!((status, error_code(&body)), (401, "unauthorized"));
    // Both tokens work; the list names both, the asking one as current.
    assert_eq!(me_status(&server, &second.token).await, 200);
    assert_eq!(me_status(&server, &first).await, 200);
    let list = devices(&server, &second.token).await.devices;
    assert_eq!(list.len(), 2);
    assert_eq!(list.iter().filter(|d| d.current).count(), 1);
    let current = list.iter().find(|d| d.current).expect("current");
    assert_eq!(current.platform, Platform::Android);
    assert_eq!(
        list.iter().find(|d| !d.current).map(|d| d.platform),
        Some(Platform::Other)
    );
    // A new code replaces the previous one.
    let older = link_code(&server, &first).await;
    let newer = link_code(&server, &first).await;
    let (status, _) = sign_in(&server, "/v1/accounts/link", &older, "web").await;
    assert_eq!(status, 401, "replaced");
    let (status, _) = sign_in(&server, "/v1/accounts/link", &newer, "web").await;
    assert_eq!(status, 200);
    // A made-up platform is stored as "other", never as sent.
    let code = link_code(&server, &first).await;
    let (status, body) = sign_in(&server, "/v1/accounts/link", &code, "<b>x</b>").await;
    assert_eq!(status, 200);
    let token: AccountToken = serde_json::from_value(body).expect("token");
    let list = devices(&server, &token.token).await.devices;
    assert_eq!(
        list.iter().find(|d| d.current).map(|d| d.platform),
        Some(Platform::Other)
    );
}

#[tokio::test]
async fn a_link_code_expires() {
    let db = sqlite_db("link-expiry");
    let server = Server::start(&db, &[]);
    let valli = account(&server.url, "Valli").await;
    let code = link_code(&server, valli.token().expect("token")).await;
    // Ten minutes pass (the clock is the row's: moved back rather than waited for).
    let mut conn = sqlx::SqliteConnection::connect(&db).await.expect("open");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("time")
        .as_millis() as i64;
    sqlx::query("UPDATE link_codes SET expires_ms = $1")
        .bind(now - 1)
        .execute(&mut conn)
        .await
        .expect("age the code");
    let (status, body) = sign_in(&server, "/v1/accounts/link", &code, "ios").await;
    assert_eq!((status, error_code(&body)), (401, "unauthorized"));
    assert_eq!(devices(&server, valli.token().expect("token")).await.devices.len(), 1);
}

#[tokio::test]
async fn wrong_codes_and_too_many_codes_are_limited() {
    let server = Server::start(
        &sqlite_db("link-limits"),
        &["--failed-sign-ins-per-minute", "3", "--link-codes-per-minute", "2"],
    );
    let valli = account(&server.url, "Valli").await;
    let token = valli.token().expect("token").to_string();
    let code = link_code(&server, &token).await;
    let code = {
        let again = link_code(&server, &token).await;
        assert_ne!(code, again);
        again
    };
    let (status, body) = call(&server, "POST", "/v1/me/link-code", Some(&token), None).await;
    assert_eq!((status, error_code(&body)), (429, "rate_limited"), "per account");
    // Three wrong guesses (a malformed one counts too) empty the server's bucket...
    for guess in ["QQQQQ-QQQQQ", "QQQQQ-QQQQR", "not a code"] {
        let (status, _) = sign_in(&server, "/v1/accounts/link", guess, "web").await;
        assert_eq!(status, 401);
    }
    // ...and then even the right code, and the recovery route, wait.
    let (status, body) = sign_in(&server, "/v1/accounts/link", &code, "web").await;
    assert_eq!((status, error_code(&body)), (429, "rate_limited"));
    let (status, _) = sign_in(&server, "/v1/accounts/recover", &"Q".repeat(20), "web").await;
    assert_eq!(status, 429);
    assert_eq!(devices(&server, &token).await.devices.len(), 1, "nothing signed in");
}

#[tokio::test]
async fn sign_ins_are_limited_per_address() {
    let server = Server::start(&sqlite_db("link-address"), &["--sign-ins-per-address-per-minute", "2"]);
    let valli = account(&server.url, "Valli").await;
    let code = link_code(&server, valli.token().expect("token")).await;
    for _ in 0..2 {
        assert_eq!(sign_in(&server, "/v1/accounts/link", "QQQQQ-QQQQQ", "web").await.0, 401);
    }
    assert_eq!(sign_in(&server, "/v1/accounts/link", &code, "web").await.0, 429);
}

#[tokio::test]
async fn a_signed_out_device_is_refused_and_its_socket_closes_at_once() {
    let server = Server::start(&sqlite_db("revoke"), &[]);
    let valli = account(&server.url, "Valli").await;
    let first = valli.token().expect("token").to_string();
    let second = second_device(&server, &valli).await;
    let room = valli.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    let mut kept = raw_socket(&server.addr(), &first, room.game_id, None).await;
    let mut gone = raw_socket(&server.addr(), &second, room.game_id, None).await;
    // Both sockets are in: each has its first state.
    for ws in [&mut kept, &mut gone] {
        let first_frame = ws.next().await.expect("frame").expect("ok");
        assert!(matches!(first_frame, Message::Text(_)), "{first_frame:?}");
    }
    let list = devices(&server, &first).await.devices;
    let other = list.iter().find(|d| !d.current).expect("the second device").id;
    let (status, _) = call(
        &server,
        "DELETE",
        &format!("/v1/me/devices/{other}"),
        Some(&first),
        None,
    )
    .await;
    assert_eq!(status, 204);
    assert_eq!(close_code(&mut gone).await, Some(1008));
    assert_eq!(me_status(&server, &second).await, 401);
    let (status, _) = call(&server, "POST", "/v1/accounts/rotate", Some(&second), None).await;
    assert_eq!(status, 401, "a signed-out token cannot rotate itself back in");
    // The first device stays signed in, its socket open: a guest joining reaches it.
    assert_eq!(me_status(&server, &first).await, 200);
    let guest = account(&server.url, "Kumar").await;
    guest.join(&room.code).await.expect("join");
    let frame = kept.next().await.expect("a frame").expect("ok");
    assert!(matches!(frame, Message::Text(_)), "{frame:?}");
    // Signing out a device of another account, or one already gone: not found.
    let (status, body) = call(
        &server,
        "DELETE",
        &format!("/v1/me/devices/{other}"),
        Some(&first),
        None,
    )
    .await;
    assert_eq!((status, error_code(&body)), (404, "not_found"));
    let guest_device = devices(&server, guest.token().expect("token")).await.devices[0].id;
    let (status, _) = call(
        &server,
        "DELETE",
        &format!("/v1/me/devices/{guest_device}"),
        Some(&first),
        None,
    )
    .await;
    assert_eq!(status, 404);
    assert_eq!(me_status(&server, guest.token().expect("token")).await, 200);
}

#[tokio::test]
async fn rotating_one_devices_token_leaves_the_others() {
    let server = Server::start(&sqlite_db("rotate-device"), &[]);
    let mut valli = account(&server.url, "Valli").await;
    let first = valli.token().expect("token").to_string();
    let second = second_device(&server, &valli).await;
    let rotated = valli.rotate_token().await.expect("rotate").token;
    assert_eq!(me_status(&server, &first).await, 401);
    assert_eq!(me_status(&server, &rotated).await, 200);
    assert_eq!(me_status(&server, &second).await, 200);
}

#[tokio::test]
async fn a_recovery_code_signs_in_and_a_new_one_replaces_it() {
    let server = Server::start(&sqlite_db("recovery"), &[]);
    let valli = account(&server.url, "Valli").await;
    let token = valli.token().expect("token").to_string();
    let new_code = || async {
        let (status, body) = call(&server, "POST", "/v1/me/recovery", Some(&token), None).await;
        assert_eq!(status, 200, "{body}");
        serde_json::from_value::<RecoveryCode>(body).expect("RecoveryCode").code
    };
    let old = new_code().await;
    assert_eq!(old.len(), 23, "four groups of five: {old}");
    let (status, body) = sign_in(&server, "/v1/accounts/recover", &old, "ios").await;
    assert_eq!(status, 200, "{body}");
    let recovered: AccountToken = serde_json::from_value(body).expect("token");
    assert_eq!(recovered.account_id, valli.me().await.expect("me").account_id);
    assert_eq!(me_status(&server, &recovered.token).await, 200);
    let new = new_code().await;
    assert_ne!(old, new);
    let (status, body) = sign_in(&server, "/v1/accounts/recover", &old, "ios").await;
    assert_eq!((status, error_code(&body)), (401, "unauthorized"), "replaced");
    assert_eq!(sign_in(&server, "/v1/accounts/recover", &new, "web").await.0, 200);
    // A link code is not a recovery code, nor the other way round.
    let link = link_code(&server, &token).await;
    assert_eq!(sign_in(&server, "/v1/accounts/recover", &link, "web").await.0, 401);
    assert_eq!(sign_in(&server, "/v1/accounts/link", &new, "web").await.0, 401);
    assert_eq!(devices(&server, &token).await.devices.len(), 3);
}

#[tokio::test]
async fn deleting_the_account_closes_every_devices_sockets_and_codes() {
    let server = Server::start(&sqlite_db("delete-devices"), &[]);
    let mut valli = account(&server.url, "Valli").await;
    let first = valli.token().expect("token").to_string();
    let second = second_device(&server, &valli).await;
    let (_, body) = call(&server, "POST", "/v1/me/recovery", Some(&first), None).await;
    let recovery = body["code"].as_str().expect("code").to_string();
    let link = link_code(&server, &first).await;
    let room = valli.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    let mut a = raw_socket(&server.addr(), &first, room.game_id, None).await;
    let mut b = raw_socket(&server.addr(), &second, room.game_id, None).await;
    for ws in [&mut a, &mut b] {
        ws.next().await.expect("frame").expect("state");
    }
    valli.delete_account().await.expect("delete");
    assert_eq!(close_code(&mut a).await, Some(1008));
    assert_eq!(close_code(&mut b).await, Some(1008));
    assert_eq!(me_status(&server, &first).await, 401);
    assert_eq!(me_status(&server, &second).await, 401);
    assert_eq!(sign_in(&server, "/v1/accounts/recover", &recovery, "web").await.0, 401);
    assert_eq!(sign_in(&server, "/v1/accounts/link", &link, "web").await.0, 401);
}

#[tokio::test]
async fn past_the_device_cap_the_device_seen_longest_ago_is_signed_out() {
    let db = sqlite_db("device-cap");
    let server = Server::start(&db, &["--devices-per-account", "2"]);
    let valli = account(&server.url, "Valli").await;
    let first = valli.token().expect("token").to_string();
    let second = second_device(&server, &valli).await;
    let code = link_code(&server, &first).await;
    // The first device was last seen long ago (set in the row rather than waited for;
    // after its last request, which would have refreshed it).
    let mut conn = sqlx::SqliteConnection::connect(&db).await.expect("open");
    sqlx::query("UPDATE devices SET last_seen_ms = 0 WHERE platform = 'other'")
        .execute(&mut conn)
        .await
        .expect("age");
    let (status, body) = sign_in(&server, "/v1/accounts/link", &code, "web").await;
    assert_eq!(status, 200, "{body}");
    let third = body["token"].as_str().expect("token").to_string();
    assert_eq!(me_status(&server, &first).await, 401, "the one seen longest ago went");
    assert_eq!(me_status(&server, &second).await, 200);
    assert_eq!(devices(&server, &third).await.devices.len(), 2);
}

/// A database from before devices (migrations 1 to 11): its accounts' tokens go on
/// working, each as the account's one device.
#[tokio::test]
async fn tokens_from_before_devices_become_one_device_each() {
    use sqlx::migrate::{Migration, MigrationType, Migrator};
    use std::borrow::Cow;
    let db = sqlite_db("migrate-devices");
    let files = [
        (1, "init", include_str!("../migrations/0001_init.sql")),
        (2, "bounds", include_str!("../migrations/0002_bounds.sql")),
        (3, "fair", include_str!("../migrations/0003_fair.sql")),
        (4, "clock", include_str!("../migrations/0004_clock.sql")),
        (5, "deleted", include_str!("../migrations/0005_deleted.sql")),
        (11, "link_key", include_str!("../migrations/0011_link_key.sql")),
    ];
    let migrations = files
        .iter()
        .map(|(v, name, sql)| {
            Migration::new(
                *v,
                Cow::Borrowed(*name),
                MigrationType::Simple,
                Cow::Borrowed(*sql),
                false,
            )
        })
        .collect();
    let old = Migrator {
        migrations: Cow::Owned(migrations),
        ignore_missing: false,
        locking: true,
        no_tx: false,
    };
    let mut conn = sqlx::SqliteConnection::connect(&format!("{db}?mode=rwc"))
        .await
        .expect("open");
    old.run(&mut conn).await.expect("the old schema");
    // An old account: its token's SHA-256 in `accounts.token_hash`.
    let token = "ab".repeat(32);
    let hash: String = {
        use sha2::Digest;
        sha2::Sha256::digest(token.as_bytes())
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    };
    sqlx::query(
        "INSERT INTO accounts (id, name, token_hash, created_ms, name_key) VALUES (7, 'Valli', $1, 5, 'valli')",
    )
    .bind(&hash)
    .execute(&mut conn)
    .await
    .expect("old account");
    conn.close().await.expect("close");
    let server = Server::start(&db, &[]);
    assert_eq!(me_status(&server, &token).await, 200);
    let list = devices(&server, &token).await.devices;
    assert_eq!(list.len(), 1);
    assert!(list[0].current && list[0].platform == Platform::Other && list[0].created_ms == 5);
    let mut conn = sqlx::SqliteConnection::connect(&db).await.expect("open");
    let kept: String = sqlx::query_scalar("SELECT token_hash FROM accounts WHERE id = 7")
        .fetch_one(&mut conn)
        .await
        .expect("row");
    assert_ne!(kept, hash, "the hash is kept in one place only");
}

/// A device not seen for an hour (its row aged rather than waited for) is marked seen
/// again by its next request, off that request's path.
#[tokio::test]
async fn a_device_seen_again_after_an_hour_is_marked_seen() {
    let db = sqlite_db("last-seen");
    let server = Server::start(&db, &[]);
    let valli = account(&server.url, "Valli").await;
    let token = valli.token().expect("token").to_string();
    let mut conn = sqlx::SqliteConnection::connect(&db).await.expect("open");
    sqlx::query("UPDATE devices SET last_seen_ms = 7")
        .execute(&mut conn)
        .await
        .expect("age");
    assert_eq!(me_status(&server, &token).await, 200);
    for _ in 0..600 {
        if devices(&server, &token).await.devices[0].last_seen_ms > 7 {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the device was never marked seen");
}
