package app.pallanguzhi.shared

import app.pallanguzhi.core.Side

/** A place on the board a seed or the hand can be drawn at. */
sealed class Spot {
    data class Hole(val index: Int) : Spot()
    data class Bowl(val side: Side) : Spot()
}

/**
 * One thing moving during a timeline step: the hand ([hand] true, carrying [seeds]) or seeds
 * flying to a bowl. The Compose side only maps [from]/[to] to screen offsets and animates over
 * [durationMs]; which way things move is read off the core's events here, where it is tested.
 */
data class Flight(val from: Spot, val to: Spot, val seeds: Int, val hand: Boolean, val durationMs: Long) {
    companion object {
        /** The flights of [step]; [handWasAt] is where the hand was before it (null: not shown). */
        fun of(step: TimelineStep, handWasAt: Int?): List<Flight> {
            val ms = step.durationMs
            return when (val k = step.kind) {
                is StepKind.HandLift -> listOf(Flight(Spot.Hole(handWasAt ?: k.hole), Spot.Hole(k.hole), k.seeds, true, ms))
                is StepKind.SeedDrop -> listOf(Flight(Spot.Hole(handWasAt ?: k.hole), Spot.Hole(k.hole), step.frame.inHand, true, ms))
                is StepKind.SeedToStore -> listOf(Flight(handWasAt?.let { Spot.Hole(it) } ?: Spot.Bowl(k.side), Spot.Bowl(k.side), 1, false, ms))
                is StepKind.ToBowl -> k.holes.map { Flight(Spot.Hole(it), Spot.Bowl(k.taker), k.seeds, false, ms) }
                else -> emptyList()
            }
        }
    }
}
