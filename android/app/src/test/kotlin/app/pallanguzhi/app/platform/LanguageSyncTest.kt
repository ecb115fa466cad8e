package app.pallanguzhi.app.platform

import app.pallanguzhi.app.platform.LanguageStep.Choose
import app.pallanguzhi.app.platform.LanguageStep.None
import app.pallanguzhi.app.platform.LanguageStep.SetAppLocales
import kotlin.test.Test
import kotlin.test.assertEquals

/** The in-app language choice and Android's per-app language, as one setting. */
class LanguageSyncTest {
    private fun sync() = LanguageSync(listOf("system", "en", "fr", "ta"))

    /** One sync fed (in-app choice, per-app locales) in turn: the step expected after each. */
    private fun assertSteps(vararg steps: Triple<String, String, LanguageStep>) {
        val sync = sync()
        steps.forEachIndexed { i, (choice, appLocales, step) ->
            assertEquals(step, sync.observe(choice, appLocales), "step $i: ($choice, \"$appLocales\")")
        }
    }

    @Test
    fun `a choice made in the app is written to Android, once`() = assertSteps(
        Triple("system", "", None),
        Triple("fr", "", SetAppLocales("fr")),
        // Until Android has applied it (the activity is recreated), asking again writes nothing
        // and does not take the old per-app value back as a choice.
        Triple("fr", "", None),
        Triple("fr", "fr", None),
        Triple("system", "fr", SetAppLocales("")),
        Triple("system", "", None),
    )

    @Test
    fun `a language picked in Android's settings becomes the in-app choice`() = assertSteps(
        Triple("fr", "fr", None),
        Triple("fr", "ta-IN", Choose("ta")),
        // The core has not applied the choice yet: no write of the old choice back to Android.
        Triple("fr", "ta-IN", None),
        Triple("ta", "ta-IN", None),
        // "System default" picked in Android's settings.
        Triple("ta", "", Choose("system")),
        Triple("system", "", None),
    )

    @Test
    fun `with the in-app choice on system, Android's per-app language is followed, not overwritten`() {
        assertSteps(Triple("system", "", None), Triple("system", "fr-CA", None), Triple("system", "ta", None))
        assertEquals(None, sync().observe("system", "fr"), "first look")
        // ...and the core is told that language as the system's (it shows it while on "system").
        assertEquals("ta", LanguageSync.systemTag("ta", "en-US"))
    }

    @Test
    fun `with nothing remembered, on the first look an in-app language is written to Android`() {
        // A first launch, the upgrade to Android 13 or a restore: Android has no value of ours.
        assertEquals(SetAppLocales("ta"), sync().observe("ta", ""))
        assertEquals(SetAppLocales("en"), sync().observe("en", "fr"))
    }

    /** A process's sync over the value kept by the glue (a preference): (steps, what it kept). */
    private class Process(kept: String?) {
        val remembered = mutableListOf<String>()
        val sync = LanguageSync(listOf("system", "en", "fr", "ta"), kept) { remembered += it }
    }

    @Test
    fun `a language picked in Android's settings while the app was closed is adopted on the next launch`() {
        val first = Process(null)
        assertEquals(SetAppLocales("en"), first.sync.observe("en", "fr"))
        assertEquals(None, first.sync.observe("en", "en"))
        assertEquals(listOf("en"), first.remembered)
        // The process dies; the player picks Tamil in Settings > Apps > Pallanguzhi > Language.
        val second = Process(first.remembered.last())
        assertEquals(Choose("ta"), second.sync.observe("en", "ta-IN"), "Android's new value wins")
        assertEquals(None, second.sync.observe("ta", "ta-IN"))
        assertEquals(listOf("ta"), second.remembered)
        // "System default" picked in Android's settings while closed: adopted too.
        val third = Process(second.remembered.last())
        assertEquals(Choose("system"), third.sync.observe("ta", ""))
    }

    @Test
    fun `an in-app language changed while Android kept the value seen is written to Android on the next launch`() {
        // Android still holds "fr" (seen last time); the in-app choice is "ta" (its write was lost).
        val process = Process("fr")
        assertEquals(SetAppLocales("ta"), process.sync.observe("ta", "fr"))
        assertEquals(listOf("ta"), process.remembered)
        // Until Android applies it, the old value is not taken back as a choice, nor remembered.
        assertEquals(None, process.sync.observe("ta", "fr"))
        assertEquals(listOf("ta"), process.remembered)
    }

    @Test
    fun `with the in-app choice on system a fresh launch follows Android and remembers it`() {
        val process = Process("fr")
        assertEquals(None, process.sync.observe("system", "ta"))
        assertEquals(listOf("ta"), process.remembered)
    }

    @Test
    fun `before Android 13 nothing is synced`() {
        val sync = sync()
        assertEquals(None, sync.observe("fr", null))
        assertEquals(None, sync.observe("ta", null))
    }

    @Test
    fun `a per-app language the app has no text table for counts as system`() {
        val sync = sync()
        assertEquals("system", sync.choiceOf("de-DE"))
        assertEquals("ta", sync.choiceOf("ta_IN,en"))
        assertEquals("system", sync.choiceOf(""))
        assertEquals(None, sync.observe("system", "de"))
    }

    @Test
    fun `the system language told to the core is the per-app one when set`() {
        assertEquals("ta-IN", LanguageSync.systemTag("ta-IN,en-GB", "en-US"))
        assertEquals("en-US", LanguageSync.systemTag("", "en-US"))
        assertEquals("en-US", LanguageSync.systemTag(null, "en-US"))
    }
}
