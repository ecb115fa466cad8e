package app.pallanguzhi.app

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.compositeOver
import androidx.compose.ui.graphics.luminance
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import app.pallanguzhi.core.GameView
import app.pallanguzhi.core.HoleView
import app.pallanguzhi.core.Place
import app.pallanguzhi.core.Side
import kotlin.math.cos
import kotlin.math.sin
import kotlin.math.sqrt

/** Smallest touch target of a hole (Material and Android accessibility guidance). */
val MinTouch = 48.dp
private val Gap = 2.dp
private val BowlThickness = 52.dp

/**
 * Two rows of holes and a bowl for each side, drawn from the core's [GameView] (during an
 * animation its counts are the frame's). Not clearly wider than tall (a phone in portrait):
 * bowls above and below the rows, so seven holes share the whole width (about 50 dp each at
 * 360 dp). Wider than tall: bowls left and right. Cell sizes are computed from the space
 * given, never from the device. [onSpot] reports each hole's and bowl's centre in root
 * coordinates, for the flying seeds.
 */
@Composable
fun Board(
    game: GameView, palette: Palette, onTap: (HoleView) -> Unit,
    onSpot: (Place, Offset) -> Unit, modifier: Modifier = Modifier,
) {
    val bottom = game.bottom
    val top = if (bottom == Side.SOUTH) Side.NORTH else Side.SOUTH
    val n = game.holesPerSide.toInt()
    BoxWithConstraints(modifier, contentAlignment = Alignment.Center) {
        // Bowls above and below unless the space is clearly wider than tall (phone landscape).
        val portrait = maxHeight >= maxWidth * 0.75f
        @Composable
        fun bowl(side: Side, m: Modifier) = Bowl(game, side, palette, onSpot, m)
        @Composable
        fun row(side: Side, w: Dp, h: Dp) = Row(horizontalArrangement = Arrangement.spacedBy(Gap)) {
            // Bottom row left to right, the far row seen across the board (right to left).
            val own = game.holes.filter { it.owner == side }
            (if (side == bottom) own else own.reversed()).forEach { hole ->
                Hole(hole, game, palette, onTap, onSpot, Modifier.size(w, h))
            }
        }
        if (portrait) {
            val w = (maxWidth - Gap * (n - 1)) / n
            val h = min(w * 1.7f, (maxHeight - BowlThickness * 2 - Gap * 6) / 2).coerceAtLeast(MinTouch)
            val rowWidth = w * n + Gap * (n - 1)
            Column(verticalArrangement = Arrangement.spacedBy(Gap * 2), horizontalAlignment = Alignment.CenterHorizontally) {
                bowl(top, Modifier.size(rowWidth, BowlThickness))
                row(top, w, h)
                row(bottom, w, h)
                bowl(bottom, Modifier.size(rowWidth, BowlThickness))
            }
        } else {
            val bowlW = (maxWidth * 0.1f).coerceIn(BowlThickness, 96.dp)
            val w = (maxWidth - bowlW * 2 - Gap * (n + 1)) / n
            val h = min(w * 1.3f, (maxHeight - Gap * 2) / 2).coerceAtLeast(MinTouch)
            Row(horizontalArrangement = Arrangement.spacedBy(Gap), verticalAlignment = Alignment.CenterVertically) {
                bowl(top, Modifier.size(bowlW, h * 2 + Gap * 2))
                Column(verticalArrangement = Arrangement.spacedBy(Gap * 2)) {
                    row(top, w, h)
                    row(bottom, w, h)
                }
                bowl(bottom, Modifier.size(bowlW, h * 2 + Gap * 2))
            }
        }
    }
}

private fun Modifier.reportCentre(onCentre: (Offset) -> Unit) = onGloballyPositioned { onCentre(it.boundsInRoot().center) }

/**
 * One hole: one accessibility node, a button whose label and hint (why it can't be played)
 * are the core's texts. Every hole takes taps, legal or not, so an illegal one can say why.
 * Legal: thick outline + ▲; hinted: an outline in another colour + ★; last sown: a dot. Never
 * colour alone.
 */
@Composable
private fun Hole(
    hole: HoleView, game: GameView, palette: Palette,
    onTap: (HoleView) -> Unit, onSpot: (Place, Offset) -> Unit, modifier: Modifier,
) {
    val highlight = hole.legal && !game.animating
    val shape = RoundedCornerShape(40)
    val (width, colour) = when {
        hole.hinted -> 4.dp to palette.hint
        highlight -> 3.dp to palette.legal
        else -> 1.dp to palette.rim
    }
    Box(
        modifier
            .reportCentre { onSpot(Place.Hole(hole.index), it) }
            .clickable { onTap(hole) }
            .clearAndSetSemantics {
                role = Role.Button
                contentDescription = hole.accessibilityLabel
                stateDescription = hole.accessibilityHint
                onClick { onTap(hole); true }
            }
            .padding(2.dp)
            .background(palette.pit(MaterialTheme.colorScheme.surface), shape)
            .border(width, colour, shape),
        contentAlignment = Alignment.Center,
    ) {
        if (hole.closed) {
            Canvas(Modifier.fillMaxSize().padding(8.dp)) { // barred: two crossing bars
                drawLine(palette.bar, Offset(0f, 0f), Offset(size.width, size.height), strokeWidth = 4.dp.toPx())
                drawLine(palette.bar, Offset(size.width, 0f), Offset(0f, size.height), strokeWidth = 4.dp.toPx())
            }
        } else Seeds(hole.count.toInt(), hole.index.toInt(), palette.seedOn(MaterialTheme.colorScheme.surface))
        val text = MaterialTheme.typography
        Text(
            hole.letter + (if (highlight) "▲" else "") + (if (hole.hinted) "★" else "") + (if (hole.lastSown) "•" else ""),
            style = text.labelMedium, modifier = Modifier.align(Alignment.TopCenter).padding(top = 3.dp),
        )
        Text(
            if (hole.closed) "—" else hole.count.toString(), style = text.titleMedium, fontWeight = FontWeight.Bold,
            modifier = Modifier.align(Alignment.BottomCenter).padding(bottom = 3.dp),
        )
        if (game.hand?.hole == hole.index) Text("✋", Modifier.align(Alignment.TopEnd))
    }
}

/** Seeds at stable positions: seed k of hole h is always drawn at the same place. */
@Composable
private fun Seeds(count: Int, hole: Int, colour: Color) {
    Canvas(Modifier.fillMaxSize().padding(horizontal = 5.dp, vertical = 20.dp)) {
        val r = (size.minDimension / 9f).coerceAtMost(7.dp.toPx())
        val reach = size.minDimension / 2 - r
        // A sunflower spiral: the first 12 seeds fill the disc, later ones sit between them.
        for (k in 0 until count.coerceAtMost(40)) {
            val angle = (k * 137.5 + hole * 31) * Math.PI / 180
            val dist = reach * sqrt(((k % 12) + 0.5) / 12.0)
            drawCircle(colour, r, Offset(center.x + (dist * cos(angle)).toFloat(), center.y + (dist * sin(angle)).toFloat()))
        }
    }
}

@Composable
private fun Bowl(game: GameView, side: Side, palette: Palette, onSpot: (Place, Offset) -> Unit, modifier: Modifier) {
    val bowl = game.bowls.first { it.side == side }
    Box(
        modifier.reportCentre { onSpot(Place.Bowl(side), it) }
            .clearAndSetSemantics { contentDescription = bowl.accessibilityLabel }
            .background(palette.pit(MaterialTheme.colorScheme.surface), RoundedCornerShape(50))
            .border(2.dp, palette.rim, RoundedCornerShape(50)),
        contentAlignment = Alignment.Center,
    ) {
        Column(horizontalAlignment = Alignment.CenterHorizontally) {
            Text(sideLabel(side), style = MaterialTheme.typography.labelSmall, maxLines = 1)
            Text(bowl.count.toString(), style = MaterialTheme.typography.titleLarge, fontWeight = FontWeight.Bold)
        }
    }
}

enum class Palette(val legal: Color, val rim: Color, val bar: Color, val seed: Color, val hint: Color, private val wood: Color) {
    Wood(Color(0xFF2E7D32), Color(0xFF8D6E63), Color(0xFF8B2500), Color(0xFF6D4C41), Color(0xFFF9A825), Color(0xFFC8A27A)),
    /** Blue/orange/black: distinguishable with the common colour-vision deficiencies. */
    ColourSafe(Color(0xFF0072B2), Color(0xFF777777), Color(0xFFD55E00), Color(0xFF555555), Color(0xFFCC79A7), Color(0xFFBBBBBB)),
    ;

    /** Seeds that stand out on the pit in light and dark themes alike. */
    fun seedOn(surface: Color): Color = if (surface.luminance() < 0.5f) Color(0xFFE8CFA8) else seed

    /** The inside of a hole or bowl: a tint of the wood over the theme's surface (light or dark). */
    fun pit(surface: Color): Color = wood.copy(alpha = 0.28f).compositeOver(surface)
}
