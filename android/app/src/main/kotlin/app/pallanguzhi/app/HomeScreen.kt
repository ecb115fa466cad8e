package app.pallanguzhi.app

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Button
import androidx.compose.material3.FilterChip
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import app.pallanguzhi.core.Level
import app.pallanguzhi.core.Players
import app.pallanguzhi.core.Seat
import app.pallanguzhi.core.presets
import app.pallanguzhi.shared.Notice
import app.pallanguzhi.shared.Settings

@Composable
fun HomeScreen(
    canContinue: Boolean,
    notice: Notice?,
    onDismissNotice: () -> Unit,
    onContinue: () -> Unit,
    onNewGame: (String, Players) -> Unit,
    onStats: () -> Unit,
    onRules: () -> Unit,
    onSettings: () -> Unit,
    settings: Settings,
) {
    val rules = presets()
    var preset by rememberSaveable { mutableStateOf(rules.first().id) }
    var side by rememberSaveable { mutableStateOf("south") } // south, north, random
    var level by rememberSaveable { mutableStateOf<String?>(Level.MEDIUM.name) } // null = a person
    var seatsPerSide by rememberSaveable { mutableStateOf(1) }

    Column(
        Modifier.fillMaxWidth().verticalScroll(rememberScrollState()).padding(16.dp),
        verticalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        Text(stringResource(R.string.app_name), style = androidx.compose.material3.MaterialTheme.typography.headlineMedium)
        if (canContinue) Button(onContinue, Modifier.fillMaxWidth().heightIn(min = 48.dp)) { Text(stringResource(R.string.continue_game)) }

        Text(stringResource(R.string.rule_set))
        Choices(rules.map { it.id }, preset, { it }) { preset = it }
        Text(stringResource(R.string.your_side))
        Choices(listOf("south", "north", "random"), side, { sideLabel(it) }) { side = it }
        Text(stringResource(R.string.opponent))
        Choices(Level.entries.map { it.name } + "person", level ?: "person", { levelLabel(it) }) {
            level = it.takeUnless { v -> v == "person" }
        }
        Text(stringResource(R.string.seats_per_side))
        Choices(listOf(1, 2), seatsPerSide, { it.toString() }) { seatsPerSide = it }

        Button(
            onClick = {
                val me = if (side == "random") listOf("south", "north").random() else side
                onNewGame(preset, players(me, level, seatsPerSide, settings))
            },
            modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp),
        ) { Text(stringResource(R.string.new_game)) }
        OutlinedButton(onStats, Modifier.fillMaxWidth().heightIn(min = 48.dp)) { Text(stringResource(R.string.statistics)) }
        OutlinedButton(onRules, Modifier.fillMaxWidth().heightIn(min = 48.dp)) { Text(stringResource(R.string.rules)) }
        OutlinedButton(onSettings, Modifier.fillMaxWidth().heightIn(min = 48.dp)) { Text(stringResource(R.string.settings)) }
    }

    if (notice != null) AlertDialog(
        onDismissRequest = onDismissNotice,
        confirmButton = { TextButton(onDismissNotice) { Text(stringResource(R.string.ok)) } },
        text = {
            Text(
                when (notice) {
                    is Notice.SaveRefused -> stringResource(R.string.save_refused, notice.keptAt)
                    is Notice.StatsRefused -> stringResource(R.string.stats_refused, notice.keptAt)
                    is Notice.Error -> notice.message
                },
            )
        },
    )
}

/** The seats of a new game: people named from the settings, the computer at [level]. */
private fun players(me: String, level: String?, seats: Int, settings: Settings): Players {
    fun people(side: String) = List(seats) { i ->
        Seat.Human(settings.seatName("$side.$i") ?: "${side.replaceFirstChar { it.uppercase() }} ${i + 1}")
    }
    val computer = level?.let { listOf(Seat.Computer(Level.valueOf(it))) }
    val other = if (me == "south") "north" else "south"
    val mine = people(me)
    val theirs = computer ?: people(other)
    return if (me == "south") Players(south = mine, north = theirs) else Players(south = theirs, north = mine)
}

@Composable
fun <T> Choices(options: List<T>, selected: T, label: @Composable (T) -> String, onPick: (T) -> Unit) {
    Row(horizontalArrangement = Arrangement.spacedBy(8.dp), modifier = Modifier.fillMaxWidth()) {
        options.forEach { o ->
            FilterChip(
                selected = o == selected, onClick = { onPick(o) }, label = { Text(label(o)) },
                modifier = Modifier.heightIn(min = 48.dp),
            )
        }
    }
}

@Composable
fun sideLabel(side: String) = stringResource(
    when (side) { "south" -> R.string.side_south; "north" -> R.string.side_north; else -> R.string.side_random },
)

@Composable
fun levelLabel(level: String) = stringResource(
    when (level) {
        "EASY" -> R.string.level_easy; "MEDIUM" -> R.string.level_medium; "HARD" -> R.string.level_hard
        "EXPERT" -> R.string.level_expert; else -> R.string.opponent_person
    },
)
