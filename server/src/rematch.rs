//! A rematch of a finished game (issue 35): the players agree on the socket, then the
//! server creates the new game (same rules and clock, sides swapped) and sends each
//! player its room. `decide::decide_rematch` decides; this carries it out. The offer is
//! held in the game's cache on this instance, so it ends with the room, and when either
//! player's last socket leaves (`decide::rematch_left`).

use crate::codes::{info, new_code, new_link_key};
use crate::decide::{decide_rematch, RematchAction, RematchContext, RematchStep};
use crate::error::internal;
use crate::game::Cached;
use crate::registry::Live;
use crate::seats::rematch_game;
use crate::{db, now_ms, App, AppState};
use pallanguzhi_core::Side;
use pallanguzhi_protocol::{ErrorCode, ServerMessage, WireError};
use std::sync::Arc;

type Res<T> = Result<T, WireError>;

/// One rematch action of `account`; the reply for its own socket.
pub async fn act(app: &AppState, live: &Arc<Live>, account: i64, action: RematchAction) -> Res<Option<ServerMessage>> {
    let mut guard = live.state.lock().await;
    let Some(cached) = guard.as_mut() else {
        return Err(WireError::new(ErrorCode::NoRematch, "the game is not loaded here"));
    };
    let row = cached.row.clone();
    let side = row
        .side_of(account)
        .ok_or_else(|| WireError::new(ErrorCode::NotSeated, "you have no seat in this game"))?;
    let opponent = row.seat(side.opponent());
    let both_here = opponent.is_some() && live.hub.has_side(side) && live.hub.has_side(side.opponent());
    // Read only when the answer matters: an offer or an acceptance that may start a game.
    let blocked = match (action, opponent) {
        (RematchAction::Decline, _) | (_, None) => false,
        (_, Some(other)) => crate::moderation::between(&app.db.pool, account, other)
            .await
            .map_err(internal)?,
    };
    let ctx = RematchContext {
        side,
        both_here,
        blocked,
    };
    let (step, next) = decide_rematch(action, &row, cached.rematch, ctx)?;
    match step {
        RematchStep::Offer => {
            // A new game is a new room: the offer counts against the account's rooms.
            if !app.limits.rooms.check(&account) {
                return Err(WireError::new(
                    ErrorCode::RateLimited,
                    "too many new rooms; wait a minute",
                ));
            }
            cached.rematch = next;
            live.hub
                .broadcast_side(Some(side.opponent()), &ServerMessage::RematchOffered { by: side });
            Ok(None)
        }
        RematchStep::Decline => {
            cached.rematch = next;
            live.hub
                .broadcast_side(Some(side.opponent()), &ServerMessage::RematchDeclined { by: side });
            Ok(None)
        }
        RematchStep::Start => {
            let new = create(app, cached).await?;
            cached.rematch = next;
            tracing::info!(game = live.id, rematch = new.id, "rematch started");
            // The player who sat on `old` sits on its opposite in the new game.
            let room = |old: Side| ServerMessage::RematchStarted {
                room: info(&app.public_url, &new, old.opponent(), None),
            };
            live.hub.broadcast_side(Some(side.opponent()), &room(side.opponent()));
            Ok(Some(room(side)))
        }
    }
}

/// The new game (`seats::rematch_game`), under a fresh share code.
async fn create(app: &App, cached: &Cached) -> Res<db::GameRow> {
    let (id, key) = (db::new_id(), new_link_key());
    for _ in 0..8 {
        let row = rematch_game(&cached.row, id, new_code(), now_ms())?;
        let turn = app.db.writer().await;
        let inserted = db::insert_game(&app.db.pool, &row, &key, u32::MAX).await;
        drop(turn);
        match inserted {
            Ok(_) => return Ok(row),
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => continue,
            Err(e) => return Err(internal(e)),
        }
    }
    Err(WireError::new(ErrorCode::Internal, "no free share code; try again"))
}
