package app.pallanguzhi.app

import androidx.compose.foundation.Canvas
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.semantics.clearAndSetSemantics

/**
 * The home screen's picture: a wooden board of 2 x 7 cups with five seeds each (the starting
 * position) and two bowls, drawn with the board's own brushes, a few loose seeds on the table
 * beside it. The board keeps its proportions (about 3.4 : 1) whatever the box. Decoration only.
 */
@Composable
fun BoardArt(modifier: Modifier = Modifier) {
    val tones = woodTones()
    Canvas(modifier.clearAndSetSemantics { }) {
        val n = 7
        val w = minOf(size.width * 0.94f, size.height * 0.8f * 3.4f)
        val h = w / 3.4f
        val left = (size.width - w) / 2
        val top = (size.height - h) * 0.4f
        val body = Rect(left, top, left + w, top + h)
        drawWoodBody(body, tones, alongX = true)
        val pad = body.height * 0.1f
        val bowl = body.width * 0.1f
        val pitch = (body.width - 2 * pad - 2 * bowl) / n
        val row = (body.height - 2 * pad) / 2
        for (side in 0..1) {
            val end = Rect(
                if (side == 0) body.left + pad else body.right - pad - bowl, body.top + pad,
                if (side == 0) body.left + pad + bowl else body.right - pad, body.bottom - pad,
            ).deflate(pitch * 0.06f)
            drawCup(end, tones)
            for (k in 0 until n) {
                val x = body.left + pad + bowl + k * pitch
                val y = body.top + pad + side * row
                val cup = Rect(x, y, x + pitch, y + row).deflate(minOf(pitch, row) * 0.1f)
                drawCup(cup, tones)
                drawPile(cup.deflate(cup.minDimension * 0.1f), 5, tones, k + 7 * side)
            }
        }
        // A few seeds spilled on the table, below the board's right end and above its left.
        val seed = (pitch / 9f).coerceAtLeast(2.5f) * 1.15f
        val spill = listOf(0.78f to 0.55f, 0.82f to 0.8f, 0.86f to 0.45f, 0.9f to 0.9f, 0.74f to 0.95f, 0.12f to -0.6f, 0.17f to -0.35f, 0.22f to -0.75f)
        for ((i, at) in spill.withIndex()) {
            val (fx, fy) = at
            val y = if (fy > 0) body.bottom + seed * 2 + fy * (size.height - body.bottom - seed * 4) else body.top - seed * 2 + fy * (body.top - seed * 4)
            if (y - seed < 0 || y + seed > size.height) continue
            drawSeed(Offset(body.left + fx * body.width, y), seed, tones, i * 1.1f)
        }
    }
}
