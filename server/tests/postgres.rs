//! Two server instances on one PostgreSQL (run by tests/run.sh with
//! PALLANGUZHI_PG_URL set; `cargo test -- --ignored` otherwise): the host plays
//! on A, the guest on B, moves cross through LISTEN/NOTIFY wake-ups; then A is
//! killed and the host finishes the game through B.

mod common;

use common::Session;
use common::*;
use pallanguzhi_core::{Game, Players, Rules};
use pallanguzhi_online::protocol::{EndReason, SideChoice};
use pallanguzhi_online::Client;

fn pg_url() -> String {
    std::env::var("PALLANGUZHI_PG_URL").expect("PALLANGUZHI_PG_URL (tests/toolchain/postgres.sh prints one)")
}

#[tokio::test]
#[ignore = "needs PostgreSQL: PALLANGUZHI_PG_URL"]
async fn two_instances_share_a_game_and_one_survives_the_other() {
    let url = pg_url();
    let a = Server::start(&url, &[]);
    let b = Server::start(&url, &[]);
    let host = account(&a.url, "Valli").await;
    let guest = account(&b.url, "Kumar").await;
    let room = host
        .create_room("pallanguzhi", SideChoice::South)
        .await
        .expect("room on A");
    guest.join(&room.code).await.expect("join on B");
    let mut south = Session::open(host.clone(), room.game_id).await.expect("ws A");
    let mut north = Session::open(guest, room.game_id).await.expect("ws B");
    south.next().await.expect("state");
    north.next().await.expect("state");
    // Twenty moves, each made on one instance and seen on the other.
    for _ in 0..20 {
        let target = south.table.have().unwrap_or(0) + 1;
        let mover = if south.wants_move() {
            &mut south
        } else if north.wants_move() {
            &mut north
        } else {
            // The join may not have reached A's cache yet: wait for its wake-up.
            south.next().await.expect("next");
            continue;
        };
        let hole = pick(mover.state().expect("state"), 5);
        mover.play(hole).await.expect("move");
        for s in [&mut south, &mut north] {
            while s.table.have().unwrap_or(0) < target {
                s.next().await.expect("next");
            }
        }
        if south.table.is_over() {
            break;
        }
    }
    let before = south.state().expect("state").moves.clone();
    assert_eq!(Some(&before), north.state().map(|s| &s.moves));
    a.kill();
    // The host's app moves to B (a load balancer would do this).
    south.client = Client::new(&b.url).with_token(host.token().expect("token"));
    let (x, y) = play_both(&mut south, &mut north, 9).await;
    assert_eq!(x.moves[..before.len()], before[..]);
    assert_eq!(x.moves, y.moves);
    let game = Game::replay(
        Rules::preset("pallanguzhi").expect("preset"),
        Players::humans(),
        &x.moves,
    )
    .expect("replay");
    assert_eq!(game.outcome(), x.result.map(|r| r.outcome));
    let stats = south.client.my_stats().await.expect("stats via B");
    assert_eq!(stats.per_rules[0].games, 1);
}

/// Issue 26: both instances sweep for passed deadlines (every 10 ms here, to race);
/// whichever notices first ends each game, once: one result, one rating update.
#[tokio::test]
#[ignore = "needs PostgreSQL: PALLANGUZHI_PG_URL"]
async fn a_timeout_across_two_instances_ends_the_game_once() {
    let url = pg_url();
    let fast = ["--min-move-ms", "100", "--clock-sweep-ms", "10"];
    let a = Server::start(&url, &fast);
    let b = Server::start(&url, &fast);
    let host = account(&a.url, "Valli").await;
    let guest = account(&b.url, "Kumar").await;
    let games = 3;
    for _ in 0..games {
        // The host plays on A, the guest on B; two moves (a game counts from two), then idle.
        let room = host
            .create_room_with_clock("pallanguzhi", SideChoice::South, Some(1_000))
            .await
            .expect("room on A");
        guest.join(&room.code).await.expect("join on B");
        let mut south = Session::open(host.clone(), room.game_id).await.expect("ws A");
        let mut north = Session::open(guest.clone(), room.game_id).await.expect("ws B");
        south.next().await.expect("state");
        north.next().await.expect("state");
        play_moves(&mut south, &mut north, 2).await;
        let x = until_over(&mut south).await;
        let y = until_over(&mut north).await;
        assert_eq!(x.result, y.result);
        assert_eq!(x.result.map(|r| r.reason), Some(EndReason::Timeout));
    }
    for client in [&host, &guest] {
        let stats = client.my_stats().await.expect("stats");
        let r = &stats.per_rules[0];
        assert_eq!(
            (r.games, r.wins + r.losses + r.draws),
            (games, games),
            "each end recorded once"
        );
    }
}

/// Issue 37 on PostgreSQL: a link code made on A signs a device in on B, once; a recovery
/// code; a report and a block; the deletion page's request; the operator's commands.
#[tokio::test]
#[ignore = "needs PostgreSQL: PALLANGUZHI_PG_URL"]
async fn devices_codes_moderation_and_admin_work_on_postgres() {
    use serde_json::{json, Value};
    let url = pg_url();
    let a = Server::start(&url, &[]);
    let b = Server::start(&url, &[]);
    let valli = account(&a.url, "Valli").await;
    let kumar = account(&b.url, "Kumar").await;
    let (v, k) = (valli.token().expect("token"), kumar.token().expect("token"));
    let kid = kumar.me().await.expect("me").account_id;
    let http = reqwest::Client::new();
    let post = |base: &str, path: &str, token: Option<&str>, body: Option<Value>| {
        let mut req = http.post(format!("{base}{path}"));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        if let Some(body) = body {
            req = req.json(&body);
        }
        async move {
            let resp = req.send().await.expect("post");
            let status = resp.status().as_u16();
            (status, resp.json::<Value>().await.unwrap_or(Value::Null))
        }
    };
    let (_, code) = post(&a.url, "/v1/me/link-code", Some(v), None).await;
    let link = json!({"code": code["code"], "platform": "android"});
    let (status, second) = post(&b.url, "/v1/accounts/link", None, Some(link.clone())).await;
    assert_eq!(status, 200, "{second}");
    assert_eq!(
        post(&a.url, "/v1/accounts/link", None, Some(link)).await.0,
        401,
        "used up"
    );
    let second = second["token"].as_str().expect("token").to_string();
    // A third device with a socket on B, signed out through A: its socket on B closes.
    let third = second_device(&a, &valli).await;
    let room = valli.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    let mut socket = raw_socket(&b.addr(), &third, room.game_id, None).await;
    futures_util::StreamExt::next(&mut socket)
        .await
        .expect("frame")
        .expect("state");
    let third_id = devices(&b, &third)
        .await
        .devices
        .into_iter()
        .find(|d| d.current)
        .expect("current")
        .id;
    let signed_out = http
        .delete(format!("{}/v1/me/devices/{third_id}", a.url))
        .bearer_auth(v)
        .send()
        .await
        .expect("sign out");
    assert_eq!(signed_out.status().as_u16(), 204);
    assert_eq!(
        close_code(&mut socket).await,
        Some(1008),
        "closed on the other instance"
    );
    let (_, recovery) = post(&b.url, "/v1/me/recovery", Some(&second), None).await;
    let (status, _) = post(
        &a.url,
        "/v1/accounts/recover",
        None,
        Some(json!({"code": recovery["code"]})),
    )
    .await;
    assert_eq!(status, 200);
    let report = json!({"account_id": kid, "reason": "name"});
    assert_eq!(post(&a.url, "/v1/reports", Some(v), Some(report.clone())).await.0, 204);
    assert_eq!(post(&b.url, "/v1/reports", Some(v), Some(report)).await.0, 204, "once");
    assert_eq!(
        post(&a.url, &format!("/v1/me/blocks/{kid}"), Some(v), None).await.0,
        204
    );
    let room = valli.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    assert!(kumar.join(&room.code).await.is_err(), "blocked");
    let form = "action=request&name=Valli&contact=v%40example.org&message=";
    let page = http
        .post(format!("{}/delete-account", a.url))
        .header("origin", a.url.clone())
        .header("content-type", "application/x-www-form-urlencoded")
        .body(form)
        .send()
        .await
        .expect("form");
    assert_eq!(page.status().as_u16(), 200);
    // The operator's commands on the same database.
    let admin = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_pallanguzhi-server"))
            .arg("admin")
            .args(args)
            .args(["--database", &url])
            .output()
            .expect("admin");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let listed = admin(&["reports"]);
    assert!(
        listed.contains(&format!("reported account {kid}")) && listed.contains("v@example.org"),
        "{listed}"
    );
    let banned = format!("Banned{}", kid % 100_000);
    assert!(admin(&["ban-name", &banned]).starts_with("banned"));
    assert!(admin(&["ban-name", &banned]).contains("already banned"));
    let id = kid.to_string();
    let renamed = format!("Kumaran{}", kid % 100_000);
    assert!(admin(&["rename", &id, &renamed]).starts_with("renamed"));
    assert!(admin(&["rename", &id, &renamed]).contains("already named"));
    assert!(admin(&["revoke", &id]).starts_with("signed out 1 devices"));
    assert!(admin(&["revoke", &id]).starts_with("signed out 0 devices"));
    let me = http
        .get(format!("{}/v1/me", b.url))
        .bearer_auth(k)
        .send()
        .await
        .expect("me");
    assert_eq!(me.status().as_u16(), 401);
    assert!(admin(&["delete", &id]).starts_with("deleted account"));
    assert!(admin(&["delete", &id]).contains("already deleted"));
}

/// F12, F13 and F9 on PostgreSQL: a deletion on one instance racing a join and a rotation
/// on the other never leaves the account seated or a token working; a rated game keeps
/// the leaderboard's `listed` flag (its statement runs on PostgreSQL here).
#[tokio::test]
#[ignore = "needs PostgreSQL: PALLANGUZHI_PG_URL"]
async fn a_deletion_racing_a_join_on_another_instance_leaves_nothing_working() {
    use sqlx::{Connection, Row};
    let url = pg_url();
    let a = Server::start(&url, &[]);
    let b = Server::start(&url, &[]);
    let host = account(&a.url, "Valli").await;
    let mut conn = sqlx::PgConnection::connect(&url).await.expect("open");
    for n in 0..8 {
        let room = host.create_room("pallanguzhi", SideChoice::South).await.expect("room");
        let guest = account(&b.url, &format!("Racer {n}")).await;
        let id = guest.me().await.expect("me").account_id;
        let other = second_device(&a, &guest).await;
        let mut deleter = Client::new(&a.url).with_token(&other);
        let mut rotator = guest.clone();
        let (joined, rotated, deleted) =
            tokio::join!(guest.join(&room.code), rotator.rotate_token(), deleter.delete_account());
        deleted.expect("the deletion");
        let seated: i64 =
            sqlx::query("SELECT COUNT(*) AS n FROM games WHERE status = 'active' AND (south = $1 OR north = $1)")
                .bind(id)
                .fetch_one(&mut conn)
                .await
                .expect("count")
                .get("n");
        assert_eq!(seated, 0, "race {n}: joined {:?}", joined.map(|r| r.game_id));
        if rotated.is_ok() {
            let token = rotator.token().expect("the new token");
            assert_eq!(me_status(&b, token).await, 401, "race {n}: the rotated token works");
        }
    }
    // A rated game (12 moves, then a resignation) on PostgreSQL against a fresh account:
    // the win counts at zero (F7), and the game row says so.
    let guest = account(&b.url, "Kumar").await;
    let (mut x, mut y) = clocked_game(&host, &guest, Some(120_000)).await;
    play_moves(&mut x, &mut y, 12).await;
    y.send(&pallanguzhi_online::protocol::ClientMessage::Resign)
        .await
        .expect("resign");
    until_over(&mut x).await;
    let r = host.my_stats().await.expect("stats").per_rules[0].clone();
    assert_eq!((r.wins, r.rating, r.deviation), (1, 1500.0, 350.0));
    assert_eq!(rating_notes(&a, x.game_id).await, (None, Some("south".into())));
    // The same against a proven opponent (a month old, established) raises the host,
    // and the board after it.
    make_veteran(&a, &guest, "pallanguzhi").await;
    let (mut x, mut y) = clocked_game(&host, &guest, Some(120_000)).await;
    play_moves(&mut x, &mut y, 12).await;
    y.send(&pallanguzhi_online::protocol::ClientMessage::Resign)
        .await
        .expect("resign");
    until_over(&mut x).await;
    assert_eq!(rating_notes(&b, x.game_id).await, (None, None));
    let board = host.leaderboard("pallanguzhi", 10).await.expect("board");
    let me = board.me.expect("my rank");
    assert_eq!(me.rank, 1, "nobody listed: everyone is provisional");
    assert!(me.rating > 1500.0);
}

// ---------------------------------------------------------------------------------
// Issue 36: PostgreSQL's plain moves, group-committed (`pallanguzhi_server::pgwriter`).
// These tests run on the test's own (current-thread) runtime: moves submitted without
// an await between them are all queued before the writer task runs, so they form
// one group, deterministically.

use pallanguzhi_server::pgwriter::{PgMove, PgWriter};

/// `n` active games at move 0 (and their host), with ids no other test uses.
async fn fresh_games(conn: &mut sqlx::PgConnection, n: usize) -> Vec<i64> {
    let base = (std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock")
        .as_nanos()
        % 1_000_000_000_000) as i64
        * 1000;
    sqlx::query("INSERT INTO accounts (id, name, token_hash, created_ms) VALUES ($1, $2, $3, 0)")
        .bind(base)
        .bind(format!("Writer {base}"))
        .bind(format!("hash-{base}"))
        .execute(&mut *conn)
        .await
        .expect("account");
    let ids: Vec<i64> = (1..=n as i64).map(|k| base + k).collect();
    for id in &ids {
        sqlx::query(
            "INSERT INTO games (id, code, rules, host, south, north, status, move_count, turn_since_ms, \
             created_ms, updated_ms) VALUES ($1, $2, 'pallanguzhi', $3, $3, $3, 'active', 0, 0, 0, 0)",
        )
        .bind(id)
        .bind(format!("g{id}"))
        .bind(base)
        .execute(&mut *conn)
        .await
        .expect("game");
    }
    ids
}

/// A deadline far ahead (2096): no instance's clock sweep ends these games meanwhile.
const FAR: i64 = 4_000_000_000_000;

/// The games end (finished rows no clock sweep or reload looks at again): their moves
/// are the tests' holes, not a real game's.
async fn retire(conn: &mut sqlx::PgConnection, games: &[i64]) {
    sqlx::query("UPDATE games SET status = 'finished', deadline_ms = NULL WHERE id = ANY($1)")
        .bind(games)
        .execute(&mut *conn)
        .await
        .expect("retire");
}

/// Move `number` of `game` (decided on `number` moves stored), in hole `hole`.
fn plain(game: i64, number: i64, hole: u8) -> PgMove {
    PgMove {
        game,
        old_count: number,
        old_status: "active",
        status: "active",
        move_count: number + 1,
        turn_since_ms: 1_000 + number,
        draw_offer: None,
        outcome: None,
        end_reason: None,
        deadline_ms: Some(FAR + number),
        now_ms: 1_000 + number,
        hole,
        side: if number % 2 == 0 { "south" } else { "north" },
    }
}

/// Per game: (move_count, deadline_ms, the holes stored in order).
async fn stored(conn: &mut sqlx::PgConnection, game: i64) -> (i64, Option<i64>, Vec<i64>) {
    use sqlx::Row;
    let row = sqlx::query("SELECT move_count, deadline_ms FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&mut *conn)
        .await
        .expect("game");
    let holes = sqlx::query("SELECT hole FROM moves WHERE game_id = $1 ORDER BY number")
        .bind(game)
        .fetch_all(&mut *conn)
        .await
        .expect("moves")
        .iter()
        .map(|r| r.get::<i64, _>(0))
        .collect();
    (row.get(0), row.get(1), holes)
}

/// Two writers (as two instances, each its own connection) race every move of 60 games,
/// each group naming the games in the opposite order of the other's: per game and move
/// exactly one is acknowledged true, the rows are exactly the acknowledged moves, and
/// neither writer had to fall back to single writes (no deadlock, no error).
#[tokio::test]
#[ignore = "needs PostgreSQL: PALLANGUZHI_PG_URL"]
async fn two_group_writers_racing_every_move_store_each_move_once() {
    use sqlx::Connection;
    let url = pg_url();
    // The schema: a server runs the migrations.
    drop(Server::start(&url, &[]));
    let mut conn = sqlx::PgConnection::connect(&url).await.expect("open");
    let games = fresh_games(&mut conn, 60).await;
    let (a, b) = (PgWriter::start(&url), PgWriter::start(&url));
    let steps = 6;
    let mut acks = 0;
    for step in 0..steps {
        let mut answers = Vec::new();
        for (k, game) in games.iter().enumerate() {
            let back = games[games.len() - 1 - k];
            answers.push((*game, 1u8, a.submit(plain(*game, step, 1))));
            answers.push((back, 2u8, b.submit(plain(back, step, 2))));
        }
        let mut won = std::collections::BTreeMap::new();
        for (game, hole, answer) in answers {
            if answer.await.expect("answered").expect("no database error") {
                acks += 1;
                assert!(won.insert(game, hole).is_none(), "game {game} move {step}: both won");
            }
        }
        assert_eq!(won.len(), games.len(), "move {step}: every game moved once");
    }
    assert_eq!(
        (a.groups(), b.groups()),
        (steps as u64, steps as u64),
        "one group per step each"
    );
    let (count,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM moves WHERE game_id = ANY($1)")
        .bind(&games)
        .fetch_one(&mut conn)
        .await
        .expect("count");
    assert_eq!(count, acks, "a row for each acknowledged move, none other");
    for game in &games {
        let (moves, deadline, holes) = stored(&mut conn, *game).await;
        assert_eq!(
            (moves, deadline, holes.len()),
            (steps, Some(FAR + steps - 1), steps as usize)
        );
    }
    retire(&mut conn, &games).await;
}

/// Many games moving concurrently through one writer, each move sent once the previous
/// one was acknowledged (as a player does): every move is acknowledged true, each in a
/// group with others, and the tables hold exactly them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: PALLANGUZHI_PG_URL"]
async fn many_games_moving_at_once_all_commit_and_the_rows_match_the_acks() {
    use sqlx::Connection;
    let url = pg_url();
    drop(Server::start(&url, &[]));
    let mut conn = sqlx::PgConnection::connect(&url).await.expect("open");
    let games = fresh_games(&mut conn, 200).await;
    let writer = std::sync::Arc::new(PgWriter::start(&url));
    let steps = 10;
    let tasks: Vec<_> = games
        .iter()
        .map(|game| {
            let (writer, game) = (writer.clone(), *game);
            tokio::spawn(async move {
                let mut acks = 0;
                for step in 0..steps {
                    acks += writer.write(plain(game, step, (step % 7) as u8)).await.expect("stored") as i64;
                }
                acks
            })
        })
        .collect();
    let mut acks = 0;
    for task in tasks {
        acks += task.await.expect("task");
    }
    assert_eq!(acks, games.len() as i64 * steps, "every move acknowledged");
    let (count,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM moves WHERE game_id = ANY($1)")
        .bind(&games)
        .fetch_one(&mut conn)
        .await
        .expect("count");
    assert_eq!(count, acks);
    for game in &games {
        let (moves, _, holes) = stored(&mut conn, *game).await;
        assert_eq!(moves, steps);
        assert_eq!(holes, (0..steps).map(|s| s % 7).collect::<Vec<_>>());
    }
    println!("{acks} moves in {} groups", writer.groups());
    retire(&mut conn, &games).await;
}

/// One group: two moves decided on the same count for one game (the first queued wins,
/// the other loses its compare-and-set), a stale move for another game (loses), and
/// eight good ones (all written): one failed compare-and-set fails nobody else.
#[tokio::test]
#[ignore = "needs PostgreSQL: PALLANGUZHI_PG_URL"]
async fn in_one_group_a_stale_move_loses_alone() {
    use sqlx::Connection;
    let url = pg_url();
    drop(Server::start(&url, &[]));
    let mut conn = sqlx::PgConnection::connect(&url).await.expect("open");
    let games = fresh_games(&mut conn, 10).await;
    let writer = PgWriter::start(&url);
    let twice = games[0];
    let stale = games[1];
    let first = writer.submit(plain(twice, 0, 4));
    let second = writer.submit(plain(twice, 0, 5));
    let behind = writer.submit(plain(stale, 3, 1));
    let good: Vec<_> = games[2..].iter().map(|g| writer.submit(plain(*g, 0, 6))).collect();
    assert!(first.await.expect("answer").expect("no error"), "the first one wins");
    assert!(
        !second.await.expect("answer").expect("no error"),
        "the same count again loses"
    );
    assert!(!behind.await.expect("answer").expect("no error"), "a stale count loses");
    for answer in good {
        assert!(
            answer.await.expect("answer").expect("no error"),
            "the others are written"
        );
    }
    assert_eq!(writer.groups(), 1, "all in one group");
    assert_eq!(stored(&mut conn, twice).await, (1, Some(FAR), vec![4]));
    assert_eq!(stored(&mut conn, stale).await, (0, None, vec![]));
    for game in &games[2..] {
        assert_eq!(stored(&mut conn, *game).await, (1, Some(FAR), vec![6]));
    }
    retire(&mut conn, &games).await;
}

/// A group PostgreSQL refuses (here one move's row already exists: a unique-key
/// violation, for a game whose row says 0 moves) is written again move by move: the
/// move at fault gets the error, the others are written.
#[tokio::test]
#[ignore = "needs PostgreSQL: PALLANGUZHI_PG_URL"]
async fn a_refused_group_fails_only_the_move_at_fault() {
    use sqlx::Connection;
    let url = pg_url();
    drop(Server::start(&url, &[]));
    let mut conn = sqlx::PgConnection::connect(&url).await.expect("open");
    let games = fresh_games(&mut conn, 6).await;
    let broken = games[3];
    sqlx::query("INSERT INTO moves (game_id, number, hole, side, played_ms) VALUES ($1, 0, 2, 'south', 0)")
        .bind(broken)
        .execute(&mut conn)
        .await
        .expect("a move row the game row does not count");
    let writer = PgWriter::start(&url);
    let answers: Vec<_> = games.iter().map(|g| (*g, writer.submit(plain(*g, 0, 3)))).collect();
    for (game, answer) in answers {
        let result = answer.await.expect("answer");
        if game == broken {
            assert!(result.is_err(), "the move at fault gets the error");
        } else {
            assert!(result.expect("the others are unaffected"), "written");
            assert_eq!(stored(&mut conn, game).await, (1, Some(FAR), vec![3]));
        }
    }
    assert_eq!(
        stored(&mut conn, broken).await,
        (0, None, vec![2]),
        "nothing written for it"
    );
    assert_eq!(
        writer.groups(),
        1 + games.len() as u64,
        "the group, then each move alone"
    );
    retire(&mut conn, &games).await;
}
