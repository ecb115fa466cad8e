package app.pallanguzhi.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performTextReplacement
import app.pallanguzhi.app.NewGameScreen
import app.pallanguzhi.app.PallanguzhiTheme
import app.pallanguzhi.core.AppCore
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.Opponent
import app.pallanguzhi.core.app.TableSeat
import app.pallanguzhi.core.app.Thinking
import app.pallanguzhi.core.rules.Level
import java.io.File
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue
import app.pallanguzhi.shared.game

/**
 * The new-game table: up to two seats a side, each nobody, a person (named) or the computer at a
 * level. The screen sends the seats as filled in; the core checks them, refuses an impossible
 * table in words and plays its computer seats. Pictures of the table go to target/screenshots.
 */
@OptIn(ExperimentalTestApi::class)
class NewGameTableTest {
    private val out = File(System.getProperty("pallanguzhi.screenshots") ?: "target/screenshots")

    /** The chip [label] of seat [i] (0, 1: South; 2, 3: North). */
    private fun SkikoComposeUiTest.seat(i: Int, label: String) =
        onNode(hasText(label) and hasClickAction() and hasAnyAncestor(hasTestTag("seat-$i")))

    private fun SkikoComposeUiTest.tableScreen(language: String, sent: (String, Opponent) -> Unit) {
        val t = texts(language)
        val settings = AppCore().use { it.view().settings }
        setContent { WithPresets(language) { PallanguzhiTheme(false, t) { NewGameScreen(settings, onBack = {}, onStart = sent) } } }
        onNodeWithText(t.get("table")).performScrollTo().performClick()
    }

    @Test
    fun `the rule sets are the core's names, the chosen one says how it differs, and no id shows`() = ui(360, 800) {
        tableScreen("ta") { _, _ -> }
        val presets = corePresets("ta")
        for (p in presets) {
            onNodeWithText(p.name).assertExists()
            if (p.name != p.id) onNodeWithText(p.id).assertDoesNotExist()
        }
        onNodeWithText(presets.first().summary).assertExists()
        onNodeWithText(presets[1].name).performScrollTo().performClick()
        onNodeWithText(presets[1].summary).assertExists()
        onNodeWithText(presets.first().summary).assertDoesNotExist()
    }

    @Test
    fun `a table of two people and the computer is sent seat by seat and the core plays it`() = ui(360, 800) {
        val t = texts("en")
        var started: Pair<String, Opponent>? = null
        tableScreen("en") { p, o -> started = p to o }
        // South: Anbu and the computer at Easy; North: Bala.
        onNodeWithTag("seat-name-0").performScrollTo().performTextReplacement("Anbu")
        seat(1, t.get("seat_computer_level", "level" to t.get("level_easy"))).performScrollTo().performClick()
        seat(2, t.get("opponent_person")).performScrollTo().performClick()
        onNodeWithTag("seat-name-2").performScrollTo().performTextReplacement("Bala")
        onNodeWithText(t.get("start")).performScrollTo().assertIsDisplayed().performClick()
        val (preset, opponent) = started ?: error("Start did nothing")
        assertEquals(
            Opponent.Table(listOf(TableSeat.Person("Anbu"), TableSeat.Computer(Level.EASY)), listOf(TableSeat.Person("Bala"))),
            opponent,
        )
        Rig("en").use { rig ->
            rig.send(Event.NewGame(preset, opponent))
            assertNull(rig.view.notice)
            assertEquals(listOf("Anbu", "Computer (Easy)"), rig.game.names.south)
            var (byComputer, byPeople) = 0 to 0
            while (byPeople < 6 && rig.game.outcome == null) {
                while (rig.fire()) continue
                when {
                    rig.game.dialog != null -> rig.send(Event.AcknowledgeDialog)
                    rig.game.thinking == Thinking.COMPUTER -> {
                        // The board names the computer's seat, with its level.
                        assertEquals("Computer (Easy)", rig.game.mover)
                        assertTrue(rig.game.holes.none { it.legal }, "no hole is a person's while the computer thinks")
                        assertTrue(rig.think())
                        byComputer++
                    }
                    else -> {
                        assertTrue(rig.game.mover in listOf("Anbu", "Bala"), rig.game.mover)
                        assertTrue(rig.game.status.contains(rig.game.mover), rig.game.status)
                        rig.send(Event.TapHole(rig.game.holes.first { it.legal }.index))
                        byPeople++
                    }
                }
            }
            assertTrue(byComputer > 0, "the computer played South's second seat")
        }
    }

    @Test
    fun `the table the core remembers is offered again, seat by seat`() = ui(360, 800) {
        val t = texts("en")
        val last = Opponent.Table(listOf(TableSeat.Person("Anbu"), TableSeat.Computer(Level.HARD)), listOf(TableSeat.Person("Bala")))
        // A table game started: the core keeps its seats in the settings the page starts from.
        val settings = Rig("en").use { rig ->
            rig.send(Event.NewGame("pallanguzhi", last))
            rig.view.settings
        }
        var started: Opponent? = null
        setContent { PallanguzhiTheme(false, t) { NewGameScreen(settings, onBack = {}, onStart = { _, o -> started = o }) } }
        onNodeWithText(t.get("table")).performScrollTo().performClick()
        onNodeWithText(t.get("start")).performScrollTo().performClick()
        assertEquals(last, started, "Start without a change sends the table that played")
    }

    @Test
    fun `a side with nobody is refused by the core in the player's language`() {
        for (language in DesktopTexts.LANGUAGES) ui(360, 800) {
            val t = texts(language)
            var started: Opponent? = null
            tableScreen(language) { _, o -> started = o }
            seat(2, t.get("seat_nobody")).performScrollTo().performClick()
            onNodeWithText(t.get("start")).performScrollTo().performClick()
            val opponent = assertNotNull(started, language) as Opponent.Table
            assertEquals(1, opponent.south.size, language)
            assertEquals(emptyList<TableSeat>(), opponent.north, "$language: the screen sends the table as it is; the core decides")
            Rig(language).use { rig ->
                rig.send(Event.NewGame("pallanguzhi", opponent))
                val notice = assertNotNull(rig.view.notice, language).text
                assertTrue(notice.contains(t.get("side_north")), "$language: $notice")
                assertNull(rig.view.game, "$language: nothing started")
            }
        }
    }

    @Test
    fun `screenshots of the table`() {
        for (language in DesktopTexts.LANGUAGES) {
            val t = texts(language)
            val settings = AppCore().use { it.view().settings }.copy(playerName = "Anbu")
            for (window in Shots.WINDOWS.take(2)) for (dark in listOf(false, true)) {
                val image = Shots.image(window) {
                    WithPresets(language) { PallanguzhiTheme(dark, t) { NewGameScreen(settings, onBack = {}, atTable = true) { _, _ -> } } }
                }
                Shots.png(image, File(out, "new-game-table-${window.name}-${if (dark) "dark" else "light"}-$language.png"))
            }
            // The board of a table game, on the computer's seat: it names the seat that moves.
            val board = Rig(language).use { rig ->
                rig.send(Event.NewGame("pallanguzhi", Opponent.Table(
                    listOf(TableSeat.Person("Anbu"), TableSeat.Computer(Level.HARD)), listOf(TableSeat.Person("Bala")),
                )))
                while (rig.game.thinking != Thinking.COMPUTER) {
                    while (rig.fire()) continue
                    if (rig.game.dialog != null) rig.send(Event.AcknowledgeDialog)
                    else rig.send(Event.TapHole(rig.game.holes.first { it.legal }.index))
                }
                rig.view
            }
            val image = Shots.image(Shots.WINDOWS[0]) { Shots.App(Scene("board-table", board), t, false) }
            Shots.png(image, File(out, "board-table-${Shots.WINDOWS[0].name}-light-$language.png"))
            assertEquals(emptySet(), t.missing, "$language: labels asked for but not in the core's catalogue")
        }
    }
}
