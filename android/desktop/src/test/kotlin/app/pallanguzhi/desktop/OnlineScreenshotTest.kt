package app.pallanguzhi.desktop

import java.io.File
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/**
 * Online play's screens from a real game between two cores through the real server on
 * loopback (OnlineGames), into target/screenshots/ as online-*.png: every scene at phone
 * portrait in light and dark in en/fr/ta, and in landscape and on the tablet in two of the
 * six theme x language pairs each (9 scenes x 10 = 90 pictures).
 */
class OnlineScreenshotTest {
    private val out = File(System.getProperty("pallanguzhi.screenshots") ?: "target/screenshots")

    private fun shots(language: String): List<Pair<Window, Boolean>> {
        val (portrait, landscape, tablet) = Shots.WINDOWS
        val extra = when (language) {
            "en" -> listOf(landscape to false, tablet to true)
            "fr" -> listOf(tablet to false)
            else -> listOf(landscape to true)
        }
        return listOf(portrait to false, portrait to true) + extra
    }

    @Test
    fun `every online screen from a real game on the real server`() {
        out.mkdirs()
        var count = 0
        val t0 = System.nanoTime()
        for (language in DesktopTexts.LANGUAGES) {
            val t = texts(language)
            val scenes = OnlineGames.scenes(language)
            val board = scenes.first { it.name == "online-away" }.view
            assertTrue(board.online.seats.any { !it.present }, "$language: nobody away: ${board.online.seats}")
            assertTrue(scenes.first { it.name == "online-result" }.view.online.ratingChange!! > 0, "$language: the winner gained nothing")
            for (scene in scenes) for ((window, dark) in shots(language)) {
                val image = Shots.image(window) { Shots.App(scene, t, dark) }
                Shots.png(image, File(out, "${scene.name}-${window.name}-${if (dark) "dark" else "light"}-$language.png"))
                count++
            }
            assertEquals(emptySet(), t.missing, "$language: labels asked for but not in strings.xml")
        }
        assertEquals(9 * (6 + 4), count)
        println("online screenshots: $count PNG files in $out; ${(System.nanoTime() - t0) / 1_000_000} ms with the games")
    }
}
