package app.pallanguzhi.app.glue

import android.app.Application
import android.app.LocaleManager
import android.content.Context
import android.os.Build
import android.os.LocaleList
import android.util.Log
import android.provider.Settings as SystemSettings
import androidx.lifecycle.AndroidViewModel
import app.pallanguzhi.app.LANGUAGES
import app.pallanguzhi.app.platform.Foreground
import app.pallanguzhi.app.platform.LanguageStep
import app.pallanguzhi.app.platform.LanguageSync
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.HapticKind
import app.pallanguzhi.core.app.Settings
import app.pallanguzhi.shared.AppDriver
import app.pallanguzhi.shared.CoreLog
import app.pallanguzhi.shared.Feedback
import java.util.Locale
import kotlinx.coroutines.Dispatchers

/** Owns the one [AppDriver] across rotations; the activity, while started, plays haptics and speaks. */
class GameViewModel(private val app: Application) : AndroidViewModel(app), Feedback {
    var activity: Feedback? = null
    private val sounds = SoundPlayer(app)
    val driver = AppDriver(feedback = this, ui = Dispatchers.Main.immediate)
    private val foreground = Foreground()
    /** The per-app language last written or seen, kept across processes (LanguageSync: seen). */
    private val languagePrefs = app.getSharedPreferences("language_sync", Context.MODE_PRIVATE)
    private val languages = LanguageSync(LANGUAGES, languagePrefs.getString(SEEN, null)) {
        languagePrefs.edit().putString(SEEN, it).apply()
    }

    init {
        // The core's warnings and errors go to Logcat (release libraries log nothing below).
        CoreLog.install { priority, tag, message -> Log.println(priority, tag, message) }
        driver.launch(app.filesDir.path, systemLanguage(), reduceMotion())
    }

    /** The system's animator scale set to 0 (Accessibility > Remove animations). */
    fun reduceMotion() =
        SystemSettings.Global.getFloat(app.contentResolver, SystemSettings.Global.ANIMATOR_DURATION_SCALE, 1f) == 0f

    /** The system's language or motion setting may have changed (onStart, configuration change). */
    fun systemChanged() = driver.send(Event.SystemChanged(systemLanguage(), reduceMotion()))

    /** What the in-app choice "system" stands for: the per-app language if set, else the device's. */
    private fun systemLanguage() = LanguageSync.systemTag(appLocales(), Locale.getDefault().toLanguageTag())

    /** Android 13+'s per-app language (Settings > Apps > Language); null before, where there is none. */
    private fun appLocales(): String? =
        if (Build.VERSION.SDK_INT < Build.VERSION_CODES.TIRAMISU) null
        else app.getSystemService(LocaleManager::class.java).applicationLocales.toLanguageTags()

    /** The in-app language and the per-app language agree (LanguageSync says who wins). */
    fun syncLanguage(settings: Settings) {
        when (val step = languages.observe(settings.language, appLocales())) {
            is LanguageStep.SetAppLocales -> if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {
                app.getSystemService(LocaleManager::class.java).applicationLocales = LocaleList.forLanguageTags(step.tags)
            }
            is LanguageStep.Choose -> driver.send(Event.SettingsChanged(settings.copy(language = step.language)))
            LanguageStep.None -> {}
        }
    }

    /** onStart: the system may have changed while away; the game resumes only if it was suspended. */
    fun start() {
        systemChanged()
        if (foreground.started()) driver.resume()
    }

    /** onStop: suspend (save, cancel searches, close the socket) unless it is only a rotation etc. */
    fun stop(changingConfigurations: Boolean) {
        if (foreground.stopped(changingConfigurations)) driver.suspend()
    }

    override fun haptic(kind: HapticKind) { activity?.haptic(kind) }
    override fun announce(text: String) { activity?.announce(text) }

    /** The core's sounds, played only while the activity is started (not from the background). */
    override fun sound(sound: app.pallanguzhi.core.app.Sound) { if (activity != null) sounds.play(sound) }

    override fun onCleared() {
        driver.close()
        sounds.close()
    }

    private companion object {
        const val SEEN = "seen"
    }
}
