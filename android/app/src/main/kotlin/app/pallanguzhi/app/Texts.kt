package app.pallanguzhi.app

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.runtime.staticCompositionLocalOf
import app.pallanguzhi.core.formatLabel
import app.pallanguzhi.core.labels
import java.util.concurrent.ConcurrentHashMap

/**
 * The UI's labels, all from the app core's catalogue (the .ftl files of app/locales, its `ui-` messages;
 * the levels and sides too): a key is the core's id without `ui-` ("new-game", "level-easy"), and a
 * view may write it with underscores ("new_game"). The views hold no text of their own and never
 * touch Android's `R` or `Context`: on a phone (glue/AndroidTexts) and in the desktop build alike
 * the labels are the core's, in the language the player picked. Only what the OS reads before
 * the core runs (the app's name) stays in res/values{,-fr,-ta}/strings.xml.
 */
interface Texts {
    /** BCP-47 language of the labels ("en", "fr", "ta"). */
    val language: String

    /** The label [id] without variables, or null if the core has none. */
    fun label(id: String): String?

    /** The label [id] with its variables put in by the core (numbers as numbers, plural forms). */
    fun format(id: String, args: Map<String, String>): String

    /** Language [code] named in its own words ("Français"), as its catalogue says. */
    fun languageName(code: String): String = CoreTexts.labelsOf(code)["language-name"] ?: code

    /** The text of [key] with named [args] ("move" to 3): a missing key shows itself instead of crashing. */
    fun get(key: String, vararg args: Pair<String, Any>): String {
        val id = key.replace('_', '-')
        return if (args.isEmpty()) label(id) ?: key else format(id, args.associate { (name, value) -> name to value.toString() })
    }
}

/** The core's labels in [language], fetched once per language and kept. */
open class CoreTexts(override val language: String) : Texts {
    private val labels = labelsOf(language)

    override fun label(id: String): String? = labels[id]

    override fun format(id: String, args: Map<String, String>): String = formatLabel(language, id, args)

    companion object {
        private val cache = ConcurrentHashMap<String, Map<String, String>>()

        /** Every label without variables of [language], by id, from the core. */
        fun labelsOf(language: String): Map<String, String> = cache.getOrPut(language) { labels(language) }
    }
}

val LocalTexts = staticCompositionLocalOf<Texts> { error("no Texts provided: wrap the UI in PallanguzhiTheme") }

/** The label [key] in the player's language, with named [args] ("round" to 2) if it has variables. */
@Composable
@ReadOnlyComposable
fun tr(key: String, vararg args: Pair<String, Any>): String = LocalTexts.current.get(key, *args)
