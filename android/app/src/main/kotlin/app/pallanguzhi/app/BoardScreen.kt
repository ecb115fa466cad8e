package app.pallanguzhi.app

import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Alignment
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.unit.Density
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.runtime.mutableStateMapOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.unit.dp
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.GameView
import app.pallanguzhi.core.app.HoleView
import app.pallanguzhi.core.app.Place

/**
 * Draws the core's [GameView] and sends the player's events; no game logic here. The board
 * takes all the space the texts and buttons leave: tablets (both sides >= 600 dp) get the
 * board plus a side panel; a phone upright keeps a few status lines above and the actions
 * below (the board turns vertical there, see [BoardGeometry]); a phone on its side has one
 * strip of status and actions above a horizontal board, or, for a taller panel ([panelBeside]:
 * a lesson's), the panel beside the board. Nothing is drawn over the board.
 * Online play brings its own [actions] and [dialog] (resign, draw, claim; the result).
 */
@Composable
fun BoardScreen(
    game: GameView, colourSafe: Boolean, send: (Event) -> Unit,
    actions: @Composable (Modifier) -> Unit = { Actions(game, send, it) },
    dialog: @Composable () -> Unit = { GameDialog(game, send) },
    panelBeside: Boolean = false,
) {
    // Why the last tapped hole can't be played: the core keeps it until the board changes.
    val why = game.refusal
    val onTap = { hole: HoleView -> send(Event.TapHole(hole.index)) }
    val palette = if (colourSafe) Palette.ColourSafe else Palette.Wood
    BoxWithConstraints(Modifier.fillMaxSize().padding(horizontal = 4.dp, vertical = 6.dp)) {
        val tablet = minOf(maxWidth, maxHeight) >= 600.dp
        val landscape = maxWidth > maxHeight
        val windowHeight = maxHeight
        val windowWidth = maxWidth
        when {
            // Tablets: their own layout, not a big phone's. The board lies across the whole width
            // as on a table (players face each other across its long side), the panel (status,
            // actions, the moves) below it in larger type: on its side a strip, upright the rest
            // of the window. The board's box is kept wide enough that the geometry lays it flat.
            tablet && landscape -> Column(Modifier.fillMaxSize(), verticalArrangement = Arrangement.spacedBy(12.dp)) {
                BoardArea(game, palette, send, onTap, Modifier.fillMaxWidth().weight(1f))
                TabletText { SidePanel(game, why, actions, Modifier.fillMaxWidth().height(250.dp).padding(horizontal = 12.dp)) }
            }
            // Upright, board and panel sit together in the middle of the window (the panel as
            // tall as what it holds, up to the rest of the window, then it scrolls).
            tablet -> Column(Modifier.fillMaxSize(), verticalArrangement = Arrangement.spacedBy(16.dp, Alignment.CenterVertically)) {
                BoardArea(game, palette, send, onTap, Modifier.fillMaxWidth().height(windowWidth * 0.55f))
                TabletText {
                    SidePanel(game, why, actions, Modifier.fillMaxWidth().weight(1f, fill = false).padding(horizontal = 12.dp))
                }
            }
            // A phone on its side with a taller panel (a lesson's: title, line, buttons): the panel
            // beside the board, its buttons in the window, the board the rest of the width.
            landscape && panelBeside -> Row(Modifier.fillMaxSize(), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                BoardArea(game, palette, send, onTap, Modifier.weight(1f).fillMaxHeight())
                Column(Modifier.width((windowWidth * 0.3f).coerceIn(220.dp, 300.dp)).fillMaxHeight(), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                    FittedStatus(game, why, 72.dp)
                    actions(Modifier.weight(1f, fill = false))
                }
            }
            // A phone on its side: one strip above the board (status, then the actions), the board below.
            landscape -> Column(Modifier.fillMaxSize(), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                Row(Modifier.fillMaxWidth().heightIn(max = 96.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    FittedStatus(game, why, 96.dp, Modifier.weight(1f))
                    Box(Modifier.widthIn(max = 420.dp).verticalScroll(rememberScrollState())) { actions(Modifier) }
                }
                BoardArea(game, palette, send, onTap, Modifier.fillMaxWidth().weight(1f))
            }
            // A phone upright: a few status lines (in smaller type if long), the board, the actions below.
            // The status area takes an eighth of the window: on 800 dp that leaves 64 dp holes.
            else -> Column(Modifier.fillMaxSize(), verticalArrangement = Arrangement.spacedBy(6.dp)) {
                FittedStatus(game, why, (windowHeight / 8).coerceIn(72.dp, 140.dp), Modifier.padding(horizontal = 4.dp))
                BoardArea(game, palette, send, onTap, Modifier.fillMaxWidth().weight(1f))
                // The game's actions are one row; a lesson's panel is taller and scrolls itself:
                // up to 45 % of the window, never clipped by a second scroll around it.
                Box(Modifier.padding(horizontal = 4.dp).heightIn(max = windowHeight * 0.45f)) { actions(Modifier) }
            }
        }
    }
    dialog()
}

/** A tablet's panel text a quarter larger than a phone's: read from a tablet's distance, not a phone's. */
@Composable
private fun TabletText(content: @Composable () -> Unit) {
    val density = LocalDensity.current
    CompositionLocalProvider(LocalDensity provides Density(density.density, density.fontScale * 1.25f), content = content)
}

/** The board with the flying seeds on top; a tap anywhere skips the running animation. */
@Composable
private fun BoardArea(game: GameView, palette: Palette, send: (Event) -> Unit, onTap: (HoleView) -> Unit, modifier: Modifier) {
    val rootSpots = remember { mutableStateMapOf<Place, Offset>() }
    val origin = remember { mutableStateOf(Offset.Zero) }
    Box(
        modifier
            .onGloballyPositioned { origin.value = it.boundsInRoot().topLeft }
            .clickable(enabled = game.buttons.skip) { send(Event.SkipAnimation) },
    ) {
        Board(game, palette, onTap, { spot, at -> rootSpots[spot] = at }, Modifier.fillMaxSize())
        SowingOverlay(game, rootSpots.mapValues { it.value - origin.value })
    }
}
