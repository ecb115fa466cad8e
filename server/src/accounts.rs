//! Accounts and bearer tokens: one token per device signed in (`devices`), 256
//! random bits shown once, only their SHA-256 stored; tokens are never logged.
//! Also the rate limits (governor).

use crate::client::ClientAddr;
use crate::error::{ApiError, ApiResult};
use crate::extract::Body;
use crate::names::DELETED_NAME;
use crate::{db, names, now_ms, AppState, Config};
use axum::extract::State;
use axum::http::HeaderMap;
use axum::Json;
use governor::{DefaultDirectRateLimiter, DefaultKeyedRateLimiter, Quota};
use pallanguzhi_protocol::{AccountToken, ErrorCode, Me, Platform, SignUp};
use rand::RngCore;
use sha2::{Digest, Sha256};
use sqlx::Row;
use std::net::IpAddr;
use std::num::NonZeroU32;

pub struct Limits {
    pub joins: Keyed<i64>,
    pub joins_by_addr: Keyed<IpAddr>,
    /// Joins with an unknown code, everyone together (`FailedJoins`).
    pub failed_joins: FailedJoins,
    pub accounts: Keyed<IpAddr>,
    pub rooms: Keyed<i64>,
    pub rooms_by_addr: Keyed<IpAddr>,
    /// Link and recovery codes asked for.
    pub link_codes: Keyed<i64>,
    pub link_codes_by_addr: Keyed<IpAddr>,
    /// Sign-ins by link or recovery code.
    pub sign_ins_by_addr: Keyed<IpAddr>,
    /// Wrong link or recovery codes, everyone together.
    pub failed_sign_ins: FailedJoins,
    /// Deletion requests from the `/delete-account` form.
    pub deletion_requests: Keyed<IpAddr>,
    pub reports: Keyed<i64>,
    pub reports_by_addr: Keyed<IpAddr>,
    /// WebSocket upgrades.
    pub socket_opens: Keyed<i64>,
    pub socket_opens_by_addr: Keyed<IpAddr>,
    per_second: NonZeroU32,
}

/// A keyed rate limit that remembers at most `max_keys` keys: governor forgets a key
/// only once its budget is full again, so a flood of new keys (addresses) would
/// otherwise grow the table for as long as it lasts. When full, the table is
/// shrunk (at most once a second: it is a walk over all keys) and, if still full,
/// the request is refused: a flood costs its own requests, not the server's memory.
pub struct Keyed<K: std::hash::Hash + Eq + Clone> {
    limiter: DefaultKeyedRateLimiter<K>,
    max_keys: usize,
    shrunk_ms: std::sync::atomic::AtomicI64,
}

impl<K: std::hash::Hash + Eq + Clone> Keyed<K> {
    fn new(per_minute: u32, max_keys: usize) -> Keyed<K> {
        Keyed {
            limiter: DefaultKeyedRateLimiter::keyed(Quota::per_minute(nonzero(per_minute))),
            max_keys: max_keys.max(1),
            shrunk_ms: std::sync::atomic::AtomicI64::new(0),
        }
    }

    /// Whether `key` may go ahead now (and its budget is charged).
    pub fn check(&self, key: &K) -> bool {
        if self.limiter.len() >= self.max_keys {
            let now = now_ms();
            let last = self.shrunk_ms.load(std::sync::atomic::Ordering::Relaxed);
            if now - last >= 1_000 {
                self.shrunk_ms.store(now, std::sync::atomic::Ordering::Relaxed);
                self.limiter.retain_recent();
            }
            if self.limiter.len() >= self.max_keys {
                return false;
            }
        }
        self.limiter.check_key(key).is_ok()
    }

    /// Forget the keys whose budget is full again.
    pub fn shrink(&self) {
        self.limiter.retain_recent();
    }
}

/// Unknown codes tried by everyone together: a bucket of `per_minute` tokens that
/// refills continuously at that rate. Once empty, every join is refused until a
/// token is back: looking a code up would tell a guesser whether it hit. This caps
/// guesses per hour whatever the number of accounts and addresses (`docs/online.md`
/// gives the odds).
pub struct FailedJoins {
    per_minute: f64,
    /// (tokens, when they were counted, in ms)
    bucket: std::sync::Mutex<(f64, i64)>,
}

impl FailedJoins {
    fn new(per_minute: u32) -> FailedJoins {
        let per_minute = per_minute.max(1) as f64;
        FailedJoins {
            per_minute,
            bucket: std::sync::Mutex::new((per_minute, 0)),
        }
    }

    fn tokens(&self, now_ms: i64) -> std::sync::MutexGuard<'_, (f64, i64)> {
        let mut b = self.bucket.lock().unwrap_or_else(|e| e.into_inner());
        let refill = (now_ms - b.1).max(0) as f64 * self.per_minute / 60_000.0;
        *b = ((b.0 + refill).min(self.per_minute), now_ms);
        b
    }

    pub fn exhausted(&self, now_ms: i64) -> bool {
        self.tokens(now_ms).0 < 1.0
    }

    pub fn charge(&self, now_ms: i64) {
        self.tokens(now_ms).0 -= 1.0;
    }
}

fn nonzero(n: u32) -> NonZeroU32 {
    NonZeroU32::new(n.max(1)).unwrap_or(NonZeroU32::MIN)
}

impl Limits {
    pub fn new(config: &Config) -> Limits {
        let keys = config.max_limiter_keys;
        Limits {
            joins: Keyed::new(config.join_per_minute, keys),
            joins_by_addr: Keyed::new(config.joins_per_address_per_minute, keys),
            failed_joins: FailedJoins::new(config.failed_joins_per_minute),
            accounts: Keyed::new(config.accounts_per_minute, keys),
            rooms: Keyed::new(config.rooms_per_minute, keys),
            rooms_by_addr: Keyed::new(config.rooms_per_address_per_minute, keys),
            link_codes: Keyed::new(config.link_codes_per_minute, keys),
            link_codes_by_addr: Keyed::new(config.link_codes_per_address_per_minute, keys),
            sign_ins_by_addr: Keyed::new(config.sign_ins_per_address_per_minute, keys),
            failed_sign_ins: FailedJoins::new(config.failed_sign_ins_per_minute),
            deletion_requests: Keyed::new(config.deletion_requests_per_address_per_minute, keys),
            reports: Keyed::new(config.reports_per_minute, keys),
            reports_by_addr: Keyed::new(config.reports_per_address_per_minute, keys),
            socket_opens: Keyed::new(config.socket_opens_per_minute, keys),
            socket_opens_by_addr: Keyed::new(config.socket_opens_per_address_per_minute, keys),
            per_second: nonzero(config.messages_per_second),
        }
    }

    /// Forget the keys whose budget is full again (memory stays bounded).
    pub fn shrink(&self) {
        self.joins.shrink();
        self.joins_by_addr.shrink();
        self.accounts.shrink();
        self.rooms.shrink();
        self.rooms_by_addr.shrink();
        self.link_codes.shrink();
        self.link_codes_by_addr.shrink();
        self.sign_ins_by_addr.shrink();
        self.deletion_requests.shrink();
        self.reports.shrink();
        self.reports_by_addr.shrink();
        self.socket_opens.shrink();
        self.socket_opens_by_addr.shrink();
    }

    /// One WebSocket connection's message budget.
    pub fn connection(&self) -> DefaultDirectRateLimiter {
        let burst = nonzero(self.per_second.get().saturating_mul(2));
        DefaultDirectRateLimiter::direct(Quota::per_second(self.per_second).allow_burst(burst))
    }
}

pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    hex(&bytes)
}

pub fn hash_token(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

pub fn parse_json<T: serde::de::DeserializeOwned>(body: &[u8]) -> ApiResult<T> {
    serde_json::from_slice(body).map_err(|e| ApiError::new(ErrorCode::Malformed, format!("bad request body: {e}")))
}

/// A signed-in request: the account, and which of its devices asked.
pub struct Auth {
    pub me: Me,
    pub device: i64,
}

/// The bearer token of `Authorization: Bearer TOKEN`, if any.
fn bearer(headers: &HeaderMap) -> ApiResult<&str> {
    headers
        .get(axum::http::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .ok_or_else(|| ApiError::new(ErrorCode::Unauthorized, "missing bearer token"))
}

/// The account behind `Authorization: Bearer TOKEN`.
pub async fn authenticate(app: &AppState, headers: &HeaderMap) -> ApiResult<Me> {
    Ok(authenticate_device(app, headers).await?.me)
}

/// The account and device behind `Authorization: Bearer TOKEN`.
pub async fn authenticate_device(app: &AppState, headers: &HeaderMap) -> ApiResult<Auth> {
    device_of_token(app, bearer(headers)?).await
}

fn lock_seen(
    seen: &std::sync::Mutex<std::collections::HashSet<i64>>,
) -> std::sync::MutexGuard<'_, std::collections::HashSet<i64>> {
    seen.lock().unwrap_or_else(|e| e.into_inner())
}

/// A device's `last_seen_ms` is written at most this often: a token check stays a read.
const SEEN_EVERY_MS: i64 = 3_600_000;

/// The account and device of `token` (a bearer token, or a browser's WebSocket hello);
/// the device's last sight refreshed hourly.
pub async fn device_of_token(app: &AppState, token: &str) -> ApiResult<Auth> {
    if token.trim().is_empty() {
        return Err(ApiError::new(ErrorCode::Unauthorized, "missing bearer token"));
    }
    let row = sqlx::query(
        "SELECT a.id, a.name, d.id AS device, d.last_seen_ms FROM devices d \
         JOIN accounts a ON a.id = d.account_id WHERE d.token_hash = $1 AND a.deleted_ms IS NULL",
    )
    .bind(hash_token(token.trim()))
    .fetch_optional(&app.db.reads)
    .await?
    .ok_or_else(|| ApiError::new(ErrorCode::Unauthorized, "unknown, rotated or signed-out token"))?;
    let device: i64 = row.try_get("device")?;
    let now = now_ms();
    // One refresh at a time per device: a burst of requests with a stale device must
    // not queue a write each behind the moves.
    let stale = now - row.try_get::<i64, _>("last_seen_ms")? >= SEEN_EVERY_MS;
    if stale && lock_seen(&app.seen).insert(device) {
        let app = app.clone();
        // Off the request's path: a missed refresh only makes the list an hour staler.
        tokio::spawn(async move {
            let _turn = app.db.writer().await;
            let seen = sqlx::query("UPDATE devices SET last_seen_ms = $1 WHERE id = $2")
                .bind(now)
                .bind(device)
                .execute(&app.db.pool)
                .await;
            if let Err(e) = seen {
                tracing::warn!(device, "last seen not stored: {e}");
            }
            lock_seen(&app.seen).remove(&device);
        });
    }
    Ok(Auth {
        me: Me {
            account_id: row.try_get("id")?,
            name: row.try_get("name")?,
        },
        device,
    })
}

/// A new device of `account` in `tx`, its token returned (shown once, hash stored).
/// Past `--devices-per-account`, the device seen longest ago is signed out (its id
/// returned, for its sockets to close once `tx` commits).
pub async fn add_device(
    app: &AppState,
    tx: &mut db::Tx,
    account: i64,
    platform: Platform,
) -> Result<(String, Option<i64>), sqlx::Error> {
    let count: i64 = sqlx::query("SELECT COUNT(*) AS n FROM devices WHERE account_id = $1")
        .bind(account)
        .fetch_one(&mut **tx)
        .await?
        .try_get("n")?;
    let mut dropped = None;
    if count >= i64::from(app.config.devices_per_account.max(1)) {
        let oldest = sqlx::query("SELECT id FROM devices WHERE account_id = $1 ORDER BY last_seen_ms, id LIMIT 1")
            .bind(account)
            .fetch_one(&mut **tx)
            .await?;
        let id: i64 = oldest.try_get("id")?;
        sqlx::query("DELETE FROM devices WHERE id = $1")
            .bind(id)
            .execute(&mut **tx)
            .await?;
        crate::kicks::record(&mut **tx, account, Some(id), now_ms()).await?;
        dropped = Some(id);
    }
    let (token, now) = (new_token(), now_ms());
    sqlx::query(
        "INSERT INTO devices (id, account_id, token_hash, platform, created_ms, last_seen_ms) \
         VALUES ($1, $2, $3, $4, $5, $5)",
    )
    .bind(db::new_id())
    .bind(account)
    .bind(hash_token(&token))
    .bind(platform.as_str())
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok((token, dropped))
}

pub async fn create(
    State(app): State<AppState>,
    ClientAddr(addr): ClientAddr,
    Body(body): Body,
) -> ApiResult<Json<AccountToken>> {
    if !app.limits.accounts.check(&addr) {
        return Err(ApiError::new(
            ErrorCode::RateLimited,
            "too many new accounts; wait a minute",
        ));
    }
    let req: SignUp = parse_json(&body)?;
    let name = names::validate(&req.name).map_err(|why| ApiError::new(ErrorCode::InvalidName, why))?;
    if let Some(why) = name_refused(&app.db.pool, &app.names, &name).await? {
        return Err(ApiError::new(ErrorCode::InvalidName, why));
    }
    let platform = Platform::parse(req.platform.as_deref().unwrap_or(""));
    let id = db::new_id();
    let key = app.config.unique_names.then(|| names::key(&name));
    let _turn = app.db.writer().await;
    if app.config.unique_names && name_taken(&app, &name).await? {
        return Err(taken());
    }
    let mut tx = app.db.begin().await?;
    // The token hash lives in `devices`; this column keeps a value no token hashes to.
    let inserted =
        sqlx::query("INSERT INTO accounts (id, name, token_hash, created_ms, name_key) VALUES ($1, $2, $3, $4, $5)")
            .bind(id)
            .bind(&name)
            .bind(format!("device-{id}"))
            .bind(now_ms())
            .bind(key)
            .execute(&mut *tx)
            .await;
    match inserted {
        // Another instance took the name between our look and our write.
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => return Err(taken()),
        other => other?,
    };
    let (token, _) = add_device(&app, &mut tx, id, platform).await?;
    tx.commit().await?;
    tracing::info!(account = id, "account created");
    Ok(Json(AccountToken {
        account_id: id,
        name,
        token,
    }))
}

fn taken() -> ApiError {
    ApiError::new(
        ErrorCode::NameTaken,
        "another player has this name, or one that looks the same",
    )
}

/// Why `name` (valid) may not be taken: a listed word in it, or the operator banned it
/// or a look-alike (`admin ban-name`).
pub async fn name_refused(
    pool: &sqlx::AnyPool,
    filter: &names::Filter,
    name: &str,
) -> Result<Option<&'static str>, sqlx::Error> {
    if filter.refuses(name) {
        return Ok(Some("this name is not allowed"));
    }
    let [a, b] = names::keys(name);
    let row = sqlx::query("SELECT COUNT(*) AS n FROM banned_names WHERE name_key = $1 OR name_key = $2")
        .bind(a)
        .bind(b)
        .fetch_one(pool)
        .await?;
    Ok((row.try_get::<i64, _>("n")? > 0).then_some("this name is not allowed"))
}

/// Whether a stored name looks like `name` (`names::keys`).
async fn name_taken(app: &AppState, name: &str) -> Result<bool, sqlx::Error> {
    let [a, b] = names::keys(name);
    let row = sqlx::query("SELECT COUNT(*) AS n FROM accounts WHERE name_key = $1 OR name_key = $2")
        .bind(a)
        .bind(b)
        .fetch_one(&app.db.pool)
        .await?;
    Ok(row.try_get::<i64, _>("n")? > 0)
}

/// A new token for this device; its old one stops working at once, and the device's
/// sockets close (the account's other devices keep theirs).
pub async fn rotate(State(app): State<AppState>, headers: HeaderMap) -> ApiResult<Json<AccountToken>> {
    let Auth { me, device } = authenticate_device(&app, &headers).await?;
    let token = new_token();
    let _turn = app.db.writer().await;
    // Only while the device is still signed in: a rotation racing a deletion or a
    // sign-out must not bring the token back.
    let done = sqlx::query("UPDATE devices SET token_hash = $1 WHERE id = $2 AND account_id = $3")
        .bind(hash_token(&token))
        .bind(device)
        .bind(me.account_id)
        .execute(&app.db.pool)
        .await?;
    if done.rows_affected() == 0 {
        return Err(ApiError::new(ErrorCode::Unauthorized, "this device was signed out"));
    }
    let closed = app.sockets.kick_device(me.account_id, device);
    tracing::info!(account = me.account_id, device, closed, "token rotated");
    Ok(Json(AccountToken {
        account_id: me.account_id,
        name: me.name,
        token,
    }))
}

/// `DELETE /v1/me`: the account's games in progress are resigned (the opponent wins),
/// its waiting rooms deleted, its name and token erased (the name is free again, the
/// token refused), every socket of it closed. The row stays as "deleted player", so
/// the finished games, and the opponents' statistics and ratings, stay true.
pub async fn delete(State(app): State<AppState>, headers: HeaderMap) -> ApiResult<axum::http::StatusCode> {
    let me = authenticate(&app, &headers).await?;
    erase(&app, me.account_id).await?;
    Ok(axum::http::StatusCode::NO_CONTENT)
}

/// Delete `account` (`DELETE /v1/me`, or a code on the `/delete-account` page). The rows
/// go first: from their commit no join can seat the account (`rooms::take_seat` locks
/// and checks the account row in its transaction), so the games found active afterwards
/// are all there are, and each is resigned (F12: resigning first let a join land in
/// between, leaving the deleted account seated in a game nobody would end).
pub async fn erase(app: &AppState, account: i64) -> ApiResult<()> {
    {
        let _turn = app.db.writer().await;
        let mut tx = app.db.begin().await?;
        erase_rows(&mut tx, account, now_ms()).await?;
        tx.commit().await?;
    }
    let closed = app.sockets.kick(account);
    let seated = db::games_seating(&app.db.pool, account).await?;
    for id in crate::seats::games_to_resign(account, &seated) {
        let live = app.live.get(id);
        let resigned = crate::live::act(app, &live, account, crate::decide::Action::Resign).await;
        crate::live::forget(app, &live).await;
        drop(live);
        app.live.evict(id);
        match resigned {
            // Already over (on time, or on another instance meanwhile): nothing to resign.
            Err(e) if e.code != ErrorCode::GameOver => {
                // The account is gone already: its clock (or a claim) ends this game.
                tracing::warn!(
                    account,
                    game = id,
                    "a deleted account's game not resigned: {}",
                    e.message
                );
            }
            _ => {}
        }
    }
    crate::live::rename(app, account, DELETED_NAME).await;
    tracing::info!(account, closed, "account deleted");
    Ok(())
}

/// The rows of a deletion, in `tx`: waiting rooms, devices, codes and blocks gone; the
/// name, its key and the recovery code erased; the row kept as "deleted player" (also
/// run by `admin delete`, which cannot resign games in progress: their clocks end them).
pub async fn erase_rows(tx: &mut db::Tx, account: i64, now: i64) -> Result<(), sqlx::Error> {
    for erase in [
        "DELETE FROM games WHERE host = $1 AND status = 'waiting'",
        "DELETE FROM devices WHERE account_id = $1",
        "DELETE FROM link_codes WHERE account_id = $1",
        "DELETE FROM blocks WHERE account_id = $1 OR blocked = $1",
        "UPDATE ratings SET listed = 0 WHERE account_id = $1",
    ] {
        sqlx::query(erase).bind(account).execute(&mut **tx).await?;
    }
    sqlx::query(
        "UPDATE accounts SET name = $1, token_hash = $2, name_key = NULL, deleted_ms = $3, recovery_hash = NULL \
         WHERE id = $4",
    )
    .bind(DELETED_NAME)
    // Unique and never the SHA-256 of a token (64 hex digits): no token matches it.
    .bind(format!("deleted-{account}"))
    .bind(now)
    .bind(account)
    .execute(&mut **tx)
    .await?;
    crate::kicks::record(&mut **tx, account, None, now).await?;
    Ok(())
}

pub async fn me(State(app): State<AppState>, headers: HeaderMap) -> ApiResult<Json<Me>> {
    Ok(Json(authenticate(&app, &headers).await?))
}

#[cfg(test)]
mod tests {
    #[test]
    fn unknown_codes_empty_the_bucket_which_refills_with_time() {
        let failed = super::FailedJoins::new(60); // one a second
        for _ in 0..60 {
            assert!(!failed.exhausted(1_000));
            failed.charge(1_000);
        }
        assert!(failed.exhausted(1_000));
        assert!(failed.exhausted(1_500));
        assert!(!failed.exhausted(2_000), "a token a second");
        assert!(
            !failed.exhausted(1_000_000) && failed.tokens(1_000_000).0 == 60.0,
            "capped"
        );
    }

    #[test]
    fn tokens_are_256_bits_and_hashed() {
        let (a, b) = (super::new_token(), super::new_token());
        assert_eq!(a.len(), 64);
        assert_ne!(a, b);
        assert_ne!(super::hash_token(&a), a);
        assert_eq!(super::hash_token(&a), super::hash_token(&a));
    }
}
