package app.pallanguzhi.desktop

import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.text.TextLayoutResult
import app.pallanguzhi.app.BowlNameMin
import app.pallanguzhi.app.PallanguzhiApp
import app.pallanguzhi.app.PallanguzhiTheme
import app.pallanguzhi.core.rules.Side
import kotlin.test.Test
import kotlin.test.assertTrue

/**
 * The names in the bowls on one line, never broken inside a word (Tamil "நீங்க/ள்" read as
 * two words): on a game's board, a lesson's and a review's, at phone size upright and on its
 * side, never under 11 sp; a name too long ends in "…" (listed in the output).
 */
@OptIn(ExperimentalTestApi::class)
class BowlNamesTest {
    private fun scenes(language: String) =
        Games.scenes(language).filter { it.name in setOf("board-start", "board-two-seats") } +
            LearnScenes.scenes(language).filter { it.name.startsWith("lesson-") || it.name.startsWith("review-") }

    @Test
    fun `the bowl names are one line in Tamil and French on a phone`() {
        for (language in listOf("ta", "fr")) for (scene in scenes(language)) for ((w, h) in listOf(360 to 800, 800 to 360)) ui(w, h) {
            setContent { PallanguzhiTheme(false, texts(language)) { PallanguzhiApp(scene.view, {}) } }
            for (side in listOf(Side.SOUTH, Side.NORTH)) {
                val what = "$language ${scene.name} ${w}x$h ${side.name}"
                val layout = onNodeWithTag("bowl-names-${side.name}", useUnmergedTree = true).fetchSemanticsNode().let { node ->
                    mutableListOf<TextLayoutResult>().also { node.config[SemanticsActions.GetTextLayoutResult].action!!.invoke(it) }.single()
                }
                val text = layout.layoutInput.text.text
                val size = layout.layoutInput.style.fontSize.value
                assertTrue(layout.lineCount == 1, "$what: \"$text\" laid out on ${layout.lineCount} lines")
                // With softWrap off a cut shows as overflow in width, not as an ellipsized line.
                // Printed, not asserted: TextAutoSize keeps the largest size and ends some names
                // in "…" (see the list this prints) where a smaller step would fit.
                val cut = layout.didOverflowWidth || layout.getLineEnd(0, visibleEnd = true) < text.length
                assertTrue(size >= BowlNameMin, "$what: \"$text\" in $size sp")
                println("$what: \"$text\" $size sp${if (cut) ", cut" else ""}")
            }
        }
    }
}
