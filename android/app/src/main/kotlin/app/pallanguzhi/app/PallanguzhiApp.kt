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
    CompositionLocalProvider(LocalPresets provides view.presets, LocalBackLabel provides view.backLabel) { WoodBackdrop(Modifier.fillMaxSize()) {
        Box(Modifier.fillMaxSize().windowInsetsPadding(WindowInsets.safeDrawing)) {
            when (val shown = view.screenView) {
                is ScreenView.Lesson -> LessonScreen(shown.v1, view.settings.colourSafe, send)
                is ScreenView.Lessons -> LessonsScreen(shown.v1, send)
                is ScreenView.Review -> ReviewScreen(shown.v1, view.settings.colourSafe, send)
                is ScreenView.Watch -> WatchScreen(shown.v1, view.settings.colourSafe, send)
                is ScreenView.Room -> OnlineRoom(shown.v1, view.settings.colourSafe, send, share)
                is ScreenView.Game -> BoardScreen(shown.v1.game, view.settings.colourSafe, send)
                is ScreenView.Home -> HomeScreen(
                    canContinue = shown.v1.canContinue,
                    notice = view.notice,
                    onDismissNotice = { send(Event.DismissNotice) },
                    onPick = { send(if (it == null) Event.ContinueGame else Event.Open(it)) },
                    onLearn = { send(Event.OpenLessons("")) },
                    offerLessons = shown.v1.offerLessons,
                )
                is ScreenView.NewGame -> NewGameScreen(view.settings, onBack = back) { preset, opponent ->
                    send(Event.NewGame(preset, opponent))
                }
                // The core asks for the online statistics when it opens the page.
                is ScreenView.Stats -> StatsScreen(shown.v1.lines, onBack = back, online = shown.v1.online?.perRules.orEmpty(), recent = shown.v1.recent) { send(Event.ReviewGame(it)) }
                is ScreenView.Rules -> RulesScreen(view.presets, onBack = back) { send(Event.StartLesson(it)) }
                is ScreenView.Settings -> SettingsScreen(view.settings, { send(Event.SettingsChanged(it)) }, onBack = back, pages = view.pages)
                is ScreenView.Lobby -> OnlineLobbyScreen(shown.v1.online, send, onBack = back, lobby = shown.v1) { send(Event.Open(Screen.LEADERBOARD)) }
                // Back goes where it was opened: the lobby, or the online game.
                is ScreenView.Leaderboard -> LeaderboardScreen(shown.v1, send, onBack = back)
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
private fun OnlineRoom(room: RoomView, colourSafe: Boolean, send: (Event) -> Unit, share: (String) -> Unit) {
    val board = room.board
    when (room.phase) {
        RoomPhase.WAITING -> WaitingScreen(room.online, room, send, share)
        RoomPhase.SEATED -> if (board != null) OnlineGameScreen(board, room.online, room, colourSafe, send)
    }
}
