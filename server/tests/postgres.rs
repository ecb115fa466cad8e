//! Two server instances on one PostgreSQL (run by tests/run.sh with
//! PALLANGUZHI_PG_URL set; `cargo test -- --ignored` otherwise): the host plays
//! on A, the guest on B, moves cross through LISTEN/NOTIFY wake-ups; then A is
//! killed and the host finishes the game through B.

mod common;

use common::*;
use pallanguzhi_core::{Game, Players, Rules};
use pallanguzhi_online::protocol::{EndReason, SideChoice};
use pallanguzhi_online::{Client, Session};

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
