//! The command-line contract other tools rely on: replay, hint, match, rules,
//! and a scripted terminal game.

use serde_json::Value;
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pallanguzhi"))
        .args(args)
        .output()
        .unwrap()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn json_lines(out: &Output) -> Vec<Value> {
    stdout(out).lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

#[test]
fn replay_prints_the_final_state_with_every_contract_key() {
    let out = run(&["replay", "--rules", "pallanguzhi", "--moves", "a"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let states = json_lines(&out);
    assert_eq!(states.len(), 1);
    let s = &states[0];
    assert_eq!(
        s["holes"],
        serde_json::json!([2, 8, 8, 8, 0, 0, 1, 7, 7, 7, 7, 0, 1, 7])
    );
    assert_eq!(s["closed"].as_array().unwrap().len(), 14);
    assert_eq!(s["stores"], serde_json::json!([7, 0]));
    assert_eq!(s["to_move"], "north");
    assert_eq!((s["round"].as_u64(), s["moves_played"].as_u64()), (Some(1), Some(1)));
    assert!(s["winner"].is_null());
}

#[test]
fn trace_prints_the_initial_state_then_one_per_move() {
    let out = run(&["replay", "--rules", "kalah", "--moves", "c,a", "--trace"]);
    let states = json_lines(&out);
    assert_eq!(states.len(), 3);
    assert_eq!(states[0]["holes"].as_array().unwrap().len(), 12);
    assert_eq!(states[0]["moves_played"], 0);
    // c ends in South's store: South moves again.
    assert_eq!(states[1]["to_move"], "south");
    assert_eq!(states[2]["moves_played"], 2);
}

#[test]
fn a_round_ending_move_shows_the_refilled_board_of_the_next_round() {
    // A whole pallankuzhi golden game crosses several rounds.
    let golden: Value = serde_json::from_str(include_str!("../../core/tests/golden/pallankuzhi.json")).unwrap();
    let moves = golden["moves"].as_str().unwrap();
    let out = run(&["replay", "--rules", "pallankuzhi", "--moves", moves, "--trace"]);
    let states = json_lines(&out);
    let rounds: Vec<u64> = states.iter().map(|s| s["round"].as_u64().unwrap()).collect();
    let step = rounds.windows(2).position(|w| w[1] == w[0] + 1).unwrap();
    let refilled = &states[step + 1];
    let holes = refilled["holes"].as_array().unwrap();
    let closed = refilled["closed"].as_array().unwrap();
    assert!(holes
        .iter()
        .zip(closed)
        .all(|(n, c)| if c == true { n == 0 } else { n == 6 }));
    assert_eq!(states.last().unwrap()["winner"], "south");
    assert!(states.last().unwrap()["to_move"].is_null());
}

#[test]
fn an_illegal_or_unparsable_move_exits_2_naming_its_position() {
    for (moves, needle) in [
        ("a,a", "move 2 ('a')"),
        ("a,Z", "move 2 ('Z')"),
        ("b,,c", "move 2"),
        ("h", "move 1 ('h')"),
    ] {
        let out = run(&["replay", "--moves", moves]);
        assert_eq!(out.status.code(), Some(2), "{moves}");
        assert!(stderr(&out).contains(needle), "{moves}: {}", stderr(&out));
        assert!(stdout(&out).is_empty());
    }
    let out = run(&["replay", "--rules", "chess"]);
    assert_eq!(out.status.code(), Some(2));
    let out = run(&["replay", "--moves"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn rules_lists_every_preset() {
    let out = stdout(&run(&["rules"]));
    for id in ["pallanguzhi", "pallankuzhi", "pallankuli", "pasu-pondi", "kalah"] {
        assert!(out.lines().any(|l| l.starts_with(id)), "{id}");
    }
}

#[test]
fn hint_prints_one_legal_letter_and_refuses_bad_histories() {
    let out = run(&[
        "hint",
        "--rules",
        "pallanguzhi",
        "--moves",
        "a",
        "--level",
        "medium",
        "--seed",
        "3",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let letter = stdout(&out).trim().to_string();
    assert_eq!(letter.len(), 1);
    let after = run(&["replay", "--moves", &format!("a,{letter}")]);
    assert!(after.status.success(), "the hint {letter} must be legal");
    assert_eq!(
        run(&["hint", "--moves", "a,a", "--level", "easy"]).status.code(),
        Some(2)
    );
    assert_eq!(
        run(&["hint", "--moves", "a", "--level", "genius"]).status.code(),
        Some(2)
    );
}

#[test]
fn match_ends_with_the_tally_line() {
    let out = run(&[
        "match",
        "--rules",
        "kalah",
        "--a",
        "easy",
        "--b",
        "random",
        "--games",
        "4",
        "--seed",
        "2",
        "--openings",
        "random",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let last = text.lines().last().unwrap();
    let counts: Vec<u32> = last
        .split(' ')
        .zip(["a_wins=", "b_wins=", "draws="])
        .map(|(part, key)| part.strip_prefix(key).unwrap().parse().unwrap())
        .collect();
    assert_eq!(counts.iter().sum::<u32>(), 4);
    // Two pairs: each goes to a level, to a side, or (with a draw or a split) to nobody.
    let pairs = text
        .lines()
        .find(|l| l.starts_with("pairs (one opening"))
        .expect("a pairs line");
    let decided: u32 = pairs
        .split(' ')
        .filter_map(|word| word.trim_end_matches(',').parse::<u32>().ok())
        .sum();
    assert!(decided <= 2, "{pairs}");
    assert_eq!(
        run(&["match", "--a", "easy", "--b", "easy", "--games", "0"])
            .status
            .code(),
        Some(2)
    );
    let bad = run(&[
        "match",
        "--a",
        "easy",
        "--b",
        "easy",
        "--games",
        "2",
        "--openings",
        "lucky",
    ]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("--openings"), "{}", stderr(&bad));
}

fn play_script(args: &[&str], input: &str) -> (Output, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pallanguzhi"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let text = stdout(&out);
    (out, text)
}

#[test]
fn the_terminal_game_draws_the_board_plays_moves_and_refuses_bad_input() {
    let (out, text) = play_script(&["play", "--rules", "pallanguzhi"], "zz\nA\na\nh\nu\nq\n");
    assert!(out.status.success());
    assert!(
        text.contains("  G   F   E   D   C   B   A"),
        "the top row reads G..A:\n{text}"
    );
    assert!(text.contains("not played"), "bad input is refused");
    assert!(text.contains("South lifts 5 from a:"));
    assert!(text.contains("hint: "));
    assert!(text.contains("undid 1 move(s)"));
}

#[test]
fn the_computer_answers_with_the_real_ai() {
    let (out, text) = play_script(
        &["play", "--vs", "computer", "--level", "easy", "--seed", "4"],
        "a\nq\n",
    );
    assert!(out.status.success());
    assert!(text.contains("computer (easy) plays"), "{text}");
}

#[test]
fn help_and_version_answer_on_every_command() {
    for args in [
        &["--help"][..],
        &["help"],
        &["match", "--help"],
        &["play", "--help"],
        &["replay", "--help"],
        &["hint", "--help"],
        &["rules", "--help"],
        &["completions", "--help"],
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
        assert!(
            stdout(&out).contains("Usage: pallanguzhi"),
            "{args:?}: {}",
            stdout(&out)
        );
    }
    let out = run(&["--version"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        stdout(&out).trim(),
        format!("pallanguzhi {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn unknown_values_exit_2_naming_the_valid_ones() {
    for (args, valid) in [
        (&["play", "--level", "godlike"][..], "easy, medium, hard, expert"),
        (&["--level", "godlike"], "easy, medium, hard, expert"),
        (&["play", "--side", "east"], "south, north, random"),
        (&["play", "--vs", "cat"], "human, computer"),
        (
            &["replay", "--rules", "chess"],
            "pallanguzhi, pallankuzhi, pallankuli, pasu-pondi, kalah",
        ),
        (
            &["match", "--a", "godlike", "--b", "easy", "--games", "2"],
            "random, baseline, easy, medium, hard, expert",
        ),
        (
            &[
                "match",
                "--a",
                "easy",
                "--b",
                "easy",
                "--games",
                "2",
                "--openings",
                "lucky",
            ],
            "balanced, random",
        ),
        (&["completions", "cmd.exe"], "bash"),
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains(valid), "{args:?}: {}", stderr(&out));
        assert!(stdout(&out).is_empty(), "{args:?}");
    }
    let out = run(&["dance"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn completions_are_printed_for_the_usual_shells() {
    for shell in ["bash", "zsh", "fish"] {
        let out = run(&["completions", shell]);
        assert!(out.status.success(), "{shell}");
        let text = stdout(&out);
        assert!(text.contains("pallanguzhi") && text.contains("replay"), "{shell}");
    }
}

#[test]
fn a_finished_terminal_game_prints_the_result_card_in_the_app_cores_words() {
    // Every letter in turn until the game ends: the illegal ones are refused, the rest played.
    let input = "a\nb\nc\nd\ne\nf\ng\n".repeat(400);
    let (out, text) = play_script(
        &[
            "play", "--rules", "kalah", "--vs", "computer", "--level", "easy", "--seed", "4",
        ],
        &input,
    );
    assert!(out.status.success());
    let end: Vec<&str> = text.lines().rev().take(3).collect();
    let [reason, score, title] = end[..] else {
        panic!("{text}")
    };
    assert!(
        ["You won", "You lost", "The game is a draw."].contains(&title),
        "{title}"
    );
    let verb = match title {
        "You won" => "You won",
        "You lost" => "You lost",
        _ => "You drew",
    };
    assert!(score.starts_with(verb) && score.contains("Computer (Easy)."), "{score}");
    assert!(!reason.is_empty() && !reason.contains("South"), "{reason}");
}
