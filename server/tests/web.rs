//! The browser client: served at `/`, `/join/CODE`, `/watch/ID` and as files from `--web-root`
//! (gzip twins when accepted), never outside it; and a browser's WebSocket, which
//! cannot set `Authorization`, authenticates with the token of its hello.

mod common;

use common::{account, send_json, sqlite_db, Server};
use futures_util::StreamExt;
use pallanguzhi_online::protocol::{ClientMessage, ErrorCode, ServerMessage, SideChoice, PROTOCOL_VERSION};
use tokio_tungstenite::tungstenite::Message;

const INDEX: &str = "<!doctype html><title>Pallanguzhi</title>";

fn web_root(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("pallanguzhi-web-root-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("web root");
    dir
}

async fn get(url: &str, gzip: bool) -> (u16, String, Option<String>, Vec<u8>) {
    let client = reqwest::Client::new();
    let mut req = client.get(url);
    if gzip {
        req = req.header("accept-encoding", "gzip, deflate");
    }
    let resp = req.send().await.expect("request");
    let header = |name: &str| resp.headers().get(name).map(|v| v.to_str().unwrap_or("").to_string());
    let (kind, encoding) = (header("content-type").unwrap_or_default(), header("content-encoding"));
    (
        resp.status().as_u16(),
        kind,
        encoding,
        resp.bytes().await.expect("body").to_vec(),
    )
}

#[tokio::test]
async fn the_client_is_served_at_the_root_the_share_link_and_as_files() {
    let root = web_root("served");
    std::fs::write(root.join("index.html"), INDEX).unwrap();
    std::fs::write(root.join("app.js"), "console.log(1)").unwrap();
    std::fs::write(root.join("app.js.gz"), b"\x1f\x8bnot really gzip").unwrap();
    std::fs::write(root.join("core.wasm"), b"\0asm").unwrap();
    let server = Server::start(&sqlite_db("web-served"), &["--web-root", root.to_str().unwrap()]);

    for path in ["/", "/join/ABCD23", "/join/anything", "/watch/42"] {
        let (status, kind, _, body) = get(&format!("{}{path}", server.url), false).await;
        assert_eq!(
            (status, kind.as_str(), body.as_slice()),
            (200, "text/html; charset=utf-8", INDEX.as_bytes()),
            "{path}"
        );
    }
    let (status, kind, encoding, body) = get(&format!("{}/app.js", server.url), false).await;
    assert_eq!(
        (status, kind.as_str(), encoding, body.as_slice()),
        (200, "text/javascript; charset=utf-8", None, &b"console.log(1)"[..])
    );
    let (_, _, encoding, body) = get(&format!("{}/app.js", server.url), true).await;
    assert_eq!(
        (encoding.as_deref(), body.as_slice()),
        (Some("gzip"), &b"\x1f\x8bnot really gzip"[..])
    );
    let (status, kind, _, _) = get(&format!("{}/core.wasm", server.url), true).await;
    assert_eq!((status, kind.as_str()), (200, "application/wasm"));
    // Missing files and paths out of the root are the API's typed `not_found`.
    for path in ["/missing.js", "/%2e%2e/Cargo.toml", "/v1/nothing"] {
        let (status, kind, _, body) = get(&format!("{}{path}", server.url), false).await;
        assert_eq!((status, kind.as_str()), (404, "application/json"), "{path}");
        assert!(String::from_utf8_lossy(&body).contains("not_found"), "{path}");
    }
    // The API is unchanged.
    assert_eq!(get(&format!("{}/health", server.url), false).await.0, 200);
}

#[tokio::test]
async fn without_a_client_the_share_link_is_a_line_of_text() {
    let root = web_root("empty");
    let server = Server::start(&sqlite_db("web-empty"), &["--web-root", root.to_str().unwrap()]);
    let (status, kind, _, body) = get(&format!("{}/join/ABCD23", server.url), false).await;
    assert_eq!(status, 200);
    assert!(kind.starts_with("text/plain"), "{kind}");
    assert!(String::from_utf8_lossy(&body).contains("Pallanguzhi"));
    let (status, kind, _, body) = get(&format!("{}/watch/42", server.url), false).await;
    assert_eq!(status, 200);
    assert!(kind.starts_with("text/plain"), "{kind}");
    assert!(String::from_utf8_lossy(&body).contains("game 42"));
    assert_eq!(get(&format!("{}/", server.url), false).await.0, 404);
}

/// A WebSocket upgrade with no header at all, as a browser makes it.
async fn browser_socket(addr: &str, game_id: i64) -> common::Ws {
    let stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let (ws, _) = tokio_tungstenite::client_async(format!("ws://{addr}/v1/games/{game_id}/ws"), stream)
        .await
        .expect("upgrade without a header");
    ws
}

async fn next_message(ws: &mut common::Ws) -> Option<ServerMessage> {
    loop {
        match ws.next().await? {
            Ok(Message::Text(text)) => return Some(serde_json::from_str(&text).expect("a server message")),
            Ok(Message::Close(_)) | Err(_) => return None,
            Ok(_) => {}
        }
    }
}

#[tokio::test]
async fn a_browser_authenticates_with_the_token_in_its_hello_and_the_header_still_works() {
    let server = Server::start(&sqlite_db("web-hello-token"), &[]);
    let host = account(&server.url, "Valli").await;
    let room = host.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    let token = host.token().expect("token").to_string();

    // The token in the hello: the game's state follows.
    let mut ws = browser_socket(&server.addr(), room.game_id).await;
    let hello = |token: Option<String>| ClientMessage::Hello {
        version: PROTOCOL_VERSION,
        have: None,
        token,
    };
    send_json(&mut ws, &hello(Some(token.clone()))).await;
    match next_message(&mut ws).await {
        Some(ServerMessage::State(state)) => assert_eq!(state.game_id, room.game_id),
        other => panic!("expected the state, got {other:?}"),
    }

    // No token, or a wrong one: `unauthorized`, then the socket closes.
    for bad in [None, Some("not-a-token".to_string())] {
        let mut ws = browser_socket(&server.addr(), room.game_id).await;
        send_json(&mut ws, &hello(bad.clone())).await;
        match next_message(&mut ws).await {
            Some(ServerMessage::Error(e)) => assert_eq!(e.code, ErrorCode::Unauthorized, "{bad:?}"),
            other => panic!("expected unauthorized for {bad:?}, got {other:?}"),
        }
        assert!(next_message(&mut ws).await.is_none(), "closed after the refusal");
    }

    // A native client's header is checked before the upgrade, as before.
    let mut ws = common::raw_socket(&server.addr(), &token, room.game_id, None).await;
    assert!(matches!(next_message(&mut ws).await, Some(ServerMessage::State(_))));
    let refused = reqwest::Client::new()
        .get(format!("{}/v1/games/{}/ws", server.url, room.game_id))
        .header("authorization", "Bearer wrong")
        .header("connection", "upgrade")
        .header("upgrade", "websocket")
        .header("sec-websocket-version", "13")
        .header("sec-websocket-key", "dGhlIHNhbXBsZSBub25jZQ==")
        .send()
        .await
        .expect("request");
    assert_eq!(refused.status().as_u16(), 401);
}

#[tokio::test]
async fn files_hide_dotfiles_and_symlinks_out_and_speak_http_properly() {
    let root = web_root("http");
    std::fs::write(root.join("index.html"), INDEX).unwrap();
    std::fs::write(root.join(".secret"), "token").unwrap();
    std::fs::write(root.join("app.js"), "console.log(1)").unwrap();
    std::fs::write(root.join("app.js.gz"), b"\x1f\x8bnot really gzip").unwrap();
    std::fs::create_dir_all(root.join("sounds")).unwrap();
    std::fs::write(root.join("sounds/sow.wav"), b"RIFF0000WAVE").unwrap();
    let outside = web_root("http-outside");
    std::fs::write(outside.join("passwd"), "root:x:0:0").unwrap();
    std::os::unix::fs::symlink(&outside, root.join("etc")).unwrap();
    std::os::unix::fs::symlink(outside.join("passwd"), root.join("passwd.txt")).unwrap();
    let server = Server::start(&sqlite_db("web-http"), &["--web-root", root.to_str().unwrap()]);
    let http = reqwest::Client::new();
    let url = |path: &str| format!("{}{path}", server.url);

    for path in ["/.secret", "/etc/passwd", "//etc/passwd", "/passwd.txt", "/%2esecret"] {
        let (status, kind, _, body) = get(&url(path), false).await;
        assert_eq!((status, kind.as_str()), (404, "application/json"), "{path}");
        assert!(!String::from_utf8_lossy(&body).contains("root:"), "{path}");
    }
    let (status, kind, _, _) = get(&url("/sounds/sow.wav"), false).await;
    assert_eq!((status, kind.as_str()), (200, "audio/wav"));

    let head = http.head(url("/app.js")).send().await.expect("head");
    assert_eq!(head.status().as_u16(), 200);
    let modified = head.headers().get("last-modified").expect("a validator").clone();
    let again = http.get(url("/app.js")).header("if-modified-since", modified);
    assert_eq!(again.send().await.expect("conditional").status().as_u16(), 304);
    let part = http
        .get(url("/app.js"))
        .header("range", "bytes=0-6")
        .send()
        .await
        .expect("range");
    assert_eq!(part.status().as_u16(), 206);
    assert_eq!(part.bytes().await.expect("body").as_ref(), b"console");
    let refused = http
        .get(url("/app.js"))
        .header("accept-encoding", "gzip;q=0")
        .send()
        .await;
    assert!(refused.expect("q=0").headers().get("content-encoding").is_none());

    // The security headers, on the page and on the API alike.
    for path in ["/", "/join/ABCD23", "/app.js", "/v1/leaderboard", "/v1/nothing"] {
        let resp = http.get(url(path)).send().await.expect("request");
        let h = resp.headers();
        let csp = h.get("content-security-policy").expect("csp").to_str().unwrap();
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        assert_eq!(h.get("x-content-type-options").expect("nosniff"), "nosniff", "{path}");
        assert_eq!(h.get("referrer-policy").expect("referrer"), "no-referrer", "{path}");
        assert!(h.get("strict-transport-security").is_none(), "plain http: no HSTS");
    }
}
