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
    tertiary = Color(0xFF1F5F8B), onTertiary = Color.White,
    background = Color(0xFFFFF8F4), surface = Color(0xFFFFF8F4),
    surfaceVariant = Color(0xFFF2DFD3), onSurfaceVariant = Color(0xFF52443B),
    surfaceContainerLowest = Color(0xFFFFFFFF), surfaceContainerLow = Color(0xFFFFF1EA),
    surfaceContainer = Color(0xFFFBEBE2), surfaceContainerHigh = Color(0xFFF5E5DC),
    surfaceContainerHighest = Color(0xFFEFDFD6),
)
private val Dark = darkColorScheme(
    primary = Color(0xFFF0B98E), onPrimary = Color(0xFF482810),
    primaryContainer = Color(0xFF613B1C), onPrimaryContainer = Color(0xFFFFDCC4),
    secondary = Color(0xFF9BD594), onSecondary = Color(0xFF00390A),
    secondaryContainer = Color(0xFF14521B), onSecondaryContainer = Color(0xFFB6F2AE),
    tertiary = Color(0xFF9CCBFB), onTertiary = Color(0xFF003352),
    background = Color(0xFF1A120D), surface = Color(0xFF1A120D),
    surfaceVariant = Color(0xFF52443B), onSurfaceVariant = Color(0xFFD6C3B7),
    surfaceContainerLowest = Color(0xFF140D08), surfaceContainerLow = Color(0xFF231A14),
    surfaceContainer = Color(0xFF271E18), surfaceContainerHigh = Color(0xFF322822),
    surfaceContainerHighest = Color(0xFF3D332C),
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
