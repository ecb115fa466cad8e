package app.pallanguzhi.shared

import app.pallanguzhi.core.GameSession
import app.pallanguzhi.core.Players
import app.pallanguzhi.core.Seat
import app.pallanguzhi.core.Side
import app.pallanguzhi.core.Snapshot
import app.pallanguzhi.core.StatsRecord
import app.pallanguzhi.core.Turn
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.Job
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

/** A problem to tell the player about once. */
sealed class Notice {
    /** The save could not be read; it was kept aside and a fresh start is offered. */
    data class SaveRefused(val keptAt: String, val reason: String) : Notice()
    data class StatsRefused(val keptAt: String) : Notice()
    data class Error(val message: String) : Notice()
}

data class ReplayState(val index: Int, val total: Int)

/** The hinted hole and why, already worded in the player's language. */
data class HintView(val hole: Int, val letter: String, val text: String)

data class GameUiState(
    val board: BoardViewState? = null,
    /** Non-null while a turn animates: draw this instead of the board's counts. */
    val frame: BoardFrame? = null,
    val step: StepKind? = null,
    /** What moves during [step] (hand, seeds to a bowl); empty between turns. */
    val flights: List<Flight> = emptyList(),
    val thinking: Boolean = false,
    val hint: HintView? = null,
    val announcement: String? = null,
    /** The round-end / game-end summary dialog, until dismissed. */
    val summary: RoundSummary? = null,
    /** Letters of the holes played so far, in order (a..g South, A..G North). */
    val history: List<String> = emptyList(),
    val canUndo: Boolean = false,
    val replay: ReplayState? = null,
    val notice: Notice? = null,
    val lastStats: StatsRecord? = null,
)

/**
 * Owns the [GameSession]. Every public method must be called on [main] (the UI thread on
 * Android). Searches run on [worker]; their results are applied only if the game did not
 * change meanwhile ([epoch]).
 */
class GameController(
    private val store: SaveStore,
    private val brain: Brain,
    main: CoroutineDispatcher,
    private val worker: CoroutineDispatcher = Dispatchers.Default,
    var strings: Strings = EnglishStrings,
    var settings: Settings = Settings(),
    /** The system animator duration scale (0 = animations off). */
    var animatorScale: () -> Float = { 1f },
) {
    private val scope = CoroutineScope(SupervisorJob() + main)
    private val _state = MutableStateFlow(GameUiState())
    val state: StateFlow<GameUiState> = _state.asStateFlow()

    var session: GameSession? = null
        private set
    private var players: Players? = null
    private var labels: List<String> = emptyList()
    private var epoch = 0L
    private var searchJob: Job? = null
    private var animation: Job? = null
    private var timeline: SowTimeline? = null
    private var replaySession: GameSession? = null
    private var replayMoves: List<Int> = emptyList()
    /** Names the current game in its save, so the stats count it once ([StatsFile.counted]). */
    private var gameId: String = ""

    val hasGame: Boolean get() = session != null

    /** On launch: restore the saved game, if any, and resume a computer turn that was running. */
    fun launch() {
        val r = store.load(SaveStore.GAME) { text -> GameFile.decode(text).let { it to GameSession.restore(it.save) } }
        when (r) {
            is Loaded.Ok -> {
                val (file, s) = r.value
                adopt(s, resume = true, id = file.id)
                // A kill between the final move and its stats write: count it now (idempotent).
                // Older saves were counted by the old code right after their save, so not again.
                if (!file.legacy && s.snapshot().outcome != null) recordStats(s)
            }
            is Loaded.Refused -> update { it.copy(notice = Notice.SaveRefused(r.keptAt.name, r.error.message ?: "")) }
            Loaded.Nothing -> {}
        }
    }

    fun newGame(preset: String, players: Players) {
        val s = try { GameSession(preset, players) } catch (e: Exception) {
            update { it.copy(notice = Notice.Error(e.message ?: e.toString())) }; return
        }
        adopt(s, resume = true, id = GameFile.new("").id)
        save()
    }

    /** Same rule set and seats, sides unchanged. */
    fun rematch() {
        val s = session ?: return
        newGame(s.snapshot().rules, s.players())
    }

    fun tap(hole: Int) {
        val s = session ?: return
        if (_state.value.replay != null || timeline != null) { skipAnimation(); return }
        val board = _state.value.board ?: return
        if (board.computerToMove || hole !in board.holes.filter { it.legal }.map { it.index }) return
        play(s) { s.play(hole.toUByte()) }
    }

    fun skipAnimation() {
        val t = timeline ?: return
        animation?.cancel()
        t.skipToEnd()
        finishTurn(t.turn)
    }

    fun hint() {
        val s = session ?: return
        if (_state.value.board?.computerToMove != false) return
        val mine = epoch
        searchJob?.cancel()
        update { it.copy(thinking = true) }
        searchJob = scope.launch {
            val choice = try { withContext(worker) { brain.hint(s) } } catch (e: Exception) { null }
            val hint = choice?.let { c ->
                val letter = labels[c.hole.toInt()]
                HintView(c.hole.toInt(), letter, strings.hint(letter, c.reason))
            }
            if (mine == epoch && session === s) update { it.copy(thinking = false, hint = hint) }
        }
    }

    /** Against the computer: back to your last move; in pass-and-play: one move back. */
    fun undo() {
        val s = session ?: return
        stopWork()
        try {
            if (players?.hasComputer() == true) s.undoToHuman() else s.undo()
        } catch (e: Exception) { return }
        epoch++
        save()
        render(s, summary = null)
        maybeComputer()
    }

    fun dismissSummary() = update { it.copy(summary = null) }
    fun dismissNotice() = update { it.copy(notice = null) }

    /** ON_STOP: cancel any search (its result will be ignored) and save. */
    fun stop() {
        stopWork()
        timeline?.let { t -> t.skipToEnd(); timeline = null; render(session!!, summary = _state.value.summary) }
        save()
    }

    /** ON_START after a stop: resume a computer turn if one is due. */
    fun resume() = maybeComputer()

    fun dispose() { stop(); scope.cancel() }

    // Replay of a finished game: a second session steps through the history.
    fun startReplay() {
        val s = session ?: return
        stopWork()
        val snap = s.snapshot()
        replayMoves = s.history().toCounts()
        replaySession = GameSession(snap.rules, s.players())
        showReplay(0)
    }

    fun replayStep(forward: Boolean) {
        val r = replaySession ?: return
        val idx = _state.value.replay?.index ?: return
        if (forward && idx < replayMoves.size) { r.play(replayMoves[idx].toUByte()); showReplay(idx + 1) }
        if (!forward && idx > 0) { r.undo(); showReplay(idx - 1) }
    }

    fun endReplay() {
        replaySession?.close(); replaySession = null
        session?.let { render(it, summary = null) }
    }

    // --- internals (all on main) ---

    private fun adopt(s: GameSession, resume: Boolean, id: String) {
        stopWork()
        session?.close()
        session = s
        gameId = id
        players = s.players()
        labels = List(s.snapshot().holesPerSide.toInt() * 2) { s.holeLabel(it.toUByte()) }
        epoch++
        timeline = null
        update { GameUiState(notice = it.notice) }
        render(s, summary = null)
        if (resume) maybeComputer()
    }

    private fun mySide(): Side? = players?.humanSide()

    private fun render(s: GameSession, summary: RoundSummary?, announcement: String? = null) {
        val snap = s.snapshot()
        val board = BoardViewState.build(snap, players!!, mySide(), labels, strings)
        update {
            it.copy(board = board, frame = null, step = null, flights = emptyList(), thinking = false, hint = null,
                summary = summary, announcement = announcement, canUndo = s.canUndo(), replay = null,
                history = s.history().toCounts().map { h -> labels[h] })
        }
    }

    private fun play(s: GameSession, move: () -> Turn) {
        val before = s.snapshot()
        val turn = try { move() } catch (e: Exception) {
            update { it.copy(notice = Notice.Error(e.message ?: e.toString())) }; return
        }
        epoch++
        // Stats before the save: a kill in between restores the position before the final
        // move, and replaying it finds this game already counted (same id), so never twice.
        if (turn.after.outcome != null && before.outcome == null) recordStats(s)
        save()
        animate(SowTimeline(before, turn, settings.speed, animatorScale()))
    }

    private fun animate(t: SowTimeline) {
        timeline = t
        animation = scope.launch {
            while (true) {
                val step = t.next() ?: break
                if (step.durationMs == 0L) continue
                val flights = Flight.of(step, _state.value.frame?.handAt)
                update { it.copy(frame = step.frame, step = step.kind, flights = flights) }
                delay(step.durationMs)
            }
            finishTurn(t.turn)
        }
    }

    private fun finishTurn(turn: Turn) {
        timeline = null
        val s = session ?: return
        render(s, RoundSummary.of(turn, labels), Announcement.of(turn, players!!, labels, strings))
        maybeComputer()
    }

    private fun maybeComputer() {
        val s = session ?: return
        val snap = s.snapshot()
        val side = snap.toMove ?: return
        val seat = players!!.seats(side).getOrNull(snap.seat.toInt()) as? Seat.Computer ?: return
        if (timeline != null || searchJob?.isActive == true) return
        val mine = epoch
        update { it.copy(thinking = true) }
        searchJob = scope.launch {
            val hole = try { withContext(worker) { brain.chooseMove(s, seat.level) } } catch (e: Exception) { null }
            // Stale: the game changed, was replaced, or the search was cancelled.
            if (hole == null || mine != epoch || session !== s) return@launch
            update { it.copy(thinking = false) }
            play(s) { s.play(hole) }
        }
    }

    private fun stopWork() {
        epoch++
        searchJob?.let { job -> job.cancel(); session?.let { brain.cancel(it) } }
        searchJob = null
        animation?.cancel()
        if (_state.value.thinking) update { it.copy(thinking = false) }
    }

    private fun save() {
        val s = session ?: return
        try { store.write(SaveStore.GAME, GameFile(gameId, s.save()).encode()) } catch (e: Exception) {
            update { it.copy(notice = Notice.Error(e.message ?: e.toString())) }
        }
    }

    private fun recordStats(s: GameSession) {
        val side = mySide() ?: return
        val old = when (val r = store.load(SaveStore.STATS) { StatsFile.decode(it).also { f -> app.pallanguzhi.core.readStats(f.json) } }) {
            is Loaded.Ok -> r.value
            is Loaded.Refused -> { update { it.copy(notice = Notice.StatsRefused(r.keptAt.name)) }; StatsFile(null, "") }
            Loaded.Nothing -> StatsFile(null, "")
        }
        if (old.counted == gameId) return
        try {
            val upd = s.recordStats(old.json, side)
            store.write(SaveStore.STATS, StatsFile(gameId, upd.statsJson).encode())
            update { it.copy(lastStats = upd.record) }
        } catch (e: Exception) { /* a stats failure never blocks the game */ }
    }

    private fun showReplay(index: Int) {
        val r = replaySession ?: return
        val board = BoardViewState.build(r.snapshot(), players!!, mySide(), labels, strings)
        update { it.copy(board = board, frame = null, flights = emptyList(), replay = ReplayState(index, replayMoves.size), summary = null) }
    }

    private inline fun update(f: (GameUiState) -> GameUiState) { _state.value = f(_state.value) }

    companion object {
        fun stats(store: SaveStore): List<StatsRecord> =
            (store.load(SaveStore.STATS) { app.pallanguzhi.core.readStats(StatsFile.decode(it).json) } as? Loaded.Ok)?.value ?: emptyList()
    }
}
