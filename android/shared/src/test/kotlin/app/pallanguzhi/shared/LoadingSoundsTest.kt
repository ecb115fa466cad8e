package app.pallanguzhi.shared

import kotlin.test.assertEquals
import org.junit.jupiter.api.Test

/** Issue 38 (P9): the first sounds, asked for while SoundPool still loads them, are not lost. */
class LoadingSoundsTest {
    private var clock = 0L
    private val played = mutableListOf<String>()
    private val sounds = LoadingSounds<String>(maxAgeMs = 300) { clock }
    private val play: (String) -> Unit = { played += it }

    @Test
    fun aSoundAskedForWhileItsSampleLoadsPlaysOnceLoaded() {
        sounds.request(1, "seed", play)
        assertEquals(emptyList(), played, "not playable yet: SoundPool would drop it")
        clock = 120
        sounds.loaded(1, ok = true, play)
        assertEquals(listOf("seed"), played)
        sounds.loaded(1, ok = true, play)
        assertEquals(listOf("seed"), played, "played once")
        sounds.request(1, "seed again", play)
        assertEquals(listOf("seed", "seed again"), played, "loaded: played at once")
    }

    @Test
    fun onlyTheNewestRequestPerSampleIsKeptAndOthersWaitForTheirOwnSample() {
        sounds.request(1, "click 1", play)
        sounds.request(1, "click 2", play)
        sounds.request(2, "lift", play)
        sounds.loaded(2, ok = true, play)
        assertEquals(listOf("lift"), played)
        sounds.loaded(1, ok = true, play)
        assertEquals(listOf("lift", "click 2"), played, "a relay's clicks while loading make one")
    }

    @Test
    fun aRequestTooOldOrForASampleThatFailedIsDropped() {
        sounds.request(1, "late", play)
        clock = 301
        sounds.loaded(1, ok = true, play)
        sounds.request(2, "broken", play)
        sounds.loaded(2, ok = false, play)
        assertEquals(emptyList(), played, "a click after its move, or a sample that failed to load")
        sounds.request(2, "still broken", play)
        assertEquals(emptyList(), played)
        clock = 301 + 300
        sounds.request(1, "now", play)
        assertEquals(listOf("now"), played)
    }
}
