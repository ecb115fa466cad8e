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
import androidx.compose.runtime.mutableStateMapOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.hapticfeedback.HapticFeedbackType
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.platform.LocalHapticFeedback
import androidx.compose.ui.unit.dp
import app.pallanguzhi.shared.GameController
import app.pallanguzhi.shared.GameUiState
import app.pallanguzhi.shared.Settings
import app.pallanguzhi.shared.Spot
import app.pallanguzhi.shared.StepKind

/**
 * Renders [GameUiState] and sends taps; no game logic here. Tablets (both sides >= 600 dp) get
 * the board plus a side panel; phones keep status above and actions below, in either orientation.
 */
@Composable
fun BoardScreen(state: GameUiState, settings: Settings, controller: GameController, onHome: () -> Unit) {
    val board = state.board ?: return
    val haptics = LocalHapticFeedback.current
    LaunchedEffect(state.step) {
        val s = state.step
        if (settings.haptics && s is StepKind.ToBowl && !s.pasu) haptics.performHapticFeedback(HapticFeedbackType.LongPress)
    }
    val palette = if (settings.colourSafe) Palette.ColourSafe else Palette.Wood
    BoxWithConstraints(Modifier.fillMaxSize().padding(8.dp)) {
        val wide = maxWidth > maxHeight
        val tablet = minOf(maxWidth, maxHeight) >= 600.dp
        if (tablet) {
            Row(Modifier.fillMaxSize(), horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                BoardArea(state, palette, wide, controller, Modifier.weight(1f).fillMaxHeight())
                SidePanel(state, controller, onHome, Modifier.width(320.dp).fillMaxHeight())
            }
        } else {
            Column(Modifier.fillMaxSize(), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                StatusLines(state)
                BoardArea(state, palette, wide, controller, Modifier.fillMaxWidth().weight(1f))
                Actions(state, controller, onHome)
            }
        }
    }
    SummaryDialogs(state, controller)
}

/** The board with the flying seeds on top; a tap anywhere skips the running animation. */
@Composable
private fun BoardArea(state: GameUiState, palette: Palette, wide: Boolean, controller: GameController, modifier: Modifier) {
    val board = state.board ?: return
    val rootSpots = remember { mutableStateMapOf<Spot, Offset>() }
    val origin = remember { mutableStateOf(Offset.Zero) }
    Box(
        modifier
            .onGloballyPositioned { origin.value = it.boundsInRoot().topLeft }
            .clickable(enabled = state.frame != null) { controller.skipAnimation() },
    ) {
        Board(board, state, palette, wide, onTap = controller::tap) { spot, at -> rootSpots[spot] = at }
        SowingOverlay(state.flights, rootSpots.mapValues { it.value - origin.value })
    }
}
