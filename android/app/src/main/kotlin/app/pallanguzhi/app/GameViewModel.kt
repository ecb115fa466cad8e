package app.pallanguzhi.app

import android.app.Application
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
import java.util.Locale

/** Holds the controller across rotations; everything it does lives in :shared. */
class GameViewModel(app: Application) : AndroidViewModel(app) {
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
        apply(settings.value)
        controller.launch()
    }

    fun update(s: Settings) {
        settings.value = s
        settingsStore.save(s)
        apply(s)
    }

    private fun apply(s: Settings) {
        controller.settings = s
        controller.strings = Strings.forLanguage(if (s.language == "system") Locale.getDefault().language else s.language)
    }

    override fun onCleared() = controller.dispose()
}
