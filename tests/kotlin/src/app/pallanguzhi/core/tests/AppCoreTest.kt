package app.pallanguzhi.core.tests

import app.pallanguzhi.core.*
import app.pallanguzhi.core.app.*
import app.pallanguzhi.core.protocol.*
import app.pallanguzhi.core.rules.*
import java.nio.file.Files
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test
import app.pallanguzhi.shared.game
import app.pallanguzhi.shared.online

/**
 * `AppCore` through the generated Kotlin, as the Android glue drives it: effects performed
 * in order, timers fired by the test, each `SearchJob` run off the calling thread.
 */
class AppCoreTest {
    private class Shell(val core: AppCore = AppCore()) {
        val timers = ArrayDeque<ULong>()
        val searches = ArrayDeque<SearchJob>()
        val announced = mutableListOf<String>()

        fun send(event: Event): List<Effect> {
            val effects = core.handle(event)
            for (effect in effects) when (effect) {
                is Effect.StartTimer -> timers.addLast(effect.id)
                is Effect.CancelTimer -> timers.remove(effect.id)
                is Effect.Search -> searches.addLast(effect.job)
                is Effect.Announce -> announced += effect.text
                // Written at once, on the calling thread (the phones: on one background queue).
                is Effect.Write -> send(effect.job.use { it.run() })
                is Effect.AwaitWrites -> {} // every write has run already
                is Effect.CancelSearch, is Effect.Haptic, is Effect.Sound, Effect.Render -> {}
                // The online test is the transport: it reads these from what `send` returns.
                is Effect.Http, is Effect.HttpCancel, is Effect.SocketOpen, is Effect.SocketSend, is Effect.SocketClose -> {}
            }
            return effects
        }

        fun fireTimers() {
            while (timers.isNotEmpty()) send(Event.TimerFired(timers.removeFirst()))
        }

        fun runSearch(): Boolean {
            val job = searches.removeFirstOrNull() ?: return false
            send(runBlocking { async(Dispatchers.Default) { job.run() }.await() })
            return true
        }

        fun settle() {
            do fireTimers() while (runSearch())
        }

        fun game(): GameView = core.view().game!!
    }

    private val versusEasy = Event.NewGame("pallanguzhi", Opponent.Computer(Level.EASY, SideChoice.SOUTH, "Anbu"))

    @Test
    fun hintThenPlayTheComputerAlwaysReplies() {
        val shell = Shell()
        shell.send(Event.Launch("", "en", false))
        shell.send(versusEasy)
        shell.send(Event.Hint)
        val hint = shell.searches.removeFirst()
        assertEquals(Thinking.HINT, shell.game().thinking)
        val hole = shell.game().holes.first { it.legal }.index
        val effects = shell.send(Event.TapHole(hole))
        assertTrue(effects.any { it is Effect.CancelSearch && it.id == hint.id() })
        shell.fireTimers()
        assertEquals(Thinking.COMPUTER, shell.game().thinking)
        assertTrue(shell.send(hint.run()).isEmpty(), "the stale hint is dropped")
        shell.settle()
        assertEquals(2, shell.game().history.size, "the computer replied")
        assertEquals(Side.SOUTH, shell.game().toMove)
    }

    @Test
    fun suspendThenRelaunchRestoresTheGameAndTheComputerResumes() {
        val dir = Files.createTempDirectory("appcore").toString()
        val shell = Shell()
        shell.send(Event.Launch(dir, "ta", false))
        shell.send(versusEasy)
        shell.send(Event.TapHole(2u))
        assertTrue(shell.game().animating)
        shell.send(Event.Suspend)
        assertTrue(!shell.game().animating && shell.searches.isEmpty())
        val next = Shell()
        next.send(Event.Launch(dir, "ta", false))
        assertEquals(listOf("c"), next.game().history)
        assertTrue(next.game().holes[0].accessibilityLabel.startsWith("உங்கள் குழி a, "))
        assertEquals(1, next.searches.size)
        next.settle()
        assertEquals(2, next.game().history.size)
    }

    /** The id of the HTTP request to [suffix] among [effects] (the shell's transport would send it). */
    private fun request(effects: List<Effect>, suffix: String): ULong =
        effects.filterIsInstance<Effect.Http>().firstOrNull { it.url.endsWith(suffix) }?.id
            ?: error("no request to $suffix in $effects")

    /**
     * Two players named Ana on the leaderboard: the core marks mine by account id and says my
     * rank in words. The test is the transport: it answers the core's HTTP effects itself.
     */
    @Test
    fun theLeaderboardMarksMyRowByAccountIdWhenTwoPlayersShareMyName() {
        val shell = Shell()
        shell.send(Event.Launch("", "en", true))
        shell.send(Event.OnlineAction(OnlineAction.SetServer("http://test.invalid")))
        val signUp = request(shell.send(Event.OnlineAction(OnlineAction.SignUp("Ana"))), "/v1/accounts")
        shell.send(Event.Transport(Transport.HttpDone(signUp, 201u, """{"account_id": 2, "name": "Ana", "token": "t"}""")))
        assertEquals("Ana", shell.core.view().online.account)
        val board = request(shell.send(Event.OnlineAction(OnlineAction.Leaderboard("kalah"))), "/v1/leaderboard?rules=kalah&limit=20")
        fun row(rank: Int, id: Int, rating: Double) =
            """{"rank": $rank, "account_id": $id, "name": "Ana", "rating": $rating, "deviation": 60, "games": 9, "provisional": false}"""
        val body = """{"rules": "kalah", "top": [${row(1, 7, 1700.0)}, ${row(2, 2, 1612.4)}], "me": ${row(2, 2, 1612.4)}}"""
        shell.send(Event.Transport(Transport.HttpDone(board, 200u, body)))
        val online = shell.core.view().online
        val top = online.leaderboard!!.top
        assertEquals(listOf("Ana", "Ana"), top.map { it.name })
        assertEquals(listOf(false, true), top.map { it.mine })
        assertEquals(listOf(7L, 2L), top.map { it.accountId })
        assertEquals(1612, online.leaderboard!!.me?.rating, "rounded by the core")
        assertEquals("Your rank: 2 (1612 points)", online.myRankText)
        assertEquals(null, online.noRanksText)
    }
}
