package app.pallanguzhi.desktop

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import app.pallanguzhi.app.PallanguzhiApp
import app.pallanguzhi.app.PallanguzhiTheme
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import app.pallanguzhi.shared.game

/** A tablet's panel says whose turn it is once: the turn line, not again at the end of the last move's words. */
@OptIn(ExperimentalTestApi::class)
class TabletPanelTest {
    @Test
    fun `the tablet panel names the side to move once, upright and on its side`() {
        for (language in listOf("en", "ta")) {
            // After a round and a move: the last move's words are long and end where the next turn starts.
            val scene = Games.scenes(language).first { it.name == "board-closed-hole" }
            val game = scene.view.game!!
            assertTrue(game.banner != null && game.toMove != null, "$language: a move shown, a side to move")
            for ((w, h) in listOf(800 to 1280, 1280 to 800)) ui(w, h) {
                setContent { PallanguzhiTheme(false, texts(language)) { PallanguzhiApp(scene.view, {}) } }
                val texts = onAllNodes(SemanticsMatcher("has text") { it.config.getOrNull(SemanticsProperties.Text) != null }, useUnmergedTree = true)
                    .fetchSemanticsNodes().flatMap { it.config[SemanticsProperties.Text].map { t -> t.text } }
                val said = texts.sumOf { it.windowed(game.status.length).count { part -> part == game.status } }
                assertEquals(1, said, "$language ${w}x$h: \"${game.status}\" said $said times in $texts")
            }
        }
    }
}
