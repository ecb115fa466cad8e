//! The online server: accounts, rooms with share codes, WebSocket play with the
//! core validating every move, Glicko-2 ratings. Every acknowledged move is
//! committed first; several instances share one PostgreSQL (LISTEN/NOTIFY wake-ups).

mod accounts;
pub mod admin;
mod client;
mod clocks;
mod codes;
mod commit;
mod db;
mod decide;
mod devices;
mod error;
mod extract;
mod game;
mod hub;
mod kicks;
mod listen;
mod live;
mod metrics;
mod moderation;
mod names;
mod notify;
mod pages;
pub mod pgwriter;
mod ratings;
mod registry;
mod rematch;
mod rooms;
mod seats;
mod sockets;
mod stats;
mod storage;
mod web;
pub mod well_known;
mod writer;
mod ws;

use axum::routing::{get, post};
use axum::Router;
use clap::Parser;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

pub use client::ForwardedHeader;
pub use db::Backend;

#[derive(Debug, Clone, Parser)]
#[command(name = "pallanguzhi-server", about = "The Pallanguzhi online game server")]
pub struct Config {
    /// Address to listen on (port 0: any free port, printed on stdout).
    #[arg(long, env = "PALLANGUZHI_LISTEN", default_value = "127.0.0.1:8080")]
    pub listen: String,
    /// `sqlite:PATH` (created if missing) or `postgres://...`.
    #[arg(
        long,
        env = "PALLANGUZHI_DATABASE",
        default_value = "sqlite:pallanguzhi.db",
        global = true
    )]
    pub database: String,
    /// How long a player may be away on their turn before the opponent may claim.
    #[arg(long, env = "PALLANGUZHI_AWAY_TIMEOUT_MS", default_value_t = 180_000)]
    pub away_timeout_ms: u64,
    /// WebSocket ping period (only connections silent since the last tick are pinged);
    /// a connection silent for two periods is closed (away).
    #[arg(long, env = "PALLANGUZHI_PING_MS", default_value_t = 5_000)]
    pub ping_ms: u64,
    /// Join-by-code attempts per account per minute (burst of the same size).
    #[arg(long, env = "PALLANGUZHI_JOIN_PER_MINUTE", default_value_t = 10)]
    pub join_per_minute: u32,
    /// Accounts created per client address per minute.
    #[arg(long, env = "PALLANGUZHI_ACCOUNTS_PER_MINUTE", default_value_t = 20)]
    pub accounts_per_minute: u32,
    /// WebSocket messages per connection per second (burst twice that).
    #[arg(long, env = "PALLANGUZHI_MESSAGES_PER_SECOND", default_value_t = 20)]
    pub messages_per_second: u32,
    /// Public base URL for share links (default: http://LISTEN).
    #[arg(long, env = "PALLANGUZHI_PUBLIC_URL")]
    pub public_url: Option<String>,
    /// Most database connections in the pool.
    #[arg(long, env = "PALLANGUZHI_DB_CONNECTIONS", default_value_t = 8)]
    pub db_connections: u32,
    /// Messages a connection may have waiting before it counts as too slow and is closed.
    #[arg(long, env = "PALLANGUZHI_SEND_QUEUE", default_value_t = 256)]
    pub send_queue: usize,
    /// Kernel send buffer per connection in bytes (default: the OS's); bounds what a
    /// client that stops reading can hold up in the kernel before its queue fills.
    #[arg(long, env = "PALLANGUZHI_SOCKET_SEND_BUFFER")]
    pub socket_send_buffer: Option<usize>,
    /// SQLite: the write-ahead log is truncated (writers wait) once it passes this size.
    #[arg(long, env = "PALLANGUZHI_WAL_LIMIT_MB", default_value_t = 64)]
    pub wal_limit_mb: u64,
    /// SQLite: 0 (default) checkpoints off the move path (passive each second, TRUNCATE
    /// past the WAL limit); N lets SQLite checkpoint in the committing move every N
    /// pages, the log cut back to the WAL limit after each (`journal_size_limit`).
    #[arg(long, env = "PALLANGUZHI_SQLITE_AUTOCHECKPOINT", default_value_t = 0)]
    pub sqlite_autocheckpoint: u32,
    /// SQLite: after the first move of a group commit, wait this long (microseconds)
    /// for more before writing them together. 0 (default): only the moves already
    /// queued join it. More saves CPU per move (fewer commits, pages written once for
    /// several moves) and adds up to this much to each move's latency.
    #[arg(long, env = "PALLANGUZHI_SQLITE_GROUP_WAIT_US", default_value_t = 0)]
    pub sqlite_group_wait_us: u64,
    /// SQLite: most pages (4 KiB) the database may grow to; past it writes are refused
    /// with `unavailable`, as on a full disk (default: no limit but the disk's).
    #[arg(long, env = "PALLANGUZHI_SQLITE_MAX_PAGES")]
    pub sqlite_max_pages: Option<u64>,
    /// Waiting rooms whose host is not connected are deleted this long after their
    /// creation (seconds); their codes can be drawn again.
    #[arg(long, env = "PALLANGUZHI_WAITING_ROOM_TTL_S", default_value_t = 86_400)]
    pub waiting_room_ttl_s: u64,
    /// Waiting rooms one account may have at once.
    #[arg(long, env = "PALLANGUZHI_WAITING_ROOMS_PER_ACCOUNT", default_value_t = 3)]
    pub waiting_rooms_per_account: u32,
    /// A connection must send a request's headers within this (ms).
    #[arg(long, env = "PALLANGUZHI_HEADER_TIMEOUT_MS", default_value_t = 10_000)]
    pub header_timeout_ms: u64,
    /// A request's body must arrive within this (ms).
    #[arg(long, env = "PALLANGUZHI_BODY_TIMEOUT_MS", default_value_t = 10_000)]
    pub body_timeout_ms: u64,
    /// An HTTP connection with no byte either way for this long is closed (ms).
    #[arg(long, env = "PALLANGUZHI_IDLE_TIMEOUT_MS", default_value_t = 30_000)]
    pub idle_timeout_ms: u64,
    /// Open connections at most (WebSockets included); more are closed at once.
    #[arg(long, env = "PALLANGUZHI_MAX_CONNECTIONS", default_value_t = 20_000)]
    pub max_connections: u32,
    /// Open connections per peer address (trusted proxies exempt).
    #[arg(long, env = "PALLANGUZHI_CONNECTIONS_PER_ADDRESS", default_value_t = 64)]
    pub connections_per_address: u32,
    /// WebSockets one account may have open (a few devices, and games watched).
    #[arg(long, env = "PALLANGUZHI_SOCKETS_PER_ACCOUNT", default_value_t = 8)]
    pub sockets_per_account: u32,
    /// Proxies whose `Forwarded` / `X-Forwarded-For` give the client's address (CIDR,
    /// comma-separated or repeated); from any other peer these headers are ignored.
    #[arg(long, env = "PALLANGUZHI_TRUSTED_PROXY", value_delimiter = ',', num_args = 1..)]
    pub trusted_proxy: Vec<ipnet::IpNet>,
    /// The one header a trusted proxy names the client in (`x-forwarded-for` or
    /// `forwarded`); the other is never read, since proxies pass a client's own through.
    #[arg(long, env = "PALLANGUZHI_FORWARDED_HEADER", value_enum, default_value_t = ForwardedHeader::XForwardedFor)]
    pub forwarded_header: ForwardedHeader,
    /// Distinct keys (addresses, accounts) each rate limit remembers at most; past it,
    /// new keys are refused `rate_limited` until old ones expire, so memory stays
    /// bounded whatever number of addresses a flood comes from.
    #[arg(long, env = "PALLANGUZHI_MAX_LIMITER_KEYS", default_value_t = 100_000)]
    pub max_limiter_keys: usize,
    /// Rooms created per account per minute.
    #[arg(long, env = "PALLANGUZHI_ROOMS_PER_MINUTE", default_value_t = 10)]
    pub rooms_per_minute: u32,
    /// Rooms created per client address per minute.
    #[arg(long, env = "PALLANGUZHI_ROOMS_PER_ADDRESS_PER_MINUTE", default_value_t = 30)]
    pub rooms_per_address_per_minute: u32,
    /// Join-by-code attempts per client address per minute.
    #[arg(long, env = "PALLANGUZHI_JOINS_PER_ADDRESS_PER_MINUTE", default_value_t = 20)]
    pub joins_per_address_per_minute: u32,
    /// Joins with an unknown code, all clients together, per minute; past it every
    /// join is refused for the rest of the minute, so no number of accounts and
    /// addresses makes guessing codes pay.
    #[arg(long, env = "PALLANGUZHI_FAILED_JOINS_PER_MINUTE", default_value_t = 300)]
    pub failed_joins_per_minute: u32,
    /// Refuse a name that another account has, or one that looks the same (`name_taken`).
    /// `false` only for test suites that sign the same names up again and again.
    #[arg(long, env = "PALLANGUZHI_UNIQUE_NAMES", default_value_t = true, action = clap::ArgAction::Set, global = true)]
    pub unique_names: bool,
    /// A game shorter than this many moves counts in the statistics but not for rating.
    #[arg(long, env = "PALLANGUZHI_MIN_RATED_MOVES", default_value_t = 10)]
    pub min_rated_moves: u32,
    /// A game that lasted less than this from its first move to its end (seconds) counts
    /// in the statistics but not for rating. 60: ten moves at six seconds each, what two
    /// people reading relays take at the least; the farm of the security read (F7) played
    /// its 11-move games in 0.2 s. Test suites, which play faster than people, set 0.
    #[arg(long, env = "PALLANGUZHI_MIN_RATED_GAME_S", default_value_t = 60)]
    pub min_rated_game_s: u64,
    /// A win or draw over an account younger than this (days) when the game ends counts
    /// at zero weight, and such an opponent (or a provisional one) never counts toward the
    /// leaderboard. 7: a ring of fresh accounts must be made a week ahead and each of its
    /// accounts played to established, while a newcomer waits a week at most.
    #[arg(long, env = "PALLANGUZHI_MIN_OPPONENT_AGE_DAYS", default_value_t = 7)]
    pub min_opponent_age_days: u64,
    /// `text` (colours only on a terminal) or `json` (one object a line).
    #[arg(long, env = "PALLANGUZHI_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    pub log_format: LogFormat,
    /// Serve `GET /metrics` on this address only (e.g. `127.0.0.1:9090`, for the scraper);
    /// unset: no metrics at all. Never on `--listen`, where clients (forwarded ones
    /// too) could read them.
    #[arg(long, env = "PALLANGUZHI_METRICS_ADDR")]
    pub metrics_addr: Option<String>,
    /// Read the database URL from this file (a mounted secret) instead of `--database`:
    /// a password on the command line is visible to every user of the machine.
    #[arg(long, env = "PALLANGUZHI_DATABASE_FILE", global = true)]
    pub database_file: Option<std::path::PathBuf>,
    /// Database connections for reads that can wait (leaderboard, statistics, tokens),
    /// a pool of their own so that a flood of them never delays a move.
    #[arg(long, env = "PALLANGUZHI_READ_CONNECTIONS", default_value_t = 4)]
    pub read_connections: u32,
    /// The shortest time per move a room may have (ms). 30 s for people; test suites
    /// lower it to see a game lost on time quickly.
    #[arg(long, env = "PALLANGUZHI_MIN_MOVE_MS", default_value_t = pallanguzhi_protocol::MIN_MOVE_MS)]
    pub min_move_ms: u64,
    /// How often each instance looks for games whose side to move ran out of time (ms).
    #[arg(long, env = "PALLANGUZHI_CLOCK_SWEEP_MS", default_value_t = 1_000)]
    pub clock_sweep_ms: u64,
    /// People watching one game at most (on each instance); more are refused `rate_limited`.
    #[arg(long, env = "PALLANGUZHI_WATCHERS_PER_GAME", default_value_t = 100)]
    pub watchers_per_game: u32,
    /// WebSocket upgrades one account may open per minute (burst of the same size): a
    /// reconnect storm costs its own upgrades, not every game's CPU and writes.
    #[arg(long, env = "PALLANGUZHI_SOCKET_OPENS_PER_MINUTE", default_value_t = 60)]
    pub socket_opens_per_minute: u32,
    /// WebSocket upgrades per client address per minute (several players behind one NAT).
    #[arg(long, env = "PALLANGUZHI_SOCKET_OPENS_PER_ADDRESS_PER_MINUTE", default_value_t = 300)]
    pub socket_opens_per_address_per_minute: u32,
    /// Games one account may watch at once (sockets without a seat).
    #[arg(long, env = "PALLANGUZHI_WATCHING_PER_ACCOUNT", default_value_t = 3)]
    pub watching_per_account: u32,
    /// How long a link code (another device's sign-in) lives, in seconds.
    #[arg(long, env = "PALLANGUZHI_LINK_CODE_TTL_S", default_value_t = 600)]
    pub link_code_ttl_s: u64,
    /// Link and recovery codes one account may ask for per minute.
    #[arg(long, env = "PALLANGUZHI_LINK_CODES_PER_MINUTE", default_value_t = 3)]
    pub link_codes_per_minute: u32,
    /// Link and recovery codes asked for per client address per minute.
    #[arg(long, env = "PALLANGUZHI_LINK_CODES_PER_ADDRESS_PER_MINUTE", default_value_t = 10)]
    pub link_codes_per_address_per_minute: u32,
    /// Sign-ins with a link or recovery code per client address per minute.
    #[arg(long, env = "PALLANGUZHI_SIGN_INS_PER_ADDRESS_PER_MINUTE", default_value_t = 10)]
    pub sign_ins_per_address_per_minute: u32,
    /// Sign-ins with a wrong code, all clients together, per minute; past it every
    /// sign-in by code is refused for the rest of the minute (as joins: `FailedJoins`).
    #[arg(long, env = "PALLANGUZHI_FAILED_SIGN_INS_PER_MINUTE", default_value_t = 60)]
    pub failed_sign_ins_per_minute: u32,
    /// Devices one account may have signed in; one more signs out the one seen longest ago.
    #[arg(long, env = "PALLANGUZHI_DEVICES_PER_ACCOUNT", default_value_t = 20)]
    pub devices_per_account: u32,
    /// How players reach the operator (an e-mail address or a URL), shown on `/privacy`.
    #[arg(long, env = "PALLANGUZHI_OPERATOR_CONTACT")]
    pub operator_contact: Option<String>,
    /// Deletion requests (the `/delete-account` form) per client address per minute.
    #[arg(
        long,
        env = "PALLANGUZHI_DELETION_REQUESTS_PER_ADDRESS_PER_MINUTE",
        default_value_t = 2
    )]
    pub deletion_requests_per_address_per_minute: u32,
    /// Deletion requests kept waiting for the operator at most; past it the form refuses.
    #[arg(long, env = "PALLANGUZHI_MAX_DELETION_REQUESTS", default_value_t = 10_000)]
    pub max_deletion_requests: u32,
    /// More words no name may contain (one a line, `*word` inside names too; see
    /// `server/names/blocklist.txt`, which is always applied).
    #[arg(long, env = "PALLANGUZHI_NAME_BLOCKLIST", global = true)]
    pub name_blocklist: Option<std::path::PathBuf>,
    /// Reports one account may send per minute.
    #[arg(long, env = "PALLANGUZHI_REPORTS_PER_MINUTE", default_value_t = 5)]
    pub reports_per_minute: u32,
    /// Reports sent per client address per minute.
    #[arg(long, env = "PALLANGUZHI_REPORTS_PER_ADDRESS_PER_MINUTE", default_value_t = 10)]
    pub reports_per_address_per_minute: u32,
    /// Players one account may block.
    #[arg(long, env = "PALLANGUZHI_BLOCKS_PER_ACCOUNT", default_value_t = 500)]
    pub blocks_per_account: u32,
    /// The apps that open share links (`/.well-known/` files); see `well_known.rs`.
    #[command(flatten)]
    pub apps: well_known::Apps,
    /// Without a command: serve.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The browser client to serve at `/` and `/join/CODE` (built by `web/build.mjs`);
    /// default: the repository's `web/dist` when it has been built.
    #[arg(long, env = "PALLANGUZHI_WEB_ROOT")]
    pub web_root: Option<std::path::PathBuf>,
}

#[derive(Debug, Clone, clap::Subcommand)]
pub enum Command {
    /// The operator's commands on the database (`admin --help`).
    #[command(subcommand)]
    Admin(admin::Admin),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}

impl Config {
    /// The database URL: from `--database-file` if given, else `--database`.
    pub fn database_url(&self) -> Result<String, String> {
        match &self.database_file {
            Some(path) => std::fs::read_to_string(path)
                .map(|url| url.trim().to_string())
                .map_err(|e| format!("cannot read {}: {e}", path.display())),
            None => Ok(self.database.clone()),
        }
    }

    /// Defaults for tests and embedding.
    pub fn new(listen: &str, database: &str) -> Config {
        Config::parse_from(["pallanguzhi-server", "--listen", listen, "--database", database])
    }
}

/// A background sweep's pace: an interval that waits out missed ticks (no burst after a
/// stall) and yields the app at each tick until it is dropped or shutting down.
pub(crate) struct Every {
    tick: tokio::time::Interval,
    app: std::sync::Weak<App>,
}

impl Every {
    pub fn new(app: std::sync::Weak<App>, period: Duration) -> Every {
        let mut tick = tokio::time::interval(period);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        Every { tick, app }
    }

    /// The app at the next tick; `None` once it is gone or closing (the sweep ends).
    pub async fn next(&mut self) -> Option<std::sync::Arc<App>> {
        self.tick.tick().await;
        let app = self.app.upgrade()?;
        let closing = *app.closing.borrow();
        (!closing).then_some(app)
    }
}

/// Shared by every handler and connection task.
pub(crate) struct App {
    pub db: db::Db,
    pub live: registry::Games,
    pub config: Config,
    pub public_url: String,
    pub limits: accounts::Limits,
    pub conns: listen::Conns,
    pub sockets: sockets::Sockets,
    /// Sockets without a seat (watching), per account: their own cap.
    pub watching: sockets::Sockets,
    /// Set once shutdown begins: every WebSocket closes with 1001 (go away, reconnect);
    /// each connection holds a receiver, so `closed()` says when all are gone.
    pub closing: tokio::sync::watch::Sender<bool>,
    /// The browser client's files, if served (`web.rs`).
    pub web_root: Option<std::path::PathBuf>,
    /// The words names may not contain.
    pub names: names::Filter,
    /// Devices whose `last_seen_ms` is being written (`accounts::device_of_token`).
    pub seen: std::sync::Mutex<std::collections::HashSet<i64>>,
    /// Leaderboard queries at once: half the read pool, the rest stays for token checks.
    pub board: tokio::sync::Semaphore,
}

pub(crate) type AppState = Arc<App>;

/// Migrate, listen, and serve until `shutdown` resolves.
pub async fn serve(config: Config, shutdown: impl Future<Output = ()> + Send + 'static) -> Result<(), String> {
    let (addr, server) = start(config, shutdown).await?;
    // Tests and scripts read this line to learn the port.
    println!("listening on {addr}");
    server.await
}

/// Migrate and bind; the returned future serves until `shutdown` resolves.
pub async fn start(
    config: Config,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(std::net::SocketAddr, impl Future<Output = Result<(), String>>), String> {
    let bounds = db::Bounds {
        wal_limit: config.wal_limit_mb.saturating_mul(1 << 20),
        autocheckpoint: config.sqlite_autocheckpoint,
        max_pages: config.sqlite_max_pages,
        group_wait: Duration::from_micros(config.sqlite_group_wait_us),
        room_ttl: Duration::from_secs(config.waiting_room_ttl_s),
    };
    let mut config = config;
    config.max_connections = open_files(config.max_connections);
    let filter = names::Filter::load(config.name_blocklist.as_deref())?;
    let url = config.database_url()?;
    let db = db::Db::connect(&url, [config.db_connections, config.read_connections], bounds)
        .await
        .map_err(|e| format!("database: {e}"))?;
    let listener = tokio::net::TcpListener::bind(&config.listen)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", config.listen))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let metrics = match &config.metrics_addr {
        Some(at) => Some(
            tokio::net::TcpListener::bind(at)
                .await
                .map_err(|e| format!("cannot listen on {at} (--metrics-addr): {e}"))?,
        ),
        None => None,
    };
    let public_url = config.public_url.clone().unwrap_or_else(|| format!("http://{addr}"));
    let app = Arc::new(App {
        live: registry::Games::new(Duration::from_millis(config.away_timeout_ms)),
        limits: accounts::Limits::new(&config),
        conns: listen::Conns::new(config.max_connections, config.connections_per_address),
        sockets: sockets::Sockets::new(config.sockets_per_account),
        watching: sockets::Sockets::new(config.watching_per_account),
        db,
        public_url,
        web_root: web::resolve_root(config.web_root.as_deref()),
        names: filter,
        seen: Default::default(),
        board: tokio::sync::Semaphore::new((config.read_connections / 2).max(1) as usize),
        config,
        closing: tokio::sync::watch::Sender::new(false),
    });
    if app.db.backend == Backend::Postgres {
        notify::spawn_listener(app.clone());
    }
    tokio::spawn(clocks::sweep_clocks(
        Arc::downgrade(&app),
        Duration::from_millis(app.config.clock_sweep_ms.max(10)),
    ));
    // Sign-outs written by `admin` or another instance: as often as the clock sweep.
    tokio::spawn(kicks::follow(
        Arc::downgrade(&app),
        Duration::from_millis(app.config.clock_sweep_ms.max(10)),
    ));
    let shrinking = Arc::downgrade(&app);
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(60));
        while let Some(app) = (tick.tick().await, shrinking.upgrade()).1 {
            app.limits.shrink();
        }
    });
    if let Some(listener) = metrics {
        tokio::spawn(metrics::serve(listener, app.clone()));
    }
    let router = routes(app.clone());
    tracing::info!(%addr, backend = ?app.db.backend, "ready");
    let signalled = app.clone();
    let shutdown = async move {
        shutdown.await;
        signalled.closing.send_replace(true);
    };
    let server = async move {
        listen::serve(listener, router, app.clone(), shutdown).await?;
        // WebSockets outlive axum's graceful shutdown (upgraded connections are not
        // tracked): wait for them to say goodbye before the pool closes under them.
        if tokio::time::timeout(Duration::from_secs(5), app.closing.closed())
            .await
            .is_err()
        {
            tracing::warn!("some connections did not close within 5 s");
        }
        app.db.close().await;
        Ok(())
    };
    Ok((addr, server))
}

fn routes(app: AppState) -> Router {
    Router::new()
        .route("/health", get(health))
        .route("/v1/accounts", post(accounts::create))
        .route("/v1/accounts/rotate", post(accounts::rotate))
        .route("/v1/accounts/link", post(devices::link))
        .route("/v1/accounts/recover", post(devices::recover))
        .route("/v1/me", get(accounts::me).delete(accounts::delete))
        .route("/v1/me/link-code", post(devices::link_code))
        .route("/v1/me/recovery", post(devices::new_recovery))
        .route("/v1/me/devices", get(devices::list))
        .route("/v1/me/blocks", get(moderation::list))
        .route(
            "/v1/me/blocks/{account_id}",
            post(moderation::block).delete(moderation::unblock),
        )
        .route("/v1/reports", post(moderation::report))
        .route("/v1/me/devices/{id}", axum::routing::delete(devices::revoke))
        .route("/v1/me/stats", get(stats::mine))
        .route("/v1/leaderboard", get(stats::leaderboard))
        .route("/v1/rooms", post(rooms::create))
        .route("/v1/rooms/{code}/join", post(rooms::join))
        .route("/v1/rooms/{code}/invite", get(rooms::invite))
        .route("/privacy", get(pages::privacy))
        .route(
            "/delete-account",
            get(pages::delete_page)
                .post(pages::delete_post)
                // A request in Tamil, percent-encoded, is up to 9 bytes a character.
                .layer(axum::extract::DefaultBodyLimit::max(16 * 1024)),
        )
        .route("/", get(web::index))
        .route("/join/{code}", get(web::join))
        .route("/watch/{id}", get(web::watch))
        // Another device's sign-in link (`/link#CODE`: the code stays in the browser).
        .route("/link", get(web::index))
        .route("/v1/games/{id}/ws", get(ws::upgrade))
        .merge(well_known::routes(&app.config.apps))
        .fallback(web::fallback)
        .method_not_allowed_fallback(extract::wrong_method)
        .layer(axum::extract::DefaultBodyLimit::max(4096))
        .layer(axum::middleware::from_fn_with_state(app.clone(), web::same_origin))
        .layer(axum::middleware::from_fn_with_state(app.clone(), web::security_headers))
        .layer(axum::middleware::from_fn_with_state(app.clone(), log_request))
        .with_state(app)
}

/// Every request runs in a span naming its client (behind a trusted proxy, the
/// forwarded one), so whatever it logs says who asked; its end is logged at debug.
async fn log_request(
    client::ClientAddr(client): client::ClientAddr,
    req: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use tracing::Instrument;
    let span = tracing::info_span!("request", %client, method = %req.method(), path = %req.uri().path());
    let started = std::time::Instant::now();
    async move {
        let resp = next.run(req).await;
        tracing::debug!(
            status = resp.status().as_u16(),
            ms = started.elapsed().as_millis() as u64,
            "served"
        );
        resp
    }
    .instrument(span)
    .await
}

/// 200 while the database takes writes, 503 `unavailable` while it does not.
async fn health(axum::extract::State(app): axum::extract::State<AppState>) -> Result<&'static str, error::ApiError> {
    if app.db.failing() {
        return Err(error::ApiError::new(
            pallanguzhi_protocol::ErrorCode::Unavailable,
            "the database takes no writes",
        ));
    }
    Ok("ok")
}

/// Descriptors kept for the listener, the database and logs, beside connections.
const SPARE_FILES: u64 = 64;

/// Raise the soft open-file limit to the hard one (a systemd service starts at 1,024),
/// and return `max_connections` clamped, with a warning, below what it allows: past it
/// `accept` fails and new clients' `/health` and sign-ups time out.
fn open_files(max_connections: u32) -> u32 {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit only read and write the struct given.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
        return max_connections;
    }
    // An unlimited hard limit is still capped by the kernel's nr_open: ask for 2^20.
    let want = limit.rlim_max.min(1 << 20);
    if limit.rlim_cur < want {
        let raised = libc::rlimit {
            rlim_cur: want,
            rlim_max: limit.rlim_max,
        };
        // SAFETY: as above.
        if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
            limit.rlim_cur = want;
        }
    }
    let usable = (limit.rlim_cur as u64).saturating_sub(SPARE_FILES).max(1);
    if u64::from(max_connections) > usable {
        tracing::warn!(
            max_connections,
            open_files = limit.rlim_cur as u64,
            "--max-connections lowered to {usable}: the open-file limit allows no more (raise `ulimit -Hn`)"
        );
        return usable as u32;
    }
    max_connections
}

impl Config {
    /// The farming rules' settings (`ratings::decide`).
    pub(crate) fn rating_policy(&self) -> ratings::Policy {
        ratings::Policy {
            min_moves: self.min_rated_moves,
            min_game_ms: (self.min_rated_game_s.min(i64::MAX as u64 / 1000) * 1000) as i64,
            min_opponent_age_ms: self.min_opponent_age_days.min(1 << 30) as i64 * ratings::DAY_MS,
        }
    }
}

/// Unix time in milliseconds.
pub(crate) fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}
