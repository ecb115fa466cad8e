import Foundation
import PallanguzhiFFI

extension Strings {
    /// The round summary and the hint reasons: [en, fr, ta].
    static let roundAndHintTexts: [String: [String]] = [
        "summary.title": ["Round {0} over", "Manche {0} terminée", "சுற்று {0} முடிந்தது"],
        "summary.why.empty": ["{0} had no seeds left to sow.", "{0} n'avait plus de graines à semer.",
                              "{0} விதைக்க விதைகள் இல்லை."],
        "summary.why.noCapture": ["Too many moves without a capture; {0} counts as out.",
                                  "Trop de coups sans prise ; {0} est compté à court.",
                                  "பிடிப்பு இல்லாமல் பல நகர்வுகள்; {0} தீர்ந்ததாகக் கருதப்படுகிறது."],
        "summary.why.moveLimit": ["The move limit was reached; {0} counts as out.",
                                  "La limite de coups est atteinte ; {0} est compté à court.",
                                  "நகர்வு வரம்பு எட்டப்பட்டது; {0} தீர்ந்ததாகக் கருதப்படுகிறது."],
        "summary.swept": ["{0}: {1} swept from the row, bowl {2}.", "{0} : {1} ramassées sur la rangée, bol {2}.",
                          "{0}: வரிசையிலிருந்து {1} சேர்க்கப்பட்டன, கிண்ணம் {2}."],
        "summary.refill": ["{0} refills {1}, keeps {2} in the bowl; {3}.", "{0} remet {1}, garde {2} dans le bol ; {3}.",
                           "{0} {1} நிரப்புகிறார், கிண்ணத்தில் {2} மீதம்; {3}."],
        "summary.closed": ["closed: {0}", "fermés : {0}", "மூடியவை: {0}"],
        "summary.noneClosed": ["no hole closed", "aucun trou fermé", "எந்தக் குழியும் மூடப்படவில்லை"],
        "summary.starter": ["Round {0}: {1} starts.", "Manche {0} : {1} commence.", "சுற்று {0}: {1} தொடங்குகிறார்."],
        "hint.wins": ["Play {0}: it wins the game.", "Jouez {0} : cela gagne la partie.", "{0} ஆடுங்கள்: ஆட்டம் வெற்றி."],
        "hint.extra": ["Play {0}: you move again.", "Jouez {0} : vous rejouez.", "{0} ஆடுங்கள்: மீண்டும் ஆடலாம்."],
        "hint.captures": ["Play {0}: it takes {1}.", "Jouez {0} : cela prend {1}.", "{0} ஆடுங்கள்: {1} கிடைக்கும்."],
        "hint.pasu": ["Play {0}: {1} pasu for you.", "Jouez {0} : {1} pasu pour vous.", "{0} ஆடுங்கள்: உங்களுக்கு {1} பசு."],
        "hint.empties": ["Play {0}: it empties their row.", "Jouez {0} : cela vide leur rangée.",
                         "{0} ஆடுங்கள்: எதிராளியின் வரிசை காலியாகும்."],
        "hint.only": ["Play {0}: it is the only move.", "Jouez {0} : c'est le seul coup.", "{0} ஆடுங்கள்: இது ஒரே நகர்வு."],
        "hint.best": ["Play {0}: it leaves the best position.", "Jouez {0} : cela laisse la meilleure position.",
                      "{0} ஆடுங்கள்: இது சிறந்த நிலையைத் தரும்."],
    ]

    /// A hint's reason in words, from the core's structured `Reason` (never its
    /// English `reasonText`, so every language words it itself).
    public static func hint(_ reason: Reason, letter: String, _ language: Language) -> String {
        let l = letter.uppercased()
        switch reason {
        case .winsTheGame: return text("hint.wins", language, [l])
        case .extraTurn: return text("hint.extra", language, [l])
        case let .captures(n): return text("hint.captures", language, [l, Strings.seeds(Int(n), language)])
        case let .pasuForYou(count): return text("hint.pasu", language, [l, String(count)])
        case .emptiesTheirRow: return text("hint.empties", language, [l])
        case .onlyMove: return text("hint.only", language, [l])
        case .bestPosition: return text("hint.best", language, [l])
        }
    }
}
