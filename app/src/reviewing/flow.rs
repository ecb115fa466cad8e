//! The review's flow: grading jobs, saving, stepping through the game. A session of its
//! own: `Reviewing` changes only itself and the `Env` it is given; `App` decides when a
//! review opens (a finished game on the board, a kept game) and where Back leads.

use super::Reviewing;
use crate::board::{board_view, sown_by, BoardLook};
use crate::effect::Effect;
use crate::env::Env;
use crate::recent::Recent;
use crate::search::SearchJob;
use crate::store::Loaded;
use crate::texts::{Refused, Texts, Why};
use crate::view::*;
use pallanguzhi_core::ai::review::{MoveReview, Review};
use pallanguzhi_core::{notation, Game, Side};

/// The review's score of a decided game (`core/src/ai/review.rs`, `DECIDED_AS`).
const DECIDED: i32 = 30_000;

impl Reviewing {
    /// `ReviewGame { id }`: load the review of a kept finished game, from the memory,
    /// else from its saved file (graded moves come back without a search), else fresh.
    /// False when refused (the notice says why).
    pub(crate) fn open(&mut self, id: &str, recent: &Recent, env: &mut Env, fx: &mut Vec<Effect>) -> bool {
        let Some(kept) = recent.get(id).cloned() else {
            env.refused(Refused::NoReview);
            return false;
        };
        let (rules, moves) = (kept.game.rules().clone(), kept.game.history().to_vec());
        if self.game_id == id && self.review.as_ref().is_some_and(|r| r.is_of(&rules, &moves)) {
            return true;
        }
        let file = crate::recent::review_file(kept.entry.slot);
        // A corrupt file is kept aside by the store; another game's (the slot's former game) is ignored.
        let saved = match env.load(&file, Review::from_json) {
            Loaded::Ok(review) if review.is_of(&rules, &moves) => Some(review),
            _ => None,
        };
        let fresh = || match self.nodes {
            Some(nodes) => Review::new(rules.clone(), &moves, nodes),
            None => Review::of_game(&kept.game),
        };
        let review = match saved.map_or_else(fresh, Ok) {
            Ok(review) => review,
            Err(e) => {
                env.refuse(e.to_string());
                return false;
            }
        };
        self.stop(fx);
        self.review = Some(review);
        self.game_id = id.to_string();
        self.slot = Some(kept.entry.slot);
        self.players = kept.game.players().clone();
        self.human = kept.entry.side;
        self.cursor = 0;
        self.shown = None;
        true
    }

    /// Start grading the next move, if wanted and none runs (the review is on screen).
    pub(crate) fn next_grade(&mut self, env: &mut Env, fx: &mut Vec<Effect>) {
        if !self.wanted || self.job.is_some() || env.suspended {
            return;
        }
        let Some(review) = self.review.as_ref().filter(|r| !r.is_complete()).cloned() else {
            self.wanted = false;
            return;
        };
        let job = SearchJob::grade(env.fresh_id(), review);
        self.job = Some(job.clone());
        fx.push(Effect::Search {
            id: job.id(),
            job: std::sync::Arc::new(job),
        });
    }

    /// Stop the grading job (it resumes on `RequestReview`); what is graded stays, saved.
    pub(crate) fn cancel_grading(&mut self, fx: &mut Vec<Effect>) {
        if let Some(job) = self.job.take() {
            job.cancel();
            fx.push(Effect::CancelSearch { id: job.id() });
        }
    }

    /// Pause the grading (the player asked): what is graded stays, saved.
    pub(crate) fn cancel(&mut self, fx: &mut Vec<Effect>) {
        self.wanted = false;
        self.cancel_grading(fx);
    }

    pub(crate) fn suspend(&mut self, fx: &mut Vec<Effect>) {
        self.cancel_grading(fx);
        self.skip(fx);
    }

    pub(crate) fn stop(&mut self, fx: &mut Vec<Effect>) {
        self.cancel(fx);
        if let Some(anim) = self.anim.take() {
            fx.push(Effect::CancelTimer { id: anim.timer });
        }
    }

    /// Where Back leads from the review: the game's result it was opened from (if that
    /// game is still on the board), the statistics, or home.
    pub(crate) fn way_back(&self, board_game: Option<&str>) -> Screen {
        match self.back {
            Screen::Game if board_game == Some(self.game_id.as_str()) => Screen::Game,
            Screen::Stats => Screen::Stats,
            _ => Screen::Home,
        }
    }

    /// A graded move came back: keep it, save, grade the next.
    pub(crate) fn graded(&mut self, id: u64, graded: Option<MoveReview>, env: &mut Env, fx: &mut Vec<Effect>) -> bool {
        if self.job.as_ref().is_none_or(|job| job.id() != id) {
            log::debug!("review job {id} is stale: dropped");
            return false;
        }
        self.job = None;
        let Some(review) = &mut self.review else {
            return false;
        };
        match graded.map(|m| review.accept(m)) {
            Some(Ok(())) => {
                let (text, complete, moves) = (review.to_json(), review.is_complete(), review.moves().len());
                if let Some(slot) = self.slot {
                    env.write(&crate::recent::review_file(slot), text);
                }
                if complete {
                    self.wanted = false;
                    fx.push(Effect::Announce {
                        text: env.texts().review_complete(moves as u32),
                    });
                }
                self.next_grade(env, fx);
            }
            // No grade (the job was stopped) or a grade that does not fit: pause.
            Some(Err(e)) => {
                log::warn!("review: {e}");
                self.wanted = false;
            }
            None => self.wanted = false,
        }
        true
    }

    /// The game replayed to `upto` moves (the review's moves replay: checked when made).
    fn replayed(&self, upto: usize) -> Option<Game> {
        let review = self.review.as_ref()?;
        let moves = review.moves();
        Game::replay(
            review.rules().clone(),
            self.players.clone(),
            &moves[..upto.min(moves.len())],
        )
        .ok()
    }

    pub(crate) fn go_to(&mut self, ply: u32, env: &mut Env, fx: &mut Vec<Effect>) {
        let Some(total) = self.review.as_ref().map(|r| r.moves().len() as u32) else {
            return env.refused(Refused::NoReview);
        };
        if ply > total {
            return env.refused(Refused::NoSuchMove(ply));
        }
        self.skip(fx);
        self.cursor = ply;
        self.shown = None;
    }

    pub(crate) fn forward(&mut self, env: &mut Env, fx: &mut Vec<Effect>) {
        self.skip(fx);
        let cursor = self.cursor as usize;
        let Some(mut game) = self.replayed(cursor) else {
            return env.refused(Refused::NoReview);
        };
        let Some(&hole) = self.review.as_ref().and_then(|r| r.moves().get(cursor)) else {
            return env.refused(Refused::NoSuchMove(cursor as u32 + 1));
        };
        let before = game.snapshot();
        let Ok(turn) = game.play(hole) else { return };
        let rules = game.rules().clone();
        self.cursor += 1;
        self.anim = env.board_anim(&rules, &before, &turn.events, fx);
        let t = env.texts();
        fx.push(Effect::Announce {
            text: t.review_played(&self.who(turn.mover, &t), letter_of(&rules, turn.hole)),
        });
        self.shown = Some(turn);
    }

    pub(crate) fn back(&mut self, env: &mut Env, fx: &mut Vec<Effect>) {
        if self.cursor == 0 {
            return env.refused(Refused::NoSuchMove(0));
        }
        self.go_to(self.cursor - 1, env, fx);
    }

    /// Show the move being animated at once (a tap on the review board).
    pub(crate) fn skip(&mut self, fx: &mut Vec<Effect>) {
        if let Some(anim) = self.anim.take() {
            fx.push(Effect::CancelTimer { id: anim.timer });
        }
    }

    /// `Some(changed)` when the timer was the review board's.
    pub(crate) fn timer(&mut self, id: u64, env: &mut Env, fx: &mut Vec<Effect>) -> Option<bool> {
        if self.anim.as_ref().is_none_or(|a| a.timer != id) {
            return None;
        }
        let mut anim = self.anim.take()?;
        if env.board_anim_step(&mut anim, fx) {
            self.anim = Some(anim);
        }
        Some(true)
    }

    fn who(&self, side: Side, t: &Texts) -> String {
        let names: Vec<String> = self.players.seats(side).iter().map(|s| t.seat_name(s)).collect();
        names.join(" & ")
    }

    pub(crate) fn view(&self, t: &Texts) -> Option<ReviewView> {
        let r = self;
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
                    label: t.review_move(ply as u32 + 1, &self.who(mover, t), &letter(hole)),
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
            .map(|&side| t.review_grades(&self.who(side, t), review.grade_counts(side)))
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
                names: Side::BOTH.map(|side| self.players.seats(side).iter().map(|s| t.seat_name(s)).collect()),
                bowl_labels: Side::BOTH.map(|side| crate::board::bowl_label(self.players.seats(side), None, t)),
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
