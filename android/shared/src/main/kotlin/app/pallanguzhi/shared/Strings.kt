package app.pallanguzhi.shared

import app.pallanguzhi.core.Level
import app.pallanguzhi.core.Reason
import app.pallanguzhi.core.Side

/**
 * Texts the view state builds (TalkBack descriptions and turn announcements). The tables are
 * Kotlin, not Android resources, so the JVM tests check all three languages; the app's
 * res/values(-fr,-ta)/strings.xml hold the UI chrome only.
 */
interface Strings {
    val language: String
    fun side(side: Side): String
    fun seeds(n: Int): String
    /** "Your hole C, 5 seeds, legal move"; [owner] null means "your". */
    fun hole(owner: Side?, letter: String, seeds: Int, closed: Boolean, legal: Boolean): String
    fun bowl(owner: Side?, seeds: Int): String
    fun level(level: Level): String
    fun sowed(who: String, letter: String): String
    fun pasu(count: Int): String
    fun captured(who: String, seeds: Int): String
    fun extraTurn(who: String): String
    fun endless(): String
    fun roundEnd(round: Int, south: Int, north: Int): String
    fun newRound(round: Int, starter: String): String
    fun won(who: String): String
    fun draw(): String
    fun toMove(who: String): String
    /** Why the hint picked its hole, worded from the core's structured [Reason], never its English text. */
    fun reason(reason: Reason): String
    /** The hint line: "Hint: hole C. It captures 7 seeds." */
    fun hint(letter: String, reason: Reason): String
    /** Why a hole can't be played now; [who] is the side or seat to move. */
    fun blocked(why: Blocked, who: String): String

    companion object {
        /** The table for a BCP-47 tag or language code; English for anything else. */
        fun forLanguage(tag: String): Strings = when (tag.substringBefore('-').lowercase()) {
            "fr" -> FrenchStrings
            "ta" -> TamilStrings
            else -> EnglishStrings
        }
    }
}

object EnglishStrings : Strings {
    override val language = "en"
    override fun side(side: Side) = if (side == Side.SOUTH) "South" else "North"
    override fun seeds(n: Int) = if (n == 1) "1 seed" else "$n seeds"
    override fun hole(owner: Side?, letter: String, seeds: Int, closed: Boolean, legal: Boolean): String {
        val whose = if (owner == null) "Your hole $letter" else "${side(owner)}'s hole $letter"
        if (closed) return "$whose, closed"
        return "$whose, ${seeds(seeds)}" + if (legal) ", legal move" else ""
    }
    override fun bowl(owner: Side?, seeds: Int) =
        (if (owner == null) "Your bowl" else "${side(owner)}'s bowl") + ", ${seeds(seeds)}"
    override fun level(level: Level) = when (level) {
        Level.EASY -> "Easy"; Level.MEDIUM -> "Medium"; Level.HARD -> "Hard"; Level.EXPERT -> "Expert"
    }
    override fun sowed(who: String, letter: String) = "$who sowed hole $letter."
    override fun pasu(count: Int) = if (count == 1) "1 pasu." else "$count pasus."
    override fun captured(who: String, seeds: Int) = "$who took ${seeds(seeds)}."
    override fun extraTurn(who: String) = "$who plays again."
    override fun endless() = "Endless relay stopped."
    override fun roundEnd(round: Int, south: Int, north: Int) =
        "Round $round over: South ${seeds(south)}, North ${seeds(north)}."
    override fun newRound(round: Int, starter: String) = "Round $round, $starter starts."
    override fun won(who: String) = "$who wins the game."
    override fun draw() = "The game is a draw."
    override fun toMove(who: String) = "$who to move."
    override fun reason(reason: Reason) = when (reason) {
        Reason.WinsTheGame -> "It wins the game."
        Reason.ExtraTurn -> "It gives you another turn."
        is Reason.Captures -> "It captures ${seeds(reason.seeds.toInt())}."
        is Reason.PasuForYou -> if (reason.count.toInt() == 1) "It makes a pasu for you." else "It makes ${reason.count} pasus for you."
        Reason.EmptiesTheirRow -> "It empties your opponent's row."
        Reason.OnlyMove -> "It is the only move."
        Reason.BestPosition -> "It leaves the best position."
    }
    override fun hint(letter: String, reason: Reason) = "Hint: hole $letter. ${reason(reason)}"
    override fun blocked(why: Blocked, who: String) = when (why) {
        Blocked.GameOver -> "The game is over."
        Blocked.ComputerTurn -> "The computer is playing."
        Blocked.OtherSide -> "Not your hole: $who to move."
        Blocked.Closed -> "Closed for this round."
        Blocked.Empty -> "Empty: nothing to sow."
        Blocked.NotAllowed -> "Not a legal move now."
    }
}

object FrenchStrings : Strings {
    override val language = "fr"
    override fun side(side: Side) = if (side == Side.SOUTH) "Sud" else "Nord"
    override fun seeds(n: Int) = if (n <= 1) "$n graine" else "$n graines"
    override fun hole(owner: Side?, letter: String, seeds: Int, closed: Boolean, legal: Boolean): String {
        val whose = if (owner == null) "Votre trou $letter" else "Trou $letter de ${side(owner)}"
        if (closed) return "$whose, fermé"
        return "$whose, ${seeds(seeds)}" + if (legal) ", coup possible" else ""
    }
    override fun bowl(owner: Side?, seeds: Int) =
        (if (owner == null) "Votre bol" else "Bol de ${side(owner)}") + ", ${seeds(seeds)}"
    override fun level(level: Level) = when (level) {
        Level.EASY -> "Facile"; Level.MEDIUM -> "Moyen"; Level.HARD -> "Difficile"; Level.EXPERT -> "Expert"
    }
    override fun sowed(who: String, letter: String) = "$who a semé le trou $letter."
    override fun pasu(count: Int) = if (count == 1) "1 pasu." else "$count pasus."
    override fun captured(who: String, seeds: Int) = "$who prend ${seeds(seeds)}."
    override fun extraTurn(who: String) = "$who rejoue."
    override fun endless() = "Relais sans fin arrêté."
    override fun roundEnd(round: Int, south: Int, north: Int) =
        "Fin de la manche $round : Sud ${seeds(south)}, Nord ${seeds(north)}."
    override fun newRound(round: Int, starter: String) = "Manche $round, $starter commence."
    override fun won(who: String) = "$who gagne la partie."
    override fun draw() = "Partie nulle."
    override fun toMove(who: String) = "À $who de jouer."
    override fun reason(reason: Reason) = when (reason) {
        Reason.WinsTheGame -> "Ce coup gagne la partie."
        Reason.ExtraTurn -> "Ce coup vous fait rejouer."
        is Reason.Captures -> "Ce coup prend ${seeds(reason.seeds.toInt())}."
        is Reason.PasuForYou -> if (reason.count.toInt() == 1) "Ce coup vous donne un pasu." else "Ce coup vous donne ${reason.count} pasus."
        Reason.EmptiesTheirRow -> "Ce coup vide la rangée adverse."
        Reason.OnlyMove -> "C’est le seul coup possible."
        Reason.BestPosition -> "Ce coup mène à la meilleure position."
    }
    override fun hint(letter: String, reason: Reason) = "Indice : trou $letter. ${reason(reason)}"
    override fun blocked(why: Blocked, who: String) = when (why) {
        Blocked.GameOver -> "La partie est finie."
        Blocked.ComputerTurn -> "L’ordinateur joue."
        Blocked.OtherSide -> "Pas votre trou : à $who de jouer."
        Blocked.Closed -> "Fermé pour cette manche."
        Blocked.Empty -> "Vide : rien à semer."
        Blocked.NotAllowed -> "Ce coup n’est pas permis maintenant."
    }
}

object TamilStrings : Strings {
    override val language = "ta"
    override fun side(side: Side) = if (side == Side.SOUTH) "தெற்கு" else "வடக்கு"
    override fun seeds(n: Int) = "$n காய்கள்"
    override fun hole(owner: Side?, letter: String, seeds: Int, closed: Boolean, legal: Boolean): String {
        val whose = if (owner == null) "உங்கள் குழி $letter" else "${side(owner)} குழி $letter"
        if (closed) return "$whose, மூடப்பட்டது"
        return "$whose, ${seeds(seeds)}" + if (legal) ", ஆடலாம்" else ""
    }
    override fun bowl(owner: Side?, seeds: Int) =
        (if (owner == null) "உங்கள் கிண்ணம்" else "${side(owner)} கிண்ணம்") + ", ${seeds(seeds)}"
    override fun level(level: Level) = when (level) {
        Level.EASY -> "எளிது"; Level.MEDIUM -> "நடுத்தரம்"; Level.HARD -> "கடினம்"; Level.EXPERT -> "நிபுணர்"
    }
    override fun sowed(who: String, letter: String) = "$who குழி $letter-ஐ விதைத்தார்."
    override fun pasu(count: Int) = "$count பசு."
    override fun captured(who: String, seeds: Int) = "$who ${seeds(seeds)} எடுத்தார்."
    override fun extraTurn(who: String) = "$who மீண்டும் ஆடுகிறார்."
    override fun endless() = "முடிவில்லா சுற்று நிறுத்தப்பட்டது."
    override fun roundEnd(round: Int, south: Int, north: Int) =
        "சுற்று $round முடிந்தது: தெற்கு ${seeds(south)}, வடக்கு ${seeds(north)}."
    override fun newRound(round: Int, starter: String) = "சுற்று $round, $starter தொடங்குகிறது."
    override fun won(who: String) = "$who வென்றது."
    override fun draw() = "ஆட்டம் சமநிலை."
    override fun toMove(who: String) = "$who ஆட வேண்டும்."
    override fun reason(reason: Reason) = when (reason) {
        Reason.WinsTheGame -> "இது ஆட்டத்தை வெல்லும்."
        Reason.ExtraTurn -> "இது மீண்டும் ஆட வாய்ப்பு தரும்."
        is Reason.Captures -> "இது ${seeds(reason.seeds.toInt())} எடுக்கும்."
        is Reason.PasuForYou -> "இது உங்களுக்கு ${reason.count} பசு தரும்."
        Reason.EmptiesTheirRow -> "இது எதிரியின் வரிசையைக் காலியாக்கும்."
        Reason.OnlyMove -> "இது ஒன்றே ஆடக்கூடிய நகர்வு."
        Reason.BestPosition -> "இது சிறந்த நிலையைத் தரும்."
    }
    override fun hint(letter: String, reason: Reason) = "குறிப்பு: குழி $letter. ${reason(reason)}"
    override fun blocked(why: Blocked, who: String) = when (why) {
        Blocked.GameOver -> "ஆட்டம் முடிந்தது."
        Blocked.ComputerTurn -> "கணினி ஆடுகிறது."
        Blocked.OtherSide -> "உங்கள் குழி அல்ல: $who ஆட வேண்டும்."
        Blocked.Closed -> "இந்தச் சுற்றில் மூடப்பட்டது."
        Blocked.Empty -> "காலி: விதைக்கக் காய் இல்லை."
        Blocked.NotAllowed -> "இப்போது இந்த நகர்வு முடியாது."
    }
}
