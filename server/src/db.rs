//! Storage through sqlx's `Any` driver: one schema and one set of queries
//! (`$N` placeholders, which both SQLite and PostgreSQL read) for both
//! backends. A move is stored by a compare-and-set on `games.move_count`
//! plus the unique (game, number) key, so the database serializes the moves
//! of a game whatever the number of server instances.

use pallanguzhi_core::{Outcome, Side};
use pallanguzhi_protocol::{EndReason, GameResult, Status};
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::{AnyPool, Executor, Row};
use std::borrow::Cow;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use tokio::sync::mpsc;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

pub type Tx = sqlx::Transaction<'static, sqlx::Any>;

pub struct Db {
    pub pool: AnyPool,
    /// Reads that can wait (leaderboard, statistics, tokens): their own connections,
    /// so a flood of them never queues a move behind it.
    pub reads: AnyPool,
    pub backend: Backend,
    pub url: String,
    /// SQLite has one writer at a time; waiting here (a fair async queue) instead of
    /// in SQLite's busy handler (which sleeps in steps) keeps move latency low.
    writer: Option<Arc<tokio::sync::Mutex<()>>>,
    /// SQLite (a file): its write-ahead log and the size past which the next writer
    /// empties it first (`writer`).
    wal: Option<(String, u64)>,
    /// Drawn per process: our own notifications carry it, so we skip re-reading
    /// what we just wrote ourselves.
    pub instance: u64,
    /// PostgreSQL: games to wake the other instances for, sent in batches (`waker`).
    wakes: Option<mpsc::UnboundedSender<i64>>,
    /// Set while the write probe fails (disk full, database down): `/health` answers 503.
    failing: Arc<AtomicBool>,
    /// SQLite (a file): plain moves, group-committed on their own thread (`writer`).
    pub moves: Option<crate::writer::Writer>,
    /// PostgreSQL: plain moves, group-committed by one task on its own connection (`pgwriter`).
    pub pg_moves: Option<crate::pgwriter::PgWriter>,
}

/// How much room storage may take.
#[derive(Debug, Clone, Copy)]
pub struct Bounds {
    /// SQLite: the write-ahead log is truncated once it holds this many bytes.
    pub wal_limit: u64,
    /// SQLite: 0, checkpoints aside (`storage::checkpoints`); N, SQLite's own every N pages.
    pub autocheckpoint: u32,
    /// SQLite: the most pages the database file may grow to (None: the disk's size).
    pub max_pages: Option<u64>,
    /// SQLite: how long the writer holds a group open for more moves.
    pub group_wait: std::time::Duration,
    /// Waiting rooms whose host is away expire this long after their creation.
    pub room_ttl: std::time::Duration,
}

/// Held across a write on SQLite (nothing on PostgreSQL, which locks rows itself).
pub type WriteGuard = Option<tokio::sync::OwnedMutexGuard<()>>;

/// The PostgreSQL channel whose payload is a game id: a wake-up, never the data.
pub const CHANNEL: &str = "pallanguzhi_games";

pub(crate) fn migrator() -> Migrator {
    let init = Migration::new(
        1,
        Cow::Borrowed("init"),
        MigrationType::Simple,
        Cow::Borrowed(include_str!("../migrations/0001_init.sql")),
        false,
    );
    let bounds = Migration::new(
        2,
        Cow::Borrowed("bounds"),
        MigrationType::Simple,
        Cow::Borrowed(include_str!("../migrations/0002_bounds.sql")),
        false,
    );
    let fair = Migration::new(
        3,
        Cow::Borrowed("fair"),
        MigrationType::Simple,
        Cow::Borrowed(include_str!("../migrations/0003_fair.sql")),
        false,
    );
    let clock = Migration::new(
        4,
        Cow::Borrowed("clock"),
        MigrationType::Simple,
        Cow::Borrowed(include_str!("../migrations/0004_clock.sql")),
        false,
    );
    let deleted = Migration::new(
        5,
        Cow::Borrowed("deleted"),
        MigrationType::Simple,
        Cow::Borrowed(include_str!("../migrations/0005_deleted.sql")),
        false,
    );
    // Numbered 11 so that migrations added in parallel (6..10) never share its version.
    let link_key = Migration::new(
        11,
        Cow::Borrowed("link_key"),
        MigrationType::Simple,
        Cow::Borrowed(include_str!("../migrations/0011_link_key.sql")),
        false,
    );
    let devices = Migration::new(
        12,
        Cow::Borrowed("devices"),
        MigrationType::Simple,
        Cow::Borrowed(include_str!("../migrations/0012_devices.sql")),
        false,
    );
    let moderation = Migration::new(
        13,
        Cow::Borrowed("moderation"),
        MigrationType::Simple,
        Cow::Borrowed(include_str!("../migrations/0013_moderation.sql")),
        false,
    );
    let kicks = Migration::new(
        14,
        Cow::Borrowed("kicks"),
        MigrationType::Simple,
        Cow::Borrowed(include_str!("../migrations/0014_kicks.sql")),
        false,
    );
    // Numbered 31 so that migrations added in parallel (15..30) never share its version.
    let listed = Migration::new(
        31,
        Cow::Borrowed("listed"),
        MigrationType::Simple,
        Cow::Borrowed(include_str!("../migrations/0031_listed.sql")),
        false,
    );
    // Numbered 37 so that migrations added in parallel (32..36) never share its version.
    let unrated = Migration::new(
        37,
        Cow::Borrowed("unrated"),
        MigrationType::Simple,
        Cow::Borrowed(include_str!("../migrations/0037_unrated.sql")),
        false,
    );
    Migrator {
        migrations: Cow::Owned(vec![
            init, bounds, fair, clock, deleted, link_key, devices, moderation, kicks, listed, unrated,
        ]),
        ignore_missing: false,
        locking: true,
        no_tx: false,
    }
}

impl Db {
    /// `max`: connections for writes and game reads, and for the `reads` pool.
    pub async fn connect(url: &str, max: [u32; 2], bounds: Bounds) -> Result<Db, sqlx::Error> {
        sqlx::any::install_default_drivers();
        let backend = if url.starts_with("postgres") {
            Backend::Postgres
        } else {
            Backend::Sqlite
        };
        let mut url = url.to_string();
        if backend == Backend::Sqlite && !url.contains("mode=") && !url.contains(":memory:") {
            url.push_str(if url.contains('?') { "&mode=rwc" } else { "?mode=rwc" });
        }
        let pool = pool_options(backend, bounds, max[0]).connect(&url).await?;
        migrator().run(&pool).await?;
        if backend == Backend::Sqlite {
            crate::storage::resume(&pool, crate::now_ms()).await?;
        }
        let reads = pool_options(backend, bounds, max[1]).connect(&url).await?;
        let writer = (backend == Backend::Sqlite).then(|| Arc::new(tokio::sync::Mutex::new(())));
        let instance = rand::random::<u64>() >> 1;
        let failing = Arc::new(AtomicBool::new(false));
        tokio::spawn(crate::storage::probe(pool.clone(), writer.clone(), failing.clone()));
        tokio::spawn(crate::storage::expire_rooms(
            pool.clone(),
            writer.clone(),
            bounds.room_ttl,
        ));
        let moves = match (&writer, crate::writer::sqlite_path(&url)) {
            (Some(turn), Some(path)) => {
                let settings = crate::writer::Settings {
                    autocheckpoint: bounds.autocheckpoint,
                    wal_limit: bounds.wal_limit,
                    max_pages: bounds.max_pages,
                    group_wait: bounds.group_wait,
                    wal: Some(format!("{path}-wal")),
                };
                Some(crate::writer::Writer::start(&path, settings, turn.clone())?)
            }
            _ => None,
        };
        let mut wakes = None;
        let pg_moves = (backend == Backend::Postgres).then(|| crate::pgwriter::PgWriter::start(&url));
        if let (Some(writer), 0) = (&writer, bounds.autocheckpoint) {
            tokio::spawn(crate::storage::checkpoints(
                pool.clone(),
                writer.clone(),
                bounds.wal_limit,
            ));
        } else if backend == Backend::Postgres {
            let (tx, rx) = mpsc::unbounded_channel();
            tokio::spawn(waker(pool.clone(), instance, rx));
            wakes = Some(tx);
        }
        Ok(Db {
            pool,
            reads,
            backend,
            wal: crate::writer::sqlite_path(&url).map(|path| (format!("{path}-wal"), bounds.wal_limit)),
            url,
            writer,
            instance,
            wakes,
            failing,
            moves,
            pg_moves,
        })
    }

    /// Whether writes fail now (the last probe could not write).
    pub fn failing(&self) -> bool {
        self.failing.load(Ordering::Relaxed)
    }

    pub async fn close(&self) {
        self.reads.close().await;
        self.pool.close().await;
    }

    /// Take the SQLite write turn (hold it until the write commits). A log past its
    /// limit is emptied first, so it never holds more than the limit and one
    /// writer's transaction, however fast writes come (a look every 200 ms let a
    /// release build's room flood grow it to 14 MiB for 2).
    pub async fn writer(&self) -> WriteGuard {
        let turn = match &self.writer {
            Some(lock) => lock.clone().lock_owned().await,
            None => return None,
        };
        if let Some((wal, limit)) = &self.wal {
            crate::storage::truncate_past(&self.pool, wal, *limit).await;
        }
        Some(turn)
    }

    pub async fn begin(&self) -> Result<Tx, sqlx::Error> {
        self.pool.begin().await
    }

    /// "GAME INSTANCE": which game to re-read, and who wrote it.
    pub fn payload(&self, game_id: i64) -> String {
        payload(&[game_id], self.instance)
    }

    /// Wake the other instances soon, outside any transaction (no data: no flush to
    /// wait for under the notify lock), batched with other games' wake-ups. Best
    /// effort: the data is already committed, and whoever reconnects wakes it again.
    pub fn wake(&self, game_id: i64) {
        if let Some(wakes) = &self.wakes {
            let _ = wakes.send(game_id);
        }
    }

    /// Wake the other instances: delivered by PostgreSQL when `tx` commits.
    pub async fn notify(&self, tx: &mut Tx, game_id: i64) -> Result<(), sqlx::Error> {
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT pg_notify($1, $2)")
                .bind(CHANNEL)
                .bind(self.payload(game_id))
                .execute(&mut **tx)
                .await?;
        }
        Ok(())
    }
}

/// One pool's options: SQLite's settings on each new connection.
fn pool_options(backend: Backend, bounds: Bounds, max: u32) -> AnyPoolOptions {
    AnyPoolOptions::new()
        .max_connections(max.max(1))
        // SQLite: no ping on each checkout. A connection is a file handle on this
        // host; the ping was one more round trip to its worker thread per query
        // (a move's CPU is mostly such thread switches). PostgreSQL keeps it: a
        // connection the database dropped is then replaced, not handed out.
        .test_before_acquire(backend == Backend::Postgres)
        .after_connect(move |conn, _| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        // WAL: a commit is in the log before we answer, so a killed
                        // process loses nothing acknowledged; readers never block the writer.
                        // By default no automatic checkpoint: it would run (and fsync) inside
                        // whichever move commits when the log is full; `checkpoints` does it aside.
                        conn.execute("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA busy_timeout=10000; PRAGMA foreign_keys=ON;")
                            .await?;
                        conn.execute(format!("PRAGMA wal_autocheckpoint={}", bounds.autocheckpoint).as_str())
                            .await?;
                        // A log reset by a checkpoint shrinks back to this size on disk.
                        conn.execute(format!("PRAGMA journal_size_limit={}", bounds.wal_limit).as_str())
                            .await?;
                        if let Some(pages) = bounds.max_pages {
                            conn.execute(format!("PRAGMA max_page_count={pages}").as_str()).await?;
                        }
                    }
                    Ok(())
                })
            })
}

/// "GAME[,GAME...] INSTANCE" (a NOTIFY payload is at most 8000 bytes).
fn payload(games: &[i64], instance: u64) -> String {
    let ids: Vec<String> = games.iter().map(i64::to_string).collect();
    format!("{} {instance}", ids.join(","))
}

/// Games in one batched wake-up: 300 ids of at most 20 characters fit a payload.
const WAKE_BATCH: usize = 300;

/// PostgreSQL: one NOTIFY for all the games that moved while the previous one was
/// on its way, instead of one statement (and one notify-lock turn) per move.
async fn waker(pool: AnyPool, instance: u64, mut wakes: mpsc::UnboundedReceiver<i64>) {
    while let Some(first) = wakes.recv().await {
        let mut games = vec![first];
        while games.len() < WAKE_BATCH {
            match wakes.try_recv() {
                Ok(id) if !games.contains(&id) => games.push(id),
                Ok(_) => {}
                Err(_) => break,
            }
        }
        let sent = sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(payload(&games, instance))
            .execute(&pool)
            .await;
        if let Err(e) = sent {
            if !pool.is_closed() {
                tracing::warn!(games = games.len(), "NOTIFY failed: {e}");
            }
        }
    }
}

/// One `games` row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRow {
    pub id: i64,
    pub code: String,
    pub rules: String,
    pub host: i64,
    pub south: Option<i64>,
    pub north: Option<i64>,
    pub status: Status,
    pub move_count: i64,
    pub turn_since_ms: i64,
    /// The side offering a draw.
    pub draw_offer: Option<Side>,
    pub south_away_ms: Option<i64>,
    pub north_away_ms: Option<i64>,
    /// How the game ended (the `outcome` and `end_reason` columns).
    pub result: Option<GameResult>,
    /// Time per move; `None`: a friendly game without a clock (not rated).
    pub move_ms: Option<i64>,
    /// When the side to move loses on time (active games with a clock only).
    pub deadline_ms: Option<i64>,
}

const GAME_COLUMNS: &str = "id, code, rules, host, south, north, status, move_count, turn_since_ms, \
     draw_offer, south_away_ms, north_away_ms, outcome, end_reason, move_ms, deadline_ms";

impl GameRow {
    fn from_row(r: &AnyRow) -> Result<GameRow, sqlx::Error> {
        Ok(GameRow {
            id: r.try_get("id")?,
            code: r.try_get("code")?,
            rules: r.try_get("rules")?,
            host: r.try_get("host")?,
            south: r.try_get("south")?,
            north: r.try_get("north")?,
            status: parse_status(&r.try_get::<String, _>("status")?)?,
            move_count: r.try_get("move_count")?,
            turn_since_ms: r.try_get("turn_since_ms")?,
            draw_offer: r
                .try_get::<Option<String>, _>("draw_offer")?
                .as_deref()
                .map(side)
                .transpose()?,
            south_away_ms: r.try_get("south_away_ms")?,
            north_away_ms: r.try_get("north_away_ms")?,
            result: parse_result(r.try_get("outcome")?, r.try_get("end_reason")?)?,
            move_ms: r.try_get("move_ms")?,
            deadline_ms: r.try_get("deadline_ms")?,
        })
    }

    pub fn seat(&self, side: Side) -> Option<i64> {
        match side {
            Side::South => self.south,
            Side::North => self.north,
        }
    }

    pub fn away_ms(&self, side: Side) -> Option<i64> {
        match side {
            Side::South => self.south_away_ms,
            Side::North => self.north_away_ms,
        }
    }

    /// A friendly game: no clock, not rated.
    pub fn friendly(&self) -> bool {
        self.move_ms.is_none()
    }

    /// The side `account` sits on.
    pub fn side_of(&self, account: i64) -> Option<Side> {
        Side::BOTH.into_iter().find(|&s| self.seat(s) == Some(account))
    }
}

pub async fn game_by_id(pool: &AnyPool, id: i64) -> Result<Option<GameRow>, sqlx::Error> {
    let row = sqlx::query(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1"))
        .bind(id)
        .fetch_optional(pool)
        .await?;
    row.as_ref().map(GameRow::from_row).transpose()
}

pub async fn game_by_code(pool: &AnyPool, code: &str) -> Result<Option<GameRow>, sqlx::Error> {
    let row = sqlx::query(&format!("SELECT {GAME_COLUMNS} FROM games WHERE code = $1"))
        .bind(code)
        .fetch_optional(pool)
        .await?;
    row.as_ref().map(GameRow::from_row).transpose()
}

/// Moves `from..` of a game, in order.
/// The games `account` sits in that are not finished.
pub async fn games_seating(pool: &AnyPool, account: i64) -> Result<Vec<GameRow>, sqlx::Error> {
    let rows = sqlx::query(&format!(
        "SELECT {GAME_COLUMNS} FROM games WHERE (south = $1 OR north = $1) AND status <> 'finished'"
    ))
    .bind(account)
    .fetch_all(pool)
    .await?;
    rows.iter().map(GameRow::from_row).collect()
}

/// How many rooms `account` hosts that wait for a guest.
pub async fn waiting_rooms(pool: &AnyPool, account: i64) -> Result<u32, sqlx::Error> {
    let row = sqlx::query("SELECT COUNT(*) AS n FROM games WHERE host = $1 AND status = 'waiting'")
        .bind(account)
        .fetch_one(pool)
        .await?;
    Ok(u32::try_from(row.try_get::<i64, _>("n")?).unwrap_or(u32::MAX))
}

/// Whether `account` exists and is not deleted.
pub async fn account_alive(pool: &AnyPool, account: i64) -> Result<bool, sqlx::Error> {
    let row = sqlx::query("SELECT id FROM accounts WHERE id = $1 AND deleted_ms IS NULL")
        .bind(account)
        .fetch_optional(pool)
        .await?;
    Ok(row.is_some())
}

/// Insert a new game as decided (`seats::decide_create`, `seats::rematch_game`), with its
/// share link's secret, if its host has fewer than `max_waiting` rooms waiting (checked
/// in the same statement: two requests cannot both pass one count). False: the cap was
/// reached meanwhile (a code clash is a unique violation).
pub async fn insert_game(pool: &AnyPool, row: &GameRow, key: &str, max_waiting: u32) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO games (id, code, rules, host, south, north, status, move_count, turn_since_ms, \
         south_away_ms, north_away_ms, created_ms, updated_ms, move_ms, deadline_ms, link_key) \
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $9, $9, $12, $13, $14 \
         WHERE (SELECT COUNT(*) FROM games WHERE host = $4 AND status = 'waiting') < $15",
    )
    .bind(row.id)
    .bind(&row.code)
    .bind(&row.rules)
    .bind(row.host)
    .bind(row.south)
    .bind(row.north)
    .bind(status_text(&row.status))
    .bind(row.move_count)
    .bind(row.turn_since_ms)
    .bind(row.south_away_ms)
    .bind(row.north_away_ms)
    .bind(row.move_ms)
    .bind(row.deadline_ms)
    .bind(key)
    .bind(i64::from(max_waiting))
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn moves_from(pool: &AnyPool, id: i64, from: i64) -> Result<Vec<u8>, sqlx::Error> {
    let rows = sqlx::query("SELECT hole FROM moves WHERE game_id = $1 AND number >= $2 ORDER BY number")
        .bind(id)
        .bind(from)
        .fetch_all(pool)
        .await?;
    rows.iter()
        .map(|r| {
            let hole: i64 = r.try_get("hole")?;
            u8::try_from(hole).map_err(|e| sqlx::Error::Decode(Box::new(e)))
        })
        .collect()
}

pub async fn account_name(pool: &AnyPool, id: i64) -> Result<String, sqlx::Error> {
    let row = sqlx::query("SELECT name FROM accounts WHERE id = $1")
        .bind(id)
        .fetch_one(pool)
        .await?;
    row.try_get("name")
}

/// The `status` column, typed where the row is read (nothing else matches strings).
fn parse_status(text: &str) -> Result<Status, sqlx::Error> {
    match text {
        "waiting" => Ok(Status::Waiting),
        "active" => Ok(Status::Active),
        "finished" => Ok(Status::Finished),
        other => Err(sqlx::Error::Decode(format!("unknown game status {other:?}").into())),
    }
}

/// What the `status` column holds for `status`.
pub fn status_text(status: &Status) -> &'static str {
    match status {
        Status::Waiting => "waiting",
        Status::Active => "active",
        Status::Finished => "finished",
    }
}

fn decode(what: &str, text: &str) -> sqlx::Error {
    sqlx::Error::Decode(format!("unknown {what} {text:?}").into())
}

fn side(text: &str) -> Result<Side, sqlx::Error> {
    match text {
        "south" => Ok(Side::South),
        "north" => Ok(Side::North),
        other => Err(decode("side", other)),
    }
}

/// The `outcome` and `end_reason` columns, both set or both empty.
fn parse_result(outcome: Option<String>, reason: Option<String>) -> Result<Option<GameResult>, sqlx::Error> {
    let (Some(outcome), Some(reason)) = (outcome, reason) else {
        return Ok(None);
    };
    let outcome = match outcome.as_str() {
        "draw" => Outcome::Draw,
        other => Outcome::Win { side: side(other)? },
    };
    let reason = match reason.as_str() {
        "rules" => EndReason::Rules,
        "resigned" => EndReason::Resigned,
        "draw_agreed" => EndReason::DrawAgreed,
        "abandoned" => EndReason::Abandoned,
        "away_draw" => EndReason::AwayDraw,
        "timeout" => EndReason::Timeout,
        other => return Err(decode("end reason", other)),
    };
    Ok(Some(GameResult { outcome, reason }))
}

/// What the `end_reason` column holds for `reason`.
pub fn reason_text(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Rules => "rules",
        EndReason::Resigned => "resigned",
        EndReason::DrawAgreed => "draw_agreed",
        EndReason::Abandoned => "abandoned",
        EndReason::AwayDraw => "away_draw",
        EndReason::Timeout => "timeout",
    }
}

/// A random positive id (ids are drawn, not sequenced, so the schema is the same on both backends).
pub fn new_id() -> i64 {
    (rand::random::<u64>() >> 2) as i64 + 1
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_full_wake_batch_fits_a_notify_payload() {
        let games = vec![i64::MAX; super::WAKE_BATCH];
        assert!(super::payload(&games, u64::MAX >> 1).len() < 8000);
        assert_eq!(super::payload(&[7, 8], 3), "7,8 3");
    }
}
