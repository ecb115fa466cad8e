package app.pallanguzhi.desktop

import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.unit.sp
import app.pallanguzhi.app.BowlNameMin
import app.pallanguzhi.app.PallanguzhiApp
import app.pallanguzhi.app.PallanguzhiTheme
import app.pallanguzhi.core.rules.Side
import kotlin.math.ceil
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import app.pallanguzhi.shared.game
import app.pallanguzhi.shared.lesson
import app.pallanguzhi.shared.review

/**
 * The names in the bowls on one line, never broken inside a word (Tamil "நீங்க/ள்" read as
 * two words): on a game's board, a lesson's and a review's, at phone size upright and on its
 * side, never under 11 sp; shrunk to fit first, names too wide even at 11 sp take two lines
 * broken between words (a side's two seats, "Chitra மற்றும் Devi" on a phone on its side, whole),
 * and a name is cut ("…") only when that does not fit either (each is listed in the output).
 * The computer's level is not in the name but a badge of its own, whole, with the core's word.
 */
@OptIn(ExperimentalTestApi::class)
class BowlNamesTest {
    private fun scenes(language: String) =
        Games.scenes(language).filter { it.name in setOf("board-start", "board-two-seats") } +
            LearnScenes.scenes(language).filter { it.name.startsWith("lesson-") || it.name.startsWith("review-") }

    @Test
    fun `the bowl names are one line in Tamil and French on a phone`() {
        var cuts = 0
        var badgesSeen = 0
        for (language in listOf("ta", "fr")) for (scene in scenes(language)) for ((w, h) in listOf(360 to 800, 800 to 360)) ui(w, h) {
            setContent { PallanguzhiTheme(false, texts(language)) { PallanguzhiApp(scene.view, {}) } }
            for (side in listOf(Side.SOUTH, Side.NORTH)) {
                val what = "$language ${scene.name} ${w}x$h ${side.name}"
                val layout = onNodeWithTag("bowl-names-${side.name}", useUnmergedTree = true).fetchSemanticsNode().let { node ->
                    mutableListOf<TextLayoutResult>().also { node.config[SemanticsActions.GetTextLayoutResult].action!!.invoke(it) }.single()
                }
                val text = layout.layoutInput.text.text
                val size = layout.layoutInput.style.fontSize.value
                assertTrue(layout.lineCount in 1..2, "$what: \"$text\" laid out on ${layout.lineCount} lines")
                // The computer's level is its own small badge (the core's word), never in the name.
                val board = scene.view.game ?: scene.view.lesson?.board ?: scene.view.review!!.board
                val bowl = board.bowls.first { it.side == side }
                assertTrue(text.endsWith(bowl.name), "$what: \"$text\" is the core's name \"${bowl.name}\"")
                val badges = onAllNodesWithTag("bowl-badge-${side.name}", useUnmergedTree = true).fetchSemanticsNodes()
                when (val badge = bowl.badge) {
                    null -> assertTrue(badges.isEmpty(), "$what: a badge without a level")
                    else -> {
                        assertTrue(!text.contains(badge), "$what: \"$text\" holds the level \"$badge\"")
                        val drawn = mutableListOf<TextLayoutResult>().also { badges.single().config[SemanticsActions.GetTextLayoutResult].action!!.invoke(it) }.single()
                        assertEquals(badge, drawn.layoutInput.text.text, what)
                        assertTrue(drawn.lineCount == 1 && !drawn.isLineEllipsized(0), "$what: the badge \"$badge\" cut")
                        badgesSeen++
                    }
                }
                // Cut: ended with "…", or wider on one line than its place (with softWrap off the
                // paragraph is laid out at the full width, so didOverflowWidth says nothing here).
                // On two lines (wrapped at the place's width) a line wider than it overflows.
                val last = layout.lineCount - 1
                val wide = if (last == 0) ceil(layout.multiParagraph.intrinsics.maxIntrinsicWidth) > layout.layoutInput.constraints.maxWidth
                    else layout.didOverflowWidth
                val cut = layout.isLineEllipsized(last) || layout.getLineEnd(last, visibleEnd = true) < text.length || wide
                assertTrue(size >= BowlNameMin, "$what: \"$text\" in $size sp")
                // A name is cut only when even the floor (11 sp) is too wide for its place.
                val input = layout.layoutInput
                val atFloor = TextMeasurer(input.fontFamilyResolver, input.density, input.layoutDirection)
                    .measure(text, input.style.copy(fontSize = BowlNameMin.sp), maxLines = 1, softWrap = false).size.width
                println("$what: \"$text\" $size sp${if (last == 1) ", two lines" else ""}${if (cut) ", cut (needs $atFloor px at the floor, has ${input.constraints.maxWidth})" else ""}")
                if (last == 1) {
                    // Two lines only for names too wide on one even at the floor, broken between words.
                    val end = layout.getLineEnd(0)
                    assertTrue(atFloor > input.constraints.maxWidth, "$what: \"$text\" on two lines, but fits one at $BowlNameMin sp")
                    assertTrue(text[end - 1] == ' ' || text.getOrNull(end) == ' ', "$what: \"$text\" broken inside a word at $end")
                }
                // A side's two seats are whole (Tamil's "Chitra மற்றும் Devi" was cut on a phone on its side).
                if (scene.name == "board-two-seats") assertTrue(!cut, "$what: \"$text\" cut")
                if (cut) {
                    cuts++
                    assertTrue(size == BowlNameMin, "$what: \"$text\" cut at $size sp before shrinking to $BowlNameMin sp")
                    assertTrue(atFloor > input.constraints.maxWidth, "$what: \"$text\" cut at $size sp, but fits at $BowlNameMin sp ($atFloor <= ${input.constraints.maxWidth} px)")
                }
            }
        }
        println("bowl names cut (too wide even at $BowlNameMin sp): $cuts; level badges: $badgesSeen")
        assertTrue(badgesSeen > 0, "no computer's bowl among the scenes")
    }
}
