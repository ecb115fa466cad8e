//! Reading the state as a view model, and wording turns and dialogs.

use crate::app::App;
use crate::files::Ending;
use crate::mode::Viewer;
use crate::mode::{Board, Dialog, Match};
use crate::online::OnlineRematch;
use crate::search::Purpose;
use crate::texts::{Texts, Whose};
use crate::view::*;
use pallanguzhi_core::{notation, Level, Position, Rules, Side, Snapshot, SowEvent, Turn};

impl App {
    pub fn view(&self) -> ViewModel {
        let texts = self.env.texts();
        let game = self.mode.board().map(|b| self.game_view(b, &texts));
        let (lessons, lesson) = match self.nav.screen {
            Screen::Lessons => (Some(self.learning.lessons_view(&texts)), None),
            Screen::Lesson => (
                Some(self.learning.lessons_view(&texts)),
                self.learning.lesson_view(&texts),
            ),
            _ => (None, None),
        };
        let review = match self.nav.screen {
            Screen::Review => self.reviewing.view(&texts),
            _ => None,
        };
        let watch = self.watch_view(&texts);
        let home = HomeView {
            can_continue: self.mode.game().is_some_and(|m| !m.is_over()),
            stats: self.stats_lines(),
            presets: self.presets(),
            offer_lessons: self.offer_lessons(),
            recent: self.records.recent.view(&texts),
        };
        // Built again rather than cloned: no clone of these views in the page's wasm.
        let parts = crate::screen::Parts {
            game: self.mode.board().map(|b| self.game_view(b, &texts)),
            online: self.online.view(self.mode.room(), &texts),
            lessons: lessons.clone(),
            lesson: lesson.clone(),
            review: review.clone(),
            watch: watch.clone(),
        };
        ViewModel {
            screen: self.nav.screen,
            screen_view: self.screen_view(&texts, parts),
            can_back: self.nav.can_back(),
            back_label: self.nav.back_label(self.mode.game().is_some(), &texts),
            language: texts.lang.code().into(),
            settings: self.env.settings.clone(),
            reduce_motion: self.env.reduce_motion,
            presets: self.presets(),
            home,
            game,
            notice: self.env.notice.clone(),
            pages: self.online.server_pages(&texts),
            online: self.online.view(self.mode.room(), &texts),
            lessons,
            lesson,
            review,
            watch,
        }
    }

    /// A first launch (no lesson done, no game played or saved): "Learn to play" comes first.
    pub(crate) fn offer_lessons(&self) -> bool {
        self.learning.progress == Default::default()
            && self.records.stats.players.is_empty()
            && self.mode.game().is_none()
    }

    /// The statistics screen's view (drawn on the browser's home page too), the online
    /// statistics taken out of `online`: said once.
    pub(crate) fn stats_screen(&self, texts: &Texts, online: &mut OnlineView) -> StatsScreenView {
        StatsScreenView {
            lines: self.stats_lines(),
            signed_in: !online.account.is_empty(),
            online: online.stats.take(),
            online_error: online.error.clone(),
            recent: self.records.recent.view(texts),
        }
    }

    fn presets(&self) -> Vec<PresetView> {
        let t = self.env.texts();
        Rules::presets()
            .iter()
            .map(|r| PresetView {
                id: r.name.clone(),
                name: t.preset_name(&r.name),
                summary: t.preset_summary(&r.name),
                rules: t.preset_rules(&r.name),
                lessons: pallanguzhi_core::lesson::course(&r.name)
                    .iter()
                    .map(|l| LessonLink {
                        id: l.id.to_string(),
                        title: t.word(&l.title_key()),
                    })
                    .collect(),
            })
            .collect()
    }

    fn stats_lines(&self) -> Vec<StatsLine> {
        let t = self.env.texts();
        let mut lines = Vec::new();
        for (player, stats) in &self.records.stats.players {
            for r in &stats.records {
                // Recorded as a level's name or "human".
                let level = Level::parse(&r.opponent);
                lines.push(StatsLine {
                    player: player.clone(),
                    rules: r.rules.clone(),
                    level,
                    title: t.stats_title(&r.rules, level),
                    games: r.games,
                    wins: r.wins,
                    losses: r.losses,
                    draws: r.draws,
                    current_streak: r.current_streak,
                    best_streak: r.best_streak,
                });
            }
        }
        lines
    }

    pub(crate) fn game_view(&self, b: &Board, t: &Texts) -> GameView {
        let m = &b.m;
        let rules = m.game.rules();
        let words = self.words();
        let anim = self.mode.anim().and_then(|a| a.frame());
        let snap = m.game.snapshot();
        let board: &Snapshot = anim.map_or(&snap, |f| &f.board);
        let human = m.human_side();
        let viewer = self.mode.viewer();
        let mine = viewer.side(m);
        let thinking = match self.mode.search().map(|j| j.purpose()) {
            Some(Purpose::ComputerMove) => Thinking::Computer,
            Some(Purpose::Hint) => Thinking::Hint,
            Some(Purpose::Review) | None => Thinking::Nobody,
        };
        let sown = m
            .last
            .as_ref()
            .map_or_else(Vec::new, |turn| crate::board::sown_by(&turn.events));
        let whose = |side: Side| match mine {
            Some(h) if h == side => Whose::Yours,
            _ => Whose::Of(words.side_names(side)),
        };
        let holes = crate::board::holes(
            crate::board::HoleLook {
                rules,
                board,
                animating: false, // `why` says Sowing while a turn is shown
                why: &|i| b.why(i, &self.env),
                // Online, only my own holes; a watcher none.
                may_play: &|owner| match viewer {
                    Viewer::Device => true,
                    Viewer::Seat(me) => me == owner,
                    Viewer::Watcher | Viewer::Nobody => false,
                },
                hint_text: matches!(viewer, Viewer::Watcher).then(|| t.watch_only()),
                hinted: m.hint.map(|h| h.hole),
                sown: if anim.is_none() { &sown } else { &[] },
                whose: &whose,
            },
            t,
        );
        let bowls = crate::board::bowls(board, &whose, t);
        let mover = words.mover_name();
        // While a turn is shown, the ending is not told before its frame.
        let showing = self.mode.anim().map(|a| &a.turn);
        let outcome = if showing.is_some() { None } else { m.outcome() };
        let status = match (showing, thinking, outcome) {
            (Some(turn), _, _) => match anim {
                Some(frame) => words.frame_status(turn, frame),
                None => t.sowed(&words.mover_of(turn.mover, turn.seat), words.letter(turn.hole)),
            },
            (_, _, Some(_)) => self.outcome_title(m, t),
            (_, Thinking::Computer, _) => t.thinking(&mover),
            (_, Thinking::Hint, _) => t.finding_hint(),
            (_, Thinking::Nobody, _) => t.to_move(&mover),
        };
        let names = |side: Side| m.game.players().seats(side).iter().map(|s| t.seat_name(s)).collect();
        // The seat of a side with two: the one whose turn is shown, or the one to play next.
        let seat = match showing {
            Some(turn) => Some((turn.mover, turn.seat)),
            None if m.is_over() => None,
            None => snap.to_move.zip(m.game.seat_to_move().map(|(index, _)| index)),
        }
        .filter(|&(side, _)| m.game.players().seats(side).len() > 1);
        GameView {
            game_id: m.id.clone(),
            rules: rules.name.clone(),
            mode: match (
                human,
                human.and_then(|h| crate::seats::level_across(m.game.players(), h)),
            ) {
                (Some(human), Some(level)) => Mode::Computer { level, human },
                _ => Mode::PassAndPlay,
            },
            holes_per_side: rules.holes_per_side,
            bottom: mine.unwrap_or(Side::South),
            holes,
            bowls,
            hand: anim.and_then(|f| f.hand),
            flights: anim.map_or_else(Vec::new, |f| f.flights.clone()),
            frame: anim.map(|f| f.kind.clone()),
            frame_ms: anim.map_or(0, |f| f.ms),
            animating: anim.is_some(),
            to_move: match showing {
                Some(turn) => Some(turn.mover),
                None if m.is_over() => None,
                None => snap.to_move,
            },
            mover,
            seat: seat.map(|(_, index)| index),
            seat_line: seat.map(|(side, index)| t.seat_turn(side, index as usize + 1, &words.mover_of(side, index))),
            thinking,
            status,
            round: board.round,
            moves_played: board.moves_played,
            move_line: t.move_round(board.moves_played, board.round),
            score_line: self.score_line(board.bowls, t),
            history: m
                .game
                .history()
                .iter()
                .map(|&h| notation::hole_letter(rules, h).unwrap_or('?').to_string())
                .collect(),
            last_move: m.last.as_ref().map(|turn| turn.hole),
            buttons: self.buttons(b, outcome.is_some()),
            hint: m.hint.map(|h| HintView {
                hole: h.hole,
                text: t.hint(notation::hole_letter(rules, h.hole).unwrap_or('?'), h.reason),
            }),
            dialog: m.dialog.as_ref().map(|d| self.dialog_view(m, d, t)),
            banner: m.last.as_ref().map(|turn| words.turn_caption(turn)),
            outcome,
            names: SeatNames {
                south: names(Side::South),
                north: names(Side::North),
            },
            refusal: self
                .mode
                .board()
                .and_then(|b| b.refusal.as_ref())
                .filter(|(moves, _)| *moves == m.game.history().len() && anim.is_none())
                .map(|(_, text)| text.clone()),
        }
    }

    /// Which actions to offer. Online: no hint, undo or rematch (a rated game against a
    /// person); a draw may be offered whenever the game is open.
    fn buttons(&self, b: &Board, over: bool) -> Buttons {
        let m = &b.m;
        let open = !m.is_over() && m.dialog.is_none();
        let viewer = self.mode.viewer();
        let offline = viewer.offline();
        Buttons {
            hint: b.can_hint(viewer),
            undo: b.can_undo(viewer),
            redo: b.can_redo(viewer),
            // A watcher neither resigns nor offers.
            resign: open && viewer != Viewer::Watcher,
            offer_draw: match viewer {
                Viewer::Device => b.draw_offerer().is_some(),
                // Online, not while an offer (mine or the opponent's) waits for its answer.
                Viewer::Seat(_) => open && !self.online.draw_open(true),
                Viewer::Watcher | Viewer::Nobody => false,
            },
            // Online the result card's rematch is offered to the opponent (`screen.rs`).
            rematch: offline && over,
            review: over && !m.game.history().is_empty(),
            skip: self.mode.anim().is_some(),
        }
    }

    fn outcome_title(&self, m: &Match, t: &Texts) -> String {
        match m.outcome().and_then(|o| o.winner()) {
            Some(side) => t.won(&self.words().side_names(side)),
            None => t.draw(),
        }
    }

    /// The result card's title and score line, read from the side of the player of this
    /// device (against the computer, or online); pass-and-play and a watcher have none.
    fn result_words(&self, m: &Match, bowls: [u16; 2], t: &Texts) -> (String, String) {
        let me = self.mode.viewer().side(m);
        let winner = m.outcome().and_then(|o| o.winner());
        let names = Side::BOTH.map(|s| self.words().side_names(s));
        result_words(t, me, winner, [&names[0], &names[1]], bowls)
    }

    /// The bowls said with the players' names.
    fn score_line(&self, bowls: [u16; 2], t: &Texts) -> String {
        let [south, north] = Side::BOTH.map(|s| self.words().side_names(s));
        t.score([&south, &north], bowls)
    }

    pub(crate) fn dialog_view(&self, m: &Match, dialog: &Dialog, t: &Texts) -> DialogView {
        let (actions, dismiss) = self.dialog_actions(m, dialog, t);
        DialogView {
            actions,
            dismiss,
            ..self.dialog_text(m, dialog, t)
        }
    }

    /// A dialog's title, lines and bowls.
    fn dialog_text(&self, m: &Match, dialog: &Dialog, t: &Texts) -> DialogView {
        let bowls = m.game.snapshot().bowls;
        match dialog {
            Dialog::GameOver => {
                let why = match m.ending {
                    Some(Ending::Resigned { side }) => t.resigned(&self.words().side_names(side)),
                    Some(Ending::Agreement) => t.draw_agreed(),
                    Some(Ending::Abandoned { side }) => t.abandoned(&self.words().side_names(side)),
                    Some(Ending::AwayDraw) => t.away_draw(),
                    Some(Ending::Timeout { side }) => t.lost_on_time(&self.words().side_names(side)),
                    None => m
                        .game
                        .snapshot()
                        .end_reason
                        .map_or_else(String::new, |r| t.game_end_reason(r)),
                };
                let (title, score) = self.result_words(m, bowls, t);
                let mut lines = vec![score];
                lines.extend(Some(why).filter(|w| !w.is_empty()));
                // Online: my rating change, once the server has said it.
                let seat = match self.mode.viewer() {
                    Viewer::Seat(side) => Some(side),
                    _ => None,
                };
                let rating = self.online.rating_change.filter(|_| seat.is_some());
                lines.extend(rating.map(|d| t.rating_change(d)));
                let opponent = || seat.map(|s| self.words().side_names(s.opponent())).unwrap_or_default();
                lines.extend(match self.online_rematch() {
                    Some(OnlineRematch::Waiting) => Some(t.rematch_waiting(&opponent())),
                    Some(OnlineRematch::Offered) => Some(t.rematch_offered(&opponent())),
                    Some(OnlineRematch::Refused) => Some(t.rematch_declined()),
                    Some(OnlineRematch::Possible) | None => None,
                });
                DialogView {
                    kind: DialogKind::GameOver,
                    title,
                    lines,
                    bowls: bowls.to_vec(),
                    actions: Vec::new(),
                    dismiss: None,
                }
            }
            Dialog::DrawOffer(side) => DialogView {
                kind: DialogKind::DrawOffer,
                title: t.draw_offered(&self.words().side_names(*side)),
                lines: vec![self.score_line(bowls, t)],
                bowls: bowls.to_vec(),
                actions: Vec::new(),
                dismiss: None,
            },
            Dialog::Round(turn) => self.round_view(m, turn, t),
        }
    }

    fn round_view(&self, m: &Match, turn: &Turn, t: &Texts) -> DialogView {
        let rules = m.game.rules();
        let round = crate::words::round_of(turn);
        let mut lines = Vec::new();
        let mut bowls = turn.after.bowls;
        for event in &turn.events {
            match event {
                SowEvent::RoundEnd {
                    ran_out,
                    reason,
                    swept,
                    bowls: after_sweep,
                } => {
                    lines.push(t.round_end_reason(*reason, &self.words().side_names(*ran_out)));
                    lines.extend(Side::BOTH.map(|s| t.swept(s, swept[s.index()])));
                    bowls = *after_sweep;
                }
                SowEvent::Refill {
                    holes,
                    closed,
                    bowls: left,
                    starter,
                    round,
                } => {
                    for side in Side::BOTH {
                        let seeds = Position::row(rules, side).map(|i| holes[i] as u32).sum();
                        lines.push(t.refilled(side, seeds, left[side.index()]));
                    }
                    let letters: Vec<String> = (0..closed.len())
                        .filter(|&i| closed[i])
                        .map(|i| notation::hole_letter(rules, i as u8).unwrap_or('?').to_string())
                        .collect();
                    if !letters.is_empty() {
                        lines.push(t.closed_holes(&letters.join(", ")));
                    }
                    lines.push(t.new_round(*round, &self.words().side_names(*starter)));
                }
                _ => {}
            }
        }
        DialogView {
            kind: DialogKind::RoundSummary,
            title: t.round_title(round),
            lines,
            bowls: bowls.to_vec(),
            actions: Vec::new(),
            dismiss: None,
        }
    }
}

/// The result card's title and score line (`DialogKind::GameOver`). A player (`me`: the
/// side of the person against the computer, or online) reads it from their side: "You lost"
/// and "You lost 13–57 to Computer (Easy)."; without one (pass-and-play, a watcher) the
/// winner's name and both sides' names with their bowls. `winner`: `None` for a draw;
/// `names` and `bowls`: South's then North's. The terminal game prints the same words.
pub fn result_words(
    t: &Texts,
    me: Option<Side>,
    winner: Option<Side>,
    names: [&str; 2],
    bowls: [u16; 2],
) -> (String, String) {
    let Some(me) = me else {
        let title = winner.map_or_else(|| t.draw(), |w| t.won(names[w.index()]));
        return (title, t.score(names, bowls));
    };
    let won = winner.map(|w| w == me);
    let title = won.map_or_else(|| t.draw(), |won| t.result_title(won));
    let (mine, theirs) = (bowls[me.index()], bowls[me.opponent().index()]);
    (title, t.result_score(won, mine, theirs, names[me.opponent().index()]))
}
