package app.pallanguzhi.core.tests

import app.pallanguzhi.core.*
import app.pallanguzhi.core.app.*
import java.io.File
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import org.junit.jupiter.api.Test
import app.pallanguzhi.shared.game

/**
 * The Tamil draw-offer dialog through the bindings has the core's title and buttons, the same
 * as `tests/vectors/draw-offer-ta.json` (written by the core's `app/tests/screens.rs`), which
 * the Swift and browser suites check too: no shell picks these words.
 */
class DrawOfferVectorTest {
    private val vector = File(System.getProperty("pallanguzhi.vectors") ?: "tests/vectors", "draw-offer-ta.json").readText()

    /** The vector's string values of [key], in order (the file is the core's pretty JSON). */
    private fun strings(key: String): List<String> =
        Regex("\"$key\": \"([^\"]*)\"").findAll(vector).map { it.groupValues[1] }.toList()

    @Test
    fun theTamilDrawOfferHasTheVectorsTitleAndButtons() {
        val core = AppCore()
        core.handle(Event.Launch("", "ta", true))
        core.handle(Event.NewGame("pallanguzhi", Opponent.PassAndPlay(listOf("Anbu"), listOf("Bala"))))
        core.handle(Event.OfferDraw)
        val dialog = assertNotNull(core.view().game?.dialog)
        assertEquals(DialogKind.DRAW_OFFER, dialog.kind)
        assertEquals(strings("title").single(), dialog.title)
        assertEquals(strings("id"), dialog.actions.map { it.id })
        assertEquals(strings("label"), dialog.actions.map { it.label })
        assertEquals(listOf<Event>(Event.AcceptDraw, Event.DeclineDraw), dialog.actions.map { it.event })
        assertNull(dialog.dismiss, "the question waits for its answer")
    }
}
