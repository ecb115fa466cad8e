package app.pallanguzhi.desktop

import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.isDialog
import androidx.compose.ui.test.onAllNodesWithText
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import app.pallanguzhi.app.BoardScreen
import app.pallanguzhi.app.DrawnFilled
import app.pallanguzhi.app.PallanguzhiApp
import app.pallanguzhi.app.PallanguzhiTheme
import app.pallanguzhi.core.app.DialogKind
import app.pallanguzhi.core.app.Event
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import app.pallanguzhi.shared.game

/**
 * The result card as Compose draws it: the core's title ("You lost"), its score line with the
 * names ("You lost 0–2 to Computer (Easy)."), its reason, and its buttons in the core's order,
 * Rematch sending `Event.Rematch`. The move counter is the core's `moveLine`, not one the
 * shell adds up.
 */
@OptIn(ExperimentalTestApi::class)
class ResultCardTest {
    @Test
    fun `the result card shows the core's words and Rematch sends the rematch`() {
        for (language in listOf("en", "ta")) {
            val view = Games.resigned(language)
            val card = view.game!!.dialog!!
            assertEquals(DialogKind.GAME_OVER, card.kind)
            assertEquals(listOf("rematch", "review", "home"), card.actions.map { it.id }, language)
            if (language == "en") {
                assertEquals("You lost", card.title)
                assertTrue(card.lines[0].startsWith("You lost ") && card.lines[0].endsWith(" to Computer (Easy)."), card.lines[0])
                // The result said once: the turn line beside the card only that the game is over.
                assertEquals("The game is over.", view.game!!.status)
            }
            val sent = mutableListOf<Event>()
            ui(400, 800) {
                setContent { PallanguzhiTheme(false, texts(language)) { PallanguzhiApp(view, { sent += it }) } }
                onNodeWithText(card.title).assertIsDisplayed()
                card.lines.forEach { onNodeWithText(it).assertIsDisplayed() }
                // Filled as the core says: Rematch, and no other.
                assertEquals(listOf(true, false, false), card.actions.map { it.primary }, language)
                val filled = card.actions.map { a -> onNode(hasText(a.label) and hasAnyAncestor(isDialog())).fetchSemanticsNode().config.getOrNull(DrawnFilled) }
                assertEquals(card.actions.map { it.primary }, filled, "$language: filled as the core says")
                // The card's own button (the board's action row behind it says Rematch too).
                onNode(hasText(card.actions[0].label) and hasAnyAncestor(isDialog())).assertIsDisplayed().performClick()
            }
            assertEquals(listOf<Event>(Event.Rematch), sent, language)
            // The same card with Home named the main one: drawn from the field, not the position.
            val homeFirst = view.game!!.copy(dialog = card.copy(actions = card.actions.map { it.copy(primary = it.id == "home") }))
            ui(400, 800) {
                setContent { PallanguzhiTheme(false, texts(language)) { BoardScreen(homeFirst, false, {}) } }
                val filled = card.actions.map { a -> onNode(hasText(a.label) and hasAnyAncestor(isDialog())).fetchSemanticsNode().config.getOrNull(DrawnFilled) }
                assertEquals(listOf(false, false, true), filled, "$language: Home filled when the core says so")
            }
        }
    }

    @Test
    fun `the action under the board is the core's, drawn with its words, look, state and event`() {
        val game = Games.resigned("en").game!!.copy(dialog = null)
        val rematch = game.actions.single()
        assertTrue(rematch.id == "rematch" && rematch.primary && rematch.enabled, "$rematch")
        val sent = mutableListOf<Event>()
        ui(400, 800) {
            setContent { PallanguzhiTheme(false, texts("en")) { BoardScreen(game, false, { sent += it }) } }
            val button = onNode(hasText(rematch.label) and hasClickAction())
            assertEquals(true, button.fetchSemanticsNode().config.getOrNull(DrawnFilled), "Rematch filled")
            button.performClick()
        }
        assertEquals(listOf<Event>(Event.Rematch), sent)
        // Another label, outlined and greyed, from the fields alone (no label of the shell's).
        val moved = game.copy(actions = listOf(rematch.copy(label = "Encore", primary = false, enabled = false)))
        ui(400, 800) {
            setContent { PallanguzhiTheme(false, texts("en")) { BoardScreen(moved, false, {}) } }
            val button = onNode(hasText("Encore") and hasClickAction())
            assertEquals(false, button.fetchSemanticsNode().config.getOrNull(DrawnFilled), "outlined as the core says")
            button.assertIsNotEnabled()
            assertTrue(onAllNodesWithText(rematch.label).fetchSemanticsNodes().isEmpty(), "no Rematch of the shell's own")
        }
    }

    @Test
    fun `the board's corner shows the core's move line`() {
        val view = Rig("fr").use { rig ->
            rig.newGame()
            rig.send(Event.TapHole(rig.game.holes.first { it.legal }.index))
            rig.settle()
            rig.view
        }
        val line = view.game!!.moveLine
        assertTrue(line.startsWith("Coup ") && line.endsWith(" · manche 1") && line != "Coup 1 · manche 1", line)
        ui(400, 800) {
            setContent { PallanguzhiTheme(false, texts("fr")) { PallanguzhiApp(view, {}) } }
            assertTrue(onAllNodesWithText(line).fetchSemanticsNodes().isNotEmpty(), "the move line drawn")
        }
    }
}
