package app.pallanguzhi.shared

import app.pallanguzhi.core.Choice
import app.pallanguzhi.core.GameSession
import app.pallanguzhi.core.Level

/**
 * [Brain] over the core's search: `computerMove` (the seat's own level, read by the core from
 * the seats) and `hint` search without playing; `cancel` stops either, from any thread.
 */
class CoreBrain(private val seed: () -> Long = { System.nanoTime() }) : Brain {
    override fun chooseMove(session: GameSession, level: Level): UByte =
        session.computerMove(seed().toULong()).hole
    override fun hint(session: GameSession): Choice? = session.hint(seed().toULong())
    override fun cancel(session: GameSession) = session.cancel()
}
