package app.pallanguzhi.app.glue

import android.content.Context
import app.pallanguzhi.app.CoreTexts
import app.pallanguzhi.app.Texts

/**
 * The views' [Texts] on a phone: the core's labels in the language the player picked ("system" =
 * the app's current locale, which includes Android 13's per-app language). Only the app's name
 * stays in res/values{,-fr,-ta}/strings.xml, for the launcher.
 */
object AndroidTexts {
    /** The language code to use for [choice] ("system", "en", "fr", "ta"). */
    fun languageOf(context: Context, choice: String): String =
        if (choice == "system") context.resources.configuration.locales[0].language else choice

    fun of(context: Context, choice: String): Texts = CoreTexts(languageOf(context, choice))
}
