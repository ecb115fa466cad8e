package app.pallanguzhi.app

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.luminance
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.hideFromAccessibility
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.Constraints
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import app.pallanguzhi.core.app.GameView
import app.pallanguzhi.core.app.HoleView
import app.pallanguzhi.core.app.Place
import app.pallanguzhi.core.rules.Side

/** Smallest touch target of a hole (Material and Android accessibility guidance). */
val MinTouch = 48.dp

/** The hole size aimed for on a 360 x 800 dp phone in portrait (BoardGeometry gets about 66). */
val GoodTouch = 64.dp

/**
 * The wooden board, drawn from the core's [GameView] (during an animation its counts are the
 * frame's): two rows of cupped holes with seeds piled in them and a bowl at each end with its
 * owner's names, laid out by [BoardGeometry] in the space given (vertical in a tall box). [onSpot]
 * reports each hole's and bowl's centre in root coordinates, for the flying seeds.
 */
@Composable
fun Board(
    game: GameView, palette: Palette, onTap: (HoleView) -> Unit,
    onSpot: (Place, Offset) -> Unit, modifier: Modifier = Modifier,
) {
    val bottom = game.bottom
    val top = if (bottom == Side.SOUTH) Side.NORTH else Side.SOUTH
    val n = game.holesPerSide.toInt()
    val tones = woodTones()
    BoxWithConstraints(modifier, contentAlignment = Alignment.Center) {
        val g = BoardGeometry.of(maxWidth.value, maxHeight.value, n)
        Box(Modifier.size(g.width.dp, g.height.dp).testTag("board")) {
            Canvas(Modifier.fillMaxSize()) {
                val p = BoardGeometry.PAD.dp.toPx() * 0.4f
                drawWoodBody(Rect(p, p, size.width - p, size.height - p), tones, alongX = !g.vertical)
            }
            val own = { side: Side -> game.holes.filter { it.owner == side } }
            own(bottom).zip(g.near).forEach { (hole, cell) -> Hole(hole, game, palette, tones, onTap, onSpot, cell) }
            own(top).zip(g.far).forEach { (hole, cell) -> Hole(hole, game, palette, tones, onTap, onSpot, cell) }
            Bowl(game, bottom, palette, tones, onSpot, g.nearBowl, g.vertical)
            Bowl(game, top, palette, tones, onSpot, g.farBowl, g.vertical)
        }
    }
}

private fun Modifier.reportCentre(onCentre: (Offset) -> Unit) = onGloballyPositioned { onCentre(it.boundsInRoot().center) }

private fun Modifier.at(cell: Cell) = offset(cell.x.dp, cell.y.dp).size(cell.w.dp, cell.h.dp)

/** The cup inside a cell: an ellipse no wider than 1.4 times its height, centred. */
private fun cupIn(size: Size, inset: Float): Rect {
    val h = size.height - 2 * inset
    val w = minOf(size.width - 2 * inset, h * 1.4f)
    val hh = minOf(h, w * 1.4f)
    return Rect(Offset((size.width - w) / 2, (size.height - hh) / 2), Size(w, hh))
}

/**
 * One hole: one accessibility node, a button whose label and hint (why it can't be played)
 * are the core's texts. Every hole takes taps, legal or not, so an illegal one can say why.
 * Legal: a lit ring + ▲; hinted: a ring in another colour + ★; on the last move's path: a
 * dashed ring + •; closed: a wooden lid with a bar across. Never colour alone.
 */
@Composable
private fun Hole(
    hole: HoleView, game: GameView, palette: Palette, tones: WoodTones,
    onTap: (HoleView) -> Unit, onSpot: (Place, Offset) -> Unit, cell: Cell,
) {
    val highlight = hole.legal && !game.animating
    // The relay's hand, while it holds this hole's seeds (drawn over the cup, its count measured here).
    val inHand = game.hand?.takeIf { it.hole == hole.index && !hole.closed }
    val measurer = rememberTextMeasurer()
    Box(
        Modifier.at(cell)
            .reportCentre { onSpot(Place.Hole(hole.index), it) }
            .clickable { onTap(hole) }
            .clearAndSetSemantics {
                role = Role.Button
                contentDescription = hole.accessibilityLabel
                stateDescription = hole.accessibilityHint
                onClick { onTap(hole); true }
            },
    ) {
        Canvas(Modifier.fillMaxSize()) {
            val cup = cupIn(size, size.minDimension * 0.1f)
            if (hole.closed) {
                drawLid(cup, tones, palette.bar)
            } else {
                drawCup(cup, tones)
                drawPile(cup.deflate(cup.minDimension * 0.08f), hole.count.toInt(), tones, hole.index.toInt())
            }
            val ring = cup.inflate(size.minDimension * 0.045f)
            val corner = androidx.compose.ui.geometry.CornerRadius(ring.minDimension / 2)
            when {
                hole.hinted -> drawRoundRect(palette.hint, ring.topLeft, ring.size, corner, style = Stroke(5.dp.toPx()))
                highlight -> drawRoundRect(palette.legal, ring.topLeft, ring.size, corner, style = Stroke(3.5.dp.toPx()))
                hole.lastSown -> drawPathMark(ring, palette.path)
            }
            inHand?.let {
                val style = TextStyle(color = HandLine, fontSize = (cup.minDimension * 0.17f * 1.3f).toSp(), fontWeight = FontWeight.Bold)
                drawHand(cup, it.seeds.toInt(), tones, measurer.measure(it.seeds.toString(), style))
            }
        }
        val small = (cell.short * 0.2f).coerceIn(11f, 22f).sp
        Text(
            hole.letter + (if (highlight) "▲" else "") + (if (hole.hinted) "★" else "") + (if (hole.lastSown) "•" else ""),
            color = Color.White.copy(alpha = 0.92f), fontSize = small, fontWeight = FontWeight.Medium,
            modifier = Modifier.align(Alignment.TopStart).padding(start = 4.dp, top = 1.dp),
        )
        Text(
            if (hole.closed) "—" else hole.count.toString(),
            color = Color.White, fontSize = (cell.short * 0.26f).coerceIn(14f, 30f).sp, fontWeight = FontWeight.Bold,
            modifier = Modifier.align(Alignment.BottomEnd).padding(end = 3.dp, bottom = 2.dp)
                .background(Color.Black.copy(alpha = 0.55f), RoundedCornerShape(50)).padding(horizontal = 6.dp),
        )
    }
}

/**
 * A bowl at its owner's end of the board: a long cup with the captured seeds, the core's name
 * for it (`BowlView.name`: the seat to play of two on its side's turn), the computer's level as
 * a small badge (`badge`) and the count. The side to move is lit (a bright rim
 * and ▶), and in pass-and-play the seat whose turn it is is named. One accessibility node,
 * the core's label; the texts drawn on it are hidden from TalkBack (it would read them twice)
 * but tagged (`bowl-names-SOUTH`, `bowl-count-SOUTH`) for the layout tests.
 */
@Composable
private fun Bowl(
    game: GameView, side: Side, palette: Palette, tones: WoodTones, onSpot: (Place, Offset) -> Unit, cell: Cell, vertical: Boolean,
) {
    val bowl = game.bowls.first { it.side == side }
    val toMove = game.toMove == side && game.outcome == null
    // The label on the bowl's left half (vertical: a wide bowl) or its upper part (horizontal: a tall one).
    val outerEnd = if (vertical) Alignment.CenterStart else Alignment.TopCenter
    Box(
        Modifier.at(cell).reportCentre { onSpot(Place.Bowl(side), it) }
            .semantics { contentDescription = bowl.accessibilityLabel }.testTag("bowl-${side.name}"),
        contentAlignment = outerEnd,
    ) {
        Canvas(Modifier.fillMaxSize()) {
            val inset = size.minDimension * 0.08f
            val cup = Rect(inset, inset, size.width - inset, size.height - inset)
            if (toMove) {
                val glow = cup.inflate(inset * 0.7f)
                drawRoundRect(palette.lit.copy(alpha = 0.35f), glow.topLeft, glow.size, androidx.compose.ui.geometry.CornerRadius(glow.minDimension / 2))
            }
            drawCup(cup, tones)
            // The seeds lie in the inner part of the bowl; the label sits at its outer end.
            val pile = cup.deflate(cup.minDimension * 0.12f).let {
                if (vertical) Rect(it.left + it.width * NamesShare, it.top, it.right, it.bottom)
                else Rect(it.left, it.top + it.height * 0.42f, it.right, it.bottom)
            }
            drawPile(pile, bowl.count.toInt(), tones, 99 + side.ordinal, maxSeeds = 60)
            if (toMove) {
                drawRoundRect(
                    palette.lit, cup.topLeft, cup.size, androidx.compose.ui.geometry.CornerRadius(cup.minDimension / 2), style = Stroke(4.dp.toPx()),
                )
            }
        }
        BowlLabel((if (toMove) "▶ " else "") + bowl.name.ifBlank { sideLabel(side) }, bowl.badge, bowl.count.toString(), toMove, side, cell, vertical)
    }
}

/**
 * The names and the count on a bowl, on a dark pill. The names (▶ inline) on one line: a
 * Tamil word broken inside itself ("நீங்க/ள்") reads as two words, so a word never wraps; it
 * shrinks a step at a time, down to 11 sp, to fit; names still too wide take two lines broken
 * between words, and only then is the text cut with "…" at its end.
 * The computer's level ([badge], the core's word) is a small cream pill under the names, never
 * part of them. Vertical board (a phone upright: the bowl is wide and short, about 76 dp): the
 * count beside the names. Horizontal (a tall bowl): the names above the count.
 */
@Composable
private fun BowlLabel(names: String, badge: String?, count: String, toMove: Boolean, side: Side, cell: Cell, vertical: Boolean) {
    val inset = (cell.short * 0.1f).dp
    val hidden = { tag: String -> Modifier.testTag(tag).semantics { hideFromAccessibility() } }
    val pill = Modifier.padding(start = if (vertical) (cell.w * 0.06f).dp else 4.dp, end = if (vertical) 0.dp else 4.dp, top = inset, bottom = inset)
        // Upright, the chip starts at the bowl's outer end and may reach over the pile: a name
        // that needs the room (Tamil on a review's small board) keeps it rather than being cut.
        .then(if (vertical) Modifier.widthIn(max = (cell.w * NamesReach).dp) else Modifier)
        .background(Color.Black.copy(alpha = 0.5f), RoundedCornerShape(12.dp))
        .padding(horizontal = if (vertical) 8.dp else 3.dp, vertical = 1.dp)
    val nameSize = (if (vertical) cell.short * 0.15f else cell.short / 7.5f).coerceIn(BowlNameMin, 20f).sp
    val countSize = (cell.short * 0.26f).coerceIn(16f, 34f).sp
    @Composable
    fun name(modifier: Modifier) = BoxWithConstraints(modifier) {
        val style = TextStyle(color = Color.White, fontWeight = if (toMove) FontWeight.Bold else FontWeight.Normal, fontSize = nameSize, textAlign = TextAlign.Center)
        val measurer = rememberTextMeasurer()
        // The largest size from nameSize down to 11 sp at which the whole name fits the width
        // (measured, one line). Too wide even at 11 sp, names of several words (a side's two
        // seats, "Chitra மற்றும் Devi") take two lines, broken between words only (each word
        // fits a line), at the largest size they fit; only then is a name cut with "…".
        // (TextAutoSize keeps its largest step and cuts some names a smaller one would fit.)
        val width = constraints.maxWidth
        fun oneLine(size: Float) = measurer.measure(names, style.copy(fontSize = size.sp), maxLines = 1, softWrap = false).size.width <= width
        fun twoLines(size: Float): Boolean {
            val at = style.copy(fontSize = size.sp)
            val words = names.split(' ')
            return words.size > 1 && words.all { measurer.measure(it, at, maxLines = 1, softWrap = false).size.width <= width } &&
                !measurer.measure(names, at, maxLines = 2, constraints = Constraints(maxWidth = width)).hasVisualOverflow
        }
        val lines = if (constraints.hasBoundedWidth && !oneLine(BowlNameMin) && twoLines(BowlNameMin)) 2 else 1
        val fitted = when {
            !constraints.hasBoundedWidth -> nameSize.value
            lines == 2 -> fittedSize(nameSize.value, BowlNameMin, ::twoLines)
            else -> fittedSize(nameSize.value, BowlNameMin, ::oneLine)
        }
        BasicText(
            names, Modifier.then(hidden("bowl-names-${side.name}")), style = style.copy(fontSize = fitted.sp),
            maxLines = lines, softWrap = lines == 2, overflow = TextOverflow.Ellipsis,
        )
    }
    @Composable
    fun count() = Text(count, hidden("bowl-count-${side.name}"), color = Color.White, fontWeight = FontWeight.Bold, fontSize = countSize, maxLines = 1)
    @Composable
    fun badge() = badge?.let {
        Text(
            it, hidden("bowl-badge-${side.name}").padding(top = 1.dp).background(BadgeCream, RoundedCornerShape(50)).padding(horizontal = 6.dp),
            color = BadgeInk, fontSize = BowlBadgeSize.sp, lineHeight = (BowlBadgeSize + 2).sp, fontWeight = FontWeight.SemiBold,
            maxLines = 1, softWrap = false, overflow = TextOverflow.Ellipsis,
        )
    }
    if (vertical) {
        Row(pill, verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            Column(Modifier.weight(1f, fill = false), horizontalAlignment = Alignment.CenterHorizontally) {
                name(Modifier)
                badge()
            }
            count()
        }
    } else {
        Column(pill, horizontalAlignment = Alignment.CenterHorizontally) {
            name(Modifier)
            badge()
            count()
        }
    }
}

/**
 * A wide bowl's share for the names' pill, from its outer end; the seeds pile in the rest. Names
 * need the room more than the pile does (a short Tamil word is as wide as 30 seeds' heap).
 */
private const val NamesShare = 0.6f

/** How far along a wide bowl its names' chip may reach (the pile beside it, under a long name). */
private const val NamesReach = 0.84f

/** The smallest the names on a bowl shrink to before "…" (sp): still readable at arm's length. */
const val BowlNameMin = 11f

/** The computer's level badge under a bowl's names (sp), and its colours: cream, dark ink. */
const val BowlBadgeSize = 10f
private val BadgeCream = Color(0xFFF3E2C0)
private val BadgeInk = Color(0xFF2B1D10)

/** The largest of [largest], one less, ... down to [floor] (sp) at which [fits]; else [floor]. */
fun fittedSize(largest: Float, floor: Float, fits: (Float) -> Boolean): Float =
    generateSequence(largest) { it - 1f }.takeWhile { it > floor }.firstOrNull(fits) ?: floor

enum class Palette(
    val legal: Color, val rim: Color, val bar: Color, val seed: Color, val hint: Color, private val wood: Color,
    /** The last move's path and the side to move. */
    val path: Color = Color(0xFFFFE082), val lit: Color = Color(0xFFFFC107),
) {
    Wood(Color(0xFF7CFC8A), Color(0xFF8D6E63), Color(0xFF3B1A08), Color(0xFF6D4C41), Color(0xFFFFD54F), Color(0xFFC8A27A)),
    /** Blue/orange/black: distinguishable with the common colour-vision deficiencies. */
    ColourSafe(
        Color(0xFF56B4E9), Color(0xFF777777), Color(0xFF000000), Color(0xFF555555), Color(0xFFE69F00), Color(0xFFBBBBBB),
        path = Color(0xFFFFFFFF), lit = Color(0xFF56B4E9),
    ),
    ;

    /** Seeds that stand out on the pit in light and dark themes alike. */
    fun seedOn(surface: Color): Color = if (surface.luminance() < 0.5f) Color(0xFFE8CFA8) else seed
}
