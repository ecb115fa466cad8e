package app.pallanguzhi.desktop

import androidx.compose.runtime.Composable
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.unit.Density
import app.pallanguzhi.app.PallanguzhiApp
import app.pallanguzhi.app.PallanguzhiTheme
import app.pallanguzhi.app.Texts
import org.jetbrains.skia.Bitmap
import org.jetbrains.skia.ColorAlphaType
import org.jetbrains.skia.Image
import org.jetbrains.skia.ImageInfo
import java.awt.image.BufferedImage
import java.io.File
import java.nio.ByteBuffer
import java.nio.ByteOrder
import javax.imageio.IIOImage
import javax.imageio.ImageIO
import javax.imageio.ImageWriteParam

/** A window to draw into: size in dp and the pixels per dp of the picture. */
data class Window(val name: String, val widthDp: Int, val heightDp: Int, val density: Float)

/** Headless pictures of the app's composables (Skia raster rendering, no display needed). */
object Shots {
    val WINDOWS = listOf(
        Window("phone-portrait", 360, 800, 2f),
        Window("phone-landscape", 800, 360, 2f),
        Window("tablet", 800, 1280, 1.5f),
        Window("tablet-landscape", 1280, 800, 1.5f),
    )

    /**
     * Draws [content] in [window] as it is [atMs] into the core's frame (seeds in flight move).
     *
     * Each time is rendered more than once. A desktop scene resumes what waits for a frame (the
     * flights' clock) and starts new effects through a dispatcher that runs them on a background
     * thread or at the start of the next render, whichever comes first; a single render can
     * therefore draw the state from before its own frame, or start the clock a frame late. On a
     * quiet machine the thread wins; under load it did not (the seeds drawn at their start hole in
     * 4 of 15 runs of SowingOverlayTest). Rendering the same time again runs what the previous
     * render dispatched, so the picture is the same whatever the load. A phone draws frames
     * continuously, where this is a lag of one frame.
     */
    fun image(window: Window, atMs: Long = 0, content: @Composable () -> Unit): Image {
        val scene = ImageComposeScene(
            (window.widthDp * window.density).toInt(), (window.heightDp * window.density).toInt(),
            Density(window.density), content = content,
        )
        try {
            // Frame 0 composes and lays out; frames at 1 ms draw what needs measured spots (the
            // flights) and start the flights' clock (SowingOverlay's frameElapsedMs); then [atMs] later.
            scene.render(0)
            repeat(3) { scene.render(1_000_000) }
            scene.render((atMs + 1) * 1_000_000)
            return scene.render((atMs + 1) * 1_000_000)
        } finally {
            scene.close()
        }
    }

    /**
     * Writes [image] as a PNG through the JDK's encoder at a fast deflate level. Skia's own PNG
     * encoder takes about 700 ms for a 720x1600 board (it was half of every screenshot's time);
     * this takes about 80 ms for files about a fifth bigger.
     */
    fun png(image: Image, file: File) {
        file.parentFile.mkdirs()
        val info = ImageInfo.makeN32(image.width, image.height, ColorAlphaType.UNPREMUL)
        val bytes = Bitmap.makeFromImage(image).use { it.readPixels(info, image.width * 4, 0, 0)!! }
        // N32 on a little-endian machine is B, G, R, A: read as little-endian ints, that is ARGB.
        val argb = IntArray(image.width * image.height)
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(argb)
        val picture = BufferedImage(image.width, image.height, BufferedImage.TYPE_INT_ARGB)
        picture.setRGB(0, 0, image.width, image.height, argb, 0, image.width)
        val writer = ImageIO.getImageWritersByFormatName("png").next()
        val param = writer.defaultWriteParam.apply {
            compressionMode = ImageWriteParam.MODE_EXPLICIT
            compressionQuality = 0.5f
        }
        try {
            file.delete()
            ImageIO.createImageOutputStream(file).use { out ->
                writer.output = out
                writer.write(null, IIOImage(picture, null, null), param)
            }
        } finally {
            writer.dispose()
        }
    }

    /** The whole app on [scene]'s page (or its game), as the glue would show it; events go nowhere. */
    @Composable
    fun App(scene: Scene, texts: Texts, dark: Boolean) {
        PallanguzhiTheme(dark, texts) {
            PallanguzhiApp(scene.view, {})
        }
    }
}
