//! A real `pallanguzhi-server` process on a loopback port, and clients for it.
#![allow(dead_code)]

mod session;
pub use session::Session;

use futures_util::SinkExt;
use pallanguzhi_online::protocol::{ClientMessage, ErrorCode, GameState, ServerMessage, SideChoice, PROTOCOL_VERSION};
use pallanguzhi_online::{Client, ClientError, Connection};
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

pub struct Server {
    child: Child,
    pub url: String,
    pub database: String,
}

/// A fresh SQLite file under the target dir.
pub fn sqlite_db(name: &str) -> String {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("server-tests");
    std::fs::create_dir_all(&dir).expect("tmp dir");
    let path = dir.join(format!("{name}-{}.db", std::process::id()));
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    format!("sqlite:{}", path.display())
}

impl Server {
    /// Start on any free port; `extra` are more flags (e.g. a tiny away timeout).
    pub fn start(database: &str, extra: &[&str]) -> Server {
        Server::start_on(database, "127.0.0.1:0", extra)
    }

    pub fn start_on(database: &str, listen: &str, extra: &[&str]) -> Server {
        // Generous limits unless a test sets its own: tests play faster than people.
        let mut args = vec!["--listen", listen, "--database", database];
        for (flag, value) in [
            ("--accounts-per-minute", "10000"),
            ("--join-per-minute", "1000"),
            ("--messages-per-second", "100000"),
            ("--rooms-per-minute", "10000"),
            ("--rooms-per-address-per-minute", "10000"),
            ("--joins-per-address-per-minute", "10000"),
            ("--failed-joins-per-minute", "100000"),
            ("--waiting-rooms-per-account", "1000"),
            ("--link-codes-per-minute", "1000"),
            ("--link-codes-per-address-per-minute", "1000"),
            ("--sign-ins-per-address-per-minute", "1000"),
            ("--failed-sign-ins-per-minute", "100000"),
            ("--socket-opens-per-minute", "100000"),
            ("--socket-opens-per-address-per-minute", "100000"),
            // Games of a few ms: rated all the same unless a test asks for the minute.
            ("--min-rated-game-s", "0"),
        ] {
            if !extra.contains(&flag) {
                args.extend([flag, value]);
            }
        }
        let mut child = Command::new(env!("CARGO_BIN_EXE_pallanguzhi-server"))
            .args(args)
            .args(extra)
            .env("RUST_LOG", std::env::var("SERVER_LOG").unwrap_or("warn".into()))
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start the server");
        let stdout = child.stdout.take().expect("stdout");
        let mut line = String::new();
        BufReader::new(stdout).read_line(&mut line).expect("read the port");
        let addr = line
            .trim()
            .strip_prefix("listening on ")
            .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
            .to_string();
        Server {
            child,
            url: format!("http://{addr}"),
            database: database.to_string(),
        }
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub fn addr(&self) -> String {
        self.url.trim_start_matches("http://").to_string()
    }

    /// SIGTERM, then wait: the exit code (`None`: killed by a signal).
    pub fn terminate(mut self) -> Option<i32> {
        let pid = self.child.id().to_string();
        let sent = Command::new("kill").args(["-TERM", &pid]).status().expect("run kill");
        assert!(sent.success(), "kill -TERM {pid}");
        self.child.wait().expect("wait for the server").code()
    }

    /// SIGKILL: no shutdown, no flush.
    pub fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A new account named `name`, or `name N` when a test already took `name` (names
/// are unique on a server: `name_taken`).
pub async fn account(url: &str, name: &str) -> Client {
    static TAKEN: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let mut client = Client::new(url);
    let mut attempt = name.to_string();
    loop {
        match client.create_account(&attempt).await {
            Ok(_) => return client,
            Err(ClientError::Server(e)) if e.code == ErrorCode::NameTaken => {
                let n = TAKEN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                attempt = format!("{name} {n}");
            }
            Err(e) => panic!("account {attempt}: {e}"),
        }
    }
}

/// Host and guest sessions of a new room, both past their first state.
pub async fn table(host_url: &str, guest_url: &str, rules: &str) -> (Session, Session) {
    let host = account(host_url, "Valli").await;
    let guest = account(guest_url, "Murugan").await;
    let room = host.create_room(rules, SideChoice::South).await.expect("room");
    let joined = guest.join(&room.code).await.expect("join");
    assert_eq!(joined.game_id, room.game_id);
    let mut a = Session::open(host, room.game_id).await.expect("host ws");
    let mut b = Session::open(guest, room.game_id).await.expect("guest ws");
    a.next().await.expect("host state");
    b.next().await.expect("guest state");
    (a, b)
}

/// A deterministic "random" legal move.
pub fn pick(state: &GameState, salt: u64) -> u8 {
    let legal = &state.snapshot.legal;
    let n = state.moves.len() as u64;
    legal[((n.wrapping_mul(2654435761) ^ salt) % legal.len() as u64) as usize]
}

/// Read until `want` matches, returning it (other messages skipped).
pub async fn until(conn: &mut Connection, want: impl Fn(&ServerMessage) -> bool) -> ServerMessage {
    loop {
        let msg = conn.recv().await.expect("message");
        if want(&msg) {
            return msg;
        }
    }
}

/// Both sessions play to the end concurrently.
pub async fn play_both(a: &mut Session, b: &mut Session, salt: u64) -> (GameState, GameState) {
    let (x, y) = tokio::join!(a.play_out(|s| pick(s, salt)), b.play_out(|s| pick(s, salt + 1)));
    (x.expect("host plays out"), y.expect("guest plays out"))
}

pub type Ws = tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>;

/// A raw WebSocket on game `game_id`, past its `hello`, for tests that watch frames
/// (pings, closes) the client library hides; `recv_buffer` sets SO_RCVBUF.
pub async fn raw_socket(addr: &str, token: &str, game_id: i64, recv_buffer: Option<u32>) -> Ws {
    let socket = tokio::net::TcpSocket::new_v4().expect("socket");
    if let Some(size) = recv_buffer {
        socket.set_recv_buffer_size(size).expect("SO_RCVBUF");
    }
    let stream = socket.connect(addr.parse().expect("addr")).await.expect("connect");
    let mut req = format!("ws://{addr}/v1/games/{game_id}/ws")
        .into_client_request()
        .expect("request");
    let bearer = format!("Bearer {token}").parse().expect("header");
    req.headers_mut().insert("authorization", bearer);
    let (mut ws, _) = tokio_tungstenite::client_async(req, stream).await.expect("upgrade");
    send_json(
        &mut ws,
        &ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            have: None,
            token: None,
        },
    )
    .await;
    ws
}

pub async fn send_json(ws: &mut Ws, msg: &ClientMessage) {
    let text = serde_json::to_string(msg).expect("json");
    ws.send(Message::Text(text.into())).await.expect("send");
}

/// `n` moves, each by whoever's turn it is, both sessions following each one.
pub async fn play_moves(a: &mut Session, b: &mut Session, n: u32) {
    let start = a.table.have().unwrap_or(0);
    for k in start + 1..=start + n {
        // The guest's seat may not have reached the host's table yet: read on.
        while !a.wants_move() && !b.wants_move() {
            a.next().await.expect("update");
        }
        let mover = if a.wants_move() { &mut *a } else { &mut *b };
        let hole = pick(mover.state().expect("state"), 11);
        mover.play(hole).await.expect("move");
        for s in [&mut *a, &mut *b] {
            while s.table.have().unwrap_or(0) < k {
                s.next().await.expect("update");
            }
        }
    }
}

/// Read until the game is over; its final state.
pub async fn until_over(s: &mut Session) -> GameState {
    while !s.table.is_over() {
        s.next().await.expect("the end");
    }
    s.state().cloned().expect("state")
}

/// A room with `move_ms` per move (`None`: friendly) between two accounts, both seated
/// and past their first state.
pub async fn clocked_game(host: &Client, guest: &Client, move_ms: Option<u64>) -> (Session, Session) {
    let room = host
        .create_room_with_clock("pallanguzhi", SideChoice::South, move_ms)
        .await
        .expect("room");
    assert_eq!(room.move_ms, move_ms);
    guest.join(&room.code).await.expect("join");
    let mut a = Session::open(host.clone(), room.game_id).await.expect("host ws");
    let mut b = Session::open(guest.clone(), room.game_id).await.expect("guest ws");
    a.next().await.expect("state");
    b.next().await.expect("state");
    (a, b)
}

/// `GET /v1/me` with `token`: its HTTP status (200 signed in, 401 refused).
pub async fn me_status(server: &Server, token: &str) -> u16 {
    reqwest::Client::new()
        .get(format!("{}/v1/me", server.url))
        .bearer_auth(token)
        .send()
        .await
        .expect("me")
        .status()
        .as_u16()
}

/// Read `ws` until it closes: the close code (None: closed without a frame).
pub async fn close_code(ws: &mut Ws) -> Option<u16> {
    use futures_util::StreamExt;
    while let Some(frame) = ws.next().await {
        match frame {
            Ok(Message::Close(frame)) => return frame.map(|f| u16::from(f.code)),
            Ok(_) => continue,
            Err(_) => return None,
        }
    }
    None
}

/// `GET /v1/me/devices` with `token`: the account's devices, the asking one `current`.
pub async fn devices(server: &Server, token: &str) -> pallanguzhi_online::protocol::Devices {
    let resp = reqwest::Client::new()
        .get(format!("{}/v1/me/devices", server.url))
        .bearer_auth(token)
        .send()
        .await
        .expect("devices");
    assert_eq!(resp.status().as_u16(), 200);
    resp.json().await.expect("Devices")
}

/// A second device of `client`'s account, signed in with a link code: its token.
pub async fn second_device(server: &Server, client: &Client) -> String {
    let http = reqwest::Client::new();
    let code: serde_json::Value = http
        .post(format!("{}/v1/me/link-code", server.url))
        .bearer_auth(client.token().expect("token"))
        .send()
        .await
        .expect("code")
        .json()
        .await
        .expect("json");
    let token: serde_json::Value = http
        .post(format!("{}/v1/accounts/link", server.url))
        .json(&serde_json::json!({"code": code["code"], "platform": "android"}))
        .send()
        .await
        .expect("link")
        .json()
        .await
        .expect("json");
    token["token"].as_str().expect("token").to_string()
}

/// The server's typed refusal of a call expected to fail.
pub fn code_of<T: std::fmt::Debug>(r: Result<T, ClientError>) -> ErrorCode {
    match r {
        Err(ClientError::Server(e)) => e.code,
        other => panic!("expected a server error, got {other:?}"),
    }
}

/// A raw WebSocket on game `game_id` opened the browser's way: no `Authorization` on the
/// upgrade, the token in the `hello`.
pub async fn raw_hello_socket(addr: &str, token: &str, game_id: i64) -> Ws {
    let stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let req = format!("ws://{addr}/v1/games/{game_id}/ws")
        .into_client_request()
        .expect("request");
    let (mut ws, _) = tokio_tungstenite::client_async(req, stream).await.expect("upgrade");
    send_json(
        &mut ws,
        &ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            have: None,
            token: Some(token.to_string()),
        },
    )
    .await;
    ws
}

/// The server's database, opened beside it (SQLite file or PostgreSQL), for tests that
/// set what only time could (an account's age) or read what no endpoint shows.
pub async fn open_db(server: &Server) -> sqlx::AnyConnection {
    use sqlx::Connection;
    sqlx::any::install_default_drivers();
    sqlx::AnyConnection::connect(&server.database)
        .await
        .expect("open the database")
}

const DAY_MS: i64 = 86_400_000;

/// Make `client`'s account `days` older (its `created_ms`), as if it had signed up then.
pub async fn age_account(server: &Server, client: &Client, days: i64) {
    let id = client.me().await.expect("me").account_id;
    let mut db = open_db(server).await;
    let done = sqlx::query("UPDATE accounts SET created_ms = created_ms - $1 WHERE id = $2")
        .bind(days * DAY_MS)
        .bind(id)
        .execute(&mut db)
        .await
        .expect("age the account");
    assert_eq!(done.rows_affected(), 1);
}

/// Make `client` established in `rules` (rating `rating`, deviation 60, 30 games), as
/// months of play would have: its entry is set, or written if it has none.
pub async fn establish(server: &Server, client: &Client, rules: &str, rating: f64) {
    let id = client.me().await.expect("me").account_id;
    let mut db = open_db(server).await;
    let set = sqlx::query(
        "UPDATE ratings SET rating = $3, deviation = 60, games = games + 30, wins = wins + 15, \
         losses = losses + 15 WHERE account_id = $1 AND rules = $2",
    )
    .bind(id)
    .bind(rules)
    .bind(rating)
    .execute(&mut db)
    .await
    .expect("set the rating");
    if set.rows_affected() == 0 {
        sqlx::query(
            "INSERT INTO ratings (account_id, rules, rating, deviation, volatility, games, wins, losses, \
             draws, streak, best_win_streak, listed) VALUES ($1, $2, $3, 60, 0.06, 30, 15, 15, 0, 0, 3, 0)",
        )
        .bind(id)
        .bind(rules)
        .bind(rating)
        .execute(&mut db)
        .await
        .expect("write the rating");
    }
}

/// A proven opponent in `rules` (F7): an account 30 days old, established at 1500.
pub async fn veteran(server: &Server, name: &str, rules: &str) -> Client {
    let client = account(&server.url, name).await;
    make_veteran(server, &client, rules).await;
    client
}

/// Make an existing account a proven opponent in `rules` (30 days old, established).
pub async fn make_veteran(server: &Server, client: &Client, rules: &str) {
    age_account(server, client, 30).await;
    establish(server, client, rules, 1500.0).await;
}

/// Why game `game_id` changed no rating, and whose result counted at zero
/// (`games.unrated`, `games.zero_weight`).
pub async fn rating_notes(server: &Server, game_id: i64) -> (Option<String>, Option<String>) {
    use sqlx::Row;
    let mut db = open_db(server).await;
    let row = sqlx::query("SELECT unrated, zero_weight FROM games WHERE id = $1")
        .bind(game_id)
        .fetch_one(&mut db)
        .await
        .expect("the game");
    (row.get("unrated"), row.get("zero_weight"))
}
