package app.pallanguzhi.app

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.runtime.staticCompositionLocalOf
import java.util.Locale

/**
 * The UI's static labels, by the names of android/app/src/main/res/values{,-fr,-ta}/strings.xml.
 * The views never touch Android's `R` or `Context`: on a phone the glue looks the names up in
 * the app's resources (for the language the player picked), and the desktop build parses the
 * very same strings.xml files. So the keys and the translations are the same on both sides.
 */
interface Texts {
    /** BCP-47 language of the table ("en", "fr", "ta"); also the locale numbers are formatted in. */
    val language: String

    /** The raw text of [key] (`%1$s`-style placeholders), or null if there is none. */
    fun raw(key: String): String?

    /** The text of [key] with [args] put in, the way Android's getString(id, args) does it. */
    fun get(key: String, vararg args: Any): String {
        val raw = raw(key) ?: return key // a missing key shows itself instead of crashing the app
        return if (args.isEmpty()) raw else String.format(Locale.forLanguageTag(language), raw, *args)
    }
}

val LocalTexts = staticCompositionLocalOf<Texts> { error("no Texts provided: wrap the UI in PallanguzhiTheme") }

/** The text of [key] in the player's language. */
@Composable
@ReadOnlyComposable
fun tr(key: String, vararg args: Any): String = LocalTexts.current.get(key, *args)
