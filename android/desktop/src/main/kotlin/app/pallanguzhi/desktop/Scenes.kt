package app.pallanguzhi.desktop

import app.pallanguzhi.app.Screen
import app.pallanguzhi.core.GameSession
import app.pallanguzhi.core.Level
import app.pallanguzhi.core.Players
import app.pallanguzhi.core.Seat
import app.pallanguzhi.core.StatsRecord
import app.pallanguzhi.shared.CoreBrain
import app.pallanguzhi.shared.Flight
import app.pallanguzhi.shared.GameController
import app.pallanguzhi.shared.GameUiState
import app.pallanguzhi.shared.SaveStore
import app.pallanguzhi.shared.Settings
import app.pallanguzhi.shared.SowTimeline
import app.pallanguzhi.shared.Speed
import app.pallanguzhi.shared.StepKind
import app.pallanguzhi.shared.Strings
import kotlinx.coroutines.Dispatchers
import java.nio.file.Files

/** One picture to take: which screen, with which state. */
data class Scene(val name: String, val screen: Screen, val state: GameUiState)

/**
 * Real games for the pictures and the UI tests: the core's sessions through :shared's own
 * GameController (the app's controller), made synchronous with unconfined dispatchers, a fixed
 * search seed and instant animation, so every run shows the same positions.
 */
object Games {
    val vsComputer = Players(south = listOf(Seat.Human("Anbu")), north = listOf(Seat.Computer(Level.EASY)))

    fun newStore() = SaveStore(Files.createTempDirectory("pallanguzhi-ui").toFile())

    fun controller(strings: Strings, store: SaveStore = newStore()): GameController =
        GameController(store, CoreBrain { 7L }, Dispatchers.Unconfined, Dispatchers.Unconfined, strings, Settings(speed = Speed.Instant))

    /** A new game against the computer; the controller is ready for taps. */
    fun started(strings: Strings, preset: String = "pallanguzhi", store: SaveStore = newStore()): GameController =
        controller(strings, store).also { it.newGame(preset, vsComputer) }

    /** Plays [c]'s legal hole with the most seeds (ties: the first) until [done] says stop. */
    fun playUntil(c: GameController, maxMoves: Int = 3000, done: (GameUiState) -> Boolean): GameUiState {
        repeat(maxMoves) {
            val s = c.state.value
            if (done(s)) return s
            c.dismissSummary()
            val board = s.board ?: error("no game")
            val hole = board.holes.filter { it.legal }.maxByOrNull { it.seeds } ?: error("no legal move and no end: ${board.round}")
            c.tap(hole.index)
        }
        error("no such position within $maxMoves moves")
    }

    /**
     * Every scene of the screenshot list, in [strings]' language: the board at the start,
     * mid-relay with seeds in flight, the hint, a round summary, a closed hole, game over,
     * and the screens around them. [stats] are the records the finished games left.
     */
    fun scenes(strings: Strings): Pair<List<Scene>, List<StatsRecord>> {
        val store = newStore()
        val c = started(strings, store = store)
        val start = c.state.value
        c.hint()
        val hinted = c.state.value
        val relay = midRelay(start)
        val roundOver = playUntil(c) { it.summary?.refill != null }
        c.dismissSummary()
        val closed = playUntil(c) { s -> s.summary == null && s.board!!.holes.any { it.closed } && s.board!!.outcome == null }
        val over = playUntil(c) { it.summary?.outcome != null }
        // A short second game, so the statistics screen has two rule sets.
        started(strings, "kalah", store).also { k -> playUntil(k) { it.board!!.outcome != null } }
        val stats = GameController.stats(store)
        val scenes = listOf(
            Scene("home", Screen.Home, start),
            Scene("new-game", Screen.NewGame, start),
            Scene("board-start", Screen.Board, start),
            Scene("board-mid-relay", Screen.Board, relay),
            Scene("board-closed-hole", Screen.Board, closed),
            Scene("board-hint", Screen.Board, hinted),
            Scene("round-summary", Screen.Board, roundOver),
            Scene("game-over", Screen.Board, over),
            Scene("stats", Screen.Stats, start),
            Scene("rules", Screen.Rules, start),
            Scene("settings", Screen.Settings, start),
        )
        return scenes to stats
    }

    /**
     * The start position while South's longest legal move is being sown: a step halfway
     * through the core's timeline of that turn, with the hand and its seeds in flight.
     */
    fun midRelay(start: GameUiState): GameUiState {
        val session = GameSession("pallanguzhi", vsComputer)
        val before = session.snapshot()
        val board = start.board!!
        val turn = session.play(board.holes.filter { it.legal }.maxBy { it.seeds }.index.toUByte())
        val timeline = SowTimeline(before, turn, Speed.Normal)
        val steps = generateSequence { timeline.next() }.toList()
        val drops = steps.indices.filter { steps[it].kind is StepKind.SeedDrop && it > 0 }
        val i = drops[drops.size * 2 / 3]
        val step = steps[i]
        session.close()
        return start.copy(frame = step.frame, step = step.kind, flights = Flight.of(step, steps[i - 1].frame.handAt))
    }
}

