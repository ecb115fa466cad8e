package app.pallanguzhi.shared

import app.pallanguzhi.core.app.GameView
import app.pallanguzhi.core.app.LessonView
import app.pallanguzhi.core.app.LessonsView
import app.pallanguzhi.core.app.OnlineView
import app.pallanguzhi.core.app.ReviewView
import app.pallanguzhi.core.app.ScreenView
import app.pallanguzhi.core.app.StatsScreenView
import app.pallanguzhi.core.app.ViewModel
import app.pallanguzhi.core.app.WatchView

// The view model read back by what its screen shows, for the tests and the desktop scenes
// (the app's views switch over `screenView` itself), as the core's `shown.rs` does for Rust.

/** The board on screen: the offline game's, an online room's once seated, the game watched. */
val ViewModel.game: GameView?
    get() = when (val shown = screenView) {
        is ScreenView.Game -> shown.v1.game
        is ScreenView.Room -> shown.v1.board
        is ScreenView.Watch -> shown.v1.board
        else -> null
    }

/** The online session's view, on home, the lobby, a room and the leaderboard. */
val ViewModel.onlineOrNull: OnlineView?
    get() = when (val shown = screenView) {
        is ScreenView.Home -> shown.v1.lobby.online
        is ScreenView.Lobby -> shown.v1.online
        is ScreenView.Room -> shown.v1.online
        is ScreenView.Leaderboard -> shown.v1
        else -> null
    }

val ViewModel.online: OnlineView
    get() = onlineOrNull ?: error("no online view on the screen ${screen}")

/** The statistics and recent games: their screen's, or the home screen's copy. */
val ViewModel.stats: StatsScreenView?
    get() = when (val shown = screenView) {
        is ScreenView.Stats -> shown.v1
        is ScreenView.Home -> shown.v1.stats
        else -> null
    }

val ViewModel.lessons: LessonsView? get() = (screenView as? ScreenView.Lessons)?.v1
val ViewModel.lesson: LessonView? get() = (screenView as? ScreenView.Lesson)?.v1
val ViewModel.review: ReviewView? get() = (screenView as? ScreenView.Review)?.v1
val ViewModel.watch: WatchView? get() = (screenView as? ScreenView.Watch)?.v1
