//! Soak (not a test): normal games played at a person's pace while the floods of
//! issue 22 run against the same server, for a bounded time; then it prints the
//! moves served, their latency, the refusals of each flood, the server's peak
//! RSS and the largest write-ahead log seen.
//!
//!   cargo build --release -p pallanguzhi-server --examples
//!   ulimit -n 65536
//!   target/release/examples/soak --games 50 --seconds 60 --database sqlite:target/soak.db
//!
//! Every client is 127.0.0.1, so the per-address limits on sign-ups, rooms, joins
//! and connections are lifted for the run; the per-account, global and storage
//! limits are the defaults. The floods: room creation from fresh accounts (8
//! tasks), join guesses from fresh accounts (4), half-sent headers (300 sockets,
//! reopened when closed), leaderboard reads (4).

mod common;

use pallanguzhi_online::protocol::{ErrorCode, SideChoice};
use pallanguzhi_online::{Client, ClientError, Update};
// The protocol-level bot the server's tests drive it with.
#[path = "../tests/common/session.rs"]
mod session;
use session::Session;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::AsyncWriteExt;

struct Args {
    games: usize,
    seconds: u64,
    database: String,
    think_ms: u64,
}

fn args() -> Args {
    let mut a = Args {
        games: 50,
        seconds: 60,
        database: "sqlite:target/soak.db".into(),
        think_ms: 500,
    };
    let raw: Vec<String> = std::env::args().skip(1).collect();
    for pair in raw.chunks(2) {
        let v = pair.get(1).cloned().unwrap_or_default();
        match pair[0].as_str() {
            "--games" => a.games = v.parse().expect("--games N"),
            "--seconds" => a.seconds = v.parse().expect("--seconds S"),
            "--database" => a.database = v,
            "--think-ms" => a.think_ms = v.parse().expect("--think-ms MS"),
            other => panic!("unknown option {other}: soak [--games N] [--seconds S] [--database URL] [--think-ms MS]"),
        }
    }
    a
}

#[derive(Default)]
struct Tally {
    latencies: Mutex<Vec<Duration>>,
    /// What each flood got back, by kind.
    outcomes: Mutex<BTreeMap<String, u64>>,
    games_done: AtomicU64,
    game_errors: AtomicU64,
}

impl Tally {
    fn count(&self, what: String) {
        *self
            .outcomes
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(what)
            .or_default() += 1;
    }
}

fn kind(r: Result<(), ClientError>) -> String {
    match r {
        Ok(()) => "ok".into(),
        Err(ClientError::Server(e)) => serde_json::to_string(&e.code)
            .unwrap_or_default()
            .trim_matches('"')
            .into(),
        Err(e) => format!("{}", e).chars().take(40).collect(),
    }
}

static NAMES: AtomicU64 = AtomicU64::new(0);

async fn fresh(url: &str, prefix: &str) -> Option<Client> {
    let mut c = Client::new(url);
    let n = NAMES.fetch_add(1, Ordering::Relaxed);
    c.create_account(&format!("{prefix}{n}")).await.ok().map(|_| c)
}

/// Host and guest of a new game; a join refused by the guess flood's lock-out is retried.
async fn new_game(url: &str, stop: &AtomicBool) -> Option<(Session, Session)> {
    let (host, guest) = (fresh(url, "Host").await?, fresh(url, "Guest").await?);
    let room = host.create_room("pallanguzhi", SideChoice::South).await.ok()?;
    loop {
        match guest.join(&room.code).await {
            Ok(_) => break,
            Err(ClientError::Server(e)) if e.code == ErrorCode::RateLimited && !stop.load(Ordering::Relaxed) => {
                tokio::time::sleep(Duration::from_millis(500)).await
            }
            Err(_) => return None,
        }
    }
    let mut a = Session::open(host, room.game_id).await.ok()?;
    let mut b = Session::open(guest, room.game_id).await.ok()?;
    a.next().await.ok()?;
    b.next().await.ok()?;
    Some((a, b))
}

/// One seat plays random legal moves at `think` until the game ends or `stop`.
async fn seat(mut s: Session, think: u64, salt: u64, tally: Arc<Tally>, stop: Arc<AtomicBool>) -> bool {
    let mut rng = salt.wrapping_mul(6364136223846793005).wrapping_add(1);
    let mut sent: Option<(u32, Instant)> = None;
    while !s.table.is_over() && !stop.load(Ordering::Relaxed) {
        if s.wants_move() && sent.is_none() {
            let legal = s.state().map(|st| st.snapshot.legal.clone()).unwrap_or_default();
            rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let Some(&hole) = legal.get(((rng >> 33) % legal.len().max(1) as u64) as usize) else {
                return false;
            };
            // Think while still reading (pings are answered, as in an app).
            let wake = tokio::time::Instant::now() + Duration::from_millis(think / 2 + (rng >> 20) % think.max(1));
            loop {
                tokio::select! {
                    _ = tokio::time::sleep_until(wake) => break,
                    update = s.next() => if update.is_err() { return false },
                }
            }
            sent = Some((s.table.have().unwrap_or(0), Instant::now()));
            if s.play(hole).await.is_err() {
                return false;
            }
        }
        match tokio::time::timeout(Duration::from_secs(30), s.next()).await {
            Ok(Ok(Update::Refused(e))) if e.code != ErrorCode::GameOver => return false,
            Ok(Ok(_)) => {}
            _ => return false,
        }
        if let Some((n, t)) = sent {
            if s.table.have().unwrap_or(0) > n {
                tally
                    .latencies
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push(t.elapsed());
                sent = None;
            }
        }
    }
    true
}

async fn player_pair(url: String, think: u64, salt: u64, tally: Arc<Tally>, stop: Arc<AtomicBool>) {
    let mut round = 0;
    while !stop.load(Ordering::Relaxed) {
        round += 1;
        let Some((a, b)) = new_game(&url, &stop).await else {
            tally.game_errors.fetch_add(1, Ordering::Relaxed);
            tokio::time::sleep(Duration::from_millis(500)).await;
            continue;
        };
        let (x, y) = tokio::join!(
            seat(a, think, salt * 1000 + round, tally.clone(), stop.clone()),
            seat(b, think, salt * 1000 + round + 7, tally.clone(), stop.clone())
        );
        if x && y {
            tally.games_done.fetch_add(1, Ordering::Relaxed);
        } else if !stop.load(Ordering::Relaxed) {
            tally.game_errors.fetch_add(1, Ordering::Relaxed);
        }
    }
}

async fn room_flood(url: String, tally: Arc<Tally>, stop: Arc<AtomicBool>) {
    while !stop.load(Ordering::Relaxed) {
        let Some(c) = fresh(&url, "Flood").await else {
            tally.count("rooms: sign-up refused".into());
            continue;
        };
        loop {
            let r = c.create_room("pallanguzhi", SideChoice::South).await.map(|_| ());
            let k = kind(r);
            tally.count(format!("rooms: {k}"));
            if k != "ok" || stop.load(Ordering::Relaxed) {
                break;
            }
        }
    }
}

async fn guess_flood(url: String, tally: Arc<Tally>, stop: Arc<AtomicBool>) {
    let mut n: u64 = 0;
    while !stop.load(Ordering::Relaxed) {
        let Some(c) = fresh(&url, "Guess").await else { continue };
        for _ in 0..10 {
            n += 1;
            let code: String = (0..6)
                .map(|k| b"ACDEFGHJKMNPQRTWXY34679"[((n * 31 + k * 7) % 23) as usize] as char)
                .collect();
            tally.count(format!("joins: {}", kind(c.join(&code).await.map(|_| ()))));
        }
    }
}

async fn slowloris(addr: String, tally: Arc<Tally>, stop: Arc<AtomicBool>) {
    while !stop.load(Ordering::Relaxed) {
        let Ok(mut s) = tokio::net::TcpStream::connect(&addr).await else {
            tally.count("half-sent headers: connect failed".into());
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        let _ = s.write_all(b"GET /health HTTP/1.1\r\nHost: x\r\n").await;
        let mut buf = [0u8; 64];
        let closed =
            tokio::time::timeout(Duration::from_secs(60), tokio::io::AsyncReadExt::read(&mut s, &mut buf)).await;
        tally.count(format!(
            "half-sent headers: {}",
            if closed.is_ok() {
                "closed by the server"
            } else {
                "still open at 60 s"
            }
        ));
    }
}

async fn read_flood(url: String, tally: Arc<Tally>, stop: Arc<AtomicBool>) {
    let c = Client::new(&url);
    while !stop.load(Ordering::Relaxed) {
        tally.count(format!(
            "leaderboard: {}",
            kind(c.leaderboard("pallanguzhi", 100).await.map(|_| ()))
        ));
    }
}

fn kib(path: &str) -> u64 {
    std::fs::metadata(path).map_or(0, |m| m.len() / 1024)
}

#[tokio::main]
async fn main() {
    let args = args();
    let db_path = args.database.strip_prefix("sqlite:").map(str::to_string);
    if let Some(path) = &db_path {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{path}{suffix}"));
        }
    }
    let limits = [
        "--accounts-per-minute",
        "1000000",
        "--rooms-per-address-per-minute",
        "1000000",
        "--joins-per-address-per-minute",
        "1000000",
        "--connections-per-address",
        "100000",
        "--socket-opens-per-minute",
        "100000",
        "--socket-opens-per-address-per-minute",
        "100000",
    ]
    .map(String::from);
    let (mut child, url) = common::start_server(&args.database, &limits, "error");
    let addr = url.trim_start_matches("http://").to_string();
    let (tally, stop) = (Arc::new(Tally::default()), Arc::new(AtomicBool::new(false)));
    let mut tasks = Vec::new();
    for i in 0..args.games {
        tasks.push(tokio::spawn(player_pair(
            url.clone(),
            args.think_ms,
            i as u64,
            tally.clone(),
            stop.clone(),
        )));
    }
    for _ in 0..8 {
        tasks.push(tokio::spawn(room_flood(url.clone(), tally.clone(), stop.clone())));
    }
    for _ in 0..4 {
        tasks.push(tokio::spawn(guess_flood(url.clone(), tally.clone(), stop.clone())));
        tasks.push(tokio::spawn(read_flood(url.clone(), tally.clone(), stop.clone())));
    }
    for _ in 0..300 {
        tasks.push(tokio::spawn(slowloris(addr.clone(), tally.clone(), stop.clone())));
    }
    let (started, mut wal_max) = (Instant::now(), 0);
    while started.elapsed() < Duration::from_secs(args.seconds) {
        tokio::time::sleep(Duration::from_millis(200)).await;
        if let Some(p) = &db_path {
            wal_max = wal_max.max(kib(&format!("{p}-wal")));
        }
    }
    stop.store(true, Ordering::Relaxed);
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap_or_default();
    let peak = status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .unwrap_or("VmHWM: ?")
        .to_string();
    let health = reqwest::get(format!("{url}/health")).await.map(|r| r.status().as_u16());
    for t in &tasks {
        t.abort();
    }
    let mut l = tally.latencies.lock().unwrap_or_else(|e| e.into_inner()).clone();
    l.sort();
    let pct = |p: f64| {
        l.get(((l.len() as f64 - 1.0) * p) as usize)
            .map_or(0.0, |d| d.as_secs_f64() * 1e3)
    };
    println!(
        "soak {} s, {} games at a time (think {} ms): {} moves served, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; {} games finished, {} failed or refused",
        args.seconds,
        args.games,
        args.think_ms,
        l.len(),
        pct(0.5),
        pct(0.99),
        pct(1.0),
        tally.games_done.load(Ordering::Relaxed),
        tally.game_errors.load(Ordering::Relaxed)
    );
    for (what, n) in tally.outcomes.lock().unwrap_or_else(|e| e.into_inner()).iter() {
        println!("  {what}: {n}");
    }
    let db_kib = db_path.as_deref().map_or(0, kib);
    println!(
        "server {peak}; largest WAL seen {wal_max} KiB, database {db_kib} KiB; /health after: {health:?}; load average {}",
        std::fs::read_to_string("/proc/loadavg").unwrap_or_default().trim()
    );
    let _ = child.kill();
    let _ = child.wait();
}
