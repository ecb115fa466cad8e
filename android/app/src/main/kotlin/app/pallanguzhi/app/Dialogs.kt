package app.pallanguzhi.app

import androidx.compose.foundation.layout.Column
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
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
            if (over) TextButton({ controller.dismissSummary(); controller.rematch() }) { Text(tr("rematch")) }
            else TextButton(controller::dismissSummary) { Text(tr("ok")) }
        },
        dismissButton = { if (over) TextButton(controller::dismissSummary) { Text(tr("ok")) } },
        title = { Text(if (over) tr("game_over") else tr("round_over")) },
        text = { SummaryLines(sum) },
    )
}

@Composable
private fun SummaryLines(sum: RoundSummary) = Column {
    sum.swept?.let { Text(tr("round_swept", it[0], it[1])) }
    sum.refill?.let { r -> Text(tr("round_refill", r[0].seeds, r[0].leftInBowl, r[1].seeds, r[1].leftInBowl)) }
    if (sum.refill != null) {
        Text(if (sum.closed.isEmpty()) tr("round_no_closed")
            else tr("round_closed", sum.closed.joinToString(" ")))
    }
    sum.starter?.let { Text(tr("round_starter", sideLabel(it.name.lowercase()), sum.round + 1)) }
    when (val o = sum.outcome) {
        is Outcome.Win -> Text(tr("winner", sideLabel(o.side.name.lowercase()), sum.bowls[0], sum.bowls[1]))
        Outcome.Draw -> Text(tr("draw", sum.bowls[0], sum.bowls[1]))
        null -> Text(tr("bowls_line", sum.bowls[0], sum.bowls[1]))
    }
}
