package app.pallanguzhi.desktop

import app.pallanguzhi.app.Header
import app.pallanguzhi.app.Page
import app.pallanguzhi.app.PallanguzhiTheme
import app.pallanguzhi.app.PlayerActions
import app.pallanguzhi.app.tr
import app.pallanguzhi.core.app.InvitationPhase
import app.pallanguzhi.core.app.ScreenView
import java.io.File
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import app.pallanguzhi.shared.online
import app.pallanguzhi.shared.watch

/**
 * Online play's screens from a real game between two cores through the real server on
 * loopback (OnlineGames), into target/screenshots/ as online-*.png: every scene at phone
 * portrait in light and dark in en/fr/ta, and in landscape and on the tablet in two of the
 * six theme x language pairs each (19 scenes x 10 = 190 pictures; three of them watch the game,
 * three are the invitation a friend's share link opens: open, a name typed, the room full;
 * four the Account screen: the devices, a link code for another device with its QR code, the
 * recovery code, and a device with no account signing in with a code).
 */
class OnlineScreenshotTest {
    private val out = File(System.getProperty("pallanguzhi.screenshots") ?: "target/screenshots")

    private fun shots(language: String): List<Pair<Window, Boolean>> {
        val (portrait, landscape, tablet) = Shots.WINDOWS
        val extra = when (language) {
            "en" -> listOf(landscape to false, tablet to true)
            "fr" -> listOf(tablet to false)
            else -> listOf(landscape to true)
        }
        return listOf(portrait to false, portrait to true) + extra
    }

    /**
     * Issue 26, at phone portrait, light and dark: the board's move clocks as the real game
     * gives them (2 min a move), the same board with the side to move in its last seconds
     * (the warning: clocks as the core would give them 7 s before the deadline), and what the
     * board's "Report or block" dialog lists: the opponent with a report per reason and Block.
     */
    private fun clockAndReportShots(language: String, t: DesktopTexts, scenes: List<Scene>): Int {
        val board = scenes.first { it.name == "online-board" }
        val clocks = board.view.online.clocks
        assertEquals(2, clocks.size, "$language: a clocked game shows both clocks: $clocks")
        assertTrue(clocks.any { it.running } && clocks.none { it.warning }, "$language: $clocks")
        val room = (board.view.screenView as ScreenView.Room).v1
        val warning = board.view.copy(
            screenView = ScreenView.Room(
                room.copy(
                    online = room.online.copy(
                        clocks = clocks.map { if (it.running) it.copy(text = "0:07", warning = true) else it },
                    ),
                ),
            ),
        )
        val players = (board.view.screenView as ScreenView.Room).v1.moderation
        assertEquals(1, players.size, "$language: the opponent to report or block: $players")
        assertTrue(players[0].report.size == 4, "$language: ${players[0]}")
        val portrait = Shots.WINDOWS.first()
        var count = 0
        for (dark in listOf(false, true)) {
            val suffix = "${portrait.name}-${if (dark) "dark" else "light"}-$language.png"
            Shots.png(Shots.image(portrait) { Shots.App(board, t, dark) }, File(out, "online-clock-$suffix"))
            Shots.png(Shots.image(portrait) { Shots.App(Scene("online-clock-warning", warning), t, dark) }, File(out, "online-clock-warning-$suffix"))
            Shots.png(
                Shots.image(portrait) {
                    PallanguzhiTheme(dark, t) {
                        Page {
                            Header(tr("report_or_block")) {}
                            players.forEach { PlayerActions(it) {} }
                        }
                    }
                },
                File(out, "online-report-$suffix"),
            )
            count += 3
        }
        return count
    }

    @Test
    fun `every online screen from a real game on the real server`() {
        out.mkdirs()
        var count = 0
        val t0 = System.nanoTime()
        for (language in DesktopTexts.LANGUAGES) {
            val t = texts(language)
            val scenes = OnlineGames.scenes(language)
            val board = scenes.first { it.name == "online-away" }.view
            assertTrue(board.online.seats.any { !it.present }, "$language: nobody away: ${board.online.seats}")
            assertTrue(scenes.first { it.name == "online-result" }.view.online.ratingChange!! > 0, "$language: the winner gained nothing")
            // Watching: the board read only, a frame with seeds in flight, the result.
            val watched = scenes.first { it.name == "online-watch" }.view
            assertEquals(app.pallanguzhi.core.app.Screen.WATCH, watched.screen)
            assertTrue(watched.watch!!.board!!.holes.none { it.legal }, "$language: a watcher has a legal hole")
            assertTrue(scenes.first { it.name == "online-watch-mid-move" }.view.watch!!.board!!.animating)
            // The result said once: by its card; the turn line says only that the game is over.
            val over = scenes.first { it.name == "online-watch-result" }.view.watch!!
            val card = over.board!!.dialog!!
            assertTrue(over.result == null && over.status != card.title && over.board!!.status != card.title, "$language: ${over.status}")
            // The invitation: the core's words, its action shut until a name is typed.
            val invited = scenes.first { it.name == "online-invitation" }.view.screenView as ScreenView.Invitation
            assertEquals(InvitationPhase.OPEN, invited.v1.phase)
            assertTrue(invited.v1.details!!.host == "Anbu" && invited.v1.name != null && !invited.v1.actionEnabled, "$language: ${invited.v1}")
            val named = scenes.first { it.name == "online-invitation-named" }.view.screenView as ScreenView.Invitation
            assertTrue(named.v1.actionEnabled, "$language: a name typed opens the action")
            val full = scenes.first { it.name == "online-invitation-full" }.view.screenView as ScreenView.Invitation
            assertEquals(InvitationPhase.CLOSED, full.v1.phase)
            // The Account screen: this device first, then a link code in two groups of five.
            val account = scenes.first { it.name == "online-account" }.view.screenView as ScreenView.Account
            assertTrue(account.v1.devices.first().current && account.v1.signIn == null, "$language: ${account.v1}")
            val linked = scenes.first { it.name == "online-account-link-code" }.view.screenView as ScreenView.Account
            assertTrue(Regex("[A-Z0-9]{5}-[A-Z0-9]{5}").matches(linked.v1.linkCode!!.code), "$language: ${linked.v1.linkCode}")
            // ... and its link as a QR code, which the phones' core encodes too (issue 37).
            val qr = linked.v1.linkCode!!.qr!!
            assertTrue(qr.size >= 21u && qr.rows.size == qr.size.toInt() && qr.rows.all { it.length == qr.size.toInt() }, "$language: $qr")
            val recovery = scenes.first { it.name == "online-account-recovery" }.view.screenView as ScreenView.Account
            assertTrue(Regex("([A-Z0-9]{5}-){3}[A-Z0-9]{5}").matches(recovery.v1.recoveryCode!!.code), "$language: ${recovery.v1.recoveryCode}")
            val signIn = scenes.first { it.name == "online-account-sign-in" }.view.screenView as ScreenView.Account
            assertTrue(signIn.v1.name == null && signIn.v1.signIn != null, "$language: ${signIn.v1}")
            for (scene in scenes) for ((window, dark) in shots(language)) {
                val image = Shots.image(window) { Shots.App(scene, t, dark) }
                Shots.png(image, File(out, "${scene.name}-${window.name}-${if (dark) "dark" else "light"}-$language.png"))
                count++
            }
            count += clockAndReportShots(language, t, scenes)
            assertEquals(emptySet(), t.missing, "$language: labels asked for but not in the core")
        }
        assertEquals(19 * (6 + 4) + 3 * 3 * 2, count)
        println("online screenshots: $count PNG files in $out; ${(System.nanoTime() - t0) / 1_000_000} ms with the games")
    }
}
