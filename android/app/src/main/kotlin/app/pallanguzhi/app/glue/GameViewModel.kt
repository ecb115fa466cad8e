package app.pallanguzhi.app.glue

import android.app.Application
import android.app.LocaleManager
import android.os.Build
import android.os.LocaleList
import android.provider.Settings as SystemSettings
import androidx.lifecycle.AndroidViewModel
import app.pallanguzhi.core.Event
import app.pallanguzhi.core.HapticKind
import app.pallanguzhi.shared.AppDriver
import app.pallanguzhi.shared.Feedback
import kotlinx.coroutines.Dispatchers
import java.util.Locale

/** Owns the one [AppDriver] across rotations; the activity, while started, plays haptics and speaks. */
class GameViewModel(private val app: Application) : AndroidViewModel(app), Feedback {
    var activity: Feedback? = null
    val driver = AppDriver(feedback = this, ui = Dispatchers.Main.immediate)
    private var language: String? = null

    init {
        driver.launch(app.filesDir.path, Locale.getDefault().toLanguageTag(), reduceMotion())
    }

    /** The system's animator scale set to 0 (Accessibility > Remove animations). */
    fun reduceMotion() =
        SystemSettings.Global.getFloat(app.contentResolver, SystemSettings.Global.ANIMATOR_DURATION_SCALE, 1f) == 0f

    /** The system's language or motion setting may have changed (onStart, configuration change). */
    fun systemChanged() = driver.send(Event.SystemChanged(Locale.getDefault().toLanguageTag(), reduceMotion()))

    /** Android 13+: the language picked in the app's settings is the per-app language too. */
    fun languageChosen(choice: String) {
        if (language != null && language != choice && Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {
            app.getSystemService(LocaleManager::class.java).applicationLocales =
                if (choice == "system") LocaleList.getEmptyLocaleList() else LocaleList.forLanguageTags(choice)
        }
        language = choice
    }

    fun start() { systemChanged(); driver.resume() }
    fun stop() = driver.suspend()

    override fun haptic(kind: HapticKind) { activity?.haptic(kind) }
    override fun announce(text: String) { activity?.announce(text) }
    override fun onCleared() = driver.close()
}
