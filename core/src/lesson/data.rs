//! The lessons themselves. Each position is small enough to follow seed by
//! seed; its seeds add up to the preset's total (the rest are in the bowls),
//! and `tests/lessons.rs` checks that exactly `answers` reach each goal.
//! Holes are written from each owner's left: South `a..g`, North `A..G`.

use super::{Goal, Lesson, Topic};
use crate::event::RoundEndReason;
use crate::position::{Position, Setup};
use crate::rules::Rules;
use crate::side::Side;

/// A position of `preset`, South to move in round 1 after ten turns each;
/// `south` and `north` from each owner's left, South's bowl `south_bowl` and
/// North's bowl whatever completes the preset's seeds.
fn board(preset: &str, south: &[u8], north: &[u8], south_bowl: u16) -> Setup {
    let rules = Rules::preset(preset).expect("a preset");
    let mut setup = Position::start(&rules).expect("presets are valid").setup();
    let h = rules.holes_per_side as usize;
    setup.holes = [0; 14];
    setup.holes[..h].copy_from_slice(south);
    setup.holes[h..2 * h].copy_from_slice(north);
    let on_board: u32 = setup.holes.iter().map(|&n| n as u32).sum();
    let north_bowl = rules.total_seeds() - on_board - south_bowl as u32;
    setup.bowls = [south_bowl, north_bowl as u16];
    setup.moves_played = 20;
    setup.side_moves = [10, 10];
    setup
}

/// The same in a later `round`, with the holes named in `closed` closed
/// (ring indices) and the round started by `starter`.
fn later(mut setup: Setup, round: u16, closed: &[u8], starter: Side) -> Setup {
    setup.round = round;
    setup.closed = closed.iter().fold(0, |mask, &i| mask | 1 << i);
    setup.round_starter = starter;
    setup.moves_played = 20 * round as u32;
    setup.side_moves = [10 * round as u32; 2];
    setup
}

fn lesson(
    id: &'static str,
    preset: &'static str,
    topic: Topic,
    setup: Setup,
    goal: Goal,
    answers: &'static [u8],
) -> Lesson {
    Lesson {
        id,
        preset,
        topic,
        setup,
        goal,
        answers,
    }
}

pub fn all() -> Vec<Lesson> {
    let mut all = pallanguzhi();
    all.extend(pallankuzhi());
    all.extend(pallankuli());
    all.extend(pasu_pondi());
    all.extend(kalah());
    all
}

// Ring indices, for readability: South a..g = 0..6, North A..G = 7..13.
const B: u8 = 8;
const D: u8 = 10;
const F: u8 = 12;
const G: u8 = 13;

fn pallanguzhi() -> Vec<Lesson> {
    const P: &str = "pallanguzhi";
    vec![
        lesson(
            "pallanguzhi-sowing",
            P,
            Topic::Sowing,
            board(P, &[2, 0, 0, 1, 0, 3, 0], &[1, 1, 0, 2, 0, 0, 1], 30),
            Goal::LastSeedIn { hole: B },
            &[5],
        ),
        lesson(
            "pallanguzhi-relay",
            P,
            Topic::Relay,
            board(P, &[0, 1, 0, 0, 2, 0, 0], &[2, 0, 0, 3, 0, 0, 1], 30),
            Goal::RelayLifts { hole: D },
            &[4],
        ),
        lesson(
            "pallanguzhi-capture",
            P,
            Topic::Capture,
            board(P, &[2, 0, 0, 0, 0, 1, 0], &[0, 8, 1, 0, 0, 0, 1], 28),
            Goal::Capture { seeds: 8 },
            &[5],
        ),
        lesson(
            "pallanguzhi-pasu",
            P,
            Topic::Pasu,
            board(P, &[2, 0, 3, 0, 0, 1, 0], &[0, 2, 0, 1, 0, 0, 2], 30),
            Goal::PasuForYou { count: 1 },
            &[0],
        ),
        lesson(
            "pallanguzhi-pasu-to-them",
            P,
            Topic::PasuToOther,
            board(P, &[6, 0, 0, 2, 0, 1, 0], &[3, 0, 3, 0, 1, 0, 0], 27),
            Goal::NoPasuForThem,
            &[3],
        ),
        lesson(
            "pallanguzhi-round-end",
            P,
            Topic::RoundEnd,
            board(P, &[2, 0, 0, 0, 5, 1, 0], &[0, 2, 0, 0, 0, 0, 0], 32),
            Goal::EndRound {
                reason: RoundEndReason::EmptyRow,
            },
            &[5],
        ),
        lesson(
            "pallanguzhi-refill",
            P,
            Topic::Refill,
            board(P, &[2, 0, 0, 0, 1, 1, 0], &[0, 3, 0, 0, 0, 0, 0], 31),
            Goal::CloseTheirHoles { holes: 1 },
            &[5],
        ),
        lesson(
            "pallanguzhi-closed",
            P,
            Topic::ClosedHoles,
            later(
                board(P, &[0, 1, 0, 1, 2, 0, 0], &[0, 0, 6, 1, 2, 0, 0], 30),
                2,
                &[6, F, G],
                Side::North,
            ),
            Goal::Capture { seeds: 6 },
            &[4],
        ),
        lesson(
            "pallanguzhi-next-starter",
            P,
            Topic::NextStarter,
            board(P, &[0, 1, 0, 0, 0, 0, 1], &[3, 0, 0, 0, 0, 0, 0], 40),
            Goal::NextStarter { side: Side::North },
            &[6],
        ),
        lesson(
            "pallanguzhi-cannot-refill",
            P,
            Topic::CannotRefill,
            later(
                board(P, &[2, 0, 5, 0, 0, 1, 0], &[0, 2, 0, 0, 0, 0, 0], 57),
                5,
                &[9, 10, 11, 12, G],
                Side::South,
            ),
            Goal::WinGame,
            &[5],
        ),
        lesson(
            "pallanguzhi-sixty",
            P,
            Topic::NoCaptureLimit,
            Setup {
                since_capture: 59,
                ..board(P, &[1, 0, 0, 3, 0, 2, 0], &[0, 0, 2, 0, 0, 0, 1], 30)
            },
            Goal::EndRound {
                reason: RoundEndReason::NoCapture,
            },
            &[3],
        ),
    ]
}

fn pallankuzhi() -> Vec<Lesson> {
    const P: &str = "pallankuzhi";
    vec![
        lesson(
            "pallankuzhi-pasu-to-sower",
            P,
            Topic::Pasu,
            board(P, &[2, 0, 0, 0, 0, 0, 1], &[3, 0, 2, 1, 0, 0, 0], 40),
            Goal::PasuForYou { count: 1 },
            &[6],
        ),
        six_a_hole("pallankuzhi-six-a-hole", P),
        alternating_starter("pallankuzhi-next-starter", P),
    ]
}

/// Six seeds a hole (Pallankuzhi, Pallankuli): South takes North's last
/// seed, leaving North 5, enough for a Pallanguzhi hole but not for one of six.
fn six_a_hole(id: &'static str, preset: &'static str) -> Lesson {
    lesson(
        id,
        preset,
        Topic::CannotRefill,
        later(
            board(preset, &[2, 0, 6, 0, 0, 1, 0], &[0, 1, 0, 0, 0, 0, 0], 69),
            4,
            &[9, 10, 11, 12, G],
            Side::North,
        ),
        Goal::WinGame,
        &[5],
    )
}

/// The starter alternates (Pallankuzhi, Pallankuli): North started round 2,
/// South ends it by emptying North's row (a pasu in A, to the sower or to
/// North as the preset says) and starts round 3 all the same.
fn alternating_starter(id: &'static str, preset: &'static str) -> Lesson {
    lesson(
        id,
        preset,
        Topic::NextStarter,
        later(
            board(preset, &[0, 1, 0, 0, 0, 0, 1], &[3, 0, 0, 0, 0, 0, 0], 50),
            2,
            &[],
            Side::North,
        ),
        Goal::NextStarter { side: Side::South },
        &[6],
    )
}

fn pallankuli() -> Vec<Lesson> {
    const P: &str = "pallankuli";
    vec![
        lesson(
            "pallankuli-any-row",
            P,
            Topic::RoundEnd,
            board(P, &[0, 0, 0, 0, 0, 1, 3], &[0, 2, 0, 1, 0, 2, 0], 40),
            Goal::EndRound {
                reason: RoundEndReason::EmptyRow,
            },
            &[5],
        ),
        six_a_hole("pallankuli-six-a-hole", P),
        alternating_starter("pallankuli-next-starter", P),
    ]
}

fn pasu_pondi() -> Vec<Lesson> {
    const P: &str = "pasu-pondi";
    vec![
        lesson(
            "pasu-pondi-clockwise",
            P,
            Topic::Sowing,
            board(P, &[0, 0, 3, 0, 0, 2, 0], &[0, 1, 0, 0, 2, 0, 0], 30),
            Goal::LastSeedIn { hole: G },
            &[2],
        ),
        lesson(
            "pasu-pondi-relay",
            P,
            Topic::Relay,
            board(P, &[0, 0, 2, 0, 0, 1, 0], &[1, 0, 0, 3, 0, 0, 2], 30),
            Goal::RelayLifts { hole: D },
            &[2],
        ),
        lesson(
            "pasu-pondi-capture",
            P,
            Topic::Capture,
            board(P, &[0, 1, 0, 0, 0, 0, 2], &[1, 0, 0, 0, 1, 8, 0], 28),
            Goal::Capture { seeds: 8 },
            &[1],
        ),
        lesson(
            "pasu-pondi-next-starter",
            P,
            Topic::NextStarter,
            board(P, &[3, 1, 0, 0, 0, 0, 0], &[0, 0, 2, 0, 1, 1, 0], 30),
            Goal::NextStarter { side: Side::South },
            &[1],
        ),
    ]
}

/// The worked exercises of the Kalah source (seed 004): "Analyse d'une
/// position" (from the start, c sows d, e, f and the store: play again) and
/// its three "exercices progressifs": count every destination, your store
/// included and theirs skipped (`kalah-store`); a last seed in an empty pit
/// of yours, the capture keeping only that seed when the opposite pit is
/// empty (`kalah-capture`); an empty row ends the game at once, each row
/// going to its owner (`kalah-game-end`).
fn kalah() -> Vec<Lesson> {
    const K: &str = "kalah";
    let start = Position::start(&Rules::preset(K).expect("kalah"))
        .expect("valid")
        .setup();
    vec![
        lesson("kalah-extra-turn", K, Topic::ExtraTurn, start, Goal::ExtraTurn, &[2]),
        lesson(
            "kalah-store",
            K,
            Topic::Store,
            board(K, &[2, 0, 1, 0, 0, 9], &[1, 2, 0, 3, 1, 2], 14),
            Goal::LastSeedIn { hole: 1 },
            &[5],
        ),
        lesson(
            "kalah-capture",
            K,
            Topic::OppositeCapture,
            board(K, &[1, 0, 0, 2, 0, 0], &[0, 3, 1, 2, 6, 1], 16),
            Goal::OppositeCapture { seeds: 2 },
            &[0],
        ),
        lesson(
            "kalah-game-end",
            K,
            Topic::GameEnd,
            board(K, &[3, 0, 0, 0, 2, 2], &[0, 0, 5, 0, 0, 0], 16),
            Goal::WinGame,
            &[0],
        ),
    ]
}
