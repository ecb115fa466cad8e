package app.pallanguzhi.shared

import app.pallanguzhi.core.Level
import app.pallanguzhi.core.Players
import app.pallanguzhi.core.Seat
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import kotlinx.coroutines.withTimeout
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

class CoreBrainTest {
    /** The real Expert search, cancelled by stop(): prompt, and no move applied. */
    @Test
    fun stopCancelsARealExpertSearch() {
        val main = mainDispatcher()
        val store = SaveStore(tempDir())
        val players = Players(south = listOf(Seat.Human("Anbu")), north = listOf(Seat.Computer(Level.EXPERT)))
        val c = GameController(store, CoreBrain { 1L }, main, settings = Settings(speed = Speed.Instant))
        runBlocking { withContext(main) { c.newGame("pallanguzhi", players); c.tap(2) } }
        runBlocking { withTimeout(5000) { c.state.first { it.thinking } } }
        Thread.sleep(50)
        val before = c.session!!.snapshot().key()
        val t0 = System.nanoTime()
        runBlocking { withContext(main) { c.stop() } }
        val ms = (System.nanoTime() - t0) / 1_000_000
        assertTrue(ms < 500, "stop took $ms ms")
        Thread.sleep(300)
        assertEquals(before, c.session!!.snapshot().key(), "nothing applied after cancel")
        assertEquals(1, c.session!!.history().size)
        runBlocking { withContext(main) { c.dispose() } }
    }
}
