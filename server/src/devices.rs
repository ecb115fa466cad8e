//! One account on every device (issue 37): a signed-in device asks for a link code
//! (short-lived, single-use) that signs another device in with a token of its own;
//! a recovery code (shown once, stored hashed) signs a device in when none is left;
//! the device list, and signing one out (its token refused and its sockets closed at
//! once). Codes are hashed like tokens; wrong codes drain one bucket for everyone
//! together (`FailedJoins`), so no number of addresses makes guessing pay.

use crate::accounts::{add_device, authenticate_device, hash_token, parse_json, Auth};
use crate::client::ClientAddr;
use crate::error::{ApiError, ApiResult};
use crate::extract::{Body, Path};
use crate::{now_ms, AppState};
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::Json;
use pallanguzhi_protocol::{
    group_code, normalize_secret, AccountToken, Device, Devices, ErrorCode, LinkCode, Platform, RecoveryCode, SignIn,
    CODE_ALPHABET, LINK_CODE_LEN, RECOVERY_CODE_LEN,
};
use rand::seq::IndexedRandom;
use sqlx::Row;

fn limited(message: &str) -> ApiError {
    ApiError::new(ErrorCode::RateLimited, message)
}

/// `len` characters drawn from `CODE_ALPHABET` (23 letters: log2(23) ≈ 4.5 bits each).
fn new_secret(len: usize) -> String {
    let alphabet: Vec<char> = CODE_ALPHABET.chars().collect();
    let mut rng = rand::rng();
    (0..len).filter_map(|_| alphabet.choose(&mut rng)).collect()
}

/// `POST /v1/me/link-code`: a code for another device, valid `--link-code-ttl-s` and
/// once; asking again replaces the account's previous code.
pub async fn link_code(
    State(app): State<AppState>,
    ClientAddr(addr): ClientAddr,
    headers: HeaderMap,
) -> ApiResult<Json<LinkCode>> {
    if !app.limits.link_codes_by_addr.check(&addr) {
        return Err(limited("too many link codes from your address; wait a minute"));
    }
    let Auth { me, .. } = authenticate_device(&app, &headers).await?;
    if !app.limits.link_codes.check(&me.account_id) {
        return Err(limited("too many link codes; wait a minute"));
    }
    let code = new_secret(LINK_CODE_LEN);
    let now = now_ms();
    let ttl_s = app.config.link_code_ttl_s.max(1);
    let _turn = app.db.writer().await;
    let mut tx = app.db.begin().await?;
    // One live code per account, and expired codes of anyone swept: the table stays small.
    sqlx::query("DELETE FROM link_codes WHERE account_id = $1 OR expires_ms <= $2")
        .bind(me.account_id)
        .bind(now)
        .execute(&mut *tx)
        .await?;
    sqlx::query("INSERT INTO link_codes (code_hash, account_id, expires_ms) VALUES ($1, $2, $3)")
        .bind(hash_token(&code))
        .bind(me.account_id)
        .bind(now + (ttl_s as i64).saturating_mul(1000))
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    tracing::info!(account = me.account_id, "link code issued");
    Ok(Json(LinkCode {
        code: group_code(&code),
        expires_in_s: ttl_s,
    }))
}

/// Which secret a sign-in presents.
#[derive(Clone, Copy)]
enum Secret {
    Link,
    Recovery,
}

/// `POST /v1/accounts/link`: a new device signed in with a link code (used up).
pub async fn link(
    State(app): State<AppState>,
    ClientAddr(addr): ClientAddr,
    Body(body): Body,
) -> ApiResult<Json<AccountToken>> {
    sign_in(&app, addr, &body, Secret::Link).await.map(Json)
}

/// `POST /v1/accounts/recover`: a new device signed in with the recovery code (kept).
pub async fn recover(
    State(app): State<AppState>,
    ClientAddr(addr): ClientAddr,
    Body(body): Body,
) -> ApiResult<Json<AccountToken>> {
    sign_in(&app, addr, &body, Secret::Recovery).await.map(Json)
}

fn wrong_code() -> ApiError {
    ApiError::new(ErrorCode::Unauthorized, "unknown, used or expired code")
}

async fn sign_in(app: &AppState, addr: std::net::IpAddr, body: &[u8], secret: Secret) -> ApiResult<AccountToken> {
    if !app.limits.sign_ins_by_addr.check(&addr) {
        return Err(limited("too many sign-in attempts from your address; wait a minute"));
    }
    let now = now_ms();
    if app.limits.failed_sign_ins.exhausted(now) {
        return Err(limited("too many wrong codes tried on this server; wait a minute"));
    }
    let req: SignIn = parse_json(body)?;
    let platform = Platform::parse(req.platform.as_deref().unwrap_or(""));
    let len = match secret {
        Secret::Link => LINK_CODE_LEN,
        Secret::Recovery => RECOVERY_CODE_LEN,
    };
    let failed = || {
        app.limits.failed_sign_ins.charge(now);
        wrong_code()
    };
    let code = normalize_secret(&req.code, len).ok_or_else(failed)?;
    let _turn = app.db.writer().await;
    let mut tx = app.db.begin().await?;
    let Some(account) = redeem(&mut tx, &hash_token(&code), secret, now).await? else {
        return Err(failed());
    };
    let (token, dropped) = add_device(app, &mut tx, account, platform).await?;
    let name: String = sqlx::query("SELECT name FROM accounts WHERE id = $1")
        .bind(account)
        .fetch_one(&mut *tx)
        .await?
        .try_get("name")?;
    tx.commit().await?;
    if let Some(old) = dropped {
        app.sockets.kick_device(account, old);
    }
    tracing::info!(account, platform = platform.as_str(), "device signed in");
    Ok(AccountToken {
        account_id: account,
        name,
        token,
    })
}

/// The account of a typed link code (used up) or recovery code, for the deletion page;
/// limited and charged like a sign-in.
pub async fn account_of_code(app: &AppState, addr: std::net::IpAddr, code: &str) -> ApiResult<i64> {
    if !app.limits.sign_ins_by_addr.check(&addr) {
        return Err(limited("too many attempts from your address; wait a minute"));
    }
    let now = now_ms();
    if app.limits.failed_sign_ins.exhausted(now) {
        return Err(limited("too many wrong codes tried on this server; wait a minute"));
    }
    let failed = || {
        app.limits.failed_sign_ins.charge(now);
        wrong_code()
    };
    let (code, secret) = match normalize_secret(code, LINK_CODE_LEN) {
        Some(code) => (code, Secret::Link),
        None => (
            normalize_secret(code, RECOVERY_CODE_LEN).ok_or_else(failed)?,
            Secret::Recovery,
        ),
    };
    let _turn = app.db.writer().await;
    let mut tx = app.db.begin().await?;
    let account = redeem(&mut tx, &hash_token(&code), secret, now).await?;
    tx.commit().await?;
    account.ok_or_else(failed)
}

/// The account a secret belongs to, if it is live; a link code is used up here
/// (deleted in the same statement that finds it, so two devices never share one).
async fn redeem(tx: &mut crate::db::Tx, hash: &str, secret: Secret, now: i64) -> Result<Option<i64>, sqlx::Error> {
    let found = match secret {
        Secret::Link => sqlx::query("DELETE FROM link_codes WHERE code_hash = $1 RETURNING account_id, expires_ms")
            .bind(hash)
            .fetch_optional(&mut **tx)
            .await?
            .map(|r| Ok::<_, sqlx::Error>((r.try_get("account_id")?, r.try_get("expires_ms")?)))
            .transpose()?,
        Secret::Recovery => sqlx::query("SELECT id FROM accounts WHERE recovery_hash = $1 AND deleted_ms IS NULL")
            .bind(hash)
            .fetch_optional(&mut **tx)
            .await?
            .map(|r| Ok::<_, sqlx::Error>((r.try_get("id")?, i64::MAX)))
            .transpose()?,
    };
    Ok(found
        .filter(|(_, expires): &(i64, i64)| *expires > now)
        .map(|(account, _)| account))
}

/// `POST /v1/me/recovery`: a new recovery code, shown once; the old one stops working.
pub async fn new_recovery(
    State(app): State<AppState>,
    ClientAddr(addr): ClientAddr,
    headers: HeaderMap,
) -> ApiResult<Json<RecoveryCode>> {
    if !app.limits.link_codes_by_addr.check(&addr) {
        return Err(limited("too many codes from your address; wait a minute"));
    }
    let Auth { me, .. } = authenticate_device(&app, &headers).await?;
    if !app.limits.link_codes.check(&me.account_id) {
        return Err(limited("too many codes; wait a minute"));
    }
    let code = new_secret(RECOVERY_CODE_LEN);
    let _turn = app.db.writer().await;
    let done = sqlx::query("UPDATE accounts SET recovery_hash = $1 WHERE id = $2 AND deleted_ms IS NULL")
        .bind(hash_token(&code))
        .bind(me.account_id)
        .execute(&app.db.pool)
        .await?;
    if done.rows_affected() == 0 {
        return Err(ApiError::new(ErrorCode::Unauthorized, "this account was deleted"));
    }
    tracing::info!(account = me.account_id, "recovery code replaced");
    Ok(Json(RecoveryCode {
        code: group_code(&code),
    }))
}

/// `GET /v1/me/devices`: every device signed in, oldest first.
pub async fn list(State(app): State<AppState>, headers: HeaderMap) -> ApiResult<Json<Devices>> {
    let Auth { me, device } = authenticate_device(&app, &headers).await?;
    let rows = sqlx::query(
        "SELECT id, platform, created_ms, last_seen_ms FROM devices WHERE account_id = $1 ORDER BY created_ms, id",
    )
    .bind(me.account_id)
    .fetch_all(&app.db.reads)
    .await?;
    let devices = rows
        .iter()
        .map(|r| {
            let id: i64 = r.try_get("id")?;
            Ok(Device {
                id,
                platform: Platform::parse(&r.try_get::<String, _>("platform")?),
                created_ms: r.try_get("created_ms")?,
                last_seen_ms: r.try_get("last_seen_ms")?,
                current: id == device,
            })
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
    Ok(Json(Devices { devices }))
}

/// `DELETE /v1/me/devices/{id}`: sign a device out (this one too): its token is
/// refused and its sockets on this instance close at once.
pub async fn revoke(State(app): State<AppState>, headers: HeaderMap, Path(id): Path<i64>) -> ApiResult<StatusCode> {
    let Auth { me, .. } = authenticate_device(&app, &headers).await?;
    let _turn = app.db.writer().await;
    let mut tx = app.db.begin().await?;
    let done = sqlx::query("DELETE FROM devices WHERE id = $1 AND account_id = $2")
        .bind(id)
        .bind(me.account_id)
        .execute(&mut *tx)
        .await?;
    if done.rows_affected() == 0 {
        return Err(ApiError::new(ErrorCode::NotFound, "no such device on this account"));
    }
    // The other instances close its sockets too.
    crate::kicks::record(&mut *tx, me.account_id, Some(id), now_ms()).await?;
    tx.commit().await?;
    let closed = app.sockets.kick_device(me.account_id, id);
    tracing::info!(account = me.account_id, device = id, closed, "device signed out");
    Ok(StatusCode::NO_CONTENT)
}
