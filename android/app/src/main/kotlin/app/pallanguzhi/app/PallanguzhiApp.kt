package app.pallanguzhi.app

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.safeDrawing
import androidx.compose.foundation.layout.windowInsetsPadding
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.ui.Modifier
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.ConnState
import app.pallanguzhi.core.app.OnlineAction
import app.pallanguzhi.core.app.ViewModel

/** The pages around the game; the game itself is shown whenever the core's screen is `Game`. */
enum class Screen { Home, NewGame, Stats, Rules, Settings, Online, Leaderboard }

/**
 * Everything below the platform glue: draws the core's [view] and sends the player's events
 * through [send]. No Android type in here, so the desktop build compiles, renders and
 * UI-tests this very file. The glue owns [screen], the page shown while the core is home
 * (system back goes Home), and the theme. Content stays inside the safe-drawing insets: the
 * app draws edge to edge (Android 15+). [share] opens the platform's share sheet with a text.
 */
@Composable
fun PallanguzhiApp(screen: Screen, onScreen: (Screen) -> Unit, view: ViewModel, send: (Event) -> Unit, share: (String) -> Unit = {}) {
    val home = { onScreen(Screen.Home) }
    val game = view.game
    val inGame = view.screen == app.pallanguzhi.core.app.Screen.GAME
    val online = view.online
    CompositionLocalProvider(LocalPresets provides view.home.presets) { WoodBackdrop(Modifier.fillMaxSize()) {
        Box(Modifier.fillMaxSize().windowInsetsPadding(WindowInsets.safeDrawing)) {
            val lessons = view.lessons
            val lesson = view.lesson
            val review = view.review
            val watch = view.watch
            if (view.screen == app.pallanguzhi.core.app.Screen.LESSON && lesson != null) {
                LessonScreen(lesson, view.settings.colourSafe, send)
            } else if (view.screen == app.pallanguzhi.core.app.Screen.LESSONS && lessons != null) {
                LessonsScreen(lessons, send)
            } else if (view.screen == app.pallanguzhi.core.app.Screen.REVIEW && review != null) {
                ReviewScreen(review, view.settings.colourSafe, send)
            } else if (view.screen == app.pallanguzhi.core.app.Screen.WATCH && watch != null) {
                WatchScreen(watch, view.settings.colourSafe, send)
            } else if (inGame && online.code != null && screen != Screen.Leaderboard) {
                OnlineRoom(view, send, share) { onScreen(Screen.Leaderboard) }
            } else if (inGame && game != null && online.code == null) {
                BoardScreen(game, view.settings.colourSafe, send)
            } else when (screen) {
                Screen.Home -> HomeScreen(
                    canContinue = view.home.canContinue,
                    notice = view.notice,
                    onDismissNotice = { send(Event.DismissNotice) },
                    onPick = { if (it == null) send(Event.ContinueGame) else onScreen(it) },
                    onLearn = { send(Event.OpenLessons("")) },
                    offerLessons = view.home.offerLessons,
                )
                Screen.NewGame -> NewGameScreen(view.settings, onBack = home) { preset, opponent ->
                    home() // back here when the game ends
                    send(Event.NewGame(preset, opponent))
                }
                Screen.Stats -> {
                    if (online.account.isNotEmpty()) LaunchedEffect(Unit) { send(Event.OnlineAction(OnlineAction.Stats)) }
                    StatsScreen(view.home.stats, onBack = home, online = online.stats?.perRules.orEmpty(), recent = view.home.recent) { send(Event.ReviewGame(it)) }
                }
                Screen.Rules -> RulesScreen(view.home.presets, onBack = home) { send(Event.StartLesson(it)) }
                Screen.Settings -> SettingsScreen(view.settings, { send(Event.SettingsChanged(it)) }, onBack = home)
                Screen.Online -> OnlineLobbyScreen(online, send, onBack = home) { onScreen(Screen.Leaderboard) }
                // From the online game back to it (Home shows the game while the core is in one).
                Screen.Leaderboard -> LeaderboardScreen(online, send) { onScreen(if (inGame) Screen.Home else Screen.Online) }
            }
            val watching = view.screen == app.pallanguzhi.core.app.Screen.WATCH
            if (inGame && online.code != null || watching || screen == Screen.Online || screen == Screen.Leaderboard) {
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
