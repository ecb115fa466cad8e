package app.pallanguzhi.shared

import app.pallanguzhi.core.Choice
import app.pallanguzhi.core.GameSession
import app.pallanguzhi.core.Level

/**
 * The computer's search, as the controller needs it. Blocking calls, run on a worker thread.
 * They must not change the game: the controller plays the returned hole itself, on the main
 * thread, and only if nothing changed meanwhile. [cancel] may be called from any thread and
 * makes a running search throw promptly (the core's `Cancelled`).
 *
 * The app binds this to the session's computer-move/hint/cancel calls of the bindings.
 */
interface Brain {
    fun chooseMove(session: GameSession, level: Level): UByte
    /** The core's [Choice]: its hole and structured reason (the UI words the reason). */
    fun hint(session: GameSession): Choice?
    fun cancel(session: GameSession)
}
