import Foundation
import PallanguzhiFFI

/// The rules screen's text per preset. The list of presets comes from the
/// core (`presets()`); the paragraphs are keys of App/Localizable.xcstrings
/// (en, fr, ta), so the view only looks them up.
public enum RulesContent {
    public struct Section: Equatable, Sendable {
        public let id: String
        /// The rule set's display name: an xcstrings key.
        public let title: String
        public let holesPerSide: Int
        public let seedsPerHole: Int
        public let paragraphs: [String]
    }

    static let pallanguzhi = [
        "5 seeds in each hole. Lift every seed of one of your open holes and sow them one by one, counter-clockwise, skipping closed holes.",
        "Pasu: a hole brought to exactly 4 seeds gives them at once to its owner's bowl.",
        "Relay: when the last seed falls, if the next hole holds seeds, lift them and sow on. If it is empty, the turn ends and you take the hole after it.",
        "A relay that would go round for ever stops at the first repeat, with no capture.",
        "When the side to move has no seeds, the round ends: each row's seeds go to its owner. 60 moves without a capture also end the round.",
        "Each side refills its holes from its bowl, 5 a hole from its left; holes it cannot fill are closed for the round. A side that cannot fill one hole loses. After 12 rounds or 1000 moves, the fuller bowl wins.",
    ]

    static let byPreset: [String: (title: String, paragraphs: [String])] = [
        "pallanguzhi": ("Pallanguzhi", pallanguzhi),
        "pallankuzhi": ("Pallankuzhi", [
            "As Pallanguzhi with 6 seeds a hole; a pasu goes to the sower, and the next round's starter alternates.",
        ]),
        "pallankuli": ("Pallankuli", [
            "As Pallankuzhi, but the pasu goes to the hole's owner and the round ends after any move that leaves a row empty.",
        ]),
        "pasu-pondi": ("Pasu Pondi", [
            "As Pallanguzhi, but sowing is clockwise and the round ends after any move that leaves a row empty.",
        ]),
        "kalah": ("Kalah", [
            "Six pits a side, 4 seeds each, and a store at each end. Sow counter-clockwise into your own store but not the opponent's. Last seed in your store: move again. Last seed in your empty pit: take it and the opposite pit. When a side's pits are empty, the game ends; more seeds win.",
        ]),
    ]

    /// One section per preset the core offers, in its order. A preset this
    /// table does not know still appears (its id and the core's summary).
    public static func sections(_ infos: [PresetInfo] = presets()) -> [Section] {
        infos.map { p in
            let known = byPreset[p.id]
            return Section(
                id: p.id, title: known?.title ?? p.id, holesPerSide: Int(p.holesPerSide),
                seedsPerHole: Int(p.seedsPerHole), paragraphs: known?.paragraphs ?? [p.summary])
        }
    }
}
