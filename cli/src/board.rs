//! Drawing the board and telling a turn's events in words.

use crate::state::letter;
use pallanguzhi_app::result_words;
use pallanguzhi_app::texts::{Lang, Texts};
use pallanguzhi_core::{Family, Game, GameEndReason, Outcome, Rules, Seat, Side, Snapshot, SowEvent};

fn cell(snap: &Snapshot, hole: usize) -> String {
    if snap.closed[hole] {
        " ## ".to_string()
    } else {
        format!("{:>3} ", snap.holes[hole])
    }
}

/// South at the bottom; the top row reads G F E D C B A from left to right.
pub fn draw(rules: &Rules, snap: &Snapshot) -> String {
    let h = rules.holes_per_side as usize;
    let bowl = if rules.family == Family::Kalah { "store" } else { "bowl" };
    let rule = format!("     +{}", "----+".repeat(h));
    let letters = |holes: Vec<usize>| {
        holes
            .iter()
            .map(|&i| format!("  {} ", letter(rules, i as u8)))
            .collect::<String>()
    };
    let row = |holes: Vec<usize>| holes.iter().map(|&i| format!("{}|", cell(snap, i))).collect::<String>();
    let north: Vec<usize> = (h..2 * h).rev().collect();
    let south: Vec<usize> = (0..h).collect();
    let mark = |side: Side| if snap.to_move == Some(side) { ">" } else { " " };
    let legal: Vec<String> = snap.legal.iter().map(|&i| letter(rules, i)).collect();
    [
        format!("      {}", letters(north.clone())),
        rule.clone(),
        format!(
            "{} N  |{}   North {bowl}: {}",
            mark(Side::North),
            row(north),
            snap.bowls[1]
        ),
        rule.clone(),
        format!(
            "{} S  |{}   South {bowl}: {}",
            mark(Side::South),
            row(south.clone()),
            snap.bowls[0]
        ),
        rule,
        format!("      {}", letters(south)),
        format!(
            "round {} · move {} · moves since the last capture: {}{}",
            snap.round,
            snap.moves_played,
            snap.moves_since_capture,
            if legal.is_empty() {
                String::new()
            } else {
                format!(" · legal: {}", legal.join(" "))
            }
        ),
    ]
    .join("\n")
}

/// The result card of a finished game in the app core's words (`pallanguzhi_app::result_words`,
/// English): who won ("You lost" against the computer), the score by name ("You lost 13–57
/// to Computer (Easy)."), and why the game ended.
pub fn result_card(game: &Game, outcome: Outcome, reason: GameEndReason) -> Vec<String> {
    let t = Texts::new(Lang::default());
    let players = game.players();
    let name = |seat: &Seat| match seat {
        Seat::Human { name } => name.clone(),
        Seat::Computer { level } => t.computer(*level),
    };
    let names = Side::BOTH.map(|side| players.seats(side).iter().map(name).collect::<Vec<_>>().join(" & "));
    // The person against the computer reads it from their side.
    let human = |side: Side| players.seats(side).iter().all(|s| !s.is_computer());
    let me = Side::BOTH.into_iter().find(|&s| human(s) && !human(s.opponent()));
    let bowls = game.snapshot().bowls;
    let (title, score) = result_words(&t, me, outcome.winner(), [&names[0], &names[1]], bowls);
    vec![title, score, t.game_end_reason(reason)]
}

fn capital(side: Side) -> &'static str {
    match side {
        Side::South => "South",
        Side::North => "North",
    }
}

/// One line per lift or relay, with every seed's landing hole and its new count.
pub fn narrate(rules: &Rules, mover: Side, events: &[SowEvent]) -> Vec<String> {
    let l = |hole: u8| letter(rules, hole);
    let mut lines: Vec<String> = Vec::new();
    let mut push = |text: String, new_line: bool| match lines.last_mut() {
        Some(last) if !new_line => last.push_str(&text),
        _ => lines.push(text),
    };
    for event in events {
        match event {
            SowEvent::Lift { hole, seeds } => {
                push(format!("{} lifts {seeds} from {}:", capital(mover), l(*hole)), true)
            }
            SowEvent::Relay { hole, seeds } => push(format!("  relay: lifts {seeds} from {}:", l(*hole)), true),
            SowEvent::Drop { hole, count } => push(format!(" {}={count}", l(*hole)), false),
            SowEvent::StoreDrop { total, .. } => push(format!(" store={total}"), false),
            SowEvent::Pasu {
                hole,
                seeds,
                taker,
                bowl,
            } => push(
                format!(" (pasu! {seeds} from {} to {}, bowl {bowl})", l(*hole), capital(*taker)),
                false,
            ),
            SowEvent::Capture {
                empty,
                hole,
                seeds,
                taker,
                bowl,
            } => push(
                if *seeds == 0 {
                    format!(
                        "  {} is empty, and {} past it holds nothing: no capture",
                        l(*empty),
                        l(*hole)
                    )
                } else {
                    format!(
                        "  {} is empty: {} takes {seeds} from {} (bowl {bowl})",
                        l(*empty),
                        capital(*taker),
                        l(*hole)
                    )
                },
                true,
            ),
            SowEvent::OppositeCapture {
                hole,
                opposite,
                seeds,
                taker,
                store,
            } => push(
                format!(
                    "  {} captures {seeds} from {} and {} (store {store})",
                    capital(*taker),
                    l(*hole),
                    l(*opposite)
                ),
                true,
            ),
            SowEvent::ExtraTurn { side } => push(
                format!("  last seed in the store: {} plays again", capital(*side)),
                true,
            ),
            SowEvent::EndlessStop { hole } => push(
                format!(
                    "  the relay would repeat forever from {}: the turn stops here",
                    l(*hole)
                ),
                true,
            ),
            SowEvent::RoundEnd {
                ran_out, swept, bowls, ..
            } => push(
                format!(
                    "Round over ({} ran out). Swept to South {}, to North {}; bowls {} / {}",
                    capital(*ran_out),
                    swept[0],
                    swept[1],
                    bowls[0],
                    bowls[1]
                ),
                true,
            ),
            SowEvent::Refill {
                round, closed, starter, ..
            } => {
                let shut: Vec<String> = closed
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| **c)
                    .map(|(i, _)| l(i as u8))
                    .collect();
                let shut = if shut.is_empty() {
                    "none".to_string()
                } else {
                    shut.join(" ")
                };
                push(
                    format!(
                        "Round {round}: holes refilled; closed: {shut}; {} starts",
                        capital(*starter)
                    ),
                    true,
                )
            }
            SowEvent::GameEnd { .. } | SowEvent::TurnEnd { .. } => {}
        }
    }
    lines
}
