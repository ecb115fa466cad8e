package app.pallanguzhi.core.tests

import app.pallanguzhi.core.*
import java.nio.file.Files
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test

/**
 * `AppCore` through the generated Kotlin, as the Android glue drives it: effects performed
 * in order, timers fired by the test, each `SearchJob` run off the calling thread.
 */
class AppCoreTest {
    private class Shell(val core: AppCore = AppCore()) {
        val timers = ArrayDeque<ULong>()
        val searches = ArrayDeque<SearchJob>()
        val announced = mutableListOf<String>()

        fun send(event: Event): List<Effect> {
            val effects = core.handle(event)
            for (effect in effects) when (effect) {
                is Effect.StartTimer -> timers.addLast(effect.id)
                is Effect.CancelTimer -> timers.remove(effect.id)
                is Effect.Search -> searches.addLast(effect.job)
                is Effect.Announce -> announced += effect.text
                is Effect.CancelSearch, is Effect.Haptic, is Effect.Sound, Effect.Render -> {}
            }
            return effects
        }

        fun fireTimers() {
            while (timers.isNotEmpty()) send(Event.TimerFired(timers.removeFirst()))
        }

        fun runSearch(): Boolean {
            val job = searches.removeFirstOrNull() ?: return false
            send(runBlocking { async(Dispatchers.Default) { job.run() }.await() })
            return true
        }

        fun settle() {
            do fireTimers() while (runSearch())
        }

        fun game(): GameView = core.view().game!!
    }

    private val versusEasy = Event.NewGame("pallanguzhi", Opponent.Computer(Level.EASY, SideChoice.SOUTH, "Anbu"))

    @Test
    fun hintThenPlayTheComputerAlwaysReplies() {
        val shell = Shell()
        shell.send(Event.Launch("", "en", false))
        shell.send(versusEasy)
        shell.send(Event.Hint)
        val hint = shell.searches.removeFirst()
        assertEquals(Thinking.HINT, shell.game().thinking)
        val hole = shell.game().holes.first { it.legal }.index
        val effects = shell.send(Event.TapHole(hole))
        assertTrue(effects.any { it is Effect.CancelSearch && it.id == hint.id() })
        shell.fireTimers()
        assertEquals(Thinking.COMPUTER, shell.game().thinking)
        assertTrue(shell.send(hint.run()).isEmpty(), "the stale hint is dropped")
        shell.settle()
        assertEquals(2, shell.game().history.size, "the computer replied")
        assertEquals(Side.SOUTH, shell.game().toMove)
    }

    @Test
    fun suspendThenRelaunchRestoresTheGameAndTheComputerResumes() {
        val dir = Files.createTempDirectory("appcore").toString()
        val shell = Shell()
        shell.send(Event.Launch(dir, "ta", false))
        shell.send(versusEasy)
        shell.send(Event.TapHole(2u))
        assertTrue(shell.game().animating)
        shell.send(Event.Suspend)
        assertTrue(!shell.game().animating && shell.searches.isEmpty())
        val next = Shell()
        next.send(Event.Launch(dir, "ta", false))
        assertEquals(listOf("c"), next.game().history)
        assertTrue(next.game().holes[0].accessibilityLabel.startsWith("உங்கள் குழி a, "))
        assertEquals(1, next.searches.size)
        next.settle()
        assertEquals(2, next.game().history.size)
    }
}
