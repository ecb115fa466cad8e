//! Reports and blocks (issue 37). A report is stored for the operator (`admin
//! reports`), once per (reporter, player, reason). A block is mutual in effect: between
//! two players where either blocked the other, a join is refused as if the room did not
//! exist and nothing one offers reaches the other (`between`).

use crate::accounts::{authenticate, parse_json};
use crate::client::ClientAddr;
use crate::error::{ApiError, ApiResult};
use crate::extract::{Body, Path};
use crate::{now_ms, AppState};
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::Json;
use pallanguzhi_protocol::{Blocked, Blocks, ErrorCode, NewReport};
use sqlx::Row;

fn limited(message: &str) -> ApiError {
    ApiError::new(ErrorCode::RateLimited, message)
}

/// `account` is a live account other than `me`.
async fn other_player(app: &AppState, me: i64, account: i64) -> ApiResult<()> {
    if account == me {
        return Err(ApiError::new(ErrorCode::Malformed, "that is you"));
    }
    let found = sqlx::query("SELECT id FROM accounts WHERE id = $1 AND deleted_ms IS NULL")
        .bind(account)
        .fetch_optional(&app.db.reads)
        .await?;
    found
        .map(|_| ())
        .ok_or_else(|| ApiError::new(ErrorCode::NotFound, "no such player"))
}

/// `POST /v1/reports`
pub async fn report(
    State(app): State<AppState>,
    ClientAddr(addr): ClientAddr,
    headers: HeaderMap,
    Body(body): Body,
) -> ApiResult<StatusCode> {
    if !app.limits.reports_by_addr.check(&addr) {
        return Err(limited("too many reports from your address; wait a minute"));
    }
    let me = authenticate(&app, &headers).await?;
    if !app.limits.reports.check(&me.account_id) {
        return Err(limited("too many reports; wait a minute"));
    }
    let req: NewReport = parse_json(&body)?;
    other_player(&app, me.account_id, req.account_id).await?;
    if let Some(game) = req.game_id {
        let played = sqlx::query("SELECT id FROM games WHERE id = $1 AND (south = $2 OR north = $2 OR host = $2)")
            .bind(game)
            .bind(req.account_id)
            .fetch_optional(&app.db.reads)
            .await?;
        if played.is_none() {
            return Err(ApiError::new(
                ErrorCode::NotFound,
                "that player has no seat in that game",
            ));
        }
    }
    let _turn = app.db.writer().await;
    sqlx::query(
        "INSERT INTO reports (id, reporter, reported, game_id, reason, created_ms) VALUES ($1, $2, $3, $4, $5, $6) \
         ON CONFLICT (reporter, reported, reason) DO NOTHING",
    )
    .bind(crate::db::new_id())
    .bind(me.account_id)
    .bind(req.account_id)
    .bind(req.game_id)
    .bind(req.reason.as_str())
    .bind(now_ms())
    .execute(&app.db.pool)
    .await?;
    tracing::info!(
        reporter = me.account_id,
        reported = req.account_id,
        reason = req.reason.as_str(),
        "player reported"
    );
    Ok(StatusCode::NO_CONTENT)
}

/// `POST /v1/me/blocks/{account_id}`
pub async fn block(State(app): State<AppState>, headers: HeaderMap, Path(account): Path<i64>) -> ApiResult<StatusCode> {
    let me = authenticate(&app, &headers).await?;
    other_player(&app, me.account_id, account).await?;
    let _turn = app.db.writer().await;
    // One statement: the cap is checked where the row is written.
    let done = sqlx::query(
        "INSERT INTO blocks (account_id, blocked, created_ms) SELECT $1, $2, $3 \
         WHERE (SELECT COUNT(*) FROM blocks WHERE account_id = $1) < $4 \
         ON CONFLICT (account_id, blocked) DO NOTHING",
    )
    .bind(me.account_id)
    .bind(account)
    .bind(now_ms())
    .bind(i64::from(app.config.blocks_per_account))
    .execute(&app.db.pool)
    .await?;
    let already = || async {
        sqlx::query("SELECT blocked FROM blocks WHERE account_id = $1 AND blocked = $2")
            .bind(me.account_id)
            .bind(account)
            .fetch_optional(&app.db.pool)
            .await
            .map(|row| row.is_some())
    };
    if done.rows_affected() == 0 && !already().await? {
        let cap = app.config.blocks_per_account;
        return Err(limited(&format!("you block {cap} players already; unblock one first")));
    }
    Ok(StatusCode::NO_CONTENT)
}

/// `DELETE /v1/me/blocks/{account_id}`
pub async fn unblock(
    State(app): State<AppState>,
    headers: HeaderMap,
    Path(account): Path<i64>,
) -> ApiResult<StatusCode> {
    let me = authenticate(&app, &headers).await?;
    let _turn = app.db.writer().await;
    sqlx::query("DELETE FROM blocks WHERE account_id = $1 AND blocked = $2")
        .bind(me.account_id)
        .bind(account)
        .execute(&app.db.pool)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `GET /v1/me/blocks`
pub async fn list(State(app): State<AppState>, headers: HeaderMap) -> ApiResult<Json<Blocks>> {
    let me = authenticate(&app, &headers).await?;
    let rows = sqlx::query(
        "SELECT b.blocked, a.name FROM blocks b JOIN accounts a ON a.id = b.blocked \
         WHERE b.account_id = $1 ORDER BY b.created_ms, b.blocked",
    )
    .bind(me.account_id)
    .fetch_all(&app.db.reads)
    .await?;
    let blocked = rows
        .iter()
        .map(|r| {
            Ok(Blocked {
                account_id: r.try_get("blocked")?,
                name: r.try_get("name")?,
            })
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
    Ok(Json(Blocks { blocked }))
}

/// Whether either of `a` and `b` blocked the other: then a join between them is refused
/// and no offer from one reaches the other.
pub async fn between(pool: &sqlx::AnyPool, a: i64, b: i64) -> Result<bool, sqlx::Error> {
    let row = sqlx::query(
        "SELECT COUNT(*) AS n FROM blocks WHERE (account_id = $1 AND blocked = $2) OR (account_id = $2 AND blocked = $1)",
    )
    .bind(a)
    .bind(b)
    .fetch_one(pool)
    .await?;
    Ok(row.try_get::<i64, _>("n")? > 0)
}
