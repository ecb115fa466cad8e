package app.pallanguzhi.shared

import app.pallanguzhi.core.Side
import app.pallanguzhi.core.Snapshot
import app.pallanguzhi.core.SowEvent
import app.pallanguzhi.core.Turn

/** Animation speed; [dropMs] is the time one seed takes to fall at animator scale 1. */
enum class Speed(val dropMs: Long) { Slow(450), Normal(240), Fast(110), Instant(0) }

/** What the board shows at one moment of a turn. */
data class BoardFrame(
    val holes: List<Int>,
    val closed: List<Boolean>,
    val bowls: List<Int>,
    /** Seeds in the hand, and the hole the hand is over (null when no hand is shown). */
    val inHand: Int,
    val handAt: Int?,
) {
    companion object {
        fun of(s: Snapshot) = BoardFrame(
            s.holes.toCounts(), s.closed.toList(), s.bowls.map { it.toInt() }, 0, null,
        )
    }
}

sealed class StepKind {
    data class HandLift(val hole: Int, val seeds: Int) : StepKind()
    data class SeedDrop(val hole: Int) : StepKind()
    data class SeedToStore(val side: Side) : StepKind()
    /** Seeds flying from holes to a bowl (pasu, captures). */
    data class ToBowl(val holes: List<Int>, val seeds: Int, val taker: Side, val pasu: Boolean) : StepKind()
    data class Notice(val event: SowEvent) : StepKind()
    /** End of a round or of the game: the UI shows its summary dialog at this step. */
    data class RoundSummary(val event: SowEvent) : StepKind()
}

data class TimelineStep(val kind: StepKind, val frame: BoardFrame, val durationMs: Long)

/**
 * A turn's [SowEvent]s as timed animation steps, starting from the board [before] the move.
 * Each frame is the previous one with the event's absolute values written in (counts, bowls,
 * refills): no rule is recomputed here, so the last frame is the core's `after` board.
 */
class SowTimeline(before: Snapshot, val turn: Turn, speed: Speed, animatorScale: Float = 1f) {
    val steps: List<TimelineStep>
    /** Index of the step [next] returns. */
    var position: Int = 0
        private set

    init {
        val instant = speed == Speed.Instant || animatorScale <= 0f
        val unit = if (instant) 0L else (speed.dropMs * animatorScale).toLong().coerceAtLeast(1L)
        steps = build(BoardFrame.of(before), turn.events, unit)
    }

    val finished: Boolean get() = position >= steps.size
    val totalMs: Long get() = steps.sumOf { it.durationMs }

    fun next(): TimelineStep? = steps.getOrNull(position)?.also { position++ }

    /** Jumps past every remaining step; returns the board to show (the turn's `after`). */
    fun skipToEnd(): BoardFrame {
        position = steps.size
        return finalFrame
    }

    val finalFrame: BoardFrame get() = steps.lastOrNull()?.frame ?: BoardFrame.of(turn.after)

    private companion object {
        fun build(start: BoardFrame, events: List<SowEvent>, unit: Long): List<TimelineStep> {
            val holes = start.holes.toMutableList()
            var closed = start.closed
            val bowls = start.bowls.toMutableList()
            var hand = 0
            var at: Int? = null
            val out = mutableListOf<TimelineStep>()
            fun emit(kind: StepKind, units: Int) {
                out += TimelineStep(kind, BoardFrame(holes.toList(), closed, bowls.toList(), hand, at), unit * units)
            }
            for (e in events) when (e) {
                is SowEvent.Lift -> {
                    val h = e.hole.toInt(); holes[h] = 0; hand = e.seeds.toInt(); at = h
                    emit(StepKind.HandLift(h, hand), 2)
                }
                is SowEvent.Relay -> {
                    val h = e.hole.toInt(); holes[h] = 0; hand = e.seeds.toInt(); at = h
                    emit(StepKind.HandLift(h, hand), 2)
                }
                is SowEvent.Drop -> {
                    val h = e.hole.toInt(); holes[h] = e.count.toInt(); hand = (hand - 1).coerceAtLeast(0); at = h
                    emit(StepKind.SeedDrop(h), 1)
                }
                is SowEvent.StoreDrop -> {
                    bowls[e.side.index] = e.total.toInt(); hand = (hand - 1).coerceAtLeast(0)
                    emit(StepKind.SeedToStore(e.side), 1)
                }
                is SowEvent.Pasu -> {
                    val h = e.hole.toInt(); holes[h] = 0; bowls[e.taker.index] = e.bowl.toInt()
                    emit(StepKind.ToBowl(listOf(h), e.seeds.toInt(), e.taker, pasu = true), 3)
                }
                is SowEvent.Capture -> {
                    val h = e.hole.toInt(); holes[h] = 0; bowls[e.taker.index] = e.bowl.toInt(); hand = 0; at = null
                    emit(StepKind.ToBowl(listOf(h), e.seeds.toInt(), e.taker, pasu = false), 3)
                }
                is SowEvent.OppositeCapture -> {
                    val h = e.hole.toInt(); val o = e.opposite.toInt()
                    holes[h] = 0; holes[o] = 0; bowls[e.taker.index] = e.store.toInt(); hand = 0; at = null
                    emit(StepKind.ToBowl(listOf(h, o), e.seeds.toInt(), e.taker, pasu = false), 3)
                }
                is SowEvent.ExtraTurn, is SowEvent.EndlessStop -> {
                    hand = 0; at = null
                    emit(StepKind.Notice(e), 2)
                }
                is SowEvent.RoundEnd -> {
                    for (i in holes.indices) holes[i] = 0
                    e.bowls.forEachIndexed { i, b -> bowls[i] = b.toInt() }; hand = 0; at = null
                    emit(StepKind.RoundSummary(e), 4)
                }
                is SowEvent.Refill -> {
                    e.holes.toCounts().forEachIndexed { i, c -> holes[i] = c }
                    closed = e.closed.toList()
                    e.bowls.forEachIndexed { i, b -> bowls[i] = b.toInt() }
                    emit(StepKind.Notice(e), 4)
                }
                is SowEvent.GameEnd -> {
                    e.bowls.forEachIndexed { i, b -> bowls[i] = b.toInt() }; hand = 0; at = null
                    emit(StepKind.RoundSummary(e), 4)
                }
                is SowEvent.TurnEnd -> {
                    hand = 0; at = null
                    emit(StepKind.Notice(e), 0)
                }
            }
            return out
        }
    }
}
