package app.pallanguzhi.desktop

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.unit.DpRect
import androidx.compose.ui.unit.dp
import app.pallanguzhi.app.BoardGeometry
import app.pallanguzhi.app.GoodTouch
import app.pallanguzhi.app.PallanguzhiApp
import app.pallanguzhi.app.PallanguzhiTheme
import app.pallanguzhi.app.WoodTones
import app.pallanguzhi.app.drawPile
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.ViewModel
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import org.jetbrains.skia.Bitmap
import app.pallanguzhi.shared.game

/** The wooden board: big holes on a phone, nothing over it, seeds you can see fly and pile. */
@OptIn(ExperimentalTestApi::class)
class BoardLookTest {
    private val en = texts("en")

    private fun started(preset: String = "pallanguzhi") = Rig("en").also { it.newGame(preset) }

    @Test
    fun `the layout arithmetic gives 64 dp holes upright on a phone and picks the bigger orientation`() {
        val upright = BoardGeometry.of(352f, 640f, 7)
        assertTrue(upright.vertical, "tall: vertical")
        assertTrue(upright.holeCell >= 64f, "cells ${upright.holeCell}")
        val flat = BoardGeometry.of(790f, 280f, 7)
        assertTrue(!flat.vertical && flat.holeCell >= 64f, "wide: horizontal, cells ${flat.holeCell}")
        for (g in listOf(upright, flat, BoardGeometry.of(460f, 1260f, 6), BoardGeometry.of(900f, 780f, 7))) {
            val all = g.near + g.far + g.nearBowl + g.farBowl
            assertTrue(all.all { it.x >= 0 && it.y >= 0 && it.x + it.w <= g.width + 0.01f && it.y + it.h <= g.height + 0.01f }, "inside")
            for (a in all.indices) for (b in a + 1 until all.size) {
                val (p, q) = all[a] to all[b]
                val overlap = p.x < q.x + q.w - 0.01f && q.x < p.x + p.w - 0.01f && p.y < q.y + q.h - 0.01f && q.y < p.y + p.h - 0.01f
                assertTrue(!overlap, "cells $a and $b overlap")
            }
            // Sowing goes round: the near row ends next to the near bowl, the far row starts beside it.
            val end = g.near.last()
            val bowl = g.nearBowl
            assertTrue(if (g.vertical) bowl.y >= end.y + end.h - 0.01f else bowl.x >= end.x + end.w - 0.01f)
        }
    }

    private val languages = listOf("en", "fr", "ta")

    private fun SkikoComposeUiTest.show(view: ViewModel, language: String) = setContent {
        PallanguzhiTheme(false, texts(language)) { PallanguzhiApp(view, {}) }
    }

    private fun SkikoComposeUiTest.boardBounds() = onNodeWithTag("board", useUnmergedTree = true).getBoundsInRoot()

    /** Every hole at least [GoodTouch] across and the board over half of an 800 dp window. */
    private fun SkikoComposeUiTest.assertBigBoard(view: ViewModel, what: String) {
        for (hole in view.game!!.holes) {
            val b = onNode(hasContentDescription(hole.accessibilityLabel), useUnmergedTree = true).getBoundsInRoot()
            assertTrue(b.right - b.left >= GoodTouch && b.bottom - b.top >= GoodTouch, "$what ${hole.letter}: $b")
        }
        val board = boardBounds()
        assertTrue(board.bottom - board.top >= 400.dp, "$what: the board is ${board.bottom - board.top} high")
    }

    /** The text a tagged or labelled node laid out (hidden from TalkBack or not). */
    private fun SemanticsNode.textLayout(): TextLayoutResult {
        val out = mutableListOf<TextLayoutResult>()
        config[SemanticsActions.GetTextLayoutResult].action!!.invoke(out)
        return out.single()
    }

    /** No line ellipsized and the last line's bottom inside the node's height: nothing cut. */
    private fun SemanticsNode.whole(): Pair<Boolean, String> {
        val t = textLayout()
        val ok = (0 until t.lineCount).none { t.isLineEllipsized(it) } && t.getLineBottom(t.lineCount - 1) <= size.height + 1f
        return ok to "\"${t.layoutInput.text}\": ${t.lineCount} lines, bottom ${t.getLineBottom(t.lineCount - 1)} px in ${size.height} px"
    }

    @Test
    fun `upright on a 360 x 800 phone every hole is 64 dp and the board is over half the height in every language`() = ui(360, 800) {
        for (language in languages) for (preset in listOf("pallanguzhi", "kalah")) Rig(language).use { rig ->
            rig.newGame(preset)
            val start = rig.view
            rig.playUntil { it.game?.outcome != null }
            rig.send(Event.AcknowledgeDialog)
            val over = rig.view
            val rematch = over.game!!.actions.single()
            assertTrue(rematch.id == "rematch" && rematch.primary && rematch.enabled, "$language $preset: rematch offered, the main action")
            assertEquals(listOf("hint"), start.game!!.actions.map { it.id }, "$language $preset: hint at hand")
            for ((what, view) in listOf("start" to start, "rematch" to over)) {
                show(view, language)
                val name = "$language $preset $what"
                assertBigBoard(view, name)
                // The action row is one line of whole labels under the board, the menu a 48 dp ⋮.
                val board = boardBounds()
                val more = onNode(hasContentDescription(texts(language).get("more_actions")), useUnmergedTree = true).getBoundsInRoot()
                assertTrue(more.right - more.left >= 48.dp && more.bottom - more.top in 48.dp..56.dp, "$name: the menu button is $more")
                assertTrue(more.top >= board.bottom, "$name: the menu under the board")
                // The core's action (its words) and undo.
                for (words in listOf(view.game!!.actions.single().label, texts(language).get("undo"))) {
                    val key = words
                    val label = onNode(hasText(words), useUnmergedTree = true)
                    val node = label.fetchSemanticsNode()
                    val (whole, why) = node.whole()
                    assertTrue(whole && node.textLayout().lineCount == 1, "$name: cut or wrapped: $why")
                    val b = label.getBoundsInRoot()
                    assertTrue(b.top >= board.bottom && b.top < more.bottom && b.bottom > more.top, "$name: $key beside the menu, under the board: $b")
                }
            }
        }
    }

    @Test
    fun `a tablet upright lays the board across its whole width with the panel below in larger type`() = ui(800, 1280) {
        val view = started().use { it.view }
        show(view, "en")
        val board = boardBounds()
        assertTrue(board.right - board.left >= 700.dp, "the board spans the width: $board")
        assertTrue(board.right - board.left > board.bottom - board.top, "lying flat, not upright: $board")
        val score = onNode(hasText(view.game!!.scoreLine), useUnmergedTree = true)
        val panel = score.getBoundsInRoot()
        assertTrue(panel.top >= board.bottom, "the panel under the board: $panel")
        val scale = score.fetchSemanticsNode().textLayout().layoutInput.density.fontScale
        assertTrue(scale >= 1.2f, "the panel's text is scaled for a tablet: font scale $scale")
        for (hole in view.game!!.holes) {
            val b = onNode(hasContentDescription(hole.accessibilityLabel), useUnmergedTree = true).getBoundsInRoot()
            assertTrue(b.right - b.left >= GoodTouch && b.bottom - b.top >= GoodTouch, "hole ${hole.letter}: $b")
        }
    }

    /**
     * The bowls' names (the computer with its level, two lines on a phone upright) and counts:
     * the count whole inside its bowl, the names in at least 11 sp, not cut, in every language
     * and window, with a bowl holding a two-digit count.
     */
    @Test
    fun `the bowls show their count whole and the names readable in every language and window`() {
        for (language in languages) {
            val view = Rig(language).use { rig ->
                rig.newGame()
                rig.playUntil { v -> v.game!!.let { g -> g.dialog == null && g.bowls.any { it.count >= 10u } } }
            }
            for ((w, h) in listOf(360 to 800, 800 to 360, 800 to 1280, 1280 to 800)) ui(w, h) {
                show(view, language)
                for (side in listOf(app.pallanguzhi.core.rules.Side.SOUTH, app.pallanguzhi.core.rules.Side.NORTH)) {
                    val what = "$language ${w}x$h ${side.name}"
                    val bowl = onNodeWithTag("bowl-${side.name}", useUnmergedTree = true).getBoundsInRoot()
                    for (part in listOf("count", "names")) {
                        val tagged = onNodeWithTag("bowl-$part-${side.name}", useUnmergedTree = true)
                        val b = tagged.getBoundsInRoot()
                        assertTrue(
                            b.left >= bowl.left && b.right <= bowl.right && b.top >= bowl.top && b.bottom <= bowl.bottom,
                            "$what: the $part at $b is not inside the bowl $bowl",
                        )
                        val node = tagged.fetchSemanticsNode()
                        val text = node.textLayout()
                        val (whole, why) = node.whole()
                        assertTrue(whole, "$what: the $part is cut: $why")
                        assertTrue(text.layoutInput.style.fontSize.value >= 11f, "$what: the $part in ${text.layoutInput.style.fontSize}")
                    }
                    val count = view.game!!.bowls.first { it.side == side }.count.toString()
                    assertEquals(count, onNodeWithTag("bowl-count-${side.name}", useUnmergedTree = true).fetchSemanticsNode().textLayout().layoutInput.text.text)
                }
            }
        }
    }

    /**
     * Every control (a node with a click action) outside the board, in every window class and
     * language; and on a phone upright every board scene keeps 64 dp holes.
     */
    @Test
    fun `no control overlaps the board in any window or language`() {
        for (language in languages) {
            // Without a dialog: a dialog is a modal window over the board on purpose.
            val scenes = Games.scenes(language).filter { it.view.game != null && it.view.game!!.dialog == null }
            for ((w, h) in listOf(360 to 800, 800 to 360, 800 to 1280, 1280 to 800)) ui(w, h) {
                for (scene in scenes) {
                    show(scene.view, language)
                    val what = "$language ${scene.name} ${w}x$h"
                    if (w == 360) assertBigBoard(scene.view, what)
                    assertNoControlOverBoard(scene, what)
                }
            }
        }
    }

    private fun SkikoComposeUiTest.assertNoControlOverBoard(scene: Scene, what: String) {
        val board = boardBounds()
        val labels = scene.view.game!!.holes.map { it.accessibilityLabel }.toSet()
        val controls = onAllNodes(hasClickAction(), useUnmergedTree = true).fetchSemanticsNodes()
        var checked = 0
        for (node in controls) {
            val d = if (SemanticsProperties.ContentDescription in node.config) node.config[SemanticsProperties.ContentDescription].firstOrNull() else null
            if (d in labels) continue // a hole: part of the board
            val r = node.boundsInRoot
            val b = with(androidx.compose.ui.unit.Density(2f)) {
                DpRect(r.left.toDp(), r.top.toDp(), r.right.toDp(), r.bottom.toDp())
            }
            if (b.left <= board.left && b.top <= board.top && b.right >= board.right && b.bottom >= board.bottom) continue // holds the board (skip)
            val overlaps = b.left < board.right && board.left < b.right && b.top < board.bottom && board.top < b.bottom
            assertTrue(!overlaps, "$what: a control at $b overlaps the board $board")
            checked++
        }
        assertTrue(checked > 0, "$what: no controls found")
    }

    private fun hasClickAction() = androidx.compose.ui.test.SemanticsMatcher.keyIsDefined(SemanticsActions.OnClick)

    /** The number of pixels that differ between two pictures of the same size. */
    private fun diff(a: Bitmap, b: Bitmap): Int {
        var n = 0
        for (y in 0 until a.height) for (x in 0 until a.width) if (a.getColor(x, y) != b.getColor(x, y)) n++
        return n
    }

    private fun picture(view: ViewModel, atMs: Long = 0, dark: Boolean = false) =
        Bitmap.makeFromImage(Shots.image(Shots.WINDOWS.first(), atMs) { Shots.App(Scene("t", view), en, dark) })

    @Test
    fun `a seed is drawn mid-flight`() {
        val mid = Games.midRelay("en")
        val game = mid.game!!
        val flying = game.flights.first { it.to !is app.pallanguzhi.core.app.Place.Hand }
        val still = mid.withGame(game.copy(flights = emptyList()))
        val half = game.frameMs.toLong() / 2
        val a = picture(mid.withGame(game.copy(flights = listOf(flying))), half)
        val b = picture(still, half)
        // The seed's pixels: light (the seed's body) where the still board has none.
        var seedPixels = 0
        for (y in 0 until a.height) for (x in 0 until a.width) {
            val c = a.getColor(x, y)
            if (c != b.getColor(x, y) && luminance(c) > 0.6f) seedPixels++
        }
        assertTrue(seedPixels > 40, "only $seedPixels light pixels of a seed in flight")
    }

    @Test
    fun `a closed hole looks different from an empty one`() {
        val rig = started()
        val closed = rig.playUntil { v -> v.game!!.let { g -> g.dialog == null && g.outcome == null && g.holes.any { it.closed } } }
        val game = closed.game!!
        val index = game.holes.indexOfFirst { it.closed }
        val open = closed.withGame(game.copy(holes = game.holes.mapIndexed { i, h -> if (i == index) h.copy(closed = false, count = 0u) else h }))
        val n = diff(picture(closed), picture(open))
        // A 64 dp hole is about 16 000 pixels at 2 px/dp: the lid changes most of it.
        assertTrue(n > 4000, "only $n pixels differ")
    }

    @Test
    fun `a pile of 12 seeds covers far more than a pile of 3`() {
        fun covered(count: Int): Int {
            val image = Shots.image(Window("cup", 80, 80, 2f)) {
                Box(Modifier.fillMaxSize().background(Color.Black)) {
                    Canvas(Modifier.fillMaxSize()) { drawPile(Rect(0f, 0f, size.width, size.height), count, WoodTones.Day, 3) }
                }
            }
            val b = Bitmap.makeFromImage(image)
            var n = 0
            for (y in 0 until b.height) for (x in 0 until b.width) if (luminance(b.getColor(x, y)) > 0.5f) n++
            return n
        }
        val (three, twelve) = covered(3) to covered(12)
        assertTrue(three > 50, "3 seeds: $three px")
        assertTrue(twelve > three * 3, "12 seeds $twelve px vs 3 seeds $three px")
        assertEquals(covered(12), covered(12), "the same every time")
    }

    @Test
    fun `the colour-safe palette marks the legal holes in its own colours`() {
        val start = started().view
        val safe = start.copy(settings = start.settings.copy(colourSafe = true))
        val (a, b) = picture(start) to picture(safe)
        assertTrue(diff(a, b) > 2000, "the palettes look the same")
        val out = java.io.File(System.getProperty("pallanguzhi.screenshots") ?: "target/screenshots", "board-look")
        for (dark in listOf(false, true)) {
            val image = Shots.image(Shots.WINDOWS.first()) { Shots.App(Scene("colour-safe", safe), en, dark) }
            Shots.png(image, java.io.File(out, "colour-safe-phone-portrait-${if (dark) "dark" else "light"}.png"))
        }
    }

    /** The board scenes in every window, light and dark, English (board-look/): quick to look at. */
    @Test
    fun `close-ups of the board in every window`() {
        val out = java.io.File(System.getProperty("pallanguzhi.screenshots") ?: "target/screenshots", "board-look")
        val scenes = Games.scenes("en").filter { it.name.startsWith("board") || it.name == "round-summary" }
        var n = 0
        for (scene in scenes) for (window in Shots.WINDOWS) for (dark in listOf(false, true)) {
            val at = if (scene.view.game?.flights.isNullOrEmpty()) 0L else scene.view.game!!.frameMs.toLong() / 2
            val image = Shots.image(window, at) { Shots.App(scene, en, dark) }
            Shots.png(image, java.io.File(out, "${scene.name}-${window.name}-${if (dark) "dark" else "light"}.png"))
            n++
        }
        assertEquals(scenes.size * Shots.WINDOWS.size * 2, n)
    }

    private fun luminance(argb: Int): Float {
        val r = (argb shr 16 and 0xFF) / 255f
        val g = (argb shr 8 and 0xFF) / 255f
        val b = (argb and 0xFF) / 255f
        return 0.2126f * r + 0.7152f * g + 0.0722f * b
    }
}

/** The view with its board changed where the shell reads it (`screenView`). */
private fun app.pallanguzhi.core.app.ViewModel.withGame(g: app.pallanguzhi.core.app.GameView) =
    copy(screenView = app.pallanguzhi.core.app.ScreenView.Game(app.pallanguzhi.core.app.GameScreenView(g)))
