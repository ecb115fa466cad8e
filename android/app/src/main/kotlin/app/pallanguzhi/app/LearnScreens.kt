package app.pallanguzhi.app

import androidx.compose.material3.AlertDialog
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.getValue
import androidx.compose.runtime.setValue
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.sizeIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.LessonVerdict
import app.pallanguzhi.core.app.LessonView
import app.pallanguzhi.core.app.LessonsView
import app.pallanguzhi.core.app.RecentGamesView
import app.pallanguzhi.core.app.ReviewView
import app.pallanguzhi.core.rules.Grade

/** "Learn to play": the core's course, each lesson with its goal and a ✓ once done; the next one stands out. */
@Composable
fun LessonsScreen(lessons: LessonsView, send: (Event) -> Unit) {
    Page {
        Header(lessons.title) { send(Event.BackHome) }
        Text(lessons.progress, Modifier.semantics { liveRegion = LiveRegionMode.Polite })
        lessons.next?.let { next -> Button({ send(Event.StartLesson(next)) }, WideButton) { Text(tr("lesson_start_next")) } }
        lessons.items.forEach { item ->
            val colours = if (item.next) CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.primaryContainer) else CardDefaults.cardColors()
            Card(
                Modifier.fillMaxWidth().heightIn(min = 48.dp)
                    .clickable { send(Event.StartLesson(item.id)) }
                    .semantics(mergeDescendants = true) { role = Role.Button; contentDescription = item.accessibilityLabel },
                colors = colours,
            ) {
                Row(Modifier.padding(12.dp), verticalAlignment = Alignment.CenterVertically) {
                    Text(if (item.done) "✓" else "${item.number}", Modifier.padding(end = 12.dp), style = MaterialTheme.typography.titleMedium)
                    Column(Modifier.weight(1f)) {
                        Text(item.title, style = MaterialTheme.typography.titleSmall)
                        Text(item.goal, style = MaterialTheme.typography.bodySmall)
                    }
                }
            }
        }
    }
}

/** A lesson on the game's own board: the learner taps, the core animates, tells and judges. */
@Composable
fun LessonScreen(lesson: LessonView, colourSafe: Boolean, send: (Event) -> Unit) {
    BoardScreen(lesson.board, colourSafe, send, actions = { LessonPanel(lesson, send, it) }, dialog = {}, panelBeside = true)
}

/**
 * The lesson's panel under the board (beside it on a phone on its side), compact so the board keeps its size: the number and
 * title, one line (the step being shown, else the verdict's first words, else the hint), and
 * the core's buttons in one row that never scrolls away, in its order. The whole explanation
 * (every step, the verdict and why) opens in a sheet ("How it went").
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun LessonPanel(lesson: LessonView, send: (Event) -> Unit, modifier: Modifier) {
    val min = Modifier.sizeIn(minHeight = 48.dp)
    val polite = Modifier.semantics { liveRegion = LiveRegionMode.Polite }
    var sheet by rememberSaveable(lesson.id) { mutableStateOf(false) }
    Column(modifier, verticalArrangement = Arrangement.spacedBy(4.dp)) {
        // The words take what the buttons leave (measured after them), scrolling if they must:
        // the buttons are always in the panel, whatever its height (a phone on its side too).
        Column(Modifier.weight(1f, fill = false).verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            Text(lesson.number, style = MaterialTheme.typography.labelMedium)
            Text(lesson.title, style = MaterialTheme.typography.titleMedium, maxLines = 2, overflow = TextOverflow.Ellipsis,
                modifier = Modifier.semantics { heading() })
            val solved = lesson.verdict == LessonVerdict.SOLVED
            val line = lesson.step ?: lesson.headline ?: lesson.hint?.let { "★ $it" }
            line?.let {
                val colour = when {
                    lesson.step != null -> MaterialTheme.colorScheme.onSurface
                    solved -> MaterialTheme.colorScheme.primary
                    lesson.headline != null -> MaterialTheme.colorScheme.error
                    else -> MaterialTheme.colorScheme.onSurface
                }
                Text(it, polite.testTag("lesson-line"), color = colour, style = MaterialTheme.typography.bodyLarge,
                    fontWeight = FontWeight.Bold, maxLines = 3, overflow = TextOverflow.Ellipsis)
            }
            if (lesson.step == null && lesson.headline != null) lesson.hint?.let { Text("★ $it", polite, fontWeight = FontWeight.Bold) }
        }
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            lesson.actions.forEach { ActionButton(it, send, min) }
            lesson.stepsLabel?.let { label -> OutlinedButton({ sheet = true }, min.testTag("lesson-steps")) { Text(label) } }
        }
    }
    if (sheet) AlertDialog(
        onDismissRequest = { sheet = false },
        confirmButton = { TextButton({ sheet = false }) { Text(tr("close")) } },
        title = { Text(lesson.title) },
        text = {
            Column(Modifier.verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(6.dp)) {
                lesson.steps.forEachIndexed { i, step -> Text("${i + 1}. $step", style = MaterialTheme.typography.bodyMedium) }
                lesson.message?.let { Text(it, fontWeight = FontWeight.Bold) }
                lesson.hint?.let { Text("★ $it", fontWeight = FontWeight.Bold) }
            }
        },
    )
}

/** A finished game's review: the board at the chosen move, the grading's progress, every move's grade. */
@Composable
fun ReviewScreen(review: ReviewView, colourSafe: Boolean, send: (Event) -> Unit) {
    BoardScreen(review.board, colourSafe, send, actions = { ReviewPanel(review, send, it) }, dialog = {})
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun ReviewPanel(review: ReviewView, send: (Event) -> Unit, modifier: Modifier) {
    val min = Modifier.sizeIn(minHeight = 48.dp)
    Column(modifier.heightIn(max = 420.dp).verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(4.dp)) {
        // The steps and the move shown first: on a phone on its side the panel is a short strip above the board.
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            OutlinedButton({ send(Event.ReviewBack) }, min, enabled = review.canBack) { Text("◀ " + tr("review_back")) }
            Button({ send(Event.ReviewForward) }, min, enabled = review.canForward) { Text(tr("review_forward") + " ▶") }
            if (review.running) OutlinedButton({ send(Event.CancelReview) }, min) { Text(tr("review_pause")) }
            if (review.canResume) OutlinedButton({ send(Event.RequestReview) }, min) { Text(tr("review_resume")) }
            OutlinedButton({ send(Event.BackHome) }, min) { Text(tr("home")) }
        }
        review.current?.let { Text(it, style = MaterialTheme.typography.bodyMedium, fontWeight = FontWeight.Bold) }
        Text(review.title, style = MaterialTheme.typography.titleMedium, modifier = Modifier.semantics { heading() })
        Text(review.status, Modifier.semantics { liveRegion = LiveRegionMode.Polite }, style = MaterialTheme.typography.bodyMedium)
        if (!review.complete) LinearProgressIndicator(
            progress = { if (review.total == 0u) 0f else review.graded.toFloat() / review.total.toFloat() },
            modifier = Modifier.fillMaxWidth(),
        )
        review.summary.forEach { Text(it, style = MaterialTheme.typography.bodySmall) }
        if (review.costliest.isNotEmpty()) {
            Text(tr("review_costliest"), style = MaterialTheme.typography.titleSmall, modifier = Modifier.semantics { heading() })
            review.costliest.forEach { ply ->
                val m = review.moves[ply.toInt()]
                TextButton({ send(Event.ReviewGoTo(ply)) }, min) { Text("${m.label} · ${m.gradeText} · ${m.comment}") }
            }
        }
        Text(tr("review_moves"), style = MaterialTheme.typography.titleSmall, modifier = Modifier.semantics { heading() })
        FlowRow(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
            review.moves.forEach { m ->
                val colour = when (m.grade) {
                    Grade.BLUNDER, Grade.MISTAKE -> MaterialTheme.colorScheme.error
                    Grade.INACCURACY -> MaterialTheme.colorScheme.tertiary
                    else -> MaterialTheme.colorScheme.onSurface
                }
                val here = m.ply == review.cursor
                TextButton({ send(Event.ReviewGoTo(m.ply)) }, min) {
                    Text("${m.ply.toInt() + 1}.${m.played} ${gradeMark(m.grade)}", color = colour, fontWeight = if (here) FontWeight.Bold else null,
                        modifier = Modifier.semantics { contentDescription = "${m.label}, ${m.gradeText}" })
                }
            }
        }
    }
}

/** A short mark beside a move (the word itself is the core's `gradeText`, read by the screen reader). */
private fun gradeMark(grade: Grade?) = when (grade) {
    Grade.BEST -> "✓"
    Grade.GOOD -> ""
    Grade.INACCURACY -> "?!"
    Grade.MISTAKE -> "?"
    Grade.BLUNDER -> "??"
    null -> "…"
}

/**
 * The core's recent finished games (on the statistics screen), newest first: each card says the
 * rules, the players and the result in the core's words, and opens the game's review.
 */
@Composable
fun RecentGames(recent: RecentGamesView, onReview: (String) -> Unit) {
    Text(recent.title, style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 8.dp).semantics { heading() })
    if (recent.games.isEmpty()) Text(recent.empty)
    val colours = MaterialTheme.colorScheme
    recent.games.forEach { game ->
        Card(
            Modifier.fillMaxWidth().heightIn(min = 48.dp)
                .clickable { onReview(game.id) }
                .semantics(mergeDescendants = true) { role = Role.Button; contentDescription = game.accessibilityLabel },
        ) {
            Row(Modifier.padding(12.dp), verticalAlignment = Alignment.CenterVertically) {
                Column(Modifier.weight(1f)) {
                    Text(game.title, style = MaterialTheme.typography.titleSmall)
                    val colour = when (game.won) {
                        true -> colours.primary
                        false -> colours.error
                        null -> colours.onSurfaceVariant
                    }
                    Text(game.result, style = MaterialTheme.typography.bodyMedium, color = colour)
                }
                Text(recent.review + " ▶", Modifier.padding(start = 8.dp), style = MaterialTheme.typography.labelLarge, color = colours.primary)
            }
        }
    }
}
