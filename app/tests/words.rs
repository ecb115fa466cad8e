//! Every word a screen shows, read the way a player reads it: whole games of every rule set,
//! in English and French, with the pages around them (not a review: its grading by the
//! strongest level takes minutes in a debug build), and every string of the
//! view model checked for a rule set's raw id ("pasu-pondi" where "Pasu Pondi" belongs) and a
//! count whose noun does not agree with it ("1 seeds", "0 graines", "2 graine").

mod common;
use common::*;
use pallanguzhi_app::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::Value;

/// Fields that hold ids, addresses or codes for the shells, never shown as words.
const NOT_WORDS: &[&str] = &[
    "id",
    "rules",
    "preset",
    "game_id",
    "dir",
    "server",
    "default_server",
    "link",
    "code",
    "language",
];

/// Every string the view model carries to be shown.
fn words(value: &Value, key: &str, out: &mut Vec<String>) {
    match value {
        Value::String(s) if !NOT_WORDS.contains(&key) && !s.contains("://") => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|v| words(v, key, out)),
        Value::Object(map) => map.iter().for_each(|(k, v)| words(v, k, out)),
        _ => {}
    }
}

/// The nouns counted on screens, singular and plural, per language; `one` says which counts
/// take the singular (English: 1; French: 0 and 1, as CLDR says).
struct Nouns {
    pairs: &'static [(&'static str, &'static str)],
    one: fn(u64) -> bool,
}

const EN: Nouns = Nouns {
    pairs: &[
        ("seed", "seeds"),
        ("hole", "holes"),
        ("move", "moves"),
        ("round", "rounds"),
        ("game", "games"),
        ("point", "points"),
        ("minute", "minutes"),
        ("day", "days"),
        ("second", "seconds"),
        ("win", "wins"),
        ("loss", "losses"),
        ("draw", "draws"),
        ("pasu", "pasus"),
    ],
    one: |n| n == 1,
};

const FR: Nouns = Nouns {
    pairs: &[
        ("graine", "graines"),
        ("trou", "trous"),
        ("coup", "coups"),
        ("manche", "manches"),
        ("partie", "parties"),
        ("point", "points"),
        ("minute", "minutes"),
        ("jour", "jours"),
        ("seconde", "secondes"),
        ("victoire", "victoires"),
        ("défaite", "défaites"),
    ],
    one: |n| n <= 1,
};

/// The problems of one string: raw ids, and counts that disagree with their noun.
fn problems(text: &str, nouns: &Nouns, ids: &[String]) -> Vec<String> {
    let mut found = vec![];
    for id in ids {
        if text.contains(id.as_str()) {
            found.push(format!("raw rule-set id {id:?}"));
        }
    }
    // A count is a number and its noun with only a space between ("2 seeds"): "Move 2 ·
    // round 1" and "the 60-move rule" are not counts.
    let tokens: Vec<&str> = text
        .split(char::is_whitespace)
        .map(|t| {
            t.trim_start_matches(['(', '«'])
                .trim_end_matches(['.', ',', ';', ':', ')', '!', '?', '»'])
        })
        .collect();
    for pair in tokens.windows(2) {
        let Ok(n) = pair[0].parse::<u64>() else {
            continue;
        };
        let word = pair[1].to_lowercase();
        for (one, many) in nouns.pairs {
            let singular = (nouns.one)(n);
            if (singular && word == *many) || (!singular && word == *one) {
                found.push(format!("\"{n} {word}\""));
            }
        }
    }
    found
}

fn check(shell: &Shell, nouns: &Nouns, ids: &[String], bad: &mut Vec<String>) {
    let view = serde_json::to_value(shell.app.view()).expect("the view serializes");
    let mut texts = vec![];
    words(&view, "", &mut texts);
    for text in texts {
        for p in problems(&text, nouns, ids) {
            let line = format!("{p} in {text:?}");
            if !bad.contains(&line) {
                bad.push(line);
            }
        }
    }
}

/// A game of `preset` between two people, random legal moves, every step's view checked;
/// resigned after `moves` moves if it has not ended.
fn play(shell: &mut Shell, rng: &mut StdRng, preset: &str, moves: usize, check_each: &mut dyn FnMut(&Shell)) {
    shell.send(new_game(preset, pass_and_play(&["Anbu"], &["Bala"])));
    for _ in 0..moves {
        let game = shell.game();
        if game.outcome.is_some() {
            break;
        }
        if game.dialog.is_some() {
            check_each(shell);
            shell.send(Event::AcknowledgeDialog);
            continue;
        }
        let legal = shell.legal();
        let hole = legal[rng.random_range(0..legal.len())];
        shell.send(Event::TapHole { hole });
        shell.fire_all_timers();
        check_each(shell);
    }
    if shell.game().outcome.is_none() {
        shell.send(Event::Resign);
    }
    check_each(shell);
}

fn every_word_in(language: &str, nouns: &Nouns) -> Vec<String> {
    let mut shell = Shell::new(7);
    shell.send(Event::Launch {
        dir: String::new(),
        language: language.into(),
        reduce_motion: false,
    });
    let ids: Vec<String> = shell.app.view().presets.iter().map(|p| p.id.clone()).collect();
    let mut bad = vec![];
    let mut rng = StdRng::seed_from_u64(11);
    for preset in &ids {
        play(&mut shell, &mut rng, preset, 300, &mut |s| {
            check(s, nouns, &ids, &mut bad)
        });
        shell.send(Event::Hint);
        check(&shell, nouns, &ids, &mut bad);
    }
    for screen in [
        Screen::Home,
        Screen::NewGame,
        Screen::Stats,
        Screen::Rules,
        Screen::Settings,
        Screen::Online,
    ] {
        shell.send(Event::Open { screen });
        check(&shell, nouns, &ids, &mut bad);
    }
    bad
}

#[test]
fn the_checker_finds_what_it_looks_for() {
    let ids = vec!["pasu-pondi".to_string()];
    assert_eq!(problems("1 seeds stay in pasu-pondi.", &EN, &ids).len(), 2);
    assert_eq!(problems("2 seed, 1 hole, 0 moves", &EN, &ids), ["\"2 seed\""]);
    assert!(
        problems("The 60-move rule", &EN, &ids).is_empty(),
        "a compound is not a count"
    );
    assert_eq!(problems("0 graines restent", &FR, &ids), ["\"0 graines\""]);
    assert!(problems("1 graine, 0 trou, 3 coups. Pasu Pondi", &FR, &ids).is_empty());
}

#[test]
fn no_screen_shows_a_raw_id_or_a_count_that_disagrees_with_its_noun() {
    for (language, nouns) in [("en", &EN), ("fr", &FR)] {
        let bad = every_word_in(language, nouns);
        assert!(bad.is_empty(), "{language}:\n{}", bad.join("\n"));
    }
}
