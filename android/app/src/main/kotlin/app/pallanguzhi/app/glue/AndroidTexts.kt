package app.pallanguzhi.app.glue

import android.content.Context
import android.content.res.Configuration
import android.content.res.Resources
import app.pallanguzhi.R
import app.pallanguzhi.app.Texts
import java.util.Locale

/**
 * The views' [Texts] over the app's own res/values{,-fr,-ta}/strings.xml, in the language the player
 * picked ("system" = the app's current locale, which includes Android 13's per-app language).
 * Resources are looked up by name: R8 keeps every string (res/raw/keep.xml).
 */
class AndroidTexts private constructor(override val language: String, private val res: Resources, private val pkg: String) : Texts {
    override fun raw(key: String): String? {
        val id = res.getIdentifier(key, "string", pkg)
        return if (id == 0) null else res.getString(id)
    }

    companion object {
        /** The language code to use for [choice] ("system", "en", "fr", "ta"). */
        fun languageOf(context: Context, choice: String): String =
            if (choice == "system") context.resources.configuration.locales[0].language else choice

        fun of(context: Context, choice: String): AndroidTexts {
            val language = languageOf(context, choice)
            val config = Configuration(context.resources.configuration).apply { setLocale(Locale.forLanguageTag(language)) }
            val localized = context.createConfigurationContext(config)
            val texts = AndroidTexts(language, localized.resources, context.packageName)
            // The generated R is app.pallanguzhi.R (the Gradle namespace), not this Kotlin package;
            // a lookup by name that misses it would show every label as its key.
            check(texts.res.getIdentifier("app_name", "string", texts.pkg) == R.string.app_name) { "string lookup by name is broken" }
            return texts
        }
    }
}
