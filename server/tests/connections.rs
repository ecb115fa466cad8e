//! Connections an attacker holds: half-sent headers and idle keep-alives are
//! closed by the timeouts, connections per address and WebSockets per account
//! are capped, a rotated token's sockets close, and the limits count the client
//! behind a trusted proxy, never the proxy, and never a forged header.

mod common;

use common::*;
use pallanguzhi_online::protocol::{ErrorCode, SideChoice, CODE_ALPHABET};
use pallanguzhi_online::ClientError;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Generous: only a server that never closes fails (a loaded machine only delays).
const PATIENCE: Duration = Duration::from_secs(60);

/// Read until the server closes the socket (EOF or reset); false if it never does.
async fn closed_by_server(sock: &mut TcpStream) -> bool {
    let mut buf = [0u8; 4096];
    let read_all = async {
        loop {
            match sock.read(&mut buf).await {
                Ok(0) | Err(_) => return,
                Ok(_) => continue, // a response (a keep-alive's), then the close
            }
        }
    };
    tokio::time::timeout(PATIENCE, read_all).await.is_ok()
}

#[tokio::test]
async fn half_sent_headers_and_idle_connections_are_closed() {
    let server = Server::start(
        &sqlite_db("timeouts"),
        &["--header-timeout-ms", "300", "--idle-timeout-ms", "600"],
    );
    let mut socks = Vec::new();
    for i in 0..30 {
        let mut s = TcpStream::connect(server.addr()).await.expect("connect");
        match i % 3 {
            0 => {} // says nothing
            1 => s.write_all(b"GET /health HTTP/1.1\r\nHost: x\r\n").await.expect("half"),
            _ => s
                .write_all(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
                .await
                .expect("whole"),
        }
        socks.push(s);
    }
    for (i, s) in socks.iter_mut().enumerate() {
        assert!(closed_by_server(s).await, "socket {i} still open");
    }
}

fn code_of(e: ClientError) -> ErrorCode {
    match e {
        ClientError::Server(w) => w.code,
        other => panic!("not a server refusal: {other}"),
    }
}

#[tokio::test]
async fn connections_per_address_are_capped() {
    let server = Server::start(&sqlite_db("per-address"), &["--connections-per-address", "4"]);
    let mut held = Vec::new();
    for _ in 0..4 {
        held.push(TcpStream::connect(server.addr()).await.expect("connect"));
    }
    let mut fifth = TcpStream::connect(server.addr()).await.expect("connect");
    let _ = fifth.write_all(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n").await;
    let mut buf = Vec::new();
    let _ = tokio::time::timeout(PATIENCE, fifth.read_to_end(&mut buf)).await;
    assert!(buf.is_empty(), "the fifth connection was served");
    held.pop();
    // A place is free again (once the server has seen the close).
    let mut served = false;
    for _ in 0..100 {
        if reqwest::get(format!("{}/health", server.url))
            .await
            .is_ok_and(|r| r.status() == 200)
        {
            served = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(served, "a freed place is not given again");
}

#[tokio::test]
async fn websockets_per_account_are_capped_and_a_rotated_token_closes_them() {
    let server = Server::start(&sqlite_db("sockets"), &["--sockets-per-account", "2"]);
    let mut host = account(&server.url, "Host").await;
    let room = host.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    let token = host.token().expect("token").to_string();
    let mut a = raw_socket(&server.addr(), &token, room.game_id, None).await;
    let mut b = raw_socket(&server.addr(), &token, room.game_id, None).await;
    let third = host.connect(room.game_id, None).await.map(|_| ());
    assert_eq!(third.map_err(code_of), Err(ErrorCode::RateLimited));
    host.rotate_token().await.expect("rotate");
    for ws in [&mut a, &mut b] {
        let close = tokio::time::timeout(PATIENCE, close_code(ws))
            .await
            .expect("the old token's socket closes");
        assert_eq!(close, Some(1008));
    }
    // The new token connects (once the closed sockets have given their places back:
    // the server frees them just after their close frame, so a loaded machine may lag).
    let mut connected = None;
    for _ in 0..600 {
        match host.connect(room.game_id, None).await {
            Ok(conn) => {
                connected = Some(conn);
                break;
            }
            Err(ClientError::Server(e)) if e.code == ErrorCode::RateLimited => {
                tokio::time::sleep(Duration::from_millis(100)).await
            }
            Err(e) => panic!("a socket with the new token: {e}"),
        }
    }
    assert!(connected.is_some(), "a socket with the new token");
}

async fn sign_up(url: &str, forwarded_for: &str, name: &str) -> u16 {
    reqwest::Client::new()
        .post(format!("{url}/v1/accounts"))
        .header("x-forwarded-for", forwarded_for)
        .json(&serde_json::json!({ "name": name }))
        .send()
        .await
        .expect("sign up")
        .status()
        .as_u16()
}

#[tokio::test]
async fn sign_ups_are_counted_per_client_behind_a_trusted_proxy_only() {
    // Behind a trusted proxy (loopback here), each forwarded client has its own budget.
    let server = Server::start(
        &sqlite_db("proxy"),
        &["--accounts-per-minute", "2", "--trusted-proxy", "127.0.0.0/8"],
    );
    for client in ["203.0.113.1", "203.0.113.2"] {
        assert_eq!(sign_up(&server.url, client, &format!("A {client}")).await, 200);
        assert_eq!(sign_up(&server.url, client, &format!("B {client}")).await, 200);
        assert_eq!(
            sign_up(&server.url, client, &format!("C {client}")).await,
            429,
            "{client}: third"
        );
    }
    // Without the flag, the header is a client's own claim: ignored.
    let server = Server::start(&sqlite_db("no-proxy"), &["--accounts-per-minute", "2"]);
    assert_eq!(sign_up(&server.url, "203.0.113.1", "A").await, 200);
    assert_eq!(sign_up(&server.url, "203.0.113.2", "B").await, 200);
    assert_eq!(sign_up(&server.url, "203.0.113.3", "C").await, 429);
}

#[tokio::test]
async fn guessing_codes_with_many_accounts_is_refused() {
    // Every account has its own join budget and sign-ups are free; the global
    // budget of unknown codes stops the guessing all the same.
    let server = Server::start(&sqlite_db("guess"), &["--failed-joins-per-minute", "30"]);
    let host = account(&server.url, "Host").await;
    let room = host.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    let alphabet: Vec<char> = CODE_ALPHABET.chars().collect();
    let guess = |i: usize| -> String { (0..6).map(|k| alphabet[(i * 7 + k * k * 3) % alphabet.len()]).collect() };
    let started = std::time::Instant::now();
    let (mut unknown, mut limited) = (0, 0);
    for n in 0..10 {
        let guesser = account(&server.url, &format!("Guesser {n}")).await;
        for g in 0..6 {
            let code = guess(n * 6 + g);
            if code == room.code {
                continue;
            }
            match guesser.join(&code).await.map(|_| ()).map_err(code_of) {
                Err(ErrorCode::UnknownRoom) => unknown += 1,
                Err(ErrorCode::RateLimited) => limited += 1,
                other => panic!("guess {code}: {other:?}"),
            }
        }
    }
    // 30 a minute, refilled continuously: the budget plus what came back meanwhile.
    let refilled = (started.elapsed().as_secs_f64() / 2.0).ceil() as usize;
    assert!(unknown <= 30 + refilled, "{unknown} unknown codes answered");
    assert!(limited > 0, "never refused");
    // A real code during the lock-out is refused too: a hit would tell the guesser.
    let friend = account(&server.url, "Friend").await;
    assert_eq!(
        friend.join(&room.code).await.map(|_| ()).map_err(code_of),
        Err(ErrorCode::RateLimited)
    );
}

/// F21: WebSocket opens are counted per account (header or hello token alike) and per
/// address, so a reconnect storm is refused `rate_limited` before it costs writes.
#[tokio::test]
async fn websocket_opens_are_limited_per_account_and_per_address() {
    let server = Server::start(&sqlite_db("opens"), &["--socket-opens-per-minute", "3"]);
    let host = account(&server.url, "Valli").await;
    let guest = account(&server.url, "Kumar").await;
    let room = host.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    guest.join(&room.code).await.expect("join");
    for n in 0..3 {
        let conn = host
            .connect(room.game_id, None)
            .await
            .unwrap_or_else(|e| panic!("open {n}: {e}"));
        drop(conn);
    }
    let refused = |r: Result<pallanguzhi_online::Connection, ClientError>| match r {
        Err(ClientError::Server(e)) => e.code == ErrorCode::RateLimited,
        _ => false,
    };
    assert!(
        refused(host.connect(room.game_id, None).await),
        "a fourth open this minute"
    );
    // The browser's way (the token in the hello) counts against the same budget.
    let mut ws = common::raw_hello_socket(&server.addr(), host.token().expect("token"), room.game_id).await;
    let first = next_text(&mut ws).await;
    assert!(first.contains("rate_limited"), "{first}");
    // Another account is not held back by this one.
    guest.connect(room.game_id, None).await.expect("the guest opens");

    let server = Server::start(
        &sqlite_db("opens-addr"),
        &["--socket-opens-per-address-per-minute", "4"],
    );
    let host = account(&server.url, "Valli").await;
    let guest = account(&server.url, "Kumar").await;
    let room = host.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    guest.join(&room.code).await.expect("join");
    for client in [&host, &guest, &host, &guest] {
        drop(
            client
                .connect(room.game_id, None)
                .await
                .expect("within the address's budget"),
        );
    }
    let third = account(&server.url, "Arul").await;
    assert!(
        refused(third.connect(room.game_id, None).await),
        "a fifth open from the address"
    );
}

async fn next_text(ws: &mut Ws) -> String {
    use futures_util::StreamExt;
    loop {
        match ws.next().await.expect("a frame").expect("a frame") {
            tokio_tungstenite::tungstenite::Message::Text(t) => return t.to_string(),
            _ => continue,
        }
    }
}
