//! SQLite's plain moves (a move that does not end the game), group-committed by
//! one thread with its own connection (rusqlite: a statement is a function call,
//! not a round trip to sqlx's worker thread). Moves that arrive while a
//! transaction commits wait in the queue and go into the next one; each is
//! acknowledged only after its own transaction's COMMIT, so it is in the
//! write-ahead log (a killed process loses no acknowledged move).

use rusqlite::{params, Connection, OpenFlags};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::oneshot;

/// The most moves in one transaction (a bound on one group's latency).
const GROUP: usize = 512;

/// One move to store: the new row's fields and the compare-and-set's old ones.
#[derive(Debug, Clone)]
pub struct MoveWrite {
    pub game: i64,
    /// The compare-and-set: the move count the move was decided on.
    pub old_count: i64,
    pub move_count: i64,
    pub turn_since_ms: i64,
    pub deadline_ms: Option<i64>,
    pub now_ms: i64,
    pub hole: u8,
    pub side: &'static str,
}

type Done = oneshot::Sender<Result<bool, sqlx::Error>>;

/// The queue to the writer thread; the thread ends when this is dropped.
pub struct Writer {
    jobs: mpsc::Sender<(MoveWrite, Done)>,
}

/// The connection's settings, as the pool's (`db::pool_options`).
pub struct Settings {
    pub autocheckpoint: u32,
    pub wal_limit: u64,
    pub max_pages: Option<u64>,
    /// How long a group stays open for more moves after its first (0: only those
    /// already queued).
    pub group_wait: Duration,
    /// The log file, emptied before a group once past `wal_limit` (as `Db::writer`).
    pub wal: Option<String>,
}

impl Writer {
    /// Open `path` and start the thread. `turn` is the server's SQLite write lock,
    /// held for each group so the pool's writers (rooms, claims, checkpoints) wait
    /// their turn in it rather than in SQLite's busy handler.
    pub fn start(path: &str, settings: Settings, turn: Arc<tokio::sync::Mutex<()>>) -> Result<Writer, sqlx::Error> {
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX | OpenFlags::SQLITE_OPEN_URI;
        let conn = Connection::open_with_flags(path, flags).map_err(to_sqlx)?;
        // As the pool's connections: WAL with synchronous=NORMAL, a commit is in the
        // log before the answer; the checkpoints are `storage::checkpoints`' (or SQLite's).
        conn.execute_batch("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA busy_timeout=10000;")
            .map_err(to_sqlx)?;
        conn.execute_batch(&format!(
            "PRAGMA wal_autocheckpoint={}; PRAGMA journal_size_limit={};",
            settings.autocheckpoint, settings.wal_limit
        ))
        .map_err(to_sqlx)?;
        if let Some(pages) = settings.max_pages {
            conn.execute_batch(&format!("PRAGMA max_page_count={pages};"))
                .map_err(to_sqlx)?;
        }
        let (jobs, queue) = mpsc::channel();
        std::thread::Builder::new()
            .name("sqlite-writer".into())
            .spawn(move || run(conn, queue, turn, settings))
            .map_err(sqlx::Error::Io)?;
        Ok(Writer { jobs })
    }

    /// Store one move; true once committed, false if the game was no longer as
    /// decided (the compare-and-set failed: nothing written).
    pub async fn write(&self, write: MoveWrite) -> Result<bool, sqlx::Error> {
        let (done, answer) = oneshot::channel();
        self.jobs.send((write, done)).map_err(|_| sqlx::Error::PoolClosed)?;
        answer.await.map_err(|_| sqlx::Error::PoolClosed)?
    }
}

fn run(
    mut conn: Connection,
    queue: mpsc::Receiver<(MoveWrite, Done)>,
    turn: Arc<tokio::sync::Mutex<()>>,
    settings: Settings,
) {
    while let Ok(first) = queue.recv() {
        let group = gather(first, &queue, settings.group_wait);
        let results = {
            let _turn = turn.blocking_lock();
            if let Some(wal) = &settings.wal {
                truncate_past(&conn, wal, settings.wal_limit);
            }
            commit_group(&mut conn, &group)
        };
        for ((_, done), result) in group.into_iter().zip(results) {
            // The mover may have gone meanwhile: its move is stored all the same.
            let _ = done.send(result);
        }
    }
}

/// As `storage::truncate_past`, on the writer's own connection.
fn truncate_past(conn: &Connection, wal: &str, limit: u64) {
    let size = crate::storage::wal_bytes(wal);
    if size > limit {
        if let Err(e) = conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(())) {
            tracing::warn!(wal_bytes = size, "checkpoint before a group: {e}");
        }
    }
}

/// The moves queued behind `first`; with a `wait`, also those that arrive within it
/// (fewer, larger transactions: each move then waits up to `wait` more).
fn gather(
    first: (MoveWrite, Done),
    queue: &mpsc::Receiver<(MoveWrite, Done)>,
    wait: Duration,
) -> Vec<(MoveWrite, Done)> {
    let until = std::time::Instant::now() + wait;
    let mut group = vec![first];
    while group.len() < GROUP {
        let next = match until.checked_duration_since(std::time::Instant::now()) {
            Some(left) if !left.is_zero() => queue.recv_timeout(left).ok(),
            _ => queue.try_recv().ok(),
        };
        match next {
            Some(job) => group.push(job),
            None => break,
        }
    }
    group
}

/// One transaction for the whole group. The usual case, every statement succeeds,
/// needs no savepoints (two statements fewer per move); if any fails, the
/// transaction is rolled back and the group written again with each move in its
/// own savepoint, so one that fails leaves the others. (The turn is held
/// throughout: nothing else writes between the two tries.)
fn commit_group(conn: &mut Connection, group: &[(MoveWrite, Done)]) -> Vec<Result<bool, sqlx::Error>> {
    match try_group(conn, group, false) {
        Ok(results) => results,
        Err(_) if group.len() > 1 => try_group(conn, group, true).unwrap_or_else(|e| all_failed(group, &e)),
        Err(e) => all_failed(group, &e),
    }
}

fn all_failed(group: &[(MoveWrite, Done)], e: &rusqlite::Error) -> Vec<Result<bool, sqlx::Error>> {
    group.iter().map(|_| Err(to_sqlx_ref(e))).collect()
}

/// Write the group in one transaction: all or nothing without `savepoints`, each
/// move on its own with them (then only BEGIN and COMMIT fail the whole group).
fn try_group(
    conn: &mut Connection,
    group: &[(MoveWrite, Done)],
    savepoints: bool,
) -> rusqlite::Result<Vec<Result<bool, sqlx::Error>>> {
    run_cached(conn, "BEGIN IMMEDIATE")?;
    let mut results = Vec::with_capacity(group.len());
    for (w, _) in group {
        let result = match savepoints {
            true => in_savepoint(conn, w).map_err(to_sqlx),
            false => match store(conn, w) {
                Ok(stored) => Ok(stored),
                Err(e) => return Err(rollback(conn, e)),
            },
        };
        results.push(result);
    }
    if let Err(e) = run_cached(conn, "COMMIT") {
        return Err(rollback(conn, e));
    }
    Ok(results)
}

/// Undo the open transaction (if SQLite has not already); `e` is what failed.
fn rollback(conn: &Connection, e: rusqlite::Error) -> rusqlite::Error {
    if !conn.is_autocommit() {
        let _ = run_cached(conn, "ROLLBACK");
    }
    e
}

/// A statement without parameters, prepared once (BEGIN and COMMIT are parsed once,
/// not for every group).
fn run_cached(conn: &Connection, sql: &str) -> rusqlite::Result<()> {
    conn.prepare_cached(sql)?.execute([])?;
    Ok(())
}

fn in_savepoint(conn: &Connection, w: &MoveWrite) -> rusqlite::Result<bool> {
    run_cached(conn, "SAVEPOINT m")?;
    let done = store(conn, w);
    if done.is_err() {
        run_cached(conn, "ROLLBACK TO m")?;
    }
    run_cached(conn, "RELEASE m")?;
    done
}

/// The compare-and-set on the row, and the move's row if it matched.
fn store(conn: &Connection, w: &MoveWrite) -> rusqlite::Result<bool> {
    let updated = conn
        .prepare_cached(
            "UPDATE games SET move_count = ?1, turn_since_ms = ?2, draw_offer = NULL, updated_ms = ?3, \
             deadline_ms = ?4 WHERE id = ?5 AND move_count = ?6 AND status = 'active'",
        )?
        .execute(params![
            w.move_count,
            w.turn_since_ms,
            w.now_ms,
            w.deadline_ms,
            w.game,
            w.old_count
        ])?;
    if updated != 1 {
        return Ok(false);
    }
    conn.prepare_cached("INSERT INTO moves (game_id, number, hole, side, played_ms) VALUES (?1, ?2, ?3, ?4, ?5)")?
        .execute(params![w.game, w.old_count, w.hole as i64, w.side, w.now_ms])?;
    Ok(true)
}

/// Out of reach (busy, out of memory, read-only, I/O, full, cannot open) becomes an
/// I/O error, which `error::internal` answers `unavailable`, as for the pool's.
fn to_sqlx_ref(e: &rusqlite::Error) -> sqlx::Error {
    if unavailable(e) {
        sqlx::Error::Io(std::io::Error::other(format!("sqlite writer: {e}")))
    } else {
        sqlx::Error::Protocol(format!("sqlite writer: {e}"))
    }
}

fn to_sqlx(e: rusqlite::Error) -> sqlx::Error {
    to_sqlx_ref(&e)
}

fn unavailable(e: &rusqlite::Error) -> bool {
    match e {
        rusqlite::Error::SqliteFailure(f, _) => matches!(f.extended_code & 0xff, 5 | 7 | 8 | 10 | 13 | 14),
        _ => false,
    }
}

/// The file of a `sqlite:` URL (None for an in-memory database, which only the pool sees).
pub fn sqlite_path(url: &str) -> Option<String> {
    let rest = url.strip_prefix("sqlite:")?;
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    let path = rest.split('?').next().unwrap_or("");
    (!path.is_empty() && !path.contains(":memory:")).then(|| path.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn schema(path: &str) {
        let conn = Connection::open(path).expect("open");
        conn.execute_batch(
            "PRAGMA journal_mode=WAL; \
             CREATE TABLE games (id BIGINT PRIMARY KEY, status TEXT, move_count BIGINT, turn_since_ms BIGINT, \
               draw_offer TEXT, updated_ms BIGINT, deadline_ms BIGINT); \
             CREATE TABLE moves (game_id BIGINT, number BIGINT, hole BIGINT, side TEXT, played_ms BIGINT, \
               PRIMARY KEY (game_id, number));",
        )
        .expect("schema");
        for id in 1..=20 {
            conn.execute("INSERT INTO games VALUES (?1, 'active', 0, 0, 'south', 0, NULL)", [id])
                .expect("game");
        }
    }

    /// A new database file with the schema, in a folder of its own per test and process.
    fn fresh_db(name: &str) -> String {
        let dir = std::env::temp_dir().join(format!("{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        let path = dir.join("moves.db").display().to_string();
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{path}{suffix}"));
        }
        schema(&path);
        path
    }

    fn first_move(game: i64) -> MoveWrite {
        MoveWrite {
            game,
            old_count: 0,
            move_count: 1,
            turn_since_ms: 5,
            deadline_ms: Some(7),
            now_ms: 5,
            hole: 3,
            side: "south",
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn concurrent_moves_are_all_stored_and_a_stale_one_is_refused() {
        let path = fresh_db("writer");
        let settings = Settings {
            autocheckpoint: 0,
            wal_limit: 1 << 20,
            max_pages: None,
            group_wait: Duration::ZERO,
            wal: None,
        };
        let writer = Arc::new(Writer::start(&path, settings, Arc::new(tokio::sync::Mutex::new(()))).expect("writer"));
        let tasks: Vec<_> = (1..=20)
            .map(|game| {
                let writer = writer.clone();
                tokio::spawn(async move { writer.write(first_move(game)).await })
            })
            .collect();
        for task in tasks {
            assert!(task.await.expect("task").expect("stored"), "each move is written");
        }
        // The same move again: the compare-and-set fails and nothing is written.
        assert!(!writer.write(first_move(4)).await.expect("no error"));
        // Acknowledged means committed: another connection sees every move.
        let check = Connection::open(&path).expect("open");
        let (moves, rows): (i64, i64) = check
            .query_row(
                "SELECT (SELECT COUNT(*) FROM moves), \
                 (SELECT COUNT(*) FROM games WHERE move_count = 1 AND draw_offer IS NULL AND deadline_ms = 7)",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .expect("count");
        assert_eq!((moves, rows), (20, 20));
    }

    /// A group whose one move fails (its row is already there) is written again move
    /// by move: the failing one gets its error, the others are stored.
    #[test]
    fn a_failing_move_in_a_group_leaves_the_others_stored() {
        let path = fresh_db("writer-group");
        let mut conn = Connection::open(&path).expect("open");
        conn.execute("INSERT INTO moves VALUES (2, 0, 1, 'south', 0)", [])
            .expect("a row in the way");
        let (done, _answers): (Vec<Done>, Vec<_>) = (0..3).map(|_| oneshot::channel()).unzip();
        let group: Vec<(MoveWrite, Done)> = (1..=3).map(first_move).zip(done).collect();
        let results = commit_group(&mut conn, &group);
        assert!(matches!(results[0], Ok(true)), "{:?}", results[0]);
        assert!(results[1].is_err(), "the move whose row exists fails");
        assert!(matches!(results[2], Ok(true)), "{:?}", results[2]);
        let counts: (i64, i64) = conn
            .query_row(
                "SELECT (SELECT COUNT(*) FROM games WHERE move_count = 1), (SELECT COUNT(*) FROM moves)",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .expect("count");
        assert_eq!(counts, (2, 3), "games 1 and 3 moved, game 2 unchanged");
        assert!(conn.is_autocommit(), "no transaction left open");
    }

    #[test]
    fn a_file_url_names_its_file_and_memory_names_none() {
        assert_eq!(
            sqlite_path("sqlite:target/x.db?mode=rwc").as_deref(),
            Some("target/x.db")
        );
        assert_eq!(sqlite_path("sqlite:///tmp/x.db").as_deref(), Some("/tmp/x.db"));
        assert_eq!(sqlite_path("sqlite::memory:"), None);
        assert_eq!(sqlite_path("postgres://h/db"), None);
    }
}
