package app.pallanguzhi.shared

import app.pallanguzhi.core.app.Effect
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.GameView
import app.pallanguzhi.core.app.HapticKind
import app.pallanguzhi.core.app.Opponent
import app.pallanguzhi.core.app.Speed
import app.pallanguzhi.core.app.Thinking
import app.pallanguzhi.core.app.Screen
import app.pallanguzhi.core.app.ViewModel
import app.pallanguzhi.core.protocol.SideChoice
import app.pallanguzhi.core.rules.Level
import java.io.File
import java.nio.file.Files
import java.util.Collections
import java.util.concurrent.Callable
import java.util.concurrent.Executors
import java.util.concurrent.ThreadFactory
import java.util.concurrent.atomic.AtomicInteger
import kotlin.coroutines.CoroutineContext
import kotlin.test.fail
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeoutOrNull

/** A failure guard only: conditions are awaited, never timed. */
const val PATIENCE_MS = 120_000L

private fun daemons(name: String) = ThreadFactory { r -> Thread(r, name).apply { isDaemon = true } }

fun tempDir(): File = Files.createTempDirectory("pallanguzhi-driver").toFile().also { it.deleteOnExit() }

/** Polls [cond] (state outside the view model) until it holds. */
fun waitUntil(what: String, cond: () -> Boolean) {
    val end = System.nanoTime() + PATIENCE_MS * 1_000_000
    while (!cond()) {
        if (System.nanoTime() > end) fail("never happened: $what")
        Thread.sleep(2)
    }
}

/** The test's UI thread: like `Dispatchers.Main.immediate`, work sent on it runs at once. */
class UiThread : CoroutineDispatcher() {
    @Volatile private var thread: Thread? = null
    private val executor = Executors.newSingleThreadExecutor { r ->
        Thread(r, "ui").apply { isDaemon = true; thread = this }
    }

    override fun isDispatchNeeded(context: CoroutineContext) = Thread.currentThread() !== thread
    override fun dispatch(context: CoroutineContext, block: Runnable) = executor.execute(block)

    /** Runs [block] on the UI thread and waits for it (everything it sent is handled). */
    fun <T> sync(block: () -> T): T =
        if (Thread.currentThread() === thread) block() else executor.submit(Callable(block)).get()
}

/** The background dispatcher, holding each search until the test releases it. */
class Gate(private var open: Boolean = false) : CoroutineDispatcher() {
    private val held = ArrayList<Runnable>()
    private val pool = Executors.newCachedThreadPool(daemons("search"))
    val finished = AtomicInteger()

    @Synchronized
    override fun dispatch(context: CoroutineContext, block: Runnable) {
        if (open) start(block) else held += block
    }

    private fun start(block: Runnable) = pool.execute { block.run(); finished.incrementAndGet() }

    @Synchronized
    fun pending() = held.size

    /** Lets the held searches and all later ones run. */
    @Synchronized
    fun open() {
        open = true
        release()
    }

    /** Lets the held searches run (later ones are held again). */
    @Synchronized
    fun release(): Int {
        val n = held.size
        held.forEach(::start)
        held.clear()
        return n
    }
}

class Recorder : Feedback {
    val haptics: MutableList<HapticKind> = Collections.synchronizedList(mutableListOf())
    val announced: MutableList<String> = Collections.synchronizedList(mutableListOf())
    override fun haptic(kind: HapticKind) { haptics += kind }
    override fun announce(text: String) { announced += text }
}

/** One app: a driver on a UI thread, searches behind a [Gate], every event and effect logged. */
class Harness(
    val gate: Gate = Gate(),
    val feedback: Feedback = Recorder(),
    val writes: WriteQueue = WriteQueue.atOnce(),
    val onEvent: (Event, List<Effect>) -> Unit = { _, _ -> },
) : AutoCloseable {
    val ui = UiThread()
    val recorded: Recorder get() = feedback as Recorder
    /** Each event handled, its effects and the view model right after. */
    class Step(val event: Event, val effects: List<Effect>, val view: ViewModel)

    val log: MutableList<Step> = Collections.synchronizedList(mutableListOf())
    // Writes at once: the kill tests read the disk after every event.
    val driver: AppDriver = AppDriver(feedback, ui, gate, writes = writes, trace = { e, fx ->
        log += Step(e, fx, driver.state.value)
        onEvent(e, fx)
    })

    val view: ViewModel get() = ui.sync { driver.state.value }
    val game: GameView get() = view.game ?: fail("no game: $view")

    /** The game on the board wherever the app is: the board opened when another screen (home,
     *  after a finished game's relaunch) is shown; null when there is no game. */
    fun boardGame(): GameView? = view.game ?: send(Event.Open(Screen.GAME)).game

    /** [player]'s counted games, as the statistics (or the home screen) show them: opened,
     *  read and left with Back when another screen is shown. */
    fun gamesOf(player: String): Int {
        val stats = view.stats ?: send(Event.Open(Screen.STATS)).stats.also { send(Event.Back) }
        return (stats ?: fail("no statistics")).lines.filter { it.player == player }.sumOf { it.games.toInt() }
    }

    /** Sends [event] on the UI thread; returns the view right after it is handled. */
    fun send(event: Event): ViewModel = ui.sync {
        driver.send(event)
        driver.state.value
    }

    /** Launches on [dir] (null: in memory); returns the view right after, before any search answers. */
    fun launch(dir: File?, reduceMotion: Boolean = false): ViewModel = ui.sync {
        driver.launch(dir?.path ?: "", "en", reduceMotion)
        driver.state.value
    }

    fun speed(speed: Speed) = send(Event.SettingsChanged(view.settings.copy(speed = speed)))

    fun legal(): List<UByte> = game.holes.filter { it.legal }.map { it.index }

    /** Waits until the view model satisfies [cond]; returns it. */
    fun await(what: String, cond: (ViewModel) -> Boolean): ViewModel = runBlocking {
        val view = withTimeoutOrNull(PATIENCE_MS) { driver.state.first(cond) }
        ui.sync {} // the event that rendered it is fully handled (traced) too
        view ?: fail("never happened: $what; now ${driver.state.value}")
    }

    /** Waits until the searches let through have answered and their answers are handled. */
    fun settleSearches(released: Int) {
        waitUntil("$released searches finished") { gate.finished.get() >= released }
        ui.sync {}
    }

    fun steps(): List<Step> = synchronized(log) { log.toList() }

    fun timersStarted(): List<ULong> = steps().flatMap { it.effects }.filterIsInstance<Effect.StartTimer>().map { it.id }

    fun timersFired(): List<ULong> = steps().map { it.event }.filterIsInstance<Event.TimerFired>().map { it.id }

    override fun close() = driver.close()
}

fun vsComputer(level: Level = Level.EASY, name: String = "Anbu") = Opponent.Computer(level, SideChoice.SOUTH, name)

fun newGame(preset: String, opponent: Opponent) = Event.NewGame(preset, opponent)

/** Not animating, no search: a person must act (or the game is over). */
fun ViewModel.idle(): Boolean = game?.let { !it.animating && it.thinking == Thinking.NOBODY } ?: true


