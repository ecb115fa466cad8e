//! Plays game `index` of a `play_match` and prints every move, to study how
//! a level wins or loses.
//! `cargo run --release -p pallanguzhi-lab --example trace_game -- RULES A B INDEX SEED [balanced|random]`
use pallanguzhi_core::ai::Strength;
use pallanguzhi_core::rules::Rules;
use pallanguzhi_core::side::Side;
use pallanguzhi_lab::{GameStart, Openings};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rules = Rules::preset(&args[0]).expect("preset");
    let a = Strength::parse(&args[1]).expect("level a");
    let b = Strength::parse(&args[2]).expect("level b");
    let index: u32 = args[3].parse().expect("index");
    let seed: u64 = args[4].parse().expect("seed");
    let openings = args
        .get(5)
        .map_or(Openings::Balanced, |s| Openings::parse(s).expect("openings"));
    let start = GameStart::new(&rules, openings, seed, index);
    let mut pos = start.position;
    println!("opening after {} moves: bowls {:?}", pos.moves_played(), pos.bowls());
    while !pos.is_over() {
        let (s, c) = start.choose(&rules, &pos, (a, b)).expect("a legal move");
        let (mover, round) = (pos.to_move(), pos.round());
        let f = pos.play(&rules, c.hole, &mut ()).expect("legal");
        println!(
            "r{round} m{:3} {mover:?}/{:8} hole {:2} score {:7} depth {:2} gains {:?} bowls {:?} rows {}/{}",
            pos.moves_played(),
            s.name(),
            c.hole,
            c.stats.score,
            c.stats.depth,
            f.gains,
            pos.bowls(),
            pos.row_seeds(&rules, Side::South),
            pos.row_seeds(&rules, Side::North),
        );
    }
    println!("outcome {:?} {:?}", pos.outcome(), pos.end_reason());
}
