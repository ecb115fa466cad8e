package app.pallanguzhi.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import app.pallanguzhi.app.PallanguzhiApp
import app.pallanguzhi.app.PallanguzhiTheme
import app.pallanguzhi.core.app.Event
import java.io.File
import kotlin.test.Test
import kotlin.test.assertEquals

/**
 * The Tamil draw-offer dialog as Compose draws it: the title and the two buttons of
 * `tests/vectors/draw-offer-ta.json` (the core's words, checked by Swift and the browser too),
 * each sending its own event.
 */
@OptIn(ExperimentalTestApi::class)
class DrawOfferTest {
    private val vector = File(System.getProperty("pallanguzhi.vectors") ?: "tests/vectors", "draw-offer-ta.json").readText()

    private fun strings(key: String): List<String> =
        Regex("\"$key\": \"([^\"]*)\"").findAll(vector).map { it.groupValues[1] }.toList()

    @Test
    fun `the Tamil draw offer shows the vector's title and buttons and each sends its event`() {
        val view = Games.drawOffer("ta")
        val sent = mutableListOf<Event>()
        ui(400, 800) {
            setContent { PallanguzhiTheme(false, texts("ta")) { PallanguzhiApp(view, { sent += it }) } }
            onNodeWithText(strings("title").single()).assertIsDisplayed()
            strings("label").forEach { onNodeWithText(it).assertIsDisplayed().performClick() }
        }
        assertEquals(listOf<Event>(Event.AcceptDraw, Event.DeclineDraw), sent)
    }
}
