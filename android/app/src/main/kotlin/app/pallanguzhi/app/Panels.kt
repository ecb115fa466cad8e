package app.pallanguzhi.app

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.sizeIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.pallanguzhi.shared.GameController
import app.pallanguzhi.shared.GameUiState
import app.pallanguzhi.shared.index

/** Round, moves since a capture, who moves, the hint, why a tap did nothing, the last turn. */
@Composable
fun StatusLines(state: GameUiState, why: String?, modifier: Modifier = Modifier) {
    val board = state.board ?: return
    val polite = Modifier.semantics { liveRegion = LiveRegionMode.Polite }
    Column(modifier, verticalArrangement = Arrangement.spacedBy(2.dp)) {
        Text(
            text = tr("status", board.round, board.movesSinceCapture) +
                (board.seatLabel?.let { " · " + tr("to_move", it) } ?: ""),
            style = MaterialTheme.typography.titleSmall, modifier = polite,
        )
        val body = MaterialTheme.typography.bodyMedium
        state.hint?.let { Text("★ " + it.text, polite, style = body, fontWeight = FontWeight.Bold) }
        why?.let { Text(it, Modifier.semantics { liveRegion = LiveRegionMode.Assertive }, style = body, color = MaterialTheme.colorScheme.error) }
        state.announcement?.let { Text(it, polite, style = body) }
        if (state.thinking) Text(tr("thinking"), polite, style = body)
    }
}

/** Hint / undo / replay / home; the replay stepper while a replay runs. Wraps on narrow screens. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun Actions(state: GameUiState, controller: GameController, onHome: () -> Unit, modifier: Modifier = Modifier) {
    val board = state.board ?: return
    val min = Modifier.sizeIn(minHeight = 48.dp)
    FlowRow(modifier, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        val replay = state.replay
        if (replay == null) {
            Button(controller::hint, min, enabled = board.outcome == null && !board.computerToMove) { Text(tr("hint")) }
            OutlinedButton(controller::undo, min, enabled = state.canUndo) { Text(tr("undo")) }
            if (board.outcome != null) OutlinedButton(controller::startReplay, min) { Text(tr("replay")) }
        } else {
            OutlinedButton({ controller.replayStep(false) }, min) { Text(tr("previous")) }
            Text(tr("replay_position", replay.index, replay.total))
            OutlinedButton({ controller.replayStep(true) }, min) { Text(tr("next")) }
            Button(controller::endReplay, min) { Text(tr("done")) }
        }
        OutlinedButton(onHome, min) { Text(tr("home")) }
    }
}

/** Tablet side panel: score, status, history and actions beside the board. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun SidePanel(state: GameUiState, why: String?, controller: GameController, onHome: () -> Unit, modifier: Modifier) {
    val board = state.board ?: return
    val bowls = state.frame?.bowls ?: board.bowls.sortedBy { it.owner.index }.map { it.seeds }
    Column(modifier.verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(12.dp)) {
        Text(tr("bowls_line", bowls[0], bowls[1]), style = MaterialTheme.typography.titleLarge)
        StatusLines(state, why)
        Actions(state, controller, onHome)
        Text(tr("history"), style = MaterialTheme.typography.titleMedium)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            state.history.forEachIndexed { i, letter -> Text("${i + 1}.$letter") }
        }
    }
}
