//! Whole games between two clients through the real server, for every preset.

mod common;

use common::*;
use pallanguzhi_core::{Game, Players, Rules};
use pallanguzhi_online::protocol::{EndReason, Status};

#[tokio::test]
async fn a_whole_game_for_every_preset() {
    let server = Server::start(&sqlite_db("presets"), &[]);
    for (i, rules) in Rules::presets().into_iter().enumerate() {
        let started = std::time::Instant::now();
        let (mut a, mut b) = table(&server.url, &server.url, &rules.name).await;
        let (x, y) = play_both(&mut a, &mut b, i as u64).await;
        eprintln!("{}: {} moves in {:?}", rules.name, x.moves.len(), started.elapsed());
        assert_eq!(x.moves, y.moves, "{}: both saw the same game", rules.name);
        assert_eq!(x.status, Status::Finished);
        assert_eq!(x.result.map(|r| r.reason), Some(EndReason::Rules));
        // The core replays the same history to the same end.
        let game = Game::replay(rules.clone(), Players::humans(), &x.moves).expect("replays");
        assert_eq!(
            game.snapshot(),
            x.snapshot,
            "{}: the server's board is the core's",
            rules.name
        );
        assert_eq!(x.result.map(|r| r.outcome), game.outcome());
        // A fresh connection rebuilds the same state from the database.
        let c = a.client.clone();
        let mut late = common::Session::open(c, a.game_id).await.expect("reconnect");
        late.next().await.expect("state");
        assert_eq!(late.state().map(|s| &s.moves), Some(&x.moves));
    }
}
