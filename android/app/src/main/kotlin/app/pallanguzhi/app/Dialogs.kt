package app.pallanguzhi.app

import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.res.stringResource
import app.pallanguzhi.core.Outcome
import app.pallanguzhi.core.SowEvent
import app.pallanguzhi.shared.GameController
import app.pallanguzhi.shared.GameUiState

/** Round summary (swept seeds, bowls) and game over (winner, rematch), from the core's events. */
@Composable
fun SummaryDialogs(state: GameUiState, controller: GameController) {
    when (val e = state.summary) {
        is SowEvent.RoundEnd -> AlertDialog(
            onDismissRequest = controller::dismissSummary,
            confirmButton = { TextButton(controller::dismissSummary) { Text(stringResource(R.string.ok)) } },
            title = { Text(stringResource(R.string.round_over)) },
            text = {
                Text(stringResource(R.string.round_summary, e.swept[0].toInt(), e.swept[1].toInt(),
                    e.bowls[0].toInt(), e.bowls[1].toInt(), state.announcement ?: ""))
            },
        )
        is SowEvent.GameEnd -> AlertDialog(
            onDismissRequest = controller::dismissSummary,
            confirmButton = { TextButton({ controller.dismissSummary(); controller.rematch() }) { Text(stringResource(R.string.rematch)) } },
            dismissButton = { TextButton(controller::dismissSummary) { Text(stringResource(R.string.ok)) } },
            title = { Text(stringResource(R.string.game_over)) },
            text = {
                val o = e.outcome
                Text(
                    if (o is Outcome.Win) stringResource(R.string.winner, sideLabel(o.side.name.lowercase()), e.bowls[0].toInt(), e.bowls[1].toInt())
                    else stringResource(R.string.draw, e.bowls[0].toInt(), e.bowls[1].toInt()),
                )
            },
        )
        else -> {}
    }
}
