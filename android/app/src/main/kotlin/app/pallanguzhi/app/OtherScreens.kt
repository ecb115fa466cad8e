package app.pallanguzhi.app

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import app.pallanguzhi.core.StatsRecord
import app.pallanguzhi.core.presets
import app.pallanguzhi.shared.Settings
import app.pallanguzhi.shared.Speed

@Composable
fun StatsScreen(records: List<StatsRecord>) {
    Column(Modifier.verticalScroll(rememberScrollState()).padding(16.dp)) {
        Text(stringResource(R.string.statistics))
        if (records.isEmpty()) Text(stringResource(R.string.no_stats))
        records.forEach { r ->
            Text(stringResource(R.string.stats_line, r.rules, levelLabel(r.opponent.uppercase()), r.games.toInt(),
                r.wins.toInt(), r.losses.toInt(), r.draws.toInt(), r.currentStreak.toInt(), r.bestStreak.toInt()))
        }
    }
}

/** Every preset the core has, in its order; the texts are resources (en/fr/ta), keyed by preset id. */
@Composable
fun RulesScreen() {
    val presets = remember { presets() }
    Column(Modifier.verticalScroll(rememberScrollState()).padding(16.dp), verticalArrangement = Arrangement.spacedBy(16.dp)) {
        Text(stringResource(R.string.rules), style = MaterialTheme.typography.headlineSmall)
        presets.forEach { p ->
            Text(p.id, style = MaterialTheme.typography.titleMedium)
            // A preset added to the core before its translation shows the core's one-line summary.
            Text(rulesText(p.id)?.let { stringResource(it) } ?: p.summary)
        }
    }
}

private fun rulesText(id: String): Int? = when (id) {
    "pallanguzhi" -> R.string.rules_pallanguzhi
    "pallankuzhi" -> R.string.rules_pallankuzhi
    "pallankuli" -> R.string.rules_pallankuli
    "pasu-pondi" -> R.string.rules_pasu_pondi
    "kalah" -> R.string.rules_kalah
    else -> null
}

@Composable
fun SettingsScreen(settings: Settings, onChange: (Settings) -> Unit) {
    Column(Modifier.verticalScroll(rememberScrollState()).padding(16.dp)) {
        Text(stringResource(R.string.speed))
        Choices(Speed.entries.toList(), settings.speed, { speedLabel(it) }) { onChange(settings.copy(speed = it)) }
        Row(Modifier.heightIn(min = 48.dp)) {
            Text(stringResource(R.string.haptics)); Switch(settings.haptics, { onChange(settings.copy(haptics = it)) })
        }
        Row(Modifier.heightIn(min = 48.dp)) {
            Text(stringResource(R.string.colour_safe)); Switch(settings.colourSafe, { onChange(settings.copy(colourSafe = it)) })
        }
        Text(stringResource(R.string.language))
        Choices(Settings.LANGUAGES, settings.language, { it }) { onChange(settings.copy(language = it)) }
    }
}

@Composable
fun speedLabel(s: Speed) = stringResource(
    when (s) { Speed.Slow -> R.string.speed_slow; Speed.Normal -> R.string.speed_normal; Speed.Fast -> R.string.speed_fast; Speed.Instant -> R.string.speed_instant },
)
