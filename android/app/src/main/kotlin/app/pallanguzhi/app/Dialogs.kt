package app.pallanguzhi.app

import androidx.compose.foundation.layout.Column
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.DialogKind
import app.pallanguzhi.core.app.GameView

/** The core's dialog (round summary, game over, a draw offer): its title and lines, as given. */
@Composable
fun GameDialog(game: GameView, send: (Event) -> Unit) {
    val dialog = game.dialog ?: return
    val ok = { send(Event.AcknowledgeDialog) }
    AlertDialog(
        onDismissRequest = if (dialog.kind == DialogKind.DRAW_OFFER) ({}) else ok,
        confirmButton = {
            when (dialog.kind) {
                DialogKind.DRAW_OFFER -> TextButton({ send(Event.AcceptDraw) }) { Text(tr("accept_draw")) }
                DialogKind.GAME_OVER -> if (game.buttons.rematch) TextButton({ send(Event.Rematch) }) { Text(tr("rematch")) }
                    else TextButton(ok) { Text(tr("ok")) }
                DialogKind.ROUND_SUMMARY -> TextButton(ok) { Text(tr("ok")) }
            }
        },
        dismissButton = {
            when (dialog.kind) {
                DialogKind.DRAW_OFFER -> TextButton({ send(Event.DeclineDraw) }) { Text(tr("decline_draw")) }
                DialogKind.GAME_OVER -> if (game.buttons.rematch) TextButton(ok) { Text(tr("ok")) }
                DialogKind.ROUND_SUMMARY -> {}
            }
        },
        title = { Text(dialog.title) },
        text = { Column { dialog.lines.forEach { Text(it) } } },
    )
}
