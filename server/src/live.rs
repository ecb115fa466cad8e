//! Games being played on this instance: each game in memory (`game::Cached`, rebuilt
//! from the database by replaying its moves through the core, on any instance), the
//! connections watching it (`registry`), and the broadcast of every change. An action is
//! decided by `decide` (pure), written by `commit` (a compare-and-set) and only
//! then applied to the cache and broadcast here; a lost compare-and-set means
//! another instance moved first: re-read the tables and decide again.

use crate::commit::{commit, fast_pg_move, presence};
use crate::db::{self, GameRow};
use crate::decide::{decide, decide_timeout, timed_out, told, Action, Context, Told};
use crate::error::internal;
use crate::game::{catch_up, replay, Cached};
use crate::hub::{Latest, Sub};
use crate::registry::Live;
use crate::seats::decide_presence;
use crate::{now_ms, App};
use pallanguzhi_core::Side;
use pallanguzhi_protocol::{ErrorCode, ServerMessage, WireError};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;

type Guard<'a> = tokio::sync::MutexGuard<'a, Option<Cached>>;
type Res<T> = Result<T, WireError>;

async fn load(app: &App, id: i64) -> Res<Cached> {
    let pool = &app.db.pool;
    let row = db::game_by_id(pool, id)
        .await
        .map_err(internal)?
        .ok_or_else(|| WireError::new(ErrorCode::NotFound, "no such game"))?;
    let moves = db::moves_from(pool, id, 0).await.map_err(internal)?;
    let mut cached = replay(row, &moves)?;
    fetch_names(app, &mut cached).await?;
    Ok(cached)
}

async fn fetch_names(app: &App, cached: &mut Cached) -> Res<()> {
    for side in Side::BOTH {
        if let Some(account) = cached.row.seat(side) {
            if let std::collections::hash_map::Entry::Vacant(slot) = cached.names.entry(account) {
                slot.insert(db::account_name(&app.db.pool, account).await.map_err(internal)?);
            }
        }
    }
    Ok(())
}

/// Another instance (or a route) changed game `id`: re-read it if anyone watches here.
pub async fn refresh(app: &App, id: i64) {
    if let Some(live) = app.live.lookup(id) {
        let mut guard = live.state.lock().await;
        if guard.is_some() {
            if let Err(e) = reload(app, &live, &mut guard).await {
                tracing::warn!(game = id, "refresh failed: {}", e.message);
            }
        }
    }
}

async fn ensure<'a>(app: &App, live: &Live, guard: &'a mut Guard<'_>) -> Res<&'a mut Cached> {
    if guard.is_none() {
        **guard = Some(load(app, live.id).await?);
    }
    guard
        .as_mut()
        .ok_or_else(|| WireError::new(ErrorCode::Internal, "game cache empty"))
}

/// Re-read the game from the tables and broadcast whatever changed.
async fn reload(app: &App, live: &Arc<Live>, guard: &mut Guard<'_>) -> Res<()> {
    let Some(cached) = guard.as_mut() else {
        **guard = Some(load(app, live.id).await?);
        return Ok(());
    };
    let row = db::game_by_id(&app.db.pool, live.id)
        .await
        .map_err(internal)?
        .ok_or_else(|| WireError::new(ErrorCode::NotFound, "no such game"))?;
    if row == cached.row && row.move_count == cached.len() as i64 {
        return Ok(());
    }
    let moves = db::moves_from(&app.db.pool, live.id, cached.len() as i64)
        .await
        .map_err(internal)?;
    let told = told(&cached.row, &row, &moves);
    if absorb(app, live, cached, row, &told).await.is_err() {
        // The cache could not follow the tables: start again from them, and tell everyone.
        let fresh = load(app, live.id).await?;
        for side in [None, Some(Side::South), Some(Side::North)] {
            let state = ServerMessage::State(Box::new(fresh.state(side, now_ms())));
            live.hub.broadcast_side(side, &state);
        }
        **guard = Some(fresh);
    }
    Ok(())
}

/// Apply a committed change to the cache and tell every watcher on this instance what
/// the decision says they are told (`decide::told`).
async fn absorb(app: &App, live: &Arc<Live>, cached: &mut Cached, row: GameRow, told: &[Told]) -> Res<()> {
    cached.row = row;
    let now = now_ms();
    for &what in told {
        let msg = match what {
            Told::Moved(hole) => {
                let number = cached.len();
                let turn = cached
                    .game
                    .play(hole)
                    .map_err(|e| WireError::new(ErrorCode::Internal, e.to_string()))?;
                cached.sides.push(turn.mover);
                ServerMessage::Moved {
                    number,
                    side: turn.mover,
                    hole,
                    events: turn.events,
                    snapshot: turn.after,
                    clock: cached.clock(now),
                }
            }
            Told::Seats { presence_only } => {
                fetch_names(app, cached).await?;
                let (seats, status) = (cached.seats(), cached.row.status.clone());
                let msg = ServerMessage::Seats { seats, status };
                if presence_only {
                    live.hub.presence(&msg);
                    continue;
                }
                msg
            }
            Told::DrawOffered(by) => ServerMessage::DrawOffered { by },
            Told::DrawDeclined(by) => ServerMessage::DrawDeclined { by },
            Told::GameOver(result) => ServerMessage::GameOver {
                result,
                moves: cached.len(),
            },
        };
        live.hub.broadcast(&msg);
    }
    schedule_claim(live, cached, app.live.away_timeout);
    Ok(())
}

/// Tell the watchers when the side to move has been away for the timeout.
fn schedule_claim(live: &Arc<Live>, cached: &mut Cached, timeout: Duration) {
    let Some(away) = cached.turn() else { return };
    let Some(deadline) = cached.claim_deadline(away, timeout) else {
        return;
    };
    if cached.timer == Some((away, deadline)) {
        return;
    }
    cached.timer = Some((away, deadline));
    let live = live.clone();
    tokio::spawn(async move {
        let wait = (deadline - now_ms()).max(0) as u64;
        tokio::time::sleep(Duration::from_millis(wait)).await;
        let guard = live.state.lock().await;
        if let Some(c) = guard.as_ref() {
            if c.claim_deadline(away, timeout).is_some_and(|d| d <= now_ms()) {
                live.hub.broadcast(&ServerMessage::ClaimAvailable { away });
            }
        }
    });
}

/// Errors that a stale cache could cause: worth one re-read before answering.
fn maybe_stale(code: ErrorCode) -> bool {
    use ErrorCode::*;
    matches!(
        code,
        NotSeated | NotStarted | NotYourTurn | StaleMove | NoDrawOffer | CannotClaim | GameOver
    )
}

/// End the game if the side to move's time ran out at `now`: a compare-and-set, so
/// whichever instance (or task) notices first ends it, once; the others re-read it
/// finished. True if this call ended it.
pub async fn end_on_time(app: &App, live: &Arc<Live>, guard: &mut Guard<'_>, now: i64) -> Res<bool> {
    for _ in 0..3 {
        let cached = ensure(app, live, guard).await?;
        let Some(change) = decide_timeout(cached, now) else {
            return Ok(false);
        };
        if commit(app, cached, &change).await.map_err(internal)? {
            absorb(app, live, cached, change.row, &change.told).await?;
            tracing::info!(game = live.id, "lost on time");
            return Ok(true);
        }
        reload(app, live, guard).await?;
    }
    Ok(false)
}

/// Decide, write and broadcast one action of `account` on this game.
pub async fn act(app: &App, live: &Arc<Live>, account: i64, action: Action) -> Res<Option<ServerMessage>> {
    let started = std::time::Instant::now();
    let mut guard = live.state.lock().await;
    let now = now_ms();
    if ensure(app, live, &mut guard).await.is_ok_and(|c| timed_out(c, now))
        && end_on_time(app, live, &mut guard, now).await?
    {
        return Err(WireError::new(ErrorCode::GameOver, "the time for this move ran out"));
    }
    let mut reloaded = false;
    for _ in 0..4 {
        let cached = ensure(app, live, &mut guard).await?;
        let ctx = Context {
            account,
            now_ms: now_ms(),
            away_timeout: app.live.away_timeout,
        };
        let decided = decide(action, cached, ctx);
        let change = match decided {
            Err(e) if !reloaded && maybe_stale(e.code) => {
                reloaded = true;
                reload(app, live, &mut guard).await?;
                continue;
            }
            Err(e) => return Err(e),
            Ok(change) => change,
        };
        if change.row == cached.row && change.hole.is_none() {
            return Ok(change.reply); // nothing to write (a resent move, an offer already made)
        }
        if commit(app, cached, &change).await.map_err(internal)? {
            let wake = fast_pg_move(app, &change);
            absorb(app, live, cached, change.row, &change.told).await?;
            if wake {
                app.db.wake(live.id);
            }
            if change.hole.is_some() {
                let seconds = started.elapsed().as_secs_f64();
                crate::metrics::METRICS.move_seconds.observe(seconds);
            }
            return Ok(change.reply);
        }
        reloaded = true;
        reload(app, live, &mut guard).await?;
    }
    Err(WireError::new(
        ErrorCode::StaleMove,
        "the game changed meanwhile; sync and try again",
    ))
}

/// The full state for one reader.
pub async fn state(app: &App, live: &Arc<Live>, account: i64) -> Res<ServerMessage> {
    let mut guard = live.state.lock().await;
    let cached = ensure(app, live, &mut guard).await?;
    Ok(ServerMessage::State(Box::new(
        cached.state(cached.row.side_of(account), now_ms()),
    )))
}

/// An account was deleted: the games cached here call it `name` from now on, and
/// their watchers are told (other instances read the new name when they load a game).
pub async fn rename(app: &App, account: i64, name: &str) {
    for live in app.live.all() {
        let mut guard = live.state.lock().await;
        if let Some(cached) = guard.as_mut() {
            if let Some(old) = cached.names.get_mut(&account) {
                *old = name.to_string();
                let status = cached.row.status.clone();
                live.hub.broadcast(&ServerMessage::Seats {
                    seats: cached.seats(),
                    status,
                });
            }
        }
    }
}

/// Drop this instance's cache of a game nobody watches here (the tables are the truth).
pub async fn forget(_app: &App, live: &Arc<Live>) {
    let mut guard = live.state.lock().await;
    if live.hub.is_empty() {
        *guard = None;
    }
}

/// Start watching: queue the state (or the missed moves), then mark the seat present.
pub async fn subscribe(
    app: &App,
    live: &Arc<Live>,
    conn: u64,
    account: i64,
    have: Option<u32>,
) -> Res<(mpsc::Receiver<String>, Arc<Latest>, Option<Side>)> {
    let latest = Arc::new(Latest::default());
    let mut guard = live.state.lock().await;
    let cached = ensure(app, live, &mut guard).await?;
    let side = cached.row.side_of(account);
    let first = catch_up(cached, side, have, now_ms())?;
    // The catch-up always fits: the queue is at least as long as it.
    let (tx, rx) = mpsc::channel(app.config.send_queue.max(first.len()).max(1));
    for msg in first {
        let _ = tx.try_send(crate::hub::encode(&msg));
    }
    live.hub.add(Sub {
        conn,
        side,
        tx,
        latest: latest.clone(),
    });
    if side.is_none() {
        live.hub.watchers_count();
    } else if live.hub.watchers() > 0 {
        latest.put_watchers(live.hub.watchers());
    }
    // A wake-up lost with a crashed instance (after its commit, before its NOTIFY) is
    // healed here: the player whose move was not acknowledged reconnects somewhere.
    app.db.wake(live.id);
    if let Some(side) = side {
        if let Some(back) = decide_presence(&cached.row, side, None) {
            mark(app, live, &mut guard, side, back).await?;
        }
    }
    Ok((rx, latest, side))
}

/// Stop watching; the last connection of a seat on this instance marks it away.
pub async fn unsubscribe(app: &App, live: &Arc<Live>, conn: u64, side: Option<Side>) {
    let (left, total) = live.hub.remove(conn, side);
    if side.is_none() {
        live.hub.watchers_count();
    }
    let mut guard = live.state.lock().await;
    if let (Some(side), 0) = (side, left) {
        if let Some(cached) = guard.as_mut() {
            if let Some((next, told)) = crate::decide::rematch_left(cached.rematch, side) {
                cached.rematch = next;
                live.hub.broadcast_side(Some(side.opponent()), &told);
            }
        }
        let away = guard
            .as_ref()
            .and_then(|c| decide_presence(&c.row, side, Some(now_ms())));
        if let Some(away) = away {
            if let Err(e) = mark(app, live, &mut guard, side, away).await {
                tracing::warn!(game = live.id, "could not mark a seat away: {}", e.message);
            }
        }
    }
    if total == 0 && live.hub.is_empty() {
        *guard = None; // nobody watches here: the tables are the truth until someone does
    }
}

/// Write a seat's presence mark (`seats::decide_presence`) and tell everyone.
async fn mark(app: &App, live: &Arc<Live>, guard: &mut Guard<'_>, side: Side, row: GameRow) -> Res<()> {
    presence(app, &row, side).await.map_err(internal)?;
    if let Some(cached) = guard.as_mut() {
        let told = told(&cached.row, &row, &[]);
        absorb(app, live, cached, row, &told).await?;
    }
    Ok(())
}
