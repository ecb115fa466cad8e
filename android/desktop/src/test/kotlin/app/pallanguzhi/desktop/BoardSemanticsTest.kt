package app.pallanguzhi.desktop

import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.onChildren
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performSemanticsAction
import androidx.compose.ui.test.assertCountEquals
import androidx.compose.ui.unit.dp
import app.pallanguzhi.app.BoardScreen
import app.pallanguzhi.app.MinTouch
import app.pallanguzhi.app.PallanguzhiTheme
import app.pallanguzhi.shared.Blocked
import app.pallanguzhi.shared.BoardViewState
import app.pallanguzhi.shared.EnglishStrings
import app.pallanguzhi.shared.GameController
import app.pallanguzhi.shared.Settings
import app.pallanguzhi.shared.toCounts
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/** The board as TalkBack and a finger meet it, on the compiled views and a real core game. */
@OptIn(ExperimentalTestApi::class)
class BoardSemanticsTest {
    private val en = texts("en")

    private fun SkikoComposeUiTest.show(c: GameController) = setContent {
        val state by c.state.collectAsState()
        PallanguzhiTheme(false, en) { BoardScreen(state, Settings(), c) {} }
    }

    /** One node per hole: a button, labelled, with a state, no children, 48 dp or more, on screen. */
    private fun SkikoComposeUiTest.checkHoles(board: BoardViewState, widthDp: Int, heightDp: Int) {
        for (cell in board.holes) {
            val node = onNode(hasContentDescription(cell.label), useUnmergedTree = true)
            val config = node.fetchSemanticsNode("hole ${cell.letter}").config
            assertEquals(Role.Button, config[SemanticsProperties.Role], cell.label)
            val state = config[SemanticsProperties.StateDescription]
            assertEquals(if (cell.legal) en.get("hole_playable") else cell.blockedText, state, cell.label)
            assertTrue(SemanticsActions.OnClick in config, "${cell.label} has no click action")
            // What TalkBack reads: the merged tree, where the hole's texts must not show through.
            val merged = onNode(hasContentDescription(cell.label))
            merged.onChildren().assertCountEquals(0)
            assertTrue(SemanticsProperties.Text !in merged.fetchSemanticsNode().config, "${cell.label} merges its texts")
            val b = node.getBoundsInRoot()
            assertTrue(b.right - b.left >= MinTouch && b.bottom - b.top >= MinTouch, "${cell.label}: $b is under 48 dp")
            assertTrue(b.left >= 0.dp && b.right <= widthDp.dp && b.top >= 0.dp && b.bottom <= heightDp.dp, "${cell.label}: $b is off screen")
        }
        for (bowl in board.bowls) {
            val b = onNode(hasContentDescription(bowl.description), useUnmergedTree = true).getBoundsInRoot()
            assertTrue(b.left >= 0.dp && b.right <= widthDp.dp && b.top >= 0.dp && b.bottom <= heightDp.dp, "${bowl.description}: $b is off screen")
        }
    }

    @Test
    fun `every hole is one button node with label and state, 48 dp, inside 360 dp`() = ui(360, 800) {
        val c = Games.started(EnglishStrings)
        show(c)
        val board = c.state.value.board!!
        assertEquals(14, board.holes.size)
        checkHoles(board, 360, 800)
        assertEquals("Your hole A, 5 seeds", board.holes[0].label)
    }

    @Test
    fun `kalah and a phone in landscape fit too`() {
        ui(360, 800) { val c = Games.started(EnglishStrings, "kalah"); show(c); checkHoles(c.state.value.board!!, 360, 800) }
        ui(800, 360) { val c = Games.started(EnglishStrings); show(c); checkHoles(c.state.value.board!!, 800, 360) }
    }

    @Test
    fun `a closed hole says so in its label and its state`() = ui(360, 800) {
        val c = Games.started(EnglishStrings)
        Games.playUntil(c) { s -> s.summary == null && s.board!!.holes.any { it.closed } }
        show(c)
        val board = c.state.value.board!!
        checkHoles(board, 360, 800)
        val closed = board.holes.first { it.closed }
        assertTrue(closed.label.endsWith(", closed"), closed.label)
        if (closed.owner == board.toMove) assertEquals(Blocked.Closed, closed.blocked)
    }

    @Test
    fun `a tap on a legal hole plays it in the core`() = ui(360, 800) {
        val c = Games.started(EnglishStrings)
        show(c)
        val legal = c.state.value.board!!.holes.first { it.legal }
        onNode(hasContentDescription(legal.label)).performClick()
        waitForIdle()
        // The computer answers at once here (unconfined dispatchers), so South's move is the first of several.
        assertEquals(legal.index, c.session!!.history().toCounts().first())
    }

    @Test
    fun `TalkBack's click on a legal hole plays it too`() = ui(360, 800) {
        val c = Games.started(EnglishStrings)
        show(c)
        val legal = c.state.value.board!!.holes.last { it.legal }
        onNode(hasContentDescription(legal.label)).performSemanticsAction(SemanticsActions.OnClick)
        assertEquals(legal.index, c.session!!.history().toCounts().first())
    }

    @Test
    fun `an illegal hole says why and changes nothing`() = ui(360, 800) {
        val c = Games.started(EnglishStrings)
        show(c)
        val theirs = c.state.value.board!!.holes.first { it.owner != c.state.value.board!!.toMove }
        assertEquals(Blocked.OtherSide, theirs.blocked)
        onNode(hasContentDescription(theirs.label)).performClick()
        waitForIdle()
        onNodeWithText("Not your hole: Anbu to move.").assertExists()
        assertEquals(0, c.session!!.history().size)
    }
}
