package app.pallanguzhi.app

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.sizeIn
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.pallanguzhi.core.Side
import app.pallanguzhi.shared.BoardViewState
import app.pallanguzhi.shared.GameUiState
import app.pallanguzhi.shared.HoleCell
import app.pallanguzhi.shared.Spot
import app.pallanguzhi.shared.index
import app.pallanguzhi.shared.other
import kotlin.math.cos
import kotlin.math.sin

/**
 * Two rows and a bowl each side, drawn from [BoardViewState] (or the animation frame).
 * [onSpot] reports each hole's and bowl's centre in root coordinates, for the flying seeds.
 */
@Composable
fun Board(board: BoardViewState, state: GameUiState, palette: Palette, wide: Boolean, onTap: (Int) -> Unit, onSpot: (Spot, Offset) -> Unit) {
    val bottom = board.mySide ?: Side.SOUTH
    val frame = state.frame
    Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.fillMaxSize()) {
        Bowl(board, bottom.other, frame?.bowls?.get(bottom.other.index), palette, onSpot)
        Column(Modifier.weight(1f), verticalArrangement = Arrangement.spacedBy(if (wide) 4.dp else 8.dp)) {
            for (side in listOf(bottom.other, bottom)) Row(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                board.row(side).forEach { cell ->
                    Hole(cell, frame?.holes?.get(cell.index) ?: cell.seeds, frame?.handAt == cell.index,
                        highlight = frame == null && cell.legal && !board.computerToMove,
                        hinted = frame == null && state.hint?.hole == cell.index, palette, onTap,
                        Modifier.weight(1f).reportCentre { onSpot(Spot.Hole(cell.index), it) })
                }
            }
        }
        Bowl(board, bottom, frame?.bowls?.get(bottom.index), palette, onSpot)
    }
}

private fun Modifier.reportCentre(onCentre: (Offset) -> Unit) = onGloballyPositioned { onCentre(it.boundsInRoot().center) }

@Composable
private fun Hole(cell: HoleCell, seeds: Int, hand: Boolean, highlight: Boolean, hinted: Boolean, palette: Palette, onTap: (Int) -> Unit, modifier: Modifier) {
    val shape = RoundedCornerShape(50)
    val hintMark = stringResource(R.string.hint_mark)
    // Legal: thick outline + ▲; hinted: thicker outline in another colour + ★. Never colour alone.
    val (width, colour) = when {
        hinted -> 5.dp to palette.hint
        highlight -> 3.dp to palette.legal
        else -> 1.dp to palette.rim
    }
    Box(
        modifier
            .sizeIn(minWidth = 48.dp, minHeight = 48.dp)
            .aspectRatio(0.8f)
            .border(width, colour, shape)
            .clickable(enabled = highlight) { onTap(cell.index) }
            .semantics { contentDescription = if (hinted) "${cell.description}, $hintMark" else cell.description },
        contentAlignment = Alignment.Center,
    ) {
        if (cell.closed) {
            Canvas(Modifier.fillMaxSize()) { // barred: two crossing bars
                drawLine(palette.bar, Offset(0f, 0f), Offset(size.width, size.height), strokeWidth = 6f)
                drawLine(palette.bar, Offset(size.width, 0f), Offset(0f, size.height), strokeWidth = 6f)
            }
        } else Seeds(seeds, cell.index, palette)
        Column(horizontalAlignment = Alignment.CenterHorizontally) {
            Text(cell.letter + (if (highlight) " ▲" else "") + (if (hinted) " ★" else ""))
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
private fun Bowl(board: BoardViewState, side: Side, animated: Int?, palette: Palette, onSpot: (Spot, Offset) -> Unit) {
    val cell = board.bowls.first { it.owner == side }
    Box(
        Modifier.sizeIn(minWidth = 56.dp, minHeight = 96.dp).border(2.dp, palette.rim, RoundedCornerShape(40))
            .reportCentre { onSpot(Spot.Bowl(side), it) }
            .semantics { contentDescription = cell.description },
        contentAlignment = Alignment.Center,
    ) { Text((animated ?: cell.seeds).toString()) }
}

enum class Palette(val legal: Color, val rim: Color, val bar: Color, val seed: Color, val hint: Color) {
    Wood(Color(0xFF2E7D32), Color(0xFF6D4C41), Color(0xFF3E2723), Color(0xFF8D6E63), Color(0xFFF9A825)),
    /** Blue/orange/black: distinguishable with the common colour-vision deficiencies. */
    ColourSafe(Color(0xFF0072B2), Color(0xFF000000), Color(0xFFD55E00), Color(0xFF555555), Color(0xFFCC79A7)),
}
