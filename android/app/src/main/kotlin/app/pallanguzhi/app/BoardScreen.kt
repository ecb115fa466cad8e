package app.pallanguzhi.app

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.sizeIn
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.hapticfeedback.HapticFeedbackType
import androidx.compose.ui.platform.LocalHapticFeedback
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.pallanguzhi.core.Side
import app.pallanguzhi.shared.BoardViewState
import app.pallanguzhi.shared.GameController
import app.pallanguzhi.shared.GameUiState
import app.pallanguzhi.shared.HoleCell
import app.pallanguzhi.shared.Settings
import app.pallanguzhi.shared.StepKind
import app.pallanguzhi.shared.other
import kotlin.math.cos
import kotlin.math.sin

/** Renders [GameUiState] and sends taps; no game logic here. */
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
        Column(Modifier.fillMaxSize(), verticalArrangement = Arrangement.spacedBy(8.dp)) {
            Text(
                text = stringResource(R.string.status, board.round, board.movesSinceCapture) +
                    (board.seatLabel?.let { " · " + stringResource(R.string.to_move, it) } ?: ""),
                modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite },
            )
            state.announcement?.let {
                Text(it, Modifier.semantics { liveRegion = LiveRegionMode.Polite; contentDescription = it })
            }
            // Tap anywhere on the board to skip the animation.
            Box(Modifier.fillMaxWidth().weight(1f).clickable(enabled = state.frame != null) { controller.skipAnimation() }) {
                Board(board, state, palette, wide, onTap = controller::tap)
            }
            Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                if (state.replay == null) {
                    Button(controller::hint, Modifier.sizeIn(minHeight = 48.dp)) { Text(stringResource(R.string.hint)) }
                    Button(controller::undo, Modifier.sizeIn(minHeight = 48.dp), enabled = state.canUndo) { Text(stringResource(R.string.undo)) }
                    if (board.outcome != null) Button(controller::startReplay, Modifier.sizeIn(minHeight = 48.dp)) { Text(stringResource(R.string.replay)) }
                } else {
                    Button({ controller.replayStep(false) }, Modifier.sizeIn(minHeight = 48.dp)) { Text(stringResource(R.string.previous)) }
                    Text(stringResource(R.string.replay_position, state.replay.index, state.replay.total))
                    Button({ controller.replayStep(true) }, Modifier.sizeIn(minHeight = 48.dp)) { Text(stringResource(R.string.next)) }
                    Button(controller::endReplay, Modifier.sizeIn(minHeight = 48.dp)) { Text(stringResource(R.string.done)) }
                }
                Button(onHome, Modifier.sizeIn(minHeight = 48.dp)) { Text(stringResource(R.string.home)) }
            }
            if (state.thinking) Text(stringResource(R.string.thinking))
        }
    }
    SummaryDialogs(state, controller)
}

@Composable
private fun Board(board: BoardViewState, state: GameUiState, palette: Palette, wide: Boolean, onTap: (Int) -> Unit) {
    val bottom = board.mySide ?: Side.SOUTH
    val frame = state.frame
    Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.fillMaxSize()) {
        Bowl(board, bottom.other, frame?.bowls?.get(if (bottom.other == Side.SOUTH) 0 else 1), palette)
        Column(Modifier.weight(1f), verticalArrangement = Arrangement.spacedBy(if (wide) 4.dp else 8.dp)) {
            for (side in listOf(bottom.other, bottom)) Row(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                board.row(side).forEach { cell ->
                    Hole(cell, frame?.holes?.get(cell.index) ?: cell.seeds, frame?.handAt == cell.index,
                        highlight = frame == null && cell.legal && !board.computerToMove, palette, onTap,
                        Modifier.weight(1f))
                }
            }
        }
        Bowl(board, bottom, frame?.bowls?.get(if (bottom == Side.SOUTH) 0 else 1), palette)
    }
}

@Composable
private fun Hole(cell: HoleCell, seeds: Int, hand: Boolean, highlight: Boolean, palette: Palette, onTap: (Int) -> Unit, modifier: Modifier) {
    val shape = RoundedCornerShape(50)
    Box(
        modifier
            .sizeIn(minWidth = 48.dp, minHeight = 48.dp)
            .aspectRatio(0.8f)
            // Legal holes: a thick outline and a ▲ mark, never colour alone.
            .border(if (highlight) 3.dp else 1.dp, if (highlight) palette.legal else palette.rim, shape)
            .clickable(enabled = highlight) { onTap(cell.index) }
            .semantics { contentDescription = cell.description },
        contentAlignment = Alignment.Center,
    ) {
        if (cell.closed) {
            Canvas(Modifier.fillMaxSize()) { // barred: two crossing bars
                drawLine(palette.bar, Offset(0f, 0f), Offset(size.width, size.height), strokeWidth = 6f)
                drawLine(palette.bar, Offset(size.width, 0f), Offset(0f, size.height), strokeWidth = 6f)
            }
        } else Seeds(seeds, cell.index, palette)
        Column(horizontalAlignment = Alignment.CenterHorizontally) {
            Text(cell.letter + if (highlight) " ▲" else "")
            Text(if (cell.closed) "##" else seeds.toString())
            if (hand) Text("✋")
        }
    }
}

/** Seeds at stable positions: seed k of hole h is always drawn at the same place. */
@Composable
private fun Seeds(count: Int, hole: Int, palette: Palette) {
    Canvas(Modifier.fillMaxSize().padding(6.dp)) {
        val r = size.minDimension / 14f
        for (k in 0 until count.coerceAtMost(40)) {
            val angle = (k * 137.5 + hole * 31) * Math.PI / 180
            val dist = (size.minDimension / 2 - r) * kotlin.math.sqrt((k + 0.5) / 40.0)
            drawCircle(palette.seed, r, Offset(center.x + (dist * cos(angle)).toFloat(), center.y + (dist * sin(angle)).toFloat()))
        }
    }
}

@Composable
private fun Bowl(board: BoardViewState, side: Side, animated: Int?, palette: Palette) {
    val cell = board.bowls.first { it.owner == side }
    Box(
        Modifier.sizeIn(minWidth = 56.dp, minHeight = 96.dp).border(2.dp, palette.rim, RoundedCornerShape(40))
            .semantics { contentDescription = cell.description },
        contentAlignment = Alignment.Center,
    ) { Text((animated ?: cell.seeds).toString()) }
}

enum class Palette(val legal: Color, val rim: Color, val bar: Color, val seed: Color) {
    Wood(Color(0xFF2E7D32), Color(0xFF6D4C41), Color(0xFF3E2723), Color(0xFF8D6E63)),
    /** Blue/orange/black: distinguishable with the common colour-vision deficiencies. */
    ColourSafe(Color(0xFF0072B2), Color(0xFF000000), Color(0xFFD55E00), Color(0xFF555555)),
}
