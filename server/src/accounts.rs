//! Accounts and bearer tokens: 256 random bits shown once, only their SHA-256
//! stored; tokens are never logged. Also the rate limits (governor).

use crate::client::ClientAddr;
use crate::error::{ApiError, ApiResult};
use crate::extract::Body;
use crate::{db, names, now_ms, AppState, Config};
use axum::extract::State;
use axum::http::HeaderMap;
use axum::Json;
use governor::{DefaultDirectRateLimiter, DefaultKeyedRateLimiter, Quota};
use pallanguzhi_protocol::{AccountToken, ErrorCode, Me, NewAccount};
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

/// The account behind `Authorization: Bearer TOKEN`.
pub async fn authenticate(app: &AppState, headers: &HeaderMap) -> ApiResult<Me> {
    let token = headers
        .get(axum::http::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .ok_or_else(|| ApiError::new(ErrorCode::Unauthorized, "missing bearer token"))?;
    authenticate_token(app, token).await
}

/// The account of `token` (a bearer token, or a browser's WebSocket hello).
pub async fn authenticate_token(app: &AppState, token: &str) -> ApiResult<Me> {
    if token.trim().is_empty() {
        return Err(ApiError::new(ErrorCode::Unauthorized, "missing bearer token"));
    }
    let row = sqlx::query("SELECT id, name FROM accounts WHERE token_hash = $1")
        .bind(hash_token(token.trim()))
        .fetch_optional(&app.db.reads)
        .await?
        .ok_or_else(|| ApiError::new(ErrorCode::Unauthorized, "unknown or rotated token"))?;
    Ok(Me {
        account_id: row.try_get("id")?,
        name: row.try_get("name")?,
    })
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
    let req: NewAccount = parse_json(&body)?;
    let name = names::validate(&req.name).map_err(|why| ApiError::new(ErrorCode::InvalidName, why))?;
    let (id, token) = (db::new_id(), new_token());
    let key = app.config.unique_names.then(|| names::key(&name));
    let _turn = app.db.writer().await;
    if app.config.unique_names && name_taken(&app, &name).await? {
        return Err(taken());
    }
    let inserted =
        sqlx::query("INSERT INTO accounts (id, name, token_hash, created_ms, name_key) VALUES ($1, $2, $3, $4, $5)")
            .bind(id)
            .bind(&name)
            .bind(hash_token(&token))
            .bind(now_ms())
            .bind(key)
            .execute(&app.db.pool)
            .await;
    match inserted {
        // Another instance took the name between our look and our write.
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => return Err(taken()),
        other => other?,
    };
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

/// A new token; the old one stops working at once.
pub async fn rotate(State(app): State<AppState>, headers: HeaderMap) -> ApiResult<Json<AccountToken>> {
    let me = authenticate(&app, &headers).await?;
    let token = new_token();
    let _turn = app.db.writer().await;
    sqlx::query("UPDATE accounts SET token_hash = $1 WHERE id = $2")
        .bind(hash_token(&token))
        .bind(me.account_id)
        .execute(&app.db.pool)
        .await?;
    let closed = app.sockets.kick(me.account_id);
    tracing::info!(account = me.account_id, closed, "token rotated");
    Ok(Json(AccountToken {
        account_id: me.account_id,
        name: me.name,
        token,
    }))
}

/// What a deleted account is called in the games it played.
pub const DELETED_NAME: &str = "deleted player";

/// `DELETE /v1/me`: the account's games in progress are resigned (the opponent wins),
/// its waiting rooms deleted, its name and token erased (the name is free again, the
/// token refused), every socket of it closed. The row stays as "deleted player", so
/// the finished games, and the opponents' statistics and ratings, stay true.
pub async fn delete(State(app): State<AppState>, headers: HeaderMap) -> ApiResult<axum::http::StatusCode> {
    let me = authenticate(&app, &headers).await?;
    let playing = sqlx::query("SELECT id FROM games WHERE (south = $1 OR north = $1) AND status = 'active'")
        .bind(me.account_id)
        .fetch_all(&app.db.pool)
        .await?;
    for row in playing {
        let id: i64 = row.try_get("id")?;
        let live = app.live.get(id);
        let resigned = crate::live::act(&app, &live, me.account_id, crate::decide::Action::Resign).await;
        match resigned {
            // Already over (on time, or on another instance meanwhile): nothing to resign.
            Err(e) if e.code != ErrorCode::GameOver => return Err(e.into()),
            _ => {}
        }
        crate::live::forget(&app, &live).await;
        drop(live);
        app.live.evict(id);
    }
    let _turn = app.db.writer().await;
    let mut tx = app.db.begin().await?;
    sqlx::query("DELETE FROM games WHERE host = $1 AND status = 'waiting'")
        .bind(me.account_id)
        .execute(&mut *tx)
        .await?;
    sqlx::query("UPDATE accounts SET name = $1, token_hash = $2, name_key = NULL, deleted_ms = $3 WHERE id = $4")
        .bind(DELETED_NAME)
        // Unique and never the SHA-256 of a token (64 hex digits): no token matches it.
        .bind(format!("deleted-{}", me.account_id))
        .bind(now_ms())
        .bind(me.account_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    crate::live::rename(&app, me.account_id, DELETED_NAME).await;
    let closed = app.sockets.kick(me.account_id);
    tracing::info!(account = me.account_id, closed, "account deleted");
    Ok(axum::http::StatusCode::NO_CONTENT)
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
