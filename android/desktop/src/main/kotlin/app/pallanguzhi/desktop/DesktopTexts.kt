package app.pallanguzhi.desktop

import app.pallanguzhi.app.CoreTexts

/**
 * The views' [app.pallanguzhi.app.Texts] in the desktop build: the core's labels, as on a phone.
 * Keys asked for but unknown to the core are kept in [missing], so a screenshot run or a test
 * can fail on a label the app would show as its key.
 */
class DesktopTexts(language: String) : CoreTexts(language) {
    val missing: MutableSet<String> = java.util.Collections.synchronizedSet(sortedSetOf())

    override fun get(key: String, vararg args: Pair<String, Any>): String {
        val text = super.get(key, *args)
        // A label unknown to the core shows as its key (or, with variables, as the core's id).
        if (text == key || text == "ui-" + key.replace('_', '-')) missing += key
        return text
    }

    companion object {
        val LANGUAGES = listOf("en", "fr", "ta")
    }
}
