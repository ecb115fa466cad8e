//! The leaderboard and a player's online statistics.

use crate::accounts::authenticate;
use crate::error::{ApiError, ApiResult};
use crate::extract::Query;
use crate::ratings::{provisional, BOARD_OPPONENTS, PROVISIONAL_DEVIATION};
use crate::AppState;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::Json;
use pallanguzhi_core::Rules;
use pallanguzhi_protocol::{ErrorCode, Leaderboard, MyStats, RankEntry, RulesStats};
use serde::Deserialize;
use sqlx::any::AnyRow;
use sqlx::Row;

#[derive(Deserialize)]
pub struct BoardQuery {
    rules: Option<String>,
    limit: Option<u32>,
}

fn rank_entry(r: &AnyRow, rank: u32) -> Result<RankEntry, sqlx::Error> {
    let deviation: f64 = r.try_get("deviation")?;
    Ok(RankEntry {
        rank,
        account_id: r.try_get("account_id")?,
        name: r.try_get("name")?,
        rating: r.try_get("rating")?,
        deviation,
        games: r.try_get::<i64, _>("games")? as u32,
        provisional: provisional(deviation),
    })
}

const BOARD_SQL: &str = "SELECT r.account_id, a.name, r.rating, r.deviation, r.games \
     FROM ratings r JOIN accounts a ON a.id = r.account_id WHERE r.rules = $1 AND a.deleted_ms IS NULL";

/// Who the leaderboard lists (`ratings`): not provisional, and with enough
/// established opponents. `$3` is the deviation bound, `$4` the opponents needed.
const LISTED: &str = " AND r.deviation <= $3 AND (SELECT COUNT(*) FROM rated_opponents o \
     WHERE o.account_id = r.account_id AND o.rules = r.rules) >= $4 \
     AND NOT EXISTS (SELECT 1 FROM accounts d WHERE d.id = r.account_id AND d.deleted_ms IS NOT NULL)";

/// `GET /v1/leaderboard?rules=R&limit=N`: the top N (1..=100, default 20) and, with a token, my rank.
pub async fn leaderboard(
    State(app): State<AppState>,
    headers: HeaderMap,
    Query(q): Query<BoardQuery>,
) -> ApiResult<Json<Leaderboard>> {
    let rules = Rules::preset(q.rules.as_deref().unwrap_or("pallanguzhi"))
        .map_err(|e| ApiError::new(ErrorCode::UnknownRules, e.to_string()))?
        .name;
    let limit = q.limit.unwrap_or(20).clamp(1, 100);
    let rows = sqlx::query(&format!(
        "{BOARD_SQL}{LISTED} ORDER BY r.rating DESC, r.account_id LIMIT $2"
    ))
    .bind(&rules)
    .bind(limit as i64)
    .bind(PROVISIONAL_DEVIATION)
    .bind(BOARD_OPPONENTS)
    .fetch_all(&app.db.reads)
    .await?;
    let top = rows
        .iter()
        .enumerate()
        .map(|(i, r)| rank_entry(r, i as u32 + 1))
        .collect::<Result<Vec<_>, _>>()?;
    let me = match authenticate(&app, &headers).await {
        Ok(me) => my_rank(&app, &rules, me.account_id).await?,
        Err(_) => None,
    };
    Ok(Json(Leaderboard { rules, top, me }))
}

async fn my_rank(app: &AppState, rules: &str, account: i64) -> Result<Option<RankEntry>, sqlx::Error> {
    let Some(row) = sqlx::query(&format!("{BOARD_SQL} AND r.account_id = $2"))
        .bind(rules)
        .bind(account)
        .fetch_optional(&app.db.reads)
        .await?
    else {
        return Ok(None);
    };
    let rating: f64 = row.try_get("rating")?;
    let above: i64 = sqlx::query(&format!(
        "SELECT COUNT(*) AS n FROM ratings r WHERE r.rules = $1 AND r.rating > $2{LISTED}"
    ))
    .bind(rules)
    .bind(rating)
    .bind(PROVISIONAL_DEVIATION)
    .bind(BOARD_OPPONENTS)
    .fetch_one(&app.db.reads)
    .await?
    .try_get("n")?;
    rank_entry(&row, above as u32 + 1).map(Some)
}

/// `GET /v1/me/stats`: one entry per rule set played online.
pub async fn mine(State(app): State<AppState>, headers: HeaderMap) -> ApiResult<Json<MyStats>> {
    let me = authenticate(&app, &headers).await?;
    let rows = sqlx::query(
        "SELECT rules, games, wins, losses, draws, streak, best_win_streak, rating, deviation, volatility \
         FROM ratings WHERE account_id = $1 ORDER BY rules",
    )
    .bind(me.account_id)
    .fetch_all(&app.db.reads)
    .await?;
    let per_rules = rows.iter().map(rules_stats).collect::<Result<Vec<_>, _>>()?;
    Ok(Json(MyStats {
        account_id: me.account_id,
        per_rules,
    }))
}

fn rules_stats(r: &AnyRow) -> Result<RulesStats, sqlx::Error> {
    let n = |c: &str| r.try_get::<i64, _>(c);
    let deviation: f64 = r.try_get("deviation")?;
    Ok(RulesStats {
        rules: r.try_get("rules")?,
        games: n("games")? as u32,
        wins: n("wins")? as u32,
        losses: n("losses")? as u32,
        draws: n("draws")? as u32,
        streak: n("streak")? as i32,
        best_win_streak: n("best_win_streak")? as u32,
        rating: r.try_get("rating")?,
        deviation,
        volatility: r.try_get("volatility")?,
        provisional: provisional(deviation),
    })
}
