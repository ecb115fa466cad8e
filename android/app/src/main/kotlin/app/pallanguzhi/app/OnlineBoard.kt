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
import app.pallanguzhi.core.app.RoomView
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
fun OnlineGameScreen(game: GameView, online: OnlineView, room: RoomView, colourSafe: Boolean, send: (Event) -> Unit) {
    Column(Modifier.fillMaxSize()) {
        Players(online, room, game, Modifier.fillMaxWidth().padding(horizontal = 6.dp, vertical = 2.dp), send)
        Box(Modifier.weight(1f)) {
            BoardScreen(
                game, colourSafe, send,
                actions = { ActionRow(room.actions, send, it, Modifier.sizeIn(minHeight = 48.dp)) },
                dialog = { game.dialog?.let { CoreDialog(it, send) } },
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
private fun Players(online: OnlineView, room: RoomView, game: GameView, modifier: Modifier, send: (Event) -> Unit) {
    val seats = online.seats.sortedBy { it.side != online.mySide }
    FlowRow(modifier, horizontalArrangement = Arrangement.spacedBy(16.dp), itemVerticalAlignment = Alignment.CenterVertically) {
        seats.forEach { seat ->
            Seat(seat, me = seat.side == online.mySide, toMove = game.toMove == seat.side)
            online.clocks.firstOrNull { it.side == seat.side }?.let { Clock(it) }
        }
        online.watchersText?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
        if (room.showConnection) ConnectionLines(online)
        // My own draw offer, waiting for the answer (the core opens no dialog for it).
        online.myDrawOffer?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
        ModerationButton(room.moderation, send)
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

