package app.pallanguzhi.app

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.safeDrawing
import androidx.compose.foundation.layout.windowInsetsPadding
import androidx.compose.material3.Surface
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import app.pallanguzhi.core.Event
import app.pallanguzhi.core.ViewModel

/** The pages around the game; the game itself is shown whenever the core's screen is `Game`. */
enum class Screen { Home, NewGame, Stats, Rules, Settings }

/**
 * Everything below the platform glue: draws the core's [view] and sends the player's events
 * through [send]. No Android type in here, so the desktop build compiles, renders and
 * UI-tests this very file. The glue owns [screen], the page shown while the core is home
 * (system back goes Home), and the theme. Content stays inside the safe-drawing insets: the
 * app draws edge to edge (Android 15+).
 */
@Composable
fun PallanguzhiApp(screen: Screen, onScreen: (Screen) -> Unit, view: ViewModel, send: (Event) -> Unit) {
    val home = { onScreen(Screen.Home) }
    val game = view.game
    Surface(Modifier.fillMaxSize()) {
        Box(Modifier.fillMaxSize().windowInsetsPadding(WindowInsets.safeDrawing)) {
            if (view.screen == app.pallanguzhi.core.Screen.GAME && game != null) {
                BoardScreen(game, view.settings.colourSafe, send)
            } else when (screen) {
                Screen.Home -> HomeScreen(
                    canContinue = view.home.canContinue,
                    notice = view.notice,
                    onDismissNotice = { send(Event.DismissNotice) },
                    onPick = { if (it == null) send(Event.ContinueGame) else onScreen(it) },
                )
                Screen.NewGame -> NewGameScreen(view.settings, onBack = home) { preset, opponent ->
                    home() // back here when the game ends
                    send(Event.NewGame(preset, opponent))
                }
                Screen.Stats -> StatsScreen(view.home.stats, onBack = home)
                Screen.Rules -> RulesScreen(onBack = home)
                Screen.Settings -> SettingsScreen(view.settings, { send(Event.SettingsChanged(it)) }, onBack = home)
            }
        }
    }
}
