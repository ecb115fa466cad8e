//! `pallanguzhi online host|join --auto`: two computer seats play a whole game
//! through a real server; both print the same final state, which `replay` agrees with.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_pallanguzhi");

fn start_server() -> String {
    // One database per server: the tests of this file run at once.
    static SERVERS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = SERVERS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Runtime::new().expect("runtime");
        runtime.block_on(async move {
            let db = format!(
                "sqlite:{}/cli-online-{}-{n}.db",
                env!("CARGO_TARGET_TMPDIR"),
                std::process::id()
            );
            let config = pallanguzhi_server::Config::new("127.0.0.1:0", &db);
            let (addr, server) = pallanguzhi_server::start(config, std::future::pending())
                .await
                .expect("server");
            tx.send(format!("http://{addr}")).expect("send url");
            server.await.expect("serve");
        });
    });
    rx.recv().expect("server url")
}

fn last_json(text: &str) -> serde_json::Value {
    let line = text.lines().rev().find(|l| l.starts_with('{')).expect("a JSON line");
    serde_json::from_str(line).expect("JSON")
}

#[test]
fn two_auto_seats_play_a_whole_game_and_agree_with_replay() {
    let url = start_server();
    let mut host = Command::new(BIN)
        .args([
            "online", "host", "--server", &url, "--rules", "kalah", "--side", "random",
        ])
        .args(["--name", "வள்ளி", "--auto", "easy", "--seed", "3"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("host");
    let mut out = BufReader::new(host.stdout.take().expect("stdout"));
    let mut first = String::new();
    out.read_line(&mut first).expect("code line");
    let code = first.trim().strip_prefix("code: ").expect("code: line").to_string();
    let guest = Command::new(BIN)
        .args([
            "online", "join", &code, "--server", &url, "--name", "Kumar", "--auto", "random",
        ])
        .output()
        .expect("guest");
    assert!(guest.status.success(), "{}", String::from_utf8_lossy(&guest.stderr));
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut out, &mut rest).expect("host output");
    assert!(host.wait().expect("host exit").success());
    let (h, g) = (last_json(&rest), last_json(&String::from_utf8_lossy(&guest.stdout)));
    assert_eq!(h, g);
    let moves = h["moves"].as_str().expect("moves").to_string();
    let replay = Command::new(BIN)
        .args(["replay", "--rules", "kalah", "--moves", &moves])
        .output()
        .expect("replay");
    let mut expected: serde_json::Value = serde_json::from_slice(&replay.stdout).expect("replay JSON");
    expected["moves"] = moves.into();
    assert_eq!(h, expected);
}

/// Issue 26: a third terminal watches the game from the host's watch link, read only,
/// and ends with the same final state; a friendly clock is shown as such.
#[test]
fn a_watcher_follows_the_game_from_its_watch_link() {
    let url = start_server();
    let mut host = Command::new(BIN)
        .args([
            "online", "host", "--server", &url, "--rules", "kalah", "--clock", "none",
        ])
        .args(["--name", "Valli", "--auto", "easy"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("host");
    let mut out = BufReader::new(host.stdout.take().expect("stdout"));
    let mut lines = [String::new(), String::new(), String::new()];
    for line in &mut lines {
        out.read_line(line).expect("a line");
    }
    let code = lines[0].trim().strip_prefix("code: ").expect("code: line").to_string();
    let link = lines[2]
        .trim()
        .strip_prefix("watch: ")
        .expect("watch: line")
        .to_string();
    let mut watcher = Command::new(BIN)
        // A link names its server: no --server.
        .args(["online", "watch", &link, "--name", "Meena"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("watcher");
    let mut seen = BufReader::new(watcher.stdout.take().expect("stdout"));
    let mut first = String::new();
    seen.read_line(&mut first).expect("watching line");
    assert!(first.starts_with("watching game "), "{first}");
    // The friend joins with the share link alone (its server, code and secret).
    let share = lines[1].split_whitespace().last().expect("the share link").to_string();
    assert!(share.starts_with(&url) && share.contains(&code), "{share}");
    let guest = Command::new(BIN)
        .args(["online", "join", &share, "--name", "Kumar", "--auto", "random"])
        .output()
        .expect("guest");
    assert!(guest.status.success(), "{}", String::from_utf8_lossy(&guest.stderr));
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut out, &mut rest).expect("host output");
    let mut watched = String::new();
    std::io::Read::read_to_string(&mut seen, &mut watched).expect("watcher output");
    assert!(watcher.wait().expect("watcher exit").success());
    assert!(host.wait().expect("host exit").success());
    assert_eq!(last_json(&watched), last_json(&rest));
    // The core's words for the clock, as the apps show them.
    assert!(rest.contains("No clock (a friendly game, not rated)"), "{rest}");
}

/// Runs the CLI with no token from the environment; (success, stdout, stderr).
fn cli(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(BIN)
        .args(args)
        .env_remove("PALLANGUZHI_TOKEN")
        .output()
        .expect("cli");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.success(), text(&out.stdout), text(&out.stderr))
}

/// The value after `prefix` on the line that starts with it.
fn line_value(text: &str, prefix: &str) -> String {
    let line = text.lines().find(|l| l.starts_with(prefix));
    let line = line.unwrap_or_else(|| panic!("no '{prefix}' in {text}"));
    line[prefix.len()..].trim().to_string()
}

fn account(url: &str, name: &str) -> pallanguzhi_online::protocol::AccountToken {
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    let mut client = pallanguzhi_online::Client::new(url);
    runtime.block_on(client.create_account(name)).expect("account")
}

/// Issue 37 from the terminal: a link code signs a second CLI in, the devices are listed,
/// one is signed out (its token refused after), a used code and a signed-out token are
/// typed errors with a non-zero exit, and the recovery code signs a device in.
#[test]
fn a_link_code_signs_a_second_cli_in_and_a_removed_device_is_refused() {
    let url = start_server();
    let mani = account(&url, "Mani");
    let (ok, out, err) = cli(&["online", "link", "--server", &url, "--token", &mani.token]);
    assert!(ok, "{err}");
    let code = line_value(&out, "link code:");
    assert_eq!(code.len(), 11, "two groups of five: {code}");
    let (ok, out, err) = cli(&["online", "link", &code.to_lowercase(), "--server", &url]);
    assert!(ok, "{err}");
    assert!(out.contains("signed in as Mani"), "{out}");
    let second = line_value(&out, "token:");
    assert_ne!(second, mani.token, "a token of its own");

    let (ok, out, _) = cli(&["online", "devices", "--server", &url, "--token", &mani.token]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    let other = lines.iter().find(|l| l.contains(" cli ")).expect("the CLI's device");
    assert!(!other.ends_with("(this device)"), "{out}");
    let id = other.split(' ').next().expect("its id");

    // The code was used: refused, typed, non-zero.
    let (ok, _, err) = cli(&["online", "link", &code, "--server", &url]);
    assert!(!ok && err.contains("Unauthorized"), "{err}");
    let (ok, out, err) = cli(&[
        "online",
        "devices",
        "--remove",
        id,
        "--server",
        &url,
        "--token",
        &mani.token,
    ]);
    assert!(ok && out.contains("signed out"), "{err}");
    let (ok, _, err) = cli(&["online", "devices", "--server", &url, "--token", &second]);
    assert!(
        !ok && err.contains("Unauthorized"),
        "the removed device's token is refused: {err}"
    );

    let (ok, out, _) = cli(&["online", "recovery", "--server", &url, "--token", &mani.token]);
    assert!(ok && out.contains("Keep it safe"), "{out}");
    let recovery = line_value(&out, "recovery code:");
    let (ok, out, err) = cli(&["online", "link", &recovery, "--server", &url]);
    assert!(ok && out.contains("signed in as Mani"), "{err}");
    // A code of neither length is refused before asking; no token is no command.
    let (ok, _, err) = cli(&["online", "link", "ABC", "--server", &url]);
    assert!(!ok && err.contains("10 letters"), "{err}");
    let (ok, _, err) = cli(&["online", "recovery", "--server", &url]);
    assert!(!ok && err.contains("--token"), "{err}");
}

/// Issue 37: `online link` prints the sign-in link and its QR code in half blocks, two
/// module rows a character, light modules as ink (a dark terminal). Read back, the blocks
/// are the app core's `QrView` of that link module for module, inside a light quiet zone.
#[test]
fn the_link_codes_qr_code_prints_in_half_blocks_module_for_module() {
    let url = start_server();
    let mani = account(&url, "Mani");
    let (ok, out, err) = cli(&["online", "link", "--server", &url, "--token", &mani.token]);
    assert!(ok, "{err}");
    let code = line_value(&out, "link code:");
    let link = line_value(&out, "link:");
    assert_eq!(
        Some(link.clone()),
        pallanguzhi_online::protocol::sign_in_link(&url, &code)
    );
    let label = "QR code of the sign-in link: open it with the other device's camera";
    let qr = pallanguzhi_app::QrView::encode(&link, label.into()).expect("the core's QR code");
    let blocks: Vec<&str> = out.lines().skip_while(|l| *l != label).skip(1).collect();

    let side = (qr.size + 2 * qr.quiet_zone) as usize;
    assert_eq!(blocks.len(), side.div_ceil(2), "{out}");
    // Each character back to its two modules: true where light (ink).
    let mut light = vec![vec![false; side]; blocks.len() * 2];
    for (line, text) in blocks.iter().enumerate() {
        let chars: Vec<char> = text.chars().collect();
        assert_eq!(chars.len(), side, "line {line}: {text:?}");
        for (x, c) in chars.into_iter().enumerate() {
            let (top, bottom) = match c {
                '█' => (true, true),
                '▀' => (true, false),
                '▄' => (false, true),
                ' ' => (false, false),
                _ => panic!("not a half block: {c:?}"),
            };
            (light[2 * line][x], light[2 * line + 1][x]) = (top, bottom);
        }
    }
    let q = qr.quiet_zone as usize;
    for (y, row) in light.iter().enumerate().take(side) {
        for (x, &is_light) in row.iter().enumerate() {
            let module = (y.checked_sub(q), x.checked_sub(q));
            let expected = match module {
                (Some(my), Some(mx)) if my < qr.size as usize && mx < qr.size as usize => {
                    qr.rows[my].as_bytes()[mx] == b'0'
                }
                _ => true,
            };
            assert_eq!(is_light, expected, "module ({x}, {y})");
        }
    }
    assert!(light[side..].iter().flatten().all(|l| !l), "past the code: background");
}

#[test]
fn a_player_is_reported_and_blocked_then_unblocked_from_the_terminal() {
    let url = start_server();
    let mani = account(&url, "Mani");
    let kumar = account(&url, "Kumar").account_id.to_string();
    let with = |args: &[&str]| {
        let mut all = vec!["online"];
        all.extend_from_slice(args);
        all.extend_from_slice(&["--server", &url, "--token", &mani.token]);
        cli(&all)
    };
    let (ok, out, err) = with(&["report", &kumar, "--reason", "name"]);
    assert!(ok && out.starts_with("reported"), "{err}");
    let (ok, _, err) = with(&["report", &kumar, "--reason", "rude"]);
    assert!(!ok && err.contains("possible values"), "clap names the reasons: {err}");
    let (ok, _, err) = with(&["report", "999999", "--reason", "other"]);
    assert!(!ok && err.contains("NotFound"), "{err}");
    let (ok, out, _) = with(&["block", &kumar]);
    assert!(ok && out.starts_with("blocked"));
    let (ok, out, _) = with(&["block", &kumar, "--undo"]);
    assert!(ok && out.starts_with("unblocked"));
}
