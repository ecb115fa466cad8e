//! Every sentence the app says or shows about the game, as one method per kind of
//! sentence over the Fluent catalogue (`catalogue.rs`, `locales/<lang>/*.ftl`).
//! The methods pick the message and its variables; the words are in the catalogue.

use crate::catalogue;
pub use crate::catalogue::{install as install_catalogue, InstallError, Lang};
use fluent_bundle::FluentValue;
use pallanguzhi_core::ai::Reason;
use pallanguzhi_core::{GameEndReason, Level, RoundEndReason, Side};
use std::cell::RefCell;
use std::collections::BTreeSet;

/// Whose hole or bowl a label speaks of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Whose {
    Yours,
    Of(String),
}

/// Why a hole can or cannot be played now (a hole's accessibility hint).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    Playable,
    Wait(String),
    OtherSide,
    Closed,
    Empty,
    Over,
    Sowing,
}

/// An event that made no sense now: the notice says why, and nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refused {
    NoGame,
    NothingToContinue,
    UnknownLanguage(String),
    NoRematch,
    TooManySeats {
        side: Side,
        seats: usize,
    },
    NoHint,
    NothingToUndo,
    NothingToRedo,
    NoResign,
    NoDrawNow,
    NoDrawOffered,
    NoOnlineGame,
    NothingToRetry,
    /// No lessons for these rules (custom rules).
    NoLessons(String),
    NoLesson(String),
    /// A review needs a finished game with moves.
    NoReview,
    NoSuchMove(u32),
}

/// One language's sentences.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Texts {
    pub lang: Lang,
    /// Tests only: a missing message or variable panics, and each id asked is recorded.
    strict: bool,
}

thread_local! {
    static ASKED: RefCell<BTreeSet<String>> = const { RefCell::new(BTreeSet::new()) };
}

/// A message's variables: `(name, value)`.
pub(crate) type Args<'a> = [(&'a str, FluentValue<'a>)];

impl Texts {
    pub fn new(lang: Lang) -> Texts {
        Texts { lang, strict: false }
    }

    /// For the catalogue's tests: texts that panic on a missing message or an
    /// unresolved variable instead of logging it and falling back.
    #[doc(hidden)]
    pub fn strict(lang: Lang) -> Texts {
        Texts { lang, strict: true }
    }

    /// The message ids strict texts were asked for on this thread, for the tests.
    #[doc(hidden)]
    pub fn asked() -> BTreeSet<String> {
        ASKED.with(|a| a.borrow().clone())
    }

    /// Message `id` with `args`, from the catalogue.
    pub(crate) fn text(&self, id: &str, args: &Args) -> String {
        let (text, problem) = catalogue::format(self.lang, id, args);
        if self.strict {
            ASKED.with(|a| a.borrow_mut().insert(id.to_string()));
            assert!(problem.is_none(), "{}", problem.unwrap_or_default());
        } else if let Some(problem) = problem {
            log::error!("catalogue: {problem}");
        }
        text
    }

    /// A message without variables.
    pub(crate) fn word(&self, id: &str) -> String {
        self.text(id, &[])
    }

    /// The shells' own labels (buttons, headings, fields): every `ui-` message of the
    /// catalogue without variables, then the levels, the sides and the pass-and-play
    /// seats, as `(id, text)` in this language (English ids listed). The `ui-` messages
    /// with variables are formatted by `label`.
    pub fn labels(&self) -> Vec<(String, String)> {
        let ids = Self::ui_messages()
            .into_iter()
            .filter(|(_, vars)| !vars)
            .map(|(id, _)| id);
        let mut labels: Vec<(String, String)> = ids.map(|id| (id.clone(), self.word(&id))).collect();
        for level in [Level::Easy, Level::Medium, Level::Hard, Level::Expert] {
            labels.push((format!("level-{level:?}").to_ascii_lowercase(), self.level(level)));
        }
        for side in [Side::South, Side::North] {
            let name = format!("{side:?}").to_ascii_lowercase();
            labels.push((format!("side-{name}"), self.side(side)));
            for seat in 1..=2 {
                labels.push((format!("seat-{name}-{seat}"), self.side_seat(side, seat)));
            }
        }
        labels
    }

    /// Every `ui-` message of the catalogue (English lists them), with whether it takes
    /// variables (a `$` in its text, which may go on over indented lines).
    pub fn ui_messages() -> Vec<(String, bool)> {
        let mut ids: Vec<(String, bool)> = Vec::new();
        for line in Lang::default().sources().iter().flat_map(|source| source.lines()) {
            if line.starts_with([' ', '\t']) {
                if let Some((_, vars)) = ids.last_mut() {
                    *vars |= line.contains('$');
                }
            } else if let Some((id, text)) = line.split_once(" = ") {
                ids.push((id.trim().to_string(), text.contains('$')));
            } else if !line.trim().is_empty() {
                ids.push((String::new(), false)); // a comment or another entry ends a message
            }
        }
        ids.retain(|(id, _)| id.starts_with("ui-"));
        ids
    }

    /// A shell's label with variables (`ui-move-round`: "Move 3 · round 2"), `args` as
    /// `(name, value)`; a value that is an integer written plainly ("12", not "012"
    /// or "1e3", which may be names) is a number (plural forms), any other a text.
    pub fn label(&self, id: &str, args: &[(String, String)]) -> String {
        let value = |v: &str| match v.parse::<i64>() {
            Ok(n) if n.to_string() == v => FluentValue::from(n),
            _ => FluentValue::from(v.to_string()),
        };
        let args: Vec<(&str, FluentValue)> = args.iter().map(|(name, v)| (name.as_str(), value(v))).collect();
        self.text(id, &args)
    }

    pub fn seeds(&self, n: u32) -> String {
        self.text("seed-count", &[("count", n.into())])
    }

    pub fn side(&self, side: Side) -> String {
        self.word(match side {
            Side::South => "side-south",
            Side::North => "side-north",
        })
    }

    /// A pass-and-play seat without a name: its side and number ("South 2").
    pub fn side_seat(&self, side: Side, number: usize) -> String {
        self.text(
            "side-seat",
            &[("side", self.side(side).into()), ("number", number.into())],
        )
    }

    /// The seat of a two-seat side whose turn it is ("Seat 2 of South: Bala").
    pub fn seat_turn(&self, side: Side, number: usize, who: &str) -> String {
        self.text(
            "seat-turn",
            &[
                ("side", self.side(side).into()),
                ("number", number.into()),
                ("who", who.into()),
            ],
        )
    }

    /// The two seats of one side.
    pub fn two_names(&self, first: &str, second: &str) -> String {
        self.text("two-names", &[("first", first.into()), ("second", second.into())])
    }

    pub fn level(&self, level: Level) -> String {
        self.word(match level {
            Level::Easy => "level-easy",
            Level::Medium => "level-medium",
            Level::Hard => "level-hard",
            Level::Expert => "level-expert",
        })
    }

    /// What a seat is called: a person's name, or the computer at its level.
    pub fn seat_name(&self, seat: &pallanguzhi_core::Seat) -> String {
        match seat {
            pallanguzhi_core::Seat::Human { name } => name.clone(),
            pallanguzhi_core::Seat::Computer { level } => self.computer(*level),
        }
    }

    pub fn computer(&self, level: Level) -> String {
        self.text("computer", &[("level", self.level(level).into())])
    }

    /// The name of a person against the computer who gave none (a name in
    /// the third person, as every sentence that names a player is).
    pub fn player(&self) -> String {
        self.word("player")
    }

    pub fn hole(&self, whose: &Whose, letter: char, seeds: u8, closed: bool, legal: bool) -> String {
        let letter = letter.to_string();
        let hole = match whose {
            Whose::Yours => self.text("hole-yours", &[("letter", letter.into())]),
            Whose::Of(who) => self.text("hole-of", &[("who", who.into()), ("letter", letter.into())]),
        };
        if closed {
            return self.text("hole-closed", &[("hole", hole.into())]);
        }
        let id = if legal { "hole-legal" } else { "hole-seeds" };
        self.text(id, &[("hole", hole.into()), ("seeds", self.seeds(seeds.into()).into())])
    }

    pub fn bowl(&self, whose: &Whose, seeds: u16) -> String {
        let seeds = self.seeds(seeds.into()).into();
        match whose {
            Whose::Yours => self.text("bowl-yours", &[("seeds", seeds)]),
            Whose::Of(who) => self.text("bowl-of", &[("who", who.into()), ("seeds", seeds)]),
        }
    }

    /// A hole's accessibility hint: what tapping it does, or why it can't be played.
    pub fn why(&self, why: &Why) -> String {
        match why {
            Why::Playable => self.word("why-playable"),
            Why::Wait(who) => self.text("why-wait", &[("who", who.into())]),
            Why::OtherSide => self.word("why-other-side"),
            Why::Closed => self.word("why-closed"),
            Why::Empty => self.word("why-empty"),
            Why::Over => self.word("why-over"),
            Why::Sowing => self.word("why-sowing"),
        }
    }

    /// A sentence about `who` and a hole's `letter`.
    pub(crate) fn who_letter(&self, id: &str, who: &str, letter: char) -> String {
        self.text(id, &[("who", who.into()), ("letter", letter.to_string().into())])
    }

    /// A sentence about `who` and a count of seeds.
    pub(crate) fn who_seeds(&self, id: &str, who: &str, seeds: u32) -> String {
        self.text(id, &[("who", who.into()), ("seeds", self.seeds(seeds).into())])
    }

    /// A sentence about `who`.
    pub(crate) fn who(&self, id: &str, who: &str) -> String {
        self.text(id, &[("who", who.into())])
    }

    pub fn sowed(&self, who: &str, letter: char) -> String {
        self.who_letter("sowed", who, letter)
    }

    pub fn pasus(&self, count: u32) -> String {
        self.text("pasus", &[("count", count.into())])
    }

    pub fn took(&self, who: &str, seeds: u16) -> String {
        self.who_seeds("took", who, seeds.into())
    }

    pub fn extra_turn(&self, who: &str) -> String {
        self.who("extra-turn", who)
    }

    pub fn endless(&self) -> String {
        self.word("endless")
    }

    /// "Round 1 over: Anbu 30 seeds, Computer (Easy) 40 seeds.": the players with their bowls.
    pub fn round_over(&self, round: u16, names: [&str; 2], bowls: [u16; 2]) -> String {
        let [south, north] = bowls.map(|b| self.seeds(b.into()));
        self.text(
            "round-over",
            &[
                ("round", round.into()),
                ("south_name", names[0].into()),
                ("south", south.into()),
                ("north_name", names[1].into()),
                ("north", north.into()),
            ],
        )
    }

    pub fn round_end_reason(&self, reason: RoundEndReason, ran_out: &str) -> String {
        match reason {
            RoundEndReason::EmptyRow => self.who("round-end-empty-row", ran_out),
            RoundEndReason::NoCapture => self.word("round-end-no-capture"),
            RoundEndReason::MoveLimit => self.word("move-limit"),
        }
    }

    pub fn new_round(&self, round: u16, starter: &str) -> String {
        self.text("new-round", &[("round", round.into()), ("who", starter.into())])
    }

    pub fn round_title(&self, round: u16) -> String {
        self.text("round-title", &[("round", round.into())])
    }

    /// What a side's players swept into their bowl at a round's end (`who`: their names).
    pub fn swept(&self, who: &str, seeds: u16) -> String {
        self.who_seeds("swept", who, seeds.into())
    }

    pub fn refilled(&self, who: &str, seeds: u32, left: u16) -> String {
        let seeds = self.seeds(seeds);
        let left = self.text("seeds-left", &[("count", u32::from(left).into())]);
        self.text(
            "refilled",
            &[("who", who.into()), ("seeds", seeds.into()), ("left", left.into())],
        )
    }

    pub fn closed_holes(&self, letters: &str) -> String {
        self.text("closed-holes", &[("letters", letters.into())])
    }

    pub fn won(&self, who: &str) -> String {
        self.who("won", who)
    }

    pub fn draw(&self) -> String {
        self.word("draw")
    }

    /// "Anbu 13 – Computer (Easy) 57": the players, not the sides, with their bowls.
    pub fn score(&self, names: [&str; 2], bowls: [u16; 2]) -> String {
        let args = [
            ("south_name", names[0].into()),
            ("south", bowls[0].into()),
            ("north_name", names[1].into()),
            ("north", bowls[1].into()),
        ];
        self.text("score", &args)
    }

    /// The result card's title for the player who played it: "You won" or "You lost".
    pub fn result_title(&self, won: bool) -> String {
        self.word(if won { "result-you-won" } else { "result-you-lost" })
    }

    /// "You lost 13–57 to Computer (Easy).": my bowl first, then the opponent's, by name.
    /// `won`: `None` for a draw.
    pub fn result_score(&self, won: Option<bool>, mine: u16, theirs: u16, them: &str) -> String {
        let id = match won {
            Some(true) => "result-score-won",
            Some(false) => "result-score-lost",
            None => "result-score-draw",
        };
        let args = [("mine", mine.into()), ("theirs", theirs.into()), ("them", them.into())];
        self.text(id, &args)
    }

    /// The move number and round shown in the board's corner ("Move 3 · round 2").
    pub fn move_round(&self, moves_played: u32, round: u16) -> String {
        self.text(
            "ui-move-round",
            &[("move", (moves_played + 1).into()), ("round", round.into())],
        )
    }

    pub fn game_end_reason(&self, reason: GameEndReason) -> String {
        self.word(match reason {
            GameEndReason::CannotRefill => "game-end-cannot-refill",
            GameEndReason::RoundLimit => "game-end-round-limit",
            GameEndReason::MoveLimit => "move-limit",
            GameEndReason::RowEmpty => "game-end-row-empty",
        })
    }

    pub fn resigned(&self, who: &str) -> String {
        self.who("resigned", who)
    }

    pub fn draw_agreed(&self) -> String {
        self.word("draw-agreed")
    }

    pub fn draw_offered(&self, who: &str) -> String {
        self.who("draw-offered", who)
    }

    pub fn draw_declined(&self) -> String {
        self.word("draw-declined")
    }

    pub fn to_move(&self, who: &str) -> String {
        self.who("to-move", who)
    }

    pub fn thinking(&self, who: &str) -> String {
        self.who("thinking", who)
    }

    pub fn finding_hint(&self) -> String {
        self.word("finding-hint")
    }

    /// Why the hint picked its hole, worded from the core's structured reason.
    pub fn reason(&self, reason: Reason) -> String {
        match reason {
            Reason::WinsTheGame => self.word("reason-wins"),
            Reason::ExtraTurn => self.word("reason-extra-turn"),
            Reason::Captures { seeds } => self.text("reason-captures", &[("seeds", self.seeds(seeds.into()).into())]),
            Reason::PasuForYou { count } => self.text("reason-pasu", &[("count", count.into())]),
            Reason::EmptiesTheirRow => self.word("reason-empties"),
            Reason::OnlyMove => self.word("reason-only-move"),
            Reason::BestPosition => self.word("reason-best-position"),
        }
    }

    pub fn hint(&self, letter: char, reason: Reason) -> String {
        let why = self.reason(reason);
        self.text("hint", &[("letter", letter.to_string().into()), ("why", why.into())])
    }

    /// A rule set's name ("Pasu Pondi"); its id for rules the catalogue does not name.
    pub fn preset_name(&self, id: &str) -> String {
        self.optional(&format!("preset-{id}")).unwrap_or_else(|| id.to_string())
    }

    /// How a rule set differs from the others, in one line (empty for rules the catalogue does not name).
    pub fn preset_summary(&self, id: &str) -> String {
        self.optional(&format!("summary-{id}")).unwrap_or_default()
    }

    /// A rule set's rules, one paragraph a line of its message (none for unknown rules).
    pub fn preset_rules(&self, id: &str) -> Vec<String> {
        self.optional(&format!("rules-{id}"))
            .map_or_else(Vec::new, |text| text.lines().map(str::to_string).collect())
    }

    /// A statistics line's title: the rule set and the opponent (a level, or a person).
    pub fn stats_title(&self, rules: &str, level: Option<Level>) -> String {
        let opponent = level.map_or_else(|| self.word("opponent-person"), |l| self.level(l));
        self.text(
            "stats-title",
            &[("rules", self.preset_name(rules).into()), ("opponent", opponent.into())],
        )
    }

    /// Online, before the game: the side this player has, and whether they move first.
    pub fn you_play(&self, side: Side, first: bool) -> String {
        let id = if first { "you-play-first" } else { "you-play" };
        self.text(id, &[("side", self.side(side).into())])
    }

    /// Why a table cannot start a game.
    pub fn table_refused(&self, why: &crate::seats::TableError) -> String {
        use crate::seats::TableError;
        let id = why.message_id();
        match why {
            TableError::NoSeat { side } => self.text(id, &[("side", self.side(*side).into())]),
            TableError::TooManySeats { side, seats } => {
                self.text(id, &[("side", self.side(*side).into()), ("seats", (*seats).into())])
            }
            TableError::NoPerson => self.word(id),
        }
    }

    pub fn refused(&self, why: &Refused) -> String {
        let id = match why {
            Refused::NoGame => "refused-no-game",
            Refused::NothingToContinue => "refused-nothing-to-continue",
            Refused::UnknownLanguage(code) => {
                return self.text("refused-unknown-language", &[("language", code.into())]);
            }
            Refused::NoRematch => "refused-no-rematch",
            Refused::TooManySeats { side, seats } => {
                let args = [("side", self.side(*side).into()), ("seats", (*seats).into())];
                return self.text("refused-too-many-seats", &args);
            }
            Refused::NoHint => "refused-no-hint",
            Refused::NothingToUndo => "refused-nothing-to-undo",
            Refused::NothingToRedo => "refused-nothing-to-redo",
            Refused::NoResign => "refused-no-resign",
            Refused::NoDrawNow => "refused-no-draw-now",
            Refused::NoDrawOffered => "refused-no-draw-offered",
            Refused::NoOnlineGame => "refused-no-online-game",
            Refused::NothingToRetry => "refused-nothing-to-retry",
            Refused::NoLessons(preset) => {
                return self.text("refused-no-lessons", &[("rules", self.preset_name(preset).into())]);
            }
            Refused::NoLesson(id) => return self.text("refused-no-lesson", &[("id", id.into())]),
            Refused::NoReview => "refused-no-review",
            Refused::NoSuchMove(n) => return self.text("refused-no-such-move", &[("number", (*n).into())]),
        };
        self.word(id)
    }

    /// A message the catalogue may not have (rules added to the core before their texts).
    fn optional(&self, id: &str) -> Option<String> {
        catalogue::has(id).then(|| self.word(id))
    }

    pub fn save_refused(&self) -> String {
        self.word("save-refused")
    }

    pub fn write_failed(&self) -> String {
        self.word("write-failed")
    }
}
