package app.pallanguzhi.shared

import app.pallanguzhi.core.AppCore
import app.pallanguzhi.core.app.Effect
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.HapticKind
import app.pallanguzhi.core.app.ViewModel
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.CoroutineStart
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

/** What the platform does when the core asks: the activity implements it. */
interface Feedback {
    fun haptic(kind: HapticKind)

    /** Say [text] through the screen reader (TalkBack). */
    fun announce(text: String)

    /** Play one of the core's sounds (res/raw/<file>.wav at its rate, volume and delay). */
    fun sound(sound: app.pallanguzhi.core.app.Sound) {}
}

/**
 * The shell's whole logic: forwards events to the Rust [AppCore] and performs the effects it
 * returns, in order, on [ui] (`Dispatchers.Main.immediate` on Android: an event sent from the
 * main thread is handled before `send` returns, so `suspend()` in `onStop` has saved the game
 * when it returns). Timers run on [ui], searches on [background], the core's file writes in
 * order on [writes] (one background thread; `Suspend`'s last effect, `AwaitWrites`, waits for
 * them as long as the core says at most), HTTP and WebSocket effects
 * on OkHttp ([OkHttpTransport]), whose reports come back as events on [ui]. Every rule,
 * timing, text and policy is the core's; nothing is decided here.
 */
class AppDriver(
    private val feedback: Feedback,
    private val ui: CoroutineDispatcher,
    private val background: CoroutineDispatcher = Dispatchers.Default,
    private val core: AppCore = AppCore(),
    /** The core's writes, in order, off [ui] ([WriteQueue.atOnce] in tests reading the disk). */
    private val writes: WriteQueue = WriteQueue(),
    /** Called on [ui] after each event is handled, with its effects (logs, tests). */
    private val trace: (Event, List<Effect>) -> Unit = { _, _ -> },
) : AutoCloseable {
    private val scope = CoroutineScope(SupervisorJob() + ui)

    // Touched on [ui] only.
    private val timers = HashMap<ULong, Job>()
    private val searches = HashMap<ULong, Job>()
    /** Events to handle in order. */
    private val queue = ArrayDeque<Event>()
    private var handling = false

    private val _state = MutableStateFlow(core.view())

    /** The latest view model: draw it. */
    val state: StateFlow<ViewModel> = _state.asStateFlow()

    /** Hand [event] to the core (from any thread). */
    fun send(event: Event) {
        scope.launch { handle(event) }
    }

    /** Once, at start: [dir] is the app-private directory (`""` keeps everything in memory). */
    fun launch(dir: String, language: String, reduceMotion: Boolean) = send(Event.Launch(dir, language, reduceMotion))

    /** The app leaves the foreground: the core finishes the animation, stops the search, saves
     *  (the writes it queues are waited for, at most the core's bound: `Effect.AwaitWrites`). */
    fun suspend() = send(Event.Suspend)

    /** Back in the foreground: the core restarts whatever is due (the computer's turn). */
    fun resume() = send(Event.Resume)

    /** Online: the core's HTTP calls and socket; what they did comes back through [send]. */
    private val transport = OkHttpTransport(::send)

    /** Stops every timer, search and socket (the view model's owner is gone). */
    override fun close() {
        transport.close()
        writes.close()
        scope.cancel()
    }

    /**
     * One event at a time, its effects all performed before the next: an immediate dispatcher
     * may run a search that answers at once, or a [Feedback] may send, in the middle of [perform].
     */
    private fun handle(event: Event) {
        queue.addLast(event)
        if (handling) return
        handling = true
        try {
            while (queue.isNotEmpty()) {
                val next = queue.removeFirst()
                val effects = core.handle(next)
                effects.forEach(::perform)
                trace(next, effects)
            }
        } finally {
            handling = false
        }
    }

    private fun perform(effect: Effect) {
        when (effect) {
            is Effect.Render -> _state.value = core.view()
            is Effect.StartTimer -> track(timers, effect.id) {
                delay(effect.ms.toLong())
                Event.TimerFired(effect.id)
            }
            is Effect.CancelTimer -> timers.remove(effect.id)?.cancel()
            is Effect.Search -> track(searches, effect.id) {
                withContext(background) { effect.job.use { it.run() } }
            }
            // The core already cancelled the job's token; a search not yet started never runs.
            is Effect.CancelSearch -> searches.remove(effect.id)?.cancel()
            // The answer comes back as an event on [ui], like the transport's.
            is Effect.Write -> writes.submit(effect.job, ::send)
            // Going to the background: the files are on the disk before the system may kill us.
            is Effect.AwaitWrites -> writes.drain(effect.timeoutMs.toLong())
            is Effect.Haptic -> feedback.haptic(effect.kind)
            is Effect.Announce -> feedback.announce(effect.text)
            is Effect.Sound -> feedback.sound(effect.sound)
            is Effect.Http, is Effect.HttpCancel, is Effect.SocketOpen, is Effect.SocketSend, is Effect.SocketClose ->
                transport.perform(effect)
        }
    }

    /** Runs [answer] as a job kept under [id] until it answers (started after it is kept). */
    private fun track(jobs: HashMap<ULong, Job>, id: ULong, answer: suspend () -> Event) {
        val job = scope.launch(start = CoroutineStart.LAZY) {
            val event = answer()
            jobs.remove(id)
            handle(event)
        }
        jobs[id] = job
        job.start()
    }
}
