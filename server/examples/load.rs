//! Load benchmark (not a test): N concurrent games of random legal moves
//! against a `pallanguzhi-server` child process on loopback. Prints games,
//! moves/s, p50/p99 move latency (send -> own `moved` back, i.e. committed and
//! broadcast) and the server's memory.
//!
//!   cargo build --release -p pallanguzhi-server --examples
//!   ulimit -n 65536   # 2 sockets per seat, 4 per game, in two processes
//!   target/release/examples/load --games 1000 --database sqlite:target/load.db --think-ms 1000 --max-moves 30
//!   target/release/examples/load --games 1000 --database "$(tests/toolchain/postgres.sh)" --think-ms 1000 --max-moves 30
//! With `--think-ms 0` every seat moves at once: a closed loop whose latency is
//! simply games / throughput, i.e. a saturation figure.

use pallanguzhi_online::protocol::SideChoice;
use pallanguzhi_online::{Client, Session};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{Mutex, Semaphore};

struct Args {
    games: usize,
    database: String,
    max_moves: u32,
    rules: String,
    /// Mean time a seat "thinks" before each move (uniform in 0.5x..1.5x); 0: move at once.
    think_ms: u64,
    /// The server's database pool size.
    db_connections: u32,
}

const USAGE: &str =
    "load [--games N] [--database URL] [--max-moves N] [--rules PRESET] [--think-ms MS] [--db-connections N]";

fn args() -> Args {
    let mut a = Args {
        games: 100,
        database: "sqlite:target/load.db".into(),
        max_moves: 60,
        rules: "pallanguzhi".into(),
        think_ms: 1000,
        db_connections: 16,
    };
    let raw: Vec<String> = std::env::args().skip(1).collect();
    for pair in raw.chunks(2) {
        let value = pair.get(1).cloned().unwrap_or_default();
        match pair[0].as_str() {
            "--games" => a.games = value.parse().expect("--games N"),
            "--database" => a.database = value,
            "--max-moves" => a.max_moves = value.parse().expect("--max-moves N"),
            "--rules" => a.rules = value,
            "--think-ms" => a.think_ms = value.parse().expect("--think-ms N"),
            "--db-connections" => a.db_connections = value.parse().expect("--db-connections N"),
            "--help" | "-h" => {
                println!("{USAGE}");
                std::process::exit(0);
            }
            other => panic!("unknown option {other}\n{USAGE}"),
        }
    }
    a
}

fn rss_kb(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with(field))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

/// CPU seconds (user + system) of a process.
fn cpu_s(pid: &str) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat.rsplit(')').next().unwrap_or("").split_whitespace().collect();
    let tick = |i: usize| fields.get(i).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
    (tick(11) + tick(12)) / 100.0
}

#[tokio::main]
async fn main() {
    let args = args();
    if let Some(path) = args.database.strip_prefix("sqlite:") {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{path}{suffix}"));
        }
    }
    let exe = std::env::current_exe().expect("exe");
    let server_bin = exe
        .parent()
        .and_then(|p| p.parent())
        .expect("target dir")
        .join("pallanguzhi-server");
    let mut child = Command::new(&server_bin)
        .args(["--listen", "127.0.0.1:0", "--database", &args.database])
        .args([
            "--accounts-per-minute",
            "1000000",
            "--join-per-minute",
            "1000000",
            "--db-connections",
            &args.db_connections.to_string(),
        ])
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| {
            panic!(
                "start {}: {e} (cargo build --release -p pallanguzhi-server)",
                server_bin.display()
            )
        });
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("port");
    let url = format!("http://{}", line.trim().trim_start_matches("listening on "));
    let pid = child.id();

    // Set-up: accounts, rooms, joins, connections (not timed as moves).
    let setup = Instant::now();
    let http = Client::new(&url);
    let gate = Arc::new(Semaphore::new(64));
    let mut tables = Vec::new();
    for i in 0..args.games {
        let (http, gate, rules) = (http.clone(), gate.clone(), args.rules.clone());
        tables.push(tokio::spawn(async move {
            let _permit = gate.acquire().await.expect("gate");
            let (mut host, mut guest) = (http.clone(), http.clone());
            host.create_account(&format!("Host{i}")).await.expect("host account");
            guest.create_account(&format!("Guest{i}")).await.expect("guest account");
            let room = host.create_room(&rules, SideChoice::South).await.expect("room");
            guest.join(&room.code).await.expect("join");
            let mut a = Session::open(host, room.game_id).await.expect("ws");
            let mut b = Session::open(guest, room.game_id).await.expect("ws");
            a.next().await.expect("state");
            b.next().await.expect("state");
            (a, b)
        }));
    }
    let mut sessions = Vec::new();
    for t in tables {
        let (a, b) = t.await.expect("set-up task");
        sessions.push(a);
        sessions.push(b);
    }
    println!(
        "set-up: {} games, {} connections in {:.1} s",
        args.games,
        sessions.len(),
        setup.elapsed().as_secs_f64()
    );

    // Play: every seat moves as soon as it is its turn.
    let latencies = Arc::new(Mutex::new(Vec::<Duration>::new()));
    let errors = Arc::new(std::sync::atomic::AtomicU64::new(0));
    let start = Instant::now();
    let (server_cpu0, client_cpu0) = (cpu_s(&pid.to_string()), cpu_s("self"));
    let mut seats = Vec::new();
    for (i, session) in sessions.into_iter().enumerate() {
        let (latencies, errors, max, think) = (latencies.clone(), errors.clone(), args.max_moves, args.think_ms);
        seats.push(tokio::spawn(async move {
            seat(session, i as u64, max, think, latencies, errors).await
        }));
    }
    for s in seats {
        s.await.expect("seat task");
    }
    let elapsed = start.elapsed().as_secs_f64();
    let server_cpu = cpu_s(&pid.to_string()) - server_cpu0;
    let client_cpu = cpu_s("self") - client_cpu0;
    let mut l = latencies.lock().await.clone();
    l.sort();
    let pct = |p: f64| {
        l.get(((l.len() as f64 - 1.0) * p) as usize)
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    let backend = if args.database.starts_with("postgres") {
        "postgresql"
    } else {
        "sqlite"
    };
    println!(
        "{backend}: {} games (think {} ms, resign after {} moves, pool {}), {} moves in {elapsed:.1} s = {:.0} moves/s; move latency p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; errors {}; server RSS {} MiB (peak {} MiB)",
        args.games,
        args.think_ms,
        args.max_moves,
        args.db_connections,
        l.len(),
        l.len() as f64 / elapsed,
        pct(0.5),
        pct(0.99),
        pct(1.0),
        errors.load(std::sync::atomic::Ordering::Relaxed),
        rss_kb(pid, "VmRSS:") / 1024,
        rss_kb(pid, "VmHWM:") / 1024,
    );
    println!(
        "CPU during play: server {server_cpu:.1} s ({:.0} us per move), load generator {client_cpu:.1} s; machine load average {}",
        server_cpu * 1e6 / l.len().max(1) as f64,
        std::fs::read_to_string("/proc/loadavg").unwrap_or_default().trim()
    );
    let _ = child.kill();
    let _ = child.wait();
}

/// One seat: random legal moves; after `max` moves the game is resigned (bounded run).
async fn seat(
    mut s: Session,
    salt: u64,
    max: u32,
    think_ms: u64,
    latencies: Arc<Mutex<Vec<Duration>>>,
    errors: Arc<std::sync::atomic::AtomicU64>,
) {
    let mut sent: Option<(u32, Instant)> = None;
    let mut resigned = false;
    let mut rng = salt.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    while !s.table.is_over() {
        let have = s.table.have().unwrap_or(0);
        if have >= max && !resigned && s.wants_move() {
            resigned = true;
            if s.send(&pallanguzhi_online::protocol::ClientMessage::Resign)
                .await
                .is_err()
            {
                break;
            }
        } else if s.wants_move() && sent.is_none() {
            let legal = s.state().map(|st| st.snapshot.legal.clone()).unwrap_or_default();
            rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let hole = legal[((rng >> 33) % legal.len() as u64) as usize];
            if think_ms > 0 {
                let ms = think_ms / 2 + (rng >> 20) % think_ms.max(1);
                tokio::time::sleep(Duration::from_millis(ms)).await;
            }
            sent = Some((have, Instant::now()));
            if s.play(hole).await.is_err() {
                break;
            }
        }
        match s.next().await {
            // The opponent's resignation can cross our last move: not a server error.
            Ok(pallanguzhi_online::Update::Refused(e))
                if e.code == pallanguzhi_online::protocol::ErrorCode::GameOver =>
            {
                sent = None;
            }
            Ok(pallanguzhi_online::Update::Refused(e)) => {
                eprintln!("refused: {e:?}");
                errors.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                sent = None;
            }
            Ok(_) => {}
            Err(_) => {
                errors.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                break;
            }
        }
        if let Some((number, t)) = sent {
            if s.table.have().unwrap_or(0) > number {
                latencies.lock().await.push(t.elapsed());
                sent = None;
            }
        }
    }
    s.close().await;
}
