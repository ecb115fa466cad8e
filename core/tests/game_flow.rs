//! Match flow: seats, undo/redo, replay, round records and statistics.

mod common;
use common::*;
use pallanguzhi_core::*;

fn four_players() -> Players {
    Players {
        south: vec![Seat::human("Amma"), Seat::human("Ravi")],
        north: vec![Seat::human("Meena"), Seat::human("Kumar")],
    }
}

#[test]
fn a_sides_turns_rotate_through_its_seats() {
    let mut game = Game::new(rules("pallanguzhi"), four_players()).unwrap();
    let mut seen = Vec::new();
    for _ in 0..4 {
        let (seat, who) = game.seat_to_move().unwrap();
        seen.push((game.position().to_move(), seat, who.label()));
        let hole = game.legal_moves()[0];
        let turn = game.play(hole).unwrap();
        assert_eq!(turn.seat, seat);
    }
    let names: Vec<&str> = seen.iter().map(|(_, _, n)| n.as_str()).collect();
    assert_eq!(names, ["Amma", "Meena", "Ravi", "Kumar"]);
    assert_eq!(game.snapshot().seat, 0, "back to the first seat");
}

#[test]
fn seats_are_validated() {
    let three = Players {
        south: vec![Seat::human("a"), Seat::human("b"), Seat::human("c")],
        north: vec![Seat::human("d")],
    };
    assert!(matches!(
        Game::new(rules("kalah"), three),
        Err(GameError::Players(PlayersError::SeatCount { .. }))
    ));
    let none = Players {
        south: vec![],
        north: vec![Seat::human("d")],
    };
    assert!(Game::new(rules("kalah"), none).is_err());
}

#[test]
fn undo_and_redo_walk_the_history_exactly() {
    let mut game = Game::new(rules("pallankuli"), Players::humans()).unwrap();
    let mut snapshots = vec![game.snapshot()];
    for _ in 0..30 {
        if game.outcome().is_some() {
            break;
        }
        let hole = *game.legal_moves().last().unwrap();
        game.play(hole).unwrap();
        snapshots.push(game.snapshot());
    }
    let played = snapshots.len() - 1;
    for back in (0..played).rev() {
        game.undo().unwrap();
        assert_eq!(game.snapshot(), snapshots[back]);
    }
    assert_eq!(game.undo(), Err(GameError::NothingToUndo));
    for expected in &snapshots[1..] {
        let turn = game.redo().unwrap();
        assert_eq!(&turn.after, expected);
    }
    assert!(matches!(game.redo(), Err(GameError::NothingToRedo)));
}

#[test]
fn a_new_move_after_undo_forgets_the_redo_stack() {
    let mut game = Game::new(rules("pallanguzhi"), Players::humans()).unwrap();
    game.play(0).unwrap();
    game.undo().unwrap();
    assert!(game.can_redo());
    game.play(1).unwrap();
    assert!(!game.can_redo());
}

#[test]
fn undo_across_a_round_end_restores_the_round_and_its_records() {
    let game = random_game(&rules("pallanguzhi"), 8);
    let crossing = game.rounds().len();
    assert!(crossing >= 1);
    let mut game = game;
    while game.rounds().len() == crossing {
        game.undo().unwrap();
    }
    assert_eq!(game.rounds().len(), crossing - 1);
    let round = game.snapshot().round;
    game.redo().unwrap();
    assert_eq!(game.rounds().len(), crossing);
    assert_eq!(game.rounds()[crossing - 1].round, round);
}

#[test]
fn undo_to_human_takes_back_the_computers_reply_too() {
    let players = Players::versus_computer(Side::South, "You", Level::Easy);
    let mut game = Game::new(rules("pallanguzhi"), players).unwrap();
    game.play(0).unwrap(); // you
    let reply = game.legal_moves()[0];
    game.play(reply).unwrap(); // the computer
    assert_eq!(game.undo_to_human().unwrap(), 2);
    assert_eq!(game.history().len(), 0);
    assert_eq!(game.seat_to_move().unwrap().1, &Seat::human("You"));
}

#[test]
fn replay_rebuilds_the_same_game_and_names_a_bad_move() {
    let game = random_game(&rules("pasu-pondi"), 4);
    let again = Game::replay(rules("pasu-pondi"), Players::humans(), game.history()).unwrap();
    assert_eq!(again.snapshot(), game.snapshot());
    assert_eq!(again.rounds(), game.rounds());
    let err = Game::replay(rules("pasu-pondi"), Players::humans(), &[0, 0]).unwrap_err();
    assert!(matches!(
        err,
        GameError::History {
            index: 1,
            source: MoveError::NotYourHole { hole: 0 },
            ..
        }
    ));
}

#[test]
fn a_finished_game_refuses_moves_and_has_no_side_to_move() {
    let mut game = random_game(&rules("kalah"), 1);
    let snap = game.snapshot();
    assert!(snap.to_move.is_none() && snap.legal.is_empty() && snap.outcome.is_some());
    assert_eq!(game.play(0), Err(GameError::Move(MoveError::GameOver)));
    assert_eq!(game.snapshot(), snap);
}

#[test]
fn stats_count_games_wins_losses_draws_and_streaks_per_rule_set_and_opponent() {
    let mut stats = Stats::default();
    let unfinished = Game::new(rules("kalah"), Players::humans()).unwrap();
    assert_eq!(
        stats.record_game(&unfinished, Side::South),
        Err(StatsError::NotFinished)
    );
    let mut wins = 0;
    let mut results = Vec::new();
    for seed in 0..12 {
        let players = Players::versus_computer(Side::South, "You", Level::Hard);
        let mut game = Game::new(rules("kalah"), players).unwrap();
        let finished = random_game(&rules("kalah"), seed);
        for &hole in finished.history() {
            game.play(hole).unwrap();
        }
        let outcome = game.outcome().unwrap();
        results.push(outcome);
        wins += (outcome == Outcome::Win { side: Side::South }) as u32;
        stats.record_game(&game, Side::South).unwrap();
    }
    let record = stats.get("kalah", "hard").unwrap();
    assert_eq!(record.games, 12);
    assert_eq!(record.wins, wins);
    assert_eq!(record.wins + record.losses + record.draws, 12);
    let mut run = 0;
    let mut best = 0;
    for outcome in &results {
        run = if *outcome == (Outcome::Win { side: Side::South }) {
            run + 1
        } else {
            0
        };
        best = best.max(run);
    }
    assert_eq!((record.current_streak, record.best_streak), (run, best));
    assert!(stats.get("kalah", "human").is_none());
    let back = Stats::from_json(&stats.to_json().unwrap()).unwrap();
    assert_eq!(back, stats);
    assert!(matches!(
        Stats::from_json("{\"version\":9,\"records\":[]}"),
        Err(StatsError::FutureVersion(9))
    ));
    assert!(matches!(Stats::from_json("{"), Err(StatsError::Corrupt(_))));
}
