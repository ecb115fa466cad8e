package app.pallanguzhi.shared

import java.io.File
import java.io.FileOutputStream
import java.io.IOException
import java.text.SimpleDateFormat
import java.util.Date
import java.util.Locale
import java.util.TimeZone

/** What [SaveStore.load] found. */
sealed class Loaded<out T> {
    object Nothing : Loaded<kotlin.Nothing>()
    data class Ok<T>(val value: T) : Loaded<T>()
    /** The file could not be used; it was moved to [keptAt] and the caller starts fresh. */
    data class Refused(val keptAt: File, val error: Throwable) : Loaded<kotlin.Nothing>()
}

/**
 * Text files (the core's save and statistics JSON, the settings) in one directory - the app's
 * files dir on a device. Writes are atomic: a temp file is written and fsynced, then renamed
 * over the old one, so a kill at any moment leaves either the old or the new text.
 */
open class SaveStore(val dir: File, private val now: () -> Long = System::currentTimeMillis) {
    init { dir.mkdirs() }

    fun file(name: String) = File(dir, name)

    /** Open so tests can stand in for a process killed between two writes. */
    @Throws(IOException::class)
    open fun write(name: String, text: String) {
        val target = file(name)
        val tmp = File(dir, "$name.tmp")
        FileOutputStream(tmp).use { out ->
            out.write(text.toByteArray(Charsets.UTF_8))
            out.flush()
            out.fd.sync()
        }
        // rename(2) replaces the target atomically (java.nio.file.Files.move needs API 26).
        if (!tmp.renameTo(target)) {
            tmp.delete()
            throw IOException("cannot rename $tmp to $target")
        }
    }

    fun read(name: String): String? = file(name).takeIf { it.isFile }?.readText(Charsets.UTF_8)

    fun delete(name: String) { file(name).delete() }

    /** Moves a bad file aside as `name.bad-<UTC time>` and returns where it went. */
    fun keepAside(name: String): File {
        val stamp = SimpleDateFormat("yyyyMMdd-HHmmss-SSS", Locale.ROOT)
            .apply { timeZone = TimeZone.getTimeZone("UTC") }.format(Date(now()))
        var kept = File(dir, "$name.bad-$stamp")
        var n = 1
        while (kept.exists()) kept = File(dir, "$name.bad-$stamp-${n++}")
        if (!file(name).renameTo(kept)) file(name).delete()
        return kept
    }

    /**
     * Reads [name] and hands it to [parse] (e.g. `GameSession::restore`). A file [parse] refuses
     * is kept aside and reported; nothing is deleted.
     */
    fun <T> load(name: String, parse: (String) -> T): Loaded<T> {
        val text = try { read(name) } catch (e: IOException) { return Loaded.Refused(keepAside(name), e) }
            ?: return Loaded.Nothing
        return try {
            Loaded.Ok(parse(text))
        } catch (e: Exception) {
            Loaded.Refused(keepAside(name), e)
        }
    }

    companion object {
        const val GAME = "game.json"
        const val STATS = "stats.json"
        const val SETTINGS = "settings.properties"
    }
}
