//! What an action does to a game, decided without any I/O and without reading
//! the clock (the time comes in `Context`): a pure function of the cached game,
//! tested below without a database. `live` writes what it decides.

use crate::db::GameRow;
use crate::game::{Cached, Rematch};
use pallanguzhi_core::{Outcome, Side};
use pallanguzhi_protocol::{EndReason, ErrorCode, GameResult, ServerMessage, Status, WireError};
use std::time::Duration;

type Res<T> = Result<T, WireError>;

/// What a seated player asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    Move {
        number: u32,
        hole: u8,
    },
    Resign,
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    /// Claim against an opponent away on their turn: a win, or a draw.
    Claim {
        win: bool,
    },
}

/// Who acts (an account: a watcher has no seat to act from), and when.
#[derive(Debug, Clone, Copy)]
pub struct Context {
    pub account: i64,
    pub now_ms: i64,
    pub away_timeout: Duration,
}

/// The seated side that acts, and when.
#[derive(Debug, Clone, Copy)]
struct Seat {
    side: Side,
    now_ms: i64,
    away_timeout: Duration,
}

/// What an action wants written: the new row, maybe a move, maybe a direct reply to
/// the one who acted, and what everyone on the game is told once it is written.
#[derive(Debug)]
pub struct Change {
    pub row: GameRow,
    pub hole: Option<u8>,
    pub reply: Option<ServerMessage>,
    pub told: Vec<Told>,
}

/// What the players and watchers of a game are told of a change, in this order. The
/// messages are built when it is applied (`live`): a move's events come from playing
/// it, the seats carry the names this instance holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Told {
    /// `Moved`, for this hole.
    Moved(u8),
    /// `Seats`: who sits where, present or away, and the status. `presence_only`: only
    /// someone's presence changed, and the latest value is all a reader needs.
    Seats {
        presence_only: bool,
    },
    DrawOffered(Side),
    /// The offer of this side's opponent was declined by this side.
    DrawDeclined(Side),
    GameOver(GameResult),
}

/// What a change from `old` to `new` (with `moves` played) tells everyone: also used
/// for a change read from the tables (another instance wrote it).
pub fn told(old: &GameRow, new: &GameRow, moves: &[u8]) -> Vec<Told> {
    let mut out: Vec<Told> = moves.iter().map(|&h| Told::Moved(h)).collect();
    let seated = |r: &GameRow| (r.south, r.north, r.status.clone());
    let present = |r: &GameRow| (r.south_away_ms.is_none(), r.north_away_ms.is_none());
    if seated(old) != seated(new) {
        out.push(Told::Seats { presence_only: false });
    } else if present(old) != present(new) {
        out.push(Told::Seats { presence_only: true });
    }
    match (old.draw_offer, new.draw_offer) {
        (was, Some(by)) if was != Some(by) => out.push(Told::DrawOffered(by)),
        (Some(by), None) if moves.is_empty() && new.status != Status::Finished => {
            out.push(Told::DrawDeclined(by.opponent()))
        }
        _ => {}
    }
    if let (false, Some(result)) = (old.status == Status::Finished, new.result) {
        out.push(Told::GameOver(result));
    }
    out
}

pub fn decide(action: Action, cached: &Cached, ctx: Context) -> Res<Change> {
    let side = cached
        .row
        .side_of(ctx.account)
        .ok_or_else(|| WireError::new(ErrorCode::NotSeated, "you have no seat in this game"))?;
    let seat = Seat {
        side,
        now_ms: ctx.now_ms,
        away_timeout: ctx.away_timeout,
    };
    let mut change = decide_seated(action, cached, seat)?;
    change.told = told(&cached.row, &change.row, change.hole.as_slice());
    Ok(change)
}

fn decide_seated(action: Action, cached: &Cached, ctx: Seat) -> Res<Change> {
    match action {
        Action::Move { number, hole } => decide_move(cached, ctx, number, hole),
        Action::Resign => {
            active(cached)?;
            Ok(finished(
                cached,
                Outcome::Win {
                    side: ctx.side.opponent(),
                },
                EndReason::Resigned,
            ))
        }
        Action::OfferDraw => offer(cached, ctx),
        Action::AcceptDraw => {
            offered_to(cached, ctx.side)?;
            Ok(finished(cached, Outcome::Draw, EndReason::DrawAgreed))
        }
        Action::DeclineDraw => {
            offered_to(cached, ctx.side)?;
            let mut row = cached.row.clone();
            row.draw_offer = None;
            Ok(unchanged_but(row))
        }
        Action::Claim { win } => claim(cached, ctx, win),
    }
}

fn unchanged_but(row: GameRow) -> Change {
    Change {
        row,
        hole: None,
        reply: None,
        told: Vec::new(),
    }
}

fn active(cached: &Cached) -> Res<()> {
    match cached.row.status {
        Status::Waiting => Err(WireError::new(ErrorCode::NotStarted, "waiting for the second player")),
        Status::Finished => Err(WireError::new(ErrorCode::GameOver, "the game is over")),
        Status::Active => Ok(()),
    }
}

fn finished(cached: &Cached, outcome: Outcome, reason: EndReason) -> Change {
    let mut row = cached.row.clone();
    row.status = Status::Finished;
    row.result = Some(GameResult { outcome, reason });
    row.draw_offer = None;
    row.deadline_ms = None;
    unchanged_but(row)
}

/// Whether the side to move's time ran out at `now_ms` (active games with a clock).
pub fn timed_out(cached: &Cached, now_ms: i64) -> bool {
    cached.turn().is_some() && cached.row.deadline_ms.is_some_and(|d| d <= now_ms)
}

/// The end of a game whose side to move let its time run out: the opponent wins.
/// `None` if the deadline has not passed at `now_ms` (or the game is not active).
pub fn decide_timeout(cached: &Cached, now_ms: i64) -> Option<Change> {
    let late = cached.turn().filter(|_| timed_out(cached, now_ms))?;
    let mut change = finished(cached, Outcome::Win { side: late.opponent() }, EndReason::Timeout);
    change.told = told(&cached.row, &change.row, &[]);
    Some(change)
}

/// A move: `number` must be the next one; a resent move gets the state back.
fn decide_move(cached: &Cached, ctx: Seat, number: u32, hole: u8) -> Res<Change> {
    let (len, side) = (cached.len(), ctx.side);
    if number < len {
        let same = cached.game.history().get(number as usize) == Some(&hole)
            && cached.sides.get(number as usize) == Some(&side);
        if same {
            return Ok(Change {
                row: cached.row.clone(),
                hole: None,
                reply: Some(ServerMessage::State(Box::new(cached.state(Some(side), ctx.now_ms)))),
                told: Vec::new(),
            });
        }
        return Err(WireError::new(ErrorCode::StaleMove, format!("move {number} was already played")).expecting(len));
    }
    if number > len {
        return Err(WireError::new(ErrorCode::StaleMove, format!("the next move is number {len}")).expecting(len));
    }
    active(cached)?;
    if timed_out(cached, ctx.now_ms) {
        return Err(WireError::new(ErrorCode::GameOver, "the time for this move ran out"));
    }
    if cached.turn() != Some(side) {
        return Err(WireError::new(ErrorCode::NotYourTurn, "it is the other side's turn").expecting(len));
    }
    let mut probe = cached.game.clone();
    let turn = probe
        .play(hole)
        .map_err(|e| WireError::new(ErrorCode::IllegalMove, e.to_string()).expecting(len))?;
    let mut row = cached.row.clone();
    row.move_count = len as i64 + 1;
    row.turn_since_ms = ctx.now_ms;
    row.draw_offer = None;
    row.deadline_ms = row.move_ms.map(|m| ctx.now_ms + m);
    if let Some(outcome) = turn.after.outcome {
        row.status = Status::Finished;
        row.result = Some(GameResult {
            outcome,
            reason: EndReason::Rules,
        });
        row.deadline_ms = None;
    }
    Ok(Change {
        row,
        hole: Some(hole),
        reply: None,
        told: Vec::new(),
    })
}

/// An offer while the opponent offers too is an acceptance.
fn offer(cached: &Cached, ctx: Seat) -> Res<Change> {
    active(cached)?;
    if cached.row.draw_offer == Some(ctx.side.opponent()) {
        return decide_seated(Action::AcceptDraw, cached, ctx);
    }
    let mut row = cached.row.clone();
    row.draw_offer = Some(ctx.side);
    Ok(unchanged_but(row))
}

fn offered_to(cached: &Cached, side: Side) -> Res<()> {
    active(cached)?;
    if cached.row.draw_offer != Some(side.opponent()) {
        return Err(WireError::new(ErrorCode::NoDrawOffer, "your opponent offers no draw"));
    }
    Ok(())
}

fn claim(cached: &Cached, ctx: Seat, win: bool) -> Res<Change> {
    active(cached)?;
    let away = ctx.side.opponent();
    if cached
        .claim_deadline(away, ctx.away_timeout)
        .is_none_or(|d| d > ctx.now_ms)
    {
        return Err(WireError::new(
            ErrorCode::CannotClaim,
            "your opponent is not away on their turn long enough",
        ));
    }
    Ok(if win {
        finished(cached, Outcome::Win { side: ctx.side }, EndReason::Abandoned)
    } else {
        finished(cached, Outcome::Draw, EndReason::AwayDraw)
    })
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RematchAction {
    Offer,
    Accept,
    Decline,
}

/// What the server knows around a rematch action, read before deciding.
#[derive(Debug, Clone, Copy)]
pub struct RematchContext {
    pub side: Side,
    /// Both players have a socket on this game here.
    pub both_here: bool,
    /// Either player blocked the other (`moderation::between`).
    pub blocked: bool,
}

/// What a rematch action does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RematchStep {
    /// Tell the opponent about the offer of `ctx.side`.
    Offer,
    /// Both agree: create the new game (sides swapped) and send each side its room.
    Start,
    /// Tell the offerer it was declined.
    Decline,
}

/// A refusal the offerer cannot tell apart from an absent opponent: a blocked pair's
/// offer is dropped, and the blocked side never learns of it (as a join into a blocked
/// player's room reads "no room").
fn no_rematch_here() -> WireError {
    WireError::new(ErrorCode::NoRematch, "your opponent is not here for a rematch")
}

/// A rematch action on a finished game: `Ok` with what to do and the new state.
pub fn decide_rematch(
    action: RematchAction,
    row: &GameRow,
    state: Rematch,
    ctx: RematchContext,
) -> Res<(RematchStep, Rematch)> {
    if row.status != Status::Finished {
        return Err(WireError::new(ErrorCode::NoRematch, "the game is not over"));
    }
    let mine = Rematch::Offered(ctx.side);
    let theirs = Rematch::Offered(ctx.side.opponent());
    match action {
        _ if state == Rematch::Closed => Err(WireError::new(
            ErrorCode::NoRematch,
            "no rematch can be made in this game any more",
        )),
        RematchAction::Offer if state == mine => Err(WireError::new(
            ErrorCode::RematchPending,
            "you already offered a rematch; wait for the answer",
        )),
        RematchAction::Offer | RematchAction::Accept if state == theirs => {
            if ctx.both_here && !ctx.blocked {
                Ok((RematchStep::Start, Rematch::Closed))
            } else {
                Err(no_rematch_here())
            }
        }
        RematchAction::Offer => {
            if ctx.both_here && !ctx.blocked {
                Ok((RematchStep::Offer, mine))
            } else {
                Err(no_rematch_here())
            }
        }
        RematchAction::Decline if state == theirs => Ok((RematchStep::Decline, Rematch::Closed)),
        RematchAction::Accept | RematchAction::Decline => {
            Err(WireError::new(ErrorCode::NoRematch, "your opponent offers no rematch"))
        }
    }
}

/// The last socket of `side` left this instance: an open rematch offer ends, and the
/// player still here is told (the message, for `side`'s opponent).
pub fn rematch_left(state: Rematch, side: Side) -> Option<(Rematch, ServerMessage)> {
    match state {
        Rematch::Offered(_) => Some((Rematch::Closed, ServerMessage::RematchDeclined { by: side })),
        Rematch::Open | Rematch::Closed => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pallanguzhi_core::{Game, Players, Rules};

    const T0: i64 = 1_000_000;
    const AWAY: Duration = Duration::from_secs(180);
    const MOVE: i64 = 120_000;

    fn active_game() -> Cached {
        let row = GameRow {
            id: 1,
            code: "ACDEFG".into(),
            rules: "pallanguzhi".into(),
            host: 10,
            south: Some(10),
            north: Some(20),
            status: Status::Active,
            move_count: 0,
            turn_since_ms: T0,
            draw_offer: None,
            south_away_ms: None,
            north_away_ms: None,
            result: None,
            move_ms: Some(MOVE),
            deadline_ms: Some(T0 + MOVE),
        };
        let game = Game::new(Rules::preset("pallanguzhi").expect("preset"), Players::humans()).expect("game");
        Cached::new(row, game, Vec::new())
    }

    fn at(side: Side, now_ms: i64) -> Context {
        Context {
            account: match side {
                Side::South => 10,
                Side::North => 20,
            },
            now_ms,
            away_timeout: AWAY,
        }
    }

    fn code(r: Res<Change>) -> Option<ErrorCode> {
        r.err().map(|e| e.code)
    }

    #[test]
    fn a_move_is_the_next_number_on_ones_turn_and_stamps_the_given_time() {
        let g = active_game();
        let hole = g.game.snapshot().legal[0];
        let to_move = g.turn().expect("someone moves");
        let other = to_move.opponent();
        assert_eq!(
            code(decide(Action::Move { number: 0, hole }, &g, at(other, T0))),
            Some(ErrorCode::NotYourTurn)
        );
        assert_eq!(
            code(decide(Action::Move { number: 1, hole }, &g, at(to_move, T0))),
            Some(ErrorCode::StaleMove)
        );
        let change = decide(Action::Move { number: 0, hole }, &g, at(to_move, T0 + 5)).expect("legal");
        assert_eq!(
            (change.hole, change.row.move_count, change.row.turn_since_ms),
            (Some(hole), 1, T0 + 5)
        );
    }

    #[test]
    fn a_claim_waits_for_the_away_timeout_measured_from_the_time_given() {
        let mut g = active_game();
        let to_move = g.turn().expect("someone moves");
        match to_move {
            Side::South => g.row.south_away_ms = Some(T0),
            Side::North => g.row.north_away_ms = Some(T0),
        }
        let claimer = to_move.opponent();
        let early = T0 + AWAY.as_millis() as i64 - 1;
        assert_eq!(
            code(decide(Action::Claim { win: true }, &g, at(claimer, early))),
            Some(ErrorCode::CannotClaim)
        );
        let change = decide(Action::Claim { win: true }, &g, at(claimer, early + 1)).expect("claim");
        assert_eq!(change.row.status, Status::Finished);
        assert_eq!(change.row.result.map(|r| r.reason), Some(EndReason::Abandoned));
        // The player to move cannot claim against the one who waits.
        assert_eq!(
            code(decide(Action::Claim { win: false }, &g, at(to_move, early + 1))),
            Some(ErrorCode::CannotClaim)
        );
    }

    #[test]
    fn an_away_claim_in_a_correspondence_game_waits_for_the_away_timeout_scaled_to_the_clock() {
        let mut g = active_game();
        let days = 3 * 86_400_000;
        g.row.move_ms = Some(days);
        g.row.deadline_ms = Some(T0 + days);
        let to_move = g.turn().expect("someone moves");
        match to_move {
            Side::South => g.row.south_away_ms = Some(T0),
            Side::North => g.row.north_away_ms = Some(T0),
        }
        let claimer = to_move.opponent();
        let after_timeout = T0 + AWAY.as_millis() as i64;
        assert_eq!(
            code(decide(Action::Claim { win: true }, &g, at(claimer, after_timeout))),
            Some(ErrorCode::CannotClaim),
            "3 minutes away in a 3-day game"
        );
        // Scaled: 180 s per 2 minutes of the clock, i.e. past the clock's own deadline.
        assert!(g.claim_deadline(to_move, AWAY).expect("away on turn") > T0 + days);
        // A friendly game (no clock) keeps the plain away timeout.
        g.row.move_ms = None;
        g.row.deadline_ms = None;
        assert!(decide(Action::Claim { win: true }, &g, at(claimer, after_timeout)).is_ok());
    }

    #[test]
    fn the_side_to_move_loses_on_time_at_its_deadline_and_a_move_restarts_the_clock() {
        let g = active_game();
        let to_move = g.turn().expect("someone moves");
        assert!(decide_timeout(&g, T0 + MOVE - 1).is_none(), "not yet");
        let end = decide_timeout(&g, T0 + MOVE).expect("time is up");
        assert_eq!(end.row.status, Status::Finished);
        let result = end.row.result.expect("a result");
        assert_eq!(
            (result.outcome, result.reason, end.row.deadline_ms),
            (
                Outcome::Win {
                    side: to_move.opponent()
                },
                EndReason::Timeout,
                None
            )
        );
        // A move after the deadline is refused (the server ends the game instead).
        let hole = g.game.snapshot().legal[0];
        assert_eq!(
            code(decide(Action::Move { number: 0, hole }, &g, at(to_move, T0 + MOVE))),
            Some(ErrorCode::GameOver)
        );
        // A move in time sets the next deadline from the time given.
        let moved = decide(Action::Move { number: 0, hole }, &g, at(to_move, T0 + 7)).expect("in time");
        assert_eq!(moved.row.deadline_ms, Some(T0 + 7 + MOVE));
        // A friendly game has no clock: nothing ever times out.
        let mut friendly = active_game();
        friendly.row.move_ms = None;
        friendly.row.deadline_ms = None;
        assert!(decide_timeout(&friendly, i64::MAX).is_none());
        let moved = decide(Action::Move { number: 0, hole }, &friendly, at(to_move, T0)).expect("move");
        assert_eq!(moved.row.deadline_ms, None);
    }

    #[test]
    fn draws_need_an_offer_from_the_opponent_and_two_offers_agree() {
        let g = active_game();
        assert_eq!(
            code(decide(Action::AcceptDraw, &g, at(Side::South, T0))),
            Some(ErrorCode::NoDrawOffer)
        );
        let offered = decide(Action::OfferDraw, &g, at(Side::North, T0)).expect("offer");
        let mut g = g;
        g.row = offered.row;
        let both = decide(Action::OfferDraw, &g, at(Side::South, T0)).expect("agreed");
        assert_eq!(both.row.result.map(|r| r.reason), Some(EndReason::DrawAgreed));
        let declined = decide(Action::DeclineDraw, &g, at(Side::South, T0)).expect("decline");
        assert_eq!(declined.row.draw_offer, None);
    }

    #[test]
    fn nothing_is_decided_on_a_waiting_or_finished_game() {
        let mut g = active_game();
        g.row.status = Status::Waiting;
        assert_eq!(
            code(decide(Action::Resign, &g, at(Side::South, T0))),
            Some(ErrorCode::NotStarted)
        );
        g.row.status = Status::Finished;
        assert_eq!(
            code(decide(Action::Resign, &g, at(Side::South, T0))),
            Some(ErrorCode::GameOver)
        );
    }

    #[test]
    fn what_each_action_tells_everyone_is_decided_with_it() {
        let g = active_game();
        let to_move = g.turn().expect("someone moves");
        let hole = g.game.snapshot().legal[0];
        let moved = decide(Action::Move { number: 0, hole }, &g, at(to_move, T0)).expect("move");
        assert_eq!(moved.told, vec![Told::Moved(hole)]);
        let offered = decide(Action::OfferDraw, &g, at(Side::North, T0)).expect("offer");
        assert_eq!(offered.told, vec![Told::DrawOffered(Side::North)]);
        let mut g = g;
        g.row = offered.row;
        let declined = decide(Action::DeclineDraw, &g, at(Side::South, T0)).expect("decline");
        assert_eq!(declined.told, vec![Told::DrawDeclined(Side::South)]);
        let agreed = decide(Action::AcceptDraw, &g, at(Side::South, T0)).expect("agree");
        let result = agreed.row.result.expect("a result");
        assert_eq!(
            agreed.told,
            vec![Told::Seats { presence_only: false }, Told::GameOver(result)],
            "the status changed, and the game is over; no decline once it is"
        );
        // A move answers a pending offer: the offer goes, nobody is told it was declined.
        let hole = g.game.snapshot().legal[0];
        let moved = decide(Action::Move { number: 0, hole }, &g, at(to_move, T0)).expect("move");
        assert_eq!((moved.row.draw_offer, moved.told), (None, vec![Told::Moved(hole)]));
        // Presence alone is the latest-value kind.
        let mut away = g.row.clone();
        away.north_away_ms = Some(T0);
        assert_eq!(told(&g.row, &away, &[]), vec![Told::Seats { presence_only: true }]);
    }

    fn over() -> GameRow {
        let mut row = active_game().row;
        row.status = Status::Finished;
        row
    }

    fn here(side: Side) -> RematchContext {
        RematchContext {
            side,
            both_here: true,
            blocked: false,
        }
    }

    fn rematch(
        action: RematchAction,
        row: &GameRow,
        state: Rematch,
        ctx: RematchContext,
    ) -> Result<(RematchStep, Rematch), ErrorCode> {
        decide_rematch(action, row, state, ctx).map_err(|e| e.code)
    }

    #[test]
    fn a_rematch_is_offered_once_and_accepted_by_the_other_side_only() {
        use RematchAction::*;
        let row = over();
        let (s, n) = (here(Side::South), here(Side::North));
        let south = Rematch::Offered(Side::South);
        assert_eq!(rematch(Offer, &row, Rematch::Open, s), Ok((RematchStep::Offer, south)));
        assert_eq!(rematch(Offer, &row, south, s), Err(ErrorCode::RematchPending));
        assert_eq!(
            rematch(Accept, &row, south, s),
            Err(ErrorCode::NoRematch),
            "not one's own"
        );
        assert_eq!(rematch(Accept, &row, Rematch::Open, n), Err(ErrorCode::NoRematch));
        assert_eq!(
            rematch(Accept, &row, south, n),
            Ok((RematchStep::Start, Rematch::Closed))
        );
        assert_eq!(
            rematch(Offer, &row, south, n),
            Ok((RematchStep::Start, Rematch::Closed)),
            "crossed offers agree"
        );
        assert_eq!(
            rematch(Decline, &row, south, n),
            Ok((RematchStep::Decline, Rematch::Closed))
        );
        assert_eq!(rematch(Decline, &row, south, s), Err(ErrorCode::NoRematch));
        for action in [Offer, Accept, Decline] {
            assert_eq!(
                rematch(action, &row, Rematch::Closed, n),
                Err(ErrorCode::NoRematch),
                "{action:?}"
            );
        }
    }

    #[test]
    fn no_rematch_before_the_end_without_both_players_or_between_a_blocked_pair() {
        use RematchAction::*;
        let mut row = over();
        let away = RematchContext {
            both_here: false,
            ..here(Side::South)
        };
        assert_eq!(rematch(Offer, &row, Rematch::Open, away), Err(ErrorCode::NoRematch));
        let blocked = RematchContext {
            blocked: true,
            ..here(Side::South)
        };
        let refused = decide_rematch(Offer, &row, Rematch::Open, blocked)
            .err()
            .expect("refused");
        let gone = decide_rematch(Offer, &row, Rematch::Open, away).err().expect("refused");
        assert_eq!(refused, gone, "a blocked offer reads as an absent opponent");
        let south = Rematch::Offered(Side::South);
        assert_eq!(
            rematch(
                Accept,
                &row,
                south,
                RematchContext {
                    blocked: true,
                    ..here(Side::North)
                }
            ),
            Err(ErrorCode::NoRematch)
        );
        row.status = Status::Active;
        assert_eq!(
            rematch(Offer, &row, Rematch::Open, here(Side::South)),
            Err(ErrorCode::NoRematch)
        );
    }
}
