//! Writing a decided change: a compare-and-set on the game row (and the move's
//! unique key), so that whatever the number of instances, a change decided on a
//! stale cache is never written. Broadcasting is `live`'s, after the commit.

use crate::db::{reason_text, status_text, GameRow};
use crate::decide::Change;
use crate::game::Cached;
use crate::pgwriter::PgMove;
use crate::writer::MoveWrite;
use crate::{now_ms, ratings, App};
use pallanguzhi_core::Side;
use pallanguzhi_protocol::Status;

/// The compare-and-set: write the new row ($1 to $7, and the deadline $11) only if
/// the game is still as cached ($8 to $10). `bind_cas` binds these eleven
/// parameters, for both statements below.
macro_rules! cas_update {
    () => {
        "UPDATE games SET status = $1, move_count = $2, turn_since_ms = $3, draw_offer = $4, outcome = $5, \
         end_reason = $6, updated_ms = $7, deadline_ms = $11 WHERE id = $8 AND move_count = $9 AND status = $10"
    };
}

/// SQLite, a move: the compare-and-set and the move's row in one call to the
/// connection's worker thread instead of two (each call is a round trip between
/// threads, which was most of a move's CPU). The INSERT runs only if the UPDATE
/// matched (`changes()`), so it affects 2 rows or none.
const SQLITE_MOVE: &str = concat!(
    cas_update!(),
    "; INSERT INTO moves (game_id, number, hole, side, played_ms) SELECT $8, $9, $12, $13, $7 WHERE changes() = 1"
);

/// Any other change (a claim, a resignation, a draw): also only if both away marks
/// are still as cached ($12, $13; -1 for none). A claim decided on a stale mark
/// (the opponent came back through another instance) must lose.
const CAS_WITH_AWAY: &str = concat!(
    cas_update!(),
    " AND COALESCE(south_away_ms, -1) = $12 AND COALESCE(north_away_ms, -1) = $13"
);

type Query<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

/// Bind the compare-and-set's eleven parameters ($1 to $11 of `cas_update!`), in order.
fn bind_cas<'q>(query: Query<'q>, cached: &'q Cached, new: &'q GameRow) -> Query<'q> {
    let old = &cached.row;
    query
        .bind(status_text(&new.status))
        .bind(new.move_count)
        .bind(new.turn_since_ms)
        .bind(new.draw_offer.map(Side::name))
        .bind(new.result.map(|r| r.outcome.label()))
        .bind(new.result.map(|r| reason_text(r.reason)))
        .bind(now_ms())
        .bind(old.id)
        .bind(cached.len() as i64)
        .bind(status_text(&old.status))
        .bind(new.deadline_ms)
}

/// Whether `commit` leaves the wake-up to the caller.
pub fn fast_pg_move(app: &App, change: &Change) -> bool {
    app.db.backend == crate::Backend::Postgres && change.hole.is_some() && change.row.status != Status::Finished
}

/// PostgreSQL, a move that does not end the game: to the group-committing writer
/// (`pgwriter`), which writes it with the other moves queued meanwhile, in one
/// statement doing this same compare-and-set per game and the move's INSERT. The
/// wake-up is sent after it (`live`): a transaction that NOTIFYs holds PostgreSQL's
/// global notify lock through its commit flush, which serialized every move.
async fn commit_pg_move(app: &App, cached: &Cached, change: &Change, hole: u8) -> Result<bool, sqlx::Error> {
    let Some(writer) = &app.db.pg_moves else {
        return Err(sqlx::Error::PoolClosed);
    };
    let (old, new) = (&cached.row, &change.row);
    writer
        .write(PgMove {
            game: old.id,
            old_count: cached.len() as i64,
            old_status: status_text(&old.status),
            status: status_text(&new.status),
            move_count: new.move_count,
            turn_since_ms: new.turn_since_ms,
            draw_offer: new.draw_offer.map(Side::name),
            outcome: new.result.map(|r| r.outcome.label()),
            end_reason: new.result.map(|r| reason_text(r.reason)),
            deadline_ms: new.deadline_ms,
            now_ms: now_ms(),
            hole,
            side: cached.game.snapshot().to_move.unwrap_or(Side::South).name(),
        })
        .await
}

/// A move that does not end the game, for SQLite's group-committing writer.
fn plain_move(cached: &Cached, new: &GameRow, hole: u8) -> MoveWrite {
    MoveWrite {
        game: cached.row.id,
        old_count: cached.len() as i64,
        move_count: new.move_count,
        turn_since_ms: new.turn_since_ms,
        deadline_ms: new.deadline_ms,
        now_ms: now_ms(),
        hole,
        side: cached.game.snapshot().to_move.unwrap_or(Side::South).name(),
    }
}

/// Write `change` if the game is still as cached (false: someone else changed it first).
pub async fn commit(app: &App, cached: &Cached, change: &Change) -> Result<bool, sqlx::Error> {
    let (old, new) = (&cached.row, &change.row);
    if let (true, Some(hole)) = (fast_pg_move(app, change), change.hole) {
        return commit_pg_move(app, cached, change, hole).await;
    }
    if let (Some(writer), Some(hole), false) = (&app.db.moves, change.hole, new.status == Status::Finished) {
        return writer.write(plain_move(cached, new, hole)).await;
    }
    let _turn = app.db.writer().await;
    let mut tx = app.db.begin().await?;
    let side = cached.game.snapshot().to_move.unwrap_or(Side::South);
    let sqlite = app.db.backend == crate::Backend::Sqlite;
    let (query, rows) = match change.hole {
        Some(hole) if sqlite => (
            bind_cas(sqlx::query(SQLITE_MOVE), cached, new)
                .bind(hole as i64)
                .bind(side.name()),
            2,
        ),
        Some(_) => (bind_cas(sqlx::query(cas_update!()), cached, new), 1),
        None => (
            bind_cas(sqlx::query(CAS_WITH_AWAY), cached, new)
                .bind(old.south_away_ms.unwrap_or(-1))
                .bind(old.north_away_ms.unwrap_or(-1)),
            1,
        ),
    };
    if query.execute(&mut *tx).await?.rows_affected() != rows {
        return Ok(false);
    }
    if let (Some(hole), false) = (change.hole, sqlite) {
        sqlx::query("INSERT INTO moves (game_id, number, hole, side, played_ms) VALUES ($1, $2, $3, $4, $5)")
            .bind(old.id)
            .bind(cached.len() as i64)
            .bind(hole as i64)
            .bind(side.name())
            .bind(now_ms())
            .execute(&mut *tx)
            .await?;
    }
    if old.status != Status::Finished && new.status == Status::Finished {
        if let (Some(result), Some(s), Some(n)) = (new.result, new.south, new.north) {
            let ended = ratings::Ended {
                game_id: old.id,
                rules: &new.rules,
                seats: [s, n],
                outcome: result.outcome,
                moves: new.move_count as u32,
                // A friendly game (no clock) counts in the statistics, never for rating.
                friendly: new.friendly(),
                now_ms: now_ms(),
            };
            let verdict = ratings::record(&mut tx, &ended, &app.config.rating_policy()).await?;
            tracing::debug!(game = old.id, ?verdict, "result stored");
        }
    }
    app.db.notify(&mut tx, old.id).await?;
    tx.commit().await?;
    Ok(true)
}

/// A seat's presence mark as decided (`seats::decide_presence`): only that seat's column
/// (the other seat may be marked by another instance), and the last word wins (a player's
/// sockets on two instances may both write), so no compare-and-set.
pub async fn presence(app: &App, row: &GameRow, side: Side) -> Result<(), sqlx::Error> {
    let _turn = app.db.writer().await;
    let mut tx = app.db.begin().await?;
    sqlx::query(&format!("UPDATE games SET {}_away_ms = $1 WHERE id = $2", side.name()))
        .bind(row.away_ms(side))
        .bind(row.id)
        .execute(&mut *tx)
        .await?;
    app.db.notify(&mut tx, row.id).await?;
    tx.commit().await
}
