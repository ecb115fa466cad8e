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

/// F23: a request target that is no URI (a raw `<`, a space-less `"`), refused by hyper
/// before any route, also gets the typed body (it was a bare 400 with no body).
#[tokio::test]
async fn a_target_that_is_no_uri_gets_the_typed_body_too() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let server = Server::start(&sqlite_db("bad-uri"), &[]);
    for target in [
        "/join/<script>alert(1)</script>",
        "/v1/leaderboard?x=\"y\"",
        "/a\u{7f}b",
    ] {
        let mut tcp = tokio::net::TcpStream::connect(server.addr()).await.expect("connect");
        let req = format!("GET {target} HTTP/1.1\r\nHost: x\r\n\r\n");
        tcp.write_all(req.as_bytes()).await.expect("send");
        let mut answer = String::new();
        tcp.read_to_string(&mut answer).await.expect("read");
        let (head, body) = answer.split_once("\r\n\r\n").expect("a head and a body");
        assert!(head.starts_with("HTTP/1.1 400"), "{target}: {answer}");
        assert!(head.contains("content-type: application/json"), "{target}: {head}");
        let body: ErrorBody = serde_json::from_str(body).unwrap_or_else(|e| panic!("{target}: {body}: {e}"));
        assert_eq!(body.error.code, ErrorCode::Malformed, "{target}");
    }
    // A good target on a fresh connection is served as before.
    let ok = reqwest::get(format!("{}/v1/leaderboard?limit=3", server.url))
        .await
        .expect("board");
    assert_eq!(ok.status().as_u16(), 200);
}
