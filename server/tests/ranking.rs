//! A fair ranking: games against fresh accounts put nobody on the leaderboard,
//! short games are unrated, and one pair's games count a few times a day only.

mod common;

use common::Session;
use common::*;
use pallanguzhi_online::protocol::{ClientMessage, SideChoice};
use pallanguzhi_online::Client;

/// `n` moves, then `loser` resigns; both see the end.
async fn moves_then_resign(a: &mut Session, b: &mut Session, n: u32, host_resigns: bool) {
    for k in 1..=n {
        let mover = if a.wants_move() { &mut *a } else { &mut *b };
        let hole = pick(mover.state().expect("state"), 11);
        mover.play(hole).await.expect("move");
        for s in [&mut *a, &mut *b] {
            while s.table.have().unwrap_or(0) < k {
                s.next().await.expect("update");
            }
        }
    }
    let loser = if host_resigns { &mut *a } else { &mut *b };
    loser.send(&ClientMessage::Resign).await.expect("resign");
    for s in [a, b] {
        while !s.table.is_over() {
            s.next().await.expect("the end");
        }
    }
}

/// A game between two existing accounts.
async fn game(host: &Client, guest: &Client) -> (Session, Session) {
    let room = host.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    guest.join(&room.code).await.expect("join");
    let mut a = Session::open(host.clone(), room.game_id).await.expect("host ws");
    let mut b = Session::open(guest.clone(), room.game_id).await.expect("guest ws");
    a.next().await.expect("state");
    b.next().await.expect("state");
    (a, b)
}

#[tokio::test]
async fn a_farm_of_resigned_games_against_fresh_accounts_leaves_the_leaderboard_empty() {
    let server = Server::start(&sqlite_db("farm"), &[]);
    let farmer = account(&server.url, "Farmer").await;
    for n in 0..20 {
        let victim = account(&server.url, &format!("Victim {n}")).await;
        let (mut a, mut b) = game(&farmer, &victim).await;
        moves_then_resign(&mut a, &mut b, 12, false).await;
        a.close().await;
        b.close().await;
    }
    let stats = farmer.my_stats().await.expect("stats");
    assert_eq!(stats.per_rules[0].wins, 20);
    // F7: wins over fresh accounts count at zero, the rating stays where it started.
    let r = &stats.per_rules[0];
    assert_eq!((r.rating, r.deviation), (1500.0, 350.0));
    let board = farmer.leaderboard("pallanguzhi", 100).await.expect("board");
    assert!(board.top.is_empty(), "listed: {:?}", board.top);
}

#[tokio::test]
async fn short_games_are_unrated_and_a_pair_is_rated_three_times_a_day() {
    let server = Server::start(&sqlite_db("pair"), &[]);
    // Two proven players (F7: a month old, established), so that wins count too.
    let a = veteran(&server, "Anbu", "pallanguzhi").await;
    let b = veteran(&server, "Bala", "pallanguzhi").await;
    let rating = |c: &Client| {
        let c = c.clone();
        async move {
            let stats = c.my_stats().await.expect("stats");
            stats.per_rules.first().map(|r| (r.games, r.rating, r.deviation))
        }
    };
    let (games, rating0, deviation0) = rating(&a).await.expect("established");
    // Four moves, then a resignation: counted, unrated.
    let (mut x, mut y) = game(&a, &b).await;
    moves_then_resign(&mut x, &mut y, 4, false).await;
    assert_eq!(rating(&a).await, Some((games + 1, rating0, deviation0)));
    assert_eq!(rating_notes(&server, x.game_id).await, (Some("few_moves".into()), None));
    // Three long games change the ratings; the fourth of the day does not.
    let mut last = None;
    for n in 0..4 {
        let (mut x, mut y) = game(&a, &b).await;
        moves_then_resign(&mut x, &mut y, 12, n % 2 == 0).await;
        let now = rating(&a).await.expect("rated");
        assert_eq!(now.0, games + n + 2, "every game counts in the statistics");
        let why = (n == 3).then(|| "pair_limit".to_string());
        assert_eq!(rating_notes(&server, x.game_id).await, (why, None), "game {n}");
        if n < 3 {
            assert_ne!(Some((now.1, now.2)), last, "game {n} is rated");
        } else {
            assert_eq!(Some((now.1, now.2)), last, "the fourth of the day is not");
        }
        last = Some((now.1, now.2));
    }
}

/// Four listed players (rating, deviation 60, three proven opponents each, accounts a
/// month old), as the server keeps them, written straight into the database.
async fn seed_listed(server: &Server, players: &[(&Client, f64)]) {
    use sqlx::Connection;
    let mut conn = sqlx::SqliteConnection::connect(&server.database).await.expect("open");
    for (client, rating) in players {
        age_account(server, client, 30).await;
        let id = client.me().await.expect("me").account_id;
        sqlx::query(
            "INSERT INTO ratings (account_id, rules, rating, deviation, volatility, games, wins, losses, \
             draws, streak, best_win_streak, listed) VALUES ($1, 'pallanguzhi', $2, 60, 0.06, 30, 15, 15, 0, 0, 3, 1)",
        )
        .bind(id)
        .bind(rating)
        .execute(&mut conn)
        .await
        .expect("rating");
        for opponent in 1..=3i64 {
            sqlx::query("INSERT INTO rated_opponents (account_id, rules, opponent) VALUES ($1, 'pallanguzhi', $2)")
                .bind(id)
                .bind(opponent)
                .execute(&mut conn)
                .await
                .expect("opponent");
        }
    }
}

/// Each player's `me.rank`, in the order given.
async fn ranks(players: &[&Client]) -> Vec<Option<u32>> {
    let mut out = Vec::new();
    for p in players {
        let board = p.leaderboard("pallanguzhi", 100).await.expect("board");
        out.push(board.me.map(|m| m.rank));
    }
    out
}

/// F9: the rank is a count over the listed players' index, kept by every rating write and
/// by deletion; it must follow a rated game and a deletion at once.
#[tokio::test]
async fn a_rank_follows_a_rated_game_and_a_deletion_at_once() {
    let db = sqlite_db("ranks");
    let server = Server::start(&db, &[]);
    let a = account(&server.url, "Anbu").await;
    let mut b = account(&server.url, "Bala").await;
    let c = account(&server.url, "Chitra").await;
    let d = account(&server.url, "Devi").await;
    seed_listed(&server, &[(&a, 1520.0), (&b, 1510.0), (&c, 1501.0), (&d, 1500.0)]).await;
    assert_eq!(ranks(&[&a, &b, &c, &d]).await, [Some(1), Some(2), Some(3), Some(4)]);
    // Devi beats Anbu: about 10 points each way, so Devi passes Chitra and Anbu falls.
    let (mut x, mut y) = game(&d, &a).await;
    moves_then_resign(&mut x, &mut y, 12, false).await;
    let board = a.leaderboard("pallanguzhi", 100).await.expect("board");
    let order: Vec<i64> = board.top.iter().map(|e| e.account_id).collect();
    let now = ranks(&[&a, &b, &c, &d]).await;
    for (client, rank) in [&a, &b, &c, &d].iter().zip(&now) {
        let id = client.me().await.expect("me").account_id;
        let at = order.iter().position(|&x| x == id).expect("listed") as u32 + 1;
        assert_eq!(*rank, Some(at), "rank of {id} in {:?}", board.top);
    }
    assert!(now[3] < Some(4), "Devi climbed: {now:?}");
    // Bala deleted: everyone below moves up one, nobody counts Bala any more.
    let bala = b.me().await.expect("me").account_id;
    let below: Vec<bool> = now.iter().map(|r| *r > now[1]).collect();
    b.delete_account().await.expect("delete");
    let after = ranks(&[&a, &c, &d]).await;
    for ((before, moved), got) in [now[0], now[2], now[3]]
        .iter()
        .zip([below[0], below[2], below[3]])
        .zip(&after)
    {
        let want = before.map(|r| if moved { r - 1 } else { r });
        assert_eq!(*got, want, "{now:?} -> {after:?}");
    }
    let board = a.leaderboard("pallanguzhi", 100).await.expect("board");
    assert!(board.top.iter().all(|e| e.account_id != bala), "{:?}", board.top);
    assert_eq!(board.top.len(), 3);
}

/// Each of `clients`' (rating, deviation, games) in pallanguzhi.
async fn entries(clients: &[&Client]) -> Vec<(f64, f64, u32)> {
    let mut out = Vec::new();
    for c in clients {
        let stats = c.my_stats().await.expect("stats");
        let r = &stats.per_rules[0];
        out.push((r.rating, r.deviation, r.games));
    }
    out
}

/// F7 in miniature: a ring of alts, established the quick way (as 63 games among
/// themselves made them in the security read) but days old, plays round-robin; the
/// farmer then beats each alt twice and eight fresh one-game accounts. Before, this
/// put the farmer at rank 1; now nobody gains and nobody is listed.
#[tokio::test]
async fn a_sybil_ring_of_young_accounts_lifts_nobody_and_lists_nobody() {
    let server = Server::start(&sqlite_db("ring"), &[]);
    let farmer = account(&server.url, "Farmer").await;
    let mut ring = Vec::new();
    for n in 0..4 {
        let alt = account(&server.url, &format!("Alt {n}")).await;
        // Established, and six days old: one short of proven.
        establish(&server, &alt, "pallanguzhi", 1500.0).await;
        age_account(&server, &alt, 6).await;
        ring.push(alt);
    }
    let alts: Vec<&Client> = ring.iter().collect();
    let before = entries(&alts).await;
    // The round-robin: each pair once, the host resigning.
    for i in 0..ring.len() {
        for j in i + 1..ring.len() {
            let (mut x, mut y) = game(&ring[i], &ring[j]).await;
            moves_then_resign(&mut x, &mut y, 12, true).await;
            assert_eq!(rating_notes(&server, x.game_id).await, (None, Some("north".into())));
        }
    }
    for ((rating, _, _), (was, _, _)) in entries(&alts).await.iter().zip(&before) {
        assert!(
            rating <= was,
            "an alt's wins over the ring raised it: {was} -> {rating}"
        );
    }
    // The farmer beats each alt twice (the pair cap allows three a day), then fresh accounts.
    let mut games = Vec::new();
    for alt in &ring {
        for _ in 0..2 {
            let (mut x, mut y) = game(&farmer, alt).await;
            moves_then_resign(&mut x, &mut y, 12, false).await;
            games.push(x.game_id);
        }
    }
    for n in 0..8 {
        let victim = account(&server.url, &format!("Victim {n}")).await;
        let (mut x, mut y) = game(&farmer, &victim).await;
        moves_then_resign(&mut x, &mut y, 12, false).await;
        games.push(x.game_id);
    }
    for id in games {
        assert_eq!(
            rating_notes(&server, id).await,
            (None, Some("south".into())),
            "game {id}"
        );
    }
    let stats = farmer.my_stats().await.expect("stats");
    let r = &stats.per_rules[0];
    assert_eq!((r.wins, r.games), (16, 16));
    assert_eq!(
        (r.rating, r.deviation),
        (1500.0, 350.0),
        "16 wins over unproven accounts count at zero"
    );
    let board = farmer.leaderboard("pallanguzhi", 100).await.expect("board");
    assert!(board.top.is_empty(), "listed: {:?}", board.top);
    // A week later the alts are proven: from then on a win over one counts (a ring that
    // waits, and keeps its alts established, is a residual the pair cap slows).
    for alt in &ring {
        age_account(&server, alt, 1).await;
    }
    let alt = veteran_entry(&ring[0]).await;
    let (mut x, mut y) = game(&farmer, &ring[0]).await;
    moves_then_resign(&mut x, &mut y, 12, false).await;
    assert_eq!(rating_notes(&server, x.game_id).await, (None, None));
    let after = farmer.my_stats().await.expect("stats").per_rules[0].clone();
    assert!(after.rating > 1500.0, "a win over a proven account counts");
    assert!(veteran_entry(&ring[0]).await.0 < alt.0, "and the alt loses");
}

/// One client's (rating, deviation) in pallanguzhi.
async fn veteran_entry(c: &Client) -> (f64, f64) {
    let stats = c.my_stats().await.expect("stats");
    (stats.per_rules[0].rating, stats.per_rules[0].deviation)
}

/// The other side of F7: a player a month old beats three proven players, gains each
/// time and is listed; a newcomer who beats a proven player gains too.
#[tokio::test]
async fn a_proven_player_gains_from_proven_opponents_and_is_listed() {
    let server = Server::start(&sqlite_db("proven"), &[]);
    let player = veteran(&server, "Kayal", "pallanguzhi").await;
    let mut last = veteran_entry(&player).await;
    for n in 0..3 {
        let opponent = veteran(&server, &format!("Rival {n}"), "pallanguzhi").await;
        let (mut x, mut y) = game(&player, &opponent).await;
        moves_then_resign(&mut x, &mut y, 12, false).await;
        assert_eq!(rating_notes(&server, x.game_id).await, (None, None));
        let now = veteran_entry(&player).await;
        assert!(now.0 > last.0, "win {n} over a proven player: {last:?} -> {now:?}");
        last = now;
    }
    let board = player.leaderboard("pallanguzhi", 100).await.expect("board");
    let me = player.me().await.expect("me").account_id;
    assert_eq!(board.top.first().map(|e| e.account_id), Some(me), "{:?}", board.top);
    assert_eq!(
        board.top.len(),
        1,
        "the rivals have one proven opponent each: {:?}",
        board.top
    );
    // A newcomer beats the listed player: the newcomer gains, the listed player loses.
    let newcomer = account(&server.url, "Newcomer").await;
    let (mut x, mut y) = game(&newcomer, &player).await;
    moves_then_resign(&mut x, &mut y, 12, false).await;
    assert_eq!(rating_notes(&server, x.game_id).await, (None, None));
    assert!(veteran_entry(&newcomer).await.0 > 1500.0);
    assert!(veteran_entry(&player).await.0 < last.0);
}

/// F7: a rated game must last a minute from its first move to its end (the ring's took
/// 0.2 s); a faster one counts in the statistics, unrated, and says why.
#[tokio::test]
async fn a_game_faster_than_the_minimum_is_counted_but_unrated() {
    let server = Server::start(&sqlite_db("fast"), &["--min-rated-game-s", "60"]);
    let a = veteran(&server, "Anbu", "pallanguzhi").await;
    let b = veteran(&server, "Bala", "pallanguzhi").await;
    let before = entries(&[&a, &b]).await;
    let (mut x, mut y) = game(&a, &b).await;
    moves_then_resign(&mut x, &mut y, 12, false).await;
    let after = entries(&[&a, &b]).await;
    for (was, now) in before.iter().zip(&after) {
        assert_eq!((now.0, now.1, now.2), (was.0, was.1, was.2 + 1), "counted, unrated");
    }
    assert_eq!(rating_notes(&server, x.game_id).await, (Some("too_fast".into()), None));
    drop(server);
    // With a two-second minimum, the same game played slowly enough is rated.
    let server = Server::start(&sqlite_db("slow"), &["--min-rated-game-s", "2"]);
    let a = veteran(&server, "Anbu", "pallanguzhi").await;
    let b = veteran(&server, "Bala", "pallanguzhi").await;
    let (mut x, mut y) = game(&a, &b).await;
    play_moves(&mut x, &mut y, 1).await;
    tokio::time::sleep(std::time::Duration::from_millis(2_100)).await;
    play_moves(&mut x, &mut y, 11).await;
    y.send(&ClientMessage::Resign).await.expect("resign");
    until_over(&mut x).await;
    assert_eq!(rating_notes(&server, x.game_id).await, (None, None));
    assert!(veteran_entry(&a).await.0 > 1500.0, "the winner of a slow game gains");
}
