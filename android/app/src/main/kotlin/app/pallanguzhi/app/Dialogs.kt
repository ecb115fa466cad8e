package app.pallanguzhi.app

import androidx.compose.runtime.Composable
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.GameView

/** The core's dialog (round summary, game over, a draw offer): its title, lines and buttons, as given. */
@Composable
fun GameDialog(game: GameView, send: (Event) -> Unit) {
    val dialog = game.dialog ?: return
    CoreDialog(dialog, send)
}
