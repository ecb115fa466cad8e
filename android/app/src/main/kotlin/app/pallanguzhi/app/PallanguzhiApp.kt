package app.pallanguzhi.app

import androidx.activity.compose.BackHandler
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.lifecycle.compose.collectAsStateWithLifecycle

enum class Screen { Home, Board, Stats, Rules, Settings }

@Composable
fun PallanguzhiApp(model: GameViewModel) {
    var screen by rememberSaveable { mutableStateOf(Screen.Home) }
    val state by model.controller.state.collectAsStateWithLifecycle()
    val settings by model.settings.collectAsStateWithLifecycle()
    BackHandler(enabled = screen != Screen.Home) { screen = Screen.Home }
    MaterialTheme {
        Surface {
            when (screen) {
                Screen.Home -> HomeScreen(
                    canContinue = state.board != null,
                    notice = state.notice,
                    onDismissNotice = model.controller::dismissNotice,
                    onContinue = { screen = Screen.Board },
                    onNewGame = { preset, players -> model.controller.newGame(preset, players); screen = Screen.Board },
                    onStats = { screen = Screen.Stats },
                    onRules = { screen = Screen.Rules },
                    onSettings = { screen = Screen.Settings },
                    settings = settings,
                )
                Screen.Board -> BoardScreen(state, settings, model.controller, onHome = { screen = Screen.Home })
                Screen.Stats -> StatsScreen(GameControllerStats.load(model.store))
                Screen.Rules -> RulesScreen()
                Screen.Settings -> SettingsScreen(settings, model::update)
            }
        }
    }
}

object GameControllerStats {
    fun load(store: app.pallanguzhi.shared.SaveStore) = app.pallanguzhi.shared.GameController.stats(store)
}
