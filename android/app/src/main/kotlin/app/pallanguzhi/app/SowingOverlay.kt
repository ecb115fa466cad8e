package app.pallanguzhi.app

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.State
import androidx.compose.runtime.getValue
import androidx.compose.runtime.produceState
import androidx.compose.runtime.withFrameMillis
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.lerp
import androidx.compose.ui.graphics.luminance
import androidx.compose.ui.layout.layout
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.pallanguzhi.core.app.Flight
import app.pallanguzhi.core.app.GameView
import app.pallanguzhi.core.app.Place
import kotlin.math.roundToInt

/**
 * Draws what the core's frame says is moving ([GameView.flights]): seeds (drawn) flying hole to
 * hole, to the hand (✋ and its count, over the hole it is at) or to a bowl, each centred on
 * its position at the frame's elapsed time, over the frame's [GameView.frameMs]. Positions
 * come from the laid-out board ([spots], relative to this overlay). The position is a pure
 * function of the time since the frame began ([flightAt]), so any instant draws where the
 * seeds are then; each frame restarts the clock, and a skip (flights emptied) removes them.
 * Hidden from TalkBack: the core announces the turn.
 */
@Composable
fun SowingOverlay(game: GameView, spots: Map<Place, Offset>) {
    fun at(p: Place) = if (p is Place.Hand) game.hand?.let { spots[Place.Hole(it.hole)] } else spots[p]
    val frameMs = game.frameMs.toLong()
    val elapsed by frameElapsedMs(game.flights, game.frame, frameMs)
    val tones = if (MaterialTheme.colorScheme.surface.luminance() < 0.5f) WoodTones.Night else WoodTones.Day
    Box(Modifier.clearAndSetSemantics { }) {
        game.flights.forEach { f ->
            val from = at(f.from) ?: return@forEach
            val to = at(f.to) ?: return@forEach
            val place = Modifier.layout { measurable, constraints ->
                val p = measurable.measure(constraints)
                val pos = flightAt(from, to, elapsed, frameMs)
                layout(p.width, p.height) {
                    p.place(pos.x.roundToInt() - p.width / 2, pos.y.roundToInt() - p.height / 2)
                }
            }
            if (f.to is Place.Hand) {
                // The hand lifting the seeds, with how many it holds.
                Text(
                    "✋${f.seeds}", color = MaterialTheme.colorScheme.onTertiary, fontWeight = FontWeight.Bold,
                    modifier = place.background(MaterialTheme.colorScheme.tertiary.copy(alpha = 0.9f), RoundedCornerShape(50))
                        .padding(horizontal = 8.dp, vertical = 2.dp),
                )
            } else {
                // The seeds themselves in flight (a few drawn for a handful), lifted off the board.
                val shown = f.seeds.toInt().coerceIn(1, 4)
                Canvas(place.size((18 + 10 * shown).dp, 26.dp)) {
                    val r = 7.dp.toPx()
                    for (k in 0 until shown) {
                        drawSeed(Offset(size.width / 2 + (k - (shown - 1) / 2f) * r * 1.6f, size.height / 2 - (k % 2) * r * 0.5f), r, tones, k * 0.9f)
                    }
                }
            }
        }
    }
}

/** Where seeds flying [from] -> [to] are [elapsedMs] into a frame of [frameMs]: straight, at even speed. */
fun flightAt(from: Offset, to: Offset, elapsedMs: Long, frameMs: Long): Offset =
    lerp(from, to, if (frameMs <= 0) 1f else (elapsedMs.toFloat() / frameMs).coerceIn(0f, 1f))

/**
 * Milliseconds since the first frame drawn after [flights] / [frame] changed, from the frame
 * clock (so a test or a screenshot that steps the clock sees the same instant as a phone).
 */
@Composable
fun frameElapsedMs(flights: Any?, frame: Any?, frameMs: Long): State<Long> = produceState(0L, flights, frame, frameMs) {
    val start = withFrameMillis { it }
    while (value < frameMs) value = withFrameMillis { it - start }
}
