//! Lessons: every position is legal, exactly the expected moves reach each
//! goal (judged by the engine), the Kalah lessons reproduce the worked
//! exercises of ../shared/seeds/004 (Kalah), and every text exists in
//! English, French and Tamil.

mod common;
use pallanguzhi_core::lesson::{self, Attempt, LessonError, Spot, Step, Topic, COMMON_KEYS, STEP_KEYS};
use pallanguzhi_core::*;
use std::collections::{BTreeMap, BTreeSet};

#[test]
fn every_lesson_position_is_legal_with_the_presets_seeds_and_south_to_move() {
    for l in lesson::all() {
        let rules = l.rules();
        let pos = l.position().unwrap_or_else(|e| panic!("{}: {e}", l.id));
        assert_eq!(pos.seed_total(&rules), rules.total_seeds(), "{}", l.id);
        assert_eq!(pos.to_move(), Side::South, "{}", l.id);
        assert!(!l.answers.is_empty(), "{}", l.id);
    }
}

#[test]
fn the_answers_and_no_other_move_reach_each_goal() {
    for l in lesson::all() {
        let rules = l.rules();
        let pos = l.position().unwrap();
        let legal = pos.legal_moves(&rules);
        assert!(legal.len() >= 2, "{}: a lesson needs a choice", l.id);
        let reaching: Vec<u8> = legal
            .iter()
            .copied()
            .filter(|&h| l.attempt(h).unwrap().reached)
            .collect();
        assert_eq!(reaching, l.answers, "{}: the moves that reach {:?}", l.id, l.goal);
    }
}

#[test]
fn ids_are_unique_and_each_preset_has_lessons() {
    let all = lesson::all();
    let ids: BTreeSet<&str> = all.iter().map(|l| l.id).collect();
    assert_eq!(ids.len(), all.len());
    for id in PRESET_IDS {
        assert!(!lesson::for_preset(id).is_empty(), "{id}");
    }
    assert!(lesson::by_id("pallanguzhi-relay").is_ok());
    assert_eq!(lesson::by_id("nope"), Err(LessonError::Unknown("nope".into())));
}

#[test]
fn pallanguzhi_has_a_lesson_for_every_rule() {
    let topics: BTreeSet<String> = lesson::for_preset("pallanguzhi")
        .iter()
        .map(|l| format!("{:?}", l.topic))
        .collect();
    for t in [
        Topic::Sowing,
        Topic::Relay,
        Topic::Capture,
        Topic::Pasu,
        Topic::PasuToOther,
        Topic::RoundEnd,
        Topic::Refill,
        Topic::ClosedHoles,
        Topic::NextStarter,
        Topic::CannotRefill,
        Topic::NoCaptureLimit,
    ] {
        assert!(topics.contains(&format!("{t:?}")), "{t:?}");
    }
}

#[test]
fn a_refused_move_is_a_typed_error() {
    let l = lesson::by_id("pallanguzhi-capture").unwrap();
    assert!(matches!(
        l.attempt(1),
        Err(LessonError::Move(MoveError::EmptyHole { hole: 1 }))
    ));
    assert!(matches!(
        l.attempt(8),
        Err(LessonError::Move(MoveError::NotYourHole { hole: 8 }))
    ));
}

fn solution(id: &str) -> Attempt {
    lesson::by_id(id).unwrap().solution().unwrap()
}

fn holes(list: &[u8]) -> Vec<Spot> {
    list.iter().map(|&h| Spot::Hole(h)).collect()
}

#[test]
fn the_relay_is_told_lift_by_lift_then_the_empty_hole_and_the_capture() {
    // e (2) sows f, g; A holds 2: relay into B, C; D holds 3: relay into E, F, G;
    // a is empty: South takes b (1).
    let steps = solution("pallanguzhi-relay").steps;
    assert_eq!(
        steps,
        [
            Step::Sow {
                hole: 4,
                seeds: 2,
                relay: false,
                sown: holes(&[5, 6])
            },
            Step::Sow {
                hole: 7,
                seeds: 2,
                relay: true,
                sown: holes(&[8, 9])
            },
            Step::Sow {
                hole: 10,
                seeds: 3,
                relay: true,
                sown: holes(&[11, 12, 13])
            },
            Step::Capture {
                empty: 0,
                hole: 1,
                seeds: 1,
                taker: Side::South
            },
        ]
    );
    let rules = Rules::pallanguzhi();
    assert_eq!(steps[2].key(), "lesson-step-relay");
    assert_eq!(steps[2].args(&rules)[2], ("holes", lesson::Arg::Text("E, F, G".into())));
}

#[test]
fn a_pasu_is_told_after_the_sowing_that_made_it() {
    let steps = solution("pallanguzhi-pasu").steps;
    assert!(matches!(steps[0], Step::Sow { hole: 0, .. }));
    assert_eq!(
        steps[1],
        Step::Pasu {
            hole: 2,
            seeds: 4,
            taker: Side::South
        }
    );
    let steps = solution("pallankuzhi-pasu-to-sower").steps;
    assert_eq!(
        steps[1],
        Step::Pasu {
            hole: 7,
            seeds: 4,
            taker: Side::South
        },
        "Pallankuzhi: North's A pays the sower"
    );
}

#[test]
fn kalah_c_from_the_start_sows_d_e_f_and_the_store_and_plays_again() {
    // Seed 004, "Analyse d'une position": from the start South plays c; the four
    // seeds go to d, e, f and South's store, and South plays again.
    let a = solution("kalah-extra-turn");
    assert_eq!(a.hole, 2);
    assert_eq!(
        a.steps,
        [
            Step::Sow {
                hole: 2,
                seeds: 4,
                relay: false,
                sown: vec![Spot::Hole(3), Spot::Hole(4), Spot::Hole(5), Spot::Store]
            },
            Step::ExtraTurn { side: Side::South }
        ]
    );
    assert_eq!(a.after.holes(), [4, 4, 0, 5, 5, 5, 4, 4, 4, 4, 4, 4]);
    assert_eq!(a.after.bowls(), [1, 0]);
    assert_eq!(a.after.to_move(), Side::South);
    assert!(a.facts.extra_turn);
}

#[test]
fn kalah_an_empty_opposite_pit_gives_only_the_last_seed() {
    // Seed 004: "si la fosse opposée est vide, seule votre dernière graine est récoltée".
    let l = lesson::by_id("kalah-capture").unwrap();
    let miss = l.attempt(3).unwrap();
    assert!(!miss.reached);
    assert_eq!(
        miss.steps.last(),
        Some(&Step::OppositeCapture {
            hole: 5,
            opposite: 6,
            seeds: 1
        })
    );
    assert_eq!(miss.facts.gains, [1, 0]);
    assert!(!miss.facts.extra_turn, "a capture gives no extra move");
    let hit = l.solution().unwrap();
    assert_eq!(hit.facts.gains, [7, 0]);
}

#[test]
fn kalah_an_empty_row_ends_the_game_at_once_and_each_row_goes_to_its_owner() {
    // Seed 004: "la partie se termine immédiatement, sans coup supplémentaire de
    // l'autre camp. Les graines restantes de l'autre rangée sont versées dans son grenier."
    let a = solution("kalah-game-end");
    assert_eq!(a.after.outcome(), Some(Outcome::Win { side: Side::South }));
    assert_eq!(a.after.bowls(), [28, 20]);
    assert!(matches!(a.steps[a.steps.len() - 2], Step::RowEmpty { swept: [6, 0] }));
    assert_eq!(a.steps.last().unwrap().key(), "lesson-step-game-end");
}

#[test]
fn every_step_of_random_games_names_a_listed_key() {
    for rules in Rules::presets() {
        let game = common::random_game(&rules, 7);
        let mut pos = Position::start(&rules).unwrap();
        for &hole in game.history() {
            let mut events = Vec::new();
            pos.play(&rules, hole, &mut events).unwrap();
            for step in lesson::explain(&rules, &events) {
                assert!(STEP_KEYS.contains(&step.key()), "{}", step.key());
            }
        }
    }
}

// ---- texts -------------------------------------------------------------

const LANGS: [&str; 3] = ["en", "fr", "ta"];

/// Each message of a language's lessons.ftl with the variables it uses.
fn catalogue(lang: &str) -> BTreeMap<String, BTreeSet<String>> {
    use fluent_syntax::ast;
    let path = format!("{}/../app/locales/{lang}/lessons.ftl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let resource =
        fluent_syntax::parser::parse(text.as_str()).unwrap_or_else(|(_, errors)| panic!("{path}: {errors:?}"));
    let mut messages = BTreeMap::new();
    for entry in resource.body {
        match entry {
            ast::Entry::Message(m) => {
                let value = m.value.unwrap_or_else(|| panic!("{path}: {} has no value", m.id.name));
                let mut vars = BTreeSet::new();
                pattern_vars(&value, &mut vars);
                assert!(
                    messages.insert(m.id.name.to_string(), vars).is_none(),
                    "{path}: {} twice",
                    m.id.name
                );
            }
            ast::Entry::Junk { content } => panic!("{path}: cannot parse {content}"),
            _ => {}
        }
    }
    messages
}

fn pattern_vars(pattern: &fluent_syntax::ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    for element in &pattern.elements {
        let PatternElement::Placeable { expression } = element else {
            continue;
        };
        let (inline, variants) = match expression {
            Expression::Select { selector, variants } => (selector, Some(variants)),
            Expression::Inline(inline) => (inline, None),
        };
        if let InlineExpression::VariableReference { id } = inline {
            vars.insert(id.name.to_string());
        }
        for v in variants.into_iter().flatten() {
            pattern_vars(&v.value, vars);
        }
    }
}

#[test]
fn every_lesson_and_step_text_exists_in_english_french_and_tamil() {
    let mut wanted: BTreeSet<String> = COMMON_KEYS
        .iter()
        .chain(STEP_KEYS.iter())
        .map(|k| k.to_string())
        .collect();
    for l in lesson::all() {
        wanted.extend(l.text_keys());
    }
    let en = catalogue("en");
    for lang in LANGS {
        let messages = catalogue(lang);
        let keys: BTreeSet<String> = messages.keys().cloned().collect();
        let missing: Vec<_> = wanted.difference(&keys).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        let unused: Vec<_> = keys.difference(&wanted).collect();
        assert!(unused.is_empty(), "{lang} has keys no lesson uses: {unused:?}");
        for (key, vars) in &messages {
            assert_eq!(vars, &en[key], "{lang} {key}: the same variables as English");
        }
    }
}

#[test]
fn step_texts_use_only_the_arguments_steps_give() {
    let given: BTreeSet<String> = [
        "hole", "seeds", "holes", "store", "side", "empty", "opposite", "south", "north", "round",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let en = catalogue("en");
    for (key, vars) in &en {
        if key.starts_with("lesson-step-") || key == "lesson-hint" {
            assert!(vars.is_subset(&given), "{key}: {vars:?}");
        } else {
            assert!(vars.is_empty(), "{key} is plain text, but uses {vars:?}");
        }
    }
    // And every argument a step gives is one of those names.
    for l in lesson::all() {
        for h in l.position().unwrap().legal_moves(&l.rules()) {
            for step in l.attempt(h).unwrap().steps {
                for (name, _) in step.args(&l.rules()) {
                    assert!(given.contains(name), "{name}");
                }
            }
        }
    }
}

// ---- playing a lesson ----------------------------------------------------

#[test]
fn a_lesson_played_with_two_misses_offers_the_hint_then_succeeds() {
    let l = lesson::by_id("pallanguzhi-relay").unwrap();
    let mut run = lesson::LessonRun::new(l.clone());
    assert_eq!(run.hint(), None);
    assert!(run.play(3).is_err(), "an empty hole is refused");
    assert_eq!(run.misses(), 0, "a refused move is no miss");
    assert!(!run.play(1).unwrap().reached);
    assert_eq!(run.hint(), None);
    let second = run.play(1).unwrap();
    assert!(!second.reached);
    assert_eq!(second.after.to_move(), Side::North, "a miss is played out on a copy");
    assert_eq!(run.hint(), Some(4));
    assert!(run.play(4).unwrap().reached);
    assert!(run.solved());
    assert_eq!(run.hint(), None);
    assert_eq!(run.misses(), lesson::HINT_AFTER_MISSES);
}

#[test]
fn progress_is_saved_and_names_the_next_lesson() {
    let mut p = lesson::Progress::default();
    let first = lesson::for_preset("kalah")[0].clone();
    assert_eq!(p.next_for("kalah"), Some(first.clone()));
    p.mark_done(first.id);
    assert_eq!(p.count_for("kalah"), (1, lesson::for_preset("kalah").len()));
    assert_ne!(p.next_for("kalah").unwrap().id, first.id);
    let back = lesson::Progress::from_json(&p.to_json()).unwrap();
    assert_eq!(back, p);
    for l in lesson::for_preset("kalah") {
        p.mark_done(l.id);
    }
    assert_eq!(p.next_for("kalah"), None);
    assert!(matches!(
        lesson::Progress::from_json("[]"),
        Err(lesson::ProgressError::Corrupt(_))
    ));
    let future = p.to_json().replace("\"version\":1", "\"version\":2");
    assert_eq!(
        lesson::Progress::from_json(&future),
        Err(lesson::ProgressError::FutureVersion(2))
    );
}

#[test]
fn each_course_has_the_presets_own_lessons_and_only_rules_it_shares() {
    for id in PRESET_IDS {
        let course = lesson::course(id);
        let own = lesson::for_preset(id);
        assert!(own.iter().all(|l| course.contains(l)), "{id}");
        let rules = Rules::preset(id).unwrap();
        for l in course.iter().filter(|l| l.preset != id) {
            // A borrowed lesson teaches a rule that reads the same in this preset.
            let base = l.rules();
            assert_eq!(base.direction, rules.direction, "{id} borrows {}", l.id);
            assert_eq!(base.family, rules.family, "{id} borrows {}", l.id);
            if matches!(l.topic, Topic::Pasu | Topic::PasuToOther) {
                assert_eq!(base.pasu_taker, rules.pasu_taker, "{id} borrows {}", l.id);
            }
        }
    }
    assert_eq!(lesson::course("pallanguzhi"), lesson::for_preset("pallanguzhi"));
    assert!(lesson::course("custom").is_empty());
}
