import Foundation

/// The languages the app ships. The SwiftUI views use `Localizable.xcstrings`;
/// the strings the store builds itself (VoiceOver labels, turn announcements)
/// come from this table so that Linux tests can check them in every language.
public enum Language: String, Codable, CaseIterable, Sendable {
    case system, en, fr, ta

    /// The concrete language: `system` follows the device's preferred languages.
    public func resolved(preferred: [String] = Locale.preferredLanguages) -> Language {
        guard self == .system else { return self }
        for code in preferred {
            let prefix = String(code.prefix(2)).lowercased()
            if let lang = Language(rawValue: prefix), lang != .system { return lang }
        }
        return .en
    }
}

public enum Strings {
    /// key -> [en, fr, ta]. Placeholders are `{0}`, `{1}`… (positional, so a
    /// translation may reorder them). Split over files to keep each small.
    static let table: [String: [String]] = base.merging(roundAndHintTexts) { a, _ in a }

    static let base: [String: [String]] = [
        "hole.yours": ["Your hole {0}", "Votre trou {0}", "உங்கள் குழி {0}"],
        "hole.theirs": ["Opponent's hole {0}", "Trou adverse {0}", "எதிராளியின் குழி {0}"],
        "hole.south": ["South hole {0}", "Trou sud {0}", "தெற்குக் குழி {0}"],
        "hole.north": ["North hole {0}", "Trou nord {0}", "வடக்குக் குழி {0}"],
        "seeds.one": ["{0} seed", "{0} graine", "{0} விதை"],
        "seeds.other": ["{0} seeds", "{0} graines", "{0} விதைகள்"],
        "hole.closed": ["closed this round", "fermé pour cette manche", "இந்தச் சுற்றில் மூடப்பட்டது"],
        "hole.legal": ["legal move", "coup possible", "ஆடக்கூடிய நகர்வு"],
        "hole.hint": ["suggested move", "coup conseillé", "பரிந்துரைக்கப்பட்ட நகர்வு"],
        "bowl.yours": ["Your bowl, {0}", "Votre bol, {0}", "உங்கள் கிண்ணம், {0}"],
        "bowl.theirs": ["Opponent's bowl, {0}", "Bol adverse, {0}", "எதிராளியின் கிண்ணம், {0}"],
        "side.south": ["South", "Sud", "தெற்கு"],
        "side.north": ["North", "Nord", "வடக்கு"],
        "computer": ["Computer", "Ordinateur", "கணினி"],
        "turn.played": ["{0} played {1}.", "{0} a joué {1}.", "{0} {1} ஆடினார்."],
        "turn.took": ["{0} took {1}.", "{0} prend {1}.", "{0} {1} எடுத்தார்."],
        "turn.nothing": ["Nothing taken.", "Rien de pris.", "எதுவும் எடுக்கப்படவில்லை."],
        "turn.pasu": ["Pasu: {0}.", "Pasu : {0}.", "பசு: {0}."],
        "turn.extra": ["{0} moves again.", "{0} rejoue.", "{0} மீண்டும் ஆடுகிறார்."],
        "turn.endless": ["Endless relay stopped.", "Relais sans fin arrêté.", "முடிவற்ற தொடர் நிறுத்தப்பட்டது."],
        "turn.roundEnd": ["Round over.", "Manche terminée.", "சுற்று முடிந்தது."],
        "turn.next": ["{0} to move.", "À {0} de jouer.", "{0} ஆட வேண்டும்."],
        "game.win": ["{0} wins the game.", "{0} gagne la partie.", "{0} ஆட்டத்தை வென்றார்."],
        "game.draw": ["The game is a draw.", "Partie nulle.", "ஆட்டம் சமநிலை."],
        "thinking": ["{0} is thinking…", "{0} réfléchit…", "{0} யோசிக்கிறது…"],
        "save.corrupt": [
            "Your saved game could not be read. It was kept aside as {0}; a new game starts.",
            "La partie enregistrée est illisible. Elle a été mise de côté sous le nom {0} ; une nouvelle partie commence.",
            "சேமித்த ஆட்டத்தைப் படிக்க முடியவில்லை. அது {0} என ஒதுக்கி வைக்கப்பட்டது; புதிய ஆட்டம் தொடங்குகிறது.",
        ],
        "save.future": [
            "Your saved game comes from a newer version of the app. It was kept aside as {0}; update the app to continue it.",
            "La partie enregistrée vient d'une version plus récente de l'application. Elle a été mise de côté sous le nom {0} ; mettez l'application à jour pour la reprendre.",
            "சேமித்த ஆட்டம் செயலியின் புதிய பதிப்பிலிருந்து வந்தது. அது {0} என ஒதுக்கி வைக்கப்பட்டது; தொடர செயலியைப் புதுப்பிக்கவும்.",
        ],
        "stats.corrupt": [
            "Your statistics could not be read. They were kept aside as {0} and start again from zero.",
            "Vos statistiques sont illisibles. Elles ont été mises de côté sous le nom {0} et repartent de zéro.",
            "உங்கள் புள்ளிவிவரங்களைப் படிக்க முடியவில்லை. அவை {0} என ஒதுக்கி வைக்கப்பட்டு பூஜ்ஜியத்திலிருந்து தொடங்குகின்றன.",
        ],
    ]

    public static func text(_ key: String, _ language: Language, _ args: [String] = []) -> String {
        let index: Int
        switch language.resolved() {
        case .fr: index = 1
        case .ta: index = 2
        default: index = 0
        }
        var s = table[key]?[index] ?? key
        for (i, a) in args.enumerated() {
            s = s.replacingOccurrences(of: "{\(i)}", with: a)
        }
        return s
    }

    public static func seeds(_ n: Int, _ language: Language) -> String {
        // French uses the singular for 0 and 1; Tamil and English for 1 only.
        let one = language.resolved() == .fr ? n <= 1 : n == 1
        return text(one ? "seeds.one" : "seeds.other", language, [String(n)])
    }
}
