package app.pallanguzhi.shared

import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.Opponent
import java.io.File
import kotlin.test.assertEquals
import kotlin.test.assertNull
import kotlin.test.assertTrue
import kotlin.test.fail
import org.junit.jupiter.api.Test

/** The files of the app-private directory at one moment, by name. */
typealias Disk = Map<String, List<Byte>>

fun File.disk(): Disk = (listFiles() ?: emptyArray()).associate { it.name to it.readBytes().toList() }

fun Disk.writeTo(dir: File): File = dir.also { d -> forEach { (name, bytes) -> File(d, name).writeBytes(bytes.toByteArray()) } }

/**
 * Kill at every write, through the bindings: a game is played by the driver, the directory is
 * read after every event, and every state a kill could leave between two of them is rebuilt
 * the way the core's store writes a file (`name.tmp` written and fsynced, `name` renamed to
 * `name.bak`, `name.tmp` renamed to `name`). A fresh driver launched on each must restore the
 * game (one of the two around the kill), count a finished game exactly once, and go on to the
 * end, counted once.
 */
class KillTest {
    private sealed interface Finish
    private object Board : Finish
    private data class Resign(val after: Int) : Finish
    private data class Draw(val after: Int) : Finish

    private class Moment(val disk: Disk, val history: List<String>)

    /** Plays until the game is over, as [finish] says. */
    private fun playToEnd(h: Harness, finish: Finish) {
        repeat(5_000) {
            val game = h.await("a person's turn") { it.idle() }.game ?: fail("no game")
            val moves = game.history.size
            when {
                game.outcome != null -> return
                game.dialog != null -> h.send(Event.AcknowledgeDialog)
                finish is Resign && moves >= finish.after -> h.send(Event.Resign)
                finish is Draw && moves >= finish.after -> { h.send(Event.OfferDraw); h.send(Event.AcceptDraw) }
                else -> h.send(Event.TapHole(h.legal().first()))
            }
        }
        fail("the game never ended")
    }

    private fun openHarness(onEvent: (Event) -> Unit = {}) = Harness(Gate(open = true)) { e, _ -> onEvent(e) }

    /** The reference game: the disk and the history after every event. */
    private fun reference(preset: String, opponent: Opponent, finish: Finish, players: List<String>): List<Moment> {
        val dir = tempDir()
        val moments = mutableListOf(Moment(emptyMap(), emptyList()))
        lateinit var h: Harness
        h = openHarness { moments += Moment(dir.disk(), h.driver.state.value.game?.history.orEmpty()) }
        h.use {
            h.launch(dir, reduceMotion = true)
            h.send(newGame(preset, opponent))
            playToEnd(h, finish)
            players.forEach { assertEquals(1, h.gamesOf(it), it) }
        }
        return moments
    }

    /** Every disk a kill during the event from [before] to [after] can leave, in order. */
    private fun killStates(before: Disk, after: Disk): List<Disk> {
        val states = mutableListOf<Disk>()
        var disk = before
        for (name in listOf("game.json", "recent.json", "stats.json", "settings.json")) {
            val (bak, tmp) = "$name.bak" to "$name.tmp"
            if (before[name] == after[name] && before[bak] == after[bak]) continue
            val text = after[name] ?: fail("$name vanished")
            states += disk + (tmp to text.take(text.size / 2)) // torn
            states += disk + (tmp to text)
            val rotated = disk[name]?.let { disk - name + (bak to it) } ?: disk
            states += rotated + (tmp to text)
            disk = rotated + (name to text)
            states += disk
        }
        assertEquals(after.keys, disk.keys, "the store's writes, as modelled")
        after.forEach { (name, bytes) -> assertEquals(bytes, disk[name], name) }
        return states
    }

    private fun runWithKills(preset: String, opponent: Opponent, finish: Finish, players: List<String>): Int {
        val moments = reference(preset, opponent, finish, players)
        var kills = 0
        for ((before, after) in moments.zipWithNext()) {
            for (disk in killStates(before.disk, after.disk)) {
                kills++
                val dir = disk.writeTo(tempDir())
                Harness().use { h ->
                    // Searches are held until the restored game and statistics are read (a fast
                    // one could answer first, and a last move would count the game).
                    val view = h.launch(dir, reduceMotion = true)
                    assertNull(view.notice, "kill $kills: the save or its backup restores")
                    val restored = h.boardGame()
                    val history = restored?.history.orEmpty()
                    assertTrue(history == before.history || history == after.history, "kill $kills: $history, not ${before.history} or ${after.history}")
                    val over = restored?.outcome != null
                    players.forEach { assertEquals(if (over) 1 else 0, h.gamesOf(it), "kill $kills: $it") }
                    h.gate.open()
                    if (restored == null) h.send(newGame(preset, opponent))
                    playToEnd(h, finish)
                    players.forEach { assertEquals(1, h.gamesOf(it), "kill $kills: $it counted once") }
                }
                openHarness().use { again ->
                    again.launch(dir, reduceMotion = true)
                    players.forEach { assertEquals(1, again.gamesOf(it), "kill $kills: relaunched, $it") }
                }
            }
        }
        println("$preset: ${moments.size - 1} events, $kills kill points, each relaunched and played to the end")
        return kills
    }

    @Test
    fun kalahAgainstTheComputerKilledAtEveryWrite() {
        val kills = runWithKills("kalah", vsComputer(), Board, listOf("Anbu"))
        assertTrue(kills > 40, "$kills kill points")
    }

    @Test
    fun resignationInPassAndPlayKilledAtEveryWrite() {
        val seats = Opponent.PassAndPlay(listOf("Anbu", "Bala"), listOf("Chitra", "Devi"))
        runWithKills("pallanguzhi", seats, Resign(6), listOf("Anbu", "Bala", "Chitra", "Devi"))
    }

    @Test
    fun agreedDrawKilledAtEveryWrite() {
        runWithKills("pasu-pondi", passAndPlay, Draw(3), listOf("Anbu", "Chitra"))
    }
}
