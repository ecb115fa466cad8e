package app.pallanguzhi.desktop

import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.remember
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.runSkikoComposeUiTest
import androidx.compose.ui.unit.Density
import app.pallanguzhi.app.LocalPresets
import app.pallanguzhi.core.AppCore
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.PresetView
import java.io.File

/** Where run.sh says the app's resources are (android/app/src/main/res). */
val RES = File(System.getProperty("pallanguzhi.res") ?: "android/app/src/main/res")

fun texts(language: String = "en") = DesktopTexts(language)

/** The core's rule sets, named in [language] (what `PallanguzhiApp` provides as `LocalPresets`). */
fun corePresets(language: String): List<PresetView> = AppCore().use { core ->
    core.handle(Event.Launch("", language, false))
    core.view().presets
}

/** [content] with the core's rule sets in [language], as `PallanguzhiApp` provides them to a page drawn alone. */
@Composable
fun WithPresets(language: String, content: @Composable () -> Unit) {
    val presets = remember(language) { corePresets(language) }
    CompositionLocalProvider(LocalPresets provides presets, content = content)
}

/** A UI test in a window of [widthDp] x [heightDp] dp at 2 px per dp, like a phone. */
@OptIn(ExperimentalTestApi::class)
fun ui(widthDp: Int, heightDp: Int, block: SkikoComposeUiTest.() -> Unit) =
    runSkikoComposeUiTest(Size(widthDp * 2f, heightDp * 2f), Density(2f), block = block)
