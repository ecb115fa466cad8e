//! The review of a finished game: the core's `Review` graded one move per
//! search job (`Effect::Search` with `Purpose::Review`, each job its own
//! cancel token, like a computer move), saved after every graded move in the
//! file of its game (`review-<slot>.json`, see `recent.rs`) so a paused,
//! cancelled or killed review resumes where it stopped and any kept game's
//! review opens at once the second time. The board steps through the
//! game, each move animated through the timeline, forward and back.

mod flow;

use crate::board::BoardAnim;
use crate::event::Screen;
use crate::search::SearchJob;
use pallanguzhi_core::ai::review::Review;
use pallanguzhi_core::{Players, Side, Turn};

pub(crate) struct Reviewing {
    pub review: Option<Review>,
    pub game_id: String,
    pub players: Players,
    /// The person's side against the computer (their moves are the ones listed as costliest).
    pub human: Option<Side>,
    /// The grading job running now.
    pub job: Option<SearchJob>,
    /// The player wants the grading to run (it stops for a suspend and comes back).
    pub wanted: bool,
    pub cursor: u32,
    pub anim: Option<BoardAnim>,
    /// The move last played on the review board (its holes are marked).
    pub shown: Option<Turn>,
    /// Tests: a smaller node budget than Expert's, so a review takes a moment.
    pub nodes: Option<u64>,
    /// The slot of the game reviewed (its review's file).
    pub slot: Option<u8>,
    /// The screen that Back returns to.
    pub back: Screen,
}

impl Default for Reviewing {
    fn default() -> Self {
        Reviewing {
            review: None,
            game_id: String::new(),
            players: Players::default(),
            human: None,
            job: None,
            wanted: false,
            cursor: 0,
            anim: None,
            shown: None,
            nodes: None,
            slot: None,
            back: Screen::Home,
        }
    }
}
