package app.pallanguzhi.app

import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.clipPath
import androidx.compose.ui.graphics.drawscope.rotate
import androidx.compose.ui.text.drawText
import kotlin.math.PI
import kotlin.math.cos
import kotlin.math.sin
import kotlin.math.sqrt

/** The colours of the wooden board in a theme: drawn, never photographs. */
data class WoodTones(
    val light: Color, val mid: Color, val dark: Color, val grain: Color,
    val cupRim: Color, val cupDeep: Color, val lid: Color,
    val seed: Color, val seedLight: Color, val seedShade: Color,
) {
    companion object {
        /** Teak in daylight. */
        val Day = WoodTones(
            Color(0xFFD39A5E), Color(0xFFB5753C), Color(0xFF8A5226), Color(0xFF5C3413),
            Color(0xFF9A6232), Color(0xFF3F220D), Color(0xFFDDB07A),
            Color(0xFFF3E6CB), Color(0xFFFFFFFF), Color(0xFF9C8054),
        )

        /** Rosewood in a dark room: still wood, lower in light. */
        val Night = WoodTones(
            Color(0xFF8A5532), Color(0xFF6A3C20), Color(0xFF4A2812), Color(0xFF2A1508),
            Color(0xFF6E4124), Color(0xFF1C0E05), Color(0xFFA9784C),
            Color(0xFFE4D2B0), Color(0xFFFFF6E4), Color(0xFF7E6440),
        )
    }
}

/** The board's body: a soft shadow, a gradient, grain along [alongX] and a bevelled edge. */
fun DrawScope.drawWoodBody(rect: Rect, tones: WoodTones, alongX: Boolean) {
    val radius = CornerRadius(minOf(rect.width, rect.height) * 0.12f)
    for (i in 6 downTo 1) { // the shadow on the table, in layers
        val grow = i * 2.5f
        drawRoundRect(
            Color.Black.copy(alpha = 0.05f), Offset(rect.left - grow / 2, rect.top + grow), Size(rect.width + grow, rect.height + grow / 2),
            CornerRadius(radius.x + grow),
        )
    }
    val across = if (alongX) Offset(0f, rect.height) else Offset(rect.width, 0f)
    drawRoundRect(
        Brush.linearGradient(listOf(tones.light, tones.mid, tones.light, tones.dark), rect.topLeft, rect.topLeft + across),
        rect.topLeft, rect.size, radius,
    )
    val outline = Path().apply { addRoundRect(androidx.compose.ui.geometry.RoundRect(rect, radius)) }
    clipPath(outline) {
        // Grain: long wavy lines, a little darker than the wood, at fixed places.
        val lines = 26
        for (i in 0 until lines) {
            val t = (i + 0.5f) / lines
            val path = Path()
            val steps = 48
            for (s in 0..steps) {
                val u = s.toFloat() / steps
                val wave = sin(u * 9f + i * 1.7f) * 0.006f + sin(u * 23f + i) * 0.002f
                val a = if (alongX) rect.left + u * rect.width else rect.left + (t + wave) * rect.width
                val b = if (alongX) rect.top + (t + wave) * rect.height else rect.top + u * rect.height
                if (s == 0) path.moveTo(a, b) else path.lineTo(a, b)
            }
            drawPath(path, tones.grain.copy(alpha = if (i % 3 == 0) 0.16f else 0.08f), style = Stroke(width = 1.2f + (i % 4) * 0.5f))
        }
    }
    // The bevel: light on the upper edge, dark below.
    drawRoundRect(Color.White.copy(alpha = 0.28f), rect.topLeft, rect.size, radius, style = Stroke(width = 3f))
    drawRoundRect(
        tones.dark.copy(alpha = 0.6f), rect.topLeft + Offset(1.5f, 3f), Size(rect.width - 3f, rect.height - 4f), radius,
        style = Stroke(width = 2f),
    )
}

/** A cupped hole (or a bowl): a lit rim, a deep centre, shadow at the far edge, light at the near. */
fun DrawScope.drawCup(rect: Rect, tones: WoodTones) {
    val r = CornerRadius(minOf(rect.width, rect.height) / 2)
    drawRoundRect(Color.White.copy(alpha = 0.22f), rect.topLeft + Offset(0f, 2f), rect.size, r) // the lip catching light
    drawRoundRect(
        Brush.radialGradient(
            listOf(tones.cupDeep, tones.cupRim), rect.center + Offset(0f, rect.height * 0.1f), maxOf(rect.width, rect.height) * 0.62f,
        ),
        rect.topLeft, rect.size, r,
    )
    // The inside's upper wall in shadow (light comes from above).
    drawRoundRect(
        Brush.verticalGradient(listOf(Color.Black.copy(alpha = 0.45f), Color.Transparent), rect.top, rect.top + rect.height * 0.45f),
        rect.topLeft, rect.size, r,
    )
    drawRoundRect(tones.dark, rect.topLeft, rect.size, r, style = Stroke(width = 2f))
}

/** A closed hole: a wooden lid over the cup, with a dark bar across it. */
fun DrawScope.drawLid(rect: Rect, tones: WoodTones, bar: Color) {
    val r = CornerRadius(minOf(rect.width, rect.height) / 2)
    drawRoundRect(Color.Black.copy(alpha = 0.35f), rect.topLeft + Offset(0f, 4f), rect.size, r)
    drawRoundRect(
        Brush.linearGradient(listOf(tones.lid, tones.mid, tones.lid), rect.topLeft, rect.bottomRight),
        rect.topLeft, rect.size, r,
    )
    drawRoundRect(Color.White.copy(alpha = 0.35f), rect.topLeft, rect.size, r, style = Stroke(width = 2f))
    val inset = minOf(rect.width, rect.height) * 0.22f
    val w = minOf(rect.width, rect.height) * 0.11f
    drawLine(bar, Offset(rect.left + inset, rect.top + inset), Offset(rect.right - inset, rect.bottom - inset), w, StrokeCap.Round)
    drawLine(bar, Offset(rect.right - inset, rect.top + inset), Offset(rect.left + inset, rect.bottom - inset), w, StrokeCap.Round)
}

/** One seed (a cowrie-like bead): its shadow, its body lit from above left, a glint. */
fun DrawScope.drawSeed(centre: Offset, radius: Float, tones: WoodTones, angle: Float = 0f) {
    val w = radius * 1.25f
    val h = radius * 0.95f
    drawOval(Color.Black.copy(alpha = 0.35f), centre + Offset(-w + radius * 0.2f, -h + radius * 0.35f), Size(w * 2, h * 2))
    val tilt = Offset(cos(angle) * w * 0.15f, sin(angle) * h * 0.15f)
    drawOval(
        Brush.radialGradient(listOf(tones.seedLight, tones.seed, tones.seedShade), centre + Offset(-w * 0.35f, -h * 0.4f) + tilt, w * 1.6f),
        centre - Offset(w, h), Size(w * 2, h * 2),
    )
    drawLine(tones.seedShade.copy(alpha = 0.7f), centre + Offset(-w * 0.5f, 0f) + tilt, centre + Offset(w * 0.5f, 0f) + tilt, radius * 0.14f, StrokeCap.Round)
}

/**
 * [count] seeds as a pile in [rect]: a disc that grows with the count (3 seeds are a small
 * cluster, 12 fill the cup), later seeds resting on earlier ones a little higher up. Seed k of
 * hole [salt] always lies at the same place, so a pile only grows where a seed falls.
 */
fun DrawScope.drawPile(rect: Rect, count: Int, tones: WoodTones, salt: Int, maxSeeds: Int = 48) {
    if (count <= 0) return
    val shown = count.coerceAtMost(maxSeeds)
    val short = minOf(rect.width, rect.height)
    val seed = (short / 9f).coerceIn(2.5f, short / 5f)
    val perLayer = 12
    val layerRadius = (short / 2 - seed * 1.3f).coerceAtLeast(seed)
    val stretch = (rect.width / rect.height).coerceIn(0.5f, 3f)
    for (k in 0 until shown) {
        val layer = k / perLayer
        val inLayer = k % perLayer
        val filled = minOf(shown - layer * perLayer, perLayer)
        // The pile's spread grows with the seeds in this layer: sqrt, like seeds poured in.
        val spread = layerRadius * sqrt(filled / perLayer.toFloat()) * (1f - 0.12f * layer)
        val angle = (inLayer * 137.5f + salt * 31 + layer * 47) * (PI.toFloat() / 180f)
        val dist = spread * sqrt((inLayer + 0.5f) / filled)
        val x = rect.center.x + dist * cos(angle) * stretch.coerceAtMost(1.8f)
        val y = rect.center.y + dist * sin(angle) - layer * seed * 0.45f
        drawSeed(Offset(x, y), seed, tones, angle)
    }
}

/** A dashed ring marking a hole the last move passed through. */
fun DrawScope.drawPathMark(rect: Rect, colour: Color) {
    val r = CornerRadius(minOf(rect.width, rect.height) / 2)
    drawRoundRect(
        colour, rect.topLeft, rect.size, r,
        style = Stroke(width = 3f, pathEffect = androidx.compose.ui.graphics.PathEffect.dashPathEffect(floatArrayOf(8f, 6f))),
    )
}

/** The relay hand's palm and outline (assets/board.json "hand"; the web's `--hand-palm`, `--hand-line`). */
val HandPalm = Color(0xFFC98B5B)
val HandLine = Color(0xFF5C3413)

/**
 * The relay's hand over the hole [cup] it holds (web/ts/board.ts's `hand`, same proportions):
 * a cupped palm with its thumb over the rim, a few of its seeds, and [count] (the seeds held,
 * laid out by the caller) on a light bubble above. A little right of the cup's centre and
 * smaller than it, clear of the hole's letter and count.
 */
fun DrawScope.drawHand(cup: Rect, seeds: Int, tones: WoodTones, count: androidx.compose.ui.text.TextLayoutResult) {
    val m = minOf(cup.width, cup.height)
    val cx = cup.center.x + m * 0.05f
    val cy = cup.center.y
    val pw = m * 0.42f
    val ph = m * 0.27f
    val palm = Path().apply {
        moveTo(cx - pw, cy - ph * 0.2f)
        quadraticTo(cx, cy + ph * 1.9f, cx + pw, cy - ph * 0.2f)
        close()
    }
    drawPath(palm, HandPalm)
    drawPath(palm, HandLine, style = Stroke(m * 0.035f))
    val thumb = Offset(cx - pw * 0.78f, cy - ph * 0.35f)
    rotate(-30f, pivot = thumb) {
        val size = Size(pw * 0.44f, ph * 0.76f)
        val topLeft = thumb - Offset(size.width / 2, size.height / 2)
        drawOval(HandPalm, topLeft, size)
        drawOval(HandLine, topLeft, size, style = Stroke(m * 0.03f))
    }
    val r = m * 0.08f
    for (k in 0 until minOf(seeds, 3)) drawSeed(Offset(cx + (k - 1) * r * 2.4f, cy - ph * 0.1f + (k % 2) * r * 0.6f), r, tones, k * 1.3f)
    val b = m * 0.17f
    val bubble = Offset(cx + pw * 0.6f, cy - ph * 1.2f)
    drawCircle(tones.seedLight, b, bubble)
    drawCircle(HandLine, b, bubble, style = Stroke(m * 0.03f))
    drawText(count, topLeft = bubble - Offset(count.size.width / 2f, count.size.height / 2f))
}
