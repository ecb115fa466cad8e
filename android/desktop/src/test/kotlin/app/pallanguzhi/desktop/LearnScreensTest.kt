package app.pallanguzhi.desktop

import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.onAllNodesWithText
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.unit.dp
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import app.pallanguzhi.app.DrawnFilled
import app.pallanguzhi.app.LessonScreen
import app.pallanguzhi.app.PallanguzhiApp
import app.pallanguzhi.app.PallanguzhiTheme
import androidx.compose.ui.test.ComposeUiTest
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.LessonVerdict
import app.pallanguzhi.core.app.LessonView
import java.io.File
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import app.pallanguzhi.shared.lessons
import app.pallanguzhi.shared.lesson
import app.pallanguzhi.shared.review

/**
 * The lessons and the review as a player meets them: from the home screen's "Learn to play"
 * to a lesson's goal by clicks alone (a miss, the hint, the answer); and every lesson and
 * review scene drawn into target/screenshots/ in three windows and three languages.
 */
@OptIn(ExperimentalTestApi::class)
class LearnScreensTest {
    private val out = File(System.getProperty("pallanguzhi.screenshots") ?: "target/screenshots")

    @Test
    fun `a lesson taken to its goal by clicks`() = ui(360, 800) {
        val t = texts("en")
        Rig("en").use { rig ->
            setContent { PallanguzhiTheme(false, t) { PallanguzhiApp(rig.view, rig::send) } }
            onNodeWithText(t.get("learn")).performScrollTo().performClick()
            assertEquals(app.pallanguzhi.core.app.Screen.LESSONS, rig.view.screen)
            onNodeWithText(t.get("lesson_start_next")).performClick()
            val lesson = rig.view.lesson!!
            assertEquals("pallanguzhi-sowing", lesson.id)
            onNodeWithText(lesson.goal).assertExists()
            // A miss: hole a (the core judges it), shown at once by a second tap, then taken back.
            val a = lesson.board.holes[0]
            onNodeWithContentDescription(a.accessibilityLabel).performClick()
            rig.settle()
            waitForIdle()
            assertEquals(LessonVerdict.MISSED, rig.view.lesson!!.verdict)
            assertCoreButtons(rig.view.lesson!!)
            // The panel's one line says the verdict; the whole reason opens in the sheet.
            assertTrue(onAllNodesWithText(rig.view.lesson!!.headline!!).fetchSemanticsNodes().isNotEmpty(), "the verdict is shown")
            onNodeWithText(rig.view.lesson!!.stepsLabel!!).assertExists()
            onNodeWithTag("lesson-steps", useUnmergedTree = true).performClick()
            assertTrue(onAllNodesWithText(rig.view.lesson!!.message!!).fetchSemanticsNodes().isNotEmpty(), "the reason is in the sheet")
            onNodeWithText(t.get("close")).performClick()
            // The answer, f.
            val f = rig.view.lesson!!.board.holes[5]
            onNodeWithContentDescription(f.accessibilityLabel).performClick()
            rig.settle()
            waitForIdle()
            val solved = rig.view.lesson!!
            assertTrue(solved.solved, "the goal is reached")
            assertCoreButtons(solved)
            val nextLabel = solved.actions.first { it.event == Event.NextLesson }.label
            // Solved, the board keeps its size and Next is on screen, not scrolled away.
            val board = onNodeWithTag("board", useUnmergedTree = true).getBoundsInRoot()
            assertTrue(board.bottom - board.top >= 400.dp, "the board is ${board.bottom - board.top} high")
            val next = onNodeWithText(nextLabel).getBoundsInRoot()
            assertTrue(next.top >= board.bottom && next.bottom <= 800.dp, "Next under the board, in the window: $next")
            onNodeWithText(nextLabel).performClick()
            assertEquals("pallanguzhi-relay", rig.view.lesson!!.id)
            onNodeWithText(rig.view.lesson!!.actions.single { it.event == Event.BackHome }.label).performClick()
            assertEquals(1u, rig.view.lessons!!.done)
        }
    }

    /** The panel shows the core's buttons, each once, left to right in the core's order, and no other. */
    private fun ComposeUiTest.assertCoreButtons(lesson: LessonView) {
        // Reading order: row by row (the row may wrap), left to right in a row.
        val places = lesson.actions.map { action ->
            val nodes = onAllNodesWithText(action.label).fetchSemanticsNodes()
            assertEquals(1, nodes.size, "${action.label} shown once")
            nodes[0].boundsInRoot.let { it.top to it.left }
        }
        assertEquals(places.sortedWith(compareBy({ it.first }, { it.second })), places, "in the core's order")
        // Filled as the core says (`primary`: Next lesson once solved), the others outlined.
        val filled = lesson.actions.map { onAllNodesWithText(it.label).fetchSemanticsNodes()[0].config.getOrNull(DrawnFilled) }
        assertEquals(lesson.actions.map { it.primary }, filled, "filled as the core says")
        for (absent in listOf("lesson_next", "lesson_skip", "lesson_again").map { texts("en").get(it) }) {
            if (lesson.actions.none { it.label == absent }) assertTrue(onAllNodesWithText(absent).fetchSemanticsNodes().isEmpty(), "$absent not offered")
        }
    }

    @Test
    fun `the lesson's filled button is the one the core names, whatever its event`() {
        val solved = LearnScenes.scenes("en").first { it.name == "lesson-solved" }.view.lesson!!
        assertEquals(listOf("lesson-next"), solved.actions.filter { it.primary }.map { it.id }, "the core names Next")
        // The same lesson with Again named instead: the panel follows the field, not the event.
        val flipped = solved.copy(actions = solved.actions.map { it.copy(primary = it.id == "lesson-again") })
        for (lesson in listOf(solved, flipped)) ui(360, 800) {
            setContent { PallanguzhiTheme(false, texts("en")) { LessonScreen(lesson, false) {} } }
            val filled = lesson.actions.map { onAllNodesWithText(it.label).fetchSemanticsNodes().single().config.getOrNull(DrawnFilled) }
            assertEquals(lesson.actions.map { it.primary }, filled, lesson.actions.joinToString { "${it.id}=${it.primary}" })
        }
    }

    @Test
    fun `on a phone on its side the lesson's buttons are in the window beside the board`() {
        for (language in DesktopTexts.LANGUAGES) for (name in listOf("lesson-solved", "lesson-miss", "lesson-start")) {
            val lesson = LearnScenes.scenes(language).first { it.name == name }.view.lesson!!
            ui(800, 360) {
                setContent { PallanguzhiTheme(false, texts(language)) { LessonScreen(lesson, false) {} } }
                val board = onNodeWithTag("board", useUnmergedTree = true).getBoundsInRoot()
                // The board keeps more than half the height (the game's strip above it leaves about 250 dp).
                assertTrue(board.bottom - board.top >= 200.dp, "$language $name: the board is ${board.bottom - board.top} high")
                for (action in lesson.actions) {
                    val b = onAllNodesWithText(action.label).fetchSemanticsNodes().single().boundsInRoot
                    val (top, bottom, right) = with(density) { Triple(b.top.toDp(), b.bottom.toDp(), b.right.toDp()) }
                    assertTrue(top >= 0.dp && bottom <= 360.dp && right <= 800.dp, "$language $name: ${action.label} out of the window ($top..$bottom, right $right)")
                    assertTrue(b.left >= with(density) { board.right.toPx() }, "$language $name: ${action.label} is beside the board, not over it")
                }
            }
        }
    }

    @Test
    fun `a rule's lesson opens from the rules screen`() = ui(360, 800) {
        val t = texts("fr")
        Rig("fr").use { rig ->
            rig.send(app.pallanguzhi.core.app.Event.Open(app.pallanguzhi.core.app.Screen.RULES))
            setContent { PallanguzhiTheme(false, t) { PallanguzhiApp(rig.view, rig::send) } }
            val kalah = rig.view.presets.first { it.id == "kalah" }.lessons.first()
            onNodeWithText("▶ " + kalah.title).performScrollTo().performClick()
            assertEquals(app.pallanguzhi.core.app.Screen.LESSON, rig.view.screen)
            assertEquals(kalah.id, rig.view.lesson!!.id)
            assertEquals("kalah", rig.view.lesson!!.preset, "the lesson is of its own course")
            rig.send(app.pallanguzhi.core.app.Event.BackHome)
            assertEquals("kalah", rig.view.lessons!!.preset, "the list is the lesson's own course")
        }
    }

    @Test
    fun `every lesson and review scene in every window and language`() {
        out.mkdirs()
        var count = 0
        for (language in DesktopTexts.LANGUAGES) {
            val t = texts(language)
            val scenes = LearnScenes.scenes(language)
            assertTrue(scenes.first { it.name == "lesson-mid-relay" }.view.lesson!!.board.flights.isNotEmpty(), "$language: nothing in flight")
            assertTrue(scenes.first { it.name == "review-moves" }.view.review!!.moves.all { it.grade != null })
            for (scene in scenes) for (window in Shots.WINDOWS) {
                val board = scene.view.lesson?.board
                val at = if (board == null || board.flights.isEmpty()) 0L else board.frameMs.toLong() / 2
                val image = Shots.image(window, at) { Shots.App(scene, t, false) }
                Shots.png(image, File(out, "${scene.name}-${window.name}-light-$language.png"))
                count++
            }
            assertEquals(emptySet(), t.missing, "$language: labels asked for but not in the core")
        }
        println("learn screenshots: $count PNG files in $out")
        assertEquals(9 * Shots.WINDOWS.size * DesktopTexts.LANGUAGES.size, count)
    }
}
