package app.pallanguzhi.shared

import app.pallanguzhi.core.app.Effect
import app.pallanguzhi.core.app.Event
import java.io.File
import java.util.concurrent.Executor
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNull
import kotlin.test.assertTrue
import kotlin.test.fail
import org.junit.jupiter.api.Test

/**
 * The driver's write queue ([WriteQueue]): the core's writes run off the UI thread, one at a
 * time in order, answer `Written` back through the driver, and `Suspend` waits for them, at most
 * the core's bound (`Effect.AwaitWrites`, its last effect).
 */
class WriteQueueTest {
    /** Holds each job until the test lets it run, then runs it on a queue thread of its own. */
    private class Held : Executor {
        private val held = ArrayList<Runnable>()
        private val thread = WriteQueue.singleThread()

        @Synchronized
        override fun execute(command: Runnable) {
            held += command
        }

        @Synchronized
        fun pending() = held.size

        @Synchronized
        fun release() {
            held.forEach(thread::execute)
            held.clear()
        }
    }

    private fun game(dir: File) = File(dir, "game.json")

    @Test
    fun theUiThreadWritesNothingAndTheJobsAnswerThroughTheDriver() {
        val held = Held()
        val dir = tempDir()
        Harness(Gate(open = true), writes = WriteQueue(held)).use { h ->
            h.launch(dir, reduceMotion = true)
            h.send(newGame("kalah", passAndPlay))
            h.send(Event.TapHole(h.legal().first()))
            assertFalse(game(dir).exists(), "queued, not written on the UI thread")
            val queued = held.pending()
            assertTrue(queued >= 2, "the new game's and the move's")
            held.release()
            waitUntil("the jobs answered") { h.steps().count { it.event is Event.Written } >= queued }
            h.ui.sync {}
            assertTrue(game(dir).exists())
            assertNull(h.view.notice)
            assertEquals(1, Harness().use { it.launch(copyOf(dir), reduceMotion = true).game?.history?.size })
        }
    }

    @Test
    fun suspendWaitsForTheQueuedWrites() {
        // A slow disk: each job waits 150 ms before it writes, on the queue's one thread.
        val thread = WriteQueue.singleThread()
        val slow = Executor { job -> thread.execute { Thread.sleep(150); job.run() } }
        val dir = tempDir()
        Harness(Gate(open = true), writes = WriteQueue(slow)).use { h ->
            h.launch(dir, reduceMotion = true)
            h.send(newGame("kalah", passAndPlay))
            h.send(Event.TapHole(h.legal().first()))
            h.send(Event.Suspend)
            // `Suspend` returned on the UI thread: every write queued before it is on the disk.
            assertEquals(1, Harness().use { it.launch(copyOf(dir), reduceMotion = true).game?.history?.size })
        }
    }

    @Test
    fun aQueueThatNeverRunsIsWaitedForAtMostTheCoresBound() {
        val dir = tempDir()
        // A stuck disk: the jobs never run.
        Harness(Gate(open = true), writes = WriteQueue(Held())).use { h ->
            h.launch(dir, reduceMotion = true)
            h.send(newGame("kalah", passAndPlay))
            val start = System.nanoTime()
            h.send(Event.Suspend)
            val ms = (System.nanoTime() - start) / 1_000_000
            // The bound is the core's, the last effect of `Suspend`, after its writes.
            val effects = h.steps().last { it.event is Event.Suspend }.effects
            val wait = effects.last() as? Effect.AwaitWrites ?: fail("no wait last: $effects")
            assertTrue(effects.indexOfLast { it is Effect.Write } in 0 until effects.lastIndex, "$effects")
            val bound = wait.timeoutMs.toLong()
            assertTrue(bound in 1..2_000, "$bound ms")
            assertTrue(ms >= bound && ms < bound + 1_500, "$ms ms for a bound of $bound ms")
        }
        assertFalse(WriteQueue(Held()).drain(50))
        assertTrue(WriteQueue.atOnce().drain(0), "nothing queued")
    }
}
