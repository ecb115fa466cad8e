//! What openings are really worth: a deep search (default 20 000 000 nodes,
//! 64 MiB table) of every opening of PLIES plies, or of the balanced
//! openings of the first PAIRS pairs of a match with SEED.
//! `cargo run --release -p pallanguzhi-lab --example opening_verdicts -- RULES plies PLIES [NODES]`
//! `cargo run --release -p pallanguzhi-lab --example opening_verdicts -- RULES pairs PAIRS SEED [NODES]`
use pallanguzhi_core::notation::hole_letter;
use pallanguzhi_core::position::Position;
use pallanguzhi_core::rules::Rules;
use pallanguzhi_lab::{deep_verdict, judge, GameStart, Openings};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rules = Rules::preset(&args[0]).expect("preset");
    let count: u32 = args[2].parse().expect("a count");
    let (openings, nodes_arg) = match args[1].as_str() {
        "plies" => (every_opening(&rules, count), args.get(3)),
        "pairs" => {
            let seed: u64 = args[3].parse().expect("seed");
            let starts = (0..count).map(|p| {
                let start = GameStart::new(&rules, Openings::Balanced, seed, 2 * p).position;
                (format!("pair {p}"), start)
            });
            (starts.collect(), args.get(4))
        }
        other => panic!("`plies` or `pairs`, not {other}"),
    };
    let nodes = nodes_arg.map_or(20_000_000, |n| n.parse().expect("nodes"));
    println!("opening       to_move bowls      board  judge   deep(depth)  favours");
    for (name, pos) in openings {
        if pos.legal_moves(&rules).is_empty() {
            continue;
        }
        let (deep, depth) = deep_verdict(&rules, &pos, nodes);
        let favours = match deep.signum() {
            1 => format!("{:?}", pos.to_move()),
            -1 => format!("{:?}", pos.to_move().opponent()),
            _ => "even".into(),
        };
        let board: u32 = pos.holes().iter().map(|&s| s as u32).sum();
        println!(
            "{name:12}  {:7} {:10} {board:5}  {:6}  {deep:6} ({depth:2})  {favours}",
            format!("{:?}", pos.to_move()),
            format!("{:?}", pos.bowls()),
            judge(&rules, &pos),
        );
    }
}

/// Every position after `plies` moves from the start, named by its moves.
fn every_opening(rules: &Rules, plies: u32) -> Vec<(String, Position)> {
    let mut frontier = vec![(String::from("start"), Position::start(rules).expect("a preset"))];
    for _ in 0..plies {
        let mut next = Vec::new();
        for (name, pos) in frontier {
            for m in pos.legal_moves(rules) {
                let mut child = pos;
                if child.play(rules, m, &mut ()).is_ok() {
                    let letter = hole_letter(rules, m).map_or_else(|| m.to_string(), String::from);
                    let name = if name == "start" {
                        letter
                    } else {
                        format!("{name},{letter}")
                    };
                    next.push((name, child));
                }
            }
        }
        frontier = next;
    }
    frontier
}
