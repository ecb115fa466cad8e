package app.pallanguzhi.app

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.sizeIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Constraints
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.isSpecified
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.GameView
import app.pallanguzhi.core.app.Thinking

/**
 * The core's status line, the seat whose turn it is (two seats a side), its hint, why a tap did
 * nothing, its last turn in words, thinking; every text at [scale] times its usual size.
 */
@Composable
fun StatusLines(game: GameView, why: String?, modifier: Modifier = Modifier, scale: Float = 1f) {
    val polite = Modifier.semantics { liveRegion = LiveRegionMode.Polite }
    Column(modifier, verticalArrangement = Arrangement.spacedBy(2.dp)) {
        statusTexts(game, why, MaterialTheme.typography.titleSmall.scaled(scale), MaterialTheme.typography.bodyMedium.scaled(scale)).forEach { line ->
            Text(
                line.text, if (line.assertive) Modifier.semantics { liveRegion = LiveRegionMode.Assertive } else polite,
                style = line.style, color = if (line.error) MaterialTheme.colorScheme.error else Color.Unspecified,
            )
        }
    }
}

/** One line of the status area and how it is drawn and announced. */
class StatusText(val text: String, val style: TextStyle, val error: Boolean = false, val assertive: Boolean = false)

@Composable
private fun statusTexts(game: GameView, why: String?, title: TextStyle, body: TextStyle): List<StatusText> = buildList {
    add(StatusText(game.status, title))
    game.seatLine?.let { add(StatusText("▶ $it", body.copy(fontWeight = FontWeight.Medium))) }
    game.hint?.let { add(StatusText("★ " + it.text, body.copy(fontWeight = FontWeight.Bold))) }
    why?.let { add(StatusText(it, body, error = true, assertive = true)) }
    game.banner?.let { add(StatusText(it, body)) }
    if (game.thinking == Thinking.COMPUTER) add(StatusText(tr("thinking"), body))
}

private fun TextStyle.scaled(by: Float) = if (by == 1f) this else copy(
    fontSize = if (fontSize.isSpecified) fontSize * by else fontSize,
    lineHeight = if (lineHeight.isSpecified) lineHeight * by else lineHeight,
)

/** The type scales [FittedStatus] tries, largest first: the smallest is still about 10 sp. */
val STATUS_SCALES = listOf(1f, 0.9f, 0.8f, 0.72f)

/**
 * The status area of a phone: the move number and round small in its top corner, then
 * [StatusLines] wrapped in the width at the largest of [STATUS_SCALES] at which all of them fit
 * in [maxHeight], so a long banner (Tamil words are long) shows whole in smaller type instead of
 * being cut off or pushing the board. Only text that fits at no scale scrolls, inside the area.
 */
@Composable
fun FittedStatus(game: GameView, why: String?, maxHeight: Dp, modifier: Modifier = Modifier) {
    val measurer = rememberTextMeasurer()
    val density = LocalDensity.current
    val typography = MaterialTheme.typography
    val corner = game.moveLine
    BoxWithConstraints(modifier.heightIn(max = maxHeight)) {
        val width = constraints.maxWidth
        val limit = with(density) { maxHeight.toPx() }
        val cornerHeight = measurer.measure(corner, typography.labelSmall, constraints = Constraints(maxWidth = width)).size.height
        val gap = with(density) { 2.dp.toPx() }
        val lines = statusTexts(game, why, typography.titleSmall, typography.bodyMedium)
        val scale = STATUS_SCALES.firstOrNull { s ->
            val h = lines.sumOf { measurer.measure(it.text, it.style.scaled(s), constraints = Constraints(maxWidth = width)).size.height } +
                gap * lines.size + cornerHeight
            h <= limit
        } ?: STATUS_SCALES.last()
        Column(Modifier.fillMaxWidth().verticalScroll(rememberScrollState())) {
            MoveAndRound(game, Modifier.align(Alignment.End))
            StatusLines(game, why, scale = scale)
        }
    }
}
/** The move number and round, small, in a corner. */
@Composable
fun MoveAndRound(game: GameView, modifier: Modifier = Modifier) {
    Text(
        game.moveLine, modifier,
        style = MaterialTheme.typography.labelSmall, color = MaterialTheme.colorScheme.onSurfaceVariant,
    )
}

/**
 * The core's actions at hand (hint, or rematch at the end) and undo; redo, draw,
 * resign and home in the ⋮ menu, so that the row stays one line under the board. The menu's
 * button is the ⋮ alone (48 dp square, TalkBack says "More"), measured first; hint and undo
 * share the rest, one line each on a phone with tight padding (Tamil's "திரும்பப் பெறு" is long): a wrapped
 * label would make the row taller and the board's holes smaller.
 */
@Composable
fun Actions(game: GameView, send: (Event) -> Unit, modifier: Modifier = Modifier) {
    val min = Modifier.sizeIn(minHeight = 48.dp, minWidth = 48.dp)
    val b = game.buttons
    var open by remember { mutableStateOf(false) }
    val pad = PaddingValues(horizontal = 12.dp, vertical = 8.dp)
    @Composable
    // One line on a phone (BoardLookTest checks it in en/fr/ta); two in a tablet's 320 dp side
    // panel rather than "திரும்பப் ..." cut short.
    fun label(words: String) = Text(words, maxLines = 2, textAlign = TextAlign.Center)
    Row(modifier, horizontalArrangement = Arrangement.spacedBy(8.dp), verticalAlignment = Alignment.CenterVertically) {
        val share = Modifier.weight(1f, fill = false).then(min)
        // The core's actions at hand (Hint, greyed while it cannot be asked; Rematch at the end):
        // its words, its event, filled when it is the main one.
        game.actions.forEach { ActionButton(it, send, share, pad) { words -> label(words) } }
        OutlinedButton({ send(Event.Undo) }, share, enabled = b.undo, contentPadding = pad) { label(tr("undo")) }
        Box {
            val more = tr("more_actions")
            OutlinedButton(
                { open = true }, Modifier.size(48.dp).semantics { contentDescription = more },
                contentPadding = PaddingValues(0.dp),
            ) { Text("⋮", style = MaterialTheme.typography.titleLarge, modifier = Modifier.clearAndSetSemantics { }) }
            DropdownMenu(open, { open = false }) {
                @Composable
                fun item(key: String, enabled: Boolean = true, event: Event) =
                    DropdownMenuItem({ Text(tr(key)) }, { open = false; send(event) }, min, enabled = enabled)
                item("redo", b.redo, Event.Redo)
                if (b.review) item("review", event = Event.RequestReview)
                if (b.offerDraw) item("offer_draw", event = Event.OfferDraw)
                if (b.resign) item("resign", event = Event.Resign)
                item("home", event = Event.BackHome)
            }
        }
    }
}

/** Tablet side panel: score, status, history and actions beside the board. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun SidePanel(game: GameView, why: String?, actions: @Composable (Modifier) -> Unit, modifier: Modifier) {
    // A cream panel on the table, as tall as what it holds (up to [modifier]'s height, then it scrolls).
    Box(modifier) { WoodPanel(Modifier.fillMaxWidth()) { Column(
        Modifier.verticalScroll(rememberScrollState()).padding(16.dp), verticalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        MoveAndRound(game)
        Text(game.scoreLine, style = MaterialTheme.typography.titleLarge)
        StatusLines(game, why)
        actions(Modifier)
        Text(tr("moves"), style = MaterialTheme.typography.titleMedium)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            game.history.forEachIndexed { i, move -> Text("${i + 1}.$move") }
        }
    } } }
}
