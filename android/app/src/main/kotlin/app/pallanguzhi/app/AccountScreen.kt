package app.pallanguzhi.app

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.text.selection.SelectionContainer
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.foundation.text.KeyboardActions
import androidx.compose.foundation.text.KeyboardOptions
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.LocalUriHandler
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.input.ImeAction
import androidx.compose.ui.text.input.KeyboardCapitalization
import androidx.compose.ui.unit.dp
import app.pallanguzhi.core.app.AccountView
import app.pallanguzhi.core.app.CodeField
import app.pallanguzhi.core.app.CodeView
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.OnlineAction
import app.pallanguzhi.core.app.PlayerLine
import app.pallanguzhi.core.app.QrView
import kotlin.math.floor

/**
 * One account on every device (the core's [AccountView]): this device and the others (each
 * other one removable after the core's question), a link code or the recovery code with the
 * core's words, the players blocked, the privacy page, and the core's actions (link, recovery,
 * delete). With no account, the code field that signs this device in. Nothing decided here.
 */
@Composable
fun AccountScreen(account: AccountView, send: (Event) -> Unit, onBack: () -> Unit) {
    val uri = LocalUriHandler.current
    Page {
        Header(account.title, onBack)
        account.name?.let { Text(it, Modifier.testTag("account-name"), style = MaterialTheme.typography.titleSmall) }
        account.error?.let {
            Text(
                it, Modifier.semantics { liveRegion = LiveRegionMode.Polite }.testTag("account-error"),
                color = MaterialTheme.colorScheme.error, style = MaterialTheme.typography.bodyMedium,
            )
        }
        account.signIn?.let { SignIn(it, account.busy, send) }
        if (account.name != null) {
            Subheading(account.devicesTitle)
            account.devicesNote?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
            account.devices.forEach { d ->
                Column(Modifier.fillMaxWidth().testTag("device-${d.id}")) {
                    Text(d.name, style = MaterialTheme.typography.bodyLarge)
                    Text(d.dates, style = MaterialTheme.typography.bodySmall)
                    d.remove?.let { ActionButton(it, send) }
                }
            }
        }
        account.linkCode?.let { Code(it, "link-code") }
        account.recoveryCode?.let { Code(it, "recovery-code") }
        if (account.blocked.isNotEmpty()) {
            Subheading(account.blockedTitle)
            account.blocked.forEach { PlayerActions(it, send) }
        }
        ActionRow(account.actions, send, each = Modifier.testTag("account-action"))
        TextButton({ uri.openUri(account.privacy.url) }, Modifier.testTag("privacy")) { Text(account.privacy.label) }
    }
}

@Composable
private fun Subheading(text: String) =
    Text(text, style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 12.dp).semantics { heading() })

/** A code to type elsewhere, large and spaced, with the core's words about it. */
@Composable
private fun Code(code: CodeView, tag: String) {
    Column(Modifier.fillMaxWidth().padding(vertical = 8.dp).testTag(tag)) {
        Text(code.code, style = MaterialTheme.typography.headlineSmall, fontFamily = FontFamily.Monospace)
        Text(code.text, style = MaterialTheme.typography.bodyMedium)
        // The same code as a link for the other device (the core's): selectable, to copy or send.
        code.link?.let {
            SelectionContainer { Text(it, style = MaterialTheme.typography.bodySmall, fontFamily = FontFamily.Monospace) }
        }
        code.qr?.let { QrCode(it, "$tag-qr") }
    }
}

/**
 * The core's QR code ([QrView]: rows of '1' dark and '0' light): black squares on white with
 * the core's quiet zone around them, in either theme (cameras read dark on light), each module
 * a whole number of pixels so that no seam shows between squares. Named by the core's label.
 */
@Composable
fun QrCode(qr: QrView, tag: String) {
    val quiet = qr.quietZone.toInt()
    val side = qr.size.toInt() + 2 * quiet
    Canvas(
        Modifier.padding(vertical = 8.dp).size(232.dp)
            .semantics { contentDescription = qr.label; role = Role.Image }.testTag(tag),
    ) {
        drawRect(Color.White)
        val module = floor(size.minDimension / side).coerceAtLeast(1f)
        val origin = (size.minDimension - module * side) / 2 + module * quiet
        qr.rows.forEachIndexed { y, row ->
            row.forEachIndexed { x, c ->
                if (c == '1') drawRect(Color.Black, Offset(origin + x * module, origin + y * module), Size(module, module))
            }
        }
    }
}

/** No account here: a link or recovery code (the core tells which, and says why it refuses). */
@Composable
private fun SignIn(field: CodeField, busy: Boolean, send: (Event) -> Unit) {
    var typed by rememberSaveable { mutableStateOf("") }
    val go = { send(Event.OnlineAction(OnlineAction.SignInWithCode(typed))) }
    Subheading(field.title)
    Text(field.hint, style = MaterialTheme.typography.bodyMedium)
    OutlinedTextField(
        typed, { typed = it }, Modifier.fillMaxWidth().testTag("sign-in-code"), singleLine = true,
        label = { Text(field.label) },
        keyboardOptions = KeyboardOptions(capitalization = KeyboardCapitalization.Characters, imeAction = ImeAction.Go),
        keyboardActions = KeyboardActions(onGo = { go() }),
    )
    Button(go, WideButton.testTag("sign-in"), enabled = !busy) { Text(field.button) }
}

/** Another player (of the game shown, or blocked): the core's note, a report per reason, Block/Unblock. */
@Composable
fun PlayerActions(player: PlayerLine, send: (Event) -> Unit) {
    Column(Modifier.fillMaxWidth().testTag("player-${player.accountId}")) {
        Text(player.name, style = MaterialTheme.typography.bodyLarge)
        player.note?.let { Text(it, style = MaterialTheme.typography.bodySmall) }
        ActionRow(player.report + player.block, send)
    }
}

/**
 * The players of a room, a watched game or a leaderboard, to report or block: one small button over the
 * board (it keeps its room), whose dialog lists each player with the core's actions.
 */
@Composable
fun ModerationButton(players: List<PlayerLine>, send: (Event) -> Unit) {
    if (players.isEmpty()) return
    var open by rememberSaveable { mutableStateOf(false) }
    TextButton({ open = true }, Modifier.testTag("moderation")) { Text(tr("report_or_block")) }
    if (open) AlertDialog(
        onDismissRequest = { open = false },
        confirmButton = { TextButton({ open = false }) { Text(tr("close")) } },
        title = { Text(tr("report_or_block")) },
        // A leaderboard lists up to 20 players: the list scrolls inside the dialog.
        text = { Column(Modifier.verticalScroll(rememberScrollState())) { players.forEach { PlayerActions(it, send) } } },
    )
}
