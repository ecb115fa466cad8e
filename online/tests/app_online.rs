//! Online play through `Headless` (the app core with its tokio transport and timers, the CLI's shell) against
//! the real server on loopback, started in-process: the end-to-end checks that
//! the core's requests, socket and heartbeat work over real sockets. Every other
//! path of the online state machine is tested as event sequences, with no server,
//! in `app/tests/online_events.rs`. The test shell performs
//! effects like an app: timers fire when due (back-off) and animations are
//! instant (reduce motion). Conditions are awaited with generous timeouts;
//! nothing asserts on time.

use pallanguzhi_app::*;
use pallanguzhi_core::{Game, Outcome, Players, Rules, Side};
use pallanguzhi_online::Headless;
use pallanguzhi_protocol::SideChoice;
use std::time::{Duration, Instant};

/// A server in its own runtime; dropping the runtime kills it mid-flight.
struct Server {
    runtime: Option<tokio::runtime::Runtime>,
    addr: String,
    #[allow(dead_code)]
    db: String,
}

impl Server {
    fn start(name: &str) -> Server {
        Server::start_with(name, |_| {})
    }

    /// `start` with the server's configuration changed by `tune` (e.g. a short away time).
    fn start_with(name: &str, tune: impl FnOnce(&mut pallanguzhi_server::Config)) -> Server {
        let path = Server::fresh_db(name);
        Server::start_tuned(&format!("sqlite:{}", path.display()), "127.0.0.1:0", tune)
    }

    fn fresh_db(name: &str) -> std::path::PathBuf {
        let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("app-online");
        std::fs::create_dir_all(&dir).expect("tmp dir");
        let path = dir.join(format!("{name}-{}.db", std::process::id()));
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
        path
    }

    fn start_on(db: &str, listen: &str) -> Server {
        Server::start_tuned(db, listen, |_| {})
    }

    fn start_tuned(db: &str, listen: &str, tune: impl FnOnce(&mut pallanguzhi_server::Config)) -> Server {
        let runtime = tokio::runtime::Runtime::new().expect("runtime");
        let mut config = pallanguzhi_server::Config::new(listen, db);
        config.accounts_per_minute = 10_000;
        config.join_per_minute = 1_000;
        // Quick games between new accounts, weighed (the farm rules, F7, are
        // server/tests/ranking.rs's): people take a minute, accounts are a week old.
        config.min_rated_game_s = 0;
        config.min_opponent_age_days = 0;
        tune(&mut config);
        let addr = runtime.block_on(async {
            let (addr, serve) = pallanguzhi_server::start(config, std::future::pending())
                .await
                .expect("server starts");
            tokio::spawn(serve);
            addr
        });
        Server {
            runtime: Some(runtime),
            addr: addr.to_string(),
            db: db.to_string(),
        }
    }

    fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Stop at once: every connection dropped, nothing flushed on purpose.
    fn kill(&mut self) {
        if let Some(rt) = self.runtime.take() {
            rt.shutdown_background();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

/// The transport is the runner's: none of its effects may reach the shell.
fn leak_check(effects: &[Effect]) {
    for effect in effects {
        if let Effect::Http { .. }
        | Effect::HttpCancel { .. }
        | Effect::SocketOpen { .. }
        | Effect::SocketSend { .. }
        | Effect::SocketClose { .. } = effect
        {
            panic!("the runner leaked {effect:?}")
        }
    }
}

/// A phone: the app core on a `Headless` shell (the CLI's), its timers fired when due.
struct Phone {
    shell: Headless,
    _dir: tempfile::TempDir,
}

impl Phone {
    fn new(server: &str) -> Phone {
        let dir = tempfile::tempdir().expect("tempdir");
        Phone::in_dir(server, dir)
    }

    fn in_dir(server: &str, dir: tempfile::TempDir) -> Phone {
        let shell = Headless::launch(App::new(7), dir.path(), "en");
        let mut phone = Phone { shell, _dir: dir };
        phone.online(OnlineAction::SetServer { url: server.into() });
        phone
    }

    fn send(&mut self, event: Event) {
        let effects = self.shell.send(event);
        leak_check(&effects);
    }

    fn online(&mut self, action: OnlineAction) {
        self.send(Event::OnlineAction(action));
    }

    fn tick(&mut self) {
        let effects = self.shell.step(Duration::from_millis(5));
        leak_check(&effects);
    }

    fn view(&self) -> ViewModel {
        self.shell.view()
    }

    fn state(&self) -> ConnState {
        self.view().online().expect("an online view").state
    }

    fn moves(&self) -> u32 {
        self.view().game().map_or(0, |g| g.moves_played)
    }

    /// My turn, nothing in flight, the game on: what `play_if_mine` plays on.
    fn my_turn(&self) -> bool {
        let view = self.view();
        let Some(game) = view.game() else { return false };
        view.online().expect("an online view").state == ConnState::Playing
            && !view.online().expect("an online view").sending
            && game.outcome.is_none()
            && game.to_move.is_some()
            && game.to_move == view.online().expect("an online view").my_side
    }

    /// My turn, nothing in flight: play the first legal hole (closing a round summary first).
    fn play_if_mine(&mut self) -> bool {
        if !self.my_turn() {
            return false;
        }
        let game = self.view().game().expect("my turn is in a game");
        if game.dialog.is_some() {
            self.send(Event::AcknowledgeDialog);
            return true;
        }
        match self.first_legal() {
            Some(hole) => {
                self.send(Event::TapHole { hole });
                true
            }
            None => false,
        }
    }

    /// The first hole this phone's board lets its player tap, if any.
    fn first_legal(&self) -> Option<u8> {
        self.view().game()?.holes.iter().find(|h| h.legal).map(|h| h.index)
    }
}

/// Tick the phones until `done`, or fail after a generous bound saying what was awaited.
fn until(phones: &mut [&mut Phone], what: &str, done: impl Fn(&[&mut Phone]) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(120);
    while !done(phones) {
        assert!(
            Instant::now() < deadline,
            "gave up waiting for {what}: {:?}",
            phones
                .iter()
                .map(|p| (p.view().online().expect("an online view"), p.moves()))
                .collect::<Vec<_>>()
        );
        for phone in phones.iter_mut() {
            phone.tick();
        }
    }
}

fn signed_up(url: &str, name: &str) -> Phone {
    let mut phone = Phone::new(url);
    phone.online(OnlineAction::SignUp { name: name.into() });
    until(&mut [&mut phone], "the account", |p| {
        !p[0].view().online().expect("an online view").account.is_empty()
    });
    phone
}

/// Host (south) and guest seated at a new table.
fn table(url: &str, rules: &str) -> (Phone, Phone) {
    let mut host = signed_up(url, "Valli");
    let mut guest = signed_up(url, "Kumar");
    host.online(OnlineAction::CreateRoom {
        preset: rules.into(),
        side: SideChoice::South,
    });
    until(&mut [&mut host], "the room", |p| {
        p[0].state() == ConnState::WaitingForGuest
    });
    let link = host
        .view()
        .online()
        .expect("an online view")
        .link
        .expect("a share link");
    guest.online(OnlineAction::Join { code: link });
    until(&mut [&mut host, &mut guest], "both seated", |p| {
        p.iter().all(|p| p.state() == ConnState::Playing)
    });
    (host, guest)
}

fn play_until(host: &mut Phone, guest: &mut Phone, what: &str, done: impl Fn(&Phone, &Phone) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(180);
    while !done(host, guest) {
        assert!(Instant::now() < deadline, "gave up playing until {what}");
        host.play_if_mine();
        guest.play_if_mine();
        host.tick();
        guest.tick();
    }
}

/// Both boards at the same move and no move of either in flight.
fn settled(h: &Phone, g: &Phone) -> bool {
    g.moves() == h.moves()
        && !h.view().online().expect("an online view").sending
        && !g.view().online().expect("an online view").sending
}

/// Play until `mover`'s turn after at least `moves` moves, then let the other phone catch up
/// without playing. The turn is read on the mover's own board, just before it would play:
/// read on the other board, it could show after the mover had already tapped (seen under
/// load: the guest's move landed after the host was suspended, and the test waited for a
/// turn that was the host's, or played on until the game ended).
fn play_until_turn(host: &mut Phone, guest: &mut Phone, mover: Side, moves: u32) {
    let what = format!("{mover:?} to move after {moves} moves");
    play_until(host, guest, &what, |h, g| {
        let p = if mover == Side::South { h } else { g };
        p.moves() >= moves && p.my_turn() && p.view().game().is_some_and(|g| g.holes.iter().any(|h| h.legal))
    });
    until(&mut [host, guest], "the other board caught up", |p| settled(p[0], p[1]));
}

fn history(phone: &Phone) -> Vec<String> {
    phone.view().game().expect("a game").history
}

#[test]
fn two_phones_play_a_whole_game_and_see_the_result_and_rating_change() {
    let server = Server::start("full");
    let (mut host, mut guest) = table(&server.url(), "kalah");
    let view = host.view();
    assert_eq!(view.online().expect("an online view").my_side, Some(Side::South));
    assert_eq!(
        guest.view().online().expect("an online view").my_side,
        Some(Side::North)
    );
    assert_eq!(view.screen, Screen::Game);
    let names: Vec<String> = view
        .online()
        .expect("an online view")
        .seats
        .iter()
        .map(|s| s.name.clone())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
    play_until(&mut host, &mut guest, "the end", |h, g| {
        h.state() == ConnState::Finished && g.state() == ConnState::Finished
    });
    let (h, g) = (host.view(), guest.view());
    let (hg, gg) = (h.game().expect("host game"), g.game().expect("guest game"));
    assert_eq!(hg.history, gg.history);
    assert_eq!(hg.outcome, gg.outcome);
    // The same moves replayed by the core end the same way.
    let holes: Vec<u8> = server_moves(&host);
    let game = Game::replay(Rules::preset("kalah").expect("preset"), Players::humans(), &holes).expect("replays");
    assert_eq!(game.outcome(), hg.outcome);
    assert!(matches!(hg.dialog.map(|d| d.kind), Some(DialogKind::GameOver)));
    until(&mut [&mut host, &mut guest], "the rating change", |p| {
        p.iter()
            .all(|p| p.view().online().expect("an online view").rating_change.is_some())
    });
    let (dh, dg) = (
        host.view()
            .online()
            .expect("an online view")
            .rating_change
            .expect("host change"),
        guest
            .view()
            .online()
            .expect("an online view")
            .rating_change
            .expect("guest change"),
    );
    match hg.outcome.expect("an outcome") {
        Outcome::Win { side: Side::South } => assert!(dh > 0 && dg < 0, "{dh} {dg}"),
        Outcome::Win { side: Side::North } => assert!(dh < 0 && dg > 0, "{dh} {dg}"),
        Outcome::Draw => {}
    }
    assert!(host
        .view()
        .online()
        .expect("an online view")
        .rating_text
        .expect("text")
        .starts_with("Rating "));
    host.online(OnlineAction::Leaderboard { preset: "kalah".into() });
    until(&mut [&mut host], "the leaderboard", |p| {
        p[0].view().online().expect("an online view").leaderboard.is_some()
    });
    let board = host
        .view()
        .online()
        .expect("an online view")
        .leaderboard
        .expect("board");
    assert!(board.top.is_empty(), "provisional players are not listed");
    assert_eq!(board.me.map(|m| m.name), Some("Valli".to_string()));
    let stats = host.view().online().expect("an online view").stats.expect("my stats");
    assert_eq!(stats.per_rules.iter().map(|r| r.games).sum::<u32>(), 1);
}

/// The holes of the host's local game (the view's history is in words).
fn server_moves(phone: &Phone) -> Vec<u8> {
    phone.shell.app().online_moves()
}

#[test]
fn a_suspended_phone_reconnects_fetches_the_missed_move_and_resigns() {
    let server = Server::start("suspend");
    let (mut host, mut guest) = table(&server.url(), "kalah");
    play_until_turn(&mut host, &mut guest, Side::North, 2);
    host.send(Event::Suspend);
    assert_eq!(host.state(), ConnState::Suspended);
    let before = host.moves();
    // The guest's board may still be animating the host's last move (a loaded machine
    // fires its frame timers late): its holes are tappable once that ends.
    until(
        &mut [&mut host, &mut guest],
        "the host seen away, the guest's turn shown",
        |p| {
            p[1].state() == ConnState::OpponentAway
                && p[1].view().game().is_some_and(|g| g.holes.iter().any(|h| h.legal))
        },
    );
    // The host is away; the guest plays on.
    let hole = guest.first_legal().expect("a legal hole");
    guest.send(Event::TapHole { hole });
    until(&mut [&mut guest], "the guest's move confirmed", |p| {
        p[0].moves() > before
    });
    assert_eq!(host.moves(), before, "a suspended phone hears nothing");
    host.send(Event::Resume);
    until(&mut [&mut host, &mut guest], "the host caught up", |p| {
        p[0].moves() == p[1].moves() && p[0].state() == ConnState::Playing
    });
    assert_eq!(history(&host), history(&guest));
    host.send(Event::Resign);
    until(&mut [&mut host, &mut guest], "the resignation", |p| {
        p.iter().all(|p| p.state() == ConnState::Finished)
    });
    let outcome = guest.view().game().and_then(|g| g.outcome);
    assert_eq!(outcome, Some(Outcome::Win { side: Side::North }));
}

#[test]
fn a_server_restart_mid_game_loses_no_move_and_a_move_sent_meanwhile_is_resent() {
    let mut server = Server::start("restart");
    let (addr, db) = (server.addr.clone(), server.db.clone());
    let (mut host, mut guest) = table(&server.url(), "kalah");
    play_until_turn(&mut host, &mut guest, Side::South, 3);
    let acknowledged = server_moves(&host);
    server.kill();
    until(
        &mut [&mut host, &mut guest],
        "the drop noticed, the host's turn shown",
        |p| {
            p.iter().all(|p| matches!(p.state(), ConnState::Reconnecting { .. }))
                && p[0].view().game().is_some_and(|g| g.holes.iter().any(|h| h.legal))
        },
    );
    // The host plays while reconnecting: the move waits under its number.
    let hole = host.first_legal().expect("a legal hole");
    host.send(Event::TapHole { hole });
    assert!(host.view().online().expect("an online view").sending);
    // A resignation cannot be kept for later like a move: refused, said, nothing sent.
    guest.send(Event::Resign);
    let notice = guest.view().notice.expect("a notice");
    assert!(notice.text.contains("Not connected"), "{}", notice.text);
    guest.send(Event::DismissNotice);
    let _server = Server::start_on(&db, &addr);
    until(&mut [&mut host, &mut guest], "the resent move on both phones", |p| {
        p.iter()
            .all(|p| p.moves() as usize == acknowledged.len() + 1 && p.state() == ConnState::Playing)
    });
    assert!(!host.view().online().expect("an online view").sending);
    let moves = server_moves(&guest);
    assert_eq!(moves[..acknowledged.len()], acknowledged[..]);
    assert_eq!(moves[acknowledged.len()], hole);
    play_until(&mut host, &mut guest, "the end", |h, g| {
        h.state() == ConnState::Finished && g.state() == ConnState::Finished
    });
    assert_eq!(history(&host), history(&guest));
}

#[test]
fn refused_connections_unknown_codes_and_bad_input_give_clear_states() {
    // Nothing listens on the port of a killed server.
    let mut dead = Server::start("dead");
    let url = dead.url();
    dead.kill();
    let mut phone = Phone::new(&url);
    phone.online(OnlineAction::SignUp { name: "Valli".into() });
    until(&mut [&mut phone], "the refusal", |p| {
        p[0].view().online().expect("an online view").error.is_some()
    });
    let view = phone.view();
    assert_eq!(view.online().expect("an online view").state, ConnState::Idle);
    assert!(view
        .online()
        .expect("an online view")
        .error
        .expect("error")
        .contains("does not answer"));
    assert!(view.online().expect("an online view").account.is_empty());
    // Without an account, a room is refused before any call.
    phone.online(OnlineAction::CreateRoom {
        preset: "kalah".into(),
        side: SideChoice::Random,
    });
    assert!(phone.view().notice.is_some());
    phone.send(Event::DismissNotice);
    phone.online(OnlineAction::SetServer { url: "ftp://x".into() });
    assert!(phone.view().notice.expect("notice").text.contains("http"));

    let server = Server::start("codes");
    let mut phone = signed_up(&server.url(), "Kumar");
    phone.online(OnlineAction::Join { code: "hello".into() });
    assert!(phone.view().notice.expect("bad code").text.contains("six letters"));
    phone.online(OnlineAction::Join { code: "QRTW34".into() });
    until(&mut [&mut phone], "unknown code", |p| {
        p[0].view().online().expect("an online view").error.is_some()
    });
    let view = phone.view();
    assert_eq!(
        view.online().expect("an online view").error.as_deref(),
        Some("No board has this code.")
    );
    assert_eq!(view.online().expect("an online view").code, None);
    assert_eq!(view.screen, Screen::Home);
}

#[test]
fn a_dead_server_ends_retries_in_failed_and_retry_reconnects_after_a_relaunch() {
    let mut server = Server::start("giveup");
    let (addr, db) = (server.addr.clone(), server.db.clone());
    let mut host = signed_up(&server.url(), "Valli");
    host.online(OnlineAction::CreateRoom {
        preset: "pallanguzhi".into(),
        side: SideChoice::North,
    });
    until(&mut [&mut host], "the room", |p| {
        p[0].state() == ConnState::WaitingForGuest
    });
    let code = host.view().online().expect("an online view").code.expect("code");
    server.kill();
    host.shell.hurry = true;
    until(&mut [&mut host], "giving up", |p| p[0].state() == ConnState::Failed);
    // A kill and relaunch: the stored account returns to the same room.
    let dir = std::mem::replace(&mut host._dir, tempfile::tempdir().expect("tmp"));
    drop(host);
    let _server = Server::start_on(&db, &addr);
    let mut again = Phone::in_dir(&format!("http://{addr}"), dir);
    assert_eq!(
        again.view().online().expect("an online view").code.as_deref(),
        Some(code.as_str())
    );
    until(&mut [&mut again], "back in the room", |p| {
        p[0].state() == ConnState::WaitingForGuest
    });
    assert_eq!(
        again.view().online().expect("an online view").my_side,
        Some(Side::North)
    );
}

/// A stored account and room pointing at `url` (a relaunch into that game).
fn stored(url: &str, token: &str, game_id: i64) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tmp");
    let account = serde_json::json!({
        "server": url, "account_id": 1, "name": "Valli", "token": token,
        "room": {"code": "QRTW34", "link": "x", "game_id": game_id, "rules": "kalah",
                 "your_side": "south", "ws_path": format!("/v1/games/{game_id}/ws")}
    });
    std::fs::write(dir.path().join("online.json"), account.to_string()).expect("write");
    dir
}

/// A runtime and a bare TCP listener on a free loopback port, for hand-written fake servers.
fn raw_listener() -> (tokio::runtime::Runtime, tokio::net::TcpListener, std::net::SocketAddr) {
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    (runtime, listener, addr)
}

#[test]
fn a_silent_socket_is_noticed_and_reconnected() {
    // A server that completes the handshake, then neither talks nor answers pings:
    // the TCP connection stays open, so only the client's own liveness check notices.
    use futures_util::StreamExt;
    let (runtime, listener, addr) = raw_listener();
    let (held, hold) = std::sync::mpsc::channel();
    runtime.spawn(async move {
        while let Ok((tcp, _)) = listener.accept().await {
            if let Ok(mut ws) = tokio_tungstenite::accept_async(tcp).await {
                let _hello = ws.next().await;
                let _ = held.send(());
                std::future::pending::<()>().await; // never read again: no pong
                drop(ws);
            }
        }
    });
    let url = format!("http://{addr}");
    let mut phone = Phone::in_dir(&url, stored(&url, "t", 1));
    until(&mut [&mut phone], "the socket open", |_| hold.try_recv().is_ok());
    assert_eq!(phone.state(), ConnState::Connecting);
    until(&mut [&mut phone], "the silence noticed", |p| {
        matches!(p[0].state(), ConnState::Reconnecting { attempt: 1 })
    });
}

#[test]
fn a_third_player_is_told_the_room_is_full_and_keeps_no_room() {
    let server = Server::start("full-room");
    let (host, _guest) = table(&server.url(), "kalah");
    let mut third = signed_up(&server.url(), "Muthu");
    third.online(OnlineAction::Join {
        code: host.view().online().expect("an online view").code.expect("code"),
    });
    until(&mut [&mut third], "the refusal", |p| {
        p[0].view().online().expect("an online view").error.is_some()
    });
    let view = third.view();
    assert_eq!(
        view.online().expect("an online view").error.as_deref(),
        Some("This board already has two players.")
    );
    assert_eq!(view.online().expect("an online view").state, ConnState::Idle);
    assert_eq!(view.online().expect("an online view").code, None);
    assert_eq!(view.screen, Screen::Home);
}

/// The phone's stored account file (token, game id), as the app wrote it.
fn account_of(phone: &Phone) -> serde_json::Value {
    let text = std::fs::read_to_string(phone._dir.path().join("online.json")).expect("online.json");
    serde_json::from_str(&text).expect("json")
}

/// A relaunch into `game_id` with `token`: refused by the server, it fails at once.
fn refused_at_once(url: &str, token: &str, game_id: i64) -> ViewModel {
    let mut phone = Phone::in_dir(url, stored(url, token, game_id));
    until(&mut [&mut phone], "the refusal", |p| {
        p[0].state() != ConnState::Connecting
    });
    assert_eq!(phone.state(), ConnState::Failed);
    assert!(
        phone.shell.timers().is_empty(),
        "no retry scheduled: {:?}",
        phone.shell.timers()
    );
    phone.view()
}

#[test]
fn a_socket_the_server_refuses_fails_at_once_without_retrying() {
    let server = Server::start("refused");
    let (host, _guest) = table(&server.url(), "kalah");
    let game_id = account_of(&host)["room"]["game_id"].as_i64().expect("game id");
    // A token the server does not know (another server's, or revoked): HTTP 401 at the upgrade.
    let view = refused_at_once(&server.url(), "not-a-token", game_id);
    assert!(view
        .online()
        .expect("an online view")
        .error
        .expect("error")
        .contains("does not know this device"));
    // A game that does not exist (a database reset): 404 at the upgrade.
    let token = account_of(&host)["token"].as_str().expect("token").to_string();
    let view = refused_at_once(&server.url(), &token, game_id + 1000);
    assert!(view.online().expect("an online view").error.is_some());
}

#[test]
fn https_urls_are_spoken_over_tls() {
    // A plain-TCP listener: the client's TLS handshake fails. Built without TLS, the same
    // call fails before any connection ("scheme is not http", "TLS support not compiled in").
    use pallanguzhi_online::{Client, ClientError};
    use tokio::io::AsyncWriteExt;
    let (runtime, listener, addr) = raw_listener();
    let (seen, saw) = std::sync::mpsc::channel();
    runtime.spawn(async move {
        while let Ok((mut tcp, _)) = listener.accept().await {
            let _ = seen.send(());
            let _ = tcp.write_all(b"HTTP/1.1 400 Bad Request\r\n\r\n").await;
        }
    });
    let client = Client::new(&format!("https://{addr}")).with_token("t");
    let http = runtime.block_on(client.me()).map(|_| ()).expect_err("no TLS server");
    let ws = runtime
        .block_on(client.connect(1, None))
        .map(|_| ())
        .expect_err("no TLS server");
    for error in [http, ws] {
        let ClientError::Transport(text) = error else {
            panic!("a transport error, not {error:?}")
        };
        let lower = text.to_lowercase();
        assert!(!lower.contains("not compiled") && !lower.contains("scheme"), "{text}");
        assert!(
            lower.contains("tls") || lower.contains("corrupt") || lower.contains("message"),
            "{text}"
        );
    }
    assert_eq!(saw.try_iter().count(), 2, "both calls reached the listener");
}

/// Two seated phones after two moves or more, South to move: host (south) and guest (north).
fn two_moves_in(url: &str) -> (Phone, Phone) {
    let (mut host, mut guest) = table(url, "kalah");
    play_until_turn(&mut host, &mut guest, Side::South, 2);
    (host, guest)
}

#[test]
fn only_the_opponent_answers_a_draw_offer_and_the_accepted_draw_shows_game_over() {
    let server = Server::start("draw");
    let (mut host, mut guest) = two_moves_in(&server.url());
    host.send(Event::OfferDraw);
    until(&mut [&mut host, &mut guest], "the offer on both phones", |p| {
        p[0].view()
            .online()
            .expect("an online view")
            .status
            .contains("offered a draw")
            && p[1].view().game().and_then(|g| g.dialog).map(|d| d.kind) == Some(DialogKind::DrawOffer)
    });
    let offerer = host.view();
    let game = offerer.game().expect("game");
    assert_eq!(game.dialog, None, "the offerer gets no Accept/Decline");
    assert!(!game.buttons.offer_draw);
    host.send(Event::AcceptDraw);
    assert!(host.view().notice.is_some(), "the offerer cannot accept");
    guest.send(Event::AcceptDraw);
    until(&mut [&mut host, &mut guest], "the draw", |p| {
        p.iter().all(|p| p.state() == ConnState::Finished)
    });
    for phone in [&host, &guest] {
        let game = phone.view().game().expect("game");
        assert_eq!(game.outcome, Some(Outcome::Draw));
        assert_eq!(game.dialog.map(|d| d.kind), Some(DialogKind::GameOver));
    }
}

#[test]
fn a_link_opened_before_signing_up_is_joined_right_after() {
    let server = Server::start("pending");
    let mut host = signed_up(&server.url(), "Valli");
    host.online(OnlineAction::CreateRoom {
        preset: "kalah".into(),
        side: SideChoice::South,
    });
    until(&mut [&mut host], "the room", |p| {
        p[0].state() == ConnState::WaitingForGuest
    });
    let (code, link) = (
        host.view().online().expect("an online view").code.expect("code"),
        host.view().online().expect("an online view").link.expect("link"),
    );
    let mut guest = Phone::new(&server.url());
    guest.online(OnlineAction::Join { code: link });
    let notice = guest.view().notice.expect("told to choose a name");
    assert!(notice.text.contains(&code), "{}", notice.text);
    assert_eq!(
        guest.view().online().expect("an online view").state,
        ConnState::Idle,
        "no call without an account"
    );
    guest.send(Event::DismissNotice);
    guest.online(OnlineAction::SignUp { name: "Kumar".into() });
    until(&mut [&mut host, &mut guest], "both seated", |p| {
        p.iter().all(|p| p.state() == ConnState::Playing)
    });
    assert_eq!(guest.view().online().expect("an online view").code, Some(code));
    assert_eq!(
        guest.view().online().expect("an online view").my_side,
        Some(Side::North)
    );
}

/// The host's rating in `rules` as its stats say (after asking for them).
/// My rating in `rules`, in whole points as the view gives it.
fn rating(phone: &mut Phone, rules: &str) -> i32 {
    phone.online(OnlineAction::Stats);
    let rules = rules.to_string();
    until(&mut [&mut *phone], "my stats", |p| {
        p[0].view()
            .online()
            .expect("an online view")
            .stats
            .is_some_and(|s| s.per_rules.iter().any(|r| r.rules == rules && r.games > 0))
    });
    let stats = phone.view().online().expect("an online view").stats.expect("stats");
    stats.per_rules.iter().find(|r| r.rules == rules).expect("rules").rating
}

#[test]
fn the_rating_change_after_a_relaunch_mid_game_is_against_the_rating_before_it() {
    // Games of two moves, rated here (the server's default rates 10 moves and more).
    let server = Server::start_with("rating", |c| c.min_rated_moves = 2);
    let (mut host, mut guest) = two_moves_in(&server.url());
    guest.send(Event::Resign);
    until(&mut [&mut host, &mut guest], "the first game rated", |p| {
        p.iter()
            .all(|p| p.view().online().expect("an online view").rating_change.is_some())
    });
    let first = rating(&mut host, "kalah");
    assert_ne!(first, 1500, "the first game was rated");
    // A second game; the host's phone is killed and relaunched in the middle.
    host.online(OnlineAction::CreateRoom {
        preset: "kalah".into(),
        side: SideChoice::South,
    });
    until(&mut [&mut host], "the second room", |p| {
        p[0].state() == ConnState::WaitingForGuest && p[0].view().online().expect("an online view").stats.is_some()
    });
    guest.online(OnlineAction::Join {
        code: host.view().online().expect("an online view").code.expect("code"),
    });
    until(&mut [&mut host, &mut guest], "both seated again", |p| {
        p.iter().all(|p| p.state() == ConnState::Playing)
    });
    play_until_turn(&mut host, &mut guest, Side::South, 2);
    let dir = std::mem::replace(&mut host._dir, tempfile::tempdir().expect("tmp"));
    drop(host);
    let mut host = Phone::in_dir(&server.url(), dir);
    until(&mut [&mut host], "back in the game", |p| {
        p[0].state() == ConnState::Playing
    });
    guest.send(Event::Resign);
    until(&mut [&mut host, &mut guest], "the second game rated", |p| {
        p[0].view().online().expect("an online view").rating_change.is_some()
    });
    let change = host
        .view()
        .online()
        .expect("an online view")
        .rating_change
        .expect("change");
    let second = rating(&mut host, "kalah");
    // Each of the three is rounded to whole points on its own: within one point.
    assert!((change - (second - first)).abs() <= 1, "{change} vs {second} - {first}");
}

/// A win claimed while the opponent is away is worded as such, not as a resignation.
#[test]
fn a_win_claimed_while_the_opponent_is_away_says_so() {
    let server = Server::start_with("claim", |config| config.away_timeout_ms = 200);
    let (mut host, mut guest) = table(&server.url(), "kalah");
    let deadline = Instant::now() + Duration::from_secs(180);
    // Only the host plays: it stops once North (the guest) is to move.
    while host.view().game().and_then(|g| g.to_move) != Some(Side::North)
        || host.view().online().expect("an online view").sending
    {
        assert!(Instant::now() < deadline, "gave up waiting for North's turn");
        host.play_if_mine();
        host.tick();
        guest.tick();
    }
    guest.send(Event::Suspend);
    until(&mut [&mut host], "the claim offered", |p| {
        p[0].view().online().expect("an online view").can_claim
    });
    host.online(OnlineAction::ClaimWin);
    until(&mut [&mut host], "the game over", |p| {
        p[0].view().game().and_then(|g| g.dialog).map(|d| d.kind) == Some(DialogKind::GameOver)
    });
    let dialog = host.view().game().and_then(|g| g.dialog).expect("dialog");
    let text = dialog.lines.join(" ");
    assert!(text.contains("away too long"), "{text}");
    assert!(!text.contains("resigned"), "{text}");
}

#[test]
fn a_third_phone_watches_two_phones_play_and_ends_on_the_same_board() {
    let server = Server::start("watch");
    let (mut host, mut guest) = table(&server.url(), "kalah");
    let link = host
        .view()
        .online()
        .expect("an online view")
        .watch_link
        .expect("the room's watch link");
    assert!(link.contains("/watch/"), "{link}");
    let mut watcher = signed_up(&server.url(), "Asha");
    watcher.online(OnlineAction::Watch { link });
    until(&mut [&mut watcher], "the watched board", |p| {
        p[0].view().watch().is_some_and(|w| w.board.is_some())
    });
    let view = watcher.view().watch().expect("watching");
    assert_eq!(view.players.as_deref(), Some("Valli (South) against Kumar (North)"));
    assert_eq!(watcher.view().screen, Screen::Watch);
    until(&mut [&mut host, &mut guest, &mut watcher], "the watcher counted", |p| {
        p[0].view().online().expect("an online view").watchers == 1
            && p[2].view().watch().is_some_and(|w| w.watchers == 1)
    });
    // The players play it out; the watcher only follows (a tap of its is refused).
    let deadline = Instant::now() + Duration::from_secs(180);
    let mut tapped = false;
    // Over once the watcher sees the result: its card (said once), or its line once closed.
    let shown = |w: &WatchView| {
        w.result.is_some()
            || w.board
                .as_ref()
                .and_then(|b| b.dialog.as_ref())
                .is_some_and(|d| d.kind == DialogKind::GameOver)
    };
    while watcher.view().watch().is_none_or(|w| !shown(&w)) {
        assert!(Instant::now() < deadline, "gave up watching to the end");
        host.play_if_mine();
        guest.play_if_mine();
        if !tapped && watcher.moves() == 3 {
            let before = watcher.moves();
            watcher.send(Event::TapHole { hole: 0 });
            assert_eq!(watcher.moves(), before);
            tapped = true;
        }
        for phone in [&mut host, &mut guest, &mut watcher] {
            phone.tick();
        }
    }
    // The result can show a frame before the watcher's connection says it is over.
    until(
        &mut [&mut host, &mut guest, &mut watcher],
        "all three see the end",
        |p| {
            p[..2].iter().all(|p| p.state() == ConnState::Finished)
                && p[2].view().watch().is_some_and(|w| w.state == ConnState::Finished)
        },
    );
    let (h, w) = (host.view(), watcher.view());
    let (hg, wg) = (h.game().expect("host board"), w.game().expect("watched board"));
    assert_eq!(wg.history, hg.history, "the same moves");
    let counts = |g: &GameView| {
        let holes: Vec<u8> = g.holes.iter().map(|h| h.count).collect();
        (holes, g.bowls.iter().map(|b| b.count).collect::<Vec<_>>())
    };
    assert_eq!(counts(&wg), counts(&hg), "the same final board");
    assert_eq!(wg.outcome, hg.outcome);
    assert_eq!(server_moves(&watcher), server_moves(&host));
    assert_eq!(w.watch().expect("watching").state, ConnState::Finished);
    watcher.send(Event::BackHome);
    assert_eq!(watcher.view().watch(), None);
}
