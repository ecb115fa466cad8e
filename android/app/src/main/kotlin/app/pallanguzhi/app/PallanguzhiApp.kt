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
import app.pallanguzhi.core.app.RoomPhase
import app.pallanguzhi.core.app.RoomView
import app.pallanguzhi.core.app.ScreenView
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
            when (val shown = view.screenView) {
                is ScreenView.Lesson -> LessonScreen(shown.v1, view.settings.colourSafe, send)
                is ScreenView.Lessons -> LessonsScreen(shown.v1, send)
                is ScreenView.Review -> ReviewScreen(shown.v1, view.settings.colourSafe, send)
                is ScreenView.Watch -> WatchScreen(shown.v1, view.settings.colourSafe, send)
                is ScreenView.Room -> OnlineRoom(view, shown.v1, send, share)
                is ScreenView.Game -> if (game != null) BoardScreen(game, view.settings.colourSafe, send)
                is ScreenView.Home -> HomeScreen(
                    canContinue = view.home.canContinue,
                    notice = view.notice,
                    onDismissNotice = { send(Event.DismissNotice) },
                    onPick = { send(if (it == null) Event.ContinueGame else Event.Open(it)) },
                    onLearn = { send(Event.OpenLessons("")) },
                    offerLessons = view.home.offerLessons,
                )
                is ScreenView.NewGame -> NewGameScreen(view.settings, onBack = back) { preset, opponent ->
                    send(Event.NewGame(preset, opponent))
                }
                // The core asks for the online statistics when it opens the page.
                is ScreenView.Stats -> StatsScreen(view.home.stats, onBack = back, online = online.stats?.perRules.orEmpty(), recent = view.home.recent) { send(Event.ReviewGame(it)) }
                is ScreenView.Rules -> RulesScreen(view.home.presets, onBack = back) { send(Event.StartLesson(it)) }
                is ScreenView.Settings -> SettingsScreen(view.settings, { send(Event.SettingsChanged(it)) }, onBack = back)
                is ScreenView.Lobby -> OnlineLobbyScreen(online, send, onBack = back, lobby = shown.v1) { send(Event.Open(Screen.LEADERBOARD)) }
                // Back goes where it was opened: the lobby, or the online game.
                is ScreenView.Leaderboard -> LeaderboardScreen(online, send, onBack = back)
                // A share link's invitation: a friend's first screen.
                is ScreenView.Invitation -> InvitationScreen(shown.v1, send)
                // One account on every device (opened from the lobby).
                is ScreenView.Account -> AccountScreen(shown.v1, send, onBack = back)
            }
            // The core's notice over the pages, the online room and the watched game (home
            // shows its own; the offline boards, lessons and reviews refuse in their own lines).
            val overlay = when (view.screenView) {
                is ScreenView.Home, is ScreenView.Game, is ScreenView.Lessons, is ScreenView.Lesson, is ScreenView.Review -> false
                else -> true
            }
            if (overlay) NoticeDialog(view.notice) { send(Event.DismissNotice) }
        }
    } }
}

/** The online room: waiting for the guest (with the code to share) until the core says seated. */
@Composable
private fun OnlineRoom(view: ViewModel, room: RoomView, send: (Event) -> Unit, share: (String) -> Unit) {
    val game = view.game
    when (room.phase) {
        RoomPhase.WAITING -> WaitingScreen(view.online, room, send, share)
        RoomPhase.SEATED -> if (game != null) OnlineGameScreen(game, view.online, room, view.settings.colourSafe, send)
    }
}
