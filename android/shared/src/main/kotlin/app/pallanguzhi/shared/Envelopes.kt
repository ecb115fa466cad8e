package app.pallanguzhi.shared

import java.util.UUID

/**
 * The game save and the statistics each carry one header line around the core's opaque text.
 * Why: counting a finished game must be idempotent across kills. The game file names its game
 * ([GameFile.id]) and the stats file names the last game it counted ([StatsFile.counted]), each
 * in the same atomic write as the text it belongs to, so "was this game counted?" never depends
 * on two files agreeing. Files without a header (older saves) are read as plain core text.
 */
data class GameFile(val id: String, val save: String, val legacy: Boolean = false) {
    fun encode(): String = "$GAME_HEADER $id\n$save"

    companion object {
        private const val GAME_HEADER = "pallanguzhi-game"
        fun new(save: String) = GameFile(UUID.randomUUID().toString(), save)
        fun decode(text: String): GameFile {
            val (head, body) = splitHeader(text, GAME_HEADER)
                ?: return GameFile(UUID.randomUUID().toString(), text, legacy = true)
            return GameFile(head, body)
        }
    }
}

data class StatsFile(val counted: String?, val json: String) {
    fun encode(): String = "$STATS_HEADER ${counted ?: "-"}\n$json"

    companion object {
        private const val STATS_HEADER = "pallanguzhi-stats"
        fun decode(text: String): StatsFile {
            val (head, body) = splitHeader(text, STATS_HEADER) ?: return StatsFile(null, text)
            return StatsFile(head.takeIf { it != "-" }, body)
        }
    }
}

/** "HEADER value\nbody" -> (value, body); null when the text has no such header. */
private fun splitHeader(text: String, header: String): Pair<String, String>? {
    if (!text.startsWith("$header ")) return null
    val nl = text.indexOf('\n').takeIf { it >= 0 } ?: return null
    return text.substring(header.length + 1, nl).trim() to text.substring(nl + 1)
}
