//! The online state machine fed event sequences: the test is the shell's transport
//! and the server at once. It reads the core's `Http` and `Socket*` effects and
//! answers with `Event::Transport` reports built from the protocol's types; timers
//! fire when the test says so. No server, no socket, no clock, no sleep.

mod common;
use pallanguzhi_app::*;
use pallanguzhi_core::{Game, Players, Rules, Side};
use pallanguzhi_protocol::{
    AccountToken, ClientMessage, Clock, EndReason, ErrorBody, ErrorCode, GameResult, GameState, JoinRoom, MyStats,
    NewAccount, NewRoom, RoomInfo, RoomInvite, RoomState, RulesStats, SeatInfo, ServerMessage, Status, WireError,
    PROTOCOL_VERSION,
};
use serde::Serialize;

const SERVER: &str = "http://test.invalid";
const TOKEN: &str = "t0k3n";

type Headers = Vec<Header>;

#[derive(Debug)]
struct Req {
    id: u64,
    method: String,
    url: String,
    headers: Headers,
    body: Option<String>,
}

impl Req {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|h| h.name == name).map(|h| h.value.as_str())
    }
}

/// A phone whose transport is the test.
struct Phone {
    app: App,
    http: Vec<Req>,
    /// Sockets opened: (id, url, headers).
    opened: Vec<(u64, String, Headers)>,
    sent: Vec<(u64, ClientMessage)>,
    closed: Vec<u64>,
    /// Calls the core gave up on (`HttpCancel`).
    cancelled: Vec<u64>,
    timers: Vec<(u64, u32)>,
    announced: Vec<String>,
    haptics: Vec<HapticKind>,
    sounds: Vec<SoundKind>,
}

impl Phone {
    fn new() -> Phone {
        Phone::launched(App::new(3), "")
    }

    /// A phone launched on `app` with its files in `dir` ("": none).
    fn launched(app: App, dir: &str) -> Phone {
        let mut phone = Phone {
            app,
            http: vec![],
            opened: vec![],
            sent: vec![],
            closed: vec![],
            cancelled: vec![],
            timers: vec![],
            announced: vec![],
            haptics: vec![],
            sounds: vec![],
        };
        phone.send(Event::Launch {
            dir: dir.into(),
            language: "en".into(),
            reduce_motion: true,
        });
        phone.act(OnlineAction::SetServer { url: SERVER.into() });
        phone
    }

    fn send(&mut self, event: Event) {
        for effect in self.app.handle(event) {
            match effect {
                Effect::Http {
                    id,
                    method,
                    url,
                    headers,
                    body,
                    ..
                } => self.http.push(Req {
                    id,
                    method,
                    url,
                    headers,
                    body,
                }),
                Effect::SocketOpen { id, url, headers, .. } => self.opened.push((id, url, headers)),
                Effect::HttpCancel { id } => self.cancelled.push(id),
                Effect::SocketSend { id, text } => {
                    let msg = serde_json::from_str(&text).expect("the core sends protocol messages");
                    self.sent.push((id, msg));
                }
                Effect::SocketClose { id } => self.closed.push(id),
                Effect::StartTimer { id, ms } => self.timers.push((id, ms)),
                Effect::CancelTimer { id } => self.timers.retain(|(t, _)| *t != id),
                Effect::Announce { text } => self.announced.push(text),
                Effect::Haptic { kind } => self.haptics.push(kind),
                Effect::Sound { sound } => self.sounds.push(sound.kind),
                _ => {}
            }
        }
    }

    fn act(&mut self, action: OnlineAction) {
        self.send(Event::OnlineAction(action));
    }

    /// Signs up as `name` and the server answers with account `account_id`.
    fn sign_up(&mut self, name: &str, account_id: i64) {
        self.act(OnlineAction::SignUp { name: name.into() });
        let req = self.request("/v1/accounts");
        let account = AccountToken {
            account_id,
            name: name.into(),
            token: TOKEN.into(),
        };
        self.answer(&req, 201, &account);
    }

    fn report(&mut self, report: Transport) {
        self.send(Event::Transport(report));
    }

    /// The oldest request to `path` (taken: the test answers it).
    fn request(&mut self, path: &str) -> Req {
        let url = format!("{SERVER}{path}");
        let at = self.http.iter().position(|r| r.url == url);
        let at = at.unwrap_or_else(|| panic!("no request to {url}: {:?}", self.http));
        self.http.remove(at)
    }

    fn answer(&mut self, req: &Req, status: u16, body: &impl Serialize) {
        let body = serde_json::to_string(body).expect("json");
        self.report(Transport::HttpDone {
            id: req.id,
            status,
            body,
        });
    }

    /// The socket opened last.
    fn socket(&self) -> u64 {
        self.opened.last().expect("a socket was opened").0
    }

    fn hear(&mut self, msg: &ServerMessage) {
        let text = serde_json::to_string(msg).expect("json");
        let id = self.socket();
        self.report(Transport::SocketMessage { id, text });
    }

    fn sent(&mut self) -> Vec<ClientMessage> {
        self.sent.drain(..).map(|(_, m)| m).collect()
    }

    /// Fire the oldest pending timer of `ms` milliseconds.
    fn fire(&mut self, ms: u32) {
        let at = self.timers.iter().position(|(_, t)| *t == ms);
        let (id, _) = self
            .timers
            .remove(at.unwrap_or_else(|| panic!("no {ms} ms timer: {:?}", self.timers)));
        self.send(Event::TimerFired { id });
    }

    fn has_timer(&self, ms: u32) -> bool {
        self.timers.iter().any(|(_, t)| *t == ms)
    }

    fn view(&self) -> ViewModel {
        self.app.view()
    }

    /// The connection's state as the screen shows it (a watch, a room, the lobby, home),
    /// else as the lobby does.
    fn state(&mut self) -> ConnState {
        match self.view().watch() {
            Some(watch) => watch.state,
            None => self.online().state,
        }
    }

    /// The online view of the screen shown; on a screen without one (an offline game,
    /// the account...), the lobby's: opened, read and left with Back.
    fn online(&mut self) -> OnlineView {
        if let Some(online) = self.view().online() {
            return online;
        }
        self.send(Event::Open { screen: Screen::Online });
        let online = self.view().online().expect("the lobby");
        self.send(Event::Back);
        online
    }

    /// The statistics and recent games as their screen shows them (opened, read, left).
    fn stats(&mut self) -> StatsScreenView {
        if let Some(stats) = self.view().stats() {
            return stats;
        }
        self.send(Event::Open { screen: Screen::Stats });
        let stats = self.view().stats().expect("the statistics screen");
        self.send(Event::Back);
        stats
    }

    /// Open the socket and take its hello (what follows stays in `sent`); the hello's `have`.
    fn connect(&mut self) -> Option<u32> {
        let id = self.socket();
        self.report(Transport::SocketOpened { id });
        match self.sent.first().cloned() {
            Some((at, ClientMessage::Hello { version, have, .. })) if at == id && version == PROTOCOL_VERSION => {
                self.sent.remove(0);
                have
            }
            other => panic!("no hello first: {other:?}"),
        }
    }
}

fn stats(rating: f64) -> MyStats {
    MyStats {
        account_id: 1,
        per_rules: vec![RulesStats {
            rules: "kalah".into(),
            games: 1,
            wins: 0,
            losses: 0,
            draws: 0,
            streak: 0,
            best_win_streak: 0,
            rating,
            deviation: 200.0,
            volatility: 0.06,
            provisional: true,
        }],
    }
}

/// The server's end of a game the players agreed to draw after `moves` moves.
fn draw_agreed(moves: u32) -> ServerMessage {
    ServerMessage::GameOver {
        result: GameResult {
            outcome: pallanguzhi_core::Outcome::Draw,
            reason: EndReason::DrawAgreed,
        },
        moves,
    }
}

fn seat(side: Side, name: &str, present: bool) -> SeatInfo {
    SeatInfo {
        side,
        account_id: if side == Side::South { 1 } else { 2 },
        name: name.into(),
        present,
    }
}

/// The server's side of game 1 (Kalah): the real rules make its `moved` messages.
struct Table {
    game: Game,
    state: GameState,
}

impl Table {
    fn new(you: Side) -> Table {
        let game = Game::new(Rules::preset("kalah").expect("preset"), Players::humans()).expect("game");
        let state = GameState {
            game_id: 1,
            code: "QRTW34".into(),
            rules: "kalah".into(),
            status: Status::Active,
            seats: vec![seat(Side::South, "Valli", true), seat(Side::North, "Kumar", true)],
            you: Some(you),
            moves: vec![],
            snapshot: game.snapshot(),
            result: None,
            draw_offer: None,
            clock: None,
        };
        Table { game, state }
    }

    fn full(&self) -> ServerMessage {
        ServerMessage::State(Box::new(self.state.clone()))
    }

    fn play(&mut self, hole: u8) -> ServerMessage {
        let number = self.game.history().len() as u32;
        let turn = self.game.play(hole).expect("a legal move");
        self.state.moves.push(hole);
        self.state.snapshot = turn.after.clone();
        ServerMessage::Moved {
            number,
            side: turn.mover,
            hole,
            events: turn.events,
            snapshot: turn.after,
            clock: self.state.clock,
        }
    }

    fn first_legal(&self) -> u8 {
        self.game.legal_moves()[0]
    }
}

/// Signed up as Valli, in room QRTW34 on `you`'s side, socket open, the first state heard.
fn seated(you: Side) -> (Phone, Table) {
    sit_down(Phone::new(), you)
}

/// `phone` signed up as Valli and seated as `seated` says.
fn sit_down(mut phone: Phone, you: Side) -> (Phone, Table) {
    assert_eq!(
        phone.view().online().expect("an online view").status,
        "",
        "nothing going on: nothing said"
    );
    phone.act(OnlineAction::SignUp { name: "Valli".into() });
    let online = phone.view().online().expect("an online view");
    assert!(
        online.working && !online.status.is_empty(),
        "the call is said: {}",
        online.status
    );
    let req = phone.request("/v1/accounts");
    assert_eq!(req.method, "POST");
    assert_eq!(req.header("content-type"), Some("application/json"));
    let body: NewAccount = serde_json::from_str(req.body.as_deref().expect("a body")).expect("NewAccount");
    assert_eq!(body.name, "Valli");
    let account = AccountToken {
        account_id: 1,
        name: "Valli".into(),
        token: TOKEN.into(),
    };
    phone.answer(&req, 201, &account);
    assert_eq!(phone.view().online().expect("an online view").account, "Valli");
    assert_eq!(
        phone.view().online().expect("an online view").status,
        "",
        "signed up and idle: no \"Not connected.\""
    );

    let side = match you {
        Side::South => SideChoice::South,
        Side::North => SideChoice::North,
    };
    phone.act(OnlineAction::CreateRoom {
        preset: "kalah".into(),
        side,
    });
    let req = phone.request("/v1/rooms");
    assert_eq!(req.header("authorization"), Some(format!("Bearer {TOKEN}").as_str()));
    let body: NewRoom = serde_json::from_str(req.body.as_deref().expect("a body")).expect("NewRoom");
    assert_eq!((body.rules.as_str(), body.side), ("kalah", side));
    let room = RoomInfo {
        code: "QRTW34".into(),
        link: format!("{SERVER}/join/QRTW34"),
        game_id: 1,
        rules: "kalah".into(),
        your_side: you,
        ws_path: "/v1/games/1/ws".into(),
        move_ms: None,
        watch_link: None,
    };
    phone.answer(&req, 201, &room);
    let req = phone.request("/v1/me/stats");
    assert_eq!(req.method, "GET");
    phone.answer(&req, 200, &stats(1500.0));
    let (_, url, headers) = phone.opened.last().expect("the socket opened").clone();
    assert_eq!(url, "ws://test.invalid/v1/games/1/ws");
    assert!(headers.contains(&Header {
        name: "authorization".into(),
        value: format!("Bearer {TOKEN}")
    }));
    assert_eq!(phone.state(), ConnState::Connecting);
    assert_eq!(phone.connect(), None, "a first connection knows no move");
    let table = Table::new(you);
    phone.hear(&table.full());
    assert_eq!(phone.state(), ConnState::Playing);
    (phone, table)
}

/// A phone with an offline game of two moves on its (in-memory) disk, on the home screen.
fn with_offline_game() -> Phone {
    let fs = common::MemFs::new();
    let mut phone = Phone::launched(App::with_fs(3, fs), "/phone");
    phone.send(common::new_game("kalah", common::pass_and_play(&["Ann"], &["Bo"])));
    for _ in 0..2 {
        let hole = phone
            .view()
            .game()
            .expect("the offline game")
            .holes
            .iter()
            .find(|h| h.legal)
            .expect("a move")
            .index;
        phone.send(Event::TapHole { hole });
    }
    let moves = phone.view().game().expect("the offline game").moves_played;
    assert_eq!(moves, 2);
    phone.send(Event::BackHome);
    let ScreenView::Home(home) = phone.view().screen_view else {
        panic!("not home")
    };
    assert!(home.can_continue);
    phone
}

#[test]
fn a_seat_takes_the_board_and_leaving_it_gives_the_offline_game_back() {
    let (mut phone, _) = sit_down(with_offline_game(), Side::South);
    assert!(
        matches!(phone.view().screen_view, ScreenView::Room(_)),
        "seated: the room is shown"
    );
    let socket = phone.socket();
    phone.act(OnlineAction::Leave);
    assert!(phone.closed.contains(&socket), "leaving closes the room's socket");
    let ScreenView::Home(home) = phone.view().screen_view else {
        panic!("not home")
    };
    assert!(home.can_continue, "the offline game is back: Continue");
    phone.send(Event::ContinueGame);
    let ScreenView::Game(game) = phone.view().screen_view else {
        panic!("not the offline game")
    };
    assert_eq!(game.game.moves_played, 2, "where it was");
    assert_eq!(phone.state(), ConnState::Idle);
}

#[test]
fn a_new_offline_game_ends_the_seat_and_its_socket() {
    let (mut phone, _) = seated(Side::South);
    let socket = phone.socket();
    phone.send(common::new_game("kalah", common::pass_and_play(&["Ann"], &["Bo"])));
    assert!(
        phone.closed.contains(&socket),
        "the room's socket is closed, not left open behind the game"
    );
    assert!(
        matches!(phone.view().screen_view, ScreenView::Game(_)),
        "the offline game is shown"
    );
    assert_eq!(phone.state(), ConnState::Idle);
    assert!(phone.online().code.is_none(), "no room any more");
}

#[test]
fn a_lost_socket_backs_off_doubling_to_fifteen_seconds_then_fails_and_retry_starts_again() {
    let (mut phone, _) = seated(Side::South);
    let first = phone.socket();
    phone.report(Transport::SocketClosed {
        id: first,
        code: Some(1006),
    });
    let mut waits = vec![];
    for attempt in 1..=8 {
        assert_eq!(phone.state(), ConnState::Reconnecting { attempt });
        assert!(
            phone.view().online().expect("an online view").working,
            "reconnecting spins"
        );
        let ms = phone
            .timers
            .iter()
            .map(|(_, ms)| *ms)
            .find(|ms| *ms < 10_000 || *ms == 15_000);
        let ms = ms.expect("a back-off timer");
        waits.push(ms);
        phone.fire(ms);
        let id = phone.socket();
        phone.report(Transport::SocketFailed {
            id,
            error: "connection refused".into(),
        });
    }
    assert_eq!(waits, [500, 1000, 2000, 4000, 8000, 15000, 15000, 15000]);
    assert_eq!(phone.state(), ConnState::Failed);
    assert!(
        phone.view().online().expect("an online view").error.is_some(),
        "the player is told why"
    );
    assert!(
        !phone.view().online().expect("an online view").working,
        "given up: nothing spins"
    );
    let room = room(&phone);
    assert!(room.show_connection);
    let retry = room
        .actions
        .iter()
        .find(|a| a.id == "retry")
        .expect("try again is offered");
    assert_eq!(retry.event, Event::OnlineAction(OnlineAction::Retry));
    common::assert_events_round_trip(&room.actions);
    let opened = phone.opened.len();
    phone.act(OnlineAction::Retry);
    assert_eq!(phone.opened.len(), opened + 1, "retry opens a socket at once");
    // News of the first socket, long closed, changes nothing.
    let before = phone.view();
    phone.report(Transport::SocketMessage {
        id: first,
        text: "{\"type\":\"pong\"}".into(),
    });
    phone.report(Transport::SocketClosed { id: first, code: None });
    assert_eq!(phone.view(), before);
}

/// The online room shown on the board's screen.
fn room(phone: &Phone) -> RoomView {
    match phone.view().screen_view {
        ScreenView::Room(room) => room,
        other => panic!("not the room: {other:?}"),
    }
}

fn action_ids(actions: &[ActionView]) -> Vec<&str> {
    actions.iter().map(|a| a.id.as_str()).collect()
}

#[test]
fn the_room_says_waiting_or_seated_and_its_actions_and_the_result_offers_the_leaderboard() {
    let (mut phone, _) = seated(Side::South);
    let seated_room = room(&phone);
    assert_eq!(
        (seated_room.phase, seated_room.code.as_str()),
        (RoomPhase::Seated, "QRTW34")
    );
    assert!(!seated_room.show_connection, "simply playing: no connection line");
    assert!(!seated_room.online.working, "simply playing: nothing spins");
    // The room carries its board and its online lines: a shell reads nothing else.
    let view = phone.view();
    assert_eq!(seated_room.board, view.game(), "the room's board");
    assert_eq!(
        seated_room.online,
        view.online().expect("an online view"),
        "the room's online lines"
    );
    assert_eq!(seated_room.online.code.as_deref(), Some("QRTW34"));
    assert_eq!(
        action_ids(&seated_room.actions),
        ["offer-draw", "resign", "online-leave"]
    );
    let leave = seated_room.actions.last().expect("leave");
    assert_eq!(leave.event, Event::OnlineAction(OnlineAction::Leave));
    assert_eq!(
        leave.confirm,
        phone.view().online().expect("an online view").leave_confirm,
        "a game on asks first"
    );
    common::assert_events_round_trip(&seated_room.actions);
    phone.hear(&draw_agreed(0));
    let over = room(&phone);
    assert_eq!(action_ids(&over.actions), ["leaderboard", "online-leave"]);
    assert_eq!(over.actions[1].confirm, None, "a finished game is left at once");
    // The result card: the opponent is here, so a rematch first; no move was played, so
    // no review; home leaves the finished room.
    let dialog = phone.view().game().expect("game").dialog.expect("the result");
    assert_eq!(action_ids(&dialog.actions), ["rematch", "home"]);
    assert_eq!(dialog.actions[0].event, Event::OnlineAction(OnlineAction::OfferRematch));
    assert_eq!(dialog.actions[1].event, Event::OnlineAction(OnlineAction::Leave));
    assert_eq!(dialog.title, "The game is a draw.");
    assert_eq!(dialog.lines[1], "Draw by agreement.");
    phone.send(dialog.actions[1].event.clone());
    assert_eq!(phone.view().screen, Screen::Home, "home from the card");
    assert_eq!(
        phone.view().online().expect("an online view").code,
        None,
        "the finished room is left"
    );
}

#[test]
fn a_room_waiting_for_its_guest_is_the_waiting_phase() {
    let (mut phone, mut table) = seated(Side::South);
    table.state.status = Status::Waiting;
    table.state.seats.truncate(1);
    phone.hear(&table.full());
    assert_eq!(phone.state(), ConnState::WaitingForGuest);
    let waiting = room(&phone);
    assert!(waiting.online.working, "waiting for the guest spins");
    assert_eq!(waiting.phase, RoomPhase::Waiting);
    assert_eq!(action_ids(&waiting.actions), ["online-leave"]);
}

#[test]
fn a_move_sent_before_a_drop_is_resent_under_its_number_and_played_once_echoed() {
    let (mut phone, mut table) = seated(Side::South);
    let hole = table.first_legal();
    phone.send(Event::TapHole { hole });
    assert_eq!(phone.sent(), [ClientMessage::Move { number: 0, hole }]);
    assert!(phone.view().online().expect("an online view").sending);
    assert!(
        phone.view().online().expect("an online view").working,
        "a move on its way spins"
    );
    assert_eq!(
        phone.view().game().expect("game").moves_played,
        0,
        "played only when echoed"
    );
    let id = phone.socket();
    phone.report(Transport::SocketFailed {
        id,
        error: "reset".into(),
    });
    // A tap while the move is pending is refused (one move in flight).
    phone.send(Event::TapHole { hole });
    assert!(phone.sent().is_empty());
    phone.fire(500);
    assert_eq!(phone.connect(), Some(0), "the reconnect says how many moves it knows");
    assert_eq!(phone.sent(), [ClientMessage::Move { number: 0, hole }], "resent");
    let echo = table.play(hole);
    phone.hear(&echo);
    phone.hear(&echo); // the duplicate of a resent move
    let view = phone.view();
    assert_eq!(view.game().expect("game").moves_played, 1);
    assert!(!view.online().expect("an online view").sending);
    assert!(
        !view.online().expect("an online view").working,
        "the echo stops the spinner"
    );
    assert_eq!(phone.app.online_moves(), [hole]);
}

#[test]
fn a_gap_in_the_moves_asks_for_the_state_and_the_state_catches_up() {
    let (mut phone, mut table) = seated(Side::North);
    let a = table.first_legal();
    table.play(a);
    let b = table.first_legal();
    let second = table.play(b);
    phone.hear(&second);
    assert_eq!(phone.sent(), [ClientMessage::Sync]);
    phone.hear(&table.full());
    assert_eq!(phone.view().game().expect("game").moves_played, 2);
}

#[test]
fn a_silent_socket_is_pinged_and_dropped_after_three_silent_beats() {
    let (mut phone, _) = seated(Side::South);
    // The state was heard since the socket opened: the first beat sends nothing.
    phone.fire(3000);
    assert!(phone.sent().is_empty());
    phone.fire(3000);
    assert_eq!(phone.sent(), [ClientMessage::Ping]);
    phone.hear(&ServerMessage::Pong);
    phone.fire(3000);
    assert!(phone.sent().is_empty(), "a pong counts as heard");
    let id = phone.socket();
    for _ in 0..2 {
        phone.fire(3000);
        assert_eq!(phone.sent(), [ClientMessage::Ping]);
    }
    phone.fire(3000);
    assert!(phone.closed.contains(&id), "the dead socket is closed");
    assert_eq!(phone.state(), ConnState::Reconnecting { attempt: 1 });
    assert!(!phone.has_timer(3000), "no heartbeat without a socket");
}

#[test]
fn calls_and_openings_time_out_and_their_late_answers_are_dropped() {
    let mut phone = Phone::new();
    phone.act(OnlineAction::SignUp { name: "Valli".into() });
    let req = phone.request("/v1/accounts");
    assert_eq!(phone.state(), ConnState::Busy);
    assert!(phone.cancelled.is_empty());
    phone.fire(10_000);
    assert_eq!(phone.state(), ConnState::Idle);
    assert_eq!(phone.cancelled, vec![req.id], "the platform's call is ended too");
    let error = phone.view().online().expect("an online view").error.expect("an error");
    assert!(error.contains("does not answer"), "{error}");
    let late = AccountToken {
        account_id: 1,
        name: "Valli".into(),
        token: TOKEN.into(),
    };
    phone.answer(&req, 201, &late);
    assert_eq!(
        phone.view().online().expect("an online view").account,
        "",
        "a timed-out call's answer is stale"
    );

    let (mut phone, _) = seated(Side::South);
    let id = phone.socket();
    phone.report(Transport::SocketClosed { id, code: None });
    phone.fire(500);
    let opening = phone.socket();
    phone.fire(10_000);
    assert!(phone.closed.contains(&opening));
    assert_eq!(phone.state(), ConnState::Reconnecting { attempt: 2 });
    phone.report(Transport::SocketOpened { id: opening });
    assert!(phone.sent().is_empty(), "a timed-out opening says no hello");
}

#[test]
fn a_socket_the_server_refuses_fails_at_once_and_a_busy_one_is_retried() {
    let (mut phone, _) = seated(Side::South);
    let id = phone.socket();
    phone.report(Transport::SocketClosed { id, code: None });
    phone.fire(500);
    let busy = ErrorBody {
        error: WireError::new(ErrorCode::RateLimited, "slow down"),
    };
    let id = phone.socket();
    let body = serde_json::to_string(&busy).expect("json");
    phone.report(Transport::SocketRefused { id, status: 429, body });
    assert_eq!(phone.state(), ConnState::Reconnecting { attempt: 2 });
    phone.fire(1000);
    let refused = ErrorBody {
        error: WireError::new(ErrorCode::Unauthorized, "bad token"),
    };
    let id = phone.socket();
    let body = serde_json::to_string(&refused).expect("json");
    phone.report(Transport::SocketRefused { id, status: 401, body });
    assert_eq!(phone.state(), ConnState::Failed);
    let error = phone.view().online().expect("an online view").error.expect("an error");
    assert!(!error.contains("does not answer"), "a refusal, not a silence: {error}");
    assert!(
        phone.timers.iter().all(|(_, ms)| *ms == 0),
        "no retry is scheduled: {:?}",
        phone.timers
    );
}

/// A platform that cannot read a refused socket's body (URLSession) reports the status
/// alone: the core decides from it, so a revoked token fails at once on every platform
/// and a proxy's 502 between restarts is retried.
#[test]
fn a_refusal_without_a_body_is_decided_by_its_status() {
    for (status, fails) in [
        (401, true),
        (403, true),
        (404, true),
        (400, true),
        (429, false),
        (502, false),
    ] {
        let (mut phone, _) = seated(Side::South);
        let id = phone.socket();
        phone.report(Transport::SocketClosed { id, code: None });
        phone.fire(500);
        let id = phone.socket();
        let body = String::new();
        phone.report(Transport::SocketRefused { id, status, body });
        let state = phone.state();
        assert_eq!(state == ConnState::Failed, fails, "HTTP {status}: {state:?}");
        if status == 401 {
            let error = phone.view().online().expect("an online view").error.expect("an error");
            assert!(error.contains("does not know this device"), "{error}");
        }
    }
}

/// Every call carries its method as the wire string and the core's timeout; a socket
/// opening carries the timeout and the ping interval.
#[test]
fn requests_carry_their_wire_method_and_the_cores_timeouts() {
    let (mut phone, _) = seated(Side::South);
    let mut effects = phone.app.handle(Event::OnlineAction(OnlineAction::DeleteAccount));
    let id = phone.socket();
    phone.report(Transport::SocketClosed { id, code: None });
    effects.extend(phone.app.handle(Event::TimerFired {
        id: phone.timers.iter().find(|(_, ms)| *ms == 500).expect("a retry").0,
    }));
    let http = effects.iter().find_map(|e| match e {
        Effect::Http { method, timeout_ms, .. } => Some((method.as_str(), *timeout_ms)),
        _ => None,
    });
    assert_eq!(http, Some(("DELETE", 10_000)));
    let open = effects.iter().find_map(|e| match e {
        Effect::SocketOpen {
            timeout_ms, ping_ms, ..
        } => Some((*timeout_ms, *ping_ms)),
        _ => None,
    });
    assert_eq!(open, Some((10_000, 3_000)));
}

#[test]
fn refusals_of_calls_and_moves_are_shown_and_change_nothing() {
    let (mut phone, mut table) = seated(Side::South);
    phone.act(OnlineAction::Leaderboard { preset: "kalah".into() });
    let req = phone.request("/v1/leaderboard?rules=kalah&limit=20");
    let refused = ErrorBody {
        error: WireError::new(ErrorCode::Internal, "database away"),
    };
    phone.answer(&req, 500, &refused);
    assert!(phone
        .view()
        .online()
        .expect("an online view")
        .error
        .expect("an error")
        .contains("database away"));
    assert_eq!(phone.state(), ConnState::Playing);
    phone.report(Transport::HttpDone {
        id: req.id,
        status: 200,
        body: "{}".into(),
    });

    let hole = table.first_legal();
    phone.send(Event::TapHole { hole });
    phone.sent();
    let stale = WireError::new(ErrorCode::StaleMove, "move 0 was played").expecting(1);
    phone.hear(&ServerMessage::Error(stale));
    assert!(
        !phone.view().online().expect("an online view").sending,
        "a refused move is no longer pending"
    );
    assert!(phone.view().notice.is_some(), "the refusal is shown");
    phone.hear(&table.play(hole));
    assert_eq!(phone.view().game().expect("game").moves_played, 1);
    // Not the protocol: skipped, nothing applied, the game goes on.
    let before = phone.view();
    let id = phone.socket();
    phone.report(Transport::SocketMessage {
        id,
        text: "{not json".into(),
    });
    assert_eq!(phone.view(), before);
    assert_eq!(phone.state(), ConnState::Playing);
}

#[test]
fn only_the_opponent_answers_a_draw_offer_and_mine_is_shown_as_sent() {
    let (mut phone, mut table) = seated(Side::South);
    phone.send(Event::OfferDraw);
    assert_eq!(phone.sent(), [ClientMessage::OfferDraw]);
    phone.hear(&ServerMessage::DrawOffered { by: Side::South });
    let view = phone.view();
    assert_eq!(view.online().expect("an online view").draw_offer, Some(Side::South));
    assert!(
        view.game().expect("game").dialog.is_none(),
        "my own offer opens no dialog"
    );
    assert!(
        view.online()
            .expect("an online view")
            .status
            .to_lowercase()
            .contains("draw"),
        "{}",
        view.online().expect("an online view").status
    );
    phone.hear(&ServerMessage::DrawDeclined { by: Side::North });
    assert_eq!(phone.view().online().expect("an online view").draw_offer, None);

    let hole = table.first_legal();
    phone.hear(&table.play(hole));
    phone.hear(&ServerMessage::DrawOffered { by: Side::North });
    let dialog = phone.view().game().expect("game").dialog.expect("the offer is asked");
    assert_eq!(dialog.kind, DialogKind::DrawOffer);
    phone.send(Event::AcceptDraw);
    assert_eq!(phone.sent(), [ClientMessage::AcceptDraw]);
    let over = draw_agreed(1);
    phone.hear(&over);
    assert_eq!(phone.state(), ConnState::Finished);
    let dialog = phone.view().game().expect("game").dialog.expect("game over");
    assert_eq!(dialog.kind, DialogKind::GameOver);
    // A late offer after the end never reopens the question.
    phone.hear(&ServerMessage::DrawOffered { by: Side::North });
    assert_eq!(
        phone.view().game().expect("game").dialog.expect("game over").kind,
        DialogKind::GameOver
    );
}

#[test]
fn an_away_opponent_can_be_claimed_against_and_the_rating_change_is_after_minus_before() {
    let (mut phone, table) = seated(Side::South);
    let away = vec![seat(Side::South, "Valli", true), seat(Side::North, "Kumar", false)];
    phone.hear(&ServerMessage::Seats {
        seats: away,
        status: Status::Active,
    });
    assert_eq!(phone.state(), ConnState::OpponentAway);
    assert!(
        !phone.view().online().expect("an online view").can_claim,
        "only once the server says so"
    );
    phone.hear(&ServerMessage::ClaimAvailable { away: Side::North });
    assert!(phone.view().online().expect("an online view").can_claim);
    let claims = room(&phone).actions;
    assert_eq!(action_ids(&claims)[..2], ["claim-win", "claim-draw"]);
    common::assert_events_round_trip(&claims);
    phone.act(OnlineAction::ClaimWin);
    assert_eq!(phone.sent(), [ClientMessage::ClaimWin]);
    let over = ServerMessage::GameOver {
        result: GameResult {
            outcome: pallanguzhi_core::Outcome::Win { side: Side::South },
            reason: EndReason::Abandoned,
        },
        moves: table.state.moves.len() as u32,
    };
    let socket = phone.socket();
    phone.hear(&over);
    assert_eq!(phone.state(), ConnState::Finished);
    assert!(phone.closed.contains(&socket), "a finished game's socket is closed");
    assert!(!phone.view().online().expect("an online view").can_claim);
    let req = phone.request("/v1/me/stats");
    phone.answer(&req, 200, &stats(1512.5));
    let view = phone.view();
    assert_eq!(
        view.online().expect("an online view").rating_change,
        Some(13),
        "12.5 points, rounded"
    );
    assert!(view.online().expect("an online view").rating_text.is_some());
    // The result card says it from my side, by name, with the reason and the rating change.
    let card = view.game().expect("game").dialog.expect("the result card");
    assert_eq!(card.title, "You won");
    assert_eq!(card.lines.len(), 3, "{:?}", card.lines);
    assert!(
        card.lines[0].starts_with("You won ") && card.lines[0].ends_with(" against Kumar."),
        "{:?}",
        card.lines
    );
    assert_eq!(card.lines[2], "Rating +13");
    assert_eq!(action_ids(&card.actions).last(), Some(&"home"));
}

#[test]
fn a_finished_online_game_is_kept_in_the_recent_games_with_my_seat_and_its_result_offers_a_review() {
    let (mut phone, mut table) = seated(Side::South);
    phone.app.set_review_nodes(500);
    for _ in 0..3 {
        let hole = table.first_legal();
        if table.game.snapshot().to_move == Some(Side::South) {
            phone.send(Event::TapHole { hole });
            let number = table.state.moves.len() as u32;
            assert_eq!(phone.sent(), [ClientMessage::Move { number, hole }]);
        }
        let echo = table.play(hole);
        phone.hear(&echo);
    }
    let view = phone.view();
    assert!(!view.game().expect("game").buttons.review, "not before the end");
    assert!(phone.stats().recent.games.is_empty());

    // Kumar resigns: the game is kept at once, my seat as "you".
    phone.hear(&ServerMessage::GameOver {
        result: GameResult {
            outcome: pallanguzhi_core::Outcome::Win { side: Side::South },
            reason: EndReason::Resigned,
        },
        moves: 3,
    });
    assert_eq!(phone.state(), ConnState::Finished);
    let view = phone.view();
    let game = view.game().expect("the result");
    assert!(
        game.buttons.review && game.actions.is_empty(),
        "review, never a rematch under the board online (the result card offers it)"
    );
    let kept = &phone.stats().recent.games;
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].id, "online-1");
    assert!(kept[0].online);
    assert_eq!(kept[0].title, "Online Kalah: Valli vs Kumar");
    assert_eq!(kept[0].result, "You won in 3 moves.");
    assert_eq!(kept[0].won, Some(true));

    // The result's "Review": the three moves, my side's summed up; back to the result.
    phone.send(Event::RequestReview);
    let view = phone.view();
    assert_eq!(view.screen, Screen::Review);
    let review = view.review().expect("the review");
    assert_eq!((review.game_id.as_str(), review.total), ("online-1", 3));
    assert!(review.running);
    assert_eq!(review.summary.len(), 1, "only my moves");
    assert!(review.summary[0].starts_with("Valli: "), "{}", review.summary[0]);
    phone.send(Event::BackHome);
    assert_eq!(phone.view().screen, Screen::Game);
    assert_eq!(phone.state(), ConnState::Finished);

    // After leaving the room, from the list.
    phone.act(OnlineAction::Leave);
    phone.send(Event::ReviewGame { id: "online-1".into() });
    assert_eq!(phone.view().review().expect("the review").total, 3);
    phone.send(Event::BackHome);
    assert_eq!(phone.view().screen, Screen::Home);
}

#[test]
fn actions_that_would_be_lost_on_a_down_socket_are_refused_and_suspend_closes_it() {
    let (mut phone, _) = seated(Side::South);
    let id = phone.socket();
    phone.report(Transport::SocketClosed { id, code: None });
    phone.send(Event::Resign);
    assert!(phone.sent().is_empty());
    assert!(phone.view().notice.is_some(), "the player is told it was not sent");
    phone.fire(500);
    phone.connect();
    phone.send(Event::Suspend);
    let id = phone.socket();
    assert!(phone.closed.contains(&id));
    assert_eq!(phone.state(), ConnState::Suspended);
    phone.send(Event::Resume);
    assert_ne!(phone.socket(), id, "resume opens a new socket");
    assert_eq!(phone.state(), ConnState::Connecting);
}

#[test]
fn the_online_board_is_drawn_from_my_side_with_online_actions_only() {
    let (mut phone, mut table) = seated(Side::North);
    let hole = table.first_legal();
    phone.hear(&table.play(hole)); // South moved: North (me) to move
    let view = phone.view();
    let game = view.game().expect("game");
    assert_eq!(game.bottom, Side::North, "my own side is drawn at the bottom");
    let mine = game
        .holes
        .iter()
        .find(|h| h.owner == Side::North)
        .expect("a north hole");
    assert!(
        mine.accessibility_label.starts_with("Your hole"),
        "{}",
        mine.accessibility_label
    );
    assert!(game.holes.iter().filter(|h| h.legal).all(|h| h.owner == Side::North));
    assert!(game.holes.iter().any(|h| h.legal));
    assert!(game.actions.is_empty(), "no hint or rematch online: {:?}", game.actions);
    let b = game.buttons;
    assert!(!b.undo && !b.redo, "{b:?}");
    assert!(b.resign && b.offer_draw, "{b:?}");
    assert_eq!(
        view.online().expect("an online view").default_server,
        "https://play.pallanguzhi.app"
    );
    let before = phone.app.online_moves();
    for event in [Event::Hint, Event::Undo, Event::Redo] {
        phone.send(event);
        assert!(phone.view().notice.is_some(), "refused");
        phone.send(Event::DismissNotice);
    }
    assert_eq!(phone.app.online_moves(), before, "nothing changed");
    assert!(phone.sent().is_empty(), "nothing was sent");
    assert_eq!(phone.view().game().expect("game").thinking, Thinking::Nobody);
}

#[test]
fn my_own_seat_is_present_while_connected_even_if_the_first_state_says_away() {
    let (mut phone, mut table) = seated(Side::North);
    table.state.seats = vec![seat(Side::South, "Valli", true), seat(Side::North, "Kumar", false)];
    phone.hear(&table.full());
    let seats = phone.view().online().expect("an online view").seats;
    let me = seats.iter().find(|s| s.side == Side::North).expect("my seat");
    assert!(me.present, "{seats:?}");
    assert_eq!(phone.state(), ConnState::Playing, "I am not my own away opponent");
    phone.send(Event::Suspend);
    let me = phone
        .view()
        .online()
        .expect("an online view")
        .seats
        .into_iter()
        .find(|s| s.side == Side::North);
    assert!(!me.expect("my seat").present, "not while suspended");
}

#[test]
fn the_offerer_cannot_accept_and_a_late_seats_message_after_the_draw_never_reopens_it() {
    let (mut phone, mut table) = seated(Side::North);
    table.state.draw_offer = Some(Side::North);
    phone.hear(&table.full());
    let game = phone.view().game().expect("game");
    assert_eq!(game.dialog, None, "the offerer gets no Accept/Decline");
    assert!(!game.buttons.offer_draw);
    phone.send(Event::AcceptDraw);
    assert!(phone.view().notice.is_some(), "the offerer cannot accept");
    assert!(phone.sent().is_empty());
    let over = draw_agreed(0);
    phone.hear(&over);
    // The other side leaves after the end: its seat goes away after the game_over.
    phone.hear(&ServerMessage::Seats {
        seats: vec![seat(Side::South, "Valli", false), seat(Side::North, "Kumar", true)],
        status: Status::Finished,
    });
    let game = phone.view().game().expect("game");
    assert_eq!(game.outcome, Some(pallanguzhi_core::Outcome::Draw));
    assert_eq!(game.dialog.map(|d| d.kind), Some(DialogKind::GameOver));
    assert_eq!(phone.state(), ConnState::Finished);
}

fn entry(rank: u32, account_id: i64, name: &str, rating: f64, provisional: bool) -> pallanguzhi_protocol::RankEntry {
    pallanguzhi_protocol::RankEntry {
        rank,
        account_id,
        name: name.into(),
        rating,
        deviation: if provisional { 250.0 } else { 60.0 },
        games: 12,
        provisional,
    }
}

/// Ask for the Kalah leaderboard and answer it with `top` and `me`.
fn leaderboard(
    phone: &mut Phone,
    top: Vec<pallanguzhi_protocol::RankEntry>,
    me: Option<pallanguzhi_protocol::RankEntry>,
) {
    phone.act(OnlineAction::Leaderboard { preset: "kalah".into() });
    let req = phone.request("/v1/leaderboard?rules=kalah&limit=20");
    let board = pallanguzhi_protocol::Leaderboard {
        rules: "kalah".into(),
        top,
        me,
    };
    phone.answer(&req, 200, &board);
}

#[test]
fn my_leaderboard_row_is_found_by_account_id_when_two_players_share_my_name() {
    let (mut phone, _) = seated(Side::South); // Valli, account 1
    let me = entry(2, 1, "Valli", 1612.4, false);
    leaderboard(
        &mut phone,
        vec![entry(1, 7, "Valli", 1700.0, false), me.clone()],
        Some(me),
    );
    let online = phone.view().online().expect("an online view");
    let board = online.leaderboard.expect("the leaderboard");
    let mine: Vec<_> = board.top.iter().map(|r| (r.name.as_str(), r.rank, r.mine)).collect();
    assert_eq!(mine, [("Valli", 1, false), ("Valli", 2, true)]);
    assert_eq!(board.top[1].rating, 1612, "rounded to whole points");
    assert_eq!(board.me.map(|m| (m.rating, m.mine)), Some((1612, true)));
    assert_eq!(online.my_rank_text.as_deref(), Some("Your rank: 2 (1612 points)"));
    assert_eq!(online.no_ranks_text, None);
}

#[test]
fn a_provisional_player_off_the_leaderboard_is_told_so_not_given_a_rank() {
    let (mut phone, _) = seated(Side::South);
    // What the server answered in the screenshots: nobody listed, and `me` ranked 1.
    leaderboard(&mut phone, vec![], Some(entry(1, 1, "Valli", 1661.7, true)));
    let online = phone.view().online().expect("an online view");
    assert!(online.leaderboard.as_ref().expect("the leaderboard").top.is_empty());
    assert_eq!(online.no_ranks_text.as_deref(), Some("No ranked player yet."));
    let text = online.my_rank_text.expect("my line");
    assert!(text.contains("provisional") && text.contains("1662"), "{text}");
    assert!(!text.contains("rank: 1"), "{text}");
    // Established but not listed (the board's own rule: too few established opponents).
    leaderboard(
        &mut phone,
        vec![entry(1, 7, "Kumar", 1700.0, false)],
        Some(entry(1, 1, "Valli", 1800.0, false)),
    );
    let text = phone
        .view()
        .online()
        .expect("an online view")
        .my_rank_text
        .expect("my line");
    assert_eq!(
        text,
        "Not on the leaderboard yet: your rating is 1800 points. Play rated games against more established players."
    );
    // Never rated in these rules.
    leaderboard(&mut phone, vec![entry(1, 7, "Kumar", 1700.0, false)], None);
    assert_eq!(
        phone.view().online().expect("an online view").my_rank_text.as_deref(),
        Some("You have no rank in these rules yet.")
    );
}

#[test]
fn my_own_pending_draw_offer_has_its_line_while_playing() {
    let (mut phone, _) = seated(Side::South);
    assert_eq!(phone.view().online().expect("an online view").my_draw_offer, None);
    phone.send(Event::OfferDraw);
    phone.hear(&ServerMessage::DrawOffered { by: Side::South });
    let online = phone.view().online().expect("an online view");
    assert_eq!(online.state, ConnState::Playing);
    assert_eq!(
        online.my_draw_offer.as_deref(),
        Some("You offered a draw; waiting for your opponent's answer.")
    );
    phone.hear(&ServerMessage::DrawDeclined { by: Side::North });
    assert_eq!(phone.view().online().expect("an online view").my_draw_offer, None);
    // The opponent's offer is a question (the dialog), not my line.
    phone.hear(&ServerMessage::DrawOffered { by: Side::North });
    assert_eq!(phone.view().online().expect("an online view").my_draw_offer, None);
}

#[test]
fn leaving_a_game_that_is_on_asks_first_and_a_finished_one_does_not() {
    let (mut phone, _) = seated(Side::South);
    let confirm = phone
        .view()
        .online()
        .expect("an online view")
        .leave_confirm
        .expect("a game on asks first");
    assert_eq!(confirm.title, "Leave this game?");
    assert_eq!((confirm.confirm.as_str(), confirm.cancel.as_str()), ("Leave", "Stay"));
    let over = draw_agreed(0);
    phone.hear(&over);
    assert_eq!(phone.state(), ConnState::Finished);
    assert_eq!(phone.view().online().expect("an online view").leave_confirm, None);
    // Nor does a room waiting for its guest.
    let mut phone = Phone::new();
    assert_eq!(
        phone.view().online().expect("an online view").leave_confirm,
        None,
        "no room at all"
    );
    phone.sign_up("Valli", 1);
    assert_eq!(phone.view().online().expect("an online view").leave_confirm, None);
}

#[test]
fn an_online_tap_out_of_turn_says_why_on_the_board_until_the_board_changes() {
    let (mut phone, mut table) = seated(Side::North); // South moves first
    let hole = table.first_legal();
    phone.send(Event::TapHole { hole });
    let game = phone.view().game().expect("game");
    assert_eq!(game.refusal.as_deref(), Some("Wait for your turn."));
    assert_eq!(phone.announced.last().map(String::as_str), Some("Wait for your turn."));
    phone.hear(&table.play(hole));
    phone.send(Event::SkipAnimation);
    assert_eq!(phone.view().game().expect("game").refusal, None, "the board changed");
}

/// Both clocks' texts, (south, north), and which one warns.
fn clocks(phone: &Phone) -> (String, String, bool, bool) {
    let c = phone.view().online().expect("an online view").clocks;
    assert_eq!(c.len(), 2, "{c:?}");
    (c[0].text.clone(), c[1].text.clone(), c[0].warning, c[1].warning)
}

#[test]
fn the_clock_counts_down_by_the_cores_ticks_from_the_servers_remaining_time_and_warns_once() {
    let (mut phone, mut table) = seated(Side::South);
    assert!(
        phone.view().online().expect("an online view").clocks.is_empty(),
        "a friendly game has no clock"
    );
    // The server says: 2 min a move, 12.5 s left to South (me, to move).
    table.state.clock = Some(Clock {
        move_ms: 120_000,
        deadline_ms: Some(1_000_000),
        remaining_ms: Some(12_500),
    });
    phone.hear(&table.full());
    let view = phone.view().online().expect("an online view");
    assert_eq!(view.clock_text.as_deref(), Some("2 min a move"));
    assert!(view.clocks[0].running && !view.clocks[1].running);
    assert_eq!(clocks(&phone), ("0:13".into(), "2:00".into(), false, false));
    // Ticks come at whole seconds of the time left: first after 500 ms.
    phone.fire(500);
    assert_eq!(clocks(&phone).0, "0:12");
    phone.fire(1000);
    phone.fire(1000);
    assert_eq!(clocks(&phone), ("0:10".into(), "2:00".into(), true, false));
    assert_eq!(phone.haptics, [HapticKind::ClockWarning], "the cue, once");
    phone.fire(1000);
    assert_eq!(clocks(&phone).0, "0:09");
    assert_eq!(phone.haptics, [HapticKind::ClockWarning], "not again this turn");
    // My move: the server restarts the clock for North; mine shows my full time again.
    table.state.clock = Some(Clock {
        move_ms: 120_000,
        deadline_ms: Some(1_120_000),
        remaining_ms: Some(120_000),
    });
    let hole = table.first_legal();
    phone.hear(&table.play(hole));
    assert_eq!(clocks(&phone), ("2:00".into(), "2:00".into(), false, false));
    assert!(phone.view().online().expect("an online view").clocks[1].running);
    // North's last seconds warn on the board, but the cue is only for my own turn.
    table.state.clock = Some(Clock {
        move_ms: 120_000,
        deadline_ms: Some(1_120_000),
        remaining_ms: Some(3_000),
    });
    phone.hear(&table.full());
    assert_eq!(clocks(&phone), ("2:00".into(), "0:03".into(), false, true));
    assert_eq!(phone.haptics.len(), 1);
    // North runs out: the server ends the game; the result says so.
    phone.hear(&ServerMessage::GameOver {
        result: GameResult {
            outcome: pallanguzhi_core::Outcome::Win { side: Side::South },
            reason: EndReason::Timeout,
        },
        moves: 1,
    });
    assert_eq!(phone.state(), ConnState::Finished);
    let dialog = phone.view().game().expect("game").dialog.expect("game over");
    assert!(
        dialog.lines.iter().any(|l| l.contains("Kumar ran out of time")),
        "{dialog:?}"
    );
    assert_eq!(
        clocks(&phone),
        ("2:00".into(), "2:00".into(), false, false),
        "nothing runs"
    );
}

#[test]
fn the_countdown_reads_minutes_hours_and_days() {
    let (mut phone, mut table) = seated(Side::North);
    for (left, text) in [
        (59_001, "1:00"),
        (3_600_000, "1:00:00"),
        (3_600_001, "1:00:01"),
        (2 * 86_400_000 + 5 * 3_600_000, "2 d 5 h"),
    ] {
        table.state.clock = Some(Clock {
            move_ms: 259_200_000,
            deadline_ms: Some(0),
            remaining_ms: Some(left),
        });
        phone.hear(&table.full());
        assert_eq!(clocks(&phone).0, text, "{left} ms");
    }
}

#[test]
fn the_hosts_clock_choice_goes_into_the_room_request() {
    let (mut phone, _) = seated(Side::South);
    phone.act(OnlineAction::Leave);
    let choices = phone.view().online().expect("an online view").clock_choices;
    assert_eq!(choices.len(), 7);
    assert_eq!(
        phone.view().online().expect("an online view").clock_choice,
        Some(120_000),
        "2 min unless chosen"
    );
    assert_eq!(
        choices.last().map(|c| c.label.as_str()),
        Some("No clock (a friendly game, not rated)")
    );
    for (choice, label) in [
        (Some(30_000), "30 s a move"),
        (Some(259_200_000), "3 days a move"),
        (None, ""),
    ] {
        phone.act(OnlineAction::SetClock { move_ms: choice });
        assert_eq!(phone.view().online().expect("an online view").clock_choice, choice);
        if choice.is_some() {
            assert!(choices.iter().any(|c| c.move_ms == choice && c.label == label));
        }
        phone.act(OnlineAction::CreateRoom {
            preset: "kalah".into(),
            side: SideChoice::South,
        });
        let req = phone.request("/v1/rooms");
        let body: NewRoom = serde_json::from_str(req.body.as_deref().expect("body")).expect("NewRoom");
        assert_eq!(body.move_ms, choice);
    }
    // A clock that is not offered is refused and changes nothing.
    phone.act(OnlineAction::SetClock { move_ms: Some(1_234) });
    assert_eq!(phone.view().online().expect("an online view").clock_choice, None);
}

#[test]
fn deleting_the_account_asks_the_server_then_forgets_the_token() {
    let (mut phone, _) = seated(Side::South);
    let ask = phone
        .view()
        .online()
        .expect("an online view")
        .delete_confirm
        .expect("a question before deleting");
    assert!(ask.contains("Valli"), "{ask}");
    // Refused (an old token): nothing is forgotten.
    phone.act(OnlineAction::DeleteAccount);
    let req = phone.request("/v1/me");
    assert_eq!(req.method, "DELETE");
    assert_eq!(req.header("authorization"), Some(format!("Bearer {TOKEN}").as_str()));
    let refusal = ErrorBody {
        error: WireError::new(ErrorCode::Unauthorized, "unknown or rotated token"),
    };
    phone.answer(&req, 401, &refusal);
    assert_eq!(phone.view().online().expect("an online view").account, "Valli");
    assert!(phone.view().online().expect("an online view").error.is_some());
    // Deleted: the game is left, the token and name forgotten, the player told.
    phone.act(OnlineAction::DeleteAccount);
    let req = phone.request("/v1/me");
    phone.report(Transport::HttpDone {
        id: req.id,
        status: 204,
        body: String::new(),
    });
    let view = phone.view().online().expect("an online view");
    assert_eq!((view.account.as_str(), view.delete_confirm), ("", None));
    assert_eq!(view.state, ConnState::Idle);
    assert_eq!(view.code, None, "out of the game");
    assert!(phone.announced.iter().any(|t| t.contains("deleted")));
    // Without a token, online actions ask for an account again.
    phone.act(OnlineAction::CreateRoom {
        preset: "kalah".into(),
        side: SideChoice::South,
    });
    assert!(phone.http.is_empty(), "no request without an account");
}

/// South (me) to move with `left_ms` on a 2-minute clock: the state the server sends.
fn my_clock(table: &mut Table, left_ms: u64) -> ServerMessage {
    table.state.clock = Some(Clock {
        move_ms: 120_000,
        deadline_ms: Some(1_000_000),
        remaining_ms: Some(left_ms),
    });
    table.full()
}

#[test]
fn the_clock_warning_asks_for_its_sound_once_a_turn_and_not_with_sound_off() {
    let (mut phone, mut table) = seated(Side::South);
    phone.hear(&my_clock(&mut table, 11_000));
    assert!(phone.sounds.is_empty(), "11 s left: no warning yet");
    phone.fire(1000);
    assert_eq!(phone.sounds, [SoundKind::ClockWarning], "the last 10 seconds begin");
    phone.fire(1000);
    phone.fire(1000);
    assert_eq!(phone.sounds, [SoundKind::ClockWarning], "once a turn");
    assert_eq!(
        Sound::plain(SoundKind::ClockWarning).file(),
        "clock_warning",
        "the file make_sounds.py writes"
    );
    // Sound off: the haptic still comes, the sound does not.
    let (mut phone, mut table) = seated(Side::South);
    let settings = Settings {
        sound: false,
        ..phone.view().settings
    };
    phone.send(Event::SettingsChanged { settings });
    phone.hear(&my_clock(&mut table, 10_000));
    assert_eq!(phone.haptics, [HapticKind::ClockWarning]);
    assert!(phone.sounds.is_empty(), "{:?}", phone.sounds);
}

#[test]
fn leaving_a_running_clocked_game_stops_its_clock() {
    let (mut phone, mut table) = seated(Side::South);
    phone.hear(&my_clock(&mut table, 90_000));
    assert!(phone.has_timer(1000), "my clock ticks");
    phone.act(OnlineAction::Leave);
    assert_eq!(phone.state(), ConnState::Idle);
    assert!(
        phone.timers.iter().all(|(_, ms)| *ms > 1000),
        "no clock tick is left pending: {:?}",
        phone.timers
    );
    // Whatever timer is still pending fires with nothing to redraw.
    for (id, _) in std::mem::take(&mut phone.timers) {
        let fx = phone.app.handle(Event::TimerFired { id });
        assert!(
            !fx.iter().any(|e| matches!(e, Effect::Render)),
            "timer {id} redrew after leaving: {fx:?}"
        );
    }
}

// --- watching a game (no seat) ---

const WATCH_LINK: &str = "http://test.invalid/watch/1";

/// Signed up as Asha, who plays no game.
fn signed_up() -> Phone {
    let mut phone = Phone::new();
    phone.sign_up("Asha", 9);
    phone
}

/// The server's game 1 as a watcher is told it: no `you`.
fn watched() -> Table {
    let mut table = Table::new(Side::South);
    table.state.you = None;
    table
}

/// Fire the timers of the animation shown until it ends (a turn's frames).
fn play_out_animation(phone: &mut Phone) -> usize {
    let mut frames = 0;
    while let Some(game) = phone.view().game().filter(|g| g.animating) {
        let at = phone.timers.iter().rposition(|(_, ms)| *ms == game.frame_ms);
        let (id, _) = phone.timers.remove(at.expect("the frame's timer"));
        phone.send(Event::TimerFired { id });
        frames += 1;
    }
    frames
}

fn watch(phone: &Phone) -> WatchView {
    phone.view().watch().expect("the watch view")
}

#[test]
fn a_watch_link_connects_as_a_watcher_and_the_game_animates_to_its_end() {
    let mut phone = signed_up();
    phone.send(Event::SystemChanged {
        language: "en".into(),
        reduce_motion: false,
    });
    phone.act(OnlineAction::Watch {
        link: WATCH_LINK.into(),
    });
    assert_eq!(phone.view().screen, Screen::Watch);
    let (_, url, headers) = phone.opened.last().expect("a socket").clone();
    assert_eq!(url, "ws://test.invalid/v1/games/1/ws");
    assert!(headers.contains(&Header {
        name: "authorization".into(),
        value: format!("Bearer {TOKEN}")
    }));
    let view = watch(&phone);
    assert_eq!((view.game_id, view.title.as_str()), (1, "Watching a game"));
    assert_eq!(
        (view.state, view.status.as_str()),
        (ConnState::Connecting, "Connecting…")
    );
    assert_eq!(view.board, None, "no board before the server says");
    assert_eq!(view.leave, "Stop watching");
    assert!(!view.live, "the connection lines until the game comes");
    assert_eq!(action_ids(&view.actions), ["watch-leave"]);
    assert_eq!(view.actions[0].event, Event::BackHome);
    assert_eq!(phone.connect(), None, "the hello of a first connection");

    let mut table = watched();
    table.state.clock = Some(Clock {
        move_ms: 120_000,
        deadline_ms: Some(1_000_000),
        remaining_ms: Some(60_000),
    });
    phone.hear(&table.full());
    let view = watch(&phone);
    assert_eq!(view.state, ConnState::Playing);
    assert_eq!(view.players.as_deref(), Some("Valli (South) against Kumar (North)"));
    assert_eq!(view.seats.len(), 2);
    assert_eq!(view.clocks.len(), 2);
    assert_eq!((view.clocks[0].text.as_str(), view.clocks[0].running), ("1:00", true));
    assert_eq!(view.clock_text.as_deref(), Some("2 min a move"));
    let board = view.board.expect("the board");
    assert!(board.holes.iter().all(|h| !h.legal), "a watcher plays no hole");
    assert_eq!(board.buttons, Buttons::default(), "no action on a watched board");
    assert_eq!(board.status, "Valli to move.");
    assert_eq!(view.status, board.status);
    assert!(view.live, "the board is followed");
    assert_eq!(phone.view().screen_view, ScreenView::Watch(watch(&phone)));

    // Moves animate as they come, frame by frame.
    let mut moves = 0;
    while table.game.outcome().is_none() && moves < 400 {
        let hole = table.first_legal();
        phone.hear(&table.play(hole));
        moves += 1;
        if moves <= 2 {
            assert!(phone.view().game().expect("game").animating, "move {moves} animates");
            assert!(play_out_animation(&mut phone) > 1, "in several frames");
        } else {
            phone.send(Event::SkipAnimation);
        }
        if phone.view().game().is_some_and(|g| g.dialog.is_some()) {
            phone.send(Event::AcknowledgeDialog);
        }
        if moves == 3 {
            phone.hear(&ServerMessage::Watchers { count: 3 });
            assert_eq!(watch(&phone).watchers_text.as_deref(), Some("3 people watching"));
        }
    }
    assert!(table.game.outcome().is_some(), "Kalah ends");
    assert!(phone
        .sent()
        .iter()
        .all(|m| *m == ClientMessage::Sync || *m == ClientMessage::Ping));
    let winner = table.game.outcome().expect("over");
    phone.hear(&ServerMessage::GameOver {
        result: GameResult {
            outcome: winner,
            reason: EndReason::Rules,
        },
        moves: moves as u32,
    });
    let view = watch(&phone);
    assert_eq!(view.state, ConnState::Finished);
    assert_eq!(phone.app.online_moves(), table.state.moves);
    let board = view.board.clone().expect("board");
    assert_eq!(board.moves_played as usize, table.game.history().len());
    let expected = table.game.snapshot();
    let counts: Vec<u8> = board.holes.iter().map(|h| h.count).collect();
    assert_eq!(counts, expected.holes.to_vec(), "the watched board is the server's");
    // The result is said once: by the result card, not the turn line nor the caption.
    let card = board.dialog.clone().expect("the result card");
    assert_eq!(card.kind, DialogKind::GameOver);
    let result = card.title.clone();
    assert!(
        result.ends_with("wins the game.") || result == "The game is a draw.",
        "{result}"
    );
    assert_eq!(
        (view.status.as_str(), board.status.as_str()),
        ("The game is over.", "The game is over.")
    );
    assert_eq!(view.result, None, "not a second time beside the card");
    assert!(
        view.live,
        "the board's turn line says it is over, not the connection's too"
    );
    let said = |view: &WatchView| {
        let board = view.board.clone().expect("board");
        let mut lines = vec![view.status.clone(), board.status.clone()];
        lines.extend(board.banner.clone());
        lines.extend(board.dialog.map(|d| d.title));
        lines.extend(view.result.clone());
        lines.iter().filter(|l| l.contains(&result)).count()
    };
    assert_eq!(said(&view), 1, "{view:?}");
    // The card closed, the result stays on the screen, once.
    phone.send(Event::AcknowledgeDialog);
    let view = watch(&phone);
    assert_eq!(view.result.as_deref(), Some(result.as_str()));
    assert_eq!(view.result_lines, card.lines);
    assert_eq!(said(&view), 1, "{view:?}");
    assert!(phone.closed.contains(&phone.socket()), "the socket closes at the end");
    assert!(
        phone.http.is_empty(),
        "a watcher asks for no statistics: {:?}",
        phone.http
    );
    // Leaving: home, nothing watched, no game left behind.
    phone.send(Event::BackHome);
    let view = phone.view();
    assert_eq!((view.screen, view.watch(), view.game()), (Screen::Home, None, None));
    // A game watched is nobody's here: not kept among the recent games to review.
    let kept = phone.stats().recent.games;
    assert!(kept.is_empty(), "{kept:?}");
}

#[test]
fn a_watchers_tap_resign_and_offer_are_refused_with_the_explaining_line() {
    let mut phone = signed_up();
    phone.act(OnlineAction::Watch { link: "1".into() });
    phone.connect();
    let table = watched();
    phone.hear(&table.full());
    let hole = table.first_legal();
    phone.send(Event::TapHole { hole });
    let line = "You are watching: only the players move.";
    let board = watch(&phone).board.expect("board");
    assert_eq!(board.refusal.as_deref(), Some(line));
    assert_eq!(phone.announced.last().map(String::as_str), Some(line));
    assert_eq!(phone.haptics.last(), Some(&HapticKind::Refused));
    for event in [Event::Resign, Event::OfferDraw] {
        phone.send(Event::DismissNotice);
        phone.send(event);
        assert_eq!(phone.view().notice.map(|n| n.text).as_deref(), Some(line));
    }
    assert!(phone.sent().is_empty(), "nothing went to the server");
    assert_eq!(phone.view().game().expect("game").moves_played, 0);
    // A draw offer between the players is no question for the watcher.
    let mut offered = watched();
    offered.state.draw_offer = Some(Side::South);
    phone.hear(&offered.full());
    assert_eq!(phone.view().game().expect("game").dialog, None);
}

#[test]
fn bad_watch_links_are_refused_and_change_nothing() {
    let mut phone = signed_up();
    let before = phone.view();
    for link in [
        "",
        "http://test.invalid/join/QRTW34",
        "ftp://test.invalid/watch/1",
        "https://test.invalid/watch/0",
        "https://test.invalid/watch/12x",
        "https://test.invalid/watch/",
        "https:///watch/3",
        "watch me",
        "-4",
        "99999999999999999999999",
    ] {
        phone.act(OnlineAction::Watch { link: link.into() });
        let view = phone.view();
        let notice = view.notice.clone().expect("refused");
        assert!(
            notice.text.starts_with("That is not a watch link"),
            "{link}: {notice:?}"
        );
        assert_eq!(
            (view.screen, &view.watch(), &view.online().expect("an online view")),
            (
                before.screen,
                &before.watch(),
                &before.online().expect("an online view")
            )
        );
        phone.send(Event::DismissNotice);
    }
    assert!(phone.opened.is_empty(), "no socket for a bad link");
    for (link, id) in [
        ("https://play.pallanguzhi.app/watch/42", 42),
        ("http://127.0.0.1:8080/watch/7/", 7),
        ("pallanguzhi://watch/5", 5),
        (" 12 ", 12),
    ] {
        assert_eq!(online::watch_link_id(link), Some(id), "{link}");
    }
}

#[test]
fn a_watch_link_opened_before_signing_up_is_watched_once_the_account_exists() {
    let mut phone = Phone::new();
    phone.act(OnlineAction::Watch {
        link: WATCH_LINK.into(),
    });
    assert!(phone.opened.is_empty());
    let notice = phone.view().notice.expect("why it waits").text;
    assert_eq!(notice, "Choose a name to go online; then you watch game 1.");
    assert_eq!(phone.view().screen, Screen::Home);
    phone.sign_up("Asha", 9);
    assert_eq!(phone.view().screen, Screen::Watch);
    assert_eq!(
        phone.opened.last().map(|o| o.1.as_str()),
        Some("ws://test.invalid/v1/games/1/ws")
    );
}

#[test]
fn a_watcher_reconnects_like_a_player_saying_what_it_has() {
    let mut phone = signed_up();
    phone.act(OnlineAction::Watch {
        link: WATCH_LINK.into(),
    });
    phone.connect();
    let mut table = watched();
    phone.hear(&table.full());
    let hole = table.first_legal();
    phone.hear(&table.play(hole));
    let first = phone.socket();
    phone.report(Transport::SocketClosed {
        id: first,
        code: Some(1006),
    });
    assert_eq!(watch(&phone).state, ConnState::Reconnecting { attempt: 1 });
    phone.fire(500);
    assert_ne!(phone.socket(), first, "a new socket");
    assert_eq!(phone.connect(), Some(1), "the hello says one move is known");
    let hole = table.first_legal();
    phone.hear(&table.play(hole));
    assert_eq!(watch(&phone).state, ConnState::Playing);
    assert_eq!(phone.app.online_moves(), table.state.moves);
    // In the background the socket closes; back, it opens again.
    phone.send(Event::Suspend);
    assert_eq!(watch(&phone).state, ConnState::Suspended);
    phone.send(Event::Resume);
    assert_eq!(phone.connect(), Some(2));
}

#[test]
fn watching_stops_off_its_screen_and_a_seated_game_on_refuses_it() {
    let mut phone = signed_up();
    phone.act(OnlineAction::Watch {
        link: WATCH_LINK.into(),
    });
    phone.connect();
    phone.hear(&watched().full());
    phone.send(Event::OpenLessons { preset: String::new() });
    assert_eq!(phone.view().watch(), None, "leaving the screen stops watching");
    assert!(phone.closed.contains(&phone.socket()));
    assert_eq!(phone.view().game(), None, "the watched board goes with it");
    // A new offline game while watching: watching stops, the new game stays.
    phone.act(OnlineAction::Watch {
        link: WATCH_LINK.into(),
    });
    phone.connect();
    phone.hear(&watched().full());
    phone.send(Event::NewGame {
        preset: "kalah".into(),
        opponent: Opponent::PassAndPlay {
            south: vec![],
            north: vec![],
        },
    });
    let view = phone.view();
    assert_eq!((view.screen, view.watch()), (Screen::Game, None));
    assert_eq!(view.game().expect("the new game").mode, Mode::PassAndPlay);
    // Joining a board while watching: the seat's socket stays, the watch goes.
    phone.send(Event::BackHome);
    phone.act(OnlineAction::Watch {
        link: WATCH_LINK.into(),
    });
    phone.act(OnlineAction::Join { code: "QRTW34".into() });
    let req = phone.request("/v1/rooms/QRTW34/join");
    let room = RoomInfo {
        code: "QRTW34".into(),
        link: format!("{SERVER}/join/QRTW34"),
        game_id: 2,
        rules: "kalah".into(),
        your_side: Side::North,
        ws_path: "/v1/games/2/ws".into(),
        move_ms: None,
        watch_link: None,
    };
    phone.answer(&req, 200, &room);
    let view = phone.view();
    assert_eq!((view.screen, view.watch()), (Screen::Game, None));
    assert_eq!(view.online().expect("an online view").state, ConnState::Connecting);
    let (seat_socket, url, _) = phone.opened.last().expect("the seat's socket").clone();
    assert_eq!(url, "ws://test.invalid/v1/games/2/ws");
    assert!(!phone.closed.contains(&seat_socket), "the seat's socket is not closed");
    // A seated game on: watching is refused.
    let (mut phone, _) = seated(Side::South);
    phone.act(OnlineAction::Watch { link: "7".into() });
    let notice = phone.view().notice.expect("refused").text;
    assert_eq!(notice, "Finish or leave your online game before watching another.");
    assert_eq!(phone.view().screen, Screen::Game);
}

/// The browser sends the page's address; the core plays on the server that served it.
#[test]
fn a_page_plays_on_the_server_that_served_it() {
    let mut phone = Phone::new();
    phone.act(OnlineAction::PageOpened {
        url: "https://play.example:8443/?x=1".into(),
    });
    assert_eq!(
        phone.view().online().expect("an online view").server,
        "https://play.example:8443"
    );
    assert!(phone.view().notice.is_none());
    phone.act(OnlineAction::PageOpened {
        url: "http://127.0.0.1:8080".into(),
    });
    assert_eq!(
        phone.view().online().expect("an online view").server,
        "http://127.0.0.1:8080"
    );
    for (url, origin) in [
        ("http://h/", Some("http://h")),
        ("https://h#top", Some("https://h")),
        ("file:///index.html", None),
        ("https://", None),
    ] {
        assert_eq!(online::page_origin(url).as_deref(), origin, "{url}");
    }
    phone.act(OnlineAction::PageOpened {
        url: "file:///index.html".into(),
    });
    assert!(phone.view().notice.is_some(), "not a server: refused");
    assert_eq!(
        phone.view().online().expect("an online view").server,
        "http://127.0.0.1:8080"
    );
}

/// What a page opened at `url` shows, on a fresh phone on `SERVER` (signed up or not).
fn page_opened(url: &str, signed: bool) -> Phone {
    let mut phone = if signed { signed_up() } else { Phone::new() };
    phone.act(OnlineAction::PageOpened { url: url.into() });
    phone
}

#[test]
fn a_page_opened_at_its_root_only_sets_the_server() {
    for signed in [false, true] {
        for url in [
            "http://test.invalid/",
            "http://test.invalid",
            "http://test.invalid/?q=1#top",
        ] {
            let phone = page_opened(url, signed);
            let view = phone.view();
            assert_eq!(
                (
                    view.screen,
                    view.notice.clone(),
                    view.online().expect("an online view").focus
                ),
                (Screen::Home, None, None),
                "{url}"
            );
            assert!(phone.http.is_empty() && phone.opened.is_empty(), "{url}: nothing sent");
        }
    }
    for (url, link) in [
        (
            "http://h:8080/join/QRTW34?from=share#top",
            Some("http://h:8080/join/QRTW34#top"),
        ),
        ("https://h/watch/7/", Some("https://h/watch/7/")),
        ("https://h/watch", None),
        ("https://h/joined/QRTW34", None),
        ("https://h/", None),
        ("file:///join/QRTW34", None),
    ] {
        assert_eq!(online::page_link(url).as_deref(), link, "{url}");
    }
}

const KEY: &str = "0123456789abcdef0123456789abcdef";

/// The server's summary of room QRTW34 (Valli's, Pasu Pondi, 1 min a move, rated).
fn invite(state: RoomState, guest_side: Option<Side>) -> RoomInvite {
    RoomInvite {
        code: "QRTW34".into(),
        host: "Valli".into(),
        rules: "pasu-pondi".into(),
        move_ms: Some(60_000),
        rated: true,
        guest_side,
        state,
    }
}

fn invitation(phone: &Phone) -> InvitationView {
    match phone.view().screen_view {
        ScreenView::Invitation(view) => view,
        other => panic!("not the invitation: {other:?}"),
    }
}

/// A page opened at the share link: the invitation's call (no account, the secret along).
fn invited(signed: bool) -> (Phone, Req) {
    let mut phone = page_opened(&format!("http://test.invalid/join/qrtw34?from=share#{KEY}"), signed);
    assert_eq!(phone.view().screen, Screen::Invitation);
    assert_eq!(invitation(&phone).phase, InvitationPhase::Loading);
    let req = phone.request(&format!("/v1/rooms/QRTW34/invite?key={KEY}"));
    assert_eq!(req.method, "GET");
    assert_eq!(req.header("authorization"), None, "no account needed");
    (phone, req)
}

#[test]
fn a_page_opened_at_a_share_link_keeps_its_secret() {
    assert_eq!(
        online::page_link(&format!("https://h/join/QRTW34?x=1#{KEY}")),
        Some(format!("https://h/join/QRTW34#{KEY}"))
    );
    assert_eq!(
        online::page_link("https://h/watch/7#x").as_deref(),
        Some("https://h/watch/7")
    );
}

/// A friend's whole path from the link, with no account: the invitation in words, the
/// action shut until a name is typed, then sign-up, the join with the link's secret, the board.
#[test]
fn a_share_link_opens_the_invitation_and_its_action_signs_up_and_joins() {
    let (mut phone, req) = invited(false);
    phone.answer(&req, 200, &invite(RoomState::Open, Some(Side::North)));
    let view = invitation(&phone);
    assert_eq!(view.phase, InvitationPhase::Open);
    assert_eq!(view.title, "Valli invites you to play");
    let details = view.details.expect("the details");
    assert_eq!(
        [details.rules.as_str(), &details.clock, &details.rated, &details.side],
        [
            "Rules: Pasu Pondi",
            "1 min a move",
            "Rated: the result counts for both ratings",
            "You play North; Valli moves first."
        ]
    );
    let name = view.name.expect("a name field: no account yet");
    assert_eq!((name.label.as_str(), name.value.as_str()), ("Your online name", ""));
    assert_eq!(view.action.id, "accept-invitation");
    assert_eq!(view.action.label, "Join Valli's game");
    assert!(!view.action_enabled, "no name typed");
    common::assert_events_round_trip(&[view.action.clone(), view.home.clone().expect("a way home")]);

    // Pressed anyway (Enter in an empty field): refused, nothing sent.
    phone.act(OnlineAction::AcceptInvitation);
    assert_eq!(phone.view().notice.expect("refused").text, "Type your name first.");
    assert!(phone.http.is_empty());
    phone.act(OnlineAction::InvitationName { name: "  ".into() });
    assert!(!invitation(&phone).action_enabled, "blanks are no name");
    phone.act(OnlineAction::InvitationName { name: "Asha".into() });
    let view = invitation(&phone);
    assert!(view.action_enabled);
    assert_eq!(view.name.expect("the field").value, "Asha");

    phone.send(view.action.event);
    let req = phone.request("/v1/accounts");
    let body: NewAccount = serde_json::from_str(req.body.as_deref().expect("a body")).expect("NewAccount");
    assert_eq!(body.name, "Asha");
    assert!(!invitation(&phone).action_enabled, "no second press while signing up");
    let account = AccountToken {
        account_id: 9,
        name: "Asha".into(),
        token: TOKEN.into(),
    };
    phone.answer(&req, 201, &account);
    let req = phone.request("/v1/rooms/QRTW34/join");
    assert_eq!(req.header("authorization"), Some(format!("Bearer {TOKEN}").as_str()));
    let body: JoinRoom = serde_json::from_str(req.body.as_deref().expect("the key")).expect("JoinRoom");
    assert_eq!(body.key.as_deref(), Some(KEY));
    phone.answer(&req, 200, &guest_room(Side::North));
    assert_eq!(phone.view().screen, Screen::Game);
    assert!(matches!(phone.view().screen_view, ScreenView::Room(_)));
    assert_eq!(
        phone.opened.last().map(|o| o.1.as_str()),
        Some("ws://test.invalid/v1/games/1/ws")
    );
}

fn guest_room(side: Side) -> RoomInfo {
    RoomInfo {
        code: "QRTW34".into(),
        link: format!("{SERVER}/join/QRTW34"),
        game_id: 1,
        rules: "pasu-pondi".into(),
        your_side: side,
        ws_path: "/v1/games/1/ws".into(),
        move_ms: Some(60_000),
        watch_link: None,
    }
}

/// With an account there is no name to type: the action joins at once; a name the server
/// refuses, or a room filled meanwhile, is said on the invitation.
#[test]
fn with_an_account_the_invitation_joins_at_once_and_says_what_went_wrong() {
    let (mut phone, req) = invited(true);
    let mut friendly = invite(RoomState::Open, Some(Side::South));
    (friendly.move_ms, friendly.rated) = (None, false);
    phone.answer(&req, 200, &friendly);
    let view = invitation(&phone);
    assert_eq!(view.name, None);
    assert!(view.action_enabled);
    let details = view.details.expect("details");
    assert_eq!(
        [details.clock.as_str(), &details.rated, &details.side],
        [
            "No clock: take your time",
            "Friendly: not rated",
            "You play South and move first."
        ]
    );
    phone.send(view.action.event);
    let req = phone.request("/v1/rooms/QRTW34/join");
    let full = ErrorBody {
        error: WireError::new(ErrorCode::RoomFull, "both seats are taken"),
    };
    phone.answer(&req, 409, &full);
    let view = invitation(&phone);
    assert_eq!(view.phase, InvitationPhase::Closed);
    assert_eq!(view.title, "This game has already started: both seats are taken.");
    assert_eq!(
        (view.action.id.as_str(), view.action.event.clone()),
        ("home", Event::BackHome)
    );
    phone.send(view.action.event);
    assert_eq!(phone.view().screen, Screen::Home);

    // Before an account: a name the server refuses is said, and the action stays.
    let (mut phone, req) = invited(false);
    phone.answer(&req, 200, &invite(RoomState::Open, Some(Side::North)));
    phone.act(OnlineAction::InvitationName { name: "Valli".into() });
    phone.act(OnlineAction::AcceptInvitation);
    let req = phone.request("/v1/accounts");
    let taken = ErrorBody {
        error: WireError::new(ErrorCode::NameTaken, "this name is taken"),
    };
    phone.answer(&req, 409, &taken);
    let view = invitation(&phone);
    assert_eq!(view.phase, InvitationPhase::Open);
    assert!(view.error.is_some_and(|e| e.contains("this name is taken")));
    assert!(view.action_enabled, "another name can be tried");
}

/// Full, finished, expired or unknown rooms say so in words with the way home; a server
/// that cannot be reached offers to try again.
#[test]
fn a_closed_room_says_so_and_a_failed_call_can_be_tried_again() {
    for (answer, title) in [
        (
            Ok(invite(RoomState::Full, None)),
            "This game has already started: both seats are taken.",
        ),
        (Ok(invite(RoomState::Finished, None)), "This game is over."),
        (
            Err(ErrorCode::UnknownRoom),
            "This invitation is no longer valid: the room was closed or has expired, or the link is wrong.",
        ),
    ] {
        let (mut phone, req) = invited(false);
        match answer {
            Ok(room) => phone.answer(&req, 200, &room),
            Err(code) => phone.answer(
                &req,
                404,
                &ErrorBody {
                    error: WireError::new(code, "no room has this code"),
                },
            ),
        }
        let view = invitation(&phone);
        assert_eq!((view.phase, view.title.as_str()), (InvitationPhase::Closed, title));
        assert_eq!((view.details, view.name, view.home), (None, None, None));
        assert_eq!(view.action.event, Event::BackHome);
        phone.act(OnlineAction::AcceptInvitation);
        assert!(phone.http.is_empty(), "nothing to accept");
    }
    let (mut phone, req) = invited(false);
    phone.report(Transport::HttpFailed {
        id: req.id,
        error: "connection refused".into(),
    });
    let view = invitation(&phone);
    assert_eq!(view.phase, InvitationPhase::Failed);
    assert_eq!(view.title, "The invitation could not be opened.");
    assert!(view.error.is_some());
    assert_eq!(view.action.id, "retry");
    assert_eq!(view.home.as_ref().map(|h| h.event.clone()), Some(Event::BackHome));
    common::assert_events_round_trip(&[view.action.clone()]);
    phone.send(view.action.event);
    let req = phone.request(&format!("/v1/rooms/QRTW34/invite?key={KEY}"));
    phone.answer(&req, 200, &invite(RoomState::Open, Some(Side::North)));
    assert_eq!(invitation(&phone).phase, InvitationPhase::Open);
}

/// The page reloaded at the link I joined from: back to the game, no invitation.
#[test]
fn reopening_the_link_of_my_room_goes_back_to_its_game() {
    let (mut phone, _) = seated(Side::North);
    phone.act(OnlineAction::PageOpened {
        url: format!("{SERVER}/join/QRTW34#{KEY}"),
    });
    assert_eq!(phone.view().screen, Screen::Game);
    assert!(
        !phone.http.iter().any(|r| r.url.contains("/invite")),
        "{:?}",
        phone.http
    );
}

#[test]
fn a_page_opened_at_a_watch_link_watches_its_game_once_there_is_an_account() {
    let mut phone = page_opened("http://test.invalid/watch/1?x#y", false);
    let view = phone.view();
    assert_eq!(view.screen, Screen::Home);
    assert_eq!(
        view.notice.clone().map(|n| n.text).as_deref(),
        Some("Choose a name to go online; then you watch game 1.")
    );
    assert_eq!(
        view.online().expect("an online view").focus.as_deref(),
        Some("online-name")
    );
    assert!(phone.opened.is_empty());
    phone.sign_up("Asha", 9);
    assert_eq!(phone.view().screen, Screen::Watch);
    assert_eq!(
        phone.opened.last().map(|o| o.1.as_str()),
        Some("ws://test.invalid/v1/games/1/ws")
    );
    // Signed up: straight to the watch screen, on the page's server.
    let phone = page_opened("https://play.example/watch/42/", true);
    assert_eq!(phone.view().screen, Screen::Watch);
    assert_eq!(
        phone.opened.last().map(|o| o.1.as_str()),
        Some("wss://play.example/v1/games/42/ws")
    );
}

#[test]
fn a_page_opened_at_a_bad_link_says_so_and_opens_nothing() {
    for signed in [false, true] {
        for (url, says) in [
            ("http://test.invalid/join/QRTW3", "That is not a board code"),
            ("http://test.invalid/join/", "That is not a board code"),
            ("http://test.invalid/watch/0", "That is not a watch link"),
            ("http://test.invalid/watch/12x", "That is not a watch link"),
            ("http://test.invalid/watch/", "That is not a watch link"),
        ] {
            let phone = page_opened(url, signed);
            let view = phone.view();
            let notice = view.notice.clone().expect("refused").text;
            assert!(notice.starts_with(says), "{url}: {notice}");
            assert_eq!(
                (view.screen, view.online().expect("an online view").focus),
                (Screen::Home, None),
                "{url}"
            );
            assert_eq!(
                view.online().expect("an online view").server,
                SERVER,
                "{url}: the server is still the page's"
            );
            assert!(
                phone.opened.is_empty() && !phone.http.iter().any(|r| r.url.contains("/rooms/")),
                "{url}: nothing opened"
            );
        }
    }
    // The apps' deep links route the same way: a bad watch link is refused as one.
    let mut phone = signed_up();
    phone.act(OnlineAction::OpenLink {
        link: "pallanguzhi://watch/x".into(),
    });
    let notice = phone.view().notice.expect("refused").text;
    assert!(notice.starts_with("That is not a watch link"), "{notice}");
}

#[path = "online_events/accounts.rs"]
mod accounts;

#[test]
fn the_result_card_stays_when_the_game_ends_while_the_last_move_is_shown() {
    // Animations on: the opponent's move is being shown when the server says I won (they
    // resigned). The card is not taken away when that move's animation ends.
    let (mut phone, mut table) = seated(Side::North);
    phone.send(Event::SystemChanged {
        language: "en".into(),
        reduce_motion: false,
    });
    let hole = table.first_legal();
    let moved = table.play(hole);
    phone.hear(&moved);
    assert!(phone.view().game().expect("game").animating, "the move is shown");
    phone.hear(&ServerMessage::GameOver {
        result: GameResult {
            outcome: pallanguzhi_core::Outcome::Win { side: Side::North },
            reason: EndReason::Resigned,
        },
        moves: 1,
    });
    let frames = phone.timers.iter().filter(|(_, ms)| *ms < 3_000).count();
    assert!(frames > 0, "animation frames to fire");
    for _ in 0..200 {
        let Some(&(_, ms)) = phone.timers.iter().find(|(_, ms)| *ms < 3_000) else {
            break;
        };
        phone.fire(ms);
    }
    let game = phone.view().game().expect("game");
    assert!(!game.animating, "the move has been shown");
    let card = game.dialog.expect("the result card stays");
    assert_eq!((card.kind, card.title.as_str()), (DialogKind::GameOver, "You won"));
    assert_eq!(card.lines[1], "Valli resigned.");
}

/// The result card of the finished online game: its action ids and its lines.
fn card(phone: &Phone) -> (Vec<String>, Vec<String>) {
    let dialog = phone.view().game().expect("game").dialog.expect("the result card");
    let ids = dialog.actions.iter().map(|a| a.id.clone()).collect();
    (ids, dialog.lines)
}

#[test]
fn the_offerer_waits_for_the_answer_and_an_agreed_rematch_enters_the_new_game() {
    let (mut phone, _table) = seated(Side::South);
    let socket = phone.socket();
    phone.hear(&draw_agreed(0));
    assert!(!phone.closed.contains(&socket), "kept open while a rematch can be made");
    let dialog = phone.view().game().expect("game").dialog.expect("the result card");
    assert_eq!(action_ids(&dialog.actions), ["rematch", "home"]);
    common::assert_events_round_trip(&dialog.actions);
    phone.send(dialog.actions[0].event.clone());
    assert_eq!(phone.sent(), [ClientMessage::OfferRematch]);
    let (ids, lines) = card(&phone);
    assert_eq!(ids, ["home"], "no second offer");
    assert!(
        lines.contains(&"Rematch offered to Kumar; waiting for the answer.".to_string()),
        "{lines:?}"
    );
    phone.act(OnlineAction::OfferRematch);
    phone.act(OnlineAction::AcceptRematch);
    assert_eq!(phone.sent(), [], "my own offer is neither repeated nor accepted");
    // Kumar accepts: the server sends my room in the new game (sides swapped).
    let new_room = RoomInfo {
        code: "ACDE34".into(),
        link: format!("{SERVER}/join/ACDE34"),
        game_id: 2,
        rules: "kalah".into(),
        your_side: Side::North,
        ws_path: "/v1/games/2/ws".into(),
        move_ms: None,
        watch_link: None,
    };
    phone.hear(&ServerMessage::RematchStarted { room: new_room });
    assert!(phone.closed.contains(&socket), "the finished game's socket closes");
    let (_, url, _) = phone.opened.last().expect("a socket").clone();
    assert_eq!(url, "ws://test.invalid/v1/games/2/ws");
    assert_eq!(
        phone.view().online().expect("an online view").code.as_deref(),
        Some("ACDE34")
    );
    assert_eq!(phone.connect(), None, "a new game: no move known");
    let mut table = Table::new(Side::North);
    table.state.game_id = 2;
    table.state.code = "ACDE34".into();
    phone.hear(&table.full());
    assert_eq!(phone.state(), ConnState::Playing);
    let view = phone.view();
    assert!(view.game().expect("the new game").dialog.is_none(), "the card is gone");
    assert_eq!(
        action_ids(&room(&phone).actions),
        ["offer-draw", "resign", "online-leave"]
    );
}

#[test]
fn the_receiver_accepts_or_declines_and_a_decline_is_said_to_both() {
    // Kumar (North here) hears Valli's offer: accept first, then decline.
    let (mut phone, _table) = seated(Side::North);
    phone.hear(&draw_agreed(0));
    phone.act(OnlineAction::AcceptRematch);
    assert_eq!(phone.sent(), [], "nothing to accept yet");
    phone.hear(&ServerMessage::RematchOffered { by: Side::South });
    let dialog = phone.view().game().expect("game").dialog.expect("the result card");
    assert_eq!(
        action_ids(&dialog.actions),
        ["accept-rematch", "decline-rematch", "home"]
    );
    assert!(
        dialog.lines.contains(&"Valli offers a rematch.".to_string()),
        "{:?}",
        dialog.lines
    );
    common::assert_events_round_trip(&dialog.actions);
    phone.send(dialog.actions[0].event.clone());
    assert_eq!(phone.sent(), [ClientMessage::AcceptRematch]);

    let (mut phone, _table) = seated(Side::North);
    let socket = phone.socket();
    phone.hear(&draw_agreed(0));
    phone.hear(&ServerMessage::RematchOffered { by: Side::South });
    phone.act(OnlineAction::DeclineRematch);
    assert_eq!(phone.sent(), [ClientMessage::DeclineRematch]);
    assert!(phone.closed.contains(&socket), "no rematch any more: the socket closes");
    let (ids, lines) = card(&phone);
    assert_eq!(ids, ["home"]);
    assert!(
        lines.contains(&"No rematch: it was declined, or a player left.".to_string()),
        "{lines:?}"
    );

    // The offerer hears the decline.
    let (mut phone, _table) = seated(Side::South);
    let socket = phone.socket();
    phone.hear(&draw_agreed(0));
    phone.act(OnlineAction::OfferRematch);
    assert_eq!(phone.sent(), [ClientMessage::OfferRematch]);
    phone.hear(&ServerMessage::RematchDeclined { by: Side::North });
    let (ids, lines) = card(&phone);
    assert_eq!(ids, ["home"], "Rematch is no longer offered");
    assert!(
        lines.contains(&"No rematch: it was declined, or a player left.".to_string()),
        "{lines:?}"
    );
    assert!(phone.closed.contains(&socket));
    phone.act(OnlineAction::OfferRematch);
    assert_eq!(phone.sent(), [], "refused here");

    // The server refuses an offer (the opponent went, or a block): Rematch goes too.
    let (mut phone, _table) = seated(Side::South);
    phone.hear(&draw_agreed(0));
    phone.act(OnlineAction::OfferRematch);
    phone.hear(&ServerMessage::Error(WireError::new(
        ErrorCode::NoRematch,
        "your opponent is not here for a rematch",
    )));
    assert_eq!(card(&phone).0, ["home"]);
}

#[test]
fn no_rematch_is_offered_before_the_end_or_when_the_opponent_is_away() {
    let (mut phone, mut table) = seated(Side::South);
    phone.act(OnlineAction::OfferRematch);
    assert_eq!(phone.sent(), [], "the game is on");
    let socket = phone.socket();
    table.state.seats[1].present = false;
    phone.hear(&ServerMessage::Seats {
        seats: table.state.seats.clone(),
        status: Status::Active,
    });
    phone.hear(&draw_agreed(0));
    assert_eq!(card(&phone).0, ["home"]);
    assert!(
        phone.closed.contains(&socket),
        "no rematch possible: the socket closes at the end"
    );
}
