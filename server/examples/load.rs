//! Load benchmark (not a test): N concurrent games of random legal moves
//! against `pallanguzhi-server` child processes on loopback. Prints games,
//! moves/s, p50/p99 move latency (send -> own `moved` back, i.e. committed and
//! broadcast), each server's memory and CPU, and the load average before and after.
//!
//!   cargo build --release -p pallanguzhi-server --bins --examples
//!   ulimit -n 20000   # 2 sockets per seat, 4 per game, in two processes
//!   target/release/examples/load --games 1000 --database sqlite:target/load.db --think-ms 1000 --max-moves 30
//!   target/release/examples/load --games 1000 --database "$(tests/toolchain/postgres.sh)" --think-ms 1000 --max-moves 30
//!   # 10,000 games on two instances (host on one, guest on the other), two generator
//!   # processes of 5,000 games: 10,000 sockets in each of the four processes.
//!   target/release/examples/load --games 10000 --instances 2 --split seats --procs 2 --database postgres://...
//!   # CPU per move: the generator on core 1, the server on core 0 (each its own core).
//!   taskset -c 1 target/release/examples/load --server-cpus 0 --games 1000 --think-ms 2000 --max-moves 60
//! With `--think-ms 0` every seat moves at once: a closed loop whose latency is
//! simply games / throughput, i.e. a saturation figure.
//!
//! `--instances N` starts N servers on the same database; `--split seats` puts game
//! i's host on server i mod N and its guest on server i+1 mod N (every move crosses
//! instances), `--split games` both seats on server i mod N. `--servers URL,...`
//! plays against servers already running instead. `--procs P` runs P generator
//! processes (this program with `--share K/P`), each setting up its share of the
//! games; all start playing together once all are set up, and the parent combines
//! their latencies and errors.
//!
//! A seat whose connection closes or fails, or that gets an `error` message, fails
//! its game: both seats of that game stop (instead of one waiting forever for the
//! other), and the errors are printed by kind. After `--timeout-s` the run stops
//! and prints what it has and which games did not finish. Exit status: 0 if every
//! game finished without error, 1 otherwise.

mod common;

use pallanguzhi_online::protocol::{ClientMessage, ErrorCode, SideChoice, WireError};
use pallanguzhi_online::{Client, ClientError, Update};
// The protocol-level bot the server's tests drive it with.
#[path = "../tests/common/session.rs"]
mod session;
use session::Session;
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::ops::Range;
use std::process::{Child, Command, Stdio};
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
    /// Server instances to start, all on `database`.
    instances: usize,
    /// Servers already running (no instance is started): their base URLs.
    servers: Vec<String>,
    /// Where each game's seats connect, with several servers.
    split: Split,
    /// Generator processes, each playing its share of the games (each within the fd limit).
    procs: usize,
    /// Internal: this process is generator `k` of `n` (plays games `k*G/n..(k+1)*G/n`).
    share: Option<(usize, usize)>,
    /// How the servers are started (`--server-bin`, `--server-cpus`).
    launch: common::Launch,
    /// PostgreSQL's postmaster: its CPU and its children's during play is printed apart.
    db_pid: Option<u32>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Split {
    /// Game `i`'s host on server `i mod N`, its guest on server `i+1 mod N`: every move
    /// crosses instances (PostgreSQL's NOTIFY wakes the other one).
    Seats,
    /// Both seats of game `i` on server `i mod N`.
    Games,
}

const USAGE: &str = "load [--games N] [--database URL] [--max-moves N] [--rules PRESET] [--think-ms MS] \
     [--db-connections N] [--timeout-s S (600)] [--instances N (1)] [--servers URL,URL...] \
     [--split seats|games] [--procs N (1)] [--server-bin PATH] [--server-cpus LIST (taskset -c)] \
     [--db-pid PID (PostgreSQL's postmaster: its CPU and its children's are printed)]";

fn args() -> Args {
    let mut a = Args {
        games: 100,
        database: "sqlite:target/load.db".into(),
        max_moves: 60,
        rules: "pallanguzhi".into(),
        think_ms: 1000,
        db_connections: 16,
        timeout_s: 600,
        instances: 1,
        servers: Vec::new(),
        split: Split::Seats,
        procs: 1,
        share: None,
        launch: common::Launch::default(),
        db_pid: None,
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
            "--instances" => a.instances = value.parse::<usize>().expect("--instances N").max(1),
            "--servers" => a.servers = value.split(',').map(String::from).collect(),
            "--split" => {
                a.split = match value.as_str() {
                    "seats" => Split::Seats,
                    "games" => Split::Games,
                    _ => panic!("--split seats|games"),
                }
            }
            "--server-bin" => a.launch.bin = Some(value.into()),
            "--server-cpus" => a.launch.cpus = Some(value),
            "--db-pid" => a.db_pid = Some(value.parse().expect("--db-pid PID")),
            "--procs" => a.procs = value.parse::<usize>().expect("--procs N").max(1),
            "--share" => {
                let (k, n) = value.split_once('/').expect("--share K/N");
                a.share = Some((k.parse().expect("K"), n.parse().expect("N")));
            }
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

/// CPU seconds of a database server: the process `pid` (PostgreSQL's postmaster)
/// and its children (its backends, WAL writer, checkpointer...), as they are now.
fn tree_cpu_s(pid: u32) -> f64 {
    let mut total = cpu_s(&pid.to_string());
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let stat = std::fs::read_to_string(format!("/proc/{name}/stat")).unwrap_or_default();
        let ppid = stat.rsplit(')').next().unwrap_or("").split_whitespace().nth(1);
        if ppid == Some(pid.to_string().as_str()) {
            total += cpu_s(&name);
        }
    }
    total
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

/// The server children on loopback ports, all on `args.database`: (processes, base URLs).
fn start_servers(args: &Args) -> (Vec<Child>, Vec<String>) {
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
        "--socket-opens-per-minute",
        "1000000",
        "--socket-opens-per-address-per-minute",
        "1000000",
        "--max-connections",
        "1000000",
        // Sessions set up first wait unread until every game is ready (36 s for 9,000
        // games): with 5 s pings they were taken for gone before the first move.
        "--ping-ms",
        "60000",
    ]
    .map(String::from);
    (0..args.instances)
        .map(|_| common::start_server_with(&args.database, &limits, "warn", &args.launch))
        .unzip()
}

/// The rooms' clock: time per move.
const MOVE_MS: u64 = 3_600_000;

/// Accounts, a room, a join and both WebSockets past their first state; the host
/// talks to `host`'s server, the guest to `guest`'s.
async fn set_up(host: Client, guest: Client, i: usize, rules: String) -> Result<(Session, Session), Failure> {
    let (mut host, mut guest) = (host, guest);
    host.create_account(&format!("Host{i}"))
        .await
        .map_err(Failure::client)?;
    guest
        .create_account(&format!("Guest{i}"))
        .await
        .map_err(Failure::client)?;
    // A clock, so moves write deadlines as in a rated game; an hour a move, so a long
    // set-up (178 s for 10,000 games here) cannot lose the first games on time.
    let room = host
        .create_room_with_clock(&rules, SideChoice::South, Some(MOVE_MS))
        .await
        .map_err(Failure::client)?;
    guest.join(&room.code).await.map_err(Failure::client)?;
    let mut a = Session::open(host, room.game_id).await.map_err(Failure::client)?;
    let mut b = Session::open(guest, room.game_id).await.map_err(Failure::client)?;
    a.next().await.map_err(Failure::client)?;
    b.next().await.map_err(Failure::client)?;
    Ok((a, b))
}

/// The games of `range` set up before `deadline` (set-up failures are counted, not
/// played); `None` if the deadline came first.
async fn set_up_all(
    args: &Args,
    urls: &[String],
    range: Range<usize>,
    tally: &Tally,
    deadline: Instant,
) -> Option<Vec<(usize, Session, Session)>> {
    let clients: Vec<Client> = urls.iter().map(|u| Client::new(u)).collect();
    let n = clients.len();
    let gate = Arc::new(Semaphore::new(64));
    let mut tasks = Vec::new();
    let wanted = range.len();
    for i in range {
        let guest_server = match args.split {
            Split::Seats => (i + 1) % n,
            Split::Games => i % n,
        };
        let (host, guest) = (clients[i % n].clone(), clients[guest_server].clone());
        let (gate, rules) = (gate.clone(), args.rules.clone());
        tasks.push((
            i,
            tokio::spawn(async move {
                let _permit = gate.acquire().await.expect("gate");
                set_up(host, guest, i, rules).await
            }),
        ));
    }
    let mut ready = Vec::new();
    for (i, task) in tasks.iter_mut() {
        match timeout_at(deadline, task).await {
            Err(_) => {
                eprintln!("timeout during set-up: {} of {wanted} games ready", ready.len());
                tasks.iter().for_each(|(_, t)| t.abort());
                return None;
            }
            Ok(Ok(Ok((a, b)))) => ready.push((*i, a, b)),
            Ok(Ok(Err(f))) => tally.error(Failure::other(&format!("set-up {}", f.kind), f.detail)),
            Ok(Err(e)) => tally.error(Failure::other("set-up panic", e)),
        }
    }
    Some(ready)
}

/// What one generator process saw while playing its games.
#[derive(Default)]
struct Played {
    latencies: Vec<Duration>,
    errors: BTreeMap<String, (u64, String)>,
    /// Games set up, and of those finished.
    games: usize,
    over: usize,
    elapsed: f64,
    cpu: f64,
    timed_out: bool,
}

/// Set up the games of `range`, wait for `go`, play them: what was seen (`None`: the
/// set-up did not finish in time).
async fn generate(
    args: &Args,
    urls: &[String],
    range: Range<usize>,
    go: impl std::future::Future<Output = ()>,
) -> Option<Played> {
    let deadline = Instant::now() + Duration::from_secs(args.timeout_s);
    let tally = Arc::new(Tally::default());
    // Set-up: accounts, rooms, joins, connections (not timed as moves).
    let setup = std::time::Instant::now();
    let wanted = range.len();
    let Some(ready) = set_up_all(args, urls, range, &tally, deadline).await else {
        print_errors(&tally.errors.lock().unwrap_or_else(|e| e.into_inner()));
        return None;
    };
    eprintln!(
        "set-up: {} games ready of {wanted}, {} connections in {:.1} s",
        ready.len(),
        ready.len() * 2,
        setup.elapsed().as_secs_f64()
    );
    go.await;

    // Play: every seat moves as soon as it is its turn.
    let start = std::time::Instant::now();
    let client_cpu0 = cpu_s("self");
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
    if timed_out {
        print_unfinished(args, &games);
    }
    let latencies = tally.latencies.lock().unwrap_or_else(|e| e.into_inner()).clone();
    let errors = tally.errors.lock().unwrap_or_else(|e| e.into_inner()).clone();
    Some(Played {
        latencies,
        errors,
        games: games.len(),
        over: games.iter().filter(|t| t.state.load(Ordering::SeqCst) == OVER).count(),
        elapsed,
        cpu: cpu_s("self") - client_cpu0,
        timed_out,
    })
}

/// The games of generator `k` of `n`.
fn share(games: usize, k: usize, n: usize) -> Range<usize> {
    games * k / n..games * (k + 1) / n
}

/// A generator process (`--share K/N`): set up, say `ready`, play on a line of
/// stdin, then hand what it saw to the parent on stdout (one record a line).
async fn child(args: Args, (k, n): (usize, usize)) {
    let go = async {
        println!("ready");
        let _ = tokio::task::spawn_blocking(|| std::io::stdin().read_line(&mut String::new())).await;
    };
    let Some(played) = generate(&args, &args.servers, share(args.games, k, n), go).await else {
        std::process::exit(1);
    };
    let mut out = String::new();
    for chunk in played.latencies.chunks(1000) {
        let micros: Vec<String> = chunk.iter().map(|d| d.as_micros().to_string()).collect();
        out += &format!("lat {}\n", micros.join(" "));
    }
    for (kind, (count, first)) in &played.errors {
        out += &format!("err {count}\t{kind}\t{}\n", first.replace(['\n', '\t'], " "));
    }
    out += &format!(
        "end {} {} {} {} {}\n",
        played.games, played.over, played.elapsed, played.cpu, played.timed_out
    );
    print!("{out}");
}

/// What a generator process printed, read back (`None` if it failed before the end).
fn parse_child(lines: &[String]) -> Option<Played> {
    let mut p = Played::default();
    for line in lines {
        let (tag, rest) = line.split_once(' ').unwrap_or((line, ""));
        match tag {
            "lat" => p.latencies.extend(
                rest.split(' ')
                    .filter_map(|m| m.parse().ok())
                    .map(Duration::from_micros),
            ),
            "err" => {
                let mut f = rest.splitn(3, '\t');
                let count: u64 = f.next()?.parse().ok()?;
                let kind = f.next()?.to_string();
                let entry = p.errors.entry(kind).or_insert((0, f.next().unwrap_or("").into()));
                entry.0 += count;
            }
            "end" => {
                let f: Vec<&str> = rest.split(' ').collect();
                p.games = f.first()?.parse().ok()?;
                p.over = f.get(1)?.parse().ok()?;
                p.elapsed = f.get(2)?.parse().ok()?;
                p.cpu = f.get(3)?.parse().ok()?;
                p.timed_out = f.get(4)? == &"true";
                return Some(p);
            }
            _ => {}
        }
    }
    None
}

/// `procs` generator processes, started together once all are set up; their records combined.
fn run_children(args: &Args, urls: &[String], pids: &[u32]) -> Option<(Played, Vec<f64>, Option<f64>)> {
    let exe = std::env::current_exe().expect("the example's path");
    let split = match args.split {
        Split::Seats => "seats",
        Split::Games => "games",
    };
    let mut children = Vec::new();
    let (events, inbox) = std::sync::mpsc::channel::<(usize, Option<String>)>();
    for k in 0..args.procs {
        let mut c = Command::new(&exe)
            .args(["--share", &format!("{k}/{}", args.procs), "--servers", &urls.join(",")])
            .args([
                "--games",
                &args.games.to_string(),
                "--max-moves",
                &args.max_moves.to_string(),
            ])
            .args(["--rules", &args.rules, "--think-ms", &args.think_ms.to_string()])
            .args(["--timeout-s", &args.timeout_s.to_string(), "--split", split])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("start a generator process");
        let out = BufReader::new(c.stdout.take().expect("stdout"));
        let events = events.clone();
        std::thread::spawn(move || {
            for line in out.lines() {
                let Ok(line) = line else { break };
                let _ = events.send((k, Some(line)));
            }
            let _ = events.send((k, None));
        });
        children.push(c);
    }
    drop(events);
    let setup = std::time::Instant::now();
    let (mut ready, mut ended) = (0, 0);
    let mut lines: Vec<Vec<String>> = vec![Vec::new(); args.procs];
    let mut cpu0 = Vec::new();
    let mut db0 = None;
    while let Ok((k, line)) = inbox.recv() {
        match line.as_deref() {
            Some("ready") => {
                ready += 1;
                if ready == args.procs {
                    println!(
                        "set-up: all {} generator processes ready in {:.1} s",
                        args.procs,
                        setup.elapsed().as_secs_f64()
                    );
                    cpu0 = pids.iter().map(|p| cpu_s(&p.to_string())).collect();
                    db0 = args.db_pid.map(tree_cpu_s);
                    for c in children.iter_mut() {
                        if let Some(stdin) = c.stdin.as_mut() {
                            let _ = stdin.write_all(b"go\n");
                            let _ = stdin.flush();
                        }
                    }
                }
            }
            Some(line) => lines[k].push(line.to_string()),
            None => {
                ended += 1;
                if ended == args.procs {
                    break;
                }
                if ready < args.procs {
                    // A generator that ends before playing failed its set-up: stop the rest.
                    println!("generator {k} ended during set-up");
                    children.iter_mut().for_each(|c| drop(c.kill()));
                }
            }
        }
    }
    let cpu: Vec<f64> = pids
        .iter()
        .zip(&cpu0)
        .map(|(p, c0)| cpu_s(&p.to_string()) - c0)
        .collect();
    let db = args.db_pid.zip(db0).map(|(p, d0)| tree_cpu_s(p) - d0);
    for mut c in children {
        let _ = c.wait();
    }
    let mut all = Played::default();
    for (k, l) in lines.iter().enumerate() {
        let Some(p) = parse_child(l) else {
            println!("generator {k} printed no result");
            return None;
        };
        all.latencies.extend(p.latencies);
        for (kind, (n, first)) in p.errors {
            all.errors.entry(kind).or_insert((0, first)).0 += n;
        }
        all.games += p.games;
        all.over += p.over;
        all.elapsed = all.elapsed.max(p.elapsed);
        all.cpu += p.cpu;
        all.timed_out |= p.timed_out;
    }
    Some((all, cpu, db))
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .unwrap_or_default()
        .trim()
        .to_string()
}

#[tokio::main]
async fn main() {
    let args = args();
    if let Some(share) = args.share {
        return child(args, share).await;
    }
    println!("load average before: {}", loadavg());
    let (mut servers, urls) = if args.servers.is_empty() {
        if let Some(path) = args.database.strip_prefix("sqlite:") {
            for suffix in ["", "-wal", "-shm"] {
                let _ = std::fs::remove_file(format!("{path}{suffix}"));
            }
        }
        start_servers(&args)
    } else {
        (Vec::new(), args.servers.clone())
    };
    let pids: Vec<u32> = servers.iter().map(Child::id).collect();
    let result = if args.procs > 1 {
        run_children(&args, &urls, &pids)
    } else {
        let cpu0 = std::cell::RefCell::new(Vec::new());
        let db0 = std::cell::Cell::new(None);
        let go = async {
            *cpu0.borrow_mut() = pids.iter().map(|p| cpu_s(&p.to_string())).collect();
            db0.set(args.db_pid.map(tree_cpu_s));
        };
        let played = generate(&args, &urls, 0..args.games, go).await;
        let cpu0 = cpu0.into_inner();
        let cpu = pids
            .iter()
            .zip(&cpu0)
            .map(|(p, c0)| cpu_s(&p.to_string()) - c0)
            .collect();
        let db = args.db_pid.zip(db0.get()).map(|(p, d0)| tree_cpu_s(p) - d0);
        played.map(|p| (p, cpu, db))
    };
    let failed = match &result {
        Some((played, cpu, db)) => {
            report(&args, played, &pids, cpu, *db);
            played.timed_out || played.errors.values().any(|(n, _)| *n > 0)
        }
        None => true,
    };
    for s in servers.iter_mut() {
        let _ = s.kill();
        let _ = s.wait();
    }
    if failed {
        std::process::exit(1);
    }
}

fn report(args: &Args, played: &Played, pids: &[u32], server_cpu: &[f64], db_cpu: Option<f64>) {
    let mut l = played.latencies.clone();
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
    let split = match args.split {
        Split::Seats => "host and guest on different servers",
        Split::Games => "a game's seats on one server",
    };
    let servers = if args.servers.is_empty() {
        args.instances
    } else {
        args.servers.len()
    };
    let errors: u64 = played.errors.values().map(|(n, _)| n).sum();
    println!(
        "{backend}: {} games on {servers} server(s){}, {} generator process(es) (think {} ms, resign after {} moves, pool {}), {} finished, {} moves in {:.1} s = {:.0} moves/s; move latency p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; errors {errors}",
        args.games,
        if servers > 1 { format!(" ({split})") } else { String::new() },
        args.procs,
        args.think_ms,
        args.max_moves,
        args.db_connections,
        played.over,
        l.len(),
        played.elapsed,
        l.len() as f64 / played.elapsed,
        pct(0.5),
        pct(0.99),
        pct(1.0),
    );
    for (k, pid) in pids.iter().enumerate() {
        println!(
            "server {k} (pid {pid}): RSS {} MiB (peak {} MiB), CPU during play {:.1} s",
            rss_kb(*pid, "VmRSS:") / 1024,
            rss_kb(*pid, "VmHWM:") / 1024,
            server_cpu.get(k).copied().unwrap_or(0.0),
        );
    }
    let total: f64 = server_cpu.iter().sum();
    println!(
        "CPU during play: servers {total:.1} s ({:.0} us per move), load generators {:.1} s ({:.0} us per move); load average after: {}",
        total * 1e6 / l.len().max(1) as f64,
        played.cpu,
        played.cpu * 1e6 / l.len().max(1) as f64,
        loadavg()
    );
    if let Some(db) = db_cpu {
        println!(
            "CPU during play: database (pid {} and its children) {db:.1} s ({:.0} us per move)",
            args.db_pid.unwrap_or(0),
            db * 1e6 / l.len().max(1) as f64
        );
    }
    print_errors(&played.errors);
}

fn print_errors(errors: &BTreeMap<String, (u64, String)>) {
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
    eprintln!(
        "timeout after {} s: {} games unfinished",
        args.timeout_s,
        unfinished.len()
    );
    const SHOWN: usize = 50;
    for t in unfinished.iter().take(SHOWN) {
        eprintln!(
            "  game {} (id {}): {} moves",
            t.index,
            t.game_id,
            t.moves.load(Ordering::SeqCst)
        );
    }
    if unfinished.len() > SHOWN {
        eprintln!("  ... and {} more", unfinished.len() - SHOWN);
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
