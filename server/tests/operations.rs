//! What an operator reads: JSON logs without colour escapes naming the client,
//! the database URL from a file, and `/metrics` in the Prometheus format.

mod common;

use common::*;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

#[tokio::test]
async fn json_logs_name_the_client_and_the_database_url_comes_from_a_file() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("server-tests");
    std::fs::create_dir_all(&dir).expect("dir");
    let url_file = dir.join(format!("database-url-{}", std::process::id()));
    std::fs::write(&url_file, format!("{}\n", sqlite_db("url-file"))).expect("url file");
    let log = dir.join(format!("json-{}.log", std::process::id()));
    let mut child = Command::new(env!("CARGO_BIN_EXE_pallanguzhi-server"))
        .args(["--listen", "127.0.0.1:0", "--log-format", "json"])
        .arg("--database-file")
        .arg(&url_file)
        .env("RUST_LOG", "debug,sqlx=warn")
        .stdout(Stdio::piped())
        .stderr(std::fs::File::create(&log).expect("log file"))
        .spawn()
        .expect("start");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("port");
    let url = format!("http://{}", line.trim().trim_start_matches("listening on "));
    account(&url, "Valli").await;
    let _ = child.kill();
    let _ = child.wait();
    let text = std::fs::read_to_string(&log).expect("log");
    assert!(!text.contains('\u{1b}'), "colour escapes in a file");
    let mut served = 0;
    for line in text.lines() {
        let json: serde_json::Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        if json["fields"]["message"] == "served" {
            assert_eq!(json["span"]["client"], "127.0.0.1", "{line}");
            served += 1;
        }
    }
    assert!(served > 0, "no request logged:\n{text}");
}

/// F19: `/metrics` is served only on `--metrics-addr` (the scraper's), never on the
/// public listener, from which anyone, a forwarded client too, used to read it.
#[tokio::test]
async fn metrics_count_sockets_moves_and_games() {
    // A free port for the metrics listener (taken back just before the server binds it).
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let metrics_addr = format!("127.0.0.1:{port}");
    let server = Server::start(
        &sqlite_db("metrics"),
        &["--metrics-addr", &metrics_addr, "--trusted-proxy", "127.0.0.1/32"],
    );
    for forwarded in [None, Some("203.0.113.9")] {
        let mut req = reqwest::Client::new().get(format!("{}/metrics", server.url));
        if let Some(ip) = forwarded {
            req = req.header("x-forwarded-for", ip);
        }
        let resp = req.send().await.expect("public metrics");
        assert_eq!(resp.status().as_u16(), 404, "{forwarded:?}");
        let body: serde_json::Value = resp.json().await.expect("the typed body");
        assert_eq!(body["error"]["code"], "not_found");
    }
    let (mut a, mut b) = table(&server.url, &server.url, "pallanguzhi").await;
    let hole = pick(a.state().expect("state"), 1);
    a.play(hole).await.expect("move");
    while b.table.have().unwrap_or(0) < 1 {
        b.next().await.expect("update");
    }
    let text = reqwest::get(format!("http://{metrics_addr}/metrics"))
        .await
        .expect("metrics")
        .text()
        .await
        .expect("text");
    for line in [
        "pallanguzhi_websockets 2",
        "pallanguzhi_live_games 1",
        "pallanguzhi_move_seconds_count 1",
        "pallanguzhi_database_errors_total 0",
    ] {
        assert!(text.lines().any(|l| l == line), "no {line:?} in\n{text}");
    }
}
