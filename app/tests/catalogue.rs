//! The Fluent catalogue (`app/locales/<lang>/*.ftl`): every language has every
//! message with the same variables, every message the code can ask for exists and
//! resolves in every language, and plural forms follow each language's rules.

use fluent_syntax::ast;
use fluent_syntax::parser;
use pallanguzhi_app::online::NetError;
use pallanguzhi_app::texts::{Lang, Refused, Texts, Whose, Why};
use pallanguzhi_app::ConnState;
use pallanguzhi_core::ai::review::Grade;
use pallanguzhi_core::ai::Reason;
use pallanguzhi_core::{GameEndReason, Level, RoundEndReason, Rules, Side};
use pallanguzhi_protocol::ErrorCode;
use std::collections::{BTreeMap, BTreeSet};

/// Message id → the variables it uses (in its selectors too), for one language.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut all = BTreeMap::new();
    for source in lang.sources() {
        let resource = parser::parse(*source).unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", lang.code()));
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                let id = m.id.name.to_string();
                assert!(all.insert(id.clone(), vars).is_none(), "{}: '{id}' twice", lang.code());
            }
        }
    }
    all
}

fn pattern_vars(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        ast::Expression::Inline(inline) => inline_vars(inline, vars),
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let en = messages(Lang::default());
    assert!(en.len() > 90, "{} messages", en.len());
    let langs: Vec<Lang> = Lang::all().collect();
    assert_eq!(langs.iter().map(|l| l.code()).collect::<Vec<_>>(), ["en", "fr", "ta"]);
    for lang in langs {
        let these = messages(lang);
        println!("{}: {} messages", lang.code(), these.len());
        for (id, vars) in &en {
            let theirs = these
                .get(id)
                .unwrap_or_else(|| panic!("{}: no message '{id}'", lang.code()));
            assert_eq!(
                theirs,
                vars,
                "{}: '{id}' has other variables than in English",
                lang.code()
            );
        }
        for id in these.keys() {
            assert!(en.contains_key(id), "{}: '{id}' is not in English", lang.code());
        }
    }
}

/// The shells' labels (`ui-` messages: labels.ftl) are one set for every shell:
/// each in every language with the same variables, and `labels` hands over exactly
/// those without variables (`label` formats the others).
#[test]
fn every_label_is_in_every_language_with_the_same_variables() {
    let en = messages(Lang::default());
    let ui: BTreeMap<&String, &BTreeSet<String>> = en.iter().filter(|(id, _)| id.starts_with("ui-")).collect();
    assert!(ui.len() > 100, "{} labels", ui.len());
    let listed: BTreeMap<String, bool> = Texts::ui_messages().into_iter().collect();
    let with_vars: BTreeMap<String, bool> = ui.iter().map(|(id, v)| (id.to_string(), !v.is_empty())).collect();
    assert_eq!(listed, with_vars, "ui_messages vs the catalogue's variables");
    for lang in Lang::all() {
        let these = messages(lang);
        for (id, vars) in &ui {
            assert_eq!(these.get(*id), Some(*vars), "{}: {id}", lang.code());
        }
        let labels: BTreeSet<String> = Texts::new(lang).labels().into_iter().map(|(id, _)| id).collect();
        for (id, vars) in &ui {
            assert_eq!(labels.contains(*id), vars.is_empty(), "{}: {id} in labels", lang.code());
        }
    }
}

/// Every sentence the code can ask for: every method, every variant.
fn every_text(t: &Texts) -> Vec<String> {
    let reasons = [
        Reason::WinsTheGame,
        Reason::ExtraTurn,
        Reason::Captures { seeds: 7 },
        Reason::PasuForYou { count: 1 },
        Reason::PasuForYou { count: 2 },
        Reason::EmptiesTheirRow,
        Reason::OnlyMove,
        Reason::BestPosition,
    ];
    let whys = [
        Why::Playable,
        Why::Wait("X".into()),
        Why::OtherSide,
        Why::Closed,
        Why::Empty,
        Why::Over,
        Why::Sowing,
    ];
    let states = [
        ConnState::Idle,
        ConnState::Busy,
        ConnState::Connecting,
        ConnState::WaitingForGuest,
        ConnState::Playing,
        ConnState::OpponentAway,
        ConnState::Reconnecting { attempt: 3 },
        ConnState::Finished,
        ConnState::Failed,
        ConnState::Suspended,
    ];
    let errors = [
        NetError::Unreachable("x".into()),
        NetError::Refused(ErrorCode::UnknownRoom, "x".into()),
        NetError::Refused(ErrorCode::RoomFull, "x".into()),
        NetError::Refused(ErrorCode::Unauthorized, "x".into()),
        NetError::Refused(ErrorCode::RateLimited, "why".into()),
        NetError::Protocol("x".into()),
    ];
    let mut texts = vec![
        t.seeds(1),
        t.seeds(2),
        t.side(Side::South),
        t.side(Side::North),
        t.side_seat(Side::North, 2),
        t.two_names("X", "Y"),
        t.seat_turn(Side::South, 2, "X"),
        t.level(Level::Easy),
        t.level(Level::Medium),
        t.level(Level::Hard),
        t.level(Level::Expert),
        t.computer(Level::Easy),
        t.player(),
        t.hole(&Whose::Yours, 'c', 3, false, true),
        t.hole(&Whose::Yours, 'c', 3, false, false),
        t.hole(&Whose::Of("X".into()), 'C', 0, true, false),
        t.bowl(&Whose::Yours, 12),
        t.bowl(&Whose::Of("X".into()), 12),
        t.sowed("X", 'c'),
        t.pasus(2),
        t.took("X", 4),
        t.extra_turn("X"),
        t.endless(),
        t.round_over(2, ["Anbu", "Bala"], [30, 40]),
        t.round_end_reason(RoundEndReason::EmptyRow, "X"),
        t.round_end_reason(RoundEndReason::NoCapture, "X"),
        t.round_end_reason(RoundEndReason::MoveLimit, "X"),
        t.new_round(3, "X"),
        t.round_title(2),
        t.swept("X", 9),
        t.refilled("X", 30, 2),
        t.closed_holes("a, b"),
        t.won("X"),
        t.draw(),
        t.score(["Anbu", "Bala"], [1, 2]),
        t.result_title(true),
        t.result_title(false),
        t.result_score(Some(true), 57, 13, "Anbu"),
        t.result_score(Some(false), 13, 57, "Anbu"),
        t.result_score(None, 35, 35, "Anbu"),
        t.move_round(2, 1),
        t.game_end_reason(GameEndReason::CannotRefill),
        t.game_end_reason(GameEndReason::RoundLimit),
        t.game_end_reason(GameEndReason::RowEmpty),
        t.resigned("X"),
        t.draw_agreed(),
        t.draw_offered("X"),
        t.draw_declined(),
        t.to_move("X"),
        t.thinking("X"),
        t.finding_hint(),
        t.hint('d', Reason::OnlyMove),
        t.save_refused(),
        t.write_failed(),
        t.sows_from("X", 'c'),
        t.sowing("X", 3),
        t.relays("X", 'c', 4),
        t.pasu_in("X", 'c', 4),
        t.nothing_taken('c'),
        t.bad_server(),
        t.abandoned("X"),
        t.away_draw(),
        t.lost_on_time("X"),
        t.countdown(2 * 86_400_000 + 3_600_000),
        t.clock_setting(Some(30_000)),
        t.clock_setting(Some(120_000)),
        t.clock_setting(Some(86_400_000)),
        t.clock_setting(Some(259_200_000)),
        t.clock_setting(None),
        t.watchers(1),
        t.watchers(3),
        t.delete_account_confirm("X"),
        t.account_deleted(),
        t.need_account(),
        t.join_after_sign_up("QRTW34"),
        t.draw_offer_sent(),
        t.bad_code(),
        t.not_connected(),
        t.online_wait(),
        t.rating_change(-12.4),
        t.rematch_waiting("X"),
        t.rematch_offered("X"),
        t.rematch_declined(),
        t.share("QRTW34", "https://example.org/j/QRTW34"),
        t.stats_title("kalah", Some(Level::Hard)),
        t.stats_title("pallanguzhi", None),
        t.you_play(Side::South, true),
        t.you_play(Side::North, false),
        t.my_rank(3, 1662),
        t.my_rank_provisional(1662),
        t.my_rank_unlisted(1800),
        t.no_rank(),
        t.no_ranked_players(),
        t.learn_title("Kalah"),
        t.learn_progress(3, 12),
        t.lesson_number(2, 12),
        t.lesson_item(3, "X", false),
        t.lesson_item(3, "X", true),
        t.you(),
        t.review_title(),
        t.review_move(12, "X", "c"),
        t.review_better("d", 650),
        t.review_better("d", 20),
        t.review_better_result("d"),
        t.review_forced(),
        t.review_not_graded(),
        t.review_grades("X", [20, 3, 1, 0, 1]),
        t.review_grading(12, 80),
        t.review_paused(12, 80),
        t.review_complete(80),
        t.review_played("X", "c".into()),
        t.review_start(),
        t.review_end(),
    ];
    use Grade::*;
    texts.extend([Best, Good, Inaccuracy, Mistake, Blunder].map(|g| t.grade(g)));
    texts.extend([
        t.recent_title(),
        t.recent_empty(),
        t.recent_review(),
        t.recent_game("R", "S", "N", false),
        t.recent_game("R", "S", "N", true),
        t.recent_you(true, 12),
        t.recent_you(false, 1),
        t.recent_won("X", 5),
        t.recent_drawn(40),
        t.recent_item("T", "R"),
    ]);
    let leave = t.leave_online();
    texts.extend([leave.title, leave.text, leave.confirm, leave.cancel]);
    texts.extend([
        t.bad_watch_link(),
        t.watch_while_playing(),
        t.watch_after_sign_up(7),
        t.watch_only(),
        t.watch_title(),
        t.watch_players("X", "Y"),
        t.watch_waiting(),
        t.watch_leave(),
        t.watch_prompt(),
        t.watch_open(),
    ]);
    let refusals = [
        Refused::NoGame,
        Refused::NothingToContinue,
        Refused::UnknownLanguage("de".into()),
        Refused::NoRematch,
        Refused::TooManySeats {
            side: Side::North,
            seats: 3,
        },
        Refused::NoHint,
        Refused::NothingToUndo,
        Refused::NothingToRedo,
        Refused::NoResign,
        Refused::NoDrawNow,
        Refused::NoDrawOffered,
        Refused::NoOnlineGame,
        Refused::NothingToRetry,
        Refused::NoLessons("kalah".into()),
        Refused::NoLesson("x".into()),
        Refused::NoReview,
        Refused::NoSuchMove(3),
    ];
    texts.extend(refusals.iter().map(|r| t.refused(r)));
    let tables = [
        pallanguzhi_app::TableError::NoSeat { side: Side::South },
        pallanguzhi_app::TableError::TooManySeats {
            side: Side::South,
            seats: 4,
        },
        pallanguzhi_app::TableError::NoPerson,
    ];
    texts.extend(tables.iter().map(|e| t.table_refused(e)));
    for rules in Rules::presets() {
        texts.push(t.preset_name(&rules.name));
        let summary = t.preset_summary(&rules.name);
        assert!(!summary.is_empty(), "{}: no one-line summary", rules.name);
        texts.push(summary);
        let paragraphs = t.preset_rules(&rules.name);
        assert!(!paragraphs.is_empty(), "{}: no rules", rules.name);
        texts.extend(paragraphs);
    }
    texts.extend(reasons.map(|r| t.reason(r)));
    texts.extend(whys.iter().map(|w| t.why(w)));
    texts.extend(states.map(|s| t.conn_state(s)));
    texts.extend(errors.iter().map(|e| t.net_error(e)));
    // The invitation a share link opens (`online/invite.rs`).
    for id in [
        "title",
        "loading",
        "rated",
        "unrated",
        "side-first",
        "side-second",
        "join",
        "name-needed",
        "full",
        "finished",
        "unknown",
        "failed",
    ] {
        texts.push(t.invite(id, "Valli"));
    }
    texts.push(t.invite_rules("pasu-pondi"));
    texts.push(t.invite_clock(None));
    // The Account screen and a game's players (`online/account.rs`).
    for id in [
        "title",
        "devices",
        "loading",
        "platform-android",
        "platform-ios",
        "platform-web",
        "platform-cli",
        "platform-other",
        "remove",
        "remove-warning",
        "device-gone",
        "link",
        "qr-label",
        "recovery",
        "recovery-text",
        "delete",
        "privacy",
        "delete-page",
        "blocked",
        "sign-in-title",
        "sign-in-label",
        "sign-in-hint",
        "sign-in",
        "signed-already",
        "code-bad",
        "code-wrong",
        "too-many",
        "report-name",
        "report-cheating",
        "report-behaviour",
        "report-other",
        "reported",
        "block-confirm",
        "blocked-note",
    ] {
        texts.push(t.account(id));
    }
    for id in [
        "this-device",
        "remove-question",
        "block",
        "unblock",
        "block-question",
        "block-warning",
    ] {
        texts.push(t.account_named(id, "Valli"));
    }
    texts.push(t.account_playing_as("Valli"));
    texts.push(t.account_signed_in("Valli"));
    texts.push(t.account_link_code(10));
    texts.push(t.account_dates("2026-12-01", "2026-12-05"));
    texts
}

#[test]
fn every_message_the_code_asks_for_resolves_in_every_language() {
    let mut all = Vec::new();
    for lang in Lang::all() {
        // Strict texts panic on a missing message or an unresolved variable.
        let texts = every_text(&Texts::strict(lang));
        for text in &texts {
            assert!(!text.trim().is_empty(), "{lang:?}");
            assert!(!text.contains(['{', '}']), "{lang:?}: a placeable left in '{text}'");
            if lang != Lang::default() {
                assert!(!text.contains("seed"), "{lang:?}: English left in '{text}'");
            }
            if lang.code() == "ta" {
                assert!(!text.contains("விதைகள்"), "one word for seeds: '{text}'");
            }
        }
        // The shells' labels (`ui-` messages, labels.ftl), resolved strictly as well.
        let labels = Texts::strict(lang).labels();
        assert!(labels.len() > 50, "{lang:?}: {} labels", labels.len());
        for (id, label) in &labels {
            assert!(
                !label.trim().is_empty() && !label.contains(['{', '}']),
                "{lang:?}: {id} = '{label}'"
            );
        }
        // The shells' labels with variables, each with every variable English gives it.
        for (id, vars) in messages(Lang::default())
            .iter()
            .filter(|(id, v)| id.starts_with("ui-") && !v.is_empty())
        {
            let args: Vec<(String, String)> = vars.iter().map(|v| (v.clone(), "7".to_string())).collect();
            let label = Texts::strict(lang).label(id, &args);
            assert!(
                label.contains('7') && !label.contains(['{', '}']),
                "{lang:?}: {id} = '{label}'"
            );
        }
        let distinct: BTreeSet<_> = texts.iter().collect();
        assert_eq!(distinct.len(), texts.len(), "{lang:?}: repeated texts");
        all.push(texts);
    }
    // Every message of the catalogue is asked for by some code (none is dead), and
    // each one asked for is in the catalogue (strict texts checked each on the way).
    // The `lesson-` messages are the core's lessons' (lessons.ftl): core/tests/lessons.rs
    // checks them against every lesson and step, both ways, until the app asks for them.
    let asked = Texts::asked();
    let en: BTreeSet<String> = messages(Lang::default())
        .into_keys()
        .filter(|id| !id.starts_with("lesson-"))
        .collect();
    assert_eq!(asked, en, "asked for vs in the catalogue");
    // Every language has its own words ("Expert", the levels' last, is French too;
    // "pasu" is the game's own word in French, the rule sets' names are names, and the
    // score is names and numbers).
    let en = Texts::new(Lang::default());
    let names: Vec<String> = Rules::presets().iter().map(|r| en.preset_name(&r.name)).collect();
    for (i, en) in all[0].iter().enumerate() {
        if !matches!(en.as_str(), "Expert" | "2 pasus." | "Anbu 1 – Bala 2") && !names.contains(en) {
            assert_ne!(en, &all[1][i], "en = fr for text {i}");
        }
        if en != "Anbu 1 – Bala 2" {
            assert_ne!(en, &all[2][i], "en = ta for text {i}");
        }
    }
}

#[test]
fn plural_forms_follow_each_languages_rules() {
    let [en, fr, ta] = ["en", "fr", "ta"].map(|c| Texts::strict(Lang::from_tag(c)));
    assert_eq!(en.seeds(0), "0 seeds");
    assert_eq!(en.seeds(1), "1 seed");
    // French: one for 0 and 1 (CLDR), not only 1.
    assert_eq!(fr.seeds(0), "0 graine");
    assert_eq!(fr.seeds(1), "1 graine");
    assert_eq!(fr.seeds(2), "2 graines");
    assert_eq!(ta.seeds(1), "1 காய்");
    assert_eq!(ta.seeds(3), "3 காய்கள்");
    assert_eq!(en.pasus(1), "1 pasu.");
    assert_eq!(en.reason(Reason::PasuForYou { count: 1 }), "It makes a pasu for you.");
    assert_eq!(
        fr.reason(Reason::PasuForYou { count: 3 }),
        "Ce coup vous donne 3 pasus."
    );
    assert_eq!(en.rating_change(11.6), "Rating +12");
    // The verb agrees with the seeds left ("1 seed stay" and "0 graine restent" were read on screen).
    assert_eq!(
        en.refilled("Anbu", 30, 1),
        "Anbu fills their holes with 30 seeds; 1 seed stays in their bowl."
    );
    assert!(en.refilled("Anbu", 30, 2).ends_with("; 2 seeds stay in their bowl."));
    assert!(
        fr.refilled("Bala", 30, 0).ends_with(" ; 0 graine reste dans son bol."),
        "{}",
        fr.refilled("Bala", 30, 0)
    );
    assert!(fr
        .refilled("Bala", 30, 3)
        .ends_with(" ; 3 graines restent dans son bol."));
    // A round's end names the players, not their sides (South and North are the rules' words).
    assert_eq!(
        en.round_over(1, ["Anbu", "Computer (Easy)"], [30, 40]),
        "Round 1 over: Anbu 30 seeds, Computer (Easy) 40 seeds."
    );
    assert_eq!(en.swept("Anbu", 9), "Anbu swept 9 seeds into their bowl.");
    assert_eq!(ta.swept("Anbu", 1), "Anbu தன் கிண்ணத்தில் 1 காய் சேர்த்தார்.");
    // A review says whole seeds, with their plural, never "3.0 seeds".
    assert_eq!(en.review_better("f", 300), "f was 3 seeds better.");
    assert_eq!(en.review_better("f", 120), "f was 1 seed better.");
    assert_eq!(en.review_better("f", 30), "f was slightly better.");
    assert_eq!(fr.review_better("f", 650), "f valait 7 graines de plus.");
    assert_eq!(ta.review_better("f", 100), "f 1 காய் சிறந்ததாக இருந்திருக்கும்.");
    assert_eq!(
        fr.game_end_reason(GameEndReason::MoveLimit),
        fr.round_end_reason(RoundEndReason::MoveLimit, "X")
    );
}

#[test]
fn rules_the_catalogue_does_not_know_keep_their_id() {
    let t = Texts::strict(Lang::from_tag("ta"));
    assert_eq!(t.preset_name("my-rules"), "my-rules");
    assert!(t.preset_rules("my-rules").is_empty());
    assert_eq!(t.preset_name("pasu-pondi"), "பசு பொண்டி");
}

#[test]
fn a_tag_picks_its_language_and_any_other_is_english() {
    assert_eq!(Lang::from_tag("fr-CA").code(), "fr");
    assert_eq!(Lang::from_tag("ta_LK").code(), "ta");
    assert_eq!(Lang::from_tag("TA").code(), "ta");
    assert_eq!(Lang::from_tag("de").code(), "en");
    assert_eq!(Lang::from_tag(""), Lang::default());
    assert!(Lang::is_known("ta") && !Lang::is_known("ta-IN") && !Lang::is_known("de"));
}
