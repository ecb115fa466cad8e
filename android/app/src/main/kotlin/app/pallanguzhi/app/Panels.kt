package app.pallanguzhi.app

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.sizeIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.pallanguzhi.shared.GameController
import app.pallanguzhi.shared.GameUiState
import app.pallanguzhi.shared.index

/** Round, moves since a capture, who moves, the hint and the last turn's announcement. */
@Composable
fun StatusLines(state: GameUiState) {
    val board = state.board ?: return
    Text(
        text = stringResource(R.string.status, board.round, board.movesSinceCapture) +
            (board.seatLabel?.let { " · " + stringResource(R.string.to_move, it) } ?: ""),
        modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite },
    )
    state.hint?.let { Text("★ " + it.text, Modifier.semantics { liveRegion = LiveRegionMode.Polite }) }
    state.announcement?.let {
        Text(it, Modifier.semantics { liveRegion = LiveRegionMode.Polite; contentDescription = it })
    }
    if (state.thinking) Text(stringResource(R.string.thinking))
}

/** Hint / undo / replay / home; the replay stepper while a replay runs. Wraps on narrow screens. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun Actions(state: GameUiState, controller: GameController, onHome: () -> Unit) {
    val board = state.board ?: return
    val min = Modifier.sizeIn(minHeight = 48.dp)
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        val replay = state.replay
        if (replay == null) {
            Button(controller::hint, min) { Text(stringResource(R.string.hint)) }
            Button(controller::undo, min, enabled = state.canUndo) { Text(stringResource(R.string.undo)) }
            if (board.outcome != null) Button(controller::startReplay, min) { Text(stringResource(R.string.replay)) }
        } else {
            Button({ controller.replayStep(false) }, min) { Text(stringResource(R.string.previous)) }
            Text(stringResource(R.string.replay_position, replay.index, replay.total))
            Button({ controller.replayStep(true) }, min) { Text(stringResource(R.string.next)) }
            Button(controller::endReplay, min) { Text(stringResource(R.string.done)) }
        }
        Button(onHome, min) { Text(stringResource(R.string.home)) }
    }
}

/** Tablet side panel: score, status, history and actions beside the board. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun SidePanel(state: GameUiState, controller: GameController, onHome: () -> Unit, modifier: Modifier) {
    val board = state.board ?: return
    val bowls = state.frame?.bowls ?: board.bowls.sortedBy { it.owner.index }.map { it.seeds }
    Column(modifier.verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(12.dp)) {
        Text(stringResource(R.string.bowls_line, bowls[0], bowls[1]), style = MaterialTheme.typography.titleLarge)
        StatusLines(state)
        Actions(state, controller, onHome)
        Text(stringResource(R.string.history), style = MaterialTheme.typography.titleMedium)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            state.history.forEachIndexed { i, letter -> Text("${i + 1}.$letter") }
        }
    }
}
