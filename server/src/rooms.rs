//! Rooms: the host picks a rule set and a side and gets a share code; the
//! guest joins by code (rate-limited per account, per address and, for unknown
//! codes, globally, so codes cannot be enumerated).

use crate::accounts::{authenticate, parse_json};
use crate::client::ClientAddr;
use crate::db::{self, GameRow};
use crate::error::{ApiError, ApiResult};
use crate::extract::{Body, Path, Query};
use crate::{now_ms, AppState};
use axum::extract::State;
use axum::http::HeaderMap;
use axum::Json;
use pallanguzhi_core::{Rules, Side};
use pallanguzhi_protocol::{
    normalize_code, ErrorCode, JoinRoom, NewRoom, RoomInfo, RoomInvite, RoomState, SideChoice, Status, CODE_ALPHABET,
    CODE_LEN,
};
use rand::seq::IndexedRandom;

pub(crate) fn new_code() -> String {
    let alphabet: Vec<char> = CODE_ALPHABET.chars().collect();
    let mut rng = rand::rng();
    (0..CODE_LEN).filter_map(|_| alphabet.choose(&mut rng)).collect()
}

/// 128 random bits in hex: a share link's secret.
pub(crate) fn new_link_key() -> String {
    let mut bytes = [0u8; pallanguzhi_protocol::LINK_KEY_LEN / 2];
    rand::RngCore::fill_bytes(&mut rand::rng(), &mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// `key`: the link's secret, for the host only.
pub(crate) fn info(app: &AppState, row: &GameRow, side: Side, key: Option<&str>) -> RoomInfo {
    RoomInfo {
        code: row.code.clone(),
        link: pallanguzhi_protocol::join_link(&app.public_url, &row.code, key),
        game_id: row.id,
        rules: row.rules.clone(),
        your_side: side,
        ws_path: format!("/v1/games/{}/ws", row.id),
        move_ms: row.move_ms.and_then(|m| u64::try_from(m).ok()),
        watch_link: Some(format!("{}/watch/{}", app.public_url, row.id)),
    }
}

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
    let rules = Rules::preset(&req.rules).map_err(|e| ApiError::new(ErrorCode::UnknownRules, e.to_string()))?;
    if let Some(ms) = req.move_ms {
        let (min, max) = (app.config.min_move_ms, pallanguzhi_protocol::MAX_MOVE_MS);
        if !(min..=max).contains(&ms) {
            return Err(ApiError::new(
                ErrorCode::Malformed,
                format!("the time per move must be from {min} to {max} ms, or null for no clock"),
            ));
        }
    }
    let side = match req.side {
        SideChoice::South => Side::South,
        SideChoice::North => Side::North,
        SideChoice::Random => *Side::BOTH.choose(&mut rand::rng()).unwrap_or(&Side::South),
    };
    let (id, now, key) = (db::new_id(), now_ms(), new_link_key());
    // A clash of codes is rare (23^6); try again with a new one.
    for _ in 0..8 {
        let code = new_code();
        let seat = |s: Side| (s == side).then_some(me.account_id);
        let turn = app.db.writer().await;
        // One statement: the cap is checked where the row is written.
        let inserted = sqlx::query(
            "INSERT INTO games (id, code, rules, host, south, north, status, move_count, turn_since_ms, \
             south_away_ms, north_away_ms, created_ms, updated_ms, move_ms, link_key) \
             SELECT $1, $2, $3, $4, $5, $6, 'waiting', 0, $7, $7, $7, $7, $7, $9, $10 \
             WHERE (SELECT COUNT(*) FROM games WHERE host = $4 AND status = 'waiting') < $8",
        )
        .bind(id)
        .bind(&code)
        .bind(&rules.name)
        .bind(me.account_id)
        .bind(seat(Side::South))
        .bind(seat(Side::North))
        .bind(now)
        .bind(app.config.waiting_rooms_per_account as i64)
        .bind(req.move_ms.map(|m| m as i64))
        .bind(&key)
        .execute(&app.db.pool)
        .await;
        drop(turn);
        match inserted {
            Ok(done) if done.rows_affected() == 0 => {
                let cap = app.config.waiting_rooms_per_account;
                return Err(ApiError::new(
                    ErrorCode::RateLimited,
                    format!("you already have {cap} rooms waiting for a guest; play or let them expire"),
                ));
            }
            Ok(_) => {
                let row = db::game_by_id(&app.db.pool, id)
                    .await?
                    .ok_or_else(|| ApiError::new(ErrorCode::Internal, "room vanished"))?;
                tracing::info!(game = id, rules = %rules.name, "room created");
                return Ok(Json(info(&app, &row, side, Some(&key))));
            }
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
    let row = room_by_code(&app, &code, req.key.as_deref()).await?;
    if let Some(side) = row.side_of(me.account_id) {
        return Ok(Json(info(&app, &row, side, None))); // already seated: joining again is harmless
    }
    if row.status == Status::Finished {
        return Err(ApiError::new(ErrorCode::RoomFinished, "this game is over"));
    }
    // Either blocked the other: the room is not shown to exist (no guess is charged).
    if crate::moderation::between(&app.db.pool, row.host, me.account_id).await? {
        return Err(ApiError::new(ErrorCode::UnknownRoom, "no room has this code"));
    }
    let free = Side::BOTH.into_iter().find(|&s| row.seat(s).is_none());
    let (Some(side), Status::Waiting) = (free, &row.status) else {
        return Err(ApiError::new(ErrorCode::RoomFull, "both seats are taken"));
    };
    if !take_seat(&app, &row, side, me.account_id).await? {
        return Err(ApiError::new(ErrorCode::RoomFull, "both seats are taken"));
    }
    tracing::info!(game = row.id, "guest joined");
    crate::live::refresh(&app, row.id).await;
    let row = db::game_by_id(&app.db.pool, row.id)
        .await?
        .ok_or_else(|| ApiError::new(ErrorCode::UnknownRoom, "no room has this code"))?;
    Ok(Json(info(&app, &row, side, None)))
}

/// The room a join or an invitation names, guarded against guessing: unless `key` is the
/// room's secret, a lookup is refused while the server's budget of unknown codes is
/// spent, and an unknown code spends it.
async fn room_by_code(app: &AppState, code: &str, key: Option<&str>) -> ApiResult<GameRow> {
    let now = now_ms();
    let linked = match key {
        Some(key) => holds_key(app, code, key).await?,
        None => false,
    };
    if !linked && app.limits.failed_joins.exhausted(now) {
        return Err(limited("too many unknown codes tried on this server; wait a minute"));
    }
    let unknown = || {
        app.limits.failed_joins.charge(now);
        ApiError::new(ErrorCode::UnknownRoom, "no room has this code")
    };
    let code = normalize_code(code).ok_or_else(unknown)?;
    db::game_by_code(&app.db.pool, &code).await?.ok_or_else(unknown)
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
    let free = Side::BOTH.into_iter().find(|&s| row.seat(s).is_none());
    let (state, guest_side) = match (&row.status, free) {
        (Status::Finished, _) => (RoomState::Finished, None),
        (Status::Waiting, Some(side)) => (RoomState::Open, Some(side)),
        _ => (RoomState::Full, None),
    };
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

/// Sit down if the seat is still free (compare-and-set); the game starts.
/// `unauthorized` if the account was deleted meanwhile.
async fn take_seat(app: &AppState, row: &GameRow, side: Side, account: i64) -> ApiResult<bool> {
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
        return Err(ApiError::new(ErrorCode::Unauthorized, "this account was deleted"));
    }
    let sql = format!(
        "UPDATE games SET {0} = $1, status = 'active', turn_since_ms = $2, updated_ms = $2, \
         deadline_ms = $2 + move_ms WHERE id = $3 AND status = 'waiting' AND {0} IS NULL",
        side.name()
    );
    let done = sqlx::query(&sql)
        .bind(account)
        .bind(now_ms())
        .bind(row.id)
        .execute(&mut *tx)
        .await?
        .rows_affected()
        == 1;
    app.db.notify(&mut tx, row.id).await?;
    tx.commit().await?;
    Ok(done)
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
