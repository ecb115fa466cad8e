package app.pallanguzhi.core.tests

import app.pallanguzhi.core.*
import java.io.File

/**
 * The shared vectors, and the FFI records rendered in the core's JSON shape
 * (snake_case fields, tagged events), so the comparison is exact and independent
 * of the Rust side's own conversion code.
 */
object Vectors {
    val dir: File = File(System.getProperty("pallanguzhi.vectors") ?: System.getenv("PALLANGUZHI_VECTORS") ?: "tests/vectors")

    @Suppress("UNCHECKED_CAST")
    fun read(name: String): Map<String, Any?> = Json.parse(File(dir, name).readText()) as Map<String, Any?>

    @Suppress("UNCHECKED_CAST")
    fun scenarios(): List<Map<String, Any?>> =
        (read("index.json")["files"] as List<String>)
            .filter { it != "corrupt_saves.json" }
            .flatMap { read(it)["scenarios"] as List<Map<String, Any?>> }

    @Suppress("UNCHECKED_CAST")
    fun players(v: Any?): Players {
        fun seats(list: Any?) = (list as List<Map<String, Any?>>).map {
            when (it["kind"]) {
                "human" -> Seat.Human(it["name"] as String)
                else -> Seat.Computer(Level.valueOf((it["level"] as String).uppercase()))
            }
        }
        val m = v as Map<String, Any?>
        return Players(seats(m["south"]), seats(m["north"]))
    }

    private fun n(v: UByte) = v.toLong()
    private fun n(v: UShort) = v.toLong()
    private fun n(v: UInt) = v.toLong()
    /** `Vec<u8>` arrives as a (signed) ByteArray. */
    private fun bytes(v: ByteArray) = v.map { (it.toInt() and 0xFF).toLong() }
    private fun shorts(v: List<UShort>) = v.map { it.toLong() }

    fun side(s: Side) = s.name.lowercase()
    fun snake(e: Enum<*>) = e.name.lowercase()

    fun outcome(o: Outcome): Any = when (o) {
        is Outcome.Win -> mapOf("win" to side(o.side))
        Outcome.Draw -> "draw"
    }

    fun snapshot(s: Snapshot): Map<String, Any?> = linkedMapOf(
        "rules" to s.rules,
        "holes_per_side" to n(s.holesPerSide),
        "holes" to bytes(s.holes),
        "closed" to s.closed,
        "bowls" to shorts(s.bowls),
        "to_move" to s.toMove?.let(::side),
        "seat" to n(s.seat),
        "legal" to bytes(s.legal),
        "round" to n(s.round),
        "moves_played" to n(s.movesPlayed),
        "moves_since_capture" to n(s.movesSinceCapture),
        "outcome" to s.outcome?.let(::outcome),
        "end_reason" to s.endReason?.let(::snake),
    )

    fun event(e: SowEvent): Map<String, Any?> = when (e) {
        is SowEvent.Lift -> mapOf("type" to "lift", "hole" to n(e.hole), "seeds" to n(e.seeds))
        is SowEvent.Drop -> mapOf("type" to "drop", "hole" to n(e.hole), "count" to n(e.count))
        is SowEvent.StoreDrop -> mapOf("type" to "store_drop", "side" to side(e.side), "total" to n(e.total))
        is SowEvent.Pasu -> mapOf(
            "type" to "pasu", "hole" to n(e.hole), "seeds" to n(e.seeds), "taker" to side(e.taker), "bowl" to n(e.bowl),
        )
        is SowEvent.Relay -> mapOf("type" to "relay", "hole" to n(e.hole), "seeds" to n(e.seeds))
        is SowEvent.Capture -> mapOf(
            "type" to "capture", "empty" to n(e.empty), "hole" to n(e.hole), "seeds" to n(e.seeds),
            "taker" to side(e.taker), "bowl" to n(e.bowl),
        )
        is SowEvent.OppositeCapture -> mapOf(
            "type" to "opposite_capture", "hole" to n(e.hole), "opposite" to n(e.opposite), "seeds" to n(e.seeds),
            "taker" to side(e.taker), "store" to n(e.store),
        )
        is SowEvent.ExtraTurn -> mapOf("type" to "extra_turn", "side" to side(e.side))
        is SowEvent.EndlessStop -> mapOf("type" to "endless_stop", "hole" to n(e.hole))
        is SowEvent.RoundEnd -> mapOf(
            "type" to "round_end", "ran_out" to side(e.ranOut), "reason" to snake(e.reason),
            "swept" to shorts(e.swept), "bowls" to shorts(e.bowls),
        )
        is SowEvent.Refill -> mapOf(
            "type" to "refill", "round" to n(e.round), "holes" to bytes(e.holes), "closed" to e.closed,
            "bowls" to shorts(e.bowls), "starter" to side(e.starter),
        )
        is SowEvent.GameEnd -> mapOf(
            "type" to "game_end", "outcome" to outcome(e.outcome), "reason" to snake(e.reason), "bowls" to shorts(e.bowls),
        )
        is SowEvent.TurnEnd -> mapOf("type" to "turn_end", "next" to side(e.next), "seat" to n(e.seat), "legal" to bytes(e.legal))
    }

    fun facts(f: TurnFacts): Map<String, Any?> = linkedMapOf(
        "gains" to shorts(f.gains),
        "pasus" to n(f.pasus),
        "relays" to n(f.relays),
        "captured" to f.captured,
        "extra_turn" to f.extraTurn,
        "endless" to f.endless,
        "round_ended" to f.roundEnded,
    )

    fun turn(t: Turn): Map<String, Any?> = linkedMapOf(
        "hole" to n(t.hole),
        "mover" to side(t.mover),
        "seat" to n(t.seat),
        "events" to t.events.map(::event),
        "summary" to facts(t.summary),
        "after" to snapshot(t.after),
    )
}
