//! Rooms: the host picks a rule set and a side and gets a share code; the
//! guest joins by code (rate-limited per account, per address and, for unknown
//! codes, globally, so codes cannot be enumerated).

use crate::accounts::{authenticate, parse_json};
use crate::client::ClientAddr;
use crate::codes::{info, new_code, new_link_key};
use crate::db::{self, GameRow};
use crate::error::{ApiError, ApiResult};
use crate::extract::{Body, Path, Query};
use crate::seats::{
    decide_create, decide_invite, decide_join, found, may_look_up, JoinContext, Joined, NewRoomContext,
};
use crate::{now_ms, AppState};
use axum::extract::State;
use axum::http::HeaderMap;
use axum::Json;
use pallanguzhi_core::Side;
use pallanguzhi_protocol::{normalize_code, ErrorCode, JoinRoom, NewRoom, RoomInfo, RoomInvite};
use rand::seq::IndexedRandom;

fn limited(message: &str) -> ApiError {
    ApiError::new(ErrorCode::RateLimited, message)
}

pub async fn create(
    State(app): State<AppState>,
    ClientAddr(addr): ClientAddr,
    headers: HeaderMap,
    Body(body): Body,
) -> ApiResult<Json<RoomInfo>> {
    if !app.limits.rooms_by_addr.check(&addr) {
        return Err(limited("too many new rooms from your address; wait a minute"));
    }
    let me = authenticate(&app, &headers).await?;
    if !app.limits.rooms.check(&me.account_id) {
        return Err(limited("too many new rooms; wait a minute"));
    }
    let req: NewRoom = parse_json(&body)?;
    let (id, key) = (db::new_id(), new_link_key());
    let coin = *Side::BOTH.choose(&mut rand::rng()).unwrap_or(&Side::South);
    let max_waiting = app.config.waiting_rooms_per_account;
    // A clash of codes is rare (23^6), and so is another request passing the cap between
    // our count and our write: either way, count and decide again.
    for _ in 0..8 {
        let ctx = NewRoomContext {
            account: me.account_id,
            now_ms: now_ms(),
            min_move_ms: app.config.min_move_ms,
            waiting: db::waiting_rooms(&app.db.pool, me.account_id).await?,
            max_waiting,
            coin,
            id,
            code: new_code(),
        };
        let (row, side) = decide_create(&req, ctx)?;
        let turn = app.db.writer().await;
        let inserted = db::insert_game(&app.db.pool, &row, &key, max_waiting).await;
        drop(turn);
        match inserted {
            Ok(true) => {
                tracing::info!(game = id, rules = %row.rules, "room created");
                return Ok(Json(info(&app.public_url, &row, side, Some(&key))));
            }
            Ok(false) => continue,
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => continue,
            Err(e) => return Err(e.into()),
        }
    }
    Err(ApiError::new(ErrorCode::Internal, "no free share code; try again"))
}

pub async fn join(
    State(app): State<AppState>,
    ClientAddr(addr): ClientAddr,
    headers: HeaderMap,
    Path(code): Path<String>,
    Body(body): Body,
) -> ApiResult<Json<RoomInfo>> {
    if !app.limits.joins_by_addr.check(&addr) {
        return Err(limited("too many join attempts from your address; wait a minute"));
    }
    let me = authenticate(&app, &headers).await?;
    if !app.limits.joins.check(&me.account_id) {
        return Err(limited("too many join attempts; wait a minute"));
    }
    let req: JoinRoom = match body.is_empty() {
        true => JoinRoom::default(),
        false => parse_json(&body)?,
    };
    let account = me.account_id;
    let mut room = room_by_code(&app, &code, req.key.as_deref()).await?;
    let mut alive = true; // authenticated just now
    for _ in 0..3 {
        let blocked = crate::moderation::between(&app.db.pool, room.host, account).await?;
        let ctx = JoinContext {
            account,
            alive,
            blocked,
            now_ms: now_ms(),
        };
        match decide_join(&room, ctx).map_err(|r| r.error)? {
            Joined::Seated(side) => return Ok(Json(info(&app.public_url, &room, side, None))),
            Joined::Take { side, row } => {
                if take_seat(&app, &room, &row, side).await? {
                    tracing::info!(game = row.id, "guest joined");
                    crate::live::refresh(&app, row.id).await;
                    return Ok(Json(info(&app.public_url, &row, side, None)));
                }
            }
        }
        // The write lost: someone sat down first, or the account was deleted meanwhile.
        alive = db::account_alive(&app.db.pool, account).await?;
        room = db::game_by_id(&app.db.pool, room.id)
            .await?
            .ok_or_else(|| ApiError::new(ErrorCode::UnknownRoom, "no room has this code"))?;
    }
    Err(ApiError::new(ErrorCode::RoomFull, "both seats are taken"))
}

/// The room a join or an invitation names, guarded against guessing: unless `key` is the
/// room's secret, a lookup is refused while the server's budget of unknown codes is
/// spent, and an unknown code spends it (`seats::may_look_up`, `seats::found`).
async fn room_by_code(app: &AppState, code: &str, key: Option<&str>) -> ApiResult<GameRow> {
    let now = now_ms();
    let linked = match key {
        Some(key) => holds_key(app, code, key).await?,
        None => false,
    };
    may_look_up(linked, app.limits.failed_joins.exhausted(now))?;
    let room = match normalize_code(code) {
        Some(code) => db::game_by_code(&app.db.pool, &code).await?,
        None => None,
    };
    found(room).map_err(|refused| {
        if refused.guess {
            app.limits.failed_joins.charge(now);
        }
        ApiError(refused.error)
    })
}

/// `?key=KEY` on an invitation: the share link's secret.
#[derive(Debug, Default, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InviteQuery {
    #[serde(default)]
    key: Option<String>,
}

/// `GET /v1/rooms/{code}/invite`: what a share link's invitation shows, no account needed.
/// It counts as a join attempt for the per-address limit and the guessing budget (the
/// link's `key` spares it the budget, as in `join`), so it reveals no more than a join.
pub async fn invite(
    State(app): State<AppState>,
    ClientAddr(addr): ClientAddr,
    Path(code): Path<String>,
    Query(query): Query<InviteQuery>,
) -> ApiResult<Json<RoomInvite>> {
    if !app.limits.joins_by_addr.check(&addr) {
        return Err(limited("too many join attempts from your address; wait a minute"));
    }
    let row = room_by_code(&app, &code, query.key.as_deref()).await?;
    let (state, guest_side) = decide_invite(&row);
    Ok(Json(RoomInvite {
        code: row.code.clone(),
        host: db::account_name(&app.db.reads, row.host).await?,
        rules: row.rules.clone(),
        move_ms: row.move_ms.and_then(|m| u64::try_from(m).ok()),
        rated: !row.friendly(),
        guest_side,
        state,
    }))
}

/// Whether `key` is the secret of the room with `code` (as typed in the path).
async fn holds_key(app: &AppState, code: &str, key: &str) -> Result<bool, sqlx::Error> {
    let Some(code) = normalize_code(code) else {
        return Ok(false);
    };
    let found = sqlx::query("SELECT id FROM games WHERE code = $1 AND link_key = $2")
        .bind(code)
        .bind(key.to_ascii_lowercase())
        .fetch_optional(&app.db.pool)
        .await?;
    Ok(found.is_some())
}

/// Sit down as decided (`seats::decide_join`) if the seat is still free and the account
/// not deleted: a compare-and-set; false if either changed (read again and decide again).
async fn take_seat(app: &AppState, room: &GameRow, row: &GameRow, side: Side) -> ApiResult<bool> {
    let account = row.seat(side).unwrap_or_default();
    let _turn = app.db.writer().await;
    let mut tx = app.db.begin().await?;
    // Lock the account's row (a no-op write) and check it is not deleted, in this
    // transaction: a deletion committed first refuses the join, and one that comes
    // after waits for it, then finds this game active and resigns it (F12).
    let alive = sqlx::query("UPDATE accounts SET deleted_ms = NULL WHERE id = $1 AND deleted_ms IS NULL")
        .bind(account)
        .execute(&mut *tx)
        .await?
        .rows_affected()
        == 1;
    if !alive {
        return Ok(false);
    }
    let sql = format!(
        "UPDATE games SET {0} = $1, status = $2, turn_since_ms = $3, updated_ms = $3, deadline_ms = $4 \
         WHERE id = $5 AND status = $6 AND {0} IS NULL",
        side.name()
    );
    let done = sqlx::query(&sql)
        .bind(account)
        .bind(db::status_text(&row.status))
        .bind(row.turn_since_ms)
        .bind(row.deadline_ms)
        .bind(row.id)
        .bind(db::status_text(&room.status))
        .execute(&mut *tx)
        .await?
        .rows_affected()
        == 1;
    if !done {
        return Ok(false);
    }
    app.db.notify(&mut tx, row.id).await?;
    tx.commit().await?;
    Ok(true)
}

/// `GET /join/CODE`: what a share link shows in a browser (the apps open the code themselves).
pub async fn link(Path(code): Path<String>) -> String {
    match normalize_code(&code) {
        Some(code) => format!("Pallanguzhi room {code}: open Pallanguzhi and join with this code.\n"),
        None => "This is not a Pallanguzhi room code.\n".to_string(),
    }
}

/// `GET /watch/ID` without a web client: what a watch link shows in a browser (the apps and
/// the CLI open it).
pub async fn watch_link(Path(id): Path<String>) -> String {
    match pallanguzhi_protocol::game_id_from_watch_link(&id) {
        Some(id) => format!("Pallanguzhi game {id}: open Pallanguzhi and watch it with this link.\n"),
        None => "This is not a Pallanguzhi watch link.\n".to_string(),
    }
}
