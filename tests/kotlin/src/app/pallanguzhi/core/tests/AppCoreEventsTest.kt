package app.pallanguzhi.core.tests

import app.pallanguzhi.core.*
import app.pallanguzhi.core.app.*
import app.pallanguzhi.core.protocol.*
import app.pallanguzhi.core.rules.*
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue
import org.junit.jupiter.api.Test
import app.pallanguzhi.shared.game

/**
 * More of `AppCore` and `SearchJob` through the generated bindings, driven by hand: searches
 * run only when the test runs them; refusals, languages, hints and per-frame timers.
 */
class AppCoreEventsTest {
    private val anbu = Opponent.Computer(Level.EASY, SideChoice.SOUTH, "Anbu")

    private fun launched(): AppCore = AppCore().also {
        val effects = it.handle(Event.Launch("", "en", true))
        assertEquals(listOf<Effect>(Effect.Render), effects)
    }

    private fun AppCore.game(): GameView = assertNotNull(view().game)
    private fun AppCore.legal(): List<UByte> = game().holes.filter { it.legal }.map { it.index }
    private fun List<Effect>.searches() = filterIsInstance<Effect.Search>()

    @Test
    fun aJobCancelledBeforeItRunsAnswersNothing() {
        val core = launched()
        core.handle(Event.NewGame("kalah", anbu))
        val hint = core.handle(Event.Hint).searches().single().job
        hint.cancel()
        assertNull((hint.run() as Event.SearchDone).result)
    }

    @Test
    fun theHintIsShownWithItsReason() {
        val core = launched()
        core.handle(Event.NewGame("kalah", anbu))
        val done = core.handle(Event.Hint).searches().single().job.run() as Event.SearchDone
        val hole = assertNotNull(done.result).hole
        val effects = core.handle(done)
        val hint = assertNotNull(core.game().hint)
        assertEquals(hole, hint.hole)
        assertTrue(hint.text.isNotBlank())
        assertTrue(effects.any { it is Effect.Announce }, "the hint is announced: $effects")
        assertEquals(hole, core.game().holes.single { it.hinted }.index)
    }

    @Test
    fun badRequestsAreRefusedWithANoticeAndChangeNothing() {
        val core = launched()
        val before = core.view()
        core.handle(Event.NewGame("chess", anbu))
        assertEquals(NoticeKind.BAD_REQUEST, core.view().notice?.kind)
        assertEquals(Screen.HOME, core.view().screen)
        assertNull(core.view().game)
        core.handle(Event.DismissNotice)
        assertEquals(before, core.view())
        core.handle(Event.SettingsChanged(before.settings.copy(language = "xx")))
        assertEquals(NoticeKind.BAD_REQUEST, core.view().notice?.kind)
        assertEquals(before.settings, core.view().settings)
        core.handle(Event.NewGame("kalah", Opponent.PassAndPlay(listOf("a", "b", "c"), listOf("d"))))
        assertNull(core.view().game, "three seats a side are refused")
    }

    @Test
    fun textsFollowTheLanguageSetting() {
        val core = launched()
        core.handle(Event.NewGame("pallanguzhi", anbu))
        val labels = listOf("en", "fr", "ta").map { lang ->
            core.handle(Event.SettingsChanged(core.view().settings.copy(language = lang)))
            assertEquals(lang, core.view().language)
            core.game().holes.first().accessibilityLabel
        }
        assertEquals(3, labels.toSet().size, "one label per language: $labels")
    }

    @Test
    fun timersAreAskedForEachFrameWhenAnimating() {
        val core = AppCore()
        core.handle(Event.Launch("", "en", false))
        core.handle(Event.SettingsChanged(core.view().settings.copy(speed = Speed.FAST)))
        core.handle(Event.NewGame("pallanguzhi", Opponent.PassAndPlay(listOf("A"), listOf("B"))))
        var effects = core.handle(Event.TapHole(core.legal().first()))
        var frames = 0
        while (true) {
            val timer = effects.filterIsInstance<Effect.StartTimer>().singleOrNull() ?: break
            assertTrue(timer.ms > 0u)
            assertTrue(core.game().animating)
            frames++
            assertEquals(emptyList(), core.handle(Event.TimerFired(timer.id + 1000u)), "a stale timer is ignored")
            effects = core.handle(Event.TimerFired(timer.id))
        }
        assertTrue(frames > 3, "$frames frames")
        assertEquals(false, core.game().animating)
        assertEquals(Side.NORTH, core.game().toMove)
    }
}
