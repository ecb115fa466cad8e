import Foundation
import PallanguzhiFFI

/// The numbers on the board at one instant: what the views draw. Taken from a
/// `Snapshot` or from the absolute values a `SowEvent` carries; never computed
/// from the rules.
public struct BoardValues: Equatable, Sendable {
    public var holesPerSide: Int
    public var holes: [Int]
    public var closed: [Bool]
    public var bowls: [Int]
    /// Seeds in the sowing hand (shown beside the board while sowing).
    public var inHand: Int
    public var toMove: Side?
    public var seat: Int
    public var legal: [Int]

    public init(_ s: Snapshot) {
        holesPerSide = Int(s.holesPerSide)
        holes = s.holes.map(Int.init)
        closed = s.closed
        bowls = s.bowls.map(Int.init)
        inHand = 0
        toMove = s.toMove
        seat = Int(s.seat)
        legal = s.legal.map(Int.init)
    }

    /// Same seeds, closed holes, bowls, mover and legal moves as `s`.
    public func matches(_ s: Snapshot) -> Bool {
        self == BoardValues(s)
    }

    public func owner(of hole: Int) -> Side { hole < holesPerSide ? .south : .north }
}

public extension Side {
    var index: Int { self == .south ? 0 : 1 }
    var other: Side { self == .south ? .north : .south }
}

/// What one hole shows, including its VoiceOver text.
public struct HoleViewState: Identifiable, Equatable, Sendable {
    public let id: Int
    public let count: Int
    public let closed: Bool
    public let legal: Bool
    public let hinted: Bool
    public let owner: Side
    public let letter: String
    public let accessibilityLabel: String
    public let accessibilityHint: String
}

public struct BoardViewState: Equatable, Sendable {
    public let holes: [HoleViewState]
    public let bowls: [Int]
    public let bowlLabels: [String]
    public let inHand: Int
    /// The bottom row (the perspective side, from its left) and the top row
    /// (the other side, drawn right to left so the ring reads round).
    public let bottomRow: [Int]
    public let topRow: [Int]
    public let perspective: Side

    public static func make(
        _ v: BoardValues, letters: [String], perspective: Side?, hint: Int?, interactive: Bool, language: Language
    ) -> BoardViewState {
        let n = v.holesPerSide
        let holes = (0..<v.holes.count).map { i -> HoleViewState in
            let owner = v.owner(of: i)
            let letter = i < letters.count ? letters[i] : "\(i)"
            let legal = interactive && v.legal.contains(i)
            let closed = v.closed.indices.contains(i) && v.closed[i]
            let label = HoleViewState.label(
                owner: owner, letter: letter, count: v.holes[i], closed: closed, legal: legal,
                hinted: hint == i, perspective: perspective, language: language)
            return HoleViewState(
                id: i, count: v.holes[i], closed: closed, legal: legal, hinted: hint == i, owner: owner,
                letter: letter, accessibilityLabel: label.0, accessibilityHint: label.1)
        }
        let me = perspective ?? .south
        let bowlLabels = [Side.south, Side.north].map { side -> String in
            let key = side == me ? "bowl.yours" : "bowl.theirs"
            return Strings.text(key, language, [Strings.seeds(v.bowls[side.index], language)])
        }
        let south = Array(0..<n), north = Array(n..<(2 * n))
        return BoardViewState(
            holes: holes, bowls: v.bowls, bowlLabels: bowlLabels, inHand: v.inHand,
            bottomRow: me == .south ? south : north,
            topRow: (me == .south ? north : south).reversed(), perspective: me)
    }
}

extension HoleViewState {
    /// ("Your hole C, 5 seeds", "legal move"); with no perspective (two people
    /// on one side each) the sides are named instead.
    static func label(
        owner: Side, letter: String, count: Int, closed: Bool, legal: Bool, hinted: Bool,
        perspective: Side?, language: Language
    ) -> (String, String) {
        let name: String
        let upper = letter.uppercased()
        if let p = perspective {
            name = Strings.text(owner == p ? "hole.yours" : "hole.theirs", language, [upper])
        } else {
            name = Strings.text(owner == .south ? "hole.south" : "hole.north", language, [upper])
        }
        var label = "\(name), \(Strings.seeds(count, language))"
        if closed { label += ", " + Strings.text("hole.closed", language) }
        var hints: [String] = []
        if legal { hints.append(Strings.text("hole.legal", language)) }
        if hinted { hints.append(Strings.text("hole.hint", language)) }
        return (label, hints.joined(separator: ", "))
    }
}
