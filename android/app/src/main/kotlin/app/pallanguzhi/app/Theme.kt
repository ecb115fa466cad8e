package app.pallanguzhi.app

import androidx.compose.material3.ColorScheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.graphics.Color

/** Warm wood and leaf tones when the system offers no dynamic colour (Android < 12, desktop). */
private val Light = lightColorScheme(
    primary = Color(0xFF7A4E2D), onPrimary = Color.White,
    primaryContainer = Color(0xFFFFDCC4), onPrimaryContainer = Color(0xFF2E1500),
    secondary = Color(0xFF2E6B30), onSecondary = Color.White,
    secondaryContainer = Color(0xFFB6F2AE), onSecondaryContainer = Color(0xFF002204),
    background = Color(0xFFFFF8F4), surface = Color(0xFFFFF8F4),
    surfaceVariant = Color(0xFFF2DFD3), onSurfaceVariant = Color(0xFF52443B),
)
private val Dark = darkColorScheme(
    primary = Color(0xFFF0B98E), onPrimary = Color(0xFF482810),
    primaryContainer = Color(0xFF613B1C), onPrimaryContainer = Color(0xFFFFDCC4),
    secondary = Color(0xFF9BD594), onSecondary = Color(0xFF00390A),
    secondaryContainer = Color(0xFF14521B), onSecondaryContainer = Color(0xFFB6F2AE),
    background = Color(0xFF1A120D), surface = Color(0xFF1A120D),
    surfaceVariant = Color(0xFF52443B), onSurfaceVariant = Color(0xFFD6C3B7),
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
