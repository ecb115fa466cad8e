package app.pallanguzhi.desktop

import androidx.compose.ui.graphics.toPixelMap
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.onNodeWithTag
import app.pallanguzhi.app.AccountScreen
import app.pallanguzhi.app.PallanguzhiTheme
import app.pallanguzhi.core.app.AccountView
import app.pallanguzhi.core.app.CodeView
import app.pallanguzhi.core.app.LinkView
import app.pallanguzhi.core.app.QrView
import kotlin.math.floor
import kotlin.test.Test
import kotlin.test.assertEquals

/**
 * Issue 37: the Account screen draws the core's QR code of the sign-in link, in the dark theme
 * too, as black modules on white with the quiet zone (what cameras read), named by the core's
 * label. The modules here are a made-up pattern: the drawing is checked module by module.
 */
@OptIn(ExperimentalTestApi::class)
class AccountQrTest {
    private val size = 25
    private val rows = List(size) { y -> String(CharArray(size) { x -> if ((x * 7 + y * 3 + x * y) % 5 < 2) '1' else '0' }) }
    private val qr = QrView(size.toUInt(), rows, 4u, "QR code of the sign-in link")
    private val account = AccountView(
        title = "Your online account", name = "Playing as Valli", busy = false, error = null,
        devicesTitle = "Devices", devicesNote = null, devices = emptyList(),
        linkCode = CodeView("ACDEF-GHJKM", "Type this code.", "https://example.invalid/link#ACDEFGHJKM", qr),
        recoveryCode = null, blockedTitle = "Blocked", blocked = emptyList(), actions = emptyList(), signIn = null,
        privacy = LinkView("Privacy", "https://example.invalid/privacy"),
    )

    @Test
    fun `the link code's QR code is black on white module by module in both themes and named`() {
        for (dark in listOf(false, true)) ui(360, 900) {
            setContent { PallanguzhiTheme(dark, texts("en")) { AccountScreen(account, {}, {}) } }
            val node = onNodeWithTag("link-code-qr").assertIsDisplayed()
                .assert(SemanticsMatcher.expectValue(SemanticsProperties.ContentDescription, listOf(qr.label)))
            val pixels = node.captureToImage().toPixelMap()
            val side = size + 8
            val module = floor(pixels.width.toFloat() / side)
            val origin = (pixels.width - module * side) / 2
            for (y in 0 until side) for (x in 0 until side) {
                val inside = x in 4 until size + 4 && y in 4 until size + 4
                val black = inside && rows[y - 4][x - 4] == '1'
                val c = pixels[(origin + (x + 0.5f) * module).toInt(), (origin + (y + 0.5f) * module).toInt()]
                assertEquals(if (black) 0f else 1f, c.red, "dark=$dark module ($x, $y)")
                assertEquals(c.red, c.blue, "dark=$dark module ($x, $y): grey")
            }
        }
    }
}
