package app.pallanguzhi.shared

import app.pallanguzhi.core.GameSession
import app.pallanguzhi.core.Side
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import kotlinx.coroutines.withTimeout
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

class GameControllerTest {
    private val main = mainDispatcher()
    private fun controller(store: SaveStore, brain: Brain) =
        GameController(store, brain, main, settings = Settings(speed = Speed.Instant))
    private fun <T> onMain(f: () -> T): T = runBlocking { withContext(main) { f() } }
    private fun await(c: GameController, what: (GameUiState) -> Boolean) =
        runBlocking { withTimeout(5000) { c.state.first(what) } }

    @Test
    fun humanMoveThenComputerReplySavedAfterEachMove() {
        val store = SaveStore(tempDir())
        val brain = InstantBrain()
        val c = controller(store, brain)
        onMain { c.newGame("pallanguzhi", vsComputer) }
        await(c) { it.board?.toMove == Side.SOUTH }
        onMain { c.tap(2) }
        val st = await(c) { it.board?.toMove == Side.SOUTH && it.board.round >= 1 && c.session!!.history().size == 2 }
        assertEquals(1, brain.calls.get())
        assertNotNull(st.announcement)
        val saved = restoreSaved(store)
        assertEquals(c.session!!.snapshot().key(), saved.snapshot().key())
        // Undo against the computer: back before your last move.
        onMain { c.undo() }
        assertEquals(0, c.session!!.history().size)
        assertEquals(0, restoreSaved(store).history().size)
        onMain { c.dispose() }
    }

    @Test
    fun cancellingAHardSearchIsPromptAndAppliesNothing() {
        val store = SaveStore(tempDir())
        val brain = SlowBrain()
        val c = controller(store, brain)
        onMain { c.newGame("pallanguzhi", vsComputer) }
        onMain { c.tap(2) }
        await(c) { it.thinking }
        val deadline = System.currentTimeMillis() + 5000
        while (!brain.started.get() && System.currentTimeMillis() < deadline) Thread.sleep(5)
        val before = c.session!!.snapshot().key()
        val t0 = System.nanoTime()
        onMain { c.stop() }
        while (!brain.finished.get() && System.nanoTime() - t0 < 2_000_000_000L) Thread.sleep(2)
        val ms = (System.nanoTime() - t0) / 1_000_000
        assertTrue(brain.cancelled.get(), "search cancelled")
        assertTrue(brain.finished.get() && ms < 1000, "search returned in $ms ms")
        Thread.sleep(200)
        assertEquals(before, c.session!!.snapshot().key(), "nothing applied")
        assertEquals(false, c.state.value.thinking)
        assertEquals(1, restoreSaved(store).history().size, "saved on stop")
        onMain { c.dispose() }

        // Relaunch: the computer turn that was in flight starts again.
        val brain2 = InstantBrain()
        val c2 = controller(store, brain2)
        onMain { c2.launch() }
        await(c2) { c2.session?.history()?.size == 2 && it.frame == null }
        assertEquals(1, brain2.calls.get())
        onMain { c2.dispose() }
    }

    @Test
    fun passAndPlayShowsTheSeatAndReplaySteps() {
        val c = controller(SaveStore(tempDir()), InstantBrain())
        onMain { c.newGame("pallanguzhi", passAndPlay) }
        assertEquals("Anbu", c.state.value.board!!.seatLabel)
        onMain { c.tap(2) }
        await(c) { it.board?.seatLabel == "Chitra" }
        onMain { c.tap(c.state.value.board!!.holes.first { it.legal }.index) }
        await(c) { it.board?.seatLabel == "Bala" }
        onMain { c.startReplay() }
        assertEquals(ReplayState(0, 2), c.state.value.replay)
        onMain { c.replayStep(forward = true) }
        assertEquals(1, c.state.value.replay!!.index)
        assertEquals("Chitra", c.state.value.board!!.seatLabel)
        onMain { c.endReplay() }
        assertEquals(null, c.state.value.replay)
        onMain { c.dispose() }
    }

    @Test
    fun finishedGameUpdatesStatsOnce() {
        val store = SaveStore(tempDir())
        val c = controller(store, InstantBrain())
        onMain { c.newGame("pallanguzhi", vsComputer) }
        playToEnd(c, main)
        val records = GameController.stats(store)
        assertEquals(1, records.size)
        assertEquals(1u, records[0].games)
        assertIs<app.pallanguzhi.core.StatsRecord>(c.state.value.lastStats)
        onMain { c.dispose() }
    }

    @Test
    fun hintShowsTheHoleAndTheLocalizedStructuredReason() {
        val c = GameController(SaveStore(tempDir()), InstantBrain(), main, settings = Settings(speed = Speed.Instant), strings = FrenchStrings)
        onMain { c.newGame("pallanguzhi", vsComputer) }
        onMain { c.hint() }
        val st = await(c) { it.hint != null }
        val first = c.session!!.legalMoves().toCounts().first()
        assertEquals(HintView(first, c.session!!.holeLabel(first.toUByte()), "Indice : trou a. Ce coup prend 7 graines."), st.hint)
        onMain { c.tap(first) }
        await(c) { it.hint == null && it.history.size == 2 }
        onMain { c.dispose() }
    }
}
