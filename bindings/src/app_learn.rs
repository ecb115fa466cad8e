//! "Learn to play" and the game review as UniFFI records, field for field
//! (see `pallanguzhi-app`'s `view.rs`), with their conversions. No logic here.

use crate::app_records::GameView;
use crate::records::Side;
use pallanguzhi_app as a;
use pallanguzhi_core::ai::review as r;

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct LessonLink {
    pub id: String,
    pub title: String,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct LessonsView {
    pub preset: String,
    pub title: String,
    pub progress: String,
    pub done: u32,
    pub total: u32,
    pub items: Vec<LessonItem>,
    pub next: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct LessonItem {
    pub id: String,
    pub number: u32,
    pub title: String,
    pub goal: String,
    pub done: bool,
    pub next: bool,
    pub accessibility_label: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum LessonVerdict {
    Solved,
    Missed,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct LessonView {
    pub id: String,
    pub preset: String,
    pub number: String,
    pub title: String,
    pub goal: String,
    pub board: GameView,
    pub steps: Vec<String>,
    pub step: Option<String>,
    pub verdict: Option<LessonVerdict>,
    pub message: Option<String>,
    pub hint: Option<String>,
    pub misses: u32,
    pub solved: bool,
    pub next: Option<String>,
    pub can_skip: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Grade {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ReviewView {
    pub game_id: String,
    pub title: String,
    pub graded: u32,
    pub total: u32,
    pub running: bool,
    pub can_resume: bool,
    pub complete: bool,
    pub status: String,
    pub moves: Vec<ReviewMove>,
    pub costliest: Vec<u32>,
    pub summary: Vec<String>,
    pub cursor: u32,
    pub can_back: bool,
    pub can_forward: bool,
    pub current: Option<String>,
    pub board: GameView,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ReviewMove {
    pub ply: u32,
    pub mover: Side,
    pub label: String,
    pub played: String,
    pub grade: Option<Grade>,
    pub grade_text: String,
    pub best: Option<String>,
    pub comment: String,
}

/// One graded move, as a review job hands it back (`SearchJob::run`); the
/// shell passes it to the core untouched.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct MoveReview {
    pub ply: u32,
    pub mover: Side,
    pub played: u8,
    pub best: u8,
    pub best_score: i32,
    pub played_score: i32,
    pub loss: i32,
    pub grade: Grade,
    pub forced: bool,
    pub nodes: u64,
    pub depth: u8,
}

impl From<r::Grade> for Grade {
    fn from(g: r::Grade) -> Self {
        match g {
            r::Grade::Best => Grade::Best,
            r::Grade::Good => Grade::Good,
            r::Grade::Inaccuracy => Grade::Inaccuracy,
            r::Grade::Mistake => Grade::Mistake,
            r::Grade::Blunder => Grade::Blunder,
        }
    }
}

impl From<Grade> for r::Grade {
    fn from(g: Grade) -> Self {
        match g {
            Grade::Best => r::Grade::Best,
            Grade::Good => r::Grade::Good,
            Grade::Inaccuracy => r::Grade::Inaccuracy,
            Grade::Mistake => r::Grade::Mistake,
            Grade::Blunder => r::Grade::Blunder,
        }
    }
}

impl From<r::MoveReview> for MoveReview {
    fn from(m: r::MoveReview) -> Self {
        MoveReview {
            ply: m.ply,
            mover: m.mover.into(),
            played: m.played,
            best: m.best,
            best_score: m.best_score,
            played_score: m.played_score,
            loss: m.loss,
            grade: m.grade.into(),
            forced: m.forced,
            nodes: m.nodes,
            depth: m.depth,
        }
    }
}

impl From<MoveReview> for r::MoveReview {
    fn from(m: MoveReview) -> Self {
        r::MoveReview {
            ply: m.ply,
            mover: m.mover.into(),
            played: m.played,
            best: m.best,
            best_score: m.best_score,
            played_score: m.played_score,
            loss: m.loss,
            grade: m.grade.into(),
            forced: m.forced,
            nodes: m.nodes,
            depth: m.depth,
        }
    }
}

impl From<a::LessonLink> for LessonLink {
    fn from(l: a::LessonLink) -> Self {
        LessonLink {
            id: l.id,
            title: l.title,
        }
    }
}

impl From<a::LessonsView> for LessonsView {
    fn from(v: a::LessonsView) -> Self {
        LessonsView {
            preset: v.preset,
            title: v.title,
            progress: v.progress,
            done: v.done,
            total: v.total,
            items: v
                .items
                .into_iter()
                .map(|i| LessonItem {
                    id: i.id,
                    number: i.number,
                    title: i.title,
                    goal: i.goal,
                    done: i.done,
                    next: i.next,
                    accessibility_label: i.accessibility_label,
                })
                .collect(),
            next: v.next,
        }
    }
}

impl From<a::LessonView> for LessonView {
    fn from(v: a::LessonView) -> Self {
        LessonView {
            id: v.id,
            preset: v.preset,
            number: v.number,
            title: v.title,
            goal: v.goal,
            board: v.board.into(),
            steps: v.steps,
            step: v.step,
            verdict: v.verdict.map(|k| match k {
                a::LessonVerdict::Solved => LessonVerdict::Solved,
                a::LessonVerdict::Missed => LessonVerdict::Missed,
            }),
            message: v.message,
            hint: v.hint,
            misses: v.misses,
            solved: v.solved,
            next: v.next,
            can_skip: v.can_skip,
        }
    }
}

impl From<a::ReviewView> for ReviewView {
    fn from(v: a::ReviewView) -> Self {
        ReviewView {
            game_id: v.game_id,
            title: v.title,
            graded: v.graded,
            total: v.total,
            running: v.running,
            can_resume: v.can_resume,
            complete: v.complete,
            status: v.status,
            moves: v
                .moves
                .into_iter()
                .map(|m| ReviewMove {
                    ply: m.ply,
                    mover: m.mover.into(),
                    label: m.label,
                    played: m.played,
                    grade: m.grade.map(Grade::from),
                    grade_text: m.grade_text,
                    best: m.best,
                    comment: m.comment,
                })
                .collect(),
            costliest: v.costliest,
            summary: v.summary,
            cursor: v.cursor,
            can_back: v.can_back,
            can_forward: v.can_forward,
            current: v.current,
            board: v.board.into(),
        }
    }
}

/// The recent finished games (`pallanguzhi-app`'s `RecentGamesView`).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RecentGamesView {
    pub title: String,
    pub empty: String,
    pub review: String,
    pub games: Vec<RecentGameView>,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RecentGameView {
    pub id: String,
    pub title: String,
    pub result: String,
    pub online: bool,
    pub won: Option<bool>,
    pub accessibility_label: String,
}

impl From<a::RecentGamesView> for RecentGamesView {
    fn from(v: a::RecentGamesView) -> Self {
        RecentGamesView {
            title: v.title,
            empty: v.empty,
            review: v.review,
            games: v
                .games
                .into_iter()
                .map(|g| RecentGameView {
                    id: g.id,
                    title: g.title,
                    result: g.result,
                    online: g.online,
                    won: g.won,
                    accessibility_label: g.accessibility_label,
                })
                .collect(),
        }
    }
}
