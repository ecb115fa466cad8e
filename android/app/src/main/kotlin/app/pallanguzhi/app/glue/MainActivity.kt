package app.pallanguzhi.app.glue

import android.content.Intent
import android.os.Build
import android.os.Bundle
import android.view.HapticFeedbackConstants
import androidx.activity.ComponentActivity
import androidx.activity.compose.BackHandler
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.activity.viewModels
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.material3.ColorScheme
import androidx.compose.material3.dynamicDarkColorScheme
import androidx.compose.material3.dynamicLightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalConfiguration
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.lifecycle.DefaultLifecycleObserver
import androidx.lifecycle.LifecycleOwner
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.pallanguzhi.app.PallanguzhiApp
import app.pallanguzhi.app.PallanguzhiTheme
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.HapticKind
import app.pallanguzhi.core.app.OnlineAction
import app.pallanguzhi.shared.Feedback

/**
 * Android glue (not compiled on the desktop): edge to edge, lifecycle, system back, dynamic
 * colour and the label table for the chosen language. Everything drawn is PallanguzhiApp.
 */
class MainActivity : ComponentActivity(), Feedback {
    private val model: GameViewModel by viewModels()

    override fun onCreate(savedInstanceState: Bundle?) {
        enableEdgeToEdge() // targetSdk 36 draws edge to edge anyway; this also sets bar contrast
        super.onCreate(savedInstanceState)
        lifecycle.addObserver(object : DefaultLifecycleObserver {
            // The core saves and cancels any search when the app leaves the screen; resumes on return.
            // A stop for a rotation, resize or language change is not leaving (Foreground).
            override fun onStop(owner: LifecycleOwner) { model.activity = null; model.stop(isChangingConfigurations) }
            override fun onStart(owner: LifecycleOwner) { model.activity = this@MainActivity; model.start() }
        })
        setContent { Content() }
        if (savedInstanceState == null) joinLink(intent)
    }

    /** A share link opened while the app runs, or from another app (launchMode singleTask: one activity). */
    override fun onNewIntent(intent: Intent) {
        super.onNewIntent(intent)
        joinLink(intent)
    }

    /**
     * A board's share link (https://.../join/CODE) or a game's watch link (https://.../watch/ID):
     * the core tells them apart, then joins the board or watches the game.
     */
    private fun joinLink(intent: Intent?) {
        val link = intent?.takeIf { it.action == Intent.ACTION_VIEW }?.data ?: return
        model.driver.send(Event.OnlineAction(OnlineAction.OpenLink(link.toString())))
    }

    /** The system share sheet with the core's sentence (code and link). */
    private fun share(text: String) {
        val send = Intent(Intent.ACTION_SEND).setType("text/plain").putExtra(Intent.EXTRA_TEXT, text)
        startActivity(Intent.createChooser(send, null))
    }

    @Composable
    private fun Content() {
        val view by model.driver.state.collectAsStateWithLifecycle()
        // Where back goes is the core's (its back stack); on its home screen the system's back
        // is not taken, so it leaves the app.
        BackHandler(enabled = view.canBack) { model.driver.send(Event.Back) }
        val dark = isSystemInDarkTheme()
        val configuration = LocalConfiguration.current
        val choice = view.settings.language
        val texts = remember(choice, configuration) { AndroidTexts.of(this, choice) }
        // After composing, not during it: syncing may send the core a settings change.
        LaunchedEffect(choice, configuration) { model.syncLanguage(view.settings) }
        PallanguzhiTheme(dark, texts, dynamicScheme(dark)) {
            Box {
                PallanguzhiApp(view, model.driver::send, ::share)
                Announcement(announcement)
            }
        }
    }

    /** The core's last announcement, as the live region below holds it. */
    private var announcement by mutableStateOf("")

    /**
     * TalkBack reads the core's announcements from a polite live region: View.announceForAccessibility
     * is deprecated at API 36 (Android 16 deprecates announcement events in favour of live regions
     * and pane titles). A live region speaks when its text changes.
     */
    @Composable
    private fun Announcement(text: String) {
        Box(
            Modifier.size(1.dp).semantics {
                liveRegion = LiveRegionMode.Polite
                contentDescription = text
            },
        )
    }

    /** The core's haptic kinds as the platform's feedback constants (the core says when; this says how). */
    override fun haptic(kind: HapticKind) {
        window.decorView.performHapticFeedback(
            when (kind) {
                HapticKind.SOW -> HapticFeedbackConstants.CLOCK_TICK
                HapticKind.CAPTURE, HapticKind.ROUND_END, HapticKind.GAME_END -> HapticFeedbackConstants.LONG_PRESS
                HapticKind.REFUSED -> HapticFeedbackConstants.VIRTUAL_KEY
                HapticKind.CLOCK_WARNING -> HapticFeedbackConstants.LONG_PRESS
            },
        )
    }

    override fun announce(text: String) {
        // The same sentence twice (two refused taps) must change the region too: a silent
        // zero-width space is added or dropped.
        announcement = if (announcement == text) "$text\u200B" else text
    }

    /** Android 12+: the wallpaper-based scheme; before that the app's own wood scheme (null). */
    private fun dynamicScheme(dark: Boolean): ColorScheme? = when {
        Build.VERSION.SDK_INT < Build.VERSION_CODES.S -> null
        dark -> dynamicDarkColorScheme(this)
        else -> dynamicLightColorScheme(this)
    }
}
