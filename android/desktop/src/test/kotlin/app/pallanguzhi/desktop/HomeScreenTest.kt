package app.pallanguzhi.desktop

import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.test.onAllNodesWithText
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.unit.dp
import app.pallanguzhi.app.HomeScreen
import app.pallanguzhi.app.LocalPresets
import app.pallanguzhi.app.NewGameScreen
import app.pallanguzhi.app.PallanguzhiTheme
import app.pallanguzhi.core.AppCore
import app.pallanguzhi.core.app.Opponent
import app.pallanguzhi.core.app.Screen
import app.pallanguzhi.core.presets
import app.pallanguzhi.core.protocol.SideChoice
import app.pallanguzhi.core.rules.Level
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/** Every choice of the home and new-game screens can be seen and picked on a 360 dp phone. */
@OptIn(ExperimentalTestApi::class)
class HomeScreenTest {
    private fun SemanticsNodeInteraction.reachable(widthDp: Int): SemanticsNodeInteraction {
        performScrollTo().assertIsDisplayed()
        val b = getBoundsInRoot()
        assertTrue(b.left >= 0.dp && b.right <= widthDp.dp, "clipped sideways: $b")
        assertTrue(b.bottom - b.top >= 48.dp, "target under 48 dp: $b")
        return this
    }

    @Test
    fun `every home button is reachable at 360 dp`() = ui(360, 640) {
        val t = texts("en")
        var picked: Screen? = Screen.HOME
        setContent { PallanguzhiTheme(false, t) { HomeScreen(canContinue = true, notice = null, onDismissNotice = {}, onPick = { picked = it }) } }
        val targets = listOf("continue_game" to null, "new_game" to Screen.NEW_GAME, "statistics" to Screen.STATS,
            "rules" to Screen.RULES, "settings" to Screen.SETTINGS)
        for ((key, screen) in targets) {
            onNodeWithText(t.get(key)).reachable(360).performClick()
            assertEquals(screen, picked, key)
        }
    }

    @Test
    fun `every home button shows without scrolling on a phone in landscape`() {
        for (language in DesktopTexts.LANGUAGES) ui(800, 360) {
            val t = texts(language)
            var picked: Screen? = Screen.HOME
            setContent { PallanguzhiTheme(false, t) { HomeScreen(canContinue = true, notice = null, onDismissNotice = {}, onPick = { picked = it }) } }
            val targets = listOf("continue_game" to null, "new_game" to Screen.NEW_GAME, "statistics" to Screen.STATS,
                "rules" to Screen.RULES, "settings" to Screen.SETTINGS)
            for ((key, screen) in targets) {
                val button = onNodeWithText(t.get(key)).assertIsDisplayed()
                val b = button.getBoundsInRoot()
                assertTrue(b.top >= 0.dp && b.bottom <= 360.dp && b.left >= 0.dp && b.right <= 800.dp, "$language $key: off screen at $b")
                assertTrue(b.bottom - b.top >= 48.dp, "$language $key: target under 48 dp: $b")
                button.performClick()
                assertEquals(screen, picked, "$language $key")
            }
        }
    }

    @Test
    fun `every new-game choice is reachable at 360 dp in every language`() {
        for (language in DesktopTexts.LANGUAGES) ui(360, 640) {
            val t = texts(language)
            var started: Pair<String, Opponent>? = null
            val settings = AppCore().use { it.view().settings }
            val presets = corePresets(language)
            setContent {
                PallanguzhiTheme(false, t) {
                    CompositionLocalProvider(LocalPresets provides presets) { NewGameScreen(settings, onBack = {}) { p, o -> started = p to o } }
                }
            }
            val rules = presets.map { it.name }
            assertEquals(presets().map { it.id }, presets.map { it.id }, language)
            val others = listOf("side_south", "side_north", "random", "level_easy", "level_medium", "level_hard",
                "level_expert", "opponent_person").map { t.get(it) } + listOf("1", "2")
            for (label in rules + others) {
                onAllNodesWithText(label).fetchSemanticsNodes().let { assertEquals(1, it.size, "$language: '$label' found ${it.size} times") }
                onNodeWithText(label).reachable(360).performClick()
            }
            // Last picks: Kalah, random side, a person, two a side; Start sends exactly those.
            onNodeWithText(presets.first { it.id == "kalah" }.name).reachable(360).performClick()
            onNodeWithText(t.get("start")).reachable(360).performClick()
            val (preset, opponent) = started ?: error("$language: Start did nothing")
            assertEquals("kalah", preset)
            val people = opponent as? Opponent.PassAndPlay ?: error("$language: a person was picked, not $opponent")
            assertEquals(2, people.south.size, language)
            assertEquals(2, people.north.size, language)
        }
    }

    @Test
    fun `a random side is sent to the core to draw, not drawn here`() = ui(360, 640) {
        val t = texts("en")
        val sent = mutableListOf<Opponent>()
        val settings = AppCore().use { it.view().settings }
        setContent { PallanguzhiTheme(false, t) { NewGameScreen(settings, onBack = {}) { _, o -> sent += o } } }
        onNodeWithText(t.get("level_easy")).reachable(360).performClick()
        for ((label, side) in listOf("random" to SideChoice.RANDOM, "side_north" to SideChoice.NORTH, "side_south" to SideChoice.SOUTH)) {
            onNodeWithText(t.get(label)).reachable(360).performClick()
            onNodeWithText(t.get("start")).reachable(360).performClick()
            val computer = sent.last() as? Opponent.Computer ?: error("not against the computer: ${sent.last()}")
            assertEquals(side, computer.side, label)
            assertEquals(Level.EASY, computer.level)
        }
    }

    @Test
    fun `the chosen language changes every label of the home screen`() {
        val keys = listOf("tagline_phone", "new_game", "statistics", "rules", "settings", "continue_game")
        val english = keys.map { texts("en").get(it) }
        for (language in listOf("fr", "ta")) ui(360, 640) {
            val t = texts(language)
            setContent { PallanguzhiTheme(false, t) { HomeScreen(true, null, {}, {}) } }
            keys.forEachIndexed { i, key ->
                val shown = t.get(key)
                assertTrue(shown != english[i], "$language: '$key' is still English")
                onNodeWithText(shown).assertExists()
                onAllNodesWithText(english[i]).assertCountEqualsZero()
            }
        }
    }
}

private fun androidx.compose.ui.test.SemanticsNodeInteractionCollection.assertCountEqualsZero() =
    assertEquals(0, fetchSemanticsNodes().size, "an English label is still shown")
