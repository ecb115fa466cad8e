package app.pallanguzhi.app

import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.text.KeyboardActions
import androidx.compose.foundation.text.KeyboardOptions
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.input.ImeAction
import androidx.compose.ui.text.input.KeyboardCapitalization
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.InvitationView
import app.pallanguzhi.core.app.OnlineAction

/**
 * The invitation a share link opens (the core's [InvitationView]): who invites and to what,
 * one line each, the name field when there is no account (every keystroke goes to the core,
 * which says whether the action can be pressed; the keyboard's Go presses it), the core's one
 * action, and the way home. A full, finished or unknown room is its words and Home.
 */
@Composable
fun InvitationScreen(invitation: InvitationView, send: (Event) -> Unit) {
    val accept = { send(invitation.action.event) }
    Page {
        Text(
            invitation.title, Modifier.semantics { heading() }.testTag("invite-title"),
            style = MaterialTheme.typography.headlineSmall, fontWeight = FontWeight.Bold,
            color = MaterialTheme.colorScheme.primary,
        )
        SeedRule()
        invitation.details?.let { d ->
            listOf("rules" to d.rules, "clock" to d.clock, "rated" to d.rated, "side" to d.side).forEach { (tag, line) ->
                Text(line, Modifier.testTag("invite-$tag"), style = MaterialTheme.typography.bodyLarge)
            }
        }
        invitation.name?.let { field ->
            OutlinedTextField(
                field.value, { send(Event.OnlineAction(OnlineAction.InvitationName(it))) },
                Modifier.fillMaxWidth().testTag("invite-name"), singleLine = true, label = { Text(field.label) },
                keyboardOptions = KeyboardOptions(capitalization = KeyboardCapitalization.Words, imeAction = ImeAction.Go),
                keyboardActions = KeyboardActions(onGo = { accept() }),
            )
        }
        invitation.error?.let {
            Text(
                it, Modifier.semantics { liveRegion = LiveRegionMode.Polite },
                color = MaterialTheme.colorScheme.error, style = MaterialTheme.typography.bodyMedium,
            )
        }
        // Filled when the core says it is the main one (the invitation's action is).
        val action = invitation.action
        val look = WideButton.testTag(action.id)
        if (action.primary) Button(accept, look.drawnFilled(true), enabled = invitation.actionEnabled) { Text(action.label) }
        else OutlinedButton(accept, look.drawnFilled(false), enabled = invitation.actionEnabled) { Text(action.label) }
        invitation.home?.let { home -> ActionButton(home, send, WideButton.testTag("invite-home")) }
    }
}
