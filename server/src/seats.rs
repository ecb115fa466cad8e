//! The decisions about rooms and seats, without any I/O and without reading the clock
//! or a random source (the time, the drawn side and the new code come in): creating a
//! room, looking a code up, joining, a seat's presence, who a connection is (a player or
//! a watcher), the game a rematch creates, and what deleting an account does to its
//! games. Each takes the state read before (typed rows, what a limit says) and returns
//! the row to write and the answer; `rooms`, `live`, `ws`, `rematch` and `accounts` carry
//! them out. Writes stay compare-and-sets: a decision made on a row that another request
//! changed meanwhile loses its write, and the caller reads again and decides again (as
//! `live::act` does for moves). The in-game actions are `decide`'s.

use crate::db::GameRow;
use pallanguzhi_core::{Rules, Side};
use pallanguzhi_protocol::{ErrorCode, NewRoom, RoomState, SideChoice, Status, WireError, MAX_MOVE_MS};

type Res<T> = Result<T, WireError>;

/// What a new room needs besides the request, read or drawn before deciding.
#[derive(Debug, Clone)]
pub struct NewRoomContext {
    pub account: i64,
    pub now_ms: i64,
    /// `--min-move-ms`.
    pub min_move_ms: u64,
    /// The account's rooms waiting for a guest now, and how many it may have.
    pub waiting: u32,
    pub max_waiting: u32,
    /// The side a `random` choice gives the host (drawn by the caller).
    pub coin: Side,
    pub id: i64,
    pub code: String,
}

/// A new room: the row to insert (waiting, the host seated) and the host's side.
pub fn decide_create(req: &NewRoom, ctx: NewRoomContext) -> Res<(GameRow, Side)> {
    let rules = Rules::preset(&req.rules).map_err(|e| WireError::new(ErrorCode::UnknownRules, e.to_string()))?;
    if let Some(ms) = req.move_ms {
        let (min, max) = (ctx.min_move_ms, MAX_MOVE_MS);
        if !(min..=max).contains(&ms) {
            return Err(WireError::new(
                ErrorCode::Malformed,
                format!("the time per move must be from {min} to {max} ms, or null for no clock"),
            ));
        }
    }
    if ctx.waiting >= ctx.max_waiting {
        let cap = ctx.max_waiting;
        return Err(WireError::new(
            ErrorCode::RateLimited,
            format!("you already have {cap} rooms waiting for a guest; play or let them expire"),
        ));
    }
    let side = match req.side {
        SideChoice::South => Side::South,
        SideChoice::North => Side::North,
        SideChoice::Random => ctx.coin,
    };
    let seat = |s: Side| (s == side).then_some(ctx.account);
    let row = GameRow {
        id: ctx.id,
        code: ctx.code,
        rules: rules.name.to_string(),
        host: ctx.account,
        south: seat(Side::South),
        north: seat(Side::North),
        status: Status::Waiting,
        move_count: 0,
        turn_since_ms: ctx.now_ms,
        draw_offer: None,
        south_away_ms: Some(ctx.now_ms),
        north_away_ms: Some(ctx.now_ms),
        result: None,
        move_ms: req.move_ms.and_then(|m| i64::try_from(m).ok()),
        deadline_ms: None,
    };
    Ok((row, side))
}

/// A refused lookup or join: the error, and whether it spends the server's budget of
/// unknown codes (a guess).
#[derive(Debug, Clone, PartialEq)]
pub struct Refused {
    pub error: WireError,
    pub guess: bool,
}

impl From<WireError> for Refused {
    fn from(error: WireError) -> Refused {
        Refused { error, guess: false }
    }
}

/// Whether a code may be looked up: a share link's secret (`linked`) always may; a typed
/// code not while the server's budget of unknown codes is spent.
pub fn may_look_up(linked: bool, budget_spent: bool) -> Res<()> {
    if !linked && budget_spent {
        return Err(WireError::new(
            ErrorCode::RateLimited,
            "too many unknown codes tried on this server; wait a minute",
        ));
    }
    Ok(())
}

fn unknown_room() -> WireError {
    WireError::new(ErrorCode::UnknownRoom, "no room has this code")
}

/// The room a code names (`None`: no room has it, or it is not a code): a guess if none.
pub fn found(room: Option<GameRow>) -> Result<GameRow, Refused> {
    room.ok_or_else(|| Refused {
        error: unknown_room(),
        guess: true,
    })
}

/// Who joins, and what the server knows of them, read before deciding.
#[derive(Debug, Clone, Copy)]
pub struct JoinContext {
    pub account: i64,
    /// The account is not deleted.
    pub alive: bool,
    /// The host or the guest blocked the other (`moderation::between`).
    pub blocked: bool,
    pub now_ms: i64,
}

/// What a join does.
#[derive(Debug, Clone, PartialEq)]
pub enum Joined {
    /// The account already sits here: joining again is harmless, nothing is written.
    Seated(Side),
    /// Take the free seat: write `row` (the game starts) if the room is still waiting.
    Take { side: Side, row: GameRow },
}

/// A join of `room`: the free seat, or why not. A blocked pair reads the room as
/// unknown, but that is no guess (the code exists).
pub fn decide_join(room: &GameRow, ctx: JoinContext) -> Result<Joined, Refused> {
    if !ctx.alive {
        return Err(WireError::new(ErrorCode::Unauthorized, "this account was deleted").into());
    }
    if let Some(side) = room.side_of(ctx.account) {
        return Ok(Joined::Seated(side));
    }
    if room.status == Status::Finished {
        return Err(WireError::new(ErrorCode::RoomFinished, "this game is over").into());
    }
    if ctx.blocked {
        return Err(unknown_room().into());
    }
    let free = Side::BOTH.into_iter().find(|&s| room.seat(s).is_none());
    let (Some(side), Status::Waiting) = (free, &room.status) else {
        return Err(WireError::new(ErrorCode::RoomFull, "both seats are taken").into());
    };
    let mut row = room.clone();
    match side {
        Side::South => row.south = Some(ctx.account),
        Side::North => row.north = Some(ctx.account),
    }
    row.status = Status::Active;
    row.turn_since_ms = ctx.now_ms;
    row.deadline_ms = row.move_ms.map(|m| ctx.now_ms + m);
    Ok(Joined::Take { side, row })
}

/// What a share link's invitation says of a room: open (with the guest's side), full or
/// finished.
pub fn decide_invite(room: &GameRow) -> (RoomState, Option<Side>) {
    let free = Side::BOTH.into_iter().find(|&s| room.seat(s).is_none());
    match (&room.status, free) {
        (Status::Finished, _) => (RoomState::Finished, None),
        (Status::Waiting, Some(side)) => (RoomState::Open, Some(side)),
        _ => (RoomState::Full, None),
    }
}

/// Who a connection to a game is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Player(Side),
    /// No seat: sees the game (without its join code), counts among its watchers, acts
    /// on nothing.
    Watcher,
}

pub fn role(room: &GameRow, account: i64) -> Role {
    room.side_of(account).map_or(Role::Watcher, Role::Player)
}

/// A seat's presence: `away` since that time, or `None` back. The row to write, or
/// `None` if nothing changes (nobody sits there, or a seat that is present comes back).
/// Leaving always writes its time: the claim against an absent player is counted from
/// the last socket that left.
pub fn decide_presence(room: &GameRow, side: Side, away: Option<i64>) -> Option<GameRow> {
    room.seat(side)?;
    if away.is_none() && room.away_ms(side).is_none() {
        return None;
    }
    let mut row = room.clone();
    match side {
        Side::South => row.south_away_ms = away,
        Side::North => row.north_away_ms = away,
    }
    Some(row)
}

/// The game a rematch of `old` creates: its rules, host and clock, its players on the
/// opposite sides, already active and both away until they connect.
pub fn rematch_game(old: &GameRow, id: i64, code: String, now_ms: i64) -> Res<GameRow> {
    let (Some(south), Some(north)) = (old.north, old.south) else {
        return Err(WireError::new(ErrorCode::NoRematch, "a seat is empty"));
    };
    Ok(GameRow {
        id,
        code,
        rules: old.rules.clone(),
        host: old.host,
        south: Some(south),
        north: Some(north),
        status: Status::Active,
        move_count: 0,
        turn_since_ms: now_ms,
        draw_offer: None,
        south_away_ms: Some(now_ms),
        north_away_ms: Some(now_ms),
        result: None,
        move_ms: old.move_ms,
        deadline_ms: old.move_ms.map(|m| now_ms + m),
    })
}

/// What deleting `account` does to the games it sits in (read after its rows were erased,
/// so no join can add one): every active one is resigned (`decide::Action::Resign`, the
/// opponent wins); its waiting rooms went with its rows; finished games stay as played.
pub fn games_to_resign(account: i64, games: &[GameRow]) -> Vec<i64> {
    games
        .iter()
        .filter(|g| g.status == Status::Active && g.side_of(account).is_some())
        .map(|g| g.id)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decide::{decide, Action, Context};
    use crate::game::replay;
    use pallanguzhi_core::Outcome;
    use pallanguzhi_protocol::{EndReason, DEFAULT_MOVE_MS};
    use std::time::Duration;

    const HOST: i64 = 10;
    const GUEST: i64 = 20;
    const T0: i64 = 5_000_000;

    fn request(side: SideChoice, move_ms: Option<u64>) -> NewRoom {
        NewRoom {
            rules: "pallanguzhi".into(),
            side,
            move_ms,
        }
    }

    fn ctx(waiting: u32) -> NewRoomContext {
        NewRoomContext {
            account: HOST,
            now_ms: T0,
            min_move_ms: 1_000,
            waiting,
            max_waiting: 3,
            coin: Side::North,
            id: 1,
            code: "ACDEFG".into(),
        }
    }

    fn waiting_room() -> GameRow {
        decide_create(&request(SideChoice::South, Some(DEFAULT_MOVE_MS)), ctx(0))
            .expect("created")
            .0
    }

    fn joining(account: i64) -> JoinContext {
        JoinContext {
            account,
            alive: true,
            blocked: false,
            now_ms: T0 + 10,
        }
    }

    fn refused(r: Result<Joined, Refused>) -> (ErrorCode, bool) {
        let r = r.expect_err("refused");
        (r.error.code, r.guess)
    }

    #[test]
    fn a_room_seats_its_host_on_the_side_asked_or_drawn_and_waits() {
        let (row, side) = decide_create(&request(SideChoice::North, None), ctx(0)).expect("created");
        assert_eq!(
            (side, row.north, row.south, row.status.clone()),
            (Side::North, Some(HOST), None, Status::Waiting)
        );
        assert!(row.friendly(), "no clock: a friendly game");
        let (row, side) = decide_create(&request(SideChoice::Random, Some(60_000)), ctx(2)).expect("created");
        assert_eq!((side, row.north, row.move_ms), (Side::North, Some(HOST), Some(60_000)));
        assert_eq!(row.deadline_ms, None, "the clock starts when the guest sits down");
    }

    #[test]
    fn a_room_is_refused_for_unknown_rules_a_clock_out_of_bounds_or_too_many_waiting() {
        let code = |req: NewRoom, waiting| decide_create(&req, ctx(waiting)).err().map(|e| e.code);
        let mut unknown = request(SideChoice::South, None);
        unknown.rules = "chess".into();
        assert_eq!(code(unknown, 0), Some(ErrorCode::UnknownRules));
        assert_eq!(
            code(request(SideChoice::South, Some(999)), 0),
            Some(ErrorCode::Malformed)
        );
        assert_eq!(
            code(request(SideChoice::South, Some(MAX_MOVE_MS + 1)), 0),
            Some(ErrorCode::Malformed)
        );
        assert_eq!(code(request(SideChoice::South, None), 3), Some(ErrorCode::RateLimited));
        assert_eq!(code(request(SideChoice::South, None), 2), None);
    }

    #[test]
    fn an_unknown_code_is_a_guess_and_a_spent_budget_refuses_only_typed_codes() {
        assert_eq!(
            found(None).map(|r| r.id).map_err(|r| (r.error.code, r.guess)),
            Err((ErrorCode::UnknownRoom, true))
        );
        assert_eq!(found(Some(waiting_room())).map(|r| r.id), Ok(1));
        assert_eq!(
            may_look_up(false, true).map_err(|e| e.code),
            Err(ErrorCode::RateLimited)
        );
        assert!(may_look_up(true, true).is_ok(), "a share link's secret passes");
        assert!(may_look_up(false, false).is_ok());
    }

    #[test]
    fn a_join_takes_the_free_seat_and_starts_the_clock() {
        let room = waiting_room();
        let Ok(Joined::Take { side, row }) = decide_join(&room, joining(GUEST)) else {
            panic!("a free seat");
        };
        assert_eq!(
            (side, row.north, row.status.clone(), row.turn_since_ms),
            (Side::North, Some(GUEST), Status::Active, T0 + 10)
        );
        assert_eq!(row.deadline_ms, Some(T0 + 10 + DEFAULT_MOVE_MS as i64));
        assert_eq!(
            decide_join(&row, joining(GUEST)),
            Ok(Joined::Seated(Side::North)),
            "joining again is harmless"
        );
        assert_eq!(decide_join(&room, joining(HOST)), Ok(Joined::Seated(Side::South)));
    }

    #[test]
    fn the_second_of_two_racing_joins_finds_the_room_full() {
        let room = waiting_room();
        // Both decided on the same waiting row; the first write wins the compare-and-set
        // and the loser reads the room again and decides on what it finds.
        let first = decide_join(&room, joining(GUEST));
        let second = decide_join(&room, joining(30));
        let (Ok(Joined::Take { row: won, .. }), Ok(Joined::Take { .. })) = (first, second) else {
            panic!("both saw a free seat");
        };
        assert_eq!(refused(decide_join(&won, joining(30))), (ErrorCode::RoomFull, false));
    }

    #[test]
    fn a_join_is_refused_when_finished_blocked_or_deleted() {
        let mut room = waiting_room();
        let blocked = JoinContext {
            blocked: true,
            ..joining(GUEST)
        };
        assert_eq!(
            refused(decide_join(&room, blocked)),
            (ErrorCode::UnknownRoom, false),
            "reads as unknown, charges no guess"
        );
        let deleted = JoinContext {
            alive: false,
            ..joining(GUEST)
        };
        assert_eq!(refused(decide_join(&room, deleted)), (ErrorCode::Unauthorized, false));
        room.status = Status::Finished;
        assert_eq!(
            refused(decide_join(&room, joining(GUEST))),
            (ErrorCode::RoomFinished, false)
        );
    }

    #[test]
    fn an_invitation_says_open_full_or_finished() {
        let mut room = waiting_room();
        assert_eq!(decide_invite(&room), (RoomState::Open, Some(Side::North)));
        room.north = Some(GUEST);
        room.status = Status::Active;
        assert_eq!(decide_invite(&room), (RoomState::Full, None));
        room.status = Status::Finished;
        assert_eq!(decide_invite(&room), (RoomState::Finished, None));
    }

    fn active_room() -> GameRow {
        match decide_join(&waiting_room(), joining(GUEST)) {
            Ok(Joined::Take { row, .. }) => row,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_watcher_has_no_seat_to_mark_and_no_action_to_take() {
        let room = active_room();
        const WATCHER: i64 = 99;
        assert_eq!(role(&room, WATCHER), Role::Watcher);
        assert_eq!(role(&room, GUEST), Role::Player(Side::North));
        let mut cached = replay(room.clone(), &[]).expect("replays");
        let hole = cached.game.snapshot().legal[0];
        let watcher = Context {
            account: WATCHER,
            now_ms: T0 + 20,
            away_timeout: Duration::from_secs(180),
        };
        for action in [
            Action::Move { number: 0, hole },
            Action::Resign,
            Action::Claim { win: true },
        ] {
            assert_eq!(
                decide(action, &cached, watcher).err().map(|e| e.code),
                Some(ErrorCode::NotSeated),
                "{action:?}"
            );
        }
        assert_eq!(cached.state(None, T0).code, "", "a watcher never gets the join code");
        assert_eq!(cached.state(Some(Side::South), T0).code, room.code);
        cached.row.north = None;
        assert_eq!(
            decide_presence(&cached.row, Side::North, Some(T0)),
            None,
            "an empty seat"
        );
    }

    #[test]
    fn presence_marks_a_seat_away_from_a_time_and_back() {
        let room = active_room();
        let away = decide_presence(&room, Side::North, Some(T0 + 50)).expect("marked away");
        assert_eq!(away.north_away_ms, Some(T0 + 50));
        assert_eq!(away.south_away_ms, room.south_away_ms, "only its seat");
        let back = decide_presence(&away, Side::North, None).expect("back");
        assert_eq!(back.north_away_ms, None);
        assert_eq!(decide_presence(&back, Side::North, None), None, "already present");
        let again = decide_presence(&away, Side::North, Some(T0 + 80)).expect("left again");
        assert_eq!(again.north_away_ms, Some(T0 + 80), "counted from the last leaving");
    }

    #[test]
    fn a_rematch_swaps_the_sides_keeps_the_clock_and_starts_with_both_away() {
        let mut old = active_room();
        old.status = Status::Finished;
        let new = rematch_game(&old, 2, "HJKMNP".into(), T0 + 99).expect("rematch");
        assert_eq!((new.south, new.north), (old.north, old.south));
        assert_eq!((new.status.clone(), new.move_ms), (Status::Active, old.move_ms));
        assert_eq!((new.south_away_ms, new.north_away_ms), (Some(T0 + 99), Some(T0 + 99)));
        assert_eq!(new.deadline_ms, old.move_ms.map(|m| T0 + 99 + m));
        old.north = None;
        assert_eq!(
            rematch_game(&old, 3, "HJKMNP".into(), T0).err().map(|e| e.code),
            Some(ErrorCode::NoRematch)
        );
    }

    #[test]
    fn deleting_an_account_resigns_its_live_games_only_and_the_opponent_wins() {
        let live = active_room();
        let waiting = GameRow {
            id: 7,
            ..waiting_room()
        };
        let mut over = GameRow { id: 8, ..active_room() };
        over.status = Status::Finished;
        let theirs = GameRow {
            id: 9,
            south: Some(40),
            north: Some(50),
            ..active_room()
        };
        let games = [live.clone(), waiting, over, theirs];
        assert_eq!(games_to_resign(GUEST, &games), vec![live.id]);
        let cached = replay(live, &[]).expect("replays");
        let change = decide(
            Action::Resign,
            &cached,
            Context {
                account: GUEST,
                now_ms: T0 + 30,
                away_timeout: Duration::from_secs(180),
            },
        )
        .expect("resigned");
        let result = change.row.result.expect("a result");
        assert_eq!(
            (result.outcome, result.reason),
            (Outcome::Win { side: Side::South }, EndReason::Resigned)
        );
        // After the deletion no join seats the account again.
        let deleted = JoinContext {
            alive: false,
            ..joining(GUEST)
        };
        assert_eq!(
            refused(decide_join(&waiting_room(), deleted)).0,
            ErrorCode::Unauthorized
        );
    }
}
