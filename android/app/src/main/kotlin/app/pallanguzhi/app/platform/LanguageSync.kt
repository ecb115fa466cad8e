package app.pallanguzhi.app.platform

/** What the glue does so the in-app language and Android 13+'s per-app language agree. */
sealed interface LanguageStep {
    /** Nothing: they agree, or a change of ours is on its way. */
    data object None : LanguageStep

    /** Write the per-app language (`LocaleManager.applicationLocales`); "" follows the system. */
    data class SetAppLocales(val tags: String) : LanguageStep

    /** The per-app language was changed in Android's settings: make it the in-app choice. */
    data class Choose(val language: String) : LanguageStep
}

/**
 * The in-app language choice (the core's `Settings.language`: "system" or one of its languages)
 * and Android's per-app language (Settings > Apps > Pallanguzhi > Language, Android 13+) are one
 * setting seen from two places. The in-app "system" means "what Android says for this app": the
 * per-app language if one is set there, else the device's ([systemTag]), so it never overrides
 * Android's. A language picked in the app is written to Android (which recreates the activity in
 * it); a language picked in Android's settings while the app has one of its own becomes the in-app
 * choice. That includes a pick made while the app was not running: [seen] is the per-app language
 * last written or seen, kept by the glue across processes ([remember]), and on the first look a
 * per-app language that differs from it is adopted. With nothing remembered (a first launch, the
 * upgrade to Android 13, a restore) the in-app language is written to Android. Before Android 13
 * there is no per-app language (`appLocales` null) and nothing is synced.
 */
class LanguageSync(
    private val choices: List<String>,
    private var seen: String? = null,
    private val remember: (String) -> Unit = {},
) {
    private var lastChoice: String? = null
    private var lastSystem: String? = null

    /** Called with the current choice and `applicationLocales.toLanguageTags()` (null: none). */
    fun observe(choice: String, appLocales: String?): LanguageStep {
        if (appLocales == null) return LanguageStep.None
        val system = choiceOf(appLocales)
        val step = if (lastChoice == null) firstLook(choice, system) else nextLook(choice, system)
        lastChoice = choice
        lastSystem = system
        // What Android holds now, unless our own write has not reached the configuration yet.
        val held = when {
            step is LanguageStep.SetAppLocales -> choice
            step == LanguageStep.None && system != choice && choice != SYSTEM -> seen
            else -> system
        }
        if (held != null && held != seen) {
            seen = held
            remember(held)
        }
        return step
    }

    /** A fresh process: Android's value wins if it changed since last seen, else the app's. */
    private fun firstLook(choice: String, system: String): LanguageStep = when {
        system == choice -> LanguageStep.None
        choice == SYSTEM -> LanguageStep.None // follows Android
        seen != null && system != seen -> LanguageStep.Choose(system)
        else -> LanguageStep.SetAppLocales(choice)
    }

    private fun nextLook(choice: String, system: String): LanguageStep = when {
        system == choice -> LanguageStep.None
        choice == SYSTEM && lastChoice == SYSTEM -> LanguageStep.None // follows Android
        choice != lastChoice -> LanguageStep.SetAppLocales(if (choice == SYSTEM) "" else choice)
        system != lastSystem -> LanguageStep.Choose(system)
        else -> LanguageStep.None // our own write has not reached the configuration yet
    }

    /** The in-app choice a per-app language list stands for: its first language if the app has it. */
    fun choiceOf(appLocales: String): String {
        val language = firstTag(appLocales)?.substringBefore('-')?.substringBefore('_')?.lowercase()
        return language?.takeIf { it != SYSTEM && it in choices } ?: SYSTEM
    }

    companion object {
        const val SYSTEM = "system"

        /**
         * The language the core is told the system speaks (`Event.SystemChanged`), which it uses
         * while the in-app choice is "system": the per-app language when one is set, else the
         * device's (`Locale.getDefault()`).
         */
        fun systemTag(appLocales: String?, deviceTag: String): String = appLocales?.let(::firstTag) ?: deviceTag

        private fun firstTag(tags: String): String? = tags.split(',').map { it.trim() }.firstOrNull { it.isNotEmpty() }
    }
}
