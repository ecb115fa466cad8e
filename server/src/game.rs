//! One game as this instance holds it while it is played: the stored row, the
//! position (the core's `Game`, replayed from the moves), who played each move and
//! the seated players' names; and what a reader is sent from it (the state, the
//! catch-up after a reconnection). No I/O here.

use crate::db::GameRow;
use pallanguzhi_core::{Game, Players, Rules, Side};
use pallanguzhi_protocol::{Clock, ErrorCode, GameState, SeatInfo, ServerMessage, Status, WireError, DEFAULT_MOVE_MS};
use std::collections::HashMap;
use std::time::Duration;

type Res<T> = Result<T, WireError>;

/// A reconnecting client missing more moves than this gets the full state instead.
pub const MAX_CATCH_UP: u32 = 64;

pub struct Cached {
    pub row: GameRow,
    pub game: Game,
    /// Who played each move.
    pub sides: Vec<Side>,
    /// The seated accounts' names.
    pub names: HashMap<i64, String>,
    /// The claim timer already started: (side away, deadline in ms).
    pub timer: Option<(Side, i64)>,
    /// The rematch of this finished game: held here only, so it ends with the room (when
    /// nobody watches the game on this instance).
    pub rematch: Rematch,
}

impl Cached {
    pub fn new(row: GameRow, game: Game, sides: Vec<Side>) -> Cached {
        Cached {
            row,
            game,
            sides,
            names: HashMap::new(),
            timer: None,
            rematch: Rematch::Open,
        }
    }

    pub fn seats(&self) -> Vec<SeatInfo> {
        Side::BOTH
            .into_iter()
            .filter_map(|side| {
                let account = self.row.seat(side)?;
                Some(SeatInfo {
                    side,
                    account_id: account,
                    name: self.names.get(&account).cloned().unwrap_or_default(),
                    present: self.row.away_ms(side).is_none(),
                })
            })
            .collect()
    }

    /// The game as `you` (a watcher: `None`) sees it at `now_ms`.
    pub fn state(&self, you: Option<Side>, now_ms: i64) -> GameState {
        GameState {
            game_id: self.row.id,
            // The join code seats whoever has it: only the players get it, never a
            // watcher (a watch link shared before the guest joined must not seat anyone).
            code: if you.is_some() {
                self.row.code.clone()
            } else {
                String::new()
            },
            rules: self.row.rules.clone(),
            status: self.row.status.clone(),
            seats: self.seats(),
            you,
            moves: self.game.history().to_vec(),
            snapshot: self.game.snapshot(),
            result: self.row.result,
            draw_offer: self.row.draw_offer,
            clock: self.clock(now_ms),
        }
    }

    /// The clock as sent at `now_ms`: the setting, and while active the deadline and what
    /// is left of it.
    pub fn clock(&self, now_ms: i64) -> Option<Clock> {
        let move_ms = u64::try_from(self.row.move_ms?).ok()?;
        let deadline_ms = self.row.deadline_ms.filter(|_| self.row.status == Status::Active);
        Some(Clock {
            move_ms,
            deadline_ms,
            remaining_ms: deadline_ms.map(|d| (d - now_ms).max(0) as u64),
        })
    }

    pub fn len(&self) -> u32 {
        self.game.history().len() as u32
    }

    /// The side whose turn it is, while the game is active.
    pub fn turn(&self) -> Option<Side> {
        (self.row.status == Status::Active)
            .then(|| self.game.snapshot().to_move)
            .flatten()
    }

    /// When the opponent of `away` may claim, if `away` is away on their turn.
    pub fn claim_deadline(&self, away: Side, timeout: Duration) -> Option<i64> {
        let since = self.row.away_ms(away)?;
        let wait = claim_wait(timeout, self.row.move_ms);
        (self.turn() == Some(away)).then(|| since.max(self.row.turn_since_ms).saturating_add(wait))
    }
}

/// How long the side to move must be away before the opponent may claim: the away
/// timeout per `DEFAULT_MOVE_MS` of the clock's time per move, never less than the
/// timeout. A correspondence game (days a move) is not lost after minutes away; with
/// the default timeout (3 minutes) the clock always runs out first.
pub fn claim_wait(timeout: Duration, move_ms: Option<i64>) -> i64 {
    let base = i64::try_from(timeout.as_millis()).unwrap_or(i64::MAX);
    let per = DEFAULT_MOVE_MS as i128;
    let scaled = move_ms.map_or(base as i128, |m| base as i128 * (m as i128).max(per) / per);
    i64::try_from(scaled).unwrap_or(i64::MAX)
}

/// Where the rematch of a finished game stands (on this instance: both players' sockets
/// must be here to offer one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rematch {
    /// Nobody offered one yet.
    Open,
    /// This side offered it and waits.
    Offered(Side),
    /// Declined, agreed, or the offer ended with a player's leaving: no more offers here.
    Closed,
}

/// The game of `row` with its stored `moves` played through the core.
pub fn replay(row: GameRow, moves: &[u8]) -> Res<Cached> {
    let internal = |e: String| WireError::new(ErrorCode::Internal, e);
    let rules = Rules::preset(&row.rules).map_err(|e| internal(e.to_string()))?;
    let mut game = Game::new(rules, Players::humans()).map_err(|e| internal(e.to_string()))?;
    let mut sides = Vec::with_capacity(moves.len());
    for &hole in moves {
        let turn = game
            .play(hole)
            .map_err(|e| internal(format!("stored game does not replay: {e}")))?;
        sides.push(turn.mover);
    }
    Ok(Cached::new(row, game, sides))
}

/// What a reconnecting reader that has `have` moves needs: the moves it missed and
/// where the game is now, or the full state if it missed too many (or has none).
pub fn catch_up(cached: &Cached, side: Option<Side>, have: Option<u32>, now_ms: i64) -> Res<Vec<ServerMessage>> {
    let len = cached.len();
    let Some(have) = have.filter(|&h| h <= len && len - h <= MAX_CATCH_UP) else {
        return Ok(vec![ServerMessage::State(Box::new(cached.state(side, now_ms)))]);
    };
    let history = cached.game.history();
    let rules = cached.game.rules().clone();
    let mut game = Game::replay(rules, Players::humans(), &history[..have as usize])
        .map_err(|e| WireError::new(ErrorCode::Internal, e.to_string()))?;
    let mut out = Vec::new();
    for number in have..len {
        let hole = history[number as usize];
        let turn = game
            .play(hole)
            .map_err(|e| WireError::new(ErrorCode::Internal, e.to_string()))?;
        out.push(ServerMessage::Moved {
            number,
            side: turn.mover,
            hole,
            events: turn.events,
            snapshot: turn.after,
            clock: cached.clock(now_ms),
        });
    }
    out.push(ServerMessage::Seats {
        seats: cached.seats(),
        status: cached.row.status.clone(),
    });
    if let Some(by) = cached.row.draw_offer {
        out.push(ServerMessage::DrawOffered { by });
    }
    if let Some(result) = cached.row.result {
        out.push(ServerMessage::GameOver { result, moves: len });
    }
    Ok(out)
}
