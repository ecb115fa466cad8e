//! Reports and blocks (issue 37): a report is stored once for the operator, checked and
//! limited; a blocked player cannot join your rooms, nor you theirs, until unblocked;
//! `admin reports` lists what was reported.

mod common;

use common::*;
use pallanguzhi_online::protocol::{Blocks, ErrorCode, SideChoice};
use pallanguzhi_online::{Client, ClientError};
use serde_json::{json, Value};
use std::process::Command;

async fn call(server: &Server, method: &str, path: &str, token: &str, body: Option<Value>) -> (u16, Value) {
    let mut req = reqwest::Client::new()
        .request(method.parse().expect("method"), format!("{}{path}", server.url))
        .bearer_auth(token);
    if let Some(body) = body {
        req = req.json(&body);
    }
    let resp = req.send().await.expect("send");
    let status = resp.status().as_u16();
    let text = resp.text().await.expect("text");
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

fn token(client: &Client) -> String {
    client.token().expect("token").to_string()
}

async fn id(client: &Client) -> i64 {
    client.me().await.expect("me").account_id
}

fn admin_reports(database: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_pallanguzhi-server"))
        .args(["admin", "reports", "--database", database])
        .output()
        .expect("admin");
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[tokio::test]
async fn a_report_is_stored_once_checked_and_limited() {
    let db = sqlite_db("reports");
    let server = Server::start(&db, &["--reports-per-minute", "5"]);
    let valli = account(&server.url, "Valli").await;
    let kumar = account(&server.url, "Kumar").await;
    let (v, k) = (token(&valli), id(&kumar).await);
    let room = kumar.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    let report = |body: Value| call(&server, "POST", "/v1/reports", &v, Some(body));
    let (status, body) = report(json!({"account_id": k, "game_id": room.game_id, "reason": "name"})).await;
    assert_eq!(status, 204, "{body}");
    // The same again: stored once.
    assert_eq!(report(json!({"account_id": k, "reason": "name"})).await.0, 204);
    // Yourself, nobody, a game the player did not sit in, an unknown reason: refused.
    let (status, body) = report(json!({"account_id": id(&valli).await, "reason": "other"})).await;
    assert_eq!((status, body["error"]["code"].as_str()), (400, Some("malformed")));
    let (status, body) = report(json!({"account_id": 12345, "reason": "other"})).await;
    assert_eq!((status, body["error"]["code"].as_str()), (404, Some("not_found")));
    assert_eq!(
        report(json!({"account_id": k, "game_id": 999, "reason": "cheating"}))
            .await
            .0,
        404
    );
    // (over the limit of 5 a minute now)
    let (status, body) = report(json!({"account_id": k, "reason": "behaviour"})).await;
    assert_eq!((status, body["error"]["code"].as_str()), (429, Some("rate_limited")));
    let (status, _) = call(
        &server,
        "POST",
        "/v1/reports",
        &token(&kumar),
        Some(json!({"account_id": k, "reason": "rude"})),
    )
    .await;
    assert_eq!(status, 400, "not a reason");
    let listed = admin_reports(&db);
    assert!(listed.starts_with("1 reports\n"), "{listed}");
    assert!(
        listed.contains(&format!(
            "reported account {k} (\"Kumar\") for name game {}",
            room.game_id
        )),
        "{listed}"
    );
}

/// Reports are limited per address too, whatever the accounts: three accounts on one
/// address share its reports, and the one past the limit is refused and stores nothing.
#[tokio::test]
async fn reports_are_limited_per_address_across_accounts() {
    let db = sqlite_db("reports-address");
    let server = Server::start(
        &db,
        &["--reports-per-minute", "100", "--reports-per-address-per-minute", "3"],
    );
    let valli = account(&server.url, "Valli").await;
    let anbu = account(&server.url, "Anbu").await;
    let kumar = account(&server.url, "Kumar").await;
    let (v, a, k) = (token(&valli), token(&anbu), id(&kumar).await);
    let server = &server;
    let report = |token: String, reason: &'static str| async move {
        let body = json!({"account_id": k, "reason": reason});
        call(server, "POST", "/v1/reports", &token, Some(body)).await
    };
    assert_eq!(report(v.clone(), "name").await.0, 204);
    assert_eq!(report(v.clone(), "cheating").await.0, 204);
    assert_eq!(report(a.clone(), "name").await.0, 204);
    // Anbu's own limit is far, the address's is reached.
    let (status, body) = report(a.clone(), "behaviour").await;
    assert_eq!((status, body["error"]["code"].as_str()), (429, Some("rate_limited")));
    let listed = admin_reports(&db);
    assert!(listed.starts_with("3 reports\n"), "{listed}");
    assert!(!listed.contains("behaviour"), "the refused report was stored: {listed}");
}

#[tokio::test]
async fn a_blocked_player_cannot_join_either_way_until_unblocked() {
    let server = Server::start(&sqlite_db("blocks"), &[]);
    let valli = account(&server.url, "Valli").await;
    let kumar = account(&server.url, "Kumar").await;
    let ravi = account(&server.url, "Ravi").await;
    let k = id(&kumar).await;
    let (status, _) = call(&server, "POST", &format!("/v1/me/blocks/{k}"), &token(&valli), None).await;
    assert_eq!(status, 204);
    assert_eq!(
        call(&server, "POST", &format!("/v1/me/blocks/{k}"), &token(&valli), None)
            .await
            .0,
        204,
        "again"
    );
    let (_, list) = call(&server, "GET", "/v1/me/blocks", &token(&valli), None).await;
    let list: Blocks = serde_json::from_value(list).expect("Blocks");
    assert_eq!(list.blocked.len(), 1);
    assert_eq!(
        (list.blocked[0].account_id, list.blocked[0].name.as_str()),
        (k, "Kumar")
    );
    let refused = |r: Result<_, ClientError>| match r {
        Err(ClientError::Server(e)) => e.code,
        Ok(_) => panic!("joined"),
        Err(e) => panic!("{e}"),
    };
    // Valli's room: Kumar cannot join, Ravi can.
    let room = valli.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    assert_eq!(refused(kumar.join(&room.link).await), ErrorCode::UnknownRoom);
    // Kumar's room: Valli, who blocked him, cannot join either.
    let his = kumar.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    assert_eq!(refused(valli.join(&his.code).await), ErrorCode::UnknownRoom);
    ravi.join(&room.code).await.expect("another player joins");
    // Unblocked: Valli joins Kumar's room.
    assert_eq!(
        call(&server, "DELETE", &format!("/v1/me/blocks/{k}"), &token(&valli), None)
            .await
            .0,
        204
    );
    assert_eq!(
        call(&server, "DELETE", &format!("/v1/me/blocks/{k}"), &token(&valli), None)
            .await
            .0,
        204,
        "again"
    );
    valli.join(&his.code).await.expect("joins once unblocked");
    // Blocking yourself or nobody.
    let me = id(&valli).await;
    assert_eq!(
        call(&server, "POST", &format!("/v1/me/blocks/{me}"), &token(&valli), None)
            .await
            .0,
        400
    );
    assert_eq!(
        call(&server, "POST", "/v1/me/blocks/777", &token(&valli), None).await.0,
        404
    );
}

#[tokio::test]
async fn blocks_are_capped_per_account() {
    let server = Server::start(&sqlite_db("blocks-cap"), &["--blocks-per-account", "1"]);
    let valli = account(&server.url, "Valli").await;
    let kumar = account(&server.url, "Kumar").await;
    let ravi = account(&server.url, "Ravi").await;
    let t = token(&valli);
    let block = |who: i64| {
        let path = format!("/v1/me/blocks/{who}");
        let (server, t) = (&server, &t);
        async move { call(server, "POST", &path, t, None).await }
    };
    let (k, r) = (id(&kumar).await, id(&ravi).await);
    assert_eq!(block(k).await.0, 204);
    assert_eq!(block(k).await.0, 204, "the same block again is not a new one");
    let (status, body) = block(r).await;
    assert_eq!((status, body["error"]["code"].as_str()), (429, Some("rate_limited")));
}
