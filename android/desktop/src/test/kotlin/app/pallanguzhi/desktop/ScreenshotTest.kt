package app.pallanguzhi.desktop

import org.junit.jupiter.params.ParameterizedTest
import org.junit.jupiter.params.provider.MethodSource
import java.io.File
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import app.pallanguzhi.shared.game
import app.pallanguzhi.shared.stats

/**
 * Draws every screen of the compiled app, from real games of the Rust app core, into target/screenshots/:
 * 13 scenes x 4 windows (phone portrait 360x800 dp, phone landscape, tablet 800x1280 dp and 1280x800) x
 * light/dark x en/fr/ta. Checks what a picture can be checked for without eyes: every label
 * found in the core's labels, and no picture blank. (People look at the pictures.)
 * One test per language (run.sh runs this class in a JVM of its own, beside the other classes).
 */
class ScreenshotTest {
    companion object {
        @JvmStatic
        fun languages() = DesktopTexts.LANGUAGES
    }

    private val out = File(System.getProperty("pallanguzhi.screenshots") ?: "target/screenshots")

    @ParameterizedTest
    @MethodSource("languages")
    fun `every screen in every window and theme`(language: String) {
        out.mkdirs()
        var count = 0
        val t0 = System.nanoTime()
        val t = texts(language)
        val scenes = Games.scenes(language)
        val playing = System.nanoTime() - t0
        val stats = scenes.first().view.stats!!.lines
        assertTrue(stats.map { it.rules }.toSet().size >= 2, "$language: the finished games left no statistics: $stats")
        assertTrue(scenes.first { it.name == "board-mid-relay" }.view.game!!.flights.isNotEmpty(), "$language: nothing in flight")
        for (scene in scenes) for (window in Shots.WINDOWS) for (dark in listOf(false, true)) {
            val at = if (scene.view.game?.flights.isNullOrEmpty()) 0L else scene.view.game!!.frameMs.toLong() / 2
            val image = Shots.image(window, at) { Shots.App(scene, t, dark) }
            val pixels = org.jetbrains.skia.Bitmap.makeFromImage(image)
            val colours = (0 until 400).map { pixels.getColor(it * 37 % image.width, it * 53 % image.height) }.toSet()
            assertTrue(colours.size > 2, "${scene.name} ${window.name} looks blank")
            Shots.png(image, File(out, "${scene.name}-${window.name}-${if (dark) "dark" else "light"}-$language.png"))
            count++
        }
        assertEquals(emptySet(), t.missing, "$language: labels asked for but not in the core")
        assertEquals(13 * Shots.WINDOWS.size * 2, count)
        val total = (System.nanoTime() - t0) / 1_000_000
        println("screenshots ($language): $count PNG files in $out; ${total} ms in all, ${playing / 1_000_000} ms of it playing the games")
    }
}
