package app.pallanguzhi.shared

import app.pallanguzhi.core.Outcome
import app.pallanguzhi.core.Players
import app.pallanguzhi.core.Seat
import app.pallanguzhi.core.Side
import app.pallanguzhi.core.Snapshot

data class HoleCell(
    val index: Int,
    val letter: String,
    val owner: Side,
    val seeds: Int,
    val closed: Boolean,
    val legal: Boolean,
    val description: String,
    /** [description] without the legality: letter, seeds, owner, open or closed (TalkBack's label). */
    val label: String = description,
    /** Why a tap can't play it now (null when [legal]), and that reason worded for the player. */
    val blocked: Blocked? = null,
    val blockedText: String? = null,
)

/** Why a hole is not a legal move, read from the core's snapshot (the core decides legality). */
enum class Blocked {
    GameOver, ComputerTurn, OtherSide, Closed, Empty,
    /** Legal-move list says no for a reason none of the above names. */
    NotAllowed;

    companion object {
        fun of(legal: Boolean, over: Boolean, computerToMove: Boolean, mine: Boolean, closed: Boolean, seeds: Int): Blocked? = when {
            legal -> null
            over -> GameOver
            computerToMove -> ComputerTurn
            !mine -> OtherSide
            closed -> Closed
            seeds == 0 -> Empty
            else -> NotAllowed
        }
    }
}

data class BowlCell(val owner: Side, val seeds: Int, val description: String)

/** Everything the board screen draws; built only from the core's values, never from rules. */
data class BoardViewState(
    val holesPerSide: Int,
    val holes: List<HoleCell>,
    val bowls: List<BowlCell>,
    /** null once the game is over. */
    val toMove: Side?,
    val seat: Int,
    /** Who plays now: a seat's name, a computer level, or the side. */
    val seatLabel: String?,
    val computerToMove: Boolean,
    val round: Int,
    val movesSinceCapture: Int,
    val outcome: Outcome?,
    /** The side at the bottom of the screen. */
    val mySide: Side?,
) {
    /** Top row left to right (far side, seen across the board), then bottom row. */
    fun row(side: Side): List<HoleCell> {
        val n = holesPerSide
        val own = holes.subList(side.index * n, side.index * n + n)
        return if (side == (mySide ?: Side.SOUTH)) own else own.reversed()
    }

    companion object {
        fun build(
            snapshot: Snapshot,
            players: Players,
            mySide: Side?,
            labels: List<String>,
            strings: Strings,
        ): BoardViewState {
            val n = snapshot.holesPerSide.toInt()
            val counts = snapshot.holes.toCounts()
            val legal = snapshot.legal.toCounts().toSet()
            val toMove = snapshot.toMove
            val seat = snapshot.seat.toInt()
            val seatObj = toMove?.let { players.seats(it).getOrNull(seat) }
            val mover = toMove?.let { seatLabel(players, it, seat, strings) } ?: ""
            val holes = counts.indices.map { i ->
                val owner = ownerOf(i, n)
                val closed = snapshot.closed[i]
                val isLegal = i in legal
                val blocked = Blocked.of(isLegal, toMove == null, seatObj is Seat.Computer, owner == toMove, closed, counts[i])
                HoleCell(
                    index = i, letter = labels[i], owner = owner, seeds = counts[i],
                    closed = closed, legal = isLegal,
                    description = strings.hole(owner.takeUnless { it == mySide }, labels[i].uppercase(), counts[i], closed, isLegal),
                    label = strings.hole(owner.takeUnless { it == mySide }, labels[i].uppercase(), counts[i], closed, false),
                    blocked = blocked, blockedText = blocked?.let { strings.blocked(it, mover) },
                )
            }
            val bowls = listOf(Side.SOUTH, Side.NORTH).map { side ->
                val seeds = snapshot.bowls[side.index].toInt()
                BowlCell(side, seeds, strings.bowl(side.takeUnless { it == mySide }, seeds))
            }
            return BoardViewState(
                holesPerSide = n, holes = holes, bowls = bowls, toMove = toMove, seat = seat,
                seatLabel = toMove?.let { seatLabel(players, it, seat, strings) },
                computerToMove = seatObj is Seat.Computer,
                round = snapshot.round.toInt(),
                movesSinceCapture = snapshot.movesSinceCapture.toInt(),
                outcome = snapshot.outcome,
                mySide = mySide,
            )
        }

        /** "Anbu", "Hard" (a computer), or the side when the seat has no name. */
        fun seatLabel(players: Players, side: Side, seat: Int, strings: Strings): String =
            when (val s = players.seats(side).getOrNull(seat)) {
                is Seat.Human -> s.name.ifBlank { strings.side(side) }
                is Seat.Computer -> strings.level(s.level)
                null -> strings.side(side)
            }
    }
}
