package app.pallanguzhi.shared

import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.InvitationPhase
import app.pallanguzhi.core.app.OnlineAction
import app.pallanguzhi.core.app.Screen
import app.pallanguzhi.core.app.ScreenView
import java.io.File
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue
import org.junit.jupiter.api.Test

/**
 * What MainActivity.joinLink sends for any opened link (`OnlineOpenLink`) reaches the core
 * through the driver: a watch link of either scheme opens the watch screen and tries its socket
 * on the driver's own transport (OkHttp; a dead port here, so the core backs off), a bad watch
 * link is refused in words with nothing changed, and a share link still joins.
 */
class WatchLinkTest {
    private val dead = "http://127.0.0.1:9"

    private fun signedIn(): File = tempDir().also {
        File(it, "online.json").writeText("""{"server": "$dead", "account_id": 1, "name": "Ana", "token": "t", "room": null}""")
    }

    @Test
    fun openedWatchLinksReachTheCoresWatchScreen() = Harness().use { h ->
        h.launch(signedIn())
        for ((link, id) in listOf("pallanguzhi://watch/42" to 42L, "https://play.pallanguzhi.app/watch/7/" to 7L)) {
            val view = h.send(Event.OnlineAction(OnlineAction.OpenLink(link)))
            assertNull(view.notice, link)
            assertEquals(Screen.WATCH, view.screen, link)
            val watch = assertNotNull(view.watch, link)
            assertEquals(id, watch.gameId, link)
            assertTrue(watch.leave.isNotEmpty())
            // The watch screen says why in words once its socket failed (trying again or given up).
            h.await("the watch socket of $link fails") { it.watch?.error != null }
            val home = h.send(Event.BackHome)
            assertEquals(Screen.HOME, home.screen, link)
            assertNull(home.watch, link)
        }
        val refused = h.send(Event.OnlineAction(OnlineAction.OpenLink("https://play.pallanguzhi.app/watch/x")))
        assertNotNull(refused.notice, "a bad watch link is refused in words")
        assertEquals(Screen.HOME, refused.screen)
        h.send(Event.DismissNotice)
        val invited = h.send(Event.OnlineAction(OnlineAction.OpenLink("pallanguzhi://join/QRTW34")))
        assertEquals(Screen.INVITATION, invited.screen, "a share link opens its invitation")
        val invitation = assertNotNull(invited.screenView as? ScreenView.Invitation)
        assertEquals(InvitationPhase.LOADING, invitation.v1.phase, "the room's summary is asked for")
    }
}
