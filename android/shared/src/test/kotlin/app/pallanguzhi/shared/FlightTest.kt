package app.pallanguzhi.shared

import app.pallanguzhi.core.GameSession
import app.pallanguzhi.core.SowEvent
import kotlin.random.Random
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

class FlightTest {
    /** The hand moves hole to hole along the core's drops; pasus and captures fly to the taker's bowl. */
    @Test
    fun flightsFollowTheTimeline() {
        val rng = Random(3)
        var toBowl = 0
        for (preset in listOf("pallanguzhi", "kalah")) {
            val s = GameSession(preset, passAndPlay)
            repeat(60) {
                if (s.snapshot().outcome != null) return@repeat
                val before = s.snapshot()
                val legal = s.legalMoves().toCounts()
                val turn = s.play(legal[rng.nextInt(legal.size)].toUByte())
                var hand: Int? = null
                for (step in SowTimeline(before, turn, Speed.Normal).steps) {
                    val flights = Flight.of(step, hand)
                    when (val k = step.kind) {
                        is StepKind.SeedDrop -> {
                            val f = flights.single()
                            assertEquals(Spot.Hole(k.hole), f.to)
                            assertEquals(Spot.Hole(hand ?: k.hole), f.from, "the hand starts where it was")
                            assertTrue(f.hand)
                        }
                        is StepKind.HandLift -> assertEquals(Spot.Hole(k.hole), flights.single().to)
                        is StepKind.ToBowl -> {
                            toBowl++
                            assertEquals(k.holes.map { Spot.Hole(it) }, flights.map { it.from })
                            assertTrue(flights.all { it.to == Spot.Bowl(k.taker) && !it.hand })
                        }
                        is StepKind.SeedToStore -> assertEquals(Spot.Bowl(k.side), flights.single().to)
                        else -> assertEquals(emptyList(), flights)
                    }
                    assertTrue(flights.all { it.durationMs == step.durationMs })
                    hand = step.frame.handAt
                }
            }
        }
        assertTrue(toBowl > 0, "some pasu or capture flew")
    }
}
