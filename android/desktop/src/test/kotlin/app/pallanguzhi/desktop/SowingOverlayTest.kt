package app.pallanguzhi.desktop

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import app.pallanguzhi.app.PallanguzhiTheme
import app.pallanguzhi.app.SowingOverlay
import app.pallanguzhi.app.flightAt
import app.pallanguzhi.core.app.Place
import kotlin.math.abs
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import org.jetbrains.skia.Bitmap
import app.pallanguzhi.shared.game

/** Seeds in flight are drawn where the frame's elapsed time puts them, in a picture as on a phone. */
class SowingOverlayTest {
    @Test
    fun `a flight is a straight line at even speed over the frame`() {
        val (from, to) = Offset(10f, 20f) to Offset(110f, 220f)
        assertEquals(from, flightAt(from, to, 0, 400))
        assertEquals(Offset(60f, 120f), flightAt(from, to, 200, 400))
        assertEquals(to, flightAt(from, to, 400, 400))
        assertEquals(to, flightAt(from, to, 900, 400), "it stays at the end")
        assertEquals(to, flightAt(from, to, 0, 0), "no motion: already there")
    }

    @Test
    fun `half-way through the frame the seeds are drawn half-way`() {
        val game = Games.midRelay("en").game!!.let { it.copy(flights = it.flights.take(1)) }
        val window = Window("strip", 400, 200, 2f)
        // Every place on one line, 40 dp apart; the overlay's spots are in pixels.
        val spot = { i: Int -> Offset((40 + 40 * (i % 8)) * window.density, 100 * window.density) }
        val spots = (0 until 16).associate { Place.Hole(it.toUByte()) as Place to spot(it) } +
            mapOf(Place.Bowl(app.pallanguzhi.core.rules.Side.SOUTH) to spot(7), Place.Bowl(app.pallanguzhi.core.rules.Side.NORTH) to spot(0))
        val f = game.flights.single()
        fun at(p: Place) = if (p is Place.Hand) spots.getValue(Place.Hole(game.hand!!.hole)) else spots.getValue(p)
        val (from, to) = at(f.from) to at(f.to)
        assertTrue(abs(from.x - to.x) >= 40 * window.density, "the flight should move sideways: $from -> $to")
        val t = texts("en")
        for ((ms, expected) in listOf(0L to from, game.frameMs.toLong() / 2 to (from + to) / 2f, game.frameMs.toLong() to to)) {
            val image = Shots.image(window, ms) {
                PallanguzhiTheme(false, t) { Box(Modifier.fillMaxSize().background(Color.White)) { SowingOverlay(game, spots) } }
            }
            val x = inkCentreX(Bitmap.makeFromImage(image))
            assertTrue(abs(x - expected.x) <= 4 * window.density, "at $ms ms of ${game.frameMs}: drawn at x=$x, expected ${expected.x}")
        }
    }

    /** The mean x of every pixel that is not white (the flying seeds' pill). */
    private fun inkCentreX(b: Bitmap): Float {
        var sum = 0.0
        var n = 0
        for (y in 0 until b.height) for (x in 0 until b.width) {
            if (b.getColor(x, y) and 0xFFFFFF != 0xFFFFFF) { sum += x; n++ }
        }
        assertTrue(n > 0, "nothing drawn")
        return (sum / n).toFloat()
    }
}
