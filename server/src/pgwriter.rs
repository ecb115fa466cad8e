//! PostgreSQL's plain moves (a move that does not end the game), group-committed
//! by one task with one connection of its own: the moves that arrive while a group
//! is on its way wait in the queue and go together in the next one, as one
//! statement (arrays, `UNNEST`), so one round trip, one transaction and one WAL
//! flush for the whole group instead of one each. Each mover is answered only
//! after the statement's implicit transaction committed (sqlx returns after
//! PostgreSQL's ReadyForQuery, which follows the COMMIT and, with
//! `synchronous_commit` as configured, its flush): an acknowledged move is as
//! durable as it was one statement at a time.
//!
//! The compare-and-set is `commit.rs`'s, per game: the row is written only where
//! `id`, `move_count` and `status` are still as the move was decided on, and the
//! move's row inserted only for the games whose row matched (with the unique
//! `(game_id, number)` key behind it). Instances still agree through the database
//! alone; the wake-up NOTIFY is sent after the commit by `db::waker`, as before.

use sqlx::{Connection, PgConnection, Row};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot};

/// The most moves in one statement (a bound on one group's latency and size).
pub const GROUP: usize = 512;

/// One move to store: the new row's fields and the compare-and-set's old ones
/// (the same columns as `commit.rs`'s `cas_update!`).
#[derive(Debug, Clone)]
pub struct PgMove {
    pub game: i64,
    /// The compare-and-set: the move count and status the move was decided on.
    pub old_count: i64,
    pub old_status: &'static str,
    pub status: &'static str,
    pub move_count: i64,
    pub turn_since_ms: i64,
    pub draw_offer: Option<&'static str>,
    pub outcome: Option<&'static str>,
    pub end_reason: Option<&'static str>,
    pub deadline_ms: Option<i64>,
    pub now_ms: i64,
    pub hole: u8,
    pub side: &'static str,
}

/// The group's statement. `m`: the group, one row per move with its place (`ord`).
/// `pick`: per game, the first move of the group (sorted by game). `u`: the
/// compare-and-set itself, its WHERE the same as `cas_update!`'s (id, move_count,
/// status), re-checked by PostgreSQL on the newest row version if another
/// transaction changed it meanwhile. `i`: the moves of the games `u` wrote. The
/// answer: the places of the moves written.
///
/// At most one move per game is tried by one group: a second one for the same game
/// answers false. Decided on the same count as the first, it loses as it would one
/// after the other. One decided on the count after the first's can only come from a
/// mover who saw the first acknowledged (the per-game lock in `live` orders an
/// instance's movers), hence from a later group.
///
/// The rows are locked in `pick`'s order (the plan drives the update from it), i.e.
/// by game id. A first version locked them explicitly (`SELECT ... ORDER BY id FOR
/// UPDATE`), so that two instances' groups could never deadlock; it cost PostgreSQL
/// a scan and a WAL record per row more, for a case that needs two instances
/// writing the same two games at once (a stale cache on both). Should it happen,
/// PostgreSQL detects the deadlock, refuses one group, and `commit` writes that
/// group's moves one by one.
const GROUP_MOVES: &str = "\
WITH m AS (
  SELECT * FROM UNNEST($1::int8[], $2::int8[], $3::int8[], $4::text[], $5::text[], $6::int8[], $7::int8[],
                       $8::text[], $9::text[], $10::text[], $11::int8[], $12::int8[], $13::int8[], $14::text[])
    AS t(ord, game, old_count, old_status, status, move_count, turn_since_ms,
         draw_offer, outcome, end_reason, deadline_ms, now_ms, hole, side)
), pick AS MATERIALIZED (
  SELECT DISTINCT ON (game) * FROM m ORDER BY game, ord
), u AS (
  UPDATE games SET status = pick.status, move_count = pick.move_count, turn_since_ms = pick.turn_since_ms,
    draw_offer = pick.draw_offer, outcome = pick.outcome, end_reason = pick.end_reason,
    updated_ms = pick.now_ms, deadline_ms = pick.deadline_ms
  FROM pick
  WHERE games.id = pick.game AND games.move_count = pick.old_count AND games.status = pick.old_status
  RETURNING pick.ord, pick.game, pick.old_count, pick.hole, pick.side, pick.now_ms
), i AS (
  INSERT INTO moves (game_id, number, hole, side, played_ms)
  SELECT game, old_count, hole, side, now_ms FROM u
)
SELECT ord FROM u";

/// A group of one: `commit.rs`'s single-move statement of before (the same
/// compare-and-set, then the move's row if it matched). The group's statement costs
/// PostgreSQL more for one move (fourteen arrays to unnest, a sort, a materialized
/// step), and when moves come slower than commits most groups are of one.
const ONE_MOVE: &str = "\
WITH u AS (
  UPDATE games SET status = $1, move_count = $2, turn_since_ms = $3, draw_offer = $4, outcome = $5,
    end_reason = $6, updated_ms = $7, deadline_ms = $11
  WHERE id = $8 AND move_count = $9 AND status = $10 RETURNING id
) INSERT INTO moves (game_id, number, hole, side, played_ms) SELECT id, $9, $12, $13, $7 FROM u";

async fn write_one(conn: &mut PgConnection, m: &PgMove) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(ONE_MOVE)
        .bind(m.status)
        .bind(m.move_count)
        .bind(m.turn_since_ms)
        .bind(m.draw_offer)
        .bind(m.outcome)
        .bind(m.end_reason)
        .bind(m.now_ms)
        .bind(m.game)
        .bind(m.old_count)
        .bind(m.old_status)
        .bind(m.deadline_ms)
        .bind(m.hole as i64)
        .bind(m.side)
        .execute(&mut *conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Write `group` in one statement (one round trip, one implicit transaction):
/// for each move, whether it was written (false: its compare-and-set failed).
/// An error means nothing of the group was written if it is a database error
/// (PostgreSQL rolled the statement back); anything else (the connection lost)
/// leaves it unknown whether the group committed.
pub async fn write_group(conn: &mut PgConnection, group: &[PgMove]) -> Result<Vec<bool>, sqlx::Error> {
    if let [one] = group {
        return Ok(vec![write_one(conn, one).await?]);
    }
    let col = |f: fn(&PgMove) -> i64| group.iter().map(f).collect::<Vec<i64>>();
    let text = |f: fn(&PgMove) -> &'static str| group.iter().map(f).collect::<Vec<&str>>();
    let maybe = |f: fn(&PgMove) -> Option<&'static str>| group.iter().map(f).collect::<Vec<Option<&str>>>();
    let ord: Vec<i64> = (0..group.len() as i64).collect();
    let rows = sqlx::query(GROUP_MOVES)
        .bind(ord)
        .bind(col(|m| m.game))
        .bind(col(|m| m.old_count))
        .bind(text(|m| m.old_status))
        .bind(text(|m| m.status))
        .bind(col(|m| m.move_count))
        .bind(col(|m| m.turn_since_ms))
        .bind(maybe(|m| m.draw_offer))
        .bind(maybe(|m| m.outcome))
        .bind(maybe(|m| m.end_reason))
        .bind(group.iter().map(|m| m.deadline_ms).collect::<Vec<Option<i64>>>())
        .bind(col(|m| m.now_ms))
        .bind(col(|m| m.hole as i64))
        .bind(text(|m| m.side))
        .fetch_all(&mut *conn)
        .await?;
    let mut written = vec![false; group.len()];
    for row in rows {
        let ord: i64 = row.try_get(0)?;
        if let Some(w) = written.get_mut(ord as usize) {
            *w = true;
        }
    }
    Ok(written)
}

type Done = oneshot::Sender<Result<bool, sqlx::Error>>;

/// The queue to the writer task; the task ends when this is dropped.
pub struct PgWriter {
    jobs: mpsc::UnboundedSender<(PgMove, Done)>,
    groups: Arc<AtomicU64>,
}

impl PgWriter {
    /// Start the task; it connects to `url` at its first group (and again after
    /// its connection was lost).
    pub fn start(url: &str) -> PgWriter {
        let (jobs, queue) = mpsc::unbounded_channel();
        let groups = Arc::new(AtomicU64::new(0));
        tokio::spawn(run(url.to_string(), queue, groups.clone()));
        PgWriter { jobs, groups }
    }

    /// Queue one move now; the answer comes once its group committed (or failed).
    pub fn submit(&self, write: PgMove) -> oneshot::Receiver<Result<bool, sqlx::Error>> {
        let (done, answer) = oneshot::channel();
        // A closed queue drops `done`: the receiver then reads as closed.
        let _ = self.jobs.send((write, done));
        answer
    }

    /// Store one move; true once committed, false if the game was no longer as
    /// decided (the compare-and-set failed: nothing written).
    pub async fn write(&self, write: PgMove) -> Result<bool, sqlx::Error> {
        self.submit(write).await.map_err(|_| sqlx::Error::PoolClosed)?
    }

    /// Groups written so far (statements sent, singles of a retried group included).
    pub fn groups(&self) -> u64 {
        self.groups.load(Ordering::Relaxed)
    }
}

async fn run(url: String, mut queue: mpsc::UnboundedReceiver<(PgMove, Done)>, groups: Arc<AtomicU64>) {
    let mut conn: Option<PgConnection> = None;
    while let Some(first) = queue.recv().await {
        let mut group = vec![first];
        while group.len() < GROUP {
            match queue.try_recv() {
                Ok(job) => group.push(job),
                Err(_) => break,
            }
        }
        let (moves, dones): (Vec<PgMove>, Vec<Done>) = group.into_iter().unzip();
        let results = commit(&url, &mut conn, &moves, &groups).await;
        for (done, result) in dones.into_iter().zip(results) {
            // The mover may have gone meanwhile: its move is stored all the same.
            let _ = done.send(result);
        }
    }
    if let Some(conn) = conn {
        let _ = conn.close().await;
    }
}

/// One group's answers. On a database error (PostgreSQL refused the statement:
/// a deadlock, a unique key, a constraint) nothing was written, and one move may
/// be the cause: each move is then written again alone, so only the one at fault
/// gets the error and the others their own true or false. On any other error (the
/// connection lost mid-way) it is unknown whether the group committed: every move
/// gets the error, never a retry, whose failed compare-and-set would answer
/// "someone else moved" for a move that was in fact ours and stored. The mover
/// then answers `internal`/`unavailable` and the client re-syncs, as when one
/// statement failed so before.
async fn commit(
    url: &str,
    conn: &mut Option<PgConnection>,
    moves: &[PgMove],
    groups: &AtomicU64,
) -> Vec<Result<bool, sqlx::Error>> {
    let all = |e: &sqlx::Error| moves.iter().map(|_| Err(copy(e))).collect();
    let c = match conn {
        Some(c) => c,
        None => match PgConnection::connect(url).await {
            Ok(c) => conn.insert(c),
            Err(e) => return all(&e),
        },
    };
    groups.fetch_add(1, Ordering::Relaxed);
    match write_group(c, moves).await {
        Ok(written) => written.into_iter().map(Ok).collect(),
        Err(e @ sqlx::Error::Database(_)) if moves.len() > 1 => {
            tracing::warn!(
                moves = moves.len(),
                "group of moves refused, writing them one by one: {e}"
            );
            let mut results = Vec::with_capacity(moves.len());
            for (k, m) in moves.iter().enumerate() {
                groups.fetch_add(1, Ordering::Relaxed);
                match write_group(c, std::slice::from_ref(m)).await {
                    Ok(w) => results.push(Ok(w[0])),
                    Err(e @ sqlx::Error::Database(_)) => results.push(Err(e)),
                    Err(e) => {
                        // The connection went: this move and the rest unknown, as above.
                        results.extend(moves[k..].iter().map(|_| Err(copy(&e))));
                        *conn = None;
                        break;
                    }
                }
            }
            results
        }
        Err(e) => {
            if !matches!(e, sqlx::Error::Database(_)) {
                *conn = None;
            }
            all(&e)
        }
    }
}

/// The error again for each move of a group (`sqlx::Error` is not `Clone`), kept
/// in the class `error::internal` answers by: out of reach (connection lost, a
/// PostgreSQL class 08, 53 or 57P) stays an I/O error, which it answers
/// `unavailable`; anything else `internal`.
fn copy(e: &sqlx::Error) -> sqlx::Error {
    let out_of_reach = match e {
        sqlx::Error::Database(db) => db
            .code()
            .is_some_and(|c| c.starts_with("08") || c.starts_with("53") || c.starts_with("57P")),
        sqlx::Error::Io(_) | sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed | sqlx::Error::Tls(_) => true,
        _ => false,
    };
    if out_of_reach {
        sqlx::Error::Io(std::io::Error::other(format!("postgres move writer: {e}")))
    } else {
        sqlx::Error::Protocol(format!("postgres move writer: {e}"))
    }
}
