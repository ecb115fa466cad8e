package app.pallanguzhi.app

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.safeDrawing
import androidx.compose.foundation.layout.windowInsetsPadding
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Modifier
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.ConnState
import app.pallanguzhi.core.app.Screen
import app.pallanguzhi.core.app.ViewModel

/**
 * Everything below the platform glue: draws the core's [view] (its screen, pages included)
 * and sends the player's events through [send]; pages open with `Event.Open` and close with
 * `Event.Back`, the core keeping where back goes. No Android type in here, so the desktop
 * build compiles, renders and UI-tests this very file. Content stays inside the safe-drawing
 * insets: the app draws edge to edge (Android 15+). [share] opens the platform's share sheet
 * with a text.
 */
@Composable
fun PallanguzhiApp(view: ViewModel, send: (Event) -> Unit, share: (String) -> Unit = {}) {
    val back = { send(Event.Back) }
    val game = view.game
    val online = view.online
    CompositionLocalProvider(LocalPresets provides view.home.presets, LocalBackLabel provides view.backLabel) { WoodBackdrop(Modifier.fillMaxSize()) {
        Box(Modifier.fillMaxSize().windowInsetsPadding(WindowInsets.safeDrawing)) {
            val lessons = view.lessons
            val lesson = view.lesson
            val review = view.review
            val watch = view.watch
            when (view.screen) {
                Screen.LESSON -> if (lesson != null) LessonScreen(lesson, view.settings.colourSafe, send)
                Screen.LESSONS -> if (lessons != null) LessonsScreen(lessons, send)
                Screen.REVIEW -> if (review != null) ReviewScreen(review, view.settings.colourSafe, send)
                Screen.WATCH -> if (watch != null) WatchScreen(watch, view.settings.colourSafe, send)
                Screen.GAME ->
                    if (online.code != null) OnlineRoom(view, send, share) { send(Event.Open(Screen.LEADERBOARD)) }
                    else if (game != null) BoardScreen(game, view.settings.colourSafe, send)
                Screen.HOME -> HomeScreen(
                    canContinue = view.home.canContinue,
                    notice = view.notice,
                    onDismissNotice = { send(Event.DismissNotice) },
                    onPick = { send(if (it == null) Event.ContinueGame else Event.Open(it)) },
                    onLearn = { send(Event.OpenLessons("")) },
                    offerLessons = view.home.offerLessons,
                )
                Screen.NEW_GAME -> NewGameScreen(view.settings, onBack = back) { preset, opponent ->
                    send(Event.NewGame(preset, opponent))
                }
                // The core asks for the online statistics when it opens the page.
                Screen.STATS -> StatsScreen(view.home.stats, onBack = back, online = online.stats?.perRules.orEmpty(), recent = view.home.recent) { send(Event.ReviewGame(it)) }
                Screen.RULES -> RulesScreen(view.home.presets, onBack = back) { send(Event.StartLesson(it)) }
                Screen.SETTINGS -> SettingsScreen(view.settings, { send(Event.SettingsChanged(it)) }, onBack = back)
                Screen.ONLINE -> OnlineLobbyScreen(online, send, onBack = back) { send(Event.Open(Screen.LEADERBOARD)) }
                // Back goes where it was opened: the lobby, or the online game.
                Screen.LEADERBOARD -> LeaderboardScreen(online, send, onBack = back)
            }
            // The core's notice over the pages (a refused table on the new-game page, an online
            // error...), the online room and the watched game (home shows its own).
            val page = view.screen !in listOf(Screen.HOME, Screen.GAME, Screen.LESSONS, Screen.LESSON, Screen.REVIEW)
            if (view.screen == Screen.GAME && online.code != null || page) {
                NoticeDialog(view.notice) { send(Event.DismissNotice) }
            }
        }
    } }
}

/** The online room: waiting for the guest (with the code to share) until the game is on. */
@Composable
private fun OnlineRoom(view: ViewModel, send: (Event) -> Unit, share: (String) -> Unit, onLeaderboard: () -> Unit) {
    val game = view.game
    if (game == null || view.online.state == ConnState.WaitingForGuest) WaitingScreen(view.online, send, share)
    else OnlineGameScreen(game, view.online, view.settings.colourSafe, send, onLeaderboard)
}
