package app.pallanguzhi.core.tests

import app.pallanguzhi.core.*
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import kotlin.test.assertFailsWith
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestFactory

/** Every scenario of tests/vectors replayed through the Kotlin side of the FFI. */
class VectorTest {
    @Suppress("UNCHECKED_CAST")
    @TestFactory
    fun scenarios(): List<DynamicTest> = Vectors.scenarios().map { s ->
        DynamicTest.dynamicTest(s["name"] as String) {
            val name = s["name"] as String
            GameSession(s["preset"] as String, Vectors.players(s["players"])).use { session ->
                for (hole in s["setup"] as List<Long>) session.play(hole.toInt().toUByte())
                val befores = mutableListOf(s["start"])
                assertEquals(s["start"], Vectors.snapshot(session.snapshot()), "$name: start")
                val turns = mutableListOf<Turn>()
                for (t in s["turns"] as List<Map<String, Any?>>) {
                    val turn = session.play((t["hole"] as Long).toInt().toUByte())
                    assertEquals(t, Vectors.turn(turn), "$name: turn ${turns.size}")
                    befores.add(t["after"])
                    turns.add(turn)
                }
                assertEquals(s["save"], session.save(), "$name: save text")
                GameSession.restore(session.save()).use { restored ->
                    assertEquals(Vectors.snapshot(session.snapshot()), Vectors.snapshot(restored.snapshot()), "$name: restored")
                }
                for (i in turns.indices.reversed()) {
                    assertEquals(befores[i], Vectors.snapshot(session.undo()), "$name: undo $i")
                }
                for (turn in turns) assertEquals(Vectors.turn(turn), Vectors.turn(session.redo()), "$name: redo")
            }
        }
    }

    @Suppress("UNCHECKED_CAST")
    @Test
    fun corruptAndFutureSavesAreTypedErrors() {
        val v = Vectors.read("corrupt_saves.json")
        GameSession.restore(v["valid"] as String).close()
        val cases = v["cases"] as List<Map<String, Any?>>
        assertTrue(cases.size >= 10)
        for (case in cases) {
            val text = case["text"] as String
            when (case["error"]) {
                "corrupt_save" -> assertFailsWith<PallanguzhiException.CorruptSave>(case["name"] as String) {
                    GameSession.restore(text)
                }
                "future_save" -> {
                    val e = assertFailsWith<PallanguzhiException.FutureSave> { GameSession.restore(text) }
                    assertEquals((case["found"] as Long).toUInt(), e.found)
                    assertEquals((case["supported"] as Long).toUInt(), e.supported)
                }
                else -> error("unknown error kind ${case["error"]}")
            }
        }
    }
}
