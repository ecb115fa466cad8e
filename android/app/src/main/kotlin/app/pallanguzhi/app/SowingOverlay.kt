package app.pallanguzhi.app

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.LinearEasing
import androidx.compose.animation.core.VectorConverter
import androidx.compose.animation.core.tween
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.offset
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.unit.IntOffset
import app.pallanguzhi.shared.Flight
import app.pallanguzhi.shared.Spot
import kotlin.math.roundToInt

/**
 * Draws what :shared's [Flight]s say is moving: the hand (✋ and its seed count) gliding hole
 * to hole, seeds (●) flying to a bowl. Positions come from the laid-out board ([spots], relative
 * to this overlay); timing comes from the timeline. A new step restarts the flight, so a skip
 * (flights emptied) simply removes it.
 */
@Composable
fun SowingOverlay(flights: List<Flight>, spots: Map<Spot, Offset>) {
    Box {
        flights.forEach { f ->
            val from = spots[f.from] ?: return@forEach
            val to = spots[f.to] ?: return@forEach
            val pos = remember(f) { Animatable(from, Offset.VectorConverter) }
            LaunchedEffect(f) { pos.animateTo(to, tween(f.durationMs.toInt().coerceAtLeast(1), easing = LinearEasing)) }
            Text(
                if (f.hand) "✋${f.seeds}" else "●".repeat(f.seeds.coerceIn(1, 4)),
                Modifier.offset { IntOffset(pos.value.x.roundToInt(), pos.value.y.roundToInt()) },
            )
        }
    }
}
