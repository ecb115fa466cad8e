package app.pallanguzhi.desktop

import androidx.compose.foundation.Image
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.toArgb
import androidx.compose.ui.res.loadXmlImageVector
import androidx.compose.ui.unit.Density
import org.xml.sax.InputSource
import java.io.File
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/**
 * The launcher icon's vector (res/drawable/ic_launcher_foreground.xml) is valid Android vector
 * XML, drawn on its background colour into target/screenshots/launcher-icon.png (and, with
 * -Dpallanguzhi.iosIcon=FILE, the 1024 px iOS app icon made from the same art).
 */
class LauncherIconTest {
    private fun background(): Color {
        val hex = Regex("ic_launcher_background\">#([0-9A-Fa-f]{8})<").find(File(RES, "values/colors.xml").readText())!!.groupValues[1]
        return Color(hex.toLong(16))
    }

    private fun render(px: Int, file: File) {
        val vector = File(RES, "drawable/ic_launcher_foreground.xml").inputStream().use { loadXmlImageVector(InputSource(it), Density(1f)) }
        val bg = background()
        val window = Window("icon", px, px, 1f)
        val image = Shots.image(window) {
            Box(Modifier.fillMaxSize().background(bg)) {
                Image(androidx.compose.ui.graphics.vector.rememberVectorPainter(vector), null, Modifier.fillMaxSize())
            }
        }
        Shots.png(image, file)
        val pixels = org.jetbrains.skia.Bitmap.makeFromImage(image)
        // Corner: background only; centre line: the board's wood and holes, not background.
        assertEquals(bg.toArgbInt(), pixels.getColor(2, 2), "corner is not the background")
        val centre = (0 until px).map { pixels.getColor(it, px / 2) }.toSet()
        assertTrue(centre.any { it != bg.toArgbInt() }, "no art across the middle")
        // Adaptive icons: launchers mask the 108 dp canvas to any shape holding the 66 dp circle,
        // so art beyond 33 dp from the centre can be cut off. One pixel of anti-aliasing allowed.
        val scale = px / 108.0
        val outside = (0 until px).flatMap { x -> (0 until px).map { y -> x to y } }.filter { (x, y) ->
            Math.hypot(x + 0.5 - px / 2.0, y + 0.5 - px / 2.0) > 33 * scale + 1 && pixels.getColor(x, y) != bg.toArgbInt()
        }
        assertTrue(outside.isEmpty(), "${outside.size} px of art outside the safe circle, e.g. ${outside.take(3)}")
    }

    @Test
    fun `the launcher icon draws inside the safe circle`() {
        render(432, File(System.getProperty("pallanguzhi.screenshots") ?: "target/screenshots", "launcher-icon.png"))
        System.getProperty("pallanguzhi.iosIcon")?.let { path ->
            render(1024, File(path))
            // App icons must be opaque: store it as RGB, without an alpha channel.
            val argb = javax.imageio.ImageIO.read(File(path))
            val rgb = java.awt.image.BufferedImage(argb.width, argb.height, java.awt.image.BufferedImage.TYPE_INT_RGB)
            rgb.graphics.drawImage(argb, 0, 0, null)
            javax.imageio.ImageIO.write(rgb, "png", File(path))
        }
    }
}

private fun Color.toArgbInt(): Int = toArgb()
