package app.pallanguzhi.shared

import app.pallanguzhi.core.GameSession
import app.pallanguzhi.core.SowEvent
import app.pallanguzhi.core.presets
import kotlin.random.Random
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

class RoundSummaryTest {
    /** Every round-ending turn of random games of every preset: the summary is the core's events. */
    @Test
    fun summaryCopiesTheCoresRoundEndRefillAndGameEnd() {
        val rng = Random(11)
        var refills = 0
        var ends = 0
        for (preset in presets()) repeat(3) {
            val s = GameSession(preset.id, passAndPlay)
            val n = s.snapshot().holesPerSide.toInt()
            val labels = List(2 * n) { s.holeLabel(it.toUByte()) }
            var guard = 0
            while (s.snapshot().outcome == null && guard++ < 2000) {
                val legal = s.legalMoves().toCounts()
                val turn = s.play(legal[rng.nextInt(legal.size)].toUByte())
                val summary = RoundSummary.of(turn, labels)
                val end = turn.events.filterIsInstance<SowEvent.RoundEnd>().lastOrNull()
                val refill = turn.events.filterIsInstance<SowEvent.Refill>().lastOrNull()
                val gameEnd = turn.events.filterIsInstance<SowEvent.GameEnd>().lastOrNull()
                if (end == null && gameEnd == null) { assertNull(summary); continue }
                assertNotNull(summary)
                assertEquals(end?.swept?.map { it.toInt() }, summary.swept)
                if (refill != null) {
                    refills++
                    assertEquals(refill.round.toInt() - 1, summary.round)
                    assertEquals(refill.starter, summary.starter)
                    assertEquals(turn.after.toMove, summary.starter, "the starter moves first")
                    val closedLetters = labels.filterIndexed { i, _ -> refill.closed[i] }
                    assertEquals(closedLetters, summary.closed)
                    val after = turn.after.holes.toCounts()
                    assertEquals(after.take(n).sum(), summary.refill!![0].seeds)
                    assertEquals(after.drop(n).sum(), summary.refill!![1].seeds)
                    assertEquals(turn.after.bowls.map { it.toInt() }, summary.refill!!.map { it.leftInBowl })
                } else {
                    assertNull(summary.refill)
                    assertEquals(emptyList(), summary.closed)
                }
                if (gameEnd != null) {
                    ends++
                    assertEquals(gameEnd.outcome, summary.outcome)
                    assertEquals(turn.after.outcome, summary.outcome)
                    assertEquals(gameEnd.bowls.map { it.toInt() }, summary.bowls)
                }
            }
        }
        assertTrue(refills > 5 && ends > 5, "$refills refills, $ends game ends")
    }
}
