package app.pallanguzhi.desktop

import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.Opponent
import app.pallanguzhi.core.app.Screen
import app.pallanguzhi.core.app.ViewModel
import app.pallanguzhi.shared.game
import app.pallanguzhi.shared.stats
import app.pallanguzhi.shared.review

/** The recent finished games on the statistics screen, and a review opened from that list. */
object RecentScenes {
    /**
     * Three finished games (Kalah against Easy played out, Pallanguzhi against Easy resigned,
     * a pass-and-play Kalah resigned), the statistics page with their list, and the oldest
     * one's review opened from the list and graded (small node budget).
     */
    fun scenes(language: String): List<Scene> = Rig(language).use { rig ->
        rig.reviewNodes(20_000u)
        rig.newGame("kalah")
        rig.playUntil { it.game?.outcome != null }
        rig.newGame("pallanguzhi")
        var moves = 0
        rig.playUntil { moves++ >= 12 }
        rig.send(Event.Resign)
        rig.send(Event.NewGame("kalah", Opponent.PassAndPlay(listOf("Valli"), listOf("Kumar"))))
        moves = 0
        rig.playUntil { moves++ >= 5 }
        rig.send(Event.Resign)
        rig.send(Event.AcknowledgeDialog)
        rig.send(Event.BackHome)
        rig.send(Event.Open(Screen.STATS))
        val stats = rig.view
        check(stats.stats!!.recent.games.size == 3) { "kept: ${stats.stats!!.recent.games}" }
        rig.send(Event.ReviewGame(stats.stats!!.recent.games.last().id))
        rig.settle()
        val review = rig.view
        check(review.review!!.complete) { "review not complete: ${review.review!!.status}" }
        listOf(
            Scene("stats-recent", stats),
            Scene("review-from-recent", review),
        )
    }
}
