package app.pallanguzhi.shared

import app.pallanguzhi.core.GameSession
import app.pallanguzhi.core.PallanguzhiException
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertIs
import kotlin.test.assertNull
import kotlin.test.assertTrue

class SaveStoreTest {
    @Test
    fun saveAndRestoreRoundTrip() {
        val store = SaveStore(tempDir())
        val s = GameSession("pallanguzhi", passAndPlay)
        for (h in listOf(2, 11, 5)) s.play(h.toUByte())
        store.write(SaveStore.GAME, s.save())
        val back = assertIs<Loaded.Ok<GameSession>>(store.load(SaveStore.GAME) { GameSession.restore(it) }).value
        assertEquals(s.snapshot().key(), back.snapshot().key())
        assertEquals(s.history().toList(), back.history().toList())
        assertEquals(s.players(), back.players())
        assertTrue(store.dir.listFiles()!!.none { it.name.endsWith(".tmp") }, "no temp file left")
    }

    @Test
    fun killMidTurnRestoresTheLastGoodSave() {
        val store = SaveStore(tempDir())
        val s = GameSession("pallanguzhi", passAndPlay)
        s.play(2u)
        store.write(SaveStore.GAME, s.save())
        val good = s.snapshot().key()
        // Next move played, and the process dies while writing its save: only a torn temp file.
        s.play(s.legalMoves().toCounts().first().toUByte())
        store.file("${SaveStore.GAME}.tmp").writeText(s.save().take(40))
        // New process.
        val back = assertIs<Loaded.Ok<GameSession>>(store.load(SaveStore.GAME) { GameSession.restore(it) }).value
        assertEquals(good, back.snapshot().key())
    }

    @Test
    fun corruptSaveIsKeptAsideAndReported() {
        val dir = tempDir()
        val store = SaveStore(dir, now = { 0L })
        store.write(SaveStore.GAME, "{\"format\":\"pallanguzhi-save\",\"version\":1,\"moves\":")
        val r = assertIs<Loaded.Refused>(store.load(SaveStore.GAME) { GameSession.restore(it) })
        assertIs<PallanguzhiException.CorruptSave>(r.error)
        assertEquals("game.json.bad-19700101-000000-000", r.keptAt.name)
        assertTrue(r.keptAt.readText().startsWith("{\"format\""), "bad file kept as it was")
        assertNull(store.read(SaveStore.GAME))
        assertIs<Loaded.Nothing>(store.load(SaveStore.GAME) { GameSession.restore(it) })
    }

    @Test
    fun futureSaveIsRefusedAndKept() {
        val store = SaveStore(tempDir())
        val text = GameSession("pallanguzhi", passAndPlay).save().replace("\"version\": 1", "\"version\": 99")
        store.write(SaveStore.GAME, text)
        val r = assertIs<Loaded.Refused>(store.load(SaveStore.GAME) { GameSession.restore(it) })
        assertIs<PallanguzhiException.FutureSave>(r.error)
        assertEquals(text, r.keptAt.readText())
    }

    @Test
    fun controllerStartsFreshAfterACorruptSave() {
        val store = SaveStore(tempDir())
        store.write(SaveStore.GAME, "not a save")
        val c = GameController(store, InstantBrain(), mainDispatcher())
        c.launch()
        assertIs<Notice.SaveRefused>(c.state.value.notice)
        assertEquals(false, c.hasGame)
        assertTrue(store.dir.listFiles()!!.any { it.name.startsWith("game.json.bad-") })
        c.newGame("pallanguzhi", passAndPlay)
        assertTrue(c.hasGame)
        assertFailsWith<PallanguzhiException> { GameSession.restore("not a save") }
    }
}
