package app.pallanguzhi.app

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxScope
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.ColorScheme
import androidx.compose.material3.LocalContentColor
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.lerp
import androidx.compose.ui.graphics.luminance
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.unit.dp
import kotlin.math.sin

/**
 * Wood, seeds and cream paper when the system offers no dynamic colour (Android < 12, desktop):
 * the background is the [table] (light oak by day, walnut by night), surfaces are the [panel]s
 * laid on it, containers the cards inside them, stepping from the panel to [deep]; primary the
 * board's [wood], secondary tamarind [gold], tertiary [sky]. Day and night differ only in these
 * tones: the text on an accent is white by day and the accent darkened by night, and every other
 * role is mixed from them.
 */
private fun woodScheme(
    dark: Boolean, table: Color, panel: Color, deep: Color, ink: Color, muted: Color,
    wood: Color, woodSoft: Color, gold: Color, goldSoft: Color, sky: Color,
): ColorScheme {
    fun on(accent: Color) = if (dark) lerp(accent, Color.Black, 0.7f) else Color.White
    fun onSoft(accent: Color) = lerp(accent, if (dark) Color.White else Color.Black, 0.5f)
    fun card(step: Float) = lerp(panel, deep, step)
    val base = if (dark) darkColorScheme() else lightColorScheme()
    return base.copy(
        primary = wood, onPrimary = on(wood), primaryContainer = woodSoft, onPrimaryContainer = onSoft(wood),
        secondary = gold, onSecondary = on(gold), secondaryContainer = goldSoft, onSecondaryContainer = onSoft(gold),
        tertiary = sky, onTertiary = on(sky),
        background = table, onBackground = ink, surface = panel, onSurface = ink,
        surfaceVariant = deep, onSurfaceVariant = muted,
        outline = lerp(muted, deep, 0.4f), outlineVariant = lerp(deep, ink, 0.12f),
        surfaceContainerLowest = lerp(panel, if (dark) Color.Black else Color.White, 0.4f),
        surfaceContainerLow = card(0.25f), surfaceContainer = card(0.5f), surfaceContainerHigh = card(0.75f),
        surfaceContainerHighest = deep,
    )
}

private val Light = woodScheme(
    dark = false, table = Color(0xFFE6CFAC), panel = Color(0xFFFFF8EE), deep = Color(0xFFF0DCC0),
    ink = Color(0xFF2A1A0E), muted = Color(0xFF58432F), wood = Color(0xFF7A4E2D), woodSoft = Color(0xFFF7D9B9),
    gold = Color(0xFF805A12), goldSoft = Color(0xFFF5D99B), sky = Color(0xFF1F5F8B),
)
private val Dark = woodScheme(
    dark = true, table = Color(0xFF24170F), panel = Color(0xFF2F221A), deep = Color(0xFF4A392E),
    ink = Color(0xFFF2E1CF), muted = Color(0xFFD9C3AE), wood = Color(0xFFF0B98E), woodSoft = Color(0xFF613B1C),
    gold = Color(0xFFE9C27A), goldSoft = Color(0xFF5C4314), sky = Color(0xFF9CCBFB),
)

/**
 * Material 3 theme plus the label table. [dynamic] is the platform's wallpaper-based scheme
 * where it has one (Android 12+; the glue passes it), otherwise the app's own.
 */
@Composable
fun PallanguzhiTheme(dark: Boolean, texts: Texts, dynamic: ColorScheme? = null, content: @Composable () -> Unit) {
    CompositionLocalProvider(LocalTexts provides texts) {
        MaterialTheme(colorScheme = dynamic ?: if (dark) Dark else Light, content = content)
    }
}

/** The wood of the board in the current theme (lighter or darker surface), for every drawing. */
@Composable
fun woodTones(): WoodTones = if (MaterialTheme.colorScheme.surface.luminance() < 0.5f) WoodTones.Night else WoodTones.Day

/**
 * The table every screen lies on: planks of the theme's background colour with a soft light from
 * above and grain along them. Every screen of the app is drawn on it (see [PallanguzhiApp]).
 */
@Composable
fun WoodBackdrop(modifier: Modifier = Modifier, content: @Composable BoxScope.() -> Unit) {
    val c = MaterialTheme.colorScheme
    Box(modifier.drawBehind { drawTable(c.background, c.onBackground) }) {
        CompositionLocalProvider(LocalContentColor provides c.onBackground) { content() }
    }
}

/** Planks about 150 dp deep across the whole area, their seams and grain; lit from the top. */
fun DrawScope.drawTable(base: Color, ink: Color) {
    drawRect(Brush.verticalGradient(listOf(lerp(base, Color.White, 0.14f), base, lerp(base, Color.Black, 0.10f))))
    val plank = 150.dp.toPx()
    val planks = (size.height / plank).toInt() + 1
    for (p in 0 until planks) {
        val top = p * plank
        // Each plank a shade lighter or darker than its neighbour, and its seam.
        drawRect(if (p % 2 == 0) Color.White.copy(alpha = 0.04f) else Color.Black.copy(alpha = 0.035f), Offset(0f, top), size.copy(height = plank))
        if (p > 0) {
            drawLine(Color.Black.copy(alpha = 0.16f), Offset(0f, top), Offset(size.width, top), 1.5f)
            drawLine(Color.White.copy(alpha = 0.10f), Offset(0f, top + 2f), Offset(size.width, top + 2f), 1f)
        }
        for (i in 0 until 9) {
            val y0 = top + plank * (i + 0.5f) / 9
            val path = Path()
            val steps = 40
            for (s in 0..steps) {
                val x = size.width * s / steps
                val y = y0 + sin(x / plank * 2.1f + i * 1.3f + p * 2.7f) * plank * 0.035f + sin(x / plank * 7f + i) * plank * 0.008f
                if (s == 0) path.moveTo(x, y) else path.lineTo(x, y)
            }
            drawPath(path, ink.copy(alpha = if (i % 3 == 0) 0.07f else 0.035f), style = Stroke(width = 1f + (i % 2)))
        }
    }
}

/** A cream panel on the table (a dark one at night): rounded, edged, with its shadow. */
@Composable
fun WoodPanel(modifier: Modifier = Modifier, content: @Composable ColumnScope.() -> Unit) {
    val c = MaterialTheme.colorScheme
    Surface(
        modifier, shape = RoundedCornerShape(20.dp), color = c.surface, contentColor = c.onSurface,
        shadowElevation = 6.dp, border = BorderStroke(1.dp, c.outlineVariant),
    ) { Column(content = content) }
}

/** A row of seven seeds in little cups, the board's motif under a title. Decoration only. */
@Composable
fun SeedRule(modifier: Modifier = Modifier) {
    val tones = woodTones()
    val line = MaterialTheme.colorScheme.outlineVariant
    Canvas(modifier.fillMaxWidth().height(14.dp).clearAndSetSemantics { }) {
        val r = size.height * 0.32f
        val gap = r * 4.2f
        val n = 7
        val mid = size.width / 2
        val left = mid - gap * (n - 1) / 2
        drawLine(line, Offset(0f, size.height / 2), Offset(left - gap, size.height / 2), 1.5f)
        drawLine(line, Offset(left + gap * n, size.height / 2), Offset(size.width, size.height / 2), 1.5f)
        for (k in 0 until n) drawSeed(Offset(left + k * gap, size.height / 2), r, tones, k * 0.9f)
    }
}
