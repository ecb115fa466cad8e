//! The review's flow on `App`: grading jobs, saving, stepping through the game.

use crate::app::App;
use crate::board::{board_view, sown_by, BoardLook};
use crate::effect::Effect;
use crate::search::SearchJob;
use crate::store::Loaded;
use crate::texts::{Refused, Texts, Why};
use crate::view::*;
use pallanguzhi_core::ai::review::{MoveReview, Review};
use pallanguzhi_core::{notation, Game, Side};

/// The review's score of a decided game (`core/src/ai/review.rs`, `DECIDED_AS`).
const DECIDED: i32 = 30_000;

impl App {
    /// Tests and benchmarks: grade with `nodes` a move instead of Expert's budget.
    #[doc(hidden)]
    pub fn set_review_nodes(&mut self, nodes: u64) {
        self.reviewing.nodes = Some(nodes);
    }

    /// `RequestReview`: on the review screen, resume the grading of the review shown;
    /// elsewhere, review the finished game on the board (kept in the recent games first).
    pub(crate) fn request_review(&mut self, fx: &mut Vec<Effect>) {
        if self.screen == Screen::Review && self.reviewing.review.is_some() {
            self.reviewing.wanted = true;
            return self.next_grade(fx);
        }
        if self
            .mode
            .game()
            .is_none_or(|m| !m.is_over() || m.game.history().is_empty())
        {
            return self.env.refused(Refused::NoReview);
        }
        self.record_recent();
        let id = self.mode.game().map(|m| m.id.clone()).unwrap_or_default();
        self.review_game(&id, fx);
    }

    /// `ReviewGame { id }`: open the review of a kept finished game, from the memory,
    /// else from its saved file (graded moves come back without a search), else fresh.
    pub(crate) fn review_game(&mut self, id: &str, fx: &mut Vec<Effect>) {
        let Some(kept) = self.reviewing.recent.get(id).cloned() else {
            return self.env.refused(Refused::NoReview);
        };
        let (rules, moves) = (kept.game.rules().clone(), kept.game.history().to_vec());
        let same =
            self.reviewing.game_id == id && self.reviewing.review.as_ref().is_some_and(|r| r.is_of(&rules, &moves));
        if !same {
            let file = crate::recent::review_file(kept.entry.slot);
            // A corrupt file is kept aside by the store; another game's (the slot's former game) is ignored.
            let saved = self
                .env
                .store
                .as_ref()
                .and_then(|store| match store.load(&file, Review::from_json) {
                    Loaded::Ok(review) if review.is_of(&rules, &moves) => Some(review),
                    _ => None,
                });
            let fresh = || match self.reviewing.nodes {
                Some(nodes) => Review::new(rules.clone(), &moves, nodes),
                None => Review::of_game(&kept.game),
            };
            let review = match saved.map_or_else(fresh, Ok) {
                Ok(review) => review,
                Err(e) => return self.env.refuse(e.to_string()),
            };
            self.stop_review(fx);
            self.reviewing.review = Some(review);
            self.reviewing.game_id = id.to_string();
            self.reviewing.slot = Some(kept.entry.slot);
            self.reviewing.players = kept.game.players().clone();
            self.reviewing.human = kept.entry.side;
            self.reviewing.cursor = 0;
            self.reviewing.shown = None;
        }
        self.stop_work(true, fx);
        if self.screen != Screen::Review {
            // Back goes where the review was opened: the game's result, the statistics, or home.
            self.reviewing.back = match self.screen {
                Screen::Game => Screen::Game,
                Screen::Stats => Screen::Stats,
                _ => Screen::Home,
            };
        }
        self.screen = Screen::Review;
        self.reviewing.wanted = true;
        self.next_grade(fx);
    }

    /// Start grading the next move, if wanted and none runs.
    pub(crate) fn next_grade(&mut self, fx: &mut Vec<Effect>) {
        let r = &self.reviewing;
        if !r.wanted || r.job.is_some() || self.env.suspended || self.screen != Screen::Review {
            return;
        }
        let Some(review) = r.review.as_ref().filter(|r| !r.is_complete()).cloned() else {
            self.reviewing.wanted = false;
            return;
        };
        let job = SearchJob::grade(self.env.fresh_id(), review);
        self.reviewing.job = Some(job.clone());
        fx.push(Effect::Search {
            id: job.id(),
            job: std::sync::Arc::new(job),
        });
    }

    /// Stop the grading job (it resumes on `RequestReview`); what is graded stays, saved.
    pub(crate) fn cancel_grading(&mut self, fx: &mut Vec<Effect>) {
        if let Some(job) = self.reviewing.job.take() {
            job.cancel();
            fx.push(Effect::CancelSearch { id: job.id() });
        }
    }

    /// Pause the grading (the player asked): what is graded stays, saved.
    pub(crate) fn cancel_review(&mut self, fx: &mut Vec<Effect>) {
        self.reviewing.wanted = false;
        self.cancel_grading(fx);
    }

    pub(crate) fn review_suspend(&mut self, fx: &mut Vec<Effect>) {
        self.cancel_grading(fx);
        self.review_skip(fx);
    }

    fn stop_review(&mut self, fx: &mut Vec<Effect>) {
        self.cancel_review(fx);
        if let Some(anim) = self.reviewing.anim.take() {
            fx.push(Effect::CancelTimer { id: anim.timer });
        }
    }

    /// Leaving the review screen: the grading pauses (and resumes on request); back to
    /// the game's result it was opened from (if that game is still on the board), else home.
    pub(crate) fn leave_review(&mut self, fx: &mut Vec<Effect>) {
        self.stop_review(fx);
        let on_board = self.mode.game().is_some_and(|m| m.id == self.reviewing.game_id);
        self.screen = match self.reviewing.back {
            Screen::Game if on_board => Screen::Game,
            Screen::Stats => Screen::Stats,
            _ => Screen::Home,
        };
    }

    /// A graded move came back: keep it, save, grade the next.
    pub(crate) fn review_graded(&mut self, id: u64, graded: Option<MoveReview>, fx: &mut Vec<Effect>) -> bool {
        if self.reviewing.job.as_ref().is_none_or(|job| job.id() != id) {
            log::debug!("review job {id} is stale: dropped");
            return false;
        }
        self.reviewing.job = None;
        let Some(review) = &mut self.reviewing.review else {
            return false;
        };
        let accepted = graded.map(|m| review.accept(m));
        match accepted {
            Some(Ok(())) => {
                let (text, complete) = (review.to_json(), review.is_complete());
                if let (Some(store), Some(slot)) = (&self.env.store, self.reviewing.slot) {
                    let result = store.write(&crate::recent::review_file(slot), &text);
                    self.env.check_write(result);
                }
                if complete {
                    self.reviewing.wanted = false;
                    fx.push(Effect::Announce {
                        text: self
                            .env
                            .texts()
                            .review_complete(self.reviewing.review.as_ref().map_or(0, |r| r.moves().len() as u32)),
                    });
                }
                self.next_grade(fx);
            }
            // No grade (the job was stopped) or a grade that does not fit: pause.
            Some(Err(e)) => {
                log::warn!("review: {e}");
                self.reviewing.wanted = false;
            }
            None => self.reviewing.wanted = false,
        }
        true
    }

    /// The game replayed to `upto` moves (the review's moves replay: checked when made).
    fn replayed(&self, upto: usize) -> Option<Game> {
        let review = self.reviewing.review.as_ref()?;
        let moves = review.moves();
        Game::replay(
            review.rules().clone(),
            self.reviewing.players.clone(),
            &moves[..upto.min(moves.len())],
        )
        .ok()
    }

    pub(crate) fn review_go_to(&mut self, ply: u32, fx: &mut Vec<Effect>) {
        let Some(total) = self.reviewing.review.as_ref().map(|r| r.moves().len() as u32) else {
            return self.env.refused(Refused::NoReview);
        };
        if ply > total {
            return self.env.refused(Refused::NoSuchMove(ply));
        }
        if let Some(anim) = self.reviewing.anim.take() {
            fx.push(Effect::CancelTimer { id: anim.timer });
        }
        self.reviewing.cursor = ply;
        self.reviewing.shown = None;
    }

    pub(crate) fn review_forward(&mut self, fx: &mut Vec<Effect>) {
        self.review_skip(fx);
        let cursor = self.reviewing.cursor as usize;
        let Some(mut game) = self.replayed(cursor) else {
            return self.env.refused(Refused::NoReview);
        };
        let Some(&hole) = self.reviewing.review.as_ref().and_then(|r| r.moves().get(cursor)) else {
            return self.env.refused(Refused::NoSuchMove(cursor as u32 + 1));
        };
        let before = game.snapshot();
        let Ok(turn) = game.play(hole) else { return };
        let rules = game.rules().clone();
        self.reviewing.cursor += 1;
        self.reviewing.anim = self.env.board_anim(&rules, &before, &turn.events, fx);
        fx.push(Effect::Announce {
            text: self
                .env
                .texts()
                .review_played(&self.review_who(turn.mover), letter_of(&rules, turn.hole)),
        });
        self.reviewing.shown = Some(turn);
    }

    pub(crate) fn review_back(&mut self, fx: &mut Vec<Effect>) {
        if self.reviewing.cursor == 0 {
            return self.env.refused(Refused::NoSuchMove(0));
        }
        let ply = self.reviewing.cursor - 1;
        self.review_go_to(ply, fx);
    }

    /// Show the move being animated at once (a tap on the review board).
    pub(crate) fn review_skip(&mut self, fx: &mut Vec<Effect>) {
        if let Some(anim) = self.reviewing.anim.take() {
            fx.push(Effect::CancelTimer { id: anim.timer });
        }
    }

    /// `Some(changed)` when the timer was the review board's.
    pub(crate) fn review_timer(&mut self, id: u64, fx: &mut Vec<Effect>) -> Option<bool> {
        if self.reviewing.anim.as_ref().is_none_or(|a| a.timer != id) {
            return None;
        }
        let mut anim = self.reviewing.anim.take()?;
        if self.env.board_anim_step(&mut anim, fx) {
            self.reviewing.anim = Some(anim);
        }
        Some(true)
    }

    fn review_who(&self, side: Side) -> String {
        let names: Vec<String> = self
            .reviewing
            .players
            .seats(side)
            .iter()
            .map(|s| self.seat_name(s))
            .collect();
        names.join(" & ")
    }

    pub(crate) fn review_view(&self, t: &Texts) -> Option<ReviewView> {
        if self.screen != Screen::Review {
            return None;
        }
        let r = &self.reviewing;
        let review = r.review.as_ref()?;
        let rules = review.rules();
        let (graded, total) = review.progress();
        let (graded, total) = (graded as u32, total as u32);
        let running = r.job.is_some();
        let letter = |hole: u8| letter_of(rules, hole);
        let grades = review.graded();
        let movers = movers(review);
        let moves: Vec<ReviewMove> = review
            .moves()
            .iter()
            .enumerate()
            .map(|(ply, &hole)| {
                let g = grades.get(ply);
                let mover = movers.get(ply).copied().unwrap_or(Side::South);
                let best = g.filter(|g| g.loss > 0).map(|g| letter(g.best));
                ReviewMove {
                    ply: ply as u32,
                    mover,
                    label: t.review_move(ply as u32 + 1, &self.review_who(mover), &letter(hole)),
                    played: letter(hole).to_string(),
                    grade: g.map(|g| g.grade),
                    grade_text: g.map_or_else(|| t.review_not_graded(), |g| t.grade(g.grade)),
                    comment: match (g, &best) {
                        // A decided game counts as ±300 seeds: say what changed, not the number.
                        (Some(g), Some(b)) if g.best_score.abs() >= DECIDED || g.played_score.abs() >= DECIDED => {
                            t.review_better_result(b)
                        }
                        (Some(g), Some(b)) => t.review_better(b, g.loss),
                        (Some(g), None) if g.forced => t.review_forced(),
                        _ => String::new(),
                    },
                    best,
                }
            })
            .collect();
        let costliest = review.costliest(3, r.human).iter().map(|m| m.ply).collect();
        let sides: Vec<Side> = match r.human {
            Some(side) => vec![side],
            None => Side::BOTH.to_vec(),
        };
        let summary = sides
            .iter()
            .map(|&side| t.review_grades(&self.review_who(side), review.grade_counts(side)))
            .collect();
        let status = if running {
            t.review_grading(graded + 1, total)
        } else if review.is_complete() {
            t.review_complete(total)
        } else {
            t.review_paused(graded, total)
        };
        let cursor = r.cursor.min(total);
        let frame = r.anim.as_ref().and_then(|a| a.frame());
        let game = self.replayed(cursor as usize)?;
        let snap = game.snapshot();
        // The position before a graded move that lost seeds: the better move is marked.
        let next = grades.get(cursor as usize).filter(|g| g.loss > 0 && frame.is_none());
        let current = moves.get(cursor as usize).map(|m| {
            [m.label.clone(), m.grade_text.clone(), m.comment.clone()]
                .into_iter()
                .filter(|s| !s.is_empty())
                .collect::<Vec<_>>()
                .join(" · ")
        });
        let shown = r.shown.as_ref();
        let before = match &r.shown {
            Some(_) => self.replayed(cursor.saturating_sub(1) as usize).map(|g| g.snapshot()),
            None => None,
        };
        let board_snap = match (frame, &before) {
            (Some(_), Some(b)) => b,
            _ => &snap,
        };
        let why = |_hole: u8| Why::Over;
        let board = board_view(
            BoardLook {
                rules,
                board: board_snap,
                frame,
                why: &why,
                hinted: next.map(|g| g.best),
                sown: shown.map_or_else(Vec::new, |turn| sown_by(&turn.events)),
                mine: r.human,
                names: Side::BOTH.map(|side| {
                    self.reviewing
                        .players
                        .seats(side)
                        .iter()
                        .map(|s| self.seat_name(s))
                        .collect()
                }),
                status: match cursor {
                    0 => t.review_start(),
                    c if c == total => t.review_end(),
                    _ => moves[cursor as usize - 1].label.clone(),
                },
                history: moves[..cursor as usize].iter().map(|m| m.played.clone()).collect(),
                last_move: shown.map(|turn| turn.hole),
            },
            t,
        );
        Some(ReviewView {
            game_id: r.game_id.clone(),
            title: t.review_title(),
            graded,
            total,
            running,
            can_resume: !running && !review.is_complete(),
            complete: review.is_complete(),
            status,
            moves,
            costliest,
            summary,
            cursor,
            can_back: cursor > 0,
            can_forward: cursor < total,
            current,
            board,
        })
    }
}

/// Who played each move of the review.
fn movers(review: &Review) -> Vec<Side> {
    let rules = review.rules();
    let Ok(mut pos) = pallanguzhi_core::Position::start(rules) else {
        return Vec::new();
    };
    let mut movers = Vec::new();
    for &hole in review.moves() {
        movers.push(pos.to_move());
        if pos.play(rules, hole, &mut ()).is_err() {
            break;
        }
    }
    movers
}

fn letter_of(rules: &pallanguzhi_core::Rules, hole: u8) -> String {
    notation::hole_letter(rules, hole).unwrap_or('?').to_string()
}
