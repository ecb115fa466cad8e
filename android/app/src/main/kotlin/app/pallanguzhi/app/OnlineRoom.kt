package app.pallanguzhi.app

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.OnlineAction
import app.pallanguzhi.core.app.OnlineStatsLine
import app.pallanguzhi.core.app.OnlineView
import app.pallanguzhi.core.app.RoomView
import app.pallanguzhi.core.app.RankView
import app.pallanguzhi.core.presets

/**
 * Waiting for the guest: the board's code big enough to read out to a friend, the share
 * button ([onShare] gets the core's sentence with the code and link; the glue opens the
 * system share sheet), the rules and my side.
 */
@Composable
fun WaitingScreen(online: OnlineView, room: RoomView, send: (Event) -> Unit, onShare: (String) -> Unit) {
    val code = room.code
    Page {
        Text(online.status, style = MaterialTheme.typography.titleLarge, textAlign = TextAlign.Center, modifier = Modifier.fillMaxWidth().padding(top = 16.dp))
        online.error?.let { Text(it, color = MaterialTheme.colorScheme.error) }
        room.actions.filter { it.id == "retry" }.forEach { ActionButton(it, send, WideButton) }
        Text(tr("online_code"), style = MaterialTheme.typography.titleSmall, textAlign = TextAlign.Center, modifier = Modifier.fillMaxWidth())
        Card(Modifier.fillMaxWidth(), colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.primaryContainer)) {
            Text(
                code, fontFamily = FontFamily.Monospace, fontWeight = FontWeight.Bold, fontSize = 48.sp, letterSpacing = 6.sp,
                textAlign = TextAlign.Center, maxLines = 1,
                // Read out one character at a time ("Q R T W 3 4"), as a friend would be told.
                modifier = Modifier.fillMaxWidth().padding(vertical = 20.dp).semantics { contentDescription = code.toList().joinToString(" ") },
            )
        }
        online.link?.let { Text(it, style = MaterialTheme.typography.bodySmall, textAlign = TextAlign.Center, modifier = Modifier.fillMaxWidth()) }
        Button({ onShare(online.shareText ?: code) }, WideButton) { Text(tr("online_share")) }
        RoomLine(online)
        room.actions.filter { it.id != "retry" }.forEach { ActionButton(it, send, WideButton) }
    }
}

/** "Pallanguzhi · You play South (you move first)." (the side's sentence is the core's). */
@Composable
fun RoomLine(online: OnlineView) {
    val rules = online.rules?.let { presetName(it) } ?: return
    Text(listOfNotNull(rules, online.youPlay).joinToString(" · "), textAlign = TextAlign.Center, modifier = Modifier.fillMaxWidth())
}

/**
 * The leaderboard of one rule set (asked of the server by the core when the page opens, here
 * when another rule set is picked), with my own
 * rank under it even when I am not in the top rows.
 */
@Composable
fun LeaderboardScreen(online: OnlineView, send: (Event) -> Unit, onBack: () -> Unit) {
    var preset by rememberSaveable { mutableStateOf(online.rules ?: presets().first().id) }
    Page {
        Header(tr("leaderboard"), onBack)
        // The core asked for this rule set's rows when it opened the page; another is asked for here.
        Choices(presets().map { it.id }, preset, { presetName(it) }) {
            preset = it
            send(Event.OnlineAction(OnlineAction.Leaderboard(it)))
        }
        online.error?.let { Text(it, color = MaterialTheme.colorScheme.error) }
        // Rows of another rule set are not shown while this one's answer is on its way.
        val fresh = online.leaderboard?.rules == preset
        val rows = if (fresh) online.leaderboard?.top.orEmpty() else emptyList()
        RankHeader()
        if (fresh) online.noRanksText?.let { Text(it) }
        // My row: marked by the core by account id (two players may share a name).
        rows.forEach { RankLine(it, me = it.mine) }
        // The other players listed, to report or block: the core's lines, in one dialog.
        if (fresh) ModerationButton(online.leaderboard?.moderation.orEmpty(), send)
        HorizontalDivider()
        // My rank, or why I have none (a provisional rating): the core's sentence.
        if (fresh) online.myRankText?.let {
            Text(it, style = MaterialTheme.typography.titleMedium, modifier = Modifier.semantics { heading() })
        }
        OutlinedButton({ send(Event.OnlineAction(OnlineAction.Leaderboard(preset))) }, WideButton) { Text(tr("online_refresh")) }
    }
}

@Composable
private fun RankHeader() = Row(Modifier.fillMaxWidth().padding(vertical = 4.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
    val style = MaterialTheme.typography.labelMedium
    Text(tr("rank"), Modifier.width(RankWidth), style = style)
    Text(tr("online_player"), Modifier.weight(1f), style = style)
    Text(tr("rating"), Modifier.width(NumberWidth), style = style, textAlign = TextAlign.End)
    Text(tr("games"), Modifier.width(NumberWidth), style = style, textAlign = TextAlign.End)
}

private val RankWidth = 48.dp
private val NumberWidth = 72.dp

/** One row; mine in bold. A provisional rating (few games) is marked. Long names get two lines. */
@Composable
private fun RankLine(row: RankView, me: Boolean) {
    val weight = if (me) FontWeight.Bold else FontWeight.Normal
    val rating = row.rating.toString() + if (row.provisional) "?" else ""
    Row(
        Modifier.fillMaxWidth().padding(vertical = 6.dp), verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        Text("${row.rank}", Modifier.width(RankWidth), fontWeight = weight)
        Text(if (me) tr("online_you", "name" to row.name) else row.name, Modifier.weight(1f), fontWeight = weight, maxLines = 2, overflow = TextOverflow.Ellipsis)
        Text(rating, Modifier.width(NumberWidth), fontWeight = weight, textAlign = TextAlign.End)
        Text("${row.games}", Modifier.width(NumberWidth), fontWeight = weight, textAlign = TextAlign.End)
    }
}

/** My online records per rule set (from the server), for the statistics page. */
@Composable
fun OnlineStatsCards(stats: List<OnlineStatsLine>) {
    Column(verticalArrangement = Arrangement.spacedBy(8.dp)) {
        stats.forEach { s ->
            Card(Modifier.fillMaxWidth()) {
                val provisional = if (s.provisional) " (" + tr("online_provisional") + ")" else ""
                Text(presetName(s.rules), style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(start = 12.dp, top = 12.dp, end = 12.dp))
                Text(
                    tr("online_stats_line", "games" to s.games, "wins" to s.wins, "losses" to s.losses, "draws" to s.draws, "rating" to s.rating) + provisional,
                    modifier = Modifier.padding(12.dp),
                )
            }
        }
    }
}
