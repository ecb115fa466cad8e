//! Watch benchmark (not a test, issue 26): the players' move latency (send -> own
//! `moved` back: committed and broadcast) on one game, without watchers and then
//! with `--watchers N` (200) watching it, each reading every message. Prints p50 and
//! p99 of both runs and checks that every watcher got every move.
//!
//!   cargo build --release -p pallanguzhi-server --examples
//!   target/release/examples/watch --watchers 200 --moves 300 --think-ms 50 --database sqlite:target/watch.db

mod common;

use pallanguzhi_online::protocol::{ServerMessage, SideChoice};
use pallanguzhi_online::Client;
// The protocol-level bot the server's tests drive it with.
#[path = "../tests/common/session.rs"]
mod session;
use session::Session;
use std::time::{Duration, Instant};

struct Args {
    watchers: usize,
    moves: usize,
    database: String,
    /// Pause before each move (people think): the fan-out of one move is then not
    /// queued in front of the next. 0: back to back, a saturation figure.
    think_ms: u64,
}

fn args() -> Args {
    let mut a = Args {
        watchers: 200,
        moves: 300,
        database: "sqlite:target/watch.db".into(),
        think_ms: 50,
    };
    let raw: Vec<String> = std::env::args().skip(1).collect();
    for pair in raw.chunks(2) {
        let value = pair.get(1).cloned().unwrap_or_default();
        match pair[0].as_str() {
            "--watchers" => a.watchers = value.parse().expect("--watchers N"),
            "--moves" => a.moves = value.parse().expect("--moves N"),
            "--database" => a.database = value,
            "--think-ms" => a.think_ms = value.parse().expect("--think-ms MS"),
            other => panic!("unknown flag {other}; watch [--watchers N] [--moves N] [--think-ms MS] [--database URL]"),
        }
    }
    a
}

async fn signed(url: &str, name: &str) -> Client {
    let mut c = Client::new(url);
    c.create_account(name).await.expect("account");
    c
}

/// Games between two players until `moves` moves were timed, with `watchers` watching
/// each game; the latencies in ms.
async fn run(url: &str, tag: &str, watchers: &[Client], moves: usize, think_ms: u64) -> Vec<f64> {
    let host = signed(url, &format!("Host {tag}")).await;
    let guest = signed(url, &format!("Guest {tag}")).await;
    let mut times = Vec::new();
    while times.len() < moves {
        let room = host.create_room("pallanguzhi", SideChoice::South).await.expect("room");
        guest.join(&room.code).await.expect("join");
        let mut readers = Vec::new();
        for w in watchers {
            let mut conn = w.connect(room.game_id, None).await.expect("watch");
            // The watchers read on their own runtime (thread): the players' client is
            // measured, not starved by 200 readers in its own scheduler.
            readers.push(watch_rt().spawn(async move {
                let mut seen = 0u32;
                loop {
                    match conn.recv().await {
                        Ok(ServerMessage::Moved { .. }) => seen += 1,
                        Ok(ServerMessage::GameOver { moves, .. }) => return seen == moves,
                        Ok(_) => {}
                        Err(_) => return false,
                    }
                }
            }));
        }
        let mut a = Session::open(host.clone(), room.game_id).await.expect("host ws");
        let mut b = Session::open(guest.clone(), room.game_id).await.expect("guest ws");
        a.next().await.expect("state");
        b.next().await.expect("state");
        loop {
            while !a.table.is_over() && !a.wants_move() && !b.wants_move() {
                a.next().await.expect("update");
            }
            if a.table.is_over() {
                break;
            }
            let mover = if a.wants_move() { &mut a } else { &mut b };
            let target = mover.table.have().unwrap_or(0) + 1;
            let state = mover.state().expect("state");
            let hole = state.snapshot.legal[(target as usize * 7) % state.snapshot.legal.len()];
            tokio::time::sleep(Duration::from_millis(think_ms)).await;
            let sent = Instant::now();
            mover.play(hole).await.expect("move");
            while mover.table.have().unwrap_or(0) < target {
                mover.next().await.expect("ack");
            }
            times.push(sent.elapsed().as_secs_f64() * 1000.0);
            for s in [&mut a, &mut b] {
                while s.table.have().unwrap_or(0) < target {
                    s.next().await.expect("follow");
                }
            }
        }
        for r in readers {
            assert!(r.await.expect("reader"), "a watcher missed a move");
        }
    }
    times
}

fn watch_rt() -> &'static tokio::runtime::Runtime {
    static RT: std::sync::OnceLock<tokio::runtime::Runtime> = std::sync::OnceLock::new();
    RT.get_or_init(|| {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .expect("the watchers' runtime")
    })
}

fn pct(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

#[tokio::main]
async fn main() {
    let a = args();
    if let Some(path) = a.database.strip_prefix("sqlite:") {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{path}{suffix}"));
        }
    }
    let limits: Vec<String> = [
        ("--accounts-per-minute", "100000"),
        ("--rooms-per-minute", "100000"),
        ("--rooms-per-address-per-minute", "100000"),
        ("--joins-per-address-per-minute", "100000"),
        ("--join-per-minute", "100000"),
        ("--connections-per-address", "100000"),
        ("--socket-opens-per-minute", "100000"),
        ("--socket-opens-per-address-per-minute", "100000"),
        ("--watchers-per-game", "100000"),
        ("--messages-per-second", "100000"),
        ("--unique-names", "false"),
    ]
    .iter()
    .flat_map(|(k, v)| [k.to_string(), v.to_string()])
    .collect();
    let (mut child, url) = common::start_server(&a.database, &limits, "warn");
    let mut watchers = Vec::new();
    for i in 0..a.watchers {
        watchers.push(signed(&url, &format!("Watcher {i}")).await);
    }
    let started = Instant::now();
    for (label, who) in [("without watchers", &watchers[..0]), ("with watchers", &watchers[..])] {
        let mut t = run(&url, label, who, a.moves, a.think_ms).await;
        t.sort_by(f64::total_cmp);
        println!(
            "{label:>17} ({:>3} watching): {} moves, p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            who.len(),
            t.len(),
            pct(&t, 0.5),
            pct(&t, 0.99),
            t[t.len() - 1]
        );
    }
    println!("every watcher got every move; {:.1} s", started.elapsed().as_secs_f64());
    let _ = child.kill();
    let _ = child.wait();
    tokio::time::sleep(Duration::from_millis(10)).await;
    std::process::exit(0); // the watchers' runtime is not dropped inside this one
}
