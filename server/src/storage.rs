//! Storage that cannot run away: the SQLite write-ahead log is truncated before it
//! outgrows its bound, a write probe says whether the database takes writes (for
//! `/health`), and waiting rooms nobody waits in expire, their codes free again.

use sqlx::{AnyPool, Row};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Mutex;

/// How often the log's size is looked at (a `stat`, no database work).
const WAL_LOOK: Duration = Duration::from_millis(200);
/// A passive checkpoint every this many looks.
const PASSIVE_EVERY: u32 = 5;

/// SQLite: copy the log into the database once a second off the move path (a PASSIVE
/// checkpoint never blocks the writer); a passive checkpoint cannot reset a log that
/// readers keep using, so once the log file passes `limit` bytes, writers wait (our
/// write lock) while a TRUNCATE checkpoint empties it. Runs until the pool closes.
pub async fn checkpoints(pool: AnyPool, writer: Arc<Mutex<()>>, limit: u64) {
    let wal = match wal_path(&pool).await {
        Ok(path) => path,
        Err(e) => {
            tracing::warn!("no write-ahead log path ({e}): only passive checkpoints");
            None
        }
    };
    let mut tick = tokio::time::interval(WAL_LOOK);
    let mut looks = 0u32;
    while !pool.is_closed() {
        tick.tick().await;
        looks = looks.wrapping_add(1);
        let size = wal.as_deref().map_or(0, wal_bytes);
        let sql = if size > limit {
            "PRAGMA wal_checkpoint(TRUNCATE)"
        } else if looks % PASSIVE_EVERY == 0 {
            "PRAGMA wal_checkpoint(PASSIVE)"
        } else {
            continue;
        };
        let _turn = if size > limit { Some(writer.lock().await) } else { None };
        if let Err(e) = sqlx::query(sql).execute(&pool).await {
            if !pool.is_closed() {
                tracing::warn!(wal_bytes = size, "checkpoint: {e}");
            }
        }
    }
}

/// The size of the log file `wal` (0 if there is none).
pub fn wal_bytes(wal: &str) -> u64 {
    std::fs::metadata(wal).map_or(0, |m| m.len())
}

/// With the write turn held: empty the log `wal` if it is past `limit` bytes. A
/// failure (readers that keep an old snapshot past the busy timeout) is logged and
/// the write goes ahead: the next writer tries again.
pub async fn truncate_past(pool: &AnyPool, wal: &str, limit: u64) {
    let size = wal_bytes(wal);
    if size <= limit {
        return;
    }
    if let Err(e) = sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)").execute(pool).await {
        if !pool.is_closed() {
            tracing::warn!(wal_bytes = size, "checkpoint before a write: {e}");
        }
    }
}

/// The `-wal` file next to the main database (None for an in-memory one).
async fn wal_path(pool: &AnyPool) -> Result<Option<String>, sqlx::Error> {
    let row = sqlx::query("SELECT file FROM pragma_database_list WHERE name = 'main'")
        .fetch_one(pool)
        .await?;
    let file: String = row.try_get("file")?;
    Ok((!file.is_empty()).then(|| format!("{file}-wal")))
}

/// Bytes the probe writes and deletes: more than a page, so it needs free pages.
const PROBE_BYTES: usize = 16 * 1024;

/// Once a second: can the database take a write? (`failing` drives `/health`.) The
/// probe commits a row and its deletion in one transaction: nothing stays, but the
/// pages it needs must exist, so a full disk (or `max_page_count`) makes it fail,
/// and it passes again as soon as space is back.
pub async fn probe(pool: AnyPool, writer: Option<Arc<Mutex<()>>>, failing: Arc<AtomicBool>) {
    let mut tick = tokio::time::interval(Duration::from_secs(1));
    while !pool.is_closed() {
        tick.tick().await;
        let result = write_probe(&pool, writer.as_ref()).await;
        if pool.is_closed() {
            return;
        }
        let was = failing.swap(result.is_err(), Ordering::Relaxed);
        match (was, result) {
            (false, Err(e)) => tracing::error!("the database takes no writes: {e}"),
            (true, Ok(())) => tracing::warn!("the database takes writes again"),
            _ => {}
        }
    }
}

async fn write_probe(pool: &AnyPool, writer: Option<&Arc<Mutex<()>>>) -> Result<(), sqlx::Error> {
    let _turn = match writer {
        Some(lock) => Some(lock.lock().await),
        None => None,
    };
    let mut tx = pool.begin().await?;
    // A random row id, as `db::new_id` draws them (storage stays below `db`).
    let id = (rand::random::<u64>() >> 2) as i64 + 1;
    sqlx::query("INSERT INTO probe (id, pad) VALUES ($1, $2)")
        .bind(id)
        .bind("x".repeat(PROBE_BYTES))
        .execute(&mut *tx)
        .await?;
    sqlx::query("DELETE FROM probe WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await
}

/// Delete the waiting rooms created more than `ttl` ago whose host is not connected
/// (a host waiting with the app open keeps the room), every `ttl / 8` (1 s to 60 s).
/// Their codes can be drawn again; games that started are never touched.
pub async fn expire_rooms(pool: AnyPool, writer: Option<Arc<Mutex<()>>>, ttl: Duration) {
    let mut tick = tokio::time::interval((ttl / 8).clamp(Duration::from_secs(1), Duration::from_secs(60)));
    while !pool.is_closed() {
        tick.tick().await;
        let cutoff = crate::now_ms() - ttl.as_millis() as i64;
        let _turn = match &writer {
            Some(lock) => Some(lock.lock().await),
            None => None,
        };
        let done = sqlx::query(
            "DELETE FROM games WHERE status = 'waiting' AND created_ms < $1 AND \
             ((south = host AND south_away_ms IS NOT NULL) OR (north = host AND north_away_ms IS NOT NULL))",
        )
        .bind(cutoff)
        .execute(&pool)
        .await;
        match done {
            Ok(r) if r.rows_affected() > 0 => tracing::info!(rooms = r.rows_affected(), "waiting rooms expired"),
            Ok(_) => {}
            Err(e) if !pool.is_closed() => tracing::warn!("room expiry: {e}"),
            Err(_) => {}
        }
    }
}

/// SQLite, at start: this process is the only one on the file, so nobody is connected.
/// Every seat of an unfinished game is marked away from now (its opponent may claim
/// after the away timeout; a player who never comes back does not show present
/// forever), and the side to move gets its full time per move from now: the time the
/// server was down is nobody's. (Not on PostgreSQL, where other instances may hold
/// the players' connections and keep the clocks.)
pub async fn resume(pool: &AnyPool, now: i64) -> Result<(), sqlx::Error> {
    let mut tx = pool.begin().await?;
    for side in ["south", "north"] {
        sqlx::query(&format!(
            "UPDATE games SET {side}_away_ms = $1 WHERE status <> 'finished' AND {side} IS NOT NULL \
             AND {side}_away_ms IS NULL"
        ))
        .bind(now)
        .execute(&mut *tx)
        .await?;
    }
    sqlx::query(
        "UPDATE games SET turn_since_ms = $1, deadline_ms = $1 + move_ms WHERE status = 'active' AND move_ms IS NOT NULL",
    )
    .bind(now)
    .execute(&mut *tx)
    .await?;
    tx.commit().await
}
