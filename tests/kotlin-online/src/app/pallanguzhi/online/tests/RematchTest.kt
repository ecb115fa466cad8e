package app.pallanguzhi.online.tests

import app.pallanguzhi.shared.game
import app.pallanguzhi.shared.online
import app.pallanguzhi.core.*
import app.pallanguzhi.core.app.*
import app.pallanguzhi.core.protocol.*
import app.pallanguzhi.core.rules.*
import kotlin.test.assertEquals
import kotlin.test.assertNotEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue
import org.junit.jupiter.api.Test

/**
 * Issue 35: every ending is one result card, and online its first button offers the same
 * opponent a rematch. Two app cores through the bindings and OkHttp against the real
 * server: the game ends (a resignation), one player takes the card's Rematch action, the
 * other's card answers it, as a shell would do, by the actions' ids (never their words).
 */
class RematchTest {
    private fun Phone.cardLines(): List<String> = view.game?.dialog?.lines.orEmpty()

    /**
     * A kalah room with a clock (2 min a move), the host South; a few moves; then the host
     * resigns. Also the board the game opened with.
     */
    private fun resigned(name: String): Triple<Phone, Phone, List<UByte>> {
        val dir = Env.scratch(name)
        val host = Phone("host", java.io.File(dir, "host"), Env.url).also { it.signUp("Valli") }
        val guest = Phone("guest", java.io.File(dir, "guest"), Env.url).also { it.signUp("Kumar") }
        host.send(Event.OnlineAction(OnlineAction.SetClock(120_000uL)))
        host.send(Event.OnlineAction(OnlineAction.CreateRoom("kalah", SideChoice.SOUTH)))
        until("the room", host) { host.state == ConnState.WaitingForGuest }
        guest.send(Event.OnlineAction(OnlineAction.Join(assertNotNull(host.online.link))))
        until("both seated", host, guest) { host.state == ConnState.Playing && guest.state == ConnState.Playing }
        val opening = assertNotNull(host.view.game).holes.map { it.count }
        playUntilTurn(host, guest, 2)
        host.send(Event.Resign)
        for (p in listOf(host, guest)) {
            until("${p.name}'s result card", host, guest) {
                finished(p) && p.view.game?.dialog?.kind == DialogKind.GAME_OVER
            }
            assertEquals(Outcome.Win(Side.NORTH), p.view.game?.outcome, "the host (South) resigned")
        }
        return Triple(host, guest, opening)
    }

    @Test
    fun aRematchOfferedOnTheCardAndAcceptedSeatsBothInANewGame() {
        val (host, guest, opening) = resigned("rematch")
        val old = assertNotNull(host.view.game)
        val oldCode = assertNotNull(host.online.code)
        val (rules, clock) = host.online.rules to host.online.clockText
        assertEquals(2, host.online.clocks.size, "the room has a clock: $clock")
        assertEquals(Side.SOUTH, host.online.mySide)
        assertEquals(Side.NORTH, guest.online.mySide)
        assertTrue(old.movesPlayed >= 2u, "moves were played before the resignation")

        // Both cards offer a rematch first (the opponent is here, the socket stays open).
        for (p in listOf(host, guest)) {
            until("${p.name}'s Rematch", host, guest) { p.dialogAction("rematch") != null }
            assertEquals("rematch", p.view.game?.dialog?.actions?.first()?.id, "Rematch is the card's first action")
            assertNull(p.dialogAction("accept-rematch"))
        }
        host.send(assertNotNull(host.dialogAction("rematch")).event)
        until("the offer on the guest's card", host, guest) { guest.dialogAction("accept-rematch") != null }
        assertEquals(DialogKind.GAME_OVER, guest.view.game?.dialog?.kind, "the offer is on the result card")
        assertNotNull(guest.dialogAction("decline-rematch"))
        assertNull(guest.dialogAction("rematch"), "an offer to answer, not one to make")
        assertTrue(guest.cardLines().any { "Valli" in it }, "the guest's card says who offers: ${guest.cardLines()}")
        // The offerer waits: its card offers nothing twice and says so.
        assertNull(host.dialogAction("rematch"), "an offer made is not made twice")
        assertNull(host.dialogAction("accept-rematch"))
        assertTrue(host.cardLines().any { "Kumar" in it }, "the host's card says whom it waits for: ${host.cardLines()}")

        guest.send(assertNotNull(guest.dialogAction("accept-rematch")).event)
        until("both seated in the new game", host, guest) {
            listOf(host, guest).all {
                it.state == ConnState.Playing && it.view.game?.gameId.let { id -> id != null && id != old.gameId }
            }
        }
        // A new game (a new room: code and link), the same rules and clock, the sides swapped
        // (the server's rule: who sat South sits North), the host still the host.
        for (p in listOf(host, guest)) {
            val game = assertNotNull(p.view.game)
            assertNull(game.dialog, "${p.name}: the card is gone")
            assertNull(game.outcome, p.name)
            assertEquals(0u, game.movesPlayed, p.name)
            assertTrue(game.history.isEmpty(), p.name)
            assertEquals("kalah", game.rules)
            assertEquals(rules, p.online.rules, p.name)
            assertEquals(clock, p.online.clockText, p.name)
            assertNotEquals(oldCode, p.online.code, "${p.name}: the rematch is a new room")
            assertTrue(game.bowls.all { it.count.toInt() == 0 }, "${p.name}: empty stores ${game.bowls.map { it.count }}")
            assertEquals(opening, game.holes.map { it.count }, "${p.name}: the opening board again")
            assertTrue(game.holes.none { it.closed }, p.name)
        }
        assertEquals(host.online.code, guest.online.code, "both in the same new room")
        assertEquals(host.view.game?.gameId, guest.view.game?.gameId)
        assertEquals(Side.NORTH, host.online.mySide, "the host moved to North")
        assertEquals(Side.SOUTH, guest.online.mySide, "the guest moved to South")
        assertEquals("Kumar", host.online.seats.single { it.side == Side.SOUTH }.name)
        assertEquals("Valli", host.online.seats.single { it.side == Side.NORTH }.name)
        assertEquals(2, host.online.clocks.size, "both sides' clocks")

        // The new game is played: its first move reaches the other board.
        playUntil("the first move of the rematch", host, guest) { host.moves >= 1 && guest.moves >= 1 }
        assertEquals(host.history, guest.history)
    }

    @Test
    fun aDeclinedRematchLeavesTheFinishedGameWithoutOne() {
        val (host, guest, _) = resigned("rematch-declined")
        val gameId = host.view.game?.gameId
        // This time the guest (the winner) offers, and the host declines.
        until("the guest's Rematch", host, guest) { guest.dialogAction("rematch") != null }
        val before = guest.cardLines()
        guest.send(assertNotNull(guest.dialogAction("rematch")).event)
        val waiting = guest.cardLines()
        assertEquals(before.size + 1, waiting.size, "a line while the offer waits: $waiting")
        assertTrue("Valli" in waiting.last(), "it names whom it waits for: ${waiting.last()}")
        until("the offer on the host's card", host, guest) { host.dialogAction("decline-rematch") != null }
        host.send(assertNotNull(host.dialogAction("decline-rematch")).event)
        // (The card may gain its rating line meanwhile: the waiting line itself must go.)
        until("the answer on the guest's card", host, guest) { waiting.last() !in guest.cardLines() }
        // Both cards say the same: no rematch; none can be offered or answered any more.
        val declined = guest.cardLines().last()
        assertTrue("Valli" !in declined && "Kumar" !in declined, "the waiting line gave way: $declined")
        assertEquals(declined, host.cardLines().last())
        for (p in listOf(host, guest)) {
            assertEquals(DialogKind.GAME_OVER, p.view.game?.dialog?.kind, p.name)
            for (id in listOf("rematch", "accept-rematch", "decline-rematch")) {
                assertNull(p.dialogAction(id), "${p.name}: no $id after a decline")
            }
            assertNotNull(p.dialogAction("home"), "${p.name}: Home stays")
            assertEquals(gameId, p.view.game?.gameId, "${p.name}: still the finished game")
            assertEquals(ConnState.Finished, p.state, p.name)
        }
    }
}
