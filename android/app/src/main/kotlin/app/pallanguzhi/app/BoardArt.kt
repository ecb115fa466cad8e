package app.pallanguzhi.app

import androidx.compose.foundation.Canvas
import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.graphics.luminance
import androidx.compose.ui.semantics.clearAndSetSemantics

/**
 * The home screen's picture: a small wooden board of 2 x 7 cups with five seeds each (the
 * starting position) and two bowls, drawn with the board's own brushes. Decoration only.
 */
@Composable
fun BoardArt(modifier: Modifier = Modifier) {
    val tones = if (MaterialTheme.colorScheme.surface.luminance() < 0.5f) WoodTones.Night else WoodTones.Day
    Canvas(modifier.clearAndSetSemantics { }) {
        val n = 7
        val w = minOf(size.width, size.height * 4.2f)
        val left = (size.width - w) / 2
        val body = Rect(left, size.height * 0.06f, left + w, size.height * 0.94f)
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
    }
}
