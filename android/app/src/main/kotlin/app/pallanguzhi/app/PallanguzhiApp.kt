package app.pallanguzhi.app

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.safeDrawing
import androidx.compose.foundation.layout.windowInsetsPadding
import androidx.compose.material3.Surface
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import app.pallanguzhi.core.StatsRecord
import app.pallanguzhi.shared.GameController
import app.pallanguzhi.shared.GameUiState
import app.pallanguzhi.shared.Settings

enum class Screen { Home, NewGame, Board, Stats, Rules, Settings }

/**
 * Everything below the platform glue: draws [state] and [settings] and sends the player's
 * events to [controller]. No Android type in here, so the desktop build compiles, renders and
 * UI-tests this very file. The glue owns [screen] (system back goes Home) and the theme.
 * Content stays inside the safe-drawing insets: the app draws edge to edge (Android 15+).
 */
@Composable
fun PallanguzhiApp(
    screen: Screen,
    onScreen: (Screen) -> Unit,
    state: GameUiState,
    settings: Settings,
    controller: GameController,
    stats: () -> List<StatsRecord>,
    onSettings: (Settings) -> Unit,
) {
    val home = { onScreen(Screen.Home) }
    Surface(Modifier.fillMaxSize()) {
        Box(Modifier.fillMaxSize().windowInsetsPadding(WindowInsets.safeDrawing)) {
            when (screen) {
                Screen.Home -> HomeScreen(
                    canContinue = state.board != null,
                    notice = state.notice,
                    onDismissNotice = controller::dismissNotice,
                    onPick = onScreen,
                )
                Screen.NewGame -> NewGameScreen(settings, onBack = home) { preset, players ->
                    controller.newGame(preset, players)
                    onScreen(Screen.Board)
                }
                Screen.Board -> if (state.board == null) home() else BoardScreen(state, settings, controller, onHome = home)
                Screen.Stats -> StatsScreen(remember { stats() }, onBack = home)
                Screen.Rules -> RulesScreen(onBack = home)
                Screen.Settings -> SettingsScreen(settings, onSettings, onBack = home)
            }
        }
    }
}
