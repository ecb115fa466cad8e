package app.pallanguzhi.core.tests

import app.pallanguzhi.core.*
import app.pallanguzhi.core.app.*
import java.io.File
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import org.junit.jupiter.api.Test

/**
 * The Tamil invitation a share link opens, through the bindings: the core asks for the room's
 * summary, this test answers with the vector's `invite` (it is the transport), and the view has
 * the same words as `tests/vectors/invitation-ta.json` (written by `app/tests/screens.rs`), which
 * the Swift and browser suites check too: no shell picks these words.
 */
class InvitationVectorTest {
    private val vector = File(System.getProperty("pallanguzhi.vectors") ?: "tests/vectors", "invitation-ta.json").readText()

    /** The vector's one string value of [key] (the file is the core's pretty JSON). */
    private fun string(key: String): String =
        Regex("\"$key\": \"([^\"]*)\"").findAll(vector).single().groupValues[1]

    @Test
    fun theTamilInvitationHasTheVectorsWords() {
        val core = AppCore()
        core.handle(Event.Launch("", "ta", true))
        val effects = core.handle(Event.OnlineAction(OnlineAction.OpenLink(string("link"))))
        val ask = effects.filterIsInstance<Effect.Http>().single { it.url.contains("/invite?key=") }
        val invite = Regex("\"invite\": (\\{[^}]*\\})").find(vector)!!.groupValues[1]
        core.handle(Event.Transport(Transport.HttpDone(ask.id, 200u, invite)))
        val shown = core.view().screenView as ScreenView.Invitation
        val invitation = shown.v1
        assertEquals(InvitationPhase.OPEN, invitation.phase)
        assertEquals(string("title"), invitation.title)
        val details = invitation.details!!
        assertEquals(
            listOf(string("rules_line"), string("clock_line"), string("rated_line"), string("side_line")),
            listOf(details.rules, details.clock, details.rated, details.side),
        )
        assertEquals(string("name_label"), invitation.name!!.label)
        assertEquals(string("action_id"), invitation.action.id)
        assertEquals(string("action_label"), invitation.action.label)
        assertEquals(string("home_label"), invitation.home!!.label)
        assertFalse(invitation.actionEnabled, "no name typed yet")
        core.handle(Event.OnlineAction(OnlineAction.InvitationName("Kumar")))
        assertEquals(true, (core.view().screenView as ScreenView.Invitation).v1.actionEnabled)
    }
}
