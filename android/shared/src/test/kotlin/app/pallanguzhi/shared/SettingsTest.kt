package app.pallanguzhi.shared

import kotlin.test.Test
import kotlin.test.assertEquals

class SettingsTest {
    @Test
    fun defaultsWhenNothingIsStored() {
        val s = SettingsStore(SaveStore(tempDir())).load()
        assertEquals(Settings(speed = Speed.Normal, haptics = true, colourSafe = false, language = "system"), s)
    }

    @Test
    fun roundTrip() {
        val store = SettingsStore(SaveStore(tempDir()))
        val s = Settings(Speed.Fast, haptics = false, colourSafe = true, language = "ta",
            seatNames = mapOf("south.0" to "அன்பு", "north.1" to "Élodie = x:y"))
        store.save(s)
        assertEquals(s, store.load())
    }

    @Test
    fun damagedValuesFallBackOneByOne() {
        val s = Settings.fromProperties("speed=Warp\nhaptics=maybe\ncolourSafe=true\nlanguage=xx\n")
        assertEquals(Settings(colourSafe = true), s)
    }
}
