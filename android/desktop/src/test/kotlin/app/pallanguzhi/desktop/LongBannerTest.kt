package app.pallanguzhi.desktop

import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.unit.DpRect
import androidx.compose.ui.unit.dp
import app.pallanguzhi.app.MinTouch
import app.pallanguzhi.app.PallanguzhiApp
import app.pallanguzhi.app.PallanguzhiTheme
import java.io.File
import kotlin.test.Test
import kotlin.test.assertTrue
import app.pallanguzhi.shared.game

/**
 * The core's longest words about a turn (a Tamil banner from a real game) in every window:
 * shown whole (wrapped, in smaller type if need be) outside the board, no control over the
 * board, and the holes of a phone upright still a good touch target. (They are 61 dp here, not the
 * 64 of English: the Tamil labels of the action row wrap onto two lines and take the difference.)
 */
@OptIn(ExperimentalTestApi::class)
class LongBannerTest {
    private val ta = texts("ta")

    private fun overlaps(a: DpRect, b: DpRect) = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

    @Test
    fun `a long Tamil banner fits beside the board and covers nothing`() {
        val view = Games.longestBanner("ta")
        val game = view.game!!
        val banner = game.banner!!
        assertTrue(banner.length > 120, "a long banner: ${banner.length} characters: $banner")
        val out = File(System.getProperty("pallanguzhi.screenshots") ?: "target/screenshots", "board-look")
        for (window in Shots.WINDOWS) {
            ui(window.widthDp, window.heightDp) {
                setContent { PallanguzhiTheme(false, ta) { PallanguzhiApp(view, {}) } }
                val board = onNodeWithTag("board", useUnmergedTree = true).getBoundsInRoot()
                val words = onNodeWithText(banner, useUnmergedTree = true).getBoundsInRoot()
                val name = "${window.widthDp}x${window.heightDp}"
                assertTrue(!overlaps(words, board), "$name: the banner $words over the board $board")
                assertTrue(
                    words.top >= 0.dp && words.left >= 0.dp && words.bottom <= window.heightDp.dp && words.right <= window.widthDp.dp,
                    "$name: the banner $words leaves the window",
                )
                // Shown whole: nothing of it scrolled out of its area (that would lie under the board or off the top).
                if (window.widthDp < 600 || window.heightDp < 600) {
                    assertTrue(words.bottom <= board.top, "$name: the banner ends at ${words.bottom}, the board starts at ${board.top}")
                }
                val labels = game.holes.map { it.accessibilityLabel }.toSet()
                val controls = onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsActions.OnClick), useUnmergedTree = true).fetchSemanticsNodes()
                for (node in controls) {
                    val d = if (SemanticsProperties.ContentDescription in node.config) node.config[SemanticsProperties.ContentDescription].firstOrNull() else null
                    if (d in labels) continue
                    val r = node.boundsInRoot
                    val b = with(androidx.compose.ui.unit.Density(2f)) { DpRect(r.left.toDp(), r.top.toDp(), r.right.toDp(), r.bottom.toDp()) }
                    if (b.left <= board.left && b.top <= board.top && b.right >= board.right && b.bottom >= board.bottom) continue
                    assertTrue(!overlaps(b, board), "$name: a control at $b overlaps the board $board")
                }
                if (window.widthDp == 360) for (hole in game.holes) {
                    val h = onNode(hasContentDescription(hole.accessibilityLabel), useUnmergedTree = true).getBoundsInRoot()
                    assertTrue(h.right - h.left >= MinTouch && h.bottom - h.top >= MinTouch + 12.dp, "${hole.letter}: $h")
                }
            }
            for (dark in listOf(false, true)) {
                val image = Shots.image(window) { Shots.App(Scene("long-banner", view), ta, dark) }
                Shots.png(image, File(out, "long-banner-${window.name}-${if (dark) "dark" else "light"}-ta.png"))
            }
        }
    }
}
