package app.pallanguzhi.shared

import app.pallanguzhi.core.GameSession
import app.pallanguzhi.core.Reason
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

class StringsTest {
    private fun board(strings: Strings): BoardViewState {
        val s = GameSession("pallanguzhi", vsComputer)
        val labels = List(14) { s.holeLabel(it.toUByte()) }
        return BoardViewState.build(s.snapshot(), s.players(), vsComputer.humanSide(), labels, strings)
    }

    @Test
    fun holeDescriptionsInThreeLanguages() {
        val en = board(EnglishStrings)
        assertEquals("Your hole C, 5 seeds, legal move", en.holes[2].description)
        assertEquals("North's hole B, 5 seeds", en.holes[8].description)
        assertEquals("Your bowl, 0 seeds", en.bowls[0].description)
        assertEquals("Votre trou C, 5 graines, coup possible", board(FrenchStrings).holes[2].description)
        assertEquals("Trou B de Nord, 5 graines", board(FrenchStrings).holes[8].description)
        assertEquals("உங்கள் குழி C, 5 காய்கள், ஆடலாம்", board(TamilStrings).holes[2].description)
        assertEquals("வடக்கு குழி B, 5 காய்கள்", board(TamilStrings).holes[8].description)
        assertEquals("North's hole B, closed", EnglishStrings.hole(app.pallanguzhi.core.Side.NORTH, "B", 0, true, false))
        assertEquals("Trou B de Nord, fermé", FrenchStrings.hole(app.pallanguzhi.core.Side.NORTH, "B", 0, true, false))
        assertEquals("வடக்கு குழி B, மூடப்பட்டது", TamilStrings.hole(app.pallanguzhi.core.Side.NORTH, "B", 0, true, false))
        assertEquals("Anbu", en.seatLabel)
    }

    @Test
    fun whyAHoleCannotBePlayedInThreeLanguages() {
        val en = board(EnglishStrings)
        assertEquals(null, en.holes[2].blocked)
        assertEquals("Your hole C, 5 seeds", en.holes[2].label) // the label leaves legality to the state
        assertEquals(Blocked.OtherSide, en.holes[8].blocked)
        assertEquals("Not your hole: Anbu to move.", en.holes[8].blockedText)
        assertEquals("Pas votre trou : à Anbu de jouer.", board(FrenchStrings).holes[8].blockedText)
        assertEquals("உங்கள் குழி அல்ல: Anbu ஆட வேண்டும்.", board(TamilStrings).holes[8].blockedText)
        // Every reason has its own text in every language.
        for (strings in listOf(EnglishStrings, FrenchStrings, TamilStrings)) {
            assertEquals(Blocked.entries.size, Blocked.entries.map { strings.blocked(it, "X") }.toSet().size, strings.language)
        }
    }

    @Test
    fun blockedReasonsFollowTheSnapshot() {
        assertEquals(null, Blocked.of(legal = true, over = true, computerToMove = true, mine = false, closed = true, seeds = 0))
        assertEquals(Blocked.GameOver, Blocked.of(false, over = true, computerToMove = false, mine = true, closed = false, seeds = 3))
        assertEquals(Blocked.ComputerTurn, Blocked.of(false, over = false, computerToMove = true, mine = true, closed = false, seeds = 3))
        assertEquals(Blocked.OtherSide, Blocked.of(false, over = false, computerToMove = false, mine = false, closed = false, seeds = 3))
        assertEquals(Blocked.Closed, Blocked.of(false, over = false, computerToMove = false, mine = true, closed = true, seeds = 0))
        assertEquals(Blocked.Empty, Blocked.of(false, over = false, computerToMove = false, mine = true, closed = false, seeds = 0))
        assertEquals(Blocked.NotAllowed, Blocked.of(false, over = false, computerToMove = false, mine = true, closed = false, seeds = 2))
    }

    @Test
    fun turnAnnouncementsInThreeLanguages() {
        for (strings in listOf(EnglishStrings, FrenchStrings, TamilStrings)) {
            val s = GameSession("pallanguzhi", passAndPlay)
            val turn = s.play(2u)
            val labels = List(14) { s.holeLabel(it.toUByte()) }
            val text = Announcement.of(turn, passAndPlay, labels, strings)
            assertTrue(text.startsWith(strings.sowed("Anbu", "C")), text)
            assertTrue(text.contains(strings.toMove("Chitra")), text) // North's first seat is next
        }
        assertEquals(FrenchStrings, Strings.forLanguage("fr-CA"))
        assertEquals(TamilStrings, Strings.forLanguage("ta"))
        assertEquals(EnglishStrings, Strings.forLanguage("de"))
    }

    @Test
    fun bottomRowIsMineTopRowReadsAcross() {
        val b = board(EnglishStrings)
        assertEquals(listOf("a", "b", "c", "d", "e", "f", "g"), b.row(app.pallanguzhi.core.Side.SOUTH).map { it.letter })
        assertEquals(listOf("G", "F", "E", "D", "C", "B", "A"), b.row(app.pallanguzhi.core.Side.NORTH).map { it.letter })
    }

    @Test
    fun hintReasonsFromTheStructuredReasonInThreeLanguages() {
        assertEquals("Hint: hole C. It captures 7 seeds.", EnglishStrings.hint("C", Reason.Captures(7u)))
        assertEquals("Indice : trou C. Ce coup prend 7 graines.", FrenchStrings.hint("C", Reason.Captures(7u)))
        assertEquals("குறிப்பு: குழி C. இது 7 காய்கள் எடுக்கும்.", TamilStrings.hint("C", Reason.Captures(7u)))
        assertEquals("It makes a pasu for you.", EnglishStrings.reason(Reason.PasuForYou(1u)))
        assertEquals("Ce coup vous donne 2 pasus.", FrenchStrings.reason(Reason.PasuForYou(2u)))
        assertEquals("இது உங்களுக்கு 2 பசு தரும்.", TamilStrings.reason(Reason.PasuForYou(2u)))
        val all = listOf(Reason.WinsTheGame, Reason.ExtraTurn, Reason.Captures(3u), Reason.PasuForYou(1u),
            Reason.EmptiesTheirRow, Reason.OnlyMove, Reason.BestPosition)
        for (strings in listOf(EnglishStrings, FrenchStrings, TamilStrings)) {
            val texts = all.map { strings.reason(it) }
            assertEquals(all.size, texts.toSet().size, "${strings.language}: every reason worded apart")
        }
        // Each language differs from the others for every reason (none falls back to English).
        for (r in all) assertEquals(3, setOf(EnglishStrings.reason(r), FrenchStrings.reason(r), TamilStrings.reason(r)).size)
    }
}
