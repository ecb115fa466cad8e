package app.pallanguzhi.app.glue

import android.os.Build
import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.BackHandler
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.activity.viewModels
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.material3.ColorScheme
import androidx.compose.material3.dynamicDarkColorScheme
import androidx.compose.material3.dynamicLightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.platform.LocalConfiguration
import androidx.lifecycle.DefaultLifecycleObserver
import androidx.lifecycle.LifecycleOwner
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.pallanguzhi.app.PallanguzhiApp
import app.pallanguzhi.app.PallanguzhiTheme
import app.pallanguzhi.app.Screen

/**
 * Android glue (not compiled on the desktop): edge to edge, lifecycle, system back, dynamic
 * colour and the label table for the chosen language. Everything drawn is PallanguzhiApp.
 */
class MainActivity : ComponentActivity() {
    private val model: GameViewModel by viewModels()

    override fun onCreate(savedInstanceState: Bundle?) {
        enableEdgeToEdge() // targetSdk 36 draws edge to edge anyway; this also sets bar contrast
        super.onCreate(savedInstanceState)
        lifecycle.addObserver(object : DefaultLifecycleObserver {
            // Save and cancel any search when the app leaves the screen; resume a computer turn on return.
            override fun onStop(owner: LifecycleOwner) = model.controller.stop()
            override fun onStart(owner: LifecycleOwner) = model.controller.resume()
        })
        setContent { Content() }
    }

    @Composable
    private fun Content() {
        val state by model.controller.state.collectAsStateWithLifecycle()
        val settings by model.settings.collectAsStateWithLifecycle()
        var screen by rememberSaveable { mutableStateOf(Screen.Home) }
        BackHandler(enabled = screen != Screen.Home) { screen = Screen.Home }
        val dark = isSystemInDarkTheme()
        val configuration = LocalConfiguration.current
        val texts = remember(settings.language, configuration) { AndroidTexts.of(this, settings.language) }
        PallanguzhiTheme(dark, texts, dynamicScheme(dark)) {
            PallanguzhiApp(screen, { screen = it }, state, settings, model.controller, model::stats, model::update)
        }
    }

    /** Android 12+: the wallpaper-based scheme; before that the app's own wood scheme (null). */
    private fun dynamicScheme(dark: Boolean): ColorScheme? = when {
        Build.VERSION.SDK_INT < Build.VERSION_CODES.S -> null
        dark -> dynamicDarkColorScheme(this)
        else -> dynamicLightColorScheme(this)
    }
}
