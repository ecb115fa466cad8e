package app.pallanguzhi.app

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
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

/** The move number and round, small, in a corner. */
@Composable
fun MoveAndRound(game: GameView, modifier: Modifier = Modifier) {
    Text(
        tr("move_round", game.movesPlayed.toInt() + 1, game.round.toInt()), modifier,
        style = MaterialTheme.typography.labelSmall, color = MaterialTheme.colorScheme.onSurfaceVariant,
    )
}

/**
 * The buttons the core enables: hint and undo (and rematch at the end) at hand; redo, draw,
 * resign and home in the ⋮ menu, so that the row stays one line under the board.
 */
@Composable
fun Actions(game: GameView, send: (Event) -> Unit, modifier: Modifier = Modifier) {
    val min = Modifier.sizeIn(minHeight = 48.dp, minWidth = 48.dp)
    val b = game.buttons
    var open by remember { mutableStateOf(false) }
    Row(modifier, horizontalArrangement = Arrangement.spacedBy(8.dp), verticalAlignment = Alignment.CenterVertically) {
        if (b.rematch) Button({ send(Event.Rematch) }, min) { Text(tr("rematch")) }
        else Button({ send(Event.Hint) }, min, enabled = b.hint) { Text(tr("hint")) }
        OutlinedButton({ send(Event.Undo) }, min, enabled = b.undo) { Text(tr("undo")) }
        Box {
            OutlinedButton({ open = true }, min) { Text("⋮ " + tr("more_actions")) }
            DropdownMenu(open, { open = false }) {
                @Composable
                fun item(key: String, enabled: Boolean = true, event: Event) =
                    DropdownMenuItem({ Text(tr(key)) }, { open = false; send(event) }, min, enabled = enabled)
                item("redo", b.redo, Event.Redo)
                if (b.review) item("review_game", event = Event.RequestReview)
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
    fun bowl(side: Side) = game.bowls.first { it.side == side }.count.toInt()
    Column(modifier.verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(12.dp)) {
        MoveAndRound(game)
        Text(tr("bowls_line", bowl(Side.SOUTH), bowl(Side.NORTH)), style = MaterialTheme.typography.titleLarge)
        StatusLines(game, why)
        actions(Modifier)
        Text(tr("history"), style = MaterialTheme.typography.titleMedium)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            game.history.forEachIndexed { i, move -> Text("${i + 1}.$move") }
        }
    }
}
