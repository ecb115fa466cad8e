package app.pallanguzhi.shared

import app.pallanguzhi.core.Choice
import app.pallanguzhi.core.GameSession
import app.pallanguzhi.core.Reason
import app.pallanguzhi.core.SearchStats
import app.pallanguzhi.core.Level
import app.pallanguzhi.core.Players
import app.pallanguzhi.core.Seat
import java.io.File
import java.nio.file.Files
import java.util.concurrent.Executors
import java.util.concurrent.atomic.AtomicBoolean
import java.util.concurrent.atomic.AtomicInteger
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import kotlin.test.assertNotNull

fun tempDir(): File = Files.createTempDirectory("pallanguzhi-test").toFile().also { it.deleteOnExit() }

fun mainDispatcher() = Executors.newSingleThreadExecutor { r -> Thread(r, "test-main").apply { isDaemon = true } }
    .asCoroutineDispatcher()

/** Taps the first legal hole whenever it is the person's turn (on [main]), until the game ends. */
fun playToEnd(c: GameController, main: CoroutineDispatcher) {
    val deadline = System.currentTimeMillis() + 30_000
    while (c.state.value.board?.outcome == null && System.currentTimeMillis() < deadline) {
        runBlocking {
            withContext(main) {
                val b = c.state.value.board!!
                if (!b.computerToMove && !c.state.value.thinking && b.toMove != null) b.holes.firstOrNull { it.legal }?.let { c.tap(it.index) }
            }
        }
        Thread.sleep(1)
    }
    assertNotNull(c.state.value.board?.outcome, "game finished")
}

val vsComputer = Players(south = listOf(Seat.Human("Anbu")), north = listOf(Seat.Computer(Level.HARD)))
val passAndPlay = Players(
    south = listOf(Seat.Human("Anbu"), Seat.Human("Bala")),
    north = listOf(Seat.Human("Chitra"), Seat.Human("Devi")),
)

/** Plays the first legal hole at once. */
class InstantBrain : Brain {
    val calls = AtomicInteger()
    override fun chooseMove(session: GameSession, level: Level): UByte {
        calls.incrementAndGet(); return session.legalMoves().toCounts().first().toUByte()
    }
    override fun hint(session: GameSession): Choice? = session.legalMoves().toCounts().firstOrNull()
        ?.let { choice(it.toUByte(), Reason.Captures(7u)) }
    override fun cancel(session: GameSession) {}
}

/**
 * Stands in for a long Hard/Expert search: it runs until cancelled (or 20 s), polling a flag
 * the way the core's search polls its AtomicBool, then throws like the core's `Cancelled`.
 */
class SlowBrain : Brain {
    val started = AtomicBoolean()
    val cancelled = AtomicBoolean()
    val finished = AtomicBoolean()
    override fun chooseMove(session: GameSession, level: Level): UByte {
        started.set(true)
        val end = System.nanoTime() + 20_000_000_000L
        try {
            while (System.nanoTime() < end) {
                if (cancelled.get()) throw IllegalStateException("cancelled")
                Thread.sleep(2)
            }
            return session.legalMoves().toCounts().first().toUByte()
        } finally { finished.set(true) }
    }
    override fun hint(session: GameSession): Choice? = choice(chooseMove(session, Level.EXPERT), Reason.BestPosition)
    override fun cancel(session: GameSession) { cancelled.set(true) }
}

/** Snapshot's ByteArray fields compare by identity; compare the values. */
fun app.pallanguzhi.core.Snapshot.key(): List<Any?> = listOf(
    rules, holes.toCounts(), closed, bowls, toMove, seat, legal.toCounts(), round, movesPlayed, movesSinceCapture, outcome, endReason,
)

/** The game the controller saved (its file carries a [GameFile] header). */
fun restoreSaved(store: SaveStore): GameSession = GameSession.restore(GameFile.decode(store.read(SaveStore.GAME)!!).save)

/**
 * A process killed after [writesBeforeKill] more writes: later writes never reach the disk,
 * as when the system kills the app between two of them. [writes] logs every attempt.
 */
class DyingStore(dir: File, private val writesBeforeKill: Int = Int.MAX_VALUE) : SaveStore(dir) {
    val writes = mutableListOf<String>()
    override fun write(name: String, text: String) {
        writes += name
        if (writes.size <= writesBeforeKill) super.write(name, text)
    }
}

/** A core-shaped [Choice]; its English text is deliberately wrong so a UI that shows it fails. */
fun choice(hole: UByte, reason: Reason) = Choice(hole, reason, "ENGLISH TEXT NOT SHOWN", SearchStats(0u, 0u, 0u, 0))
