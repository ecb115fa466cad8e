package app.pallanguzhi.app

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Button
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateListOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.listSaver
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.runtime.snapshots.SnapshotStateList
import androidx.compose.runtime.toMutableStateList
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.layout.Layout
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Constraints
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import app.pallanguzhi.core.app.Notice
import app.pallanguzhi.core.app.Opponent
import app.pallanguzhi.core.app.PresetView
import app.pallanguzhi.core.app.Screen
import app.pallanguzhi.core.app.Settings
import app.pallanguzhi.core.app.TableSeat
import app.pallanguzhi.core.presets
import app.pallanguzhi.core.protocol.SideChoice
import app.pallanguzhi.core.rules.Level
import app.pallanguzhi.core.rules.Side

/**
 * The title and the board's picture on the table, then a panel with one full-width button per
 * place to go, a page of the core ([onPick] null: continue the saved game). On a short, wide window (a phone in
 * landscape) the title and a smaller picture go left and the buttons right, two a row, so every
 * one of them shows without scrolling.
 */
@Composable
fun HomeScreen(
    canContinue: Boolean, notice: Notice?, onDismissNotice: () -> Unit, onPick: (Screen?) -> Unit,
    onLearn: (() -> Unit)? = null, offerLessons: Boolean = false,
) = BoxWithConstraints {
    val short = maxHeight < 480.dp && maxWidth > maxHeight
    val wide = maxWidth >= 600.dp
    val title = @Composable {
        Text(
            tr("title"), textAlign = TextAlign.Center, fontWeight = FontWeight.Bold,
            style = if (short) MaterialTheme.typography.headlineMedium else MaterialTheme.typography.displaySmall,
            modifier = Modifier.fillMaxWidth().padding(top = if (short) 0.dp else 20.dp).semantics { heading() },
        )
        Text(
            tr("tagline_phone"), textAlign = TextAlign.Center, style = MaterialTheme.typography.titleMedium,
            modifier = Modifier.fillMaxWidth().padding(bottom = 4.dp),
        )
    }
    val buttons = @Composable {
        WoodPanel(Modifier.fillMaxWidth()) {
            Column(Modifier.padding(16.dp)) {
                Grid(columns = if (short) 2 else 1) {
                    // A first launch: "Learn to play" comes first, filled.
                    if (onLearn != null && offerLessons) Button(onLearn, WideButton) { Text(tr("learn")) }
                    if (canContinue) Button({ onPick(null) }, WideButton) { Text(tr("continue_game")) }
                    Button({ onPick(Screen.NEW_GAME) }, WideButton) { Text(tr("new_game")) }
                    Button({ onPick(Screen.ONLINE) }, WideButton) { Text(tr("online")) }
                    if (onLearn != null && !offerLessons) OutlinedButton(onLearn, WideButton) { Text(tr("learn")) }
                    OutlinedButton({ onPick(Screen.STATS) }, WideButton) { Text(tr("statistics")) }
                    OutlinedButton({ onPick(Screen.RULES) }, WideButton) { Text(tr("rules")) }
                    OutlinedButton({ onPick(Screen.SETTINGS) }, WideButton) { Text(tr("settings")) }
                }
            }
        }
    }
    // Centred in a tall window, scrolling in a short one.
    val scroll = Modifier.fillMaxSize().verticalScroll(rememberScrollState()).heightIn(min = maxHeight)
    if (short) {
        Row(scroll.padding(horizontal = 12.dp), horizontalArrangement = Arrangement.spacedBy(16.dp), verticalAlignment = Alignment.CenterVertically) {
            Column(Modifier.weight(0.42f)) {
                title()
                BoardArt(Modifier.fillMaxWidth().height(110.dp))
            }
            Box(Modifier.weight(0.58f)) { buttons() }
        }
    } else {
        Column(scroll, verticalArrangement = Arrangement.Center, horizontalAlignment = Alignment.CenterHorizontally) {
            Column(Modifier.widthIn(max = 560.dp).fillMaxWidth().padding(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                title()
                BoardArt(Modifier.fillMaxWidth().height(if (wide) 240.dp else 150.dp))
                buttons()
            }
        }
    }
    if (notice != null) AlertDialog(
        onDismissRequest = onDismissNotice,
        confirmButton = { TextButton(onDismissNotice) { Text(tr("ok")) } },
        text = { Text(notice.text) },
    )
}

/** The choices of a new game; every group wraps, so all of them stay reachable at 320 dp. */
@Composable
fun NewGameScreen(
    settings: Settings, onBack: () -> Unit, atTable: Boolean = false, onStart: (String, Opponent) -> Unit,
) {
    val rules = presets()
    var preset by rememberSaveable { mutableStateOf(rules.first().id) }
    var side by rememberSaveable { mutableStateOf(SideChoice.SOUTH) } // RANDOM: the core draws it
    // A level's name, "person" (people only) or TABLE (seats of people and the computer).
    var level by rememberSaveable { mutableStateOf<String?>(if (atTable) TABLE else Level.MEDIUM.name) } // null = a person
    var seatsPerSide by rememberSaveable { mutableStateOf(1) }
    // The table: south 1, south 2, north 1, north 2; each NOBODY, PERSON or a level's name.
    // Both start from what the core offers: its table (the last played, or its default), the last names.
    val table = lastTable(settings)
    val kinds = rememberSaveable(saver = stringsSaver) {
        table.map { seat -> when (seat) { null -> NOBODY; is TableSeat.Person -> PERSON; is TableSeat.Computer -> seat.level.name } }.toMutableStateList()
    }
    val names = rememberSaveable(saver = stringsSaver) {
        listOf(
            settings.southNames.getOrNull(0)?.ifBlank { null } ?: settings.playerName,
            settings.southNames.getOrElse(1) { "" }, settings.northNames.getOrElse(0) { "" }, settings.northNames.getOrElse(1) { "" },
        ).mapIndexed { i, name -> (table[i] as? TableSeat.Person)?.name?.ifBlank { null } ?: name }.toMutableStateList()
    }
    Page {
        Header(tr("new_game"), onBack)
        Text(tr("rule_set"), style = MaterialTheme.typography.titleSmall)
        Choices(rules.map { it.id }, preset, { presetName(it) }) { preset = it }
        PresetSummary(preset)
        if (level != TABLE) {
            Text(tr("your_side_sows_first"), style = MaterialTheme.typography.titleSmall)
            Choices(SideChoice.entries, side, { sideLabel(it) }) { side = it }
        }
        Text(tr("opponent"), style = MaterialTheme.typography.titleSmall)
        Choices(Level.entries.map { it.name } + "person" + TABLE, level ?: "person", { levelLabel(it) }) {
            level = it.takeUnless { v -> v == "person" }
        }
        if (level == TABLE) {
            TableSeats(kinds, names)
        } else {
            Text(tr("seats_per_side"), style = MaterialTheme.typography.titleSmall)
            Choices(listOf(1, 2), seatsPerSide, { it.toString() }) { seatsPerSide = it }
        }
        Button(
            onClick = {
                val opponent = if (level == TABLE) table(kinds, names) else opponent(side, level, seatsPerSide, settings)
                onStart(preset, opponent)
            },
            modifier = Modifier.padding(top = 8.dp).then(WideButton),
        ) { Text(tr("start")) }
    }
}

/** The four seat rows (south 1-2, north 1-2) of the table the core offers (the last played, or its default). */
private fun lastTable(settings: Settings): List<TableSeat?> =
    listOf(settings.tableSouth.getOrNull(0), settings.tableSouth.getOrNull(1), settings.tableNorth.getOrNull(0), settings.tableNorth.getOrNull(1))

private const val TABLE = "table"
private const val NOBODY = "nobody"
private const val PERSON = "person"
private val stringsSaver = listSaver<SnapshotStateList<String>, String>({ it.toList() }, { it.toMutableStateList() })

/**
 * The four seats of a table, each a row: its name ("South 2"), then nobody, a person (with a
 * name field) or the computer at a level. The core checks the table and names a nameless person.
 */
/** The core's names of the four seats ("South 2"), in the order of the table's rows. */
private val SEAT_KEYS = listOf("seat_south_1", "seat_south_2", "seat_north_1", "seat_north_2")

@Composable
private fun TableSeats(kinds: SnapshotStateList<String>, names: SnapshotStateList<String>) {
    val options = listOf(NOBODY, PERSON) + Level.entries.map { it.name }
    for (i in 0 until 4) Column(Modifier.fillMaxWidth().testTag("seat-$i"), verticalArrangement = Arrangement.spacedBy(4.dp)) {
        Text(
            tr(SEAT_KEYS[i]),
            style = MaterialTheme.typography.titleSmall,
        )
        Choices(options, kinds[i], { seatLabel(it) }) { kinds[i] = it }
        if (kinds[i] == PERSON) OutlinedTextField(
            names[i], { names[i] = it }, label = { Text(tr("seat_name")) }, singleLine = true,
            modifier = Modifier.fillMaxWidth().testTag("seat-name-$i"),
        )
    }
}

@Composable
private fun seatLabel(kind: String) = when (kind) {
    NOBODY -> tr("seat_nobody")
    PERSON -> tr("opponent_person")
    else -> tr("seat_computer_level", "level" to levelLabel(kind))
}

/** The seats taken, side by side, for the core to check (`Opponent.Table`). */
private fun table(kinds: List<String>, names: List<String>): Opponent {
    fun side(range: IntRange) = range.filter { kinds[it] != NOBODY }.map {
        if (kinds[it] == PERSON) TableSeat.Person(names[it]) else TableSeat.Computer(Level.valueOf(kinds[it]))
    }
    return Opponent.Table(side(0..1), side(2..3))
}

/** The new game's opponent: the computer at [level], or people named from the settings (the core names the rest). */
private fun opponent(me: SideChoice, level: String?, seats: Int, settings: Settings): Opponent {
    fun names(given: List<String>) = List(seats) { given.getOrElse(it) { "" } }
    return if (level == null) Opponent.PassAndPlay(names(settings.southNames), names(settings.northNames))
    else Opponent.Computer(Level.valueOf(level), me, settings.playerName)
}

val WideButton = Modifier.fillMaxWidth().heightIn(min = 48.dp)

/** [content]'s children in rows of [columns] equal cells, [gap] apart; a child that fills its width fills its cell. */
@Composable
fun Grid(columns: Int, gap: Dp = 8.dp, content: @Composable () -> Unit) {
    Layout(content, Modifier.fillMaxWidth()) { measurables, constraints ->
        val gapPx = gap.roundToPx()
        val cell = ((constraints.maxWidth - gapPx * (columns - 1)) / columns).coerceAtLeast(0)
        val rows = measurables.map { it.measure(Constraints(minWidth = cell, maxWidth = cell)) }.chunked(columns)
        val heights = rows.map { row -> row.maxOf { it.height } }
        layout(constraints.maxWidth, heights.sum() + gapPx * (rows.size - 1).coerceAtLeast(0)) {
            var y = 0
            rows.forEachIndexed { i, row ->
                row.forEachIndexed { j, p -> p.place(j * (cell + gapPx), y) }
                y += heights[i] + gapPx
            }
        }
    }
}

/** A scrolling column of readable width on a [WoodPanel] over the table, centred on wide screens. */
@Composable
fun Page(content: @Composable () -> Unit) {
    Column(Modifier.fillMaxSize().verticalScroll(rememberScrollState()), horizontalAlignment = Alignment.CenterHorizontally) {
        WoodPanel(Modifier.widthIn(max = 560.dp).fillMaxWidth().padding(horizontal = 10.dp, vertical = 12.dp)) {
            Column(Modifier.fillMaxWidth().padding(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                content()
            }
        }
    }
}

/** A screen's title with the way back home (system back does the same), over the seeds' rule. */
/** Where a page's back button goes, in the core's words (`ViewModel.backLabel`); empty: "Home". */
val LocalBackLabel = staticCompositionLocalOf { "" }

@Composable
fun Header(title: String, onBack: () -> Unit) {
    Row(verticalAlignment = Alignment.CenterVertically) {
        TextButton(onBack, Modifier.heightIn(min = 48.dp)) { Text("← " + LocalBackLabel.current.ifEmpty { tr("home") }) }
    }
    Text(
        title, style = MaterialTheme.typography.headlineSmall, fontWeight = FontWeight.Bold,
        color = MaterialTheme.colorScheme.primary, modifier = Modifier.semantics { heading() },
    )
    SeedRule(Modifier.padding(bottom = 4.dp))
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
fun <T> Choices(options: List<T>, selected: T, label: @Composable (T) -> String, onPick: (T) -> Unit) {
    // Chips 48 dp high: the whole visible chip is the touch target.
    FlowRow(
        horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(4.dp),
        modifier = Modifier.fillMaxWidth(),
    ) {
        options.forEach { o ->
            FilterChip(selected = o == selected, onClick = { onPick(o) }, label = { Text(label(o)) }, modifier = Modifier.heightIn(min = 48.dp))
        }
    }
}

@Composable
fun sideLabel(side: SideChoice) = tr(
    when (side) { SideChoice.SOUTH -> "side_south"; SideChoice.NORTH -> "side_north"; SideChoice.RANDOM -> "random" },
)

@Composable
fun sideLabel(side: Side) = sideLabel(if (side == Side.SOUTH) SideChoice.SOUTH else SideChoice.NORTH)

/** A computer level by its enum name; anything else is a person (the new game's choices). */
@Composable
fun levelLabel(level: String) = tr(
    when (level.uppercase()) {
        "EASY" -> "level_easy"; "MEDIUM" -> "level_medium"; "HARD" -> "level_hard"
        "EXPERT" -> "level_expert"; "TABLE" -> "table"; else -> "opponent_person"
    },
)

/** The core's rule sets, named in the player's language (`ViewModel.presets`). */
val LocalPresets = staticCompositionLocalOf<List<PresetView>> { emptyList() }

/** How the chosen rule set differs from the others, in the core's one line. */
@Composable
fun PresetSummary(id: String) {
    LocalPresets.current.firstOrNull { it.id == id }?.summary?.takeIf { it.isNotEmpty() }?.let {
        Text(it, style = MaterialTheme.typography.bodySmall)
    }
}

/** A rule set's name, as the core words it; the id for rules the core has not named. */
@Composable
fun presetName(id: String): String = LocalPresets.current.firstOrNull { it.id == id }?.name ?: id
