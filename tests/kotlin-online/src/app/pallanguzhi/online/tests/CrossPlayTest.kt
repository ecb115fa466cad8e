package app.pallanguzhi.online.tests

import app.pallanguzhi.shared.game
import app.pallanguzhi.shared.online
import app.pallanguzhi.core.*
import app.pallanguzhi.core.app.*
import app.pallanguzhi.core.protocol.*
import app.pallanguzhi.core.rules.*
import java.io.File
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import org.junit.jupiter.api.Assumptions.assumeTrue
import org.junit.jupiter.api.Test

/**
 * A whole game between this Kotlin client and the Swift suite's client (ios/Tests/
 * PallanguzhiOnlineTests/CrossPlayTests.swift), which `tests/run.sh` runs at the same
 * time against the same server. Rendezvous through files under the online scratch dir:
 * Kotlin hosts and publishes the room code; Swift joins it; at the end each publishes the
 * history it saw and checks the other's.
 */
class CrossPlayTest {
    private val meet get() = File(Env.dir, "rendezvous")

    @Test
    fun aKotlinHostAndASwiftGuestPlayAWholeGame() {
        assumeTrue(!System.getenv("PALLANGUZHI_CROSS_PEER").isNullOrEmpty(), "the Swift suite does not run (SKIP_SWIFT)")
        val host = Phone("kotlin", Env.scratch("cross"), Env.url)
        host.signUp("Kotlin")
        host.send(Event.OnlineAction(OnlineAction.CreateRoom("kalah", SideChoice.SOUTH)))
        until("the room", host) { host.state == ConnState.WaitingForGuest }
        publish(File(meet, "code"), assertNotNull(host.online.code))
        until("the Swift guest", host, boundMs = 600_000) { host.state == ConnState.Playing }
        assertEquals("Swift", host.online.seats.single { it.side == Side.NORTH }.name, "the guest is the Swift client")
        playUntil("the end", host) { finished(host) }
        val game = assertNotNull(host.view.game)
        assertNotNull(game.outcome, "the game ended by the rules")
        publish(File(meet, "kotlin-history"), (game.history + outcomeWord(game.outcome)).joinToString("\n"))
        val theirs = File(meet, "swift-history")
        until("the Swift client's history", host, boundMs = 600_000) { theirs.exists() }
        val swift = theirs.readLines()
        assertEquals(game.history, swift.dropLast(1), "both clients saw the same moves")
        assertEquals(outcomeWord(game.outcome), swift.last(), "both clients saw the same result")
        until("the rating change", host) { host.online.ratingChange != null }
    }
}
