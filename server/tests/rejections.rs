//! Every refused HTTP request gets the protocol's typed JSON error body, never
//! axum's plain text: bad paths, queries, bodies, routes and methods.

mod common;

use common::*;
use pallanguzhi_online::protocol::{ErrorBody, ErrorCode};

/// Send one request; its status and the error code of its JSON body.
async fn refused(req: reqwest::RequestBuilder) -> (u16, ErrorCode) {
    let resp = req.send().await.expect("request");
    let status = resp.status().as_u16();
    let json = resp
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap_or("").to_string());
    let text = resp.text().await.expect("body");
    assert_eq!(json.as_deref(), Some("application/json"), "{status}: {text}");
    let body: ErrorBody = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{status}: {text}: {e}"));
    (status, body.error.code)
}

#[tokio::test]
async fn every_rejection_is_a_typed_json_error() {
    let server = Server::start(&sqlite_db("rejections"), &[]);
    let me = account(&server.url, "Valli").await;
    let token = me.token().expect("token").to_string();
    let http = reqwest::Client::new();
    let url = |path: &str| format!("{}{path}", server.url);

    let ws = http.get(url("/v1/games/abc/ws")).bearer_auth(&token);
    assert_eq!(refused(ws).await, (400, ErrorCode::Malformed), "non-numeric game id");
    let plain = http.get(url("/v1/games/12/ws")).bearer_auth(&token);
    assert_eq!(refused(plain).await.1, ErrorCode::Malformed, "not an upgrade");
    for limit in ["abc", "-3", "99999999999"] {
        let board = http.get(url(&format!("/v1/leaderboard?limit={limit}")));
        assert_eq!(refused(board).await, (400, ErrorCode::Malformed), "limit {limit}");
    }
    let big = http.post(url("/v1/rooms")).bearer_auth(&token).body(vec![b' '; 10_000]);
    assert_eq!(refused(big).await.1, ErrorCode::TooLarge);
    assert_eq!(refused(http.get(url("/v1/nothing"))).await, (404, ErrorCode::NotFound));
    assert_eq!(refused(http.delete(url("/v1/rooms"))).await.0, 405);

    // A page of another site cannot sign its visitors up, and a form-like body is refused.
    let signup = |origin: &str, kind: &str| {
        http.post(url("/v1/accounts"))
            .header("origin", origin)
            .header("content-type", kind)
            .body(r#"{"name":"Cross"}"#)
    };
    let evil = signup("http://evil.example", "text/plain");
    assert_eq!(refused(evil).await, (400, ErrorCode::Malformed), "another origin");
    let evil = signup("http://evil.example", "application/json");
    assert_eq!(refused(evil).await, (400, ErrorCode::Malformed), "another origin, json");
    let own = server.url.clone();
    assert_eq!(
        refused(signup(&own, "text/plain")).await,
        (400, ErrorCode::Malformed),
        "text/plain"
    );
    let ok = signup(&own, "application/json; charset=utf-8")
        .send()
        .await
        .expect("sign up");
    assert_eq!(ok.status().as_u16(), 200, "the server's own page");

    // What is accepted still is: the leaderboard with a good limit.
    let ok = http.get(url("/v1/leaderboard?limit=5")).send().await.expect("board");
    assert_eq!(ok.status().as_u16(), 200);
}
