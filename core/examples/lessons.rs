//! Every lesson and what each legal move does on it, step by step: the
//! tool for writing a lesson (`cargo run -p pallanguzhi-core --example lessons [ID]`).

use pallanguzhi_core::lesson;
use pallanguzhi_core::notation::hole_letter;

fn main() {
    let only = std::env::args().nth(1);
    for lesson in lesson::all() {
        if only.as_deref().is_some_and(|id| id != lesson.id) {
            continue;
        }
        let rules = lesson.rules();
        let pos = match lesson.position() {
            Ok(pos) => pos,
            Err(e) => {
                println!("{}: ILLEGAL {e}", lesson.id);
                continue;
            }
        };
        println!(
            "{} ({:?}), goal {:?}, answers {:?}",
            lesson.id,
            pos.holes(),
            lesson.goal,
            lesson.answers
        );
        for hole in pos.legal_moves(&rules) {
            let attempt = lesson.attempt(hole).expect("legal");
            let mark = if attempt.reached { "REACHES" } else { "misses " };
            println!("  {} {mark}", hole_letter(&rules, hole).unwrap());
            for step in &attempt.steps {
                let args: Vec<String> = step.args(&rules).iter().map(|(k, v)| format!("{k}={v:?}")).collect();
                println!("      {} {}", step.key(), args.join(" "));
            }
        }
    }
}
