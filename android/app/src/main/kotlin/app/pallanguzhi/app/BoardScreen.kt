package app.pallanguzhi.app

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
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
import app.pallanguzhi.core.Event
import app.pallanguzhi.core.GameView
import app.pallanguzhi.core.HoleView
import app.pallanguzhi.core.Place

/**
 * Draws the core's [GameView] and sends the player's events; no game logic here. Tablets
 * (both sides >= 600 dp) get the board plus a side panel; phones keep status above and
 * actions below. A phone in landscape puts the status and actions beside the board.
 * Online play brings its own [actions] and [dialog] (resign, draw, claim; the result).
 */
@Composable
fun BoardScreen(
    game: GameView, colourSafe: Boolean, send: (Event) -> Unit,
    actions: @Composable (Modifier) -> Unit = { Actions(game, send, it) },
    dialog: @Composable () -> Unit = { GameDialog(game, send) },
) {
    // Why the last tapped hole can't be played: the core keeps it until the board changes.
    val why = game.refusal
    val onTap = { hole: HoleView -> send(Event.TapHole(hole.index)) }
    val palette = if (colourSafe) Palette.ColourSafe else Palette.Wood
    BoxWithConstraints(Modifier.fillMaxSize().padding(horizontal = 2.dp, vertical = 8.dp)) {
        val tablet = minOf(maxWidth, maxHeight) >= 600.dp
        val landscape = maxWidth > maxHeight
        when {
            tablet && landscape -> Row(Modifier.fillMaxSize(), horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                BoardArea(game, palette, send, onTap, Modifier.weight(1f).fillMaxHeight())
                SidePanel(game, why, actions, Modifier.width(360.dp).fillMaxHeight())
            }
            tablet -> Column(Modifier.fillMaxSize(), verticalArrangement = Arrangement.spacedBy(16.dp)) {
                BoardArea(game, palette, send, onTap, Modifier.fillMaxWidth().weight(1f))
                SidePanel(game, why, actions, Modifier.fillMaxWidth().weight(0.6f).padding(horizontal = 12.dp))
            }
            landscape -> Row(Modifier.fillMaxSize(), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                BoardArea(game, palette, send, onTap, Modifier.weight(1f).fillMaxHeight())
                // Scrolls: long texts (Tamil) and more actions (online) outgrow 360 dp of height.
                Column(Modifier.width(200.dp).fillMaxHeight().verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                    StatusLines(game, why)
                    actions(Modifier)
                }
            }
            else -> Column(Modifier.fillMaxSize(), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                StatusLines(game, why, Modifier.padding(horizontal = 4.dp))
                BoardArea(game, palette, send, onTap, Modifier.fillMaxWidth().weight(1f))
                actions(Modifier.padding(horizontal = 4.dp))
            }
        }
    }
    dialog()
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
