//! Sign-outs made elsewhere close this instance's sockets too. A device signed out
//! (its id is never used again) or an account deleted (it never comes back) writes a
//! `kicks` row, in the transaction that does it; every instance reads the rows of the
//! last `WINDOW_MS` each period and closes the sockets they name. So `admin revoke`,
//! `admin delete` and another instance's sign-outs reach a socket within a period.
//! (A token rotation keeps its device and closes only this instance's sockets: a row
//! would close the new token's socket too.)

use crate::{db, now_ms, App};
use sqlx::Row;
use std::collections::HashMap;
use std::sync::Weak;
use std::time::Duration;

/// Rows this recent are read (slack for clocks a little apart and slow periods).
const WINDOW_MS: i64 = 30_000;
/// Rows older than this are deleted.
const KEEP_MS: i64 = 60_000;

/// Record that `device` of `account` (all of them: `None`, the account was deleted)
/// must lose its sockets everywhere.
pub async fn record<'c, E>(exec: E, account: i64, device: Option<i64>, now: i64) -> Result<(), sqlx::Error>
where
    E: sqlx::Executor<'c, Database = sqlx::Any>,
{
    sqlx::query("INSERT INTO kicks (id, account_id, device_id, created_ms) VALUES ($1, $2, $3, $4)")
        .bind(db::new_id())
        .bind(account)
        .bind(device)
        .bind(now)
        .execute(exec)
        .await?;
    Ok(())
}

/// Every `period`, close the sockets named by kicks not yet applied here.
pub async fn follow(app: Weak<App>, period: Duration) {
    let mut every = crate::Every::new(app, period);
    // Kick id → when it was made: applied already (forgotten past the window).
    let mut applied: HashMap<i64, i64> = HashMap::new();
    let mut rounds = 0u64;
    while let Some(app) = every.next().await {
        let now = now_ms();
        match recent(&app, now).await {
            Ok(rows) => {
                for (id, account, device, created) in rows {
                    if applied.insert(id, created).is_none() {
                        match device {
                            Some(device) => app.sockets.kick_device(account, device),
                            None => app.sockets.kick(account),
                        };
                    }
                }
            }
            Err(e) => tracing::warn!("reading sign-outs failed: {e}"),
        }
        applied.retain(|_, created| *created >= now - 2 * WINDOW_MS);
        rounds += 1;
        if rounds % 60 == 0 {
            let _turn = app.db.writer().await;
            let dropped = sqlx::query("DELETE FROM kicks WHERE created_ms < $1")
                .bind(now - KEEP_MS)
                .execute(&app.db.pool)
                .await;
            if let Err(e) = dropped {
                tracing::warn!("dropping old sign-outs failed: {e}");
            }
        }
    }
}

type Kick = (i64, i64, Option<i64>, i64);

async fn recent(app: &App, now: i64) -> Result<Vec<Kick>, sqlx::Error> {
    let rows = sqlx::query("SELECT id, account_id, device_id, created_ms FROM kicks WHERE created_ms >= $1")
        .bind(now - WINDOW_MS)
        .fetch_all(&app.db.reads)
        .await?;
    rows.iter()
        .map(|r| {
            Ok((
                r.try_get("id")?,
                r.try_get("account_id")?,
                r.try_get("device_id")?,
                r.try_get("created_ms")?,
            ))
        })
        .collect()
}
