package app.pallanguzhi.online.tests

import app.pallanguzhi.shared.game
import app.pallanguzhi.shared.online
import app.pallanguzhi.core.*
import app.pallanguzhi.core.app.*
import app.pallanguzhi.core.protocol.*
import app.pallanguzhi.core.rules.*
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import org.junit.jupiter.api.Test

/**
 * Online play through the generated Kotlin bindings against the real server: what the
 * Android app relies on when the phone locks, the server restarts or the app is killed.
 */
class OnlineTest {
    @Test
    fun aSuspendedPhoneGetsTheMovesItMissedAnimatedOnResume() {
        val (host, guest) = table(Env.scratch("suspend"), Env.url)
        playUntilTurn(guest, host, 2)
        host.send(Event.Suspend)
        assertEquals(ConnState.Suspended, host.state)
        val before = host.moves
        until("the host seen away", host, guest) { guest.state == ConnState.OpponentAway }
        // The guest plays on while the host is in the background.
        guest.send(Event.TapHole(guest.firstLegal()))
        until("the guest's move confirmed", guest) { guest.moves > before }
        host.tick()
        assertEquals(before, host.moves, "a suspended phone hears nothing")
        // From here the host animates (reduce motion off), as a phone does by default.
        host.send(Event.SystemChanged("en", false))
        host.sawAnimation = false
        host.send(Event.Resume)
        until("the host caught up", host, guest) { host.moves == guest.moves && host.state != ConnState.Connecting }
        assertTrue(host.sawAnimation, "the missed moves were animated")
        until("the animation done", host) { host.view.game?.animating == false }
        host.send(Event.SystemChanged("en", true)) // the rest of the game without waiting for frames
        assertEquals(guest.history, host.history)
        assertTrue(host.state == ConnState.Playing || host.state == ConnState.Finished, "${host.state}")
        playUntil("the end", host, guest) { finished(host) && finished(guest) }
        assertEquals(guest.history, host.history)
        assertEquals(guest.view.game?.outcome, host.view.game?.outcome)
    }

    @Test
    fun aServerRestartMidGameLosesNoMoveAndTheGameFinishes() {
        val dir = Env.scratch("restart")
        OwnServer(java.io.File(dir, "server.db")).start().use { server ->
            val (host, guest) = table(dir, server.url)
            playUntilTurn(host, guest, 3)
            val acknowledged = host.history
            server.kill()
            until("the drop noticed", host, guest) {
                listOf(host, guest).all { it.state is ConnState.Reconnecting }
            }
            // A move made while reconnecting waits under its number and is resent.
            val hole = host.firstLegal()
            host.send(Event.TapHole(hole))
            assertTrue(host.online.sending)
            server.restart()
            until("the resent move on both phones", host, guest) {
                listOf(host, guest).all { it.moves == acknowledged.size + 1 && it.state == ConnState.Playing }
            }
            assertFalse(host.online.sending)
            assertEquals(acknowledged, guest.history.take(acknowledged.size))
            assertEquals(hole, host.view.game?.lastMove)
            playUntil("the end", host, guest) { finished(host) && finished(guest) }
            assertEquals(host.history, guest.history)
        }
    }

    @Test
    fun aKilledAppRelaunchedOnItsDirectoryReturnsToTheSameGame() {
        val (host, guest) = table(Env.scratch("relaunch"), Env.url)
        playUntilTurn(host, guest, 4)
        val code = host.online.code
        val history = host.history
        host.relaunch()
        // The stored credential, not a new account: no sign-up, no "session expired".
        assertEquals(code, host.online.code)
        assertEquals("Valli", host.online.account)
        until("back in the game", host, guest) {
            host.moves == history.size && (host.state == ConnState.Playing)
        }
        assertEquals(history, host.history)
        assertEquals(Side.SOUTH, host.online.mySide)
        playUntil("the end", host, guest) { finished(host) && finished(guest) }
        assertEquals(host.history, guest.history)
        assertNotNull(host.view.game?.outcome)
    }

    @Test
    fun unknownCodesAndADeadServerGiveClearStates() {
        val phone = Phone("lone", Env.scratch("errors"), Env.url)
        phone.signUp("Lone")
        phone.send(Event.OnlineAction(OnlineAction.Join("QRTW34")))
        until("the refusal", phone) { phone.online.error != null }
        assertEquals("No board has this code.", phone.online.error)
        assertEquals(Screen.HOME, phone.view.screen)
        // A server that is gone: refused connection, a clear error, nothing changed.
        val dir = Env.scratch("dead")
        val dead = OwnServer(java.io.File(dir, "server.db")).start()
        dead.kill()
        val lost = Phone("lost", java.io.File(dir, "phone"), dead.url)
        lost.send(Event.OnlineAction(OnlineAction.SignUp("Lost")))
        until("the error", lost) { lost.online.error != null }
        assertEquals(ConnState.Idle, lost.state)
        assertEquals("", lost.online.account)
    }
}
