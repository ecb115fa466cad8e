//! The leaderboard and a player's online statistics.

use crate::accounts::authenticate;
use crate::error::{ApiError, ApiResult};
use crate::extract::Query;
use crate::ratings::provisional;
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

/// The listed players (not provisional, enough proven opponents, not deleted):
/// `ratings.listed`, kept by every rating write (`ratings::relist`), indexed with the
/// rating, so the top is an index scan and a rank one index range count.
const LISTED: &str = " AND r.listed = 1";

/// How many listed players of `$1` are rated above `$2`: a count over the
/// `ratings_listed` index (before: a subquery per player, 40 ms at 20,000 players).
const ABOVE_SQL: &str = "SELECT COUNT(*) AS n FROM ratings WHERE rules = $1 AND listed = 1 AND rating > $2";

/// `GET /v1/leaderboard?rules=R&limit=N`: the top N (1..=100, default 20) and, with a token, my rank.
/// Its queries take one of the board's permits (half the read pool), so a flood of
/// leaderboards leaves read connections to the token checks of every other route.
pub async fn leaderboard(
    State(app): State<AppState>,
    headers: HeaderMap,
    Query(q): Query<BoardQuery>,
) -> ApiResult<Json<Leaderboard>> {
    let rules = Rules::preset(q.rules.as_deref().unwrap_or("pallanguzhi"))
        .map_err(|e| ApiError::new(ErrorCode::UnknownRules, e.to_string()))?
        .name;
    let limit = q.limit.unwrap_or(20).clamp(1, 100);
    let me = authenticate(&app, &headers).await.ok();
    let _permit = app
        .board
        .acquire()
        .await
        .map_err(|_| ApiError::new(ErrorCode::Unavailable, "the server is closing"))?;
    let rows = sqlx::query(&format!(
        "{BOARD_SQL}{LISTED} ORDER BY r.rating DESC, r.account_id LIMIT $2"
    ))
    .bind(&rules)
    .bind(limit as i64)
    .fetch_all(&app.db.reads)
    .await?;
    let top = rows
        .iter()
        .enumerate()
        .map(|(i, r)| rank_entry(r, i as u32 + 1))
        .collect::<Result<Vec<_>, _>>()?;
    let me = match me {
        Some(me) => my_rank(&app, &rules, me.account_id).await?,
        None => None,
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
    let above: i64 = sqlx::query(ABOVE_SQL)
        .bind(rules)
        .bind(rating)
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

#[cfg(test)]
mod tests {
    use sqlx::Row;

    /// The plan SQLite picks for a rank: one range of the `ratings_listed` index, no
    /// subquery per player (the old count ran one per row: O(players) for every rank).
    #[tokio::test]
    async fn a_rank_counts_one_index_range() {
        sqlx::any::install_default_drivers();
        let pool = sqlx::any::AnyPoolOptions::new()
            .max_connections(1)
            .connect("sqlite::memory:")
            .await
            .expect("sqlite");
        crate::db::migrator().run(&pool).await.expect("migrate");
        let plan = sqlx::query(&format!("EXPLAIN QUERY PLAN {}", super::ABOVE_SQL))
            .bind("pallanguzhi")
            .bind(1500.0)
            .fetch_all(&pool)
            .await
            .expect("plan");
        let steps: Vec<String> = plan.iter().map(|r| r.try_get("detail").expect("detail")).collect();
        assert_eq!(steps.len(), 1, "{steps:?}");
        assert!(steps[0].contains("COVERING INDEX ratings_listed"), "{steps:?}");
    }
}
