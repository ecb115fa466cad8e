package app.pallanguzhi.shared

import app.pallanguzhi.core.GameSession
import app.pallanguzhi.core.SowEvent
import app.pallanguzhi.core.presets
import kotlin.random.Random
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

class SowTimelineTest {
    /** Random whole games of every preset: each turn's last frame is the core's `after`. */
    @Test
    fun timelineEndsAtAfterForEveryTurnOfRandomGames() {
        val rng = Random(7)
        var turns = 0
        for (preset in presets()) repeat(3) {
            val s = GameSession(preset.id, passAndPlay)
            var guard = 0
            while (s.snapshot().outcome == null && guard++ < 400) {
                val before = s.snapshot()
                val legal = s.legalMoves().toCounts()
                val turn = s.play(legal[rng.nextInt(legal.size)].toUByte())
                val t = SowTimeline(before, turn, Speed.Normal)
                val end = t.finalFrame
                val after = BoardFrame.of(turn.after)
                assertEquals(after.holes, end.holes, "${preset.id} holes after ${turn.hole}")
                assertEquals(after.bowls, end.bowls, "${preset.id} bowls")
                assertEquals(after.closed, end.closed, "${preset.id} closed")
                assertEquals(0, end.inHand)
                // One drop step per seed the core dropped; seeds are conserved in every frame.
                assertEquals(turn.events.count { it is SowEvent.Drop },
                    t.steps.count { it.kind is StepKind.SeedDrop })
                val total = before.holes.toCounts().sum() + before.bowls.sumOf { it.toInt() }
                for (step in t.steps) {
                    if (step.kind is StepKind.RoundSummary || step.kind is StepKind.Notice) continue
                    assertEquals(total, step.frame.holes.sum() + step.frame.bowls.sum() + step.frame.inHand,
                        "${preset.id}: seeds conserved at ${step.kind}")
                }
                turns++
            }
        }
        assertTrue(turns > 100, "played $turns turns")
    }

    @Test
    fun speedsAndAnimatorScale() {
        val s = GameSession("pallanguzhi", passAndPlay)
        val before = s.snapshot()
        val turn = s.play(2u)
        val normal = SowTimeline(before, turn, Speed.Normal).totalMs
        assertTrue(normal > 0)
        assertTrue(SowTimeline(before, turn, Speed.Slow).totalMs > normal)
        assertTrue(SowTimeline(before, turn, Speed.Fast).totalMs < normal)
        assertEquals(0, SowTimeline(before, turn, Speed.Instant).totalMs)
        assertEquals(0, SowTimeline(before, turn, Speed.Normal, animatorScale = 0f).totalMs)
        assertEquals(2 * normal, SowTimeline(before, turn, Speed.Normal, animatorScale = 2f).totalMs, "scale doubles")
        val first = SowTimeline(before, turn, Speed.Normal)
        val lift = first.next()!!
        assertTrue(lift.kind is StepKind.HandLift)
        assertEquals(5, lift.frame.inHand)
        assertEquals(0, lift.frame.holes[2])
        assertEquals(BoardFrame.of(turn.after), first.skipToEnd())
        assertTrue(first.finished)
    }
}
