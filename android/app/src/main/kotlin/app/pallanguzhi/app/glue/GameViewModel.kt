package app.pallanguzhi.app.glue

import android.app.Application
import android.app.LocaleManager
import android.os.Build
import android.os.LocaleList
import android.provider.Settings as SystemSettings
import androidx.lifecycle.AndroidViewModel
import app.pallanguzhi.shared.CoreBrain
import app.pallanguzhi.shared.GameController
import app.pallanguzhi.shared.SaveStore
import app.pallanguzhi.shared.Settings
import app.pallanguzhi.shared.SettingsStore
import app.pallanguzhi.shared.Strings
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.MutableStateFlow

/** Holds the controller across rotations; everything it does lives in :shared. */
class GameViewModel(private val app: Application) : AndroidViewModel(app) {
    val store = SaveStore(app.filesDir)
    private val settingsStore = SettingsStore(store)
    val settings = MutableStateFlow(settingsStore.load())
    val controller = GameController(
        store, CoreBrain(), Dispatchers.Main.immediate,
        animatorScale = {
            SystemSettings.Global.getFloat(app.contentResolver, SystemSettings.Global.ANIMATOR_DURATION_SCALE, 1f)
        },
    )

    init {
        apply(settings.value, fromUser = false)
        controller.launch()
    }

    fun stats() = GameController.stats(store)

    fun update(s: Settings) {
        val languageChanged = s.language != settings.value.language
        settings.value = s
        settingsStore.save(s)
        apply(s, fromUser = languageChanged)
    }

    private fun apply(s: Settings, fromUser: Boolean) {
        controller.settings = s
        controller.strings = Strings.forLanguage(AndroidTexts.languageOf(app, s.language))
        // Android 13+: make it the per-app language too, so the system's app-language page agrees
        // (and picking a language there shows up as "system" here). Older systems need nothing
        // more: AndroidTexts reads the labels in the chosen language whatever the system's is.
        if (fromUser && Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {
            app.getSystemService(LocaleManager::class.java).applicationLocales =
                if (s.language == "system") LocaleList.getEmptyLocaleList() else LocaleList.forLanguageTags(s.language)
        }
    }

    override fun onCleared() = controller.dispose()
}
