package app.pallanguzhi.shared

import app.pallanguzhi.core.Outcome
import app.pallanguzhi.core.Side
import app.pallanguzhi.core.SowEvent
import app.pallanguzhi.core.Turn

/** What one side got back on a refill: seeds put into its holes and what stayed in its bowl. */
data class Refilled(val seeds: Int, val leftInBowl: Int)

/**
 * The round-end / game-end dialog, read off the core's RoundEnd, Refill and GameEnd events.
 * Per-side lists are indexed South 0, North 1. Copied, never computed: the core decided.
 */
data class RoundSummary(
    /** The round that ended. */
    val round: Int,
    /** Seeds swept into each side's bowl; null when the turn had no RoundEnd (e.g. Kalah's end). */
    val swept: List<Int>?,
    val bowls: List<Int>,
    /** Null when no new round starts (the game ended). */
    val refill: List<Refilled>?,
    /** Letters of the holes closed for the next round, in board order. */
    val closed: List<String>,
    val starter: Side?,
    val outcome: Outcome?,
) {
    companion object {
        /** Null for a turn that ended no round. */
        fun of(turn: Turn, labels: List<String>): RoundSummary? {
            val end = turn.events.filterIsInstance<SowEvent.RoundEnd>().lastOrNull()
            val refill = turn.events.filterIsInstance<SowEvent.Refill>().lastOrNull()
            val gameEnd = turn.events.filterIsInstance<SowEvent.GameEnd>().lastOrNull()
            if (end == null && gameEnd == null) return null
            val n = turn.after.holesPerSide.toInt()
            val bowls = (gameEnd?.bowls ?: refill?.bowls ?: end!!.bowls).map { it.toInt() }
            return RoundSummary(
                round = refill?.let { it.round.toInt() - 1 } ?: turn.after.round.toInt(),
                swept = end?.swept?.map { it.toInt() },
                bowls = bowls,
                refill = refill?.let { r ->
                    val holes = r.holes.toCounts()
                    Side.entries.map { side ->
                        Refilled(holes.subList(side.index * n, side.index * n + n).sum(), r.bowls[side.index].toInt())
                    }
                },
                closed = refill?.closed?.withIndex()?.filter { it.value }?.map { labels[it.index] } ?: emptyList(),
                starter = refill?.starter,
                outcome = gameEnd?.outcome,
            )
        }
    }
}
