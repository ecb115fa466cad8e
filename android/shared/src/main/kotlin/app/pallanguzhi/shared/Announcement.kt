package app.pallanguzhi.shared

import app.pallanguzhi.core.Outcome
import app.pallanguzhi.core.Players
import app.pallanguzhi.core.SowEvent
import app.pallanguzhi.core.Turn

/** The TalkBack announcement of one played turn, from the core's summary and events. */
object Announcement {
    fun of(turn: Turn, players: Players, labels: List<String>, strings: Strings): String {
        val who = BoardViewState.seatLabel(players, turn.mover, turn.seat.toInt(), strings)
        val parts = mutableListOf(strings.sowed(who, labels[turn.hole.toInt()].uppercase()))
        val facts = turn.summary
        if (facts.pasus.toInt() > 0) parts += strings.pasu(facts.pasus.toInt())
        val gained = facts.gains[turn.mover.index].toInt()
        if (facts.captured && gained > 0) parts += strings.captured(who, gained)
        if (facts.endless) parts += strings.endless()
        val refill = turn.events.filterIsInstance<SowEvent.Refill>().firstOrNull()
        val roundEnded = refill?.let { it.round.toInt() - 1 } ?: turn.after.round.toInt()
        for (e in turn.events) when (e) {
            is SowEvent.ExtraTurn -> parts += strings.extraTurn(who)
            is SowEvent.RoundEnd ->
                parts += strings.roundEnd(roundEnded, e.bowls[0].toInt(), e.bowls[1].toInt())
            is SowEvent.Refill -> parts += strings.newRound(e.round.toInt(), strings.side(e.starter))
            is SowEvent.GameEnd -> parts += when (val o = e.outcome) {
                is Outcome.Win -> strings.won(strings.side(o.side))
                Outcome.Draw -> strings.draw()
            }
            else -> {}
        }
        val next = turn.after.toMove
        if (next != null) {
            parts += strings.toMove(BoardViewState.seatLabel(players, next, turn.after.seat.toInt(), strings))
        }
        return parts.joinToString(" ")
    }
}
