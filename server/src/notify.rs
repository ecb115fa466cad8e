//! PostgreSQL wake-ups between instances: LISTEN on one channel whose payload
//! is game ids and the sending instance. A notification only says "re-read
//! these games"; after a lost connection (notifications missed meanwhile)
//! every watched game is re-read.

use crate::db::CHANNEL;
use crate::AppState;
use sqlx::postgres::PgListener;
use std::time::Duration;

pub fn spawn_listener(app: AppState) {
    tokio::spawn(async move {
        loop {
            if let Err(e) = listen(&app).await {
                tracing::warn!("LISTEN connection lost: {e}; reconnecting");
            }
            tokio::time::sleep(Duration::from_millis(500)).await;
            refresh_all(&app).await;
        }
    });
}

async fn listen(app: &AppState) -> Result<(), sqlx::Error> {
    let mut listener = PgListener::connect(&app.db.url).await?;
    listener.listen(CHANNEL).await?;
    // Anything sent before LISTEN took effect is caught by this re-read.
    refresh_all(app).await;
    loop {
        match listener.try_recv().await? {
            Some(n) => {
                let mut words = n.payload().split(' ');
                let games = words.next().unwrap_or_default();
                let mine = words.next() == Some(app.db.instance.to_string().as_str());
                // Our own write is already in our cache: nothing to re-read.
                if mine {
                    continue;
                }
                for id in games.split(',').filter_map(|w| w.parse::<i64>().ok()) {
                    let app = app.clone();
                    tokio::spawn(async move { crate::live::refresh(&app, id).await });
                }
            }
            None => refresh_all(app).await, // reconnected: we may have missed some
        }
    }
}

async fn refresh_all(app: &AppState) {
    for live in app.live.watched() {
        crate::live::refresh(app, live.id).await;
    }
}
