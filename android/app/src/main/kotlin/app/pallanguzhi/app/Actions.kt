package app.pallanguzhi.app

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.heightIn
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.SemanticsPropertyKey
import androidx.compose.ui.semantics.SemanticsPropertyReceiver
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.pallanguzhi.core.app.ActionView
import app.pallanguzhi.core.app.DialogView
import app.pallanguzhi.core.app.Event

/**
 * One of the core's actions: its label, its event, and its question first when it has one;
 * filled when the core says it is the main one (`primary`), outlined otherwise; greyed when
 * the core says it cannot be pressed now (`enabled`). [label] draws the core's words.
 */
@Composable
fun ActionButton(
    action: ActionView, send: (Event) -> Unit, modifier: Modifier = Modifier,
    contentPadding: PaddingValues = ButtonDefaults.ContentPadding,
    label: @Composable (String) -> Unit = { Text(it) },
) {
    var asking by remember { mutableStateOf(false) }
    val confirm = action.confirm
    val onClick = { if (confirm == null) send(action.event) else asking = true }
    // 48 dp high, the touch target the other buttons keep (Material's outlined one is 40).
    val look = modifier.heightIn(min = 48.dp)
    val enabled = action.enabled
    if (action.primary) Button(onClick, look.drawnFilled(true), enabled, contentPadding = contentPadding) { label(action.label) }
    else OutlinedButton(onClick, look.drawnFilled(false), enabled, contentPadding = contentPadding) { label(action.label) }
    if (asking && confirm != null) AlertDialog(
        onDismissRequest = { asking = false },
        confirmButton = { TextButton({ asking = false; send(action.event) }) { Text(confirm.confirm) } },
        dismissButton = { TextButton({ asking = false }) { Text(confirm.cancel) } },
        title = { Text(confirm.title) },
        text = { Text(confirm.text) },
    )
}

/** The core's actions in one wrapping row. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ActionRow(actions: List<ActionView>, send: (Event) -> Unit, modifier: Modifier = Modifier, each: Modifier = Modifier) {
    FlowRow(modifier, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        actions.forEach { ActionButton(it, send, each) }
    }
}

/**
 * The core's dialog as given: title, lines, its buttons (the first the main one) and what
 * dismissing it sends (nothing: it waits for a button). [extra] draws under the lines.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun CoreDialog(dialog: DialogView, send: (Event) -> Unit, extra: @Composable () -> Unit = {}) {
    val dismiss = dialog.dismiss
    AlertDialog(
        onDismissRequest = { if (dismiss != null) send(dismiss) },
        confirmButton = {
            FlowRow(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                // The main one as the core says (Rematch on the result card): filled, at the end.
                dialog.actions.asReversed().forEach { action ->
                    if (action.primary) Button({ send(action.event) }, Modifier.drawnFilled(true)) { Text(action.label) }
                    else TextButton({ send(action.event) }, Modifier.drawnFilled(false)) { Text(action.label) }
                }
            }
        },
        title = { Text(dialog.title) },
        text = {
            Column(verticalArrangement = Arrangement.spacedBy(4.dp)) {
                dialog.lines.filter { it.isNotEmpty() }.forEach { Text(it) }
                extra()
            }
        },
    )
}

/** Whether a button of the core's was drawn filled (the main one) or not: what the UI tests read. */
val DrawnFilled = SemanticsPropertyKey<Boolean>("DrawnFilled")
private var SemanticsPropertyReceiver.drawnFilled by DrawnFilled

/** Says in the semantics which way the button was drawn (set in each branch, so it tells what was drawn). */
fun Modifier.drawnFilled(filled: Boolean): Modifier = semantics { drawnFilled = filled }
