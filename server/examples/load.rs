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
//!
//! A seat whose connection closes or fails, or that gets an `error` message, fails
//! its game: both seats of that game stop (instead of one waiting forever for the
//! other), and the errors are printed by kind. After `--timeout-s` the run stops
//! and prints what it has and which games did not finish. Exit status: 0 if every
//! game finished without error, 1 otherwise.

mod common;

use pallanguzhi_online::protocol::{ClientMessage, ErrorCode, SideChoice, WireError};
use pallanguzhi_online::{Client, ClientError, Session, Update};
use std::collections::BTreeMap;
use std::process::Child;
use std::sync::atomic::{AtomicU32, AtomicU8, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{watch, Semaphore};
use tokio::time::{timeout_at, Instant};

struct Args {
    games: usize,
    database: String,
    max_moves: u32,
    rules: String,
    /// Mean time a seat "thinks" before each move (uniform in 0.5x..1.5x); 0: move at once.
    think_ms: u64,
    /// The server's database pool size.
    db_connections: u32,
    /// The whole run (set-up and play) stops after this.
    timeout_s: u64,
}

const USAGE: &str = "load [--games N] [--database URL] [--max-moves N] [--rules PRESET] [--think-ms MS] \
     [--db-connections N] [--timeout-s S (600)]";

fn args() -> Args {
    let mut a = Args {
        games: 100,
        database: "sqlite:target/load.db".into(),
        max_moves: 60,
        rules: "pallanguzhi".into(),
        think_ms: 1000,
        db_connections: 16,
        timeout_s: 600,
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
            "--timeout-s" => a.timeout_s = value.parse().expect("--timeout-s S"),
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

/// Why a game failed: a kind to count by, and what was seen.
struct Failure {
    kind: String,
    detail: String,
}

impl Failure {
    fn client(e: ClientError) -> Failure {
        let kind = match &e {
            ClientError::Closed => "closed".to_string(),
            ClientError::Transport(_) => "transport".to_string(),
            ClientError::Protocol(_) => "protocol".to_string(),
            ClientError::Server(w) => return Failure::refused(w.clone()),
        };
        Failure {
            kind,
            detail: e.to_string(),
        }
    }

    fn refused(e: WireError) -> Failure {
        let code = serde_json::to_string(&e.code).unwrap_or_default();
        Failure {
            kind: format!("error {}", code.trim_matches('"')),
            detail: format!("{}: {}", code.trim_matches('"'), e.message),
        }
    }

    fn other(kind: &str, detail: impl ToString) -> Failure {
        Failure {
            kind: kind.into(),
            detail: detail.to_string(),
        }
    }
}

/// What the run saw, shared by every seat.
#[derive(Default)]
struct Tally {
    latencies: Mutex<Vec<Duration>>,
    /// Failed games by kind: how many, and the first one's detail.
    errors: Mutex<BTreeMap<String, (u64, String)>>,
}

impl Tally {
    fn error(&self, f: Failure) {
        let mut errors = self.errors.lock().unwrap_or_else(|e| e.into_inner());
        let entry = errors.entry(f.kind).or_insert((0, f.detail));
        entry.0 += 1;
    }

    fn error_count(&self) -> u64 {
        let errors = self.errors.lock().unwrap_or_else(|e| e.into_inner());
        errors.values().map(|(n, _)| n).sum()
    }
}

const PLAYING: u8 = 0;
const OVER: u8 = 1;
const FAILED: u8 = 2;

/// One game in play: both seats stop when either fails.
struct Game {
    index: usize,
    game_id: i64,
    /// The most moves either seat has seen.
    moves: AtomicU32,
    state: AtomicU8,
    stop: watch::Sender<bool>,
}

impl Game {
    fn new(index: usize, game_id: i64) -> Game {
        Game {
            index,
            game_id,
            moves: AtomicU32::new(0),
            state: AtomicU8::new(PLAYING),
            stop: watch::channel(false).0,
        }
    }

    /// The first failure of a game counts (the other seat is then stopped, not failed).
    fn fail(&self, f: Failure, tally: &Tally) {
        if self
            .state
            .compare_exchange(PLAYING, FAILED, Ordering::SeqCst, Ordering::SeqCst)
            .is_ok()
        {
            eprintln!("game {} (id {}): {}", self.index, self.game_id, f.detail);
            tally.error(f);
            self.stop.send_replace(true);
        }
    }
}

/// The server child on a loopback port: (process, base URL).
fn start_server(args: &Args) -> (Child, String) {
    let limits = [
        "--accounts-per-minute",
        "1000000",
        "--join-per-minute",
        "1000000",
        "--db-connections",
        &args.db_connections.to_string(),
        // Every client comes from 127.0.0.1: the per-address limits would bite at once.
        "--rooms-per-address-per-minute",
        "1000000",
        "--joins-per-address-per-minute",
        "1000000",
        "--connections-per-address",
        "1000000",
        "--max-connections",
        "1000000",
        // Sessions set up first wait unread until every game is ready (36 s for 9,000
        // games): with 5 s pings they were taken for gone before the first move.
        "--ping-ms",
        "60000",
    ]
    .map(String::from);
    common::start_server(&args.database, &limits, "warn")
}

/// Accounts, a room, a join and both WebSockets past their first state.
async fn set_up(http: Client, i: usize, rules: String) -> Result<(Session, Session), Failure> {
    let (mut host, mut guest) = (http.clone(), http);
    host.create_account(&format!("Host{i}"))
        .await
        .map_err(Failure::client)?;
    guest
        .create_account(&format!("Guest{i}"))
        .await
        .map_err(Failure::client)?;
    let room = host
        .create_room(&rules, SideChoice::South)
        .await
        .map_err(Failure::client)?;
    guest.join(&room.code).await.map_err(Failure::client)?;
    let mut a = Session::open(host, room.game_id).await.map_err(Failure::client)?;
    let mut b = Session::open(guest, room.game_id).await.map_err(Failure::client)?;
    a.next().await.map_err(Failure::client)?;
    b.next().await.map_err(Failure::client)?;
    Ok((a, b))
}

/// Every game set up before `deadline` (set-up failures are counted, not played);
/// `None` if the deadline came first.
async fn set_up_all(
    args: &Args,
    url: &str,
    tally: &Tally,
    deadline: Instant,
) -> Option<Vec<(usize, Session, Session)>> {
    let http = Client::new(url);
    let gate = Arc::new(Semaphore::new(64));
    let mut tasks = Vec::new();
    for i in 0..args.games {
        let (http, gate, rules) = (http.clone(), gate.clone(), args.rules.clone());
        tasks.push(tokio::spawn(async move {
            let _permit = gate.acquire().await.expect("gate");
            set_up(http, i, rules).await
        }));
    }
    let mut ready = Vec::new();
    for (i, task) in tasks.iter_mut().enumerate() {
        match timeout_at(deadline, task).await {
            Err(_) => {
                println!("timeout during set-up: {} of {} games ready", ready.len(), args.games);
                tasks.iter().for_each(|t| t.abort());
                return None;
            }
            Ok(Ok(Ok((a, b)))) => ready.push((i, a, b)),
            Ok(Ok(Err(f))) => tally.error(Failure::other(&format!("set-up {}", f.kind), f.detail)),
            Ok(Err(e)) => tally.error(Failure::other("set-up panic", e)),
        }
    }
    Some(ready)
}

#[tokio::main]
async fn main() {
    let args = args();
    let deadline = Instant::now() + Duration::from_secs(args.timeout_s);
    if let Some(path) = args.database.strip_prefix("sqlite:") {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{path}{suffix}"));
        }
    }
    let (mut child, url) = start_server(&args);
    let pid = child.id();
    let tally = Arc::new(Tally::default());

    // Set-up: accounts, rooms, joins, connections (not timed as moves).
    let setup = std::time::Instant::now();
    let Some(ready) = set_up_all(&args, &url, &tally, deadline).await else {
        print_errors(&tally);
        let _ = child.kill();
        let _ = child.wait();
        std::process::exit(1);
    };
    println!(
        "set-up: {} games ready of {}, {} connections in {:.1} s",
        ready.len(),
        args.games,
        ready.len() * 2,
        setup.elapsed().as_secs_f64()
    );

    // Play: every seat moves as soon as it is its turn.
    let start = std::time::Instant::now();
    let (server_cpu0, client_cpu0) = (cpu_s(&pid.to_string()), cpu_s("self"));
    let mut games = Vec::new();
    let mut seats = Vec::new();
    for (i, a, b) in ready {
        let game = Arc::new(Game::new(i, a.game_id));
        for (k, session) in [a, b].into_iter().enumerate() {
            let (game, tally) = (game.clone(), tally.clone());
            let (salt, max, think) = ((2 * i + k) as u64, args.max_moves, args.think_ms);
            seats.push(tokio::spawn(seat(session, game, salt, max, think, tally)));
        }
        games.push(game);
    }
    let mut timed_out = false;
    for s in seats.iter_mut() {
        match timeout_at(deadline, s).await {
            Ok(Ok(())) => {}
            Ok(Err(e)) => tally.error(Failure::other("seat panic", e)),
            Err(_) => {
                timed_out = true;
                break;
            }
        }
    }
    seats.iter().for_each(|s| s.abort());
    let elapsed = start.elapsed().as_secs_f64();
    let server_cpu = cpu_s(&pid.to_string()) - server_cpu0;
    let client_cpu = cpu_s("self") - client_cpu0;
    report(&args, &tally, &games, pid, elapsed, server_cpu, client_cpu);
    if timed_out {
        print_unfinished(&args, &games);
    }
    let _ = child.kill();
    let _ = child.wait();
    if timed_out || tally.error_count() > 0 {
        std::process::exit(1);
    }
}

fn report(args: &Args, tally: &Tally, games: &[Arc<Game>], pid: u32, elapsed: f64, server_cpu: f64, client_cpu: f64) {
    let mut l = tally.latencies.lock().unwrap_or_else(|e| e.into_inner()).clone();
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
    let over = games.iter().filter(|t| t.state.load(Ordering::SeqCst) == OVER).count();
    println!(
        "{backend}: {} games (think {} ms, resign after {} moves, pool {}), {over} finished, {} moves in {elapsed:.1} s = {:.0} moves/s; move latency p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; errors {}; server RSS {} MiB (peak {} MiB)",
        args.games,
        args.think_ms,
        args.max_moves,
        args.db_connections,
        l.len(),
        l.len() as f64 / elapsed,
        pct(0.5),
        pct(0.99),
        pct(1.0),
        tally.error_count(),
        rss_kb(pid, "VmRSS:") / 1024,
        rss_kb(pid, "VmHWM:") / 1024,
    );
    println!(
        "CPU during play: server {server_cpu:.1} s ({:.0} us per move), load generator {client_cpu:.1} s; machine load average {}",
        server_cpu * 1e6 / l.len().max(1) as f64,
        std::fs::read_to_string("/proc/loadavg").unwrap_or_default().trim()
    );
    print_errors(tally);
}

fn print_errors(tally: &Tally) {
    let errors = tally.errors.lock().unwrap_or_else(|e| e.into_inner());
    for (kind, (n, first)) in errors.iter() {
        println!("errors: {n} x {kind} (first: {first})");
    }
}

/// The games still playing at the timeout, with how far they got.
fn print_unfinished(args: &Args, games: &[Arc<Game>]) {
    let unfinished: Vec<&Arc<Game>> = games
        .iter()
        .filter(|t| t.state.load(Ordering::SeqCst) == PLAYING)
        .collect();
    println!(
        "timeout after {} s: {} games unfinished",
        args.timeout_s,
        unfinished.len()
    );
    const SHOWN: usize = 50;
    for t in unfinished.iter().take(SHOWN) {
        println!(
            "  game {} (id {}): {} moves",
            t.index,
            t.game_id,
            t.moves.load(Ordering::SeqCst)
        );
    }
    if unfinished.len() > SHOWN {
        println!("  ... and {} more", unfinished.len() - SHOWN);
    }
}

/// One seat until its game ends, fails, or the other seat's failure stops it.
async fn seat(mut s: Session, game: Arc<Game>, salt: u64, max: u32, think_ms: u64, tally: Arc<Tally>) {
    let mut stop = game.stop.subscribe();
    let played = tokio::select! {
        played = play(&mut s, &game, salt, max, think_ms, &tally) => played,
        // (The sender lives in `game`, which we hold.)
        _ = stop.wait_for(|&stop| stop) => Ok(()),
    };
    match played {
        Err(f) => game.fail(f, &tally),
        Ok(()) if s.table.is_over() => {
            let _ = game
                .state
                .compare_exchange(PLAYING, OVER, Ordering::SeqCst, Ordering::SeqCst);
        }
        Ok(()) => {}
    }
    s.close().await;
}

/// Think for `time` while still reading the socket, as an app does: a client that
/// stops reading answers no ping, and at a think time of seconds the server
/// rightly took it for gone (every game of a 5 s run failed that way).
async fn think(s: &mut Session, time: Duration) -> Result<(), ClientError> {
    let wake = tokio::time::Instant::now() + time;
    loop {
        tokio::select! {
            _ = tokio::time::sleep_until(wake) => return Ok(()),
            // `next` applies what it reads at once: cancelling it loses nothing.
            update = s.next() => { update?; }
        }
    }
}

/// Random legal moves; after `max` moves the game is resigned (bounded run).
async fn play(s: &mut Session, game: &Game, salt: u64, max: u32, think_ms: u64, tally: &Tally) -> Result<(), Failure> {
    let mut sent: Option<(u32, std::time::Instant)> = None;
    let mut resigned = false;
    let mut rng = salt.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    while !s.table.is_over() {
        let have = s.table.have().unwrap_or(0);
        if have >= max && !resigned && s.wants_move() {
            resigned = true;
            s.send(&ClientMessage::Resign).await.map_err(Failure::client)?;
        } else if s.wants_move() && sent.is_none() {
            let legal = s.state().map(|st| st.snapshot.legal.clone()).unwrap_or_default();
            if legal.is_empty() {
                return Err(Failure::other(
                    "no legal move",
                    format!("my turn at move {have} without a legal move"),
                ));
            }
            rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let hole = legal[((rng >> 33) % legal.len() as u64) as usize];
            if think_ms > 0 {
                let ms = think_ms / 2 + (rng >> 20) % think_ms.max(1);
                think(s, Duration::from_millis(ms)).await.map_err(Failure::client)?;
            }
            sent = Some((have, std::time::Instant::now()));
            s.play(hole).await.map_err(Failure::client)?;
        }
        match s.next().await.map_err(Failure::client)? {
            // The opponent's resignation can cross our last move: not a server error.
            Update::Refused(e) if e.code == ErrorCode::GameOver => sent = None,
            Update::Refused(e) => return Err(Failure::refused(e)),
            _ => {}
        }
        let have = s.table.have().unwrap_or(0);
        game.moves.fetch_max(have, Ordering::SeqCst);
        if let Some((number, t)) = sent {
            if have > number {
                tally
                    .latencies
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push(t.elapsed());
                sent = None;
            }
        }
    }
    Ok(())
}
