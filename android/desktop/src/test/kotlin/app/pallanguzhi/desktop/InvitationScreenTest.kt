package app.pallanguzhi.desktop

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performImeAction
import androidx.compose.ui.test.performTextInput
import app.pallanguzhi.app.PallanguzhiApp
import app.pallanguzhi.app.PallanguzhiTheme
import app.pallanguzhi.core.AppCore
import app.pallanguzhi.core.app.Effect
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.OnlineAction
import app.pallanguzhi.core.app.Transport
import java.io.File
import kotlin.test.Test
import kotlin.test.assertTrue

/**
 * The Tamil invitation of `tests/vectors/invitation-ta.json` as Compose draws it from the core
 * (fed the vector's server summary): the vector's words, the action shut until a name is typed
 * into the field, and the keyboard's Go signing up with that name.
 */
@OptIn(ExperimentalTestApi::class)
class InvitationScreenTest {
    private val vector = File(System.getProperty("pallanguzhi.vectors") ?: "tests/vectors", "invitation-ta.json").readText()

    private fun string(key: String): String = Regex("\"$key\": \"([^\"]*)\"").findAll(vector).single().groupValues[1]

    @Test
    fun `the Tamil invitation shows the vector's words and Go signs up with the name typed`() {
        val core = AppCore()
        core.handle(Event.Launch("", "ta", true))
        val ask = core.handle(Event.OnlineAction(OnlineAction.OpenLink(string("link"))))
            .filterIsInstance<Effect.Http>().single { it.url.contains("/invite?key=") }
        val invite = Regex("\"invite\": (\\{[^}]*\\})").find(vector)!!.groupValues[1]
        core.handle(Event.Transport(Transport.HttpDone(ask.id, 200u, invite)))
        val asked = mutableListOf<String>()
        ui(360, 740) {
            var view by mutableStateOf(core.view())
            val send = { event: Event ->
                asked += core.handle(event).filterIsInstance<Effect.Http>().map { it.url }
                view = core.view()
            }
            setContent { PallanguzhiTheme(false, texts("ta")) { PallanguzhiApp(view, send) } }
            for (key in listOf("title", "rules_line", "clock_line", "rated_line", "side_line", "home_label")) {
                onNodeWithText(string(key)).assertIsDisplayed()
            }
            onNodeWithTag(string("action_id")).assertIsDisplayed().assertIsNotEnabled()
            onNodeWithTag("invite-name").performTextInput("Kumar")
            onNodeWithTag(string("action_id")).assertIsEnabled()
            onNodeWithText(string("action_label")).assertIsDisplayed()
            onNodeWithTag("invite-name").performImeAction()
        }
        assertTrue(asked.any { it.endsWith("/v1/accounts") }, "Go signed up: $asked")
        core.close()
    }
}
