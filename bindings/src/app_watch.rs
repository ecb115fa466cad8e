//! Watching an online game in the FFI: the view model's `watch` part (on
//! `Screen::Watch`). Records only; the logic is the app core's (`app/src/online.rs`).

use crate::app_online::{ConnState, OnlineClock, OnlineSeat};
use crate::app_records::GameView;
use crate::records::Side;
use pallanguzhi_app as a;

/// An online game watched read only (the core's `WatchView`): the board's holes are
/// never legal; a tap is refused with `board.refusal`; `BackHome` stops watching.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct WatchView {
    pub game_id: i64,
    /// "Watching game 42".
    pub title: String,
    /// "Valli (South) against Kumar (North)", once known.
    pub players: Option<String>,
    pub state: ConnState,
    pub status: String,
    pub error: Option<String>,
    pub seats: Vec<OnlineSeat>,
    /// The board once the server sent the game.
    pub board: Option<GameView>,
    pub clocks: Vec<OnlineClock>,
    pub clock_text: Option<String>,
    pub watchers: u32,
    pub watchers_text: Option<String>,
    /// Once over: who won, and how.
    pub result: Option<String>,
    pub result_lines: Vec<String>,
    /// The button that stops watching.
    pub leave: String,
}

impl From<a::WatchView> for WatchView {
    fn from(v: a::WatchView) -> Self {
        WatchView {
            game_id: v.game_id,
            title: v.title,
            players: v.players,
            state: v.state.into(),
            status: v.status,
            error: v.error,
            seats: v
                .seats
                .into_iter()
                .map(|s| OnlineSeat {
                    side: Side::from(s.side),
                    name: s.name,
                    present: s.present,
                })
                .collect(),
            board: v.board.map(GameView::from),
            clocks: v
                .clocks
                .into_iter()
                .map(|c| OnlineClock {
                    side: c.side.into(),
                    text: c.text,
                    running: c.running,
                    warning: c.warning,
                })
                .collect(),
            clock_text: v.clock_text,
            watchers: v.watchers,
            watchers_text: v.watchers_text,
            result: v.result,
            result_lines: v.result_lines,
            leave: v.leave,
        }
    }
}
