package app.pallanguzhi.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import app.pallanguzhi.app.PallanguzhiApp
import app.pallanguzhi.app.PallanguzhiTheme
import java.io.File
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import app.pallanguzhi.shared.game
import app.pallanguzhi.shared.stats
import app.pallanguzhi.shared.review

/**
 * The recent finished games on the statistics screen: a click on one opens its review in the
 * core, and back returns to the list; the list and a review opened from it drawn into
 * target/screenshots/ in every window, light and dark, in English and Tamil.
 */
@OptIn(ExperimentalTestApi::class)
class RecentGamesTest {
    private val out = File(System.getProperty("pallanguzhi.screenshots") ?: "target/screenshots")

    @Test
    fun `a recent game opens its review from the statistics screen and back returns there`() = ui(360, 800) {
        val t = texts("en")
        Rig("en").use { rig ->
            rig.reviewNodes(5_000u)
            rig.newGame("kalah")
            rig.playUntil { it.game?.outcome != null }
            rig.send(app.pallanguzhi.core.app.Event.BackHome)
            val recent = rig.view.stats!!.recent
            assertEquals(1, recent.games.size)
            val game = recent.games.first()
            rig.send(app.pallanguzhi.core.app.Event.Open(app.pallanguzhi.core.app.Screen.STATS))
            setContent { PallanguzhiTheme(false, t) { PallanguzhiApp(rig.view, rig::send) } }
            onNodeWithText(recent.title).performScrollTo()
            onNodeWithContentDescription(game.accessibilityLabel).performScrollTo().performClick()
            assertEquals(app.pallanguzhi.core.app.Screen.REVIEW, rig.view.screen)
            assertEquals(game.id, rig.view.review!!.gameId)
            waitForIdle()
            onNodeWithText(rig.view.review!!.title).assertExists()
            onNodeWithText(t.get("home")).performScrollTo().performClick()
            assertEquals(app.pallanguzhi.core.app.Screen.STATS, rig.view.screen, "back where the review was opened")
            waitForIdle()
            onNodeWithText(recent.title).assertExists()
        }
    }

    @Test
    fun `the recent games and a review opened from them in every window light and dark`() {
        out.mkdirs()
        var count = 0
        for (language in listOf("en", "ta")) {
            val t = texts(language)
            for (scene in RecentScenes.scenes(language)) for (window in Shots.WINDOWS) for (dark in listOf(false, true)) {
                val image = Shots.image(window) { Shots.App(scene, t, dark) }
                Shots.png(image, File(out, "${scene.name}-${window.name}-${if (dark) "dark" else "light"}-$language.png"))
                count++
            }
            assertTrue(t.missing.isEmpty(), "$language: labels asked for but not in the core: ${t.missing}")
        }
        println("recent-games screenshots: $count PNG files in $out")
        assertEquals(2 * Shots.WINDOWS.size * 2 * 2, count)
    }
}
