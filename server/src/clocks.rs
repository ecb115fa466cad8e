//! The move clock's sweep: games whose side to move let the deadline pass are
//! ended on time, whether anyone is connected or not.

use crate::live::end_on_time;
use crate::{now_ms, App};
use std::sync::Weak;
use std::time::Duration;

/// Every `period`, end the games whose deadline passed (on every instance: the
/// compare-and-set makes it once). Games nobody watches here are loaded, ended and
/// forgotten again. Deadlines are in the table, so a restart loses none.
pub async fn sweep_clocks(app: Weak<App>, period: Duration) {
    let mut every = crate::Every::new(app, period);
    while let Some(app) = every.next().await {
        let now = now_ms();
        let due = sqlx::query("SELECT id FROM games WHERE deadline_ms <= $1 AND status = 'active' LIMIT 500")
            .bind(now)
            .fetch_all(&app.db.pool)
            .await;
        let ids: Vec<i64> = match due {
            Ok(rows) => rows.iter().filter_map(|r| sqlx::Row::try_get(r, "id").ok()).collect(),
            Err(e) => {
                tracing::warn!("clock sweep failed: {e}");
                continue;
            }
        };
        for id in ids {
            let live = app.live.get(id);
            {
                let mut guard = live.state.lock().await;
                if let Err(e) = end_on_time(&app, &live, &mut guard, now).await {
                    tracing::warn!(game = id, "could not end a game on time: {}", e.message);
                }
                if live.hub.is_empty() {
                    *guard = None;
                }
            }
            drop(live);
            app.live.evict(id);
        }
    }
}
