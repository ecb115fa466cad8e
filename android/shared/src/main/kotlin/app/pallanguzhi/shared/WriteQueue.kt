package app.pallanguzhi.shared

import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.WriteJob
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executor
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors
import java.util.concurrent.RejectedExecutionException
import java.util.concurrent.TimeUnit

/**
 * The core's file writes (`Effect.Write`), each job run in the order it came on one background
 * thread, so the UI thread never waits for a file's flush; each job's `Written` goes to the
 * answer given with it. [drain] waits until every job queued so far has run, at most the bound
 * the core gives (`Effect.AwaitWrites`, the last effect of `Suspend`), so an app killed in the
 * background loses nothing the core wrote.
 * [atOnce] runs each job on the caller's thread (the desktop rig and the tests that read the
 * disk after every event).
 */
class WriteQueue(private val executor: Executor = singleThread()) : AutoCloseable {
    /** Queues [job]; [answer] gets its `Written` on the queue's thread. */
    fun submit(job: WriteJob, answer: (Event) -> Unit) {
        try {
            executor.execute { answer(job.use { it.run() }) }
        } catch (e: RejectedExecutionException) {
            // Closed: the app is gone; nothing more is written.
        }
    }

    /** Blocks until the jobs queued before this call have run, at most [waitMs] (the core's); false if they had not. */
    fun drain(waitMs: Long): Boolean {
        val done = CountDownLatch(1)
        try {
            executor.execute(done::countDown)
        } catch (e: RejectedExecutionException) {
            return true
        }
        return done.await(waitMs, TimeUnit.MILLISECONDS)
    }

    /** Runs what is queued, then stops the thread. */
    override fun close() {
        (executor as? ExecutorService)?.shutdown()
    }

    companion object {
        fun singleThread(): ExecutorService =
            Executors.newSingleThreadExecutor { r -> Thread(r, "pallanguzhi-writes").apply { isDaemon = true } }

        /** Each job run at once on the thread that performs the effect. */
        fun atOnce() = WriteQueue(Executor { it.run() })
    }
}
