package app.pallanguzhi.shared

import app.pallanguzhi.core.LogLevel
import app.pallanguzhi.core.setLogSink
import java.io.File
import java.util.Collections
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import kotlin.test.fail
import org.junit.jupiter.api.Test

/** The core's log records reach the sink the app installs (Logcat on a phone), filtered by level. */
class CoreLogTest {
    private class Record(val priority: Int, val tag: String, val message: String)

    @Test
    fun aFailedSaveReachesTheSinkAsAWarning() {
        val records = Collections.synchronizedList(mutableListOf<Record>())
        CoreLog.install(LogLevel.WARN) { p, t, m -> records += Record(p, t, m) }
        try {
            // A file where the core wants its directory: every write fails, and says so.
            val notADirectory = File.createTempFile("pallanguzhi-log", ".file").also { it.deleteOnExit() }
            Harness().use { h ->
                h.launch(notADirectory)
                h.send(newGame("pallanguzhi", vsComputer()))
            }
            val failed = synchronized(records) { records.firstOrNull { it.message.startsWith("write failed") } }
                ?: fail("no 'write failed' record among ${records.map { it.message }}")
            assertEquals(5, failed.priority, "a warning: android.util.Log.WARN")
            assertEquals("pallanguzhi/env", failed.tag)
            assertTrue(records.all { it.priority >= 5 }, "nothing below a warning is forwarded")
        } finally {
            setLogSink(null, LogLevel.WARN)
        }
    }

    @Test
    fun tagsAreShortAndNameTheModule() {
        assertEquals("pallanguzhi/env", CoreLog.tag("pallanguzhi_app::env"))
        assertEquals("pallanguzhi/link", CoreLog.tag("link"))
        assertTrue(CoreLog.tag("pallanguzhi_app::a_very_long_module_name_indeed").length <= 23)
        assertEquals(listOf(6, 5, 4, 3, 2), LogLevel.values().map { CoreLog.priority(it) })
    }
}
