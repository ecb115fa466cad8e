package app.pallanguzhi.shared

import app.pallanguzhi.core.app.Effect
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.FrameKind
import app.pallanguzhi.core.app.HapticKind
import app.pallanguzhi.core.app.Opponent
import app.pallanguzhi.core.app.Screen
import app.pallanguzhi.core.app.Speed
import app.pallanguzhi.core.app.Thinking
import app.pallanguzhi.core.rules.Level
import app.pallanguzhi.core.rules.Side
import java.io.File
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNull
import kotlin.test.assertTrue
import org.junit.jupiter.api.Test

/**
 * The driver against the real core: timers fire on their own (real delays), searches run on a
 * background thread when the [Gate] lets them, so each race is set up deliberately.
 */
class DriverTest {
    private fun started(speed: Speed, dir: File? = null, opponent: Opponent = vsComputer()): Harness {
        val h = Harness()
        h.launch(dir, reduceMotion = false)
        h.speed(speed)
        h.send(newGame("pallanguzhi", opponent))
        assertEquals(Screen.GAME, h.view.screen)
        assertEquals(Side.SOUTH, h.game.toMove, "the person moves first")
        return h
    }

    @Test
    fun hintThenPlayTheComputerAlwaysReplies() = started(Speed.FAST).use { h ->
        h.send(Event.Hint)
        assertEquals(Thinking.HINT, h.game.thinking)
        assertEquals(1, h.gate.pending(), "the hint's search is asked for")
        // Play before the hint returns.
        val tapped = h.send(Event.TapHole(h.legal().first())).game!!
        assertTrue(tapped.animating)
        assertEquals(Thinking.NOBODY, tapped.thinking, "the tap cancelled the hint")
        // The timers play the animation by themselves; then the computer's turn starts.
        h.await("the computer thinks") { it.game?.thinking == Thinking.COMPUTER }
        assertEquals(2, h.gate.pending(), "the stale hint and the computer's search")
        h.gate.release()
        val after = h.await("the computer replied") { it.idle() && it.game?.history?.size == 2 }
        val game = after.game!!
        assertEquals(Side.SOUTH, game.toMove)
        assertNull(game.hint, "the stale hint is never shown")
        assertTrue(game.holes.any { it.legal }, "the person can play again")
        assertEquals(2, h.recorded.announced.size, "each turn announced once: ${h.recorded.announced}")
        assertTrue(HapticKind.SOW in h.recorded.haptics)
    }

    @Test
    fun undoDuringTheComputersSearch() = started(Speed.INSTANT).use { h ->
        val hole = h.legal().first()
        h.send(Event.TapHole(hole))
        assertEquals(Thinking.COMPUTER, h.game.thinking)
        assertEquals(1, h.gate.pending())
        h.send(Event.Undo)
        assertEquals(0, h.game.history.size, "back to the person's move")
        assertEquals(Thinking.NOBODY, h.game.thinking)
        assertTrue(h.game.buttons.redo)
        // The cancelled search is let through: nothing changes.
        h.settleSearches(h.gate.release())
        assertEquals(0, h.game.history.size)
        h.send(Event.TapHole(hole))
        h.settleSearches(1 + h.gate.release())
        val game = h.await("the computer replied") { it.idle() && it.game?.history?.size == 2 }.game!!
        assertEquals(Side.SOUTH, game.toMove)
    }

    @Test
    fun timersPlayEveryFrameInOrderThenTheBoard() = started(Speed.FAST, opponent = passAndPlay).use { h ->
        val before = h.game.holes.sumOf { it.count.toInt() }
        h.send(Event.TapHole(h.legal().first()))
        h.await("the turn is shown") { it.game?.animating == false }
        // The speed setting's own timer (the core writes settings once their changes pause)
        // fires whenever its 600 ms end: only the turn's timers are counted.
        val turn = h.steps().dropWhile { it.event !is Event.TapHole }
        val frameTimers = turn.flatMap { it.effects }.filterIsInstance<Effect.StartTimer>().map { it.id }
        val fired = h.timersFired().filter { it in frameTimers }
        assertEquals(frameTimers, fired, "every frame's timer fired, in order")
        assertTrue(frameTimers.size >= 5, "one timer per frame: $frameTimers")
        // What each timer showed: one frame after another, from the lift.
        val frames = turn.filter { (it.event as? Event.TimerFired)?.id?.let { id -> id in frameTimers } ?: true }
            .mapNotNull { it.view.game?.frame }
        assertEquals(frameTimers.size, frames.size, "$frames")
        assertTrue(frames.first() is FrameKind.Lift, "$frames")
        assertTrue(frames.any { it is FrameKind.Sow }, "$frames")
        val game = h.game
        assertEquals(Side.NORTH, game.toMove)
        assertEquals(before, game.holes.sumOf { it.count.toInt() } + game.bowls.sumOf { it.count.toInt() })
        assertEquals(Thinking.NOBODY, game.thinking, "pass-and-play: no search")
        assertEquals(0, h.gate.pending())
    }

    @Test
    fun tapDuringTheAnimationSkipsToItsEnd() = started(Speed.SLOW, opponent = passAndPlay).use { h ->
        h.ui.sync {
            assertTrue(h.send(Event.TapHole(h.legal().first())).game!!.animating)
            assertFalse(h.send(Event.TapHole(0u)).game!!.animating)
        }
        assertEquals(1, h.game.history.size, "the second tap only skipped")
        assertEquals(Side.NORTH, h.game.toMove)
    }

    @Test
    fun suspendDuringAnAnimationThenResume() {
        val dir = tempDir()
        started(Speed.SLOW, dir).use { h ->
            h.ui.sync {
                h.driver.send(Event.TapHole(h.legal().first()))
                check(h.driver.state.value.game!!.animating)
                h.driver.suspend()
            }
            val game = h.game
            assertFalse(game.animating, "the animation is finished at once")
            assertEquals(1, game.history.size)
            assertEquals(Thinking.NOBODY, game.thinking, "no search while in the background")
            assertEquals(0, h.gate.pending())
            assertEquals(1, relaunched(dir), "a kill now loses nothing")
            h.speed(Speed.INSTANT) // the reply needs no slow animation
            h.driver.resume()
            h.await("the computer thinks") { it.game?.thinking == Thinking.COMPUTER }
            h.gate.release()
            h.await("the computer replied") { it.idle() && it.game?.history?.size == 2 }
        }
    }

    @Test
    fun suspendDuringASearchThenResume() {
        val dir = tempDir()
        started(Speed.INSTANT, dir).use { h ->
            h.send(Event.TapHole(h.legal().first()))
            assertEquals(Thinking.COMPUTER, h.game.thinking)
            h.ui.sync { h.driver.suspend() }
            assertEquals(Thinking.NOBODY, h.game.thinking)
            h.settleSearches(h.gate.release())
            assertEquals(1, h.game.history.size, "the cancelled search played nothing")
            assertEquals(1, relaunched(dir))
            h.ui.sync { h.driver.resume() }
            assertEquals(Thinking.COMPUTER, h.game.thinking, "the computer's turn restarts")
            h.gate.release()
            h.await("the computer replied") { it.idle() && it.game?.history?.size == 2 }
        }
    }

    @Test
    fun suspendStopsARunningExpertSearch() {
        // Searches start at once here: the Expert search is most likely running when the
        // suspension cancels it (if it already answered, the reply is on the board).
        Harness(Gate(open = true)).use { h ->
            h.launch(null)
            h.speed(Speed.INSTANT)
            h.send(newGame("pallanguzhi", vsComputer(Level.EXPERT)))
            val suspended = h.ui.sync {
                h.send(Event.TapHole(h.legal().first()))
                h.send(Event.Suspend)
            }.game!!
            assertEquals(Thinking.NOBODY, suspended.thinking)
            val cancelled = h.steps().last { it.event is Event.Suspend }.effects.any { it is Effect.CancelSearch }
            h.settleSearches(1)
            assertEquals(if (cancelled) 1 else 2, h.game.history.size, "a cancelled search plays nothing")
            h.driver.resume()
            h.await("the Expert replied") { it.idle() && it.game?.history?.size == 2 }
        }
    }

    @Test
    fun anEventSentFromAFeedbackCallbackWaitsForTheCurrentOne() {
        lateinit var h: Harness
        val feedback = object : Feedback {
            override fun haptic(kind: HapticKind) {}
            override fun announce(text: String) = h.driver.send(Event.DismissNotice)
        }
        h = Harness(Gate(open = true), feedback)
        h.use {
            h.launch(null, reduceMotion = true)
            h.send(newGame("kalah", vsComputer()))
            h.send(Event.TapHole(h.legal().first()))
            h.await("the computer replied") { it.idle() && (it.game?.history?.size ?: 0) >= 2 }
            // Each DismissNotice sent while an announcement was performed is handled right
            // after the event that announced, never in the middle of its effects.
            val steps = h.steps()
            val sent = steps.indices.filter { steps[it].event is Event.DismissNotice }
            assertTrue(sent.size >= 2, "the person's turn and the computer's were announced")
            for (i in sent) assertTrue(steps[i - 1].effects.any { it is Effect.Announce }, "${steps.map { it.event }}")
        }
    }

    /** A fresh driver on [dir] (the process was killed): the number of moves it restores. */
    private fun relaunched(dir: File): Int = Harness().use { fresh ->
        fresh.launch(copyOf(dir), reduceMotion = true).game?.history?.size ?: 0
    }
}

val passAndPlay = Opponent.PassAndPlay(listOf("Anbu"), listOf("Chitra"))

/** A copy of [dir], so a relaunch cannot touch the files of the app still running. */
fun copyOf(dir: File): File = tempDir().also { dir.copyRecursively(it, overwrite = true) }
