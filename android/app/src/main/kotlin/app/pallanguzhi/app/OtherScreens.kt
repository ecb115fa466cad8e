package app.pallanguzhi.app

import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.selection.toggleable
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Slider
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalUriHandler
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.pallanguzhi.core.app.LinkView
import app.pallanguzhi.core.app.OnlineStatsLine
import app.pallanguzhi.core.app.PresetView
import app.pallanguzhi.core.app.RecentGamesView
import app.pallanguzhi.core.app.Settings
import app.pallanguzhi.core.app.Speed
import app.pallanguzhi.core.app.StatsLine
import kotlin.math.roundToInt

/**
 * One card per rule set and opponent, named in the player's language (never the raw ids); the
 * online records (from the server, when signed up) after them. First the recent finished
 * games, each opening its review ([onReview] with its id).
 */
@Composable
fun StatsScreen(
    records: List<StatsLine>, onBack: () -> Unit, online: List<OnlineStatsLine> = emptyList(),
    recent: RecentGamesView? = null, onReview: (String) -> Unit = {},
) {
    Page {
        Header(tr("statistics"), onBack)
        recent?.let { RecentGames(it, onReview) }
        if (online.isNotEmpty()) Text(tr("offline_stats"), style = MaterialTheme.typography.titleMedium, modifier = Modifier.semantics { heading() })
        if (records.isEmpty()) Text(tr("no_stats"))
        records.forEach { r ->
            Card(Modifier.fillMaxWidth()) {
                Text(r.player, style = MaterialTheme.typography.labelMedium, modifier = Modifier.padding(start = 12.dp, top = 12.dp, end = 12.dp))
                Text(
                    r.title,
                    style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(horizontal = 12.dp),
                )
                Text(
                    tr("stats_line", "games" to r.games, "wins" to r.wins, "losses" to r.losses, "draws" to r.draws, "streak" to r.currentStreak, "best" to r.bestStreak),
                    modifier = Modifier.padding(12.dp),
                )
            }
        }
        if (online.isNotEmpty()) {
            Text(tr("online_stats"), style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 8.dp).semantics { heading() })
            OnlineStatsCards(online)
        }
    }
}

/** Every rule set the core has, in its order, named and explained by the core. */
@Composable
fun RulesScreen(presets: List<PresetView>, onBack: () -> Unit, onLesson: ((String) -> Unit)? = null) {
    Page {
        Header(tr("rules"), onBack)
        presets.forEach { p ->
            Text(p.name, style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 8.dp).semantics { heading() })
            p.rules.forEach { Text(it) }
            // Each rule's lesson, to learn it by playing (the core's course for these rules).
            if (onLesson != null && p.lessons.isNotEmpty()) {
                Text(tr("rules_lessons"), style = MaterialTheme.typography.titleSmall)
                p.lessons.forEach { l -> androidx.compose.material3.TextButton({ onLesson(l.id) }, Modifier.heightIn(min = 48.dp)) { Text("▶ " + l.title) } }
            }
        }
    }
}

@Composable
fun SettingsScreen(settings: Settings, onChange: (Settings) -> Unit, onBack: () -> Unit, pages: List<LinkView> = emptyList()) {
    val uri = LocalUriHandler.current
    Page {
        Header(tr("settings"), onBack)
        Text(tr("speed"), style = MaterialTheme.typography.titleSmall)
        Choices(Speed.entries.toList(), settings.speed, { speedLabel(it) }) { onChange(settings.copy(speed = it)) }
        Toggle(tr("haptics"), settings.haptics) { onChange(settings.copy(haptics = it)) }
        Toggle(tr("sound"), settings.sound) { onChange(settings.copy(sound = it)) }
        Text(tr("volume") + " " + settings.volume.toString() + " %", style = MaterialTheme.typography.titleSmall)
        Slider(
            settings.volume.toFloat(), { onChange(settings.copy(volume = it.roundToInt().coerceIn(0, 100).toUByte())) },
            enabled = settings.sound, valueRange = 0f..100f, steps = 19,
        )
        Toggle(tr("colour_safe"), settings.colourSafe) { onChange(settings.copy(colourSafe = it)) }
        Text(tr("language"), style = MaterialTheme.typography.titleSmall)
        Choices(LANGUAGES, settings.language, { if (it == "system") tr("language_os") else LocalTexts.current.languageName(it) }) { onChange(settings.copy(language = it)) }
        // The server's privacy and account deletion pages (the core's words and addresses).
        pages.forEach { page -> TextButton({ uri.openUri(page.url) }, Modifier.heightIn(min = 48.dp)) { Text(page.label) } }
    }
}

/** A whole row that toggles (one TalkBack node, a 48 dp target), with its switch. */
@Composable
private fun Toggle(label: String, on: Boolean, onChange: (Boolean) -> Unit) {
    Row(
        Modifier.fillMaxWidth().heightIn(min = 48.dp).toggleable(on, role = Role.Switch, onValueChange = onChange),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(label, Modifier.weight(1f))
        Switch(on, onCheckedChange = null)
    }
}

@Composable
fun speedLabel(s: Speed) = tr(
    when (s) { Speed.SLOW -> "speed_slow"; Speed.NORMAL -> "speed_normal"; Speed.FAST -> "speed_fast"; Speed.INSTANT -> "speed_instant" },
)

/** The language choices the core takes in `Settings.language` (it has a text table for each). */
val LANGUAGES = listOf("system") + app.pallanguzhi.core.languages()
