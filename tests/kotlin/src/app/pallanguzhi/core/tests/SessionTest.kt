package app.pallanguzhi.core.tests

import app.pallanguzhi.core.*
import java.util.Collections
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.delay
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test

/** Hole indices come as a ByteArray (`Vec<u8>`); play takes a UByte. */
private fun ByteArray.hole(i: Int): UByte = this[i].toUByte()
private fun ByteArray.first(): UByte = hole(0)

class SessionTest {
    private val humans = Players(listOf(Seat.Human("South")), listOf(Seat.Human("North")))
    private val versusExpert = Players(listOf(Seat.Human("Me")), listOf(Seat.Computer(Level.EXPERT)))

    @Test
    fun presetsAreListedDefaultFirst() {
        val ids = presets().map { it.id }
        assertEquals(listOf("pallanguzhi", "pallankuzhi", "pallankuli", "pasu-pondi", "kalah"), ids)
        assertEquals(Family.KALAH, presets().last().family)
        assertTrue(coreVersion().isNotEmpty())
    }

    @Test
    fun refusalsMapToTypedExceptionsAndChangeNothing() {
        val unknown = assertFailsWith<PallanguzhiException.UnknownPreset> { GameSession("chess", humans) }
        assertEquals("chess", unknown.name)
        assertFailsWith<PallanguzhiException.InvalidPlayers> { GameSession("kalah", Players(emptyList(), humans.north)) }
        assertFailsWith<PallanguzhiException.InvalidPlayers> {
            GameSession("kalah", Players(listOf(Seat.Human(" ")), humans.north))
        }
        GameSession("pallanguzhi", humans).use { s ->
            val before = s.snapshot()
            assertEquals(9.toUByte(), assertFailsWith<PallanguzhiException.NotYourHole> { s.play(9u) }.hole)
            assertEquals(14.toUByte(), assertFailsWith<PallanguzhiException.NoSuchHole> { s.play(14u) }.hole)
            assertFailsWith<PallanguzhiException.NoSuchHole> { s.play(255u) }
            assertFailsWith<PallanguzhiException.NothingToUndo> { s.undo() }
            assertFailsWith<PallanguzhiException.NothingToRedo> { s.redo() }
            assertFailsWith<PallanguzhiException.NotComputersTurn> { s.computerMove(1u) }
            assertFailsWith<PallanguzhiException.GameNotFinished> { s.recordStats("", Side.SOUTH) }
            // Every variant is also a PallanguzhiException, for one catch in the shell.
            assertFailsWith<PallanguzhiException> { s.play(13u) }
            assertEquals(Vectors.snapshot(before), Vectors.snapshot(s.snapshot()))
            assertFalse(s.canUndo())
            assertEquals("a", s.holeLabel(0u))
            assertEquals("G", s.holeLabel(13u))
        }
    }

    @Test
    fun emptyHoleAndGameOverAndStatistics() {
        GameSession("kalah", humans).use { s ->
            // Play the game out with hints, checking each move is legal.
            var seed = 1uL
            while (s.snapshot().outcome == null) {
                val legal = s.legalMoves()
                val hole = legal.hole((seed % legal.size.toULong()).toInt())
                s.play(hole)
                seed = seed * 6364136223846793005uL + 1442695040888963407uL
                if (s.snapshot().outcome == null) {
                    val snap = s.snapshot()
                    val row = if (snap.toMove == Side.SOUTH) 0 until 6 else 6 until 12
                    val empty = row.firstOrNull { snap.holes[it] == 0.toByte() }
                    if (empty != null) {
                        val e = assertFailsWith<PallanguzhiException.EmptyHole> { s.play(empty.toUByte()) }
                        assertEquals(empty.toUByte(), e.hole)
                    }
                }
            }
            assertFailsWith<PallanguzhiException.GameOver> { s.play(0u) }
            assertFailsWith<PallanguzhiException.GameOver> { s.hint(1u) }
            val first = s.recordStats("", Side.SOUTH)
            assertEquals(1u, first.record.games)
            val second = s.recordStats(first.statsJson, Side.SOUTH)
            assertEquals(2u, second.record.games)
            assertEquals(listOf(second.record), readStats(second.statsJson))
            assertFailsWith<PallanguzhiException.CorruptStats> { readStats("{") }
            assertEquals(9u, assertFailsWith<PallanguzhiException.FutureStats> { readStats("""{"version": 9, "records": []}""") }.found)
        }
    }

    @Test
    fun playGoesOnWhileAHintRunsOnAnotherThread() = runBlocking {
        GameSession("pallanguzhi", humans).use { s ->
            val start = s.snapshot()
            val hint = async(Dispatchers.Default) { s.hint(5u) }
            // The search holds no lock: this thread reads and plays meanwhile.
            val t0 = System.nanoTime()
            val turn = s.play(start.legal.first())
            assertEquals(Vectors.snapshot(turn.after), Vectors.snapshot(s.snapshot()))
            assertTrue(System.nanoTime() - t0 < 500_000_000, "play waited for the search")
            val choice = hint.await()
            // For the position it was asked about (before or after the move, as the threads raced).
            assertTrue(choice.hole.toByte() in start.legal || choice.hole.toByte() in turn.after.legal)
            assertTrue(choice.reasonText.isNotEmpty())
        }
    }

    @Test
    fun cancelStopsTheComputerAndAStaleSearchPlaysNothing() = runBlocking {
        GameSession("pallanguzhi", versusExpert).use { s ->
            s.play(s.legalMoves().first())
            val search = async(Dispatchers.Default) { runCatching { s.playComputerMove(9u) } }
            delay(30)
            val t0 = System.nanoTime()
            // A cancel that lands before the search starts is cleared by it: keep
            // cancelling until the search answers (each search resets the flag).
            while (!search.isCompleted) {
                s.cancel()
                delay(5)
            }
            val result = search.await()
            assertTrue(System.nanoTime() - t0 < 2_000_000_000, "cancel was slow")
            assertTrue(result.exceptionOrNull() is PallanguzhiException.Cancelled, "$result")
            assertEquals(Side.NORTH, s.snapshot().toMove, "nothing was played")

            val stale = async(Dispatchers.Default) { runCatching { s.playComputerMove(5u) } }
            delay(5)
            val afterUndo = s.undo()
            val e = stale.await().exceptionOrNull()
            assertTrue(e is PallanguzhiException.StaleSearch || e is PallanguzhiException.NotComputersTurn, "$e")
            assertEquals(Vectors.snapshot(afterUndo), Vectors.snapshot(s.snapshot()))

            s.play(s.legalMoves().first())
            val move = s.playComputerMove(3u)
            assertEquals(move.choice.hole, move.turn.hole)
            assertEquals(Side.NORTH, move.turn.mover)
            s.undoToHuman()
            assertEquals(Side.SOUTH, s.snapshot().toMove)
        }
    }

    @Test
    fun closeAndLifetime() {
        val s = GameSession("pallanguzhi", humans)
        val snap = s.snapshot()
        s.close()
        s.close() // closing twice is harmless
        assertFailsWith<IllegalStateException> { s.snapshot() }
        // Records outlive the object that made them.
        assertEquals(14, snap.holes.size)
        // Many sessions, opened and closed, from several threads at once.
        val threads = (0 until 4).map { n ->
            Thread {
                repeat(50) {
                    GameSession("kalah", humans).use { g -> g.play(g.legalMoves().hole(n % g.legalMoves().size)) }
                }
            }
        }
        threads.forEach { it.start() }
        threads.forEach { it.join() }
        // A session dropped without close is reclaimed by the cleaner; nothing to assert but no crash.
        repeat(100) { GameSession("pallanguzhi", humans).snapshot() }
        System.gc()
    }

    @Test
    fun saveRestoreKeepsRedo() {
        GameSession("pallankuli", humans).use { s ->
            repeat(3) { s.play(s.legalMoves().first()) }
            s.undo()
            val text = s.save()
            GameSession.restore(text).use { r ->
                assertEquals(Vectors.snapshot(s.snapshot()), Vectors.snapshot(r.snapshot()))
                assertTrue(r.canRedo())
                assertEquals(Vectors.turn(s.redo()), Vectors.turn(r.redo()))
                assertTrue(s.history().contentEquals(r.history()))
            }
        }
    }

    class Capture : LogSink {
        val lines: MutableList<Pair<LogLevel, String>> = Collections.synchronizedList(mutableListOf())
        override fun log(level: LogLevel, target: String, message: String) {
            lines.add(level to message)
        }
    }

    @Test
    fun rustLogsReachAKotlinSink() {
        val sink = Capture()
        setLogSink(sink, LogLevel.INFO)
        try {
            assertFailsWith<PallanguzhiException.CorruptSave> { GameSession.restore("{") }
            GameSession("kalah", humans).close()
        } finally {
            setLogSink(null, LogLevel.INFO)
        }
        assertNotNull(sink.lines.find { it.first == LogLevel.WARN && "save refused" in it.second }, "${sink.lines}")
        assertNotNull(sink.lines.find { it.first == LogLevel.INFO && "new kalah game" in it.second })
        val count = sink.lines.size
        GameSession("kalah", humans).close()
        assertEquals(count, sink.lines.size, "no logs after the sink is removed")
    }
}
