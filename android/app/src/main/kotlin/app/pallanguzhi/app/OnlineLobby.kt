package app.pallanguzhi.app

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
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
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.input.ImeAction
import androidx.compose.ui.text.input.KeyboardCapitalization
import androidx.compose.ui.text.input.KeyboardType
import androidx.compose.ui.unit.dp
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.LobbyView
import app.pallanguzhi.core.app.Notice
import app.pallanguzhi.core.app.OnlineAction
import app.pallanguzhi.core.app.OnlineView
import app.pallanguzhi.core.presets
import app.pallanguzhi.core.protocol.SideChoice

/**
 * The online lobby: the account name, a new board (rule set and side), joining by code, the
 * leaderboard, and the server address. Every status and error sentence is the core's; the
 * core also checks the name, the code and the address. The account's own actions (devices,
 * codes, deletion) are only on the core's Account screen, opened by the lobby's action.
 */
@Composable
fun OnlineLobbyScreen(
    online: OnlineView, send: (Event) -> Unit, onBack: () -> Unit, lobby: LobbyView? = null,
    onLeaderboard: () -> Unit,
) {
    val signed = online.account.isNotEmpty()
    val busy = lobby?.busy == true
    Page {
        Header(tr("online"), onBack)
        ConnectionLines(online)
        lobby?.let { ActionRow(it.actions, send) }
        Account(online, busy, send)
        Subtitle(tr("new_board"))
        NewBoard(online, lobby, enabled = signed && !busy, send)
        Subtitle(tr("online_join"))
        JoinByCode(enabled = signed && !busy, send)
        WatchByLink(online, enabled = !busy, send)
        OutlinedButton(onLeaderboard, WideButton, enabled = signed) { Text(tr("leaderboard")) }
        Subtitle(tr("online_server"))
        ServerSetting(online, send)
    }
}

@Composable
private fun Subtitle(text: String) =
    Text(text, style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 12.dp).semantics { heading() })

/** The core's connection status and its last error, read out when they change. */
@Composable
fun ConnectionLines(online: OnlineView, modifier: Modifier = Modifier) {
    val polite = Modifier.semantics { liveRegion = LiveRegionMode.Polite }
    if (online.status.isNotEmpty()) Text(online.status, modifier.then(polite), style = MaterialTheme.typography.bodyMedium)
    online.error?.let { Text(it, modifier.then(polite), style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.error) }
}

/** Before signing up: a name field; after: the name played under. */
@Composable
private fun Account(online: OnlineView, busy: Boolean, send: (Event) -> Unit) {
    if (online.account.isNotEmpty()) {
        Text(tr("online_signed_in", "name" to online.account), style = MaterialTheme.typography.titleSmall)
        return
    }
    var name by rememberSaveable { mutableStateOf("") }
    val signUp = { if (name.isNotBlank() && !busy) send(Event.OnlineAction(OnlineAction.SignUp(name.trim()))) }
    Subtitle(tr("online_name"))
    OutlinedTextField(
        name, { name = it }, Modifier.fillMaxWidth(), singleLine = true, label = { Text(tr("name")) },
        keyboardOptions = KeyboardOptions(capitalization = KeyboardCapitalization.Words, imeAction = ImeAction.Done),
        keyboardActions = KeyboardActions(onDone = { signUp() }),
    )
    Button(signUp, WideButton, enabled = name.isNotBlank() && !busy) { Text(tr("sign_up")) }
}

/**
 * Every rule set of the core, the three sides (the server draws a random one) and the core's
 * clock choices (its labels; no clock = a friendly game, not rated), kept by the core.
 */
@Composable
private fun NewBoard(online: OnlineView, lobby: LobbyView?, enabled: Boolean, send: (Event) -> Unit) {
    var preset by rememberSaveable { mutableStateOf(presets().first().id) }
    // The core's default side (the server's random draw) and its words for each.
    var side by rememberSaveable(lobby?.side) { mutableStateOf(lobby?.side ?: SideChoice.RANDOM) }
    Text(tr("rule_set"), style = MaterialTheme.typography.titleSmall)
    Choices(presets().map { it.id }, preset, { presetName(it) }) { preset = it }
    PresetSummary(preset)
    Text(tr("your_side_sows_first"), style = MaterialTheme.typography.titleSmall)
    val sides = lobby?.sides.orEmpty()
    Choices(sides.map { it.side }.ifEmpty { SideChoice.entries.toList() }, side, { s -> sides.firstOrNull { it.side == s }?.label ?: sideLabel(s) }) { side = it }
    Text(tr("clock"), style = MaterialTheme.typography.titleSmall)
    val picked = online.clockChoices.firstOrNull { it.moveMs == online.clockChoice }
    if (picked != null) Choices(online.clockChoices, picked, { it.label }) { send(Event.OnlineAction(OnlineAction.SetClock(it.moveMs))) }
    Button({ send(Event.OnlineAction(OnlineAction.CreateRoom(preset, side))) }, WideButton, enabled = enabled) { Text(tr("online_create_button")) }
}

/** A code typed (or a pasted share link): the core normalises and checks it. */
@Composable
private fun JoinByCode(enabled: Boolean, send: (Event) -> Unit) {
    var code by rememberSaveable { mutableStateOf("") }
    val join = { if (code.isNotBlank() && enabled) send(Event.OnlineAction(OnlineAction.Join(code.trim()))) }
    OutlinedTextField(
        code, { code = it.uppercase() }, Modifier.fillMaxWidth(), enabled = enabled, singleLine = true,
        label = { Text(tr("online_code")) },
        keyboardOptions = KeyboardOptions(
            capitalization = KeyboardCapitalization.Characters, keyboardType = KeyboardType.Ascii, imeAction = ImeAction.Go,
        ),
        keyboardActions = KeyboardActions(onGo = { join() }),
    )
    Button(join, WideButton, enabled = enabled && code.isNotBlank()) { Text(tr("join")) }
}

/** The server address, the default shown under it; an empty address means the default. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun ServerSetting(online: OnlineView, send: (Event) -> Unit) {
    var url by rememberSaveable(online.server) { mutableStateOf(online.server) }
    OutlinedTextField(
        url, { url = it }, Modifier.fillMaxWidth(), singleLine = true, label = { Text(tr("online_server_url")) },
        supportingText = { Text(tr("online_server_default", "address" to online.defaultServer)) },
        keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.Uri, imeAction = ImeAction.Done),
        keyboardActions = KeyboardActions(onDone = { send(Event.OnlineAction(OnlineAction.SetServer(url.trim()))) }),
    )
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        OutlinedButton({ send(Event.OnlineAction(OnlineAction.SetServer(url.trim()))) }, Modifier.heightIn(min = 48.dp), enabled = url.trim() != online.server) {
            Text(tr("online_server_save"))
        }
        TextButton({ send(Event.OnlineAction(OnlineAction.SetServer(""))) }, Modifier.heightIn(min = 48.dp), enabled = online.server != online.defaultServer) {
            Text(tr("online_server_reset"))
        }
    }
}

/** The core's notice (a refused code or address...), until read. */
@Composable
fun NoticeDialog(notice: Notice?, onDismiss: () -> Unit) {
    if (notice != null) AlertDialog(
        onDismissRequest = onDismiss,
        confirmButton = { TextButton(onDismiss) { Text(tr("ok")) } },
        text = { Text(notice.text) },
    )
}
