package app.pallanguzhi.shared

import java.io.StringReader
import java.io.StringWriter
import java.util.Properties

/** The player's choices. [language] is "system", "en", "fr" or "ta". */
data class Settings(
    val speed: Speed = Speed.Normal,
    val haptics: Boolean = true,
    val colourSafe: Boolean = false,
    val language: String = "system",
    /** Seat names by "south.0", "south.1", "north.0", "north.1". */
    val seatNames: Map<String, String> = emptyMap(),
) {
    fun seatName(key: String): String? = seatNames[key]?.takeIf { it.isNotBlank() }

    fun toProperties(): String {
        val p = Properties()
        p["version"] = "1"
        p["speed"] = speed.name
        p["haptics"] = haptics.toString()
        p["colourSafe"] = colourSafe.toString()
        p["language"] = language
        seatNames.forEach { (k, v) -> p["seat.$k"] = v }
        return StringWriter().also { p.store(it, "Pallanguzhi settings") }.toString()
    }

    companion object {
        val LANGUAGES = listOf("system", "en", "fr", "ta")

        /** Unknown or damaged values fall back to the defaults one by one. */
        fun fromProperties(text: String): Settings {
            val p = Properties().apply { load(StringReader(text)) }
            val d = Settings()
            return Settings(
                speed = Speed.entries.firstOrNull { it.name == p.getProperty("speed") } ?: d.speed,
                haptics = p.getProperty("haptics")?.toBooleanStrictOrNull() ?: d.haptics,
                colourSafe = p.getProperty("colourSafe")?.toBooleanStrictOrNull() ?: d.colourSafe,
                language = p.getProperty("language")?.takeIf { it in LANGUAGES } ?: d.language,
                seatNames = p.stringPropertyNames().filter { it.startsWith("seat.") }
                    .associate { it.removePrefix("seat.") to p.getProperty(it) },
            )
        }
    }
}

/** Settings persisted through a [SaveStore]; a damaged file gives the defaults. */
class SettingsStore(private val store: SaveStore) {
    fun load(): Settings = when (val r = store.load(SaveStore.SETTINGS, Settings::fromProperties)) {
        is Loaded.Ok -> r.value
        else -> Settings()
    }

    fun save(settings: Settings) = store.write(SaveStore.SETTINGS, settings.toProperties())
}
