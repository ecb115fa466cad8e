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
import app.pallanguzhi.core.Event
import app.pallanguzhi.core.GameView
import app.pallanguzhi.core.Side
import app.pallanguzhi.core.Thinking

/** The core's status line, its hint, why a tap did nothing, its last turn in words, thinking. */
@Composable
fun StatusLines(game: GameView, why: String?, modifier: Modifier = Modifier) {
    val polite = Modifier.semantics { liveRegion = LiveRegionMode.Polite }
    Column(modifier, verticalArrangement = Arrangement.spacedBy(2.dp)) {
        Text(game.status, polite, style = MaterialTheme.typography.titleSmall)
        val body = MaterialTheme.typography.bodyMedium
        game.hint?.let { Text("★ " + it.text, polite, style = body, fontWeight = FontWeight.Bold) }
        why?.let { Text(it, Modifier.semantics { liveRegion = LiveRegionMode.Assertive }, style = body, color = MaterialTheme.colorScheme.error) }
        game.banner?.let { Text(it, polite, style = body) }
        if (game.thinking == Thinking.COMPUTER) Text(tr("thinking"), polite, style = body)
    }
}

/** The buttons the core enables (hint, undo, redo, resign, draw, rematch) and home. Wraps on narrow screens. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun Actions(game: GameView, send: (Event) -> Unit, modifier: Modifier = Modifier) {
    val min = Modifier.sizeIn(minHeight = 48.dp)
    val b = game.buttons
    FlowRow(modifier, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        Button({ send(Event.Hint) }, min, enabled = b.hint) { Text(tr("hint")) }
        OutlinedButton({ send(Event.Undo) }, min, enabled = b.undo) { Text(tr("undo")) }
        OutlinedButton({ send(Event.Redo) }, min, enabled = b.redo) { Text(tr("redo")) }
        if (b.rematch) Button({ send(Event.Rematch) }, min) { Text(tr("rematch")) }
        if (b.rematch) OutlinedButton({ send(Event.RequestReview) }, min) { Text(tr("review_game")) }
        if (b.offerDraw) OutlinedButton({ send(Event.OfferDraw) }, min) { Text(tr("offer_draw")) }
        if (b.resign) OutlinedButton({ send(Event.Resign) }, min) { Text(tr("resign")) }
        OutlinedButton({ send(Event.BackHome) }, min) { Text(tr("home")) }
    }
}

/** Tablet side panel: score, status, history and actions beside the board. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun SidePanel(game: GameView, why: String?, actions: @Composable (Modifier) -> Unit, modifier: Modifier) {
    fun bowl(side: Side) = game.bowls.first { it.side == side }.count.toInt()
    Column(modifier.verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(12.dp)) {
        Text(tr("bowls_line", bowl(Side.SOUTH), bowl(Side.NORTH)), style = MaterialTheme.typography.titleLarge)
        StatusLines(game, why)
        actions(Modifier)
        Text(tr("history"), style = MaterialTheme.typography.titleMedium)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            game.history.forEachIndexed { i, move -> Text("${i + 1}.$move") }
        }
    }
}
