package app.pallanguzhi.app

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.sizeIn
import androidx.compose.foundation.text.KeyboardActions
import androidx.compose.foundation.text.KeyboardOptions
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.input.ImeAction
import androidx.compose.ui.text.input.KeyboardType
import androidx.compose.ui.unit.dp
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.DialogKind
import app.pallanguzhi.core.app.GameView
import app.pallanguzhi.core.app.OnlineAction
import app.pallanguzhi.core.app.OnlineView
import app.pallanguzhi.core.app.WatchView

/**
 * An online game watched read only (the core's [WatchView]): the title and both players, each
 * with their move clock, how many watch, the connection line, then the online board itself
 * ([BoardScreen]: its moves animate as they come; a tap only shows the core's refusal line),
 * and the result at the end. The one action is to stop watching (`BackHome`), plus try again
 * once the core has given up reconnecting.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun WatchScreen(watch: WatchView, colourSafe: Boolean, send: (Event) -> Unit) {
    val board = watch.board
    Column(Modifier.fillMaxSize()) {
        FlowRow(
            Modifier.fillMaxWidth().padding(horizontal = 6.dp, vertical = 2.dp),
            horizontalArrangement = Arrangement.spacedBy(16.dp), itemVerticalAlignment = Alignment.CenterVertically,
        ) {
            Text(watch.title, Modifier.semantics { heading() }, style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Bold)
            watch.seats.forEach { seat ->
                Seat(seat, me = false, toMove = board?.toMove == seat.side)
                watch.clocks.firstOrNull { it.side == seat.side }?.let { Clock(it) }
            }
            watch.watchersText?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
            WatchLines(watch)
            ModerationButton(watch.moderation, send)
        }
        Box(Modifier.weight(1f)) {
            if (board == null) {
                Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(12.dp)) {
                    WatchActions(watch, send, Modifier)
                }
            } else {
                BoardScreen(
                    board, colourSafe, send,
                    actions = { WatchActions(watch, send, it) },
                    dialog = { GameDialog(board, send) },
                )
            }
        }
    }
}

/** The connection line while not simply following the game, the error, and the result. */
@Composable
private fun WatchLines(watch: WatchView) {
    val polite = Modifier.semantics { liveRegion = LiveRegionMode.Polite }
    if (!watch.live) {
        Text(watch.status, polite, style = MaterialTheme.typography.bodyMedium)
    }
    watch.error?.let { Text(it, polite, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.error) }
    // Once the result card is closed, the core gives its words here (never both at once).
    watch.result?.let { Text(it, polite, style = MaterialTheme.typography.titleSmall, fontWeight = FontWeight.Bold) }
    watch.resultLines.forEach { Text(it, style = MaterialTheme.typography.bodyMedium) }
}

@Composable
private fun WatchActions(watch: WatchView, send: (Event) -> Unit, modifier: Modifier) {
    ActionRow(watch.actions, send, modifier, Modifier.sizeIn(minHeight = 48.dp))
}

/** The lobby's entry: a watch link (or game number) pasted; the core checks it and says why not. */
@Composable
fun WatchByLink(online: OnlineView, enabled: Boolean, send: (Event) -> Unit) {
    var link by rememberSaveable { mutableStateOf("") }
    val watch = { if (link.isNotBlank() && enabled) send(Event.OnlineAction(OnlineAction.Watch(link.trim()))) }
    OutlinedTextField(
        link, { link = it }, Modifier.fillMaxWidth(), enabled = enabled, singleLine = true,
        label = { Text(online.watchPrompt) },
        keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.Uri, imeAction = ImeAction.Go),
        keyboardActions = KeyboardActions(onGo = { watch() }),
    )
    OutlinedButton(watch, WideButton, enabled = enabled && link.isNotBlank()) { Text(online.watchOpen) }
}
