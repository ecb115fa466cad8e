package app.pallanguzhi.online.tests

import app.pallanguzhi.shared.game
import app.pallanguzhi.shared.online
import app.pallanguzhi.core.*
import app.pallanguzhi.core.app.*
import app.pallanguzhi.core.protocol.*
import app.pallanguzhi.core.rules.*
import app.pallanguzhi.shared.OkHttpTransport
import java.io.File
import java.nio.file.Files
import java.nio.file.StandardCopyOption
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit
import kotlin.test.assertNotNull
import kotlin.test.fail

/**
 * What the online tests share: where `tests/run.sh` put the server and the scratch
 * directory, a "phone" that performs `AppCore`'s effects like the Android glue (timers
 * fire when due, HTTP and WebSocket effects performed by :shared's [OkHttpTransport], whose
 * reports are handed to the core in turn with the rest), and bounded waits. Every wait
 * is a condition polled against a generous deadline, never a sleep that guesses speed.
 */
object Env {
    private fun get(name: String, env: String): String =
        System.getProperty(name) ?: System.getenv(env) ?: fail("$name / $env is not set: run through tests/run.sh")

    /** The server `tests/run.sh` started for the suite. */
    val url: String get() = get("pallanguzhi.server", "PALLANGUZHI_SERVER_URL")

    /** The server binary, for tests that kill and restart their own instance. */
    val serverBin: String get() = get("pallanguzhi.serverBin", "PALLANGUZHI_SERVER_BIN")

    /** Scratch space (under target/): app directories, databases, the rendezvous. */
    val dir: File get() = File(get("pallanguzhi.onlineDir", "PALLANGUZHI_ONLINE_DIR"))

    fun scratch(name: String): File = File(dir, "kotlin/$name").also { it.deleteRecursively(); it.mkdirs() }
}

/** Generous: the machine may be loaded; a bound only turns a hang into a failure. */
const val BOUND_MS = 180_000L

fun until(what: String, vararg phones: Phone, boundMs: Long = BOUND_MS, done: () -> Boolean) {
    val deadline = System.nanoTime() + boundMs * 1_000_000
    while (!done()) {
        if (System.nanoTime() > deadline) {
            fail("gave up waiting for $what: " + phones.joinToString { "${it.name} ${it.online.state} ${it.moves}" })
        }
        if (phones.isEmpty()) Thread.onSpinWait()
        phones.forEach { it.tick() }
    }
}

/** One app: an `AppCore` on its private directory, and the shell's timers. */
class Phone(val name: String, val dir: File, url: String?) {
    var core = AppCore()
        private set
    private val timers = mutableListOf<Pair<ULong, Long>>()
    /** What the transport did, handed to the core on the test's thread by [tick]. */
    private val news = LinkedBlockingQueue<Event>()
    private var transport = OkHttpTransport(news::put)

    /** Set when a pump left the board animating (server moves animate like offline ones). */
    var sawAnimation = false

    init {
        launch(url)
    }

    private fun launch(url: String?) {
        send(Event.Launch(dir.path, "en", true))
        if (url != null) send(Event.OnlineAction(OnlineAction.SetServer(url)))
    }

    /** A kill and relaunch: the old core is dropped without `Suspend`; a new one starts on the same directory. */
    fun relaunch() {
        core.close()
        transport.close()
        timers.clear()
        news.clear()
        transport = OkHttpTransport(news::put)
        core = AppCore()
        launch(null)
    }

    fun send(event: Event) = perform(core.handle(event))

    private fun perform(effects: List<Effect>) {
        for (effect in effects) {
            when (effect) {
                is Effect.StartTimer -> timers += effect.id to System.nanoTime() + effect.ms.toLong() * 1_000_000
                is Effect.CancelTimer -> timers.removeAll { it.first == effect.id }
                // Written at once: a relaunch reads the account file the core wrote.
                is Effect.Write -> send(effect.job.use { it.run() })
                else -> transport.perform(effect)
            }
        }
    }

    /** Hand the transport's news to the core (waiting a little for it), then fire the timers now due. */
    fun tick() {
        val first = news.poll(5, TimeUnit.MILLISECONDS)
        if (first != null) {
            send(first)
            while (true) send(news.poll() ?: break)
            if (core.view().game?.animating == true) sawAnimation = true
        }
        val now = System.nanoTime()
        val due = timers.filter { it.second <= now }
        timers.removeAll(due)
        due.forEach { send(Event.TimerFired(it.first)) }
    }

    val view: ViewModel get() = core.view()
    val online: OnlineView get() = view.online
    val state: ConnState get() = online.state
    val moves: Int get() = view.game?.movesPlayed?.toInt() ?: 0
    val history: List<String> get() = assertNotNull(view.game, "$name has no game").history

    /** The action of the board's dialog (the result card's "rematch"...) by its id, as a shell finds its button. */
    fun dialogAction(id: String): ActionView? = view.game?.dialog?.actions?.firstOrNull { it.id == id }

    fun firstLegal(): UByte = assertNotNull(view.game?.holes?.firstOrNull { it.legal }, "$name: no legal hole").index

    /** My turn, nothing in flight, the board still: what [playIfMine] plays on. */
    val myTurn: Boolean get() {
        val v = view
        val game = v.game ?: return false
        return v.online.state == ConnState.Playing && !v.online.sending && game.outcome == null && !game.animating &&
            game.toMove != null && game.toMove == v.online.mySide
    }

    /** My turn and nothing in flight: play the first legal hole (closing a round summary first). */
    fun playIfMine(): Boolean {
        if (!myTurn) return false
        if (view.game?.dialog != null) {
            send(Event.AcknowledgeDialog)
            return true
        }
        send(Event.TapHole(firstLegal()))
        return true
    }

    fun signUp(name: String) {
        send(Event.OnlineAction(OnlineAction.SignUp(name)))
        until("$name's account", this) { online.account.isNotEmpty() }
    }
}

fun finished(p: Phone) = p.state == ConnState.Finished

/** The phones play their first legal hole until `done`. */
fun playUntil(what: String, vararg phones: Phone, done: () -> Boolean) {
    val deadline = System.nanoTime() + BOUND_MS * 1_000_000
    while (!done()) {
        if (System.nanoTime() > deadline) fail("gave up playing until $what: ${phones.map { it.online }}")
        phones.forEach { it.playIfMine() }
        phones.forEach { it.tick() }
    }
}

/**
 * Play until [mover]'s turn after at least [moves] moves, then let [other] catch up without playing.
 * The turn is read on the mover's own board, just before it would play: read on the other board, it
 * could show after the mover had already tapped (seen under load: the guest's move landed after the
 * host was suspended, and the guest then had no legal hole).
 */
fun playUntilTurn(mover: Phone, other: Phone, moves: Int) {
    playUntil("${mover.name} to move after $moves moves", mover, other) { mover.moves >= moves && mover.myTurn }
    until("${other.name} caught up", mover, other) { other.moves == mover.moves && !other.online.sending }
}

/** The same word in Kotlin and Swift (the rendezvous files compare them). */
fun outcomeWord(o: Outcome?): String = when (o) {
    is Outcome.Win -> o.side.name.lowercase()
    Outcome.Draw -> "draw"
    null -> "none"
}

/** A host (south) who created a kalah room, and a guest who joined by its share link. */
fun table(dir: File, url: String): Pair<Phone, Phone> {
    val host = Phone("host", File(dir, "host"), url).also { it.signUp("Valli") }
    val guest = Phone("guest", File(dir, "guest"), url).also { it.signUp("Kumar") }
    host.send(Event.OnlineAction(OnlineAction.CreateRoom("kalah", SideChoice.SOUTH)))
    until("the room", host) { host.state == ConnState.WaitingForGuest }
    guest.send(Event.OnlineAction(OnlineAction.Join(assertNotNull(host.online.link))))
    until("both seated", host, guest) { host.state == ConnState.Playing && guest.state == ConnState.Playing }
    return host to guest
}

/** Write a file whole (temp + rename): a reader never sees half of it. */
fun publish(file: File, text: String) {
    file.parentFile.mkdirs()
    val tmp = File(file.path + ".tmp")
    tmp.writeText(text)
    Files.move(tmp.toPath(), file.toPath(), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING)
}

/** A `pallanguzhi-server` of the test's own, to kill and restart on the same port and database. */
class OwnServer(private val db: File) : AutoCloseable {
    private var process: Process? = null
    lateinit var addr: String
        private set
    val url get() = "http://$addr"

    fun start(listen: String = "127.0.0.1:0"): OwnServer {
        val pb = ProcessBuilder(
            Env.serverBin, "--listen", listen, "--database", "sqlite:${db.path}",
            "--accounts-per-minute", "10000", "--join-per-minute", "10000",
        ).redirectError(ProcessBuilder.Redirect.appendTo(File(db.path + ".log")))
        val p = pb.start()
        process = p
        // The only stdout line: "listening on ADDR", printed once the socket is bound.
        val line = p.inputStream.bufferedReader().readLine() ?: fail("the server exited: see ${db.path}.log")
        addr = line.removePrefix("listening on ").trim()
        return this
    }

    /** SIGKILL: no goodbye to the clients, nothing flushed on purpose. */
    fun kill() {
        process?.let {
            it.destroyForcibly()
            it.waitFor(60, TimeUnit.SECONDS)
        }
        process = null
    }

    fun restart() = start(addr)

    override fun close() = kill()
}
