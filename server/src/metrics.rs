//! `/metrics` in the Prometheus text format (prometheus-client): live games and
//! open WebSockets (read at scrape time), move latency (decided, committed and
//! broadcast) and database errors. One set per process: an embedding that runs
//! several servers in one process (the app's tests) sees their sum.

use crate::AppState;
use axum::extract::State;
use axum::http::header::CONTENT_TYPE;
use axum::response::IntoResponse;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::Registry;
use std::sync::LazyLock;

pub struct Metrics {
    registry: Registry,
    live_games: Gauge,
    sockets: Gauge,
    pub move_seconds: Histogram,
    pub database_errors: Counter,
}

pub static METRICS: LazyLock<Metrics> = LazyLock::new(|| {
    let mut registry = Registry::with_prefix("pallanguzhi");
    let live_games = Gauge::default();
    let sockets = Gauge::default();
    // 0.25 ms to about 4 s, doubling.
    let move_seconds = Histogram::new(exponential_buckets(0.000_25, 2.0, 15));
    let database_errors = Counter::default();
    registry.register(
        "live_games",
        "Games with a connection on this instance",
        live_games.clone(),
    );
    registry.register("websockets", "Open WebSocket connections", sockets.clone());
    registry.register(
        "move_seconds",
        "Time to decide, commit and broadcast a move",
        move_seconds.clone(),
    );
    registry.register("database_errors", "Database calls that failed", database_errors.clone());
    Metrics {
        registry,
        live_games,
        sockets,
        move_seconds,
        database_errors,
    }
});

pub async fn scrape(State(app): State<AppState>) -> impl IntoResponse {
    let m = &*METRICS;
    m.live_games.set(app.live.watched().len() as i64);
    m.sockets.set(app.sockets.count() as i64);
    let mut text = String::new();
    // Writing to a String cannot fail.
    let _ = prometheus_client::encoding::text::encode(&mut text, &m.registry);
    (
        [(
            CONTENT_TYPE,
            "application/openmetrics-text; version=1.0.0; charset=utf-8",
        )],
        text,
    )
}

/// The metrics listener (`--metrics-addr`): `/metrics` and nothing else, until shutdown.
/// A scraper on a private address; the public listener never serves them (F19).
pub async fn serve(listener: tokio::net::TcpListener, app: AppState) {
    let mut closing = app.closing.subscribe();
    let router = axum::Router::new()
        .route("/metrics", axum::routing::get(scrape))
        .with_state(app);
    let stop = async move {
        let _ = closing.wait_for(|c| *c).await;
    };
    if let Err(e) = axum::serve(listener, router).with_graceful_shutdown(stop).await {
        tracing::warn!("metrics listener: {e}");
    }
}
