package app.pallanguzhi.desktop

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.pallanguzhi.core.AppCore
import app.pallanguzhi.core.app.Effect
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.DialogKind
import app.pallanguzhi.core.app.HapticKind
import app.pallanguzhi.core.app.Screen
import app.pallanguzhi.core.app.Opponent
import app.pallanguzhi.core.app.Speed
import app.pallanguzhi.core.app.ViewModel
import app.pallanguzhi.core.protocol.SideChoice
import app.pallanguzhi.core.rules.Level
import app.pallanguzhi.core.rules.Side
import app.pallanguzhi.shared.OkHttpTransport
import java.nio.file.Files
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit
import app.pallanguzhi.shared.game
import app.pallanguzhi.shared.online

/** One picture to take: a view model of the core (its screen says which page). */
data class Scene(val name: String, val view: ViewModel)

/** Timers from this long on run in real time in a [Rig] (see `realTimers`). */
private const val REAL_FROM_MS = 2_500u

/**
 * The Rust app core driven by hand, on the calling thread: every event's effects performed in
 * order, except that timers and searches wait in queues until [fire] / [think] / [settle]
 * run them. So a test or a picture can stop at any animation frame or before the computer's
 * reply, and every run shows the same positions. [view] is Compose state: a tap redraws.
 */
class Rig(language: String, speed: Speed = Speed.INSTANT) : AutoCloseable {
    private val core = AppCore()
    private val timers = ArrayDeque<ULong>()

    /**
     * Timers of [REAL_FROM_MS] or more (the core's network timeouts, 10 s, and heartbeat, 3 s;
     * animation frames are at most 1.8 s): id to due time, fired when due in real time, so a
     * call is not timed out before its answer nor a quiet socket declared dead at once.
     */
    private val realTimers = mutableMapOf<ULong, Long>()
    private val searches = ArrayDeque<Effect.Search>()
    /** Online: what the app's own transport (OkHttp) did, handed to the core by [await]. */
    private val news = LinkedBlockingQueue<Event>()
    private val transport = OkHttpTransport(news::put)
    val announced = mutableListOf<String>()
    val haptics = mutableListOf<HapticKind>()
    val sounds = mutableListOf<app.pallanguzhi.core.app.Sound>()
    var view: ViewModel by mutableStateOf(core.view())
        private set

    init {
        send(Event.Launch(Files.createTempDirectory("pallanguzhi-ui").toString(), language, false))
        send(Event.SettingsChanged(view.settings.copy(speed = speed, playerName = "Anbu")))
    }

    fun send(event: Event) = perform(core.handle(event))

    private fun perform(effects: List<Effect>) {
        for (effect in effects) when (effect) {
            is Effect.Render -> view = core.view()
            is Effect.StartTimer ->
                if (effect.ms >= REAL_FROM_MS) {
                    realTimers[effect.id] = System.nanoTime() + effect.ms.toLong() * 1_000_000
                } else {
                    timers.addLast(effect.id)
                }
            is Effect.CancelTimer -> {
                timers.remove(effect.id)
                realTimers.remove(effect.id)
            }
            is Effect.Search -> searches.addLast(effect)
            is Effect.CancelSearch -> searches.removeAll { it.id == effect.id }
            // Written at once: the rig has no UI to keep free.
            is Effect.Write -> send(effect.job.use { it.run() })
            is Effect.AwaitWrites -> {} // every write has run already
            is Effect.Haptic -> haptics += effect.kind
            is Effect.Sound -> sounds += effect.sound
            is Effect.Announce -> announced += effect.text
            is Effect.Http, is Effect.HttpCancel, is Effect.SocketOpen, is Effect.SocketSend, is Effect.SocketClose ->
                transport.perform(effect)
        }
    }

    /**
     * Online: applies the transport's news as it comes ([OkHttpTransport]) and
     * fires due timers, here and on the [other] players' cores, until [done]. The bound only
     * turns a dead server into a failure.
     */
    fun await(what: String, vararg other: Rig, timeoutMs: Long = 30_000, done: (ViewModel) -> Boolean): ViewModel {
        val end = System.nanoTime() + timeoutMs * 1_000_000
        while (!done(view)) {
            check(System.nanoTime() < end) { "no $what within $timeoutMs ms: ${view.online.status} ${view.online.error ?: ""}" }
            other.forEach { it.poll(0u) }
            poll(50u)
        }
        return view
    }

    private fun poll(waitMs: UInt) {
        val got = news.poll(waitMs.toLong(), TimeUnit.MILLISECONDS)
        if (got != null) send(got) else fireDue() || fire()
    }

    /** Fires the real-time timers that are due; false if none. */
    private fun fireDue(): Boolean {
        val now = System.nanoTime()
        val due = realTimers.filterValues { it <= now }.keys
        due.forEach { id ->
            realTimers.remove(id)
            send(Event.TimerFired(id))
        }
        return due.isNotEmpty()
    }

    /** Fires the oldest pending timer (the next animation frame); false if none. */
    fun fire(): Boolean = timers.removeFirstOrNull()?.let { send(Event.TimerFired(it)); true } ?: false

    /** Runs the oldest pending search (the computer's move or a hint) to its answer; false if none. */
    fun think(): Boolean = searches.removeFirstOrNull()?.let { s -> send(s.job.use { it.run() }); true } ?: false

    /** Every pending timer and search, until the core waits for the player. */
    fun settle() {
        while (fire() || think()) continue
    }

    val game get() = view.game ?: error("no game")

    /** The view with page [screen] opened over the screen shown, which Back then shows again. */
    fun page(screen: Screen): ViewModel {
        send(Event.Open(screen))
        check(view.screen == screen) { "$screen not opened from ${view.screen}" }
        return view.also { send(Event.Back) }
    }

    /** Reviews grade with [nodes] a move (Expert's millions take minutes per game in a debug build). */
    fun reviewNodes(nodes: ULong) = core.setReviewNodes(nodes)

    fun newGame(preset: String = "pallanguzhi") =
        send(Event.NewGame(preset, Opponent.Computer(Level.EASY, SideChoice.SOUTH, "Anbu"))).also { settle() }

    /** Plays the legal hole with the most seeds (ties: the first), acknowledging dialogs, until [done]. */
    fun playUntil(maxMoves: Int = 3000, done: (ViewModel) -> Boolean): ViewModel {
        repeat(maxMoves) {
            settle()
            if (done(view)) return view
            if (game.dialog != null) send(Event.AcknowledgeDialog)
            else send(Event.TapHole(game.holes.filter { it.legal }.maxByOrNull { it.count }?.index ?: error("stuck: ${game.status}")))
        }
        error("no such position within $maxMoves moves")
    }

    override fun close() {
        transport.close()
        core.close()
    }
}

object Games {
    /**
     * Every scene of the screenshot list in [language]: the board at the start, mid-relay with
     * seeds in flight, the hint, a round summary, a closed hole, game over, and the pages
     * around them (home and statistics after two finished games).
     */
    fun scenes(language: String): List<Scene> = Rig(language).use { rig ->
        rig.newGame()
        val start = rig.view
        rig.send(Event.Hint)
        rig.settle()
        val hinted = rig.view
        val roundOver = rig.playUntil { it.game?.dialog?.kind == DialogKind.ROUND_SUMMARY }
        rig.send(Event.AcknowledgeDialog)
        val closed = rig.playUntil { v -> v.game!!.let { g -> g.dialog == null && g.outcome == null && g.holes.any { it.closed } } }
        val over = rig.playUntil { it.game?.dialog?.kind == DialogKind.GAME_OVER }
        rig.send(Event.AcknowledgeDialog)
        rig.newGame("kalah") // a second finished game, so the statistics have two rule sets
        rig.playUntil { it.game?.outcome != null }
        rig.send(Event.BackHome)
        val home = rig.view
        listOf(
            Scene("home", home),
            Scene("new-game", rig.page(Screen.NEW_GAME)),
            Scene("board-start", start),
            Scene("board-mid-relay", midRelay(language)),
            Scene("board-closed-hole", closed),
            Scene("board-hint", hinted),
            Scene("round-summary", roundOver),
            Scene("game-over", over),
            Scene("stats", rig.page(Screen.STATS)),
            Scene("rules", rig.page(Screen.RULES)),
            Scene("settings", rig.page(Screen.SETTINGS)),
            Scene("board-two-seats", twoSeats(language)),
            Scene("draw-offer", drawOffer(language)),
        )
    }

    /** Against Easy, Anbu plays one move and resigns: the core's result card. */
    fun resigned(language: String): ViewModel = Rig(language).use { rig ->
        rig.newGame()
        rig.send(Event.TapHole(rig.game.holes.first { it.legal }.index))
        rig.settle()
        rig.send(Event.Resign)
        rig.settle()
        rig.view
    }

    /** Pass-and-play, Anbu (South) offers a draw at the start: the core's question and its two buttons. */
    fun drawOffer(language: String): ViewModel = Rig(language).use { rig ->
        rig.send(Event.NewGame("pallanguzhi", Opponent.PassAndPlay(listOf("Anbu"), listOf("Bala"))))
        rig.send(Event.OfferDraw)
        rig.view
    }

    /** Pass-and-play with two seats a side, at the second South seat's first turn (Bala's). */
    fun twoSeats(language: String): ViewModel = Rig(language).use { rig ->
        rig.send(Event.NewGame("pallanguzhi", Opponent.PassAndPlay(listOf("Anbu", "Bala"), listOf("Chitra", "Devi"))))
        rig.playUntil { v -> v.game!!.let { it.toMove == Side.SOUTH && it.seat == 1.toUByte() && it.dialog == null } }
    }

    /**
     * The longest words the core says about a turn (the banner) in the first [moves] turns of a
     * game against Easy in [language]: Tamil's are the longest, relays and captures the most.
     * The core seeds Easy's choices at random, so one game may hold no long banner: up to
     * [games] games are played until one banner is longer than [atLeast] characters.
     */
    fun longestBanner(language: String, moves: Int = 40, atLeast: Int = 120, games: Int = 8): ViewModel = Rig(language).use { rig ->
        var best: ViewModel? = null
        fun length(v: ViewModel?) = v?.game?.banner?.length ?: 0
        repeat(games) {
            if (length(best) > atLeast) return@repeat
            rig.newGame()
            var n = 0
            rig.playUntil { v ->
                val g = v.game!!
                if (g.dialog == null && g.outcome == null && length(v) > length(best)) best = v
                ++n >= moves || g.outcome != null
            }
        }
        best ?: rig.view
    }

    /**
     * South's longest first move at normal speed, stopped two thirds of the way through the
     * frames that move seeds: the core's own frame, with the hand and its seeds in flight.
     */
    fun midRelay(language: String): ViewModel = Rig(language, Speed.NORMAL).use { rig ->
        rig.newGame()
        rig.send(Event.TapHole(rig.game.holes.filter { it.legal }.maxBy { it.count }.index))
        val frames = mutableListOf<ViewModel>()
        while (rig.game.animating && rig.fire()) if (rig.game.flights.isNotEmpty()) frames += rig.view
        frames[frames.size * 2 / 3]
    }
}
