package app.pallanguzhi.shared

import app.pallanguzhi.core.LogLevel
import app.pallanguzhi.core.LogSink
import app.pallanguzhi.core.setLogSink

/**
 * The core's log records, handed to [write] with Android's priority numbers
 * (`android.util.Log.ERROR` = 6 ... `VERBOSE` = 2) and the record's target as the tag, so the
 * app's glue writes them with `Log.println` and they show in Logcat. Release libraries keep
 * warnings and errors only (bindings/Cargo.toml), so that is what a device logs.
 */
class CoreLog(private val write: (priority: Int, tag: String, message: String) -> Unit) : LogSink {
    override fun log(level: LogLevel, target: String, message: String) = write(priority(level), tag(target), message)

    companion object {
        /** Install [write] as the core's log sink for [level] and above (warnings by default). */
        fun install(level: LogLevel = LogLevel.WARN, write: (Int, String, String) -> Unit) =
            setLogSink(CoreLog(write), level)

        fun priority(level: LogLevel): Int = when (level) {
            LogLevel.ERROR -> 6
            LogLevel.WARN -> 5
            LogLevel.INFO -> 4
            LogLevel.DEBUG -> 3
            LogLevel.TRACE -> 2
        }

        /** Logcat tags: "pallanguzhi" plus the module ("pallanguzhi_app::env" -> "pallanguzhi/env"), at most 23 characters. */
        fun tag(target: String): String = ("pallanguzhi/" + target.substringAfterLast("::")).take(23)
    }
}
