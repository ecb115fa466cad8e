package app.pallanguzhi.app

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.LinearEasing
import androidx.compose.animation.core.VectorConverter
import androidx.compose.animation.core.tween
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.layout.layout
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.pallanguzhi.core.Flight
import app.pallanguzhi.core.GameView
import app.pallanguzhi.core.Place
import kotlin.math.roundToInt

/**
 * Draws what the core's frame says is moving ([GameView.flights]): seeds (●) flying hole to
 * hole, to the hand (✋ and its count, over the hole it is at) or to a bowl, each centred on
 * its animated position, over the frame's [GameView.frameMs]. Positions come from the laid-out
 * board ([spots], relative to this overlay). Each frame restarts its flights, so a skip
 * (flights emptied) simply removes them. Hidden from TalkBack: the core announces the turn.
 */
@Composable
fun SowingOverlay(game: GameView, spots: Map<Place, Offset>) {
    fun at(p: Place) = if (p is Place.Hand) game.hand?.let { spots[Place.Hole(it.hole)] } else spots[p]
    Box(Modifier.clearAndSetSemantics { }) {
        game.flights.forEach { f ->
            val from = at(f.from) ?: return@forEach
            val to = at(f.to) ?: return@forEach
            val pos = remember(game.flights, game.frame) { Animatable(from, Offset.VectorConverter) }
            LaunchedEffect(game.flights, game.frame) {
                pos.animateTo(to, tween(game.frameMs.toInt().coerceAtLeast(1), easing = LinearEasing))
            }
            Text(
                if (f.to is Place.Hand) "✋${f.seeds}" else "●".repeat(f.seeds.toInt().coerceIn(1, 4)),
                color = MaterialTheme.colorScheme.onTertiary, fontWeight = FontWeight.Bold,
                modifier = Modifier
                    .layout { measurable, constraints ->
                        val p = measurable.measure(constraints)
                        layout(p.width, p.height) {
                            p.place(pos.value.x.roundToInt() - p.width / 2, pos.value.y.roundToInt() - p.height / 2)
                        }
                    }
                    .background(MaterialTheme.colorScheme.tertiary.copy(alpha = 0.9f), RoundedCornerShape(50))
                    .padding(horizontal = 8.dp, vertical = 2.dp),
            )
        }
    }
}
