package app.pallanguzhi.app.platform

import kotlin.test.Test
import kotlin.test.assertEquals

/** The activity lifecycle sequences Android produces, and what reaches the game for each. */
class ForegroundTest {
    /** Runs "stop", "stop!" (stop for a configuration change) and "start"; records suspend/resume. */
    private fun play(vararg calls: String): List<String> {
        val foreground = Foreground()
        return calls.mapNotNull { call ->
            when (call) {
                "start" -> "resume".takeIf { foreground.started() }
                "stop" -> "suspend".takeIf { foreground.stopped(changingConfigurations = false) }
                "stop!" -> "suspend".takeIf { foreground.stopped(changingConfigurations = true) }
                else -> error(call)
            }
        }
    }

    @Test
    fun `rotation, resize and a language change never touch the game`() {
        assertEquals(emptyList(), play("start", "stop!", "start", "stop!", "start"))
    }

    @Test
    fun `leaving the screen suspends and coming back resumes, once each`() {
        assertEquals(listOf("suspend", "resume"), play("start", "stop", "start"))
        assertEquals(listOf("suspend", "resume", "suspend", "resume"), play("start", "stop", "start", "stop", "start"))
    }

    @Test
    fun `the first start resumes nothing`() {
        assertEquals(emptyList(), play("start"))
    }

    @Test
    fun `a rotation between leaving and coming back still resumes`() {
        // Stopped (suspended), then a configuration change recreates the activity while away.
        assertEquals(listOf("suspend", "resume"), play("start", "stop", "stop!", "start"))
        // A rotation, then the app leaves from the new activity: suspended then.
        assertEquals(listOf("suspend", "resume"), play("start", "stop!", "start", "stop", "start"))
    }

    @Test
    fun `a second stop does not suspend twice`() {
        assertEquals(listOf("suspend", "resume"), play("start", "stop", "stop", "start", "start"))
    }
}
