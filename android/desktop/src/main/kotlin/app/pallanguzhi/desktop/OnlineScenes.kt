package app.pallanguzhi.desktop

import app.pallanguzhi.core.app.AccountView
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.InvitationPhase
import app.pallanguzhi.core.app.InvitationView
import app.pallanguzhi.core.app.RoomPhase
import app.pallanguzhi.core.app.RoomView
import app.pallanguzhi.core.app.ScreenView
import app.pallanguzhi.core.app.DialogKind
import app.pallanguzhi.core.app.OnlineAction
import app.pallanguzhi.core.app.Screen
import app.pallanguzhi.core.app.Speed
import app.pallanguzhi.core.app.ViewModel
import app.pallanguzhi.core.protocol.SideChoice
import app.pallanguzhi.core.rules.Side
import java.io.File
import java.nio.file.Files
import app.pallanguzhi.shared.game
import app.pallanguzhi.shared.online
import app.pallanguzhi.shared.stats
import app.pallanguzhi.shared.watch

/**
 * The real pallanguzhi-server on loopback (any free port), with a fresh SQLite database and
 * short away/ping times so "opponent away" and the claim come within a second or two. The
 * binary is run.sh's `cargo build -p pallanguzhi-server`, passed as -Dpallanguzhi.server.
 */
class TestServer : AutoCloseable {
    private val process: Process
    val url: String

    init {
        val bin = System.getProperty("pallanguzhi.server") ?: error("-Dpallanguzhi.server (the server binary) is not set")
        check(File(bin).canExecute()) { "no server binary at $bin" }
        val dir = Files.createTempDirectory("pallanguzhi-server").toFile()
        process = ProcessBuilder(
            bin, "--listen", "127.0.0.1:0", "--database", "sqlite:${File(dir, "games.db")}",
            "--away-timeout-ms", "1000", "--ping-ms", "500",
            // The scenes' game is a few moves long and quick, between new accounts: rated all
            // the same, to show the change.
            "--min-rated-moves", "1", "--min-rated-game-s", "0", "--min-opponent-age-days", "0",
        ).redirectError(File(dir, "server.log")).start()
        // Its stdout carries one line, "listening on ADDR", once it accepts connections.
        val line = process.inputStream.bufferedReader().readLine() ?: error("the server stopped: ${File(dir, "server.log").readText()}")
        url = "http://" + line.removePrefix("listening on ").trim()
    }

    override fun close() {
        process.destroy()
        process.waitFor()
    }
}

/** A player of the core against [server]: the server address set, signed up as [name]. */
fun onlineRig(language: String, server: TestServer, name: String): Rig = Rig(language).apply {
    send(Event.OnlineAction(OnlineAction.SetServer(server.url)))
    send(Event.OnlineAction(OnlineAction.SignUp(name)))
    await("account $name") { it.online.account == name }
}

object OnlineGames {
    /**
     * One real online game between two cores through the server, stopped at every screen of
     * online play: the lobby before and after signing up, waiting with the code, the board,
     * my own draw offer waiting for the answer, the opponent away (the claim offered), the result with the rating change, the
     * leaderboard, and the statistics page (offline records beside the online ones).
     */
    fun scenes(language: String): List<Scene> = TestServer().use { server ->
        Rig(language).use { fresh ->
            fresh.send(Event.OnlineAction(OnlineAction.SetServer(server.url)))
            val signUp = fresh.page(Screen.ONLINE)
            onlineRig(language, server, "Anbu").use { host ->
                onlineRig(language, server, "Bala").use { guest ->
                    watchRig(language, server).use { watcher -> play(host, guest, watcher, signUp, fresh) }
                }
            }
        }
    }

    /**
     * Whoever is to move plays their fullest hole, and both boards get the server's echo, until
     * [moves] are played and North (the guest) is to move.
     */
    private fun playUntilNorthAfter(host: Rig, guest: Rig, moves: UInt) {
        while (true) {
            val game = host.game
            if (game.movesPlayed >= moves && game.toMove == Side.NORTH) return
            val mover = if (game.toMove == Side.SOUTH) host else guest
            mover.send(Event.TapHole(mover.game.holes.filter { it.legal }.maxBy { it.count }.index))
            val n = game.movesPlayed
            host.await("move ${n + 1u}", guest) { it.game!!.movesPlayed > n && !it.online.sending }
            guest.await("move ${n + 1u}", host) { it.game!!.movesPlayed > n && !it.online.sending }
        }
    }

    /** A third player, Chitra, who watches the game (normal speed: its moves animate). */
    private fun watchRig(language: String, server: TestServer): Rig = Rig(language, Speed.NORMAL).apply {
        send(Event.OnlineAction(OnlineAction.SetServer(server.url)))
        send(Event.OnlineAction(OnlineAction.SignUp("Chitra")))
        await("account Chitra") { it.online.account == "Chitra" }
    }

    /** The online room the view shows, if it shows one. */
    private fun room(view: ViewModel): RoomView? = (view.screenView as? ScreenView.Room)?.v1

    /** The Account screen the view shows, if it shows it. */
    private fun account(view: ViewModel): AccountView? = (view.screenView as? ScreenView.Account)?.v1

    /** The invitation the view shows, if it shows one. */
    private fun invitation(view: ViewModel): InvitationView? = (view.screenView as? ScreenView.Invitation)?.v1

    private fun play(host: Rig, guest: Rig, watcher: Rig, signUp: ViewModel, fresh: Rig): List<Scene> {
        val lobby = host.page(Screen.ONLINE)
        host.send(Event.OnlineAction(OnlineAction.CreateRoom("pallanguzhi", SideChoice.SOUTH)))
        val waiting = host.await("the room") { room(it)?.phase == RoomPhase.WAITING }
        // A friend with no account opens the share link: the invitation, then a name typed.
        val link = waiting.online.link!!
        fresh.send(Event.OnlineAction(OnlineAction.OpenLink(link)))
        val invited = fresh.await("the invitation") { invitation(it)?.phase == InvitationPhase.OPEN }
        check(!invitation(invited)!!.actionEnabled) { "no name yet: the action is shut" }
        fresh.send(Event.OnlineAction(OnlineAction.InvitationName("Chitra")))
        val named = fresh.view
        guest.send(Event.OnlineAction(OnlineAction.Join(room(waiting)!!.code)))
        host.await("the guest", guest) { room(it)?.phase == RoomPhase.SEATED }
        // The same link once the guest sat down: the room is full, said in words, with Home.
        fresh.send(Event.BackHome)
        fresh.send(Event.OnlineAction(OnlineAction.OpenLink(link)))
        val full = fresh.await("the full room") { invitation(it)?.phase == InvitationPhase.CLOSED }
        guest.await("the game", host) { it.game != null }
        // Chitra opens the room's watch link: the watch screen, the board as the server has it.
        watcher.send(Event.OnlineAction(OnlineAction.Watch(waiting.online.watchLink!!)))
        watcher.await("the watched board", host, guest) { it.watch?.board != null }
        // Three moves (the server rates games of two or more), North to move next.
        playUntilNorthAfter(host, guest, 3u)
        val board = host.view
        // The watcher's board animates the moves as they come: one frame with seeds in flight,
        // then the board after the third move.
        val watchMidMove = watcher.await("a watched move in flight") { it.watch?.board?.flights?.isNotEmpty() == true }
        val watching = watcher.await("the watched moves", host) {
            val b = it.watch?.board
            b != null && b.movesPlayed == 3u && !b.animating && it.watch?.watchers == 1u
        }
        // My own draw offer, waiting for the answer (a line on my board), then declined.
        host.send(Event.OfferDraw)
        val offer = host.await("my offer", guest) { it.online.myDrawOffer != null }
        guest.await("the offer", host) { it.game?.dialog?.kind == DialogKind.DRAW_OFFER }
        guest.send(Event.DeclineDraw)
        host.await("the offer declined", guest) { it.online.drawOffer == null }
        // The guest's app goes to the background on its turn: away, then the claim.
        guest.send(Event.Suspend)
        val away = host.await("the claim") { it.online.canClaim }
        host.send(Event.OnlineAction(OnlineAction.ClaimWin))
        val result = host.await("the result") { it.online.ratingText != null && it.game?.dialog?.kind == DialogKind.GAME_OVER }
        // The watched result: its card (the result said once: not in the lines beside it).
        val watchResult = watcher.await("the watched result") { it.watch?.board?.dialog?.kind == DialogKind.GAME_OVER }
        host.send(Event.AcknowledgeDialog)
        // The leaderboard opened from the finished game (the core asks for the room's rule set);
        // its back button names the game, and back is the game again.
        host.send(Event.Open(Screen.LEADERBOARD))
        val ranks = host.await("the leaderboard") { it.online.leaderboard?.rules == "pallanguzhi" }
        check(ranks.backLabel == DesktopTexts(ranks.language).get("back_to_game")) { "the back button: ${ranks.backLabel}" }
        host.send(Event.Back)
        check(host.view.screen == Screen.GAME) { "back from the leaderboard: ${host.view.screen}" }
        host.send(Event.OnlineAction(OnlineAction.Leave))
        host.newGame("kalah") // an offline game too, for the statistics page
        host.playUntil { it.game?.outcome != null }
        host.send(Event.BackHome)
        // Opening the statistics page, the core asks for the online ones.
        host.send(Event.Open(Screen.STATS))
        val stats = host.await("my online statistics") { !it.stats?.online?.perRules.isNullOrEmpty() }
        // The account on every device: this device listed, then a link code for another one.
        host.send(Event.Open(Screen.ACCOUNT))
        val account = host.await("the devices") { account(it)?.devices?.isNotEmpty() == true }
        host.send(Event.OnlineAction(OnlineAction.AskLinkCode))
        val linkCode = host.await("a link code") { account(it)?.linkCode != null }
        host.send(Event.OnlineAction(OnlineAction.AskRecoveryCode))
        val recovery = host.await("the recovery code") { account(it)?.recoveryCode != null }
        // A device with no account: the Account screen is the code field that signs it in.
        fresh.send(Event.BackHome)
        fresh.send(Event.Open(Screen.ACCOUNT))
        val signIn = fresh.await("the sign-in field") { account(it)?.signIn != null }
        return listOf(
            Scene("online-signup", signUp),
            Scene("online-invitation", invited),
            Scene("online-invitation-named", named),
            Scene("online-invitation-full", full),
            Scene("online-lobby", lobby),
            Scene("online-waiting", waiting),
            Scene("online-board", board),
            Scene("online-my-offer", offer),
            Scene("online-away", away),
            Scene("online-result", result),
            Scene("online-leaderboard", ranks),
            Scene("online-stats", stats),
            Scene("online-watch", watching),
            Scene("online-watch-mid-move", watchMidMove),
            Scene("online-watch-result", watchResult),
            Scene("online-account", account),
            Scene("online-account-link-code", linkCode),
            Scene("online-account-recovery", recovery),
            Scene("online-account-sign-in", signIn),
        )
    }
}
