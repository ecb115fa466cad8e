package app.pallanguzhi.app

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.sizeIn
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.ConnState
import app.pallanguzhi.core.app.DialogKind
import app.pallanguzhi.core.app.GameView
import app.pallanguzhi.core.app.OnlineAction
import app.pallanguzhi.core.app.OnlineClock
import app.pallanguzhi.core.app.OnlineSeat
import app.pallanguzhi.core.app.OnlineView

/**
 * The online board: both players with who is connected, the connection line while it is not
 * simply "connected", then the same board as offline (my side at the bottom, the core says)
 * with online actions: offer a draw, resign, claim when the opponent is away, try again,
 * and the result with the rating change.
 */
@Composable
fun OnlineGameScreen(game: GameView, online: OnlineView, colourSafe: Boolean, send: (Event) -> Unit, onLeaderboard: () -> Unit) {
    Column(Modifier.fillMaxSize()) {
        Players(online, game, Modifier.fillMaxWidth().padding(horizontal = 6.dp, vertical = 2.dp))
        Box(Modifier.weight(1f)) {
            BoardScreen(
                game, colourSafe, send,
                actions = { OnlineActions(game, online, send, onLeaderboard, it) },
                dialog = { OnlineDialog(game, online, send, onLeaderboard) },
            )
        }
    }
}

/**
 * Me, then the opponent, each a dot (filled: connected; hollow: away) and the name; then the
 * connection line unless simply connected, and my own draw offer waiting for an answer (the
 * core's `myDrawOffer` sentence, shown while playing too). One wrapping row, so a phone in landscape keeps its height for the board.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Players(online: OnlineView, game: GameView, modifier: Modifier) {
    val seats = online.seats.sortedBy { it.side != online.mySide }
    FlowRow(modifier, horizontalArrangement = Arrangement.spacedBy(16.dp), itemVerticalAlignment = Alignment.CenterVertically) {
        seats.forEach { seat ->
            Seat(seat, me = seat.side == online.mySide, toMove = game.toMove == seat.side)
            online.clocks.firstOrNull { it.side == seat.side }?.let { Clock(it) }
        }
        online.watchersText?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
        if (online.state != ConnState.Playing) ConnectionLines(online)
        // My own draw offer, waiting for the answer (the core opens no dialog for it).
        online.myDrawOffer?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
    }
}

/** One player; TalkBack reads one label: "Bala is away" or "Bala is connected". */
@Composable
internal fun Seat(seat: OnlineSeat, me: Boolean, toMove: Boolean) {
    val name = if (me) tr("online_you", "name" to seat.name) else seat.name
    val label = tr(if (seat.present) "online_present" else "online_away", "name" to name)
    val colours = MaterialTheme.colorScheme
    Row(
        Modifier.sizeIn(minHeight = 32.dp).clearAndSetSemantics { contentDescription = label },
        verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp),
    ) {
        val dot = Modifier.size(12.dp).border(2.dp, if (seat.present) colours.secondary else colours.error, CircleShape)
        Box(if (seat.present) dot.background(colours.secondary, CircleShape) else dot.background(Color.Transparent))
        Text(
            if (seat.present) name else label, maxLines = 1, overflow = TextOverflow.Ellipsis,
            fontWeight = if (toMove) FontWeight.Bold else FontWeight.Normal,
            color = if (seat.present) colours.onSurface else colours.error,
        )
    }
}

/**
 * One side's move clock, the core's text: bold while it runs, in the error colour on a
 * tinted chip in its last 10 seconds (the core says when; it also asks for the haptic).
 */
@Composable
internal fun Clock(clock: OnlineClock) {
    val colours = MaterialTheme.colorScheme
    val chip = if (clock.warning) Modifier.background(colours.errorContainer, CircleShape) else Modifier
    Text(
        clock.text,
        chip.padding(horizontal = 8.dp, vertical = 2.dp),
        style = MaterialTheme.typography.titleMedium,
        fontWeight = if (clock.running) FontWeight.Bold else FontWeight.Normal,
        color = when {
            clock.warning -> colours.onErrorContainer
            clock.running -> colours.onSurface
            else -> colours.onSurfaceVariant
        },
    )
}

/** What the core allows now, plus claim (opponent away), try again (given up) and leave. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun OnlineActions(game: GameView, online: OnlineView, send: (Event) -> Unit, onLeaderboard: () -> Unit, modifier: Modifier) {
    val min = Modifier.sizeIn(minHeight = 48.dp)
    val b = game.buttons
    FlowRow(modifier, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        if (online.canClaim) {
            Button({ send(Event.OnlineAction(OnlineAction.ClaimWin)) }, min) { Text(tr("claim_win")) }
            OutlinedButton({ send(Event.OnlineAction(OnlineAction.ClaimDraw)) }, min) { Text(tr("claim_draw")) }
        }
        if (online.state == ConnState.Failed) Button({ send(Event.OnlineAction(OnlineAction.Retry)) }, min) { Text(tr("retry")) }
        if (b.offerDraw) OutlinedButton({ send(Event.OfferDraw) }, min, enabled = online.drawOffer == null) { Text(tr("offer_draw")) }
        if (b.resign) OutlinedButton({ send(Event.Resign) }, min) { Text(tr("resign")) }
        if (online.state == ConnState.Finished) Button(onLeaderboard, min) { Text(tr("leaderboard")) }
        if (b.review) OutlinedButton({ send(Event.RequestReview) }, min) { Text(tr("review")) }
        LeaveButton(online, send, min)
    }
}

/** Leave: at once, or after the core's question while a game is on. */
@Composable
fun LeaveButton(online: OnlineView, send: (Event) -> Unit, modifier: Modifier) {
    var asking by remember { mutableStateOf(false) }
    val confirm = online.leaveConfirm
    OutlinedButton({ if (confirm == null) send(Event.OnlineAction(OnlineAction.Leave)) else asking = true }, modifier) { Text(tr("online_leave")) }
    if (asking && confirm != null) AlertDialog(
        onDismissRequest = { asking = false },
        confirmButton = { TextButton({ asking = false; send(Event.OnlineAction(OnlineAction.Leave)) }) { Text(confirm.confirm) } },
        dismissButton = { TextButton({ asking = false }) { Text(confirm.cancel) } },
        title = { Text(confirm.title) },
        text = { Text(confirm.text) },
    )
}

/** The opponent's draw offer; the result with the rating change; round summaries as offline. */
@Composable
private fun OnlineDialog(game: GameView, online: OnlineView, send: (Event) -> Unit, onLeaderboard: () -> Unit) {
    val dialog = game.dialog ?: return
    val ok = { send(Event.AcknowledgeDialog) }
    when (dialog.kind) {
        DialogKind.ROUND_SUMMARY -> GameDialog(game, send)
        DialogKind.DRAW_OFFER -> if (online.drawOffer != online.mySide) AlertDialog(
            onDismissRequest = {},
            confirmButton = { TextButton({ send(Event.AcceptDraw) }) { Text(tr("accept_draw")) } },
            dismissButton = { TextButton({ send(Event.DeclineDraw) }) { Text(tr("decline_draw")) } },
            title = { Text(dialog.title) },
            text = { Column { dialog.lines.forEach { Text(it) } } },
        )
        DialogKind.GAME_OVER -> AlertDialog(
            onDismissRequest = ok,
            confirmButton = { TextButton(ok) { Text(tr("ok")) } },
            dismissButton = { TextButton({ ok(); onLeaderboard() }) { Text(tr("leaderboard")) } },
            title = { Text(dialog.title) },
            text = {
                Column(verticalArrangement = Arrangement.spacedBy(4.dp)) {
                    dialog.lines.filter { it.isNotEmpty() }.forEach { Text(it) }
                    online.ratingText?.let { Text(it, style = MaterialTheme.typography.titleLarge, fontWeight = FontWeight.Bold) }
                }
            },
        )
    }
}
