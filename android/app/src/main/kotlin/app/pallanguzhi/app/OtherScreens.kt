package app.pallanguzhi.app

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import app.pallanguzhi.core.StatsRecord
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

@Composable
fun RulesScreen() {
    Column(Modifier.verticalScroll(rememberScrollState()).padding(16.dp)) {
        Text(stringResource(R.string.rules))
        Text(stringResource(R.string.rules_text))
    }
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
