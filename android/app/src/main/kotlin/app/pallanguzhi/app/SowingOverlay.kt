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
import app.pallanguzhi.shared.Flight
import app.pallanguzhi.shared.Spot
import kotlin.math.roundToInt

/**
 * Draws what :shared's [Flight]s say is moving: the hand (✋ and its seed count) gliding hole
 * to hole, seeds (●) flying to a bowl, each centred on its animated position. Positions come
 * from the laid-out board ([spots], relative to this overlay); timing comes from the timeline.
 * A new step restarts the flight, so a skip (flights emptied) simply removes it. Hidden from
 * TalkBack: the turn's announcement says what happened.
 */
@Composable
fun SowingOverlay(flights: List<Flight>, spots: Map<Spot, Offset>) {
    Box(Modifier.clearAndSetSemantics { }) {
        flights.forEach { f ->
            val from = spots[f.from] ?: return@forEach
            val to = spots[f.to] ?: return@forEach
            val pos = remember(f) { Animatable(from, Offset.VectorConverter) }
            LaunchedEffect(f) { pos.animateTo(to, tween(f.durationMs.toInt().coerceAtLeast(1), easing = LinearEasing)) }
            Text(
                if (f.hand) "✋${f.seeds}" else "●".repeat(f.seeds.coerceIn(1, 4)),
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
