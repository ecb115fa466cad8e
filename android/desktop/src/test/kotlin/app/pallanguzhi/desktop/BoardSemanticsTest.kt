package app.pallanguzhi.desktop

import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.assertCountEquals
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.onChildren
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performSemanticsAction
import androidx.compose.ui.unit.dp
import app.pallanguzhi.app.MinTouch
import app.pallanguzhi.app.PallanguzhiApp
import app.pallanguzhi.app.PallanguzhiTheme
import app.pallanguzhi.core.app.HapticKind
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import app.pallanguzhi.shared.game

/** The board as TalkBack and a finger meet it: the compiled views over a real app-core game. */
@OptIn(ExperimentalTestApi::class)
class BoardSemanticsTest {
    private val en = texts("en")

    private fun SkikoComposeUiTest.show(rig: Rig) = setContent {
        PallanguzhiTheme(false, en) { PallanguzhiApp(rig.view, rig::send) }
    }

    private fun started(preset: String = "pallanguzhi") = Rig("en").also { it.newGame(preset) }

    /** One node per hole: a button with the core's label and hint, no children, 48 dp or more, on screen. */
    private fun SkikoComposeUiTest.checkHoles(rig: Rig, widthDp: Int, heightDp: Int) {
        for (hole in rig.game.holes) {
            val label = hole.accessibilityLabel
            val node = onNode(hasContentDescription(label), useUnmergedTree = true)
            val config = node.fetchSemanticsNode("hole ${hole.letter}").config
            assertEquals(Role.Button, config[SemanticsProperties.Role], label)
            assertEquals(hole.accessibilityHint, config[SemanticsProperties.StateDescription], label)
            assertTrue(hole.accessibilityHint.isNotBlank(), "$label has no hint")
            assertTrue(SemanticsActions.OnClick in config, "$label has no click action")
            // What TalkBack reads: the merged tree, where the hole's texts must not show through.
            val merged = onNode(hasContentDescription(label))
            merged.onChildren().assertCountEquals(0)
            assertTrue(SemanticsProperties.Text !in merged.fetchSemanticsNode().config, "$label merges its texts")
            val b = node.getBoundsInRoot()
            assertTrue(b.right - b.left >= MinTouch && b.bottom - b.top >= MinTouch, "$label: $b is under 48 dp")
            assertTrue(b.left >= 0.dp && b.right <= widthDp.dp && b.top >= 0.dp && b.bottom <= heightDp.dp, "$label: $b is off screen")
        }
        for (bowl in rig.game.bowls) {
            val b = onNode(hasContentDescription(bowl.accessibilityLabel), useUnmergedTree = true).getBoundsInRoot()
            assertTrue(b.left >= 0.dp && b.right <= widthDp.dp && b.top >= 0.dp && b.bottom <= heightDp.dp, "${bowl.accessibilityLabel}: $b is off screen")
        }
    }

    @Test
    fun `every hole is one button node with label and state, 48 dp, inside 360 dp`() = ui(360, 800) {
        val rig = started()
        show(rig)
        assertEquals(14, rig.game.holes.size)
        checkHoles(rig, 360, 800)
        // The label names the hole and its seeds, and the labels tell the holes apart.
        val a = rig.game.holes[0]
        assertTrue(a.accessibilityLabel.contains(a.letter) && a.accessibilityLabel.contains(a.count.toString()), a.accessibilityLabel)
        assertEquals(14, rig.game.holes.map { it.accessibilityLabel }.toSet().size)
    }

    @Test
    fun `kalah and a phone in landscape fit too`() {
        ui(360, 800) { val rig = started("kalah"); show(rig); checkHoles(rig, 360, 800) }
        ui(800, 360) { val rig = started(); show(rig); checkHoles(rig, 800, 360) }
    }

    @Test
    fun `a closed hole says so in its label and its state`() = ui(360, 800) {
        val rig = started()
        rig.playUntil { v -> v.game!!.let { g -> g.dialog == null && g.outcome == null && g.holes.any { it.closed } } }
        show(rig)
        checkHoles(rig, 360, 800)
        val closed = rig.game.holes.first { it.closed }
        assertTrue(closed.accessibilityLabel.endsWith(", closed"), closed.accessibilityLabel)
        assertTrue(!closed.legal, closed.accessibilityHint)
        val open = rig.game.holes.first { it.legal }
        assertTrue(closed.accessibilityHint != open.accessibilityHint, closed.accessibilityHint)
    }

    @Test
    fun `a tap on a legal hole plays it in the core`() = ui(360, 800) {
        val rig = started()
        show(rig)
        val legal = rig.game.holes.first { it.legal }
        val moves = rig.game.movesPlayed
        onNode(hasContentDescription(legal.accessibilityLabel)).performClick()
        waitForIdle()
        // The computer's search waits in the rig's queue, so the last move is still the player's.
        assertEquals(legal.index, rig.game.lastMove)
        assertEquals(moves + 1u, rig.game.movesPlayed)
    }

    @Test
    fun `TalkBack's click on a legal hole plays it too`() = ui(360, 800) {
        val rig = started()
        show(rig)
        val legal = rig.game.holes.last { it.legal }
        onNode(hasContentDescription(legal.accessibilityLabel)).performSemanticsAction(SemanticsActions.OnClick)
        assertEquals(legal.index, rig.game.lastMove)
    }

    @Test
    fun `an illegal hole says why and changes nothing`() = ui(360, 800) {
        val rig = started()
        show(rig)
        val theirs = rig.game.holes.first { it.owner != rig.game.toMove }
        assertTrue(!theirs.legal)
        val before = rig.game
        onNode(hasContentDescription(theirs.accessibilityLabel)).performClick()
        waitForIdle()
        onNodeWithText(theirs.accessibilityHint).assertExists()
        // The line is the core's (GameView.refusal), kept until the board changes.
        assertEquals(theirs.accessibilityHint, rig.game.refusal)
        assertEquals(HapticKind.REFUSED, rig.haptics.last())
        assertTrue(rig.announced.isNotEmpty(), "the core said nothing")
        assertEquals(before.holes, rig.game.holes)
        assertEquals(before.movesPlayed, rig.game.movesPlayed)
    }
}
