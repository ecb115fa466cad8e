package app.pallanguzhi.app

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateMapOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.hapticfeedback.HapticFeedbackType
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.platform.LocalHapticFeedback
import androidx.compose.ui.unit.dp
import app.pallanguzhi.shared.GameController
import app.pallanguzhi.shared.GameUiState
import app.pallanguzhi.shared.HoleCell
import app.pallanguzhi.shared.Settings
import app.pallanguzhi.shared.Spot
import app.pallanguzhi.shared.StepKind

/**
 * Renders [GameUiState] and sends taps; no game logic here. Tablets (both sides >= 600 dp) get
 * the board plus a side panel; phones keep status above and actions below. A phone in
 * landscape puts the status and actions beside the board, where the height is short.
 */
@Composable
fun BoardScreen(state: GameUiState, settings: Settings, controller: GameController, onHome: () -> Unit) {
    val board = state.board ?: return
    val haptics = LocalHapticFeedback.current
    LaunchedEffect(state.step) {
        val s = state.step
        if (settings.haptics && s is StepKind.ToBowl && !s.pasu) haptics.performHapticFeedback(HapticFeedbackType.LongPress)
    }
    // What a tap on an unplayable hole said; cleared by the next board the core sends.
    var why by remember(board) { mutableStateOf<String?>(null) }
    val onTap = { cell: HoleCell ->
        if (state.frame != null || cell.legal) controller.tap(cell.index) else why = cell.blockedText
    }
    val palette = if (settings.colourSafe) Palette.ColourSafe else Palette.Wood
    BoxWithConstraints(Modifier.fillMaxSize().padding(horizontal = 2.dp, vertical = 8.dp)) {
        val tablet = minOf(maxWidth, maxHeight) >= 600.dp
        val landscape = maxWidth > maxHeight
        when {
            tablet && landscape -> Row(Modifier.fillMaxSize(), horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                BoardArea(state, palette, controller, onTap, Modifier.weight(1f).fillMaxHeight())
                SidePanel(state, why, controller, onHome, Modifier.width(360.dp).fillMaxHeight())
            }
            tablet -> Column(Modifier.fillMaxSize(), verticalArrangement = Arrangement.spacedBy(16.dp)) {
                BoardArea(state, palette, controller, onTap, Modifier.fillMaxWidth().weight(1f))
                SidePanel(state, why, controller, onHome, Modifier.fillMaxWidth().weight(0.6f).padding(horizontal = 12.dp))
            }
            landscape -> Row(Modifier.fillMaxSize(), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                BoardArea(state, palette, controller, onTap, Modifier.weight(1f).fillMaxHeight())
                Column(Modifier.width(200.dp).fillMaxHeight(), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                    StatusLines(state, why)
                    Actions(state, controller, onHome)
                }
            }
            else -> Column(Modifier.fillMaxSize(), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                StatusLines(state, why, Modifier.padding(horizontal = 4.dp))
                BoardArea(state, palette, controller, onTap, Modifier.fillMaxWidth().weight(1f))
                Actions(state, controller, onHome, Modifier.padding(horizontal = 4.dp))
            }
        }
    }
    SummaryDialogs(state, controller)
}

/** The board with the flying seeds on top; a tap anywhere skips the running animation. */
@Composable
private fun BoardArea(state: GameUiState, palette: Palette, controller: GameController, onTap: (HoleCell) -> Unit, modifier: Modifier) {
    val board = state.board ?: return
    val rootSpots = remember { mutableStateMapOf<Spot, Offset>() }
    val origin = remember { mutableStateOf(Offset.Zero) }
    Box(
        modifier
            .onGloballyPositioned { origin.value = it.boundsInRoot().topLeft }
            .clickable(enabled = state.frame != null) { controller.skipAnimation() },
    ) {
        Board(board, state, palette, onTap, { spot, at -> rootSpots[spot] = at }, Modifier.fillMaxSize())
        SowingOverlay(state.flights, rootSpots.mapValues { it.value - origin.value })
    }
}
