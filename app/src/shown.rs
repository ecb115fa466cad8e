//! The view model read back by what a screen shows, for the terminal client and tests:
//! the shells switch over `ViewModel::screen_view` itself. Each answers `None` on a screen
//! that does not show it. Owned copies, so a test can keep one past the next event (these
//! are not reached from the bindings or the page, so their clones cost no library bytes).

use crate::view::*;

impl ViewModel {
    /// The board on screen: the offline game's, the online room's once seated, the game
    /// watched.
    pub fn game(&self) -> Option<GameView> {
        match &self.screen_view {
            ScreenView::Game(shown) => Some(shown.game.clone()),
            ScreenView::Room(room) => room.board.clone(),
            ScreenView::Watch(watch) => watch.board.clone(),
            _ => None,
        }
    }

    /// The online session's view: on home, the lobby, a room and the leaderboard.
    pub fn online(&self) -> Option<OnlineView> {
        match &self.screen_view {
            ScreenView::Home(home) => Some(home.lobby.online.clone()),
            ScreenView::Lobby(lobby) => Some(lobby.online.clone()),
            ScreenView::Room(room) => Some(room.online.clone()),
            ScreenView::Leaderboard(online) => Some(online.clone()),
            _ => None,
        }
    }

    pub fn home(&self) -> Option<HomeScreenView> {
        match &self.screen_view {
            ScreenView::Home(home) => Some(home.clone()),
            _ => None,
        }
    }

    /// The statistics and the recent games: their screen's, or the home screen's copy.
    pub fn stats(&self) -> Option<StatsScreenView> {
        match &self.screen_view {
            ScreenView::Stats(stats) => Some(stats.clone()),
            ScreenView::Home(home) => Some(home.stats.clone()),
            _ => None,
        }
    }

    pub fn lessons(&self) -> Option<LessonsView> {
        match &self.screen_view {
            ScreenView::Lessons(lessons) => Some(lessons.clone()),
            _ => None,
        }
    }

    pub fn lesson(&self) -> Option<LessonView> {
        match &self.screen_view {
            ScreenView::Lesson(lesson) => Some(lesson.clone()),
            _ => None,
        }
    }

    pub fn review(&self) -> Option<ReviewView> {
        match &self.screen_view {
            ScreenView::Review(review) => Some(review.clone()),
            _ => None,
        }
    }

    pub fn watch(&self) -> Option<WatchView> {
        match &self.screen_view {
            ScreenView::Watch(watch) => Some(watch.clone()),
            _ => None,
        }
    }
}
