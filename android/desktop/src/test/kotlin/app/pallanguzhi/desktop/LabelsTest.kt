package app.pallanguzhi.desktop

import app.pallanguzhi.app.CoreTexts
import app.pallanguzhi.core.formatLabel
import java.io.File
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/**
 * Every label the Android views ask for is the core's, in every language, and no table of texts
 * is left in the app's resources besides what Android reads before the core runs.
 */
class LabelsTest {
    /** android/app/src/main/kotlin, next to [RES]. */
    private val sources = File(RES, "../kotlin")

    /** Keys written at a call (`tr("new_game")`, `get(...)`, the action bar's `label`/`item`), and those with variables. */
    private fun keys(): Pair<Set<String>, Set<String>> {
        val plain = sortedSetOf<String>()
        val withArgs = sortedSetOf<String>()
        val call = Regex("""\b(?:tr|get|label|item)\(\s*"([\w-]+)"\s*([,)])""")
        val files = sources.walkTopDown().filter { it.extension == "kt" }.toList()
        assertTrue(files.size > 10, "no view sources under $sources")
        for (file in files) for (m in call.findAll(file.readText())) {
            val (key, next) = m.destructured
            // `tr(key, "name" to ...)`: a label with variables; `get("x", default)` is not a label.
            if (next == ")") plain += key else if (m.value.startsWith("tr")) withArgs += key
        }
        return plain to withArgs
    }

    @Test
    fun everyKeyTheViewsUseIsALabelOfTheCoreInEveryLanguage() {
        val (plain, withArgs) = keys()
        // The scan finds the keys (the side panel's score line is the core's now: 6 with variables).
        assertTrue(plain.size > 60 && withArgs.size >= 6, "$plain $withArgs")
        for (language in DesktopTexts.LANGUAGES) {
            val labels = CoreTexts.labelsOf(language)
            val missing = plain.map { it.replace('_', '-') }.filter { it !in labels }
            assertEquals(emptyList(), missing, "$language: keys the views use but the core has no label for")
            for (key in withArgs) {
                val id = key.replace('_', '-')
                assertTrue(id !in labels && formatLabel(language, id, emptyMap()) != "ui-$id", "$language: $key")
            }
        }
    }

    @Test
    fun noLabelIsLeftInTheResourcesButTheAppsName() {
        val names = RES.listFiles { f -> f.name.startsWith("values") }.orEmpty().flatMap { dir ->
            dir.listFiles { f -> f.name.startsWith("strings") }.orEmpty().flatMap { file ->
                Regex("""<string name="(\w+)"""").findAll(file.readText()).map { "${dir.name}/${it.groupValues[1]}" }.toList()
            }
        }.sorted()
        assertEquals(listOf("values-fr/app_name", "values-ta/app_name", "values/app_name"), names)
    }
}
