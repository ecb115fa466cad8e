package app.pallanguzhi.app

import androidx.compose.foundation.layout.Column
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.res.stringResource
import app.pallanguzhi.core.Outcome
import app.pallanguzhi.shared.GameController
import app.pallanguzhi.shared.GameUiState
import app.pallanguzhi.shared.RoundSummary

/** Round summary and game over: one line per field of :shared's [RoundSummary], nothing derived here. */
@Composable
fun SummaryDialogs(state: GameUiState, controller: GameController) {
    val sum = state.summary ?: return
    val over = sum.outcome != null
    AlertDialog(
        onDismissRequest = controller::dismissSummary,
        confirmButton = {
            if (over) TextButton({ controller.dismissSummary(); controller.rematch() }) { Text(stringResource(R.string.rematch)) }
            else TextButton(controller::dismissSummary) { Text(stringResource(R.string.ok)) }
        },
        dismissButton = { if (over) TextButton(controller::dismissSummary) { Text(stringResource(R.string.ok)) } },
        title = { Text(stringResource(if (over) R.string.game_over else R.string.round_over)) },
        text = { SummaryLines(sum) },
    )
}

@Composable
private fun SummaryLines(sum: RoundSummary) = Column {
    sum.swept?.let { Text(stringResource(R.string.round_swept, it[0], it[1])) }
    sum.refill?.let { r -> Text(stringResource(R.string.round_refill, r[0].seeds, r[0].leftInBowl, r[1].seeds, r[1].leftInBowl)) }
    if (sum.refill != null) {
        Text(if (sum.closed.isEmpty()) stringResource(R.string.round_no_closed)
            else stringResource(R.string.round_closed, sum.closed.joinToString(" ")))
    }
    sum.starter?.let { Text(stringResource(R.string.round_starter, sideLabel(it.name.lowercase()), sum.round + 1)) }
    when (val o = sum.outcome) {
        is Outcome.Win -> Text(stringResource(R.string.winner, sideLabel(o.side.name.lowercase()), sum.bowls[0], sum.bowls[1]))
        Outcome.Draw -> Text(stringResource(R.string.draw, sum.bowls[0], sum.bowls[1]))
        null -> Text(stringResource(R.string.bowls_line, sum.bowls[0], sum.bowls[1]))
    }
}
