package app.pallanguzhi.shared

import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/** A kill at any write around the final move still counts the game exactly once. */
class StatsCrashTest {
    private val main = mainDispatcher()
    private fun <T> onMain(f: () -> T): T = runBlocking { withContext(main) { f() } }
    private fun controller(store: SaveStore) =
        GameController(store, InstantBrain(), main, settings = Settings(speed = Speed.Instant))

    private fun gamesCounted(store: SaveStore) = GameController.stats(store).sumOf { it.games.toInt() }

    @Test
    fun killAtEachWriteAroundTheFinalMoveCountsOnce() {
        // A full run logs the writes: the stats write sits between the last two game saves.
        val probe = DyingStore(tempDir())
        controller(probe).also { onMain { it.newGame("pallanguzhi", vsComputer) }; playToEnd(it, main); onMain { it.dispose() } }
        val statsAt = probe.writes.indexOf(SaveStore.STATS)
        assertTrue(statsAt > 0 && probe.writes.count { it == SaveStore.STATS } == 1, "${probe.writes.takeLast(4)}")
        assertEquals(SaveStore.GAME, probe.writes[statsAt + 1], "the final save follows the stats")

        // Kill before the final move's save, before the stats, between them, and after both.
        for (kept in listOf(statsAt - 1, statsAt, statsAt + 1, statsAt + 2)) {
            val dir = tempDir()
            val dying = DyingStore(dir, writesBeforeKill = kept)
            controller(dying).also { onMain { it.newGame("pallanguzhi", vsComputer) }; playToEnd(it, main); onMain { it.dispose() } }
            // Relaunch on what reached the disk and finish the game if it is not over there.
            val store = SaveStore(dir)
            val c = controller(store)
            onMain { c.launch() }
            playToEnd(c, main)
            onMain { c.dispose() }
            assertEquals(1, gamesCounted(store), "kill after $kept writes")
            // A second relaunch of the finished game counts nothing more.
            controller(store).also { onMain { it.launch() }; onMain { it.dispose() } }
            assertEquals(1, gamesCounted(store), "relaunch after kill at $kept")
        }
    }

    @Test
    fun envelopesRoundTripAndReadOlderFiles() {
        val g = GameFile.new("{\"x\":1}\nmore")
        assertEquals(g, GameFile.decode(g.encode()))
        val legacy = GameFile.decode("{\"format\":1}")
        assertTrue(legacy.legacy)
        assertEquals("{\"format\":1}", legacy.save)
        assertEquals(StatsFile("id-1", "{}"), StatsFile.decode(StatsFile("id-1", "{}").encode()))
        assertEquals(StatsFile(null, "{}"), StatsFile.decode(StatsFile(null, "{}").encode()))
        assertEquals(StatsFile(null, "{\"records\":[]}"), StatsFile.decode("{\"records\":[]}"))
    }
}
