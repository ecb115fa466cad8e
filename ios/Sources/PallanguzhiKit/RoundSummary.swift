import Foundation
import PallanguzhiFFI

/// What the round-summary card shows, read from the core's RoundEnd, Refill
/// and GameEnd events of the turn that ended the round. Nothing is computed
/// from the rules: every number is one an event carries.
public struct RoundSummary: Equatable, Sendable {
    /// The round that just ended (the refill names the next one).
    public let round: Int
    public let ranOut: Side
    public let reason: RoundEndReason
    /// Seeds swept from each row into its owner's bowl (South 0, North 1).
    public let swept: [Int]
    /// The bowls after the sweep, before any refill.
    public let bowlsAfterSweep: [Int]
    public struct Refill: Equatable, Sendable {
        public let round: Int
        /// Seeds each side put back on the board.
        public let placed: [Int]
        /// Each side's bowl after refilling (what it could not place).
        public let bowls: [Int]
        /// Letters of the holes closed for the new round, per side.
        public let closedLetters: [[String]]
        public let starter: Side
    }
    /// `nil` when the game ended instead of going on.
    public let refill: Refill?
    public let gameOutcome: Outcome?

    /// `nil` when the turn did not end a round. `letters` are the core's hole labels.
    public static func make(_ turn: Turn, letters: [String]) -> RoundSummary? {
        var end: (Side, RoundEndReason, [Int], [Int])?
        var refill: Refill?
        var outcome: Outcome?
        for event in turn.events {
            switch event {
            case let .roundEnd(ranOut, reason, swept, bowls):
                end = (ranOut, reason, swept.map(Int.init), bowls.map(Int.init))
            case let .refill(round, holes, closed, bowls, starter):
                let n = holes.count / 2
                let sides = [0..<n, n..<holes.count]
                let after = bowls.map(Int.init)
                let placed = sides.map { r in r.reduce(0) { $0 + Int(holes[$1]) } }
                let shut = sides.map { r in r.filter { closed[$0] }.map { $0 < letters.count ? letters[$0] : "\($0)" } }
                refill = Refill(round: Int(round), placed: placed, bowls: after, closedLetters: shut, starter: starter)
            case let .gameEnd(o, _, _):
                outcome = o
            default: break
            }
        }
        guard let end else { return nil }
        // The snapshot's round is already the next one when a refill happened.
        let round = refill.map { $0.round - 1 } ?? Int(turn.after.round)
        return RoundSummary(
            round: round, ranOut: end.0, reason: end.1, swept: end.2, bowlsAfterSweep: end.3,
            refill: refill, gameOutcome: outcome)
    }

    /// The card's lines, in `language`; `name` gives a side's display name.
    public func lines(_ language: Language, name: (Side) -> String) -> [String] {
        let l = language
        var out = [Strings.text("summary.title", l, [String(round)])]
        let why: String
        switch reason {
        case .emptyRow: why = "summary.why.empty"
        case .noCapture: why = "summary.why.noCapture"
        case .moveLimit: why = "summary.why.moveLimit"
        }
        out.append(Strings.text(why, l, [name(ranOut)]))
        for side in [Side.south, .north] {
            out.append(Strings.text("summary.swept", l, [name(side), Strings.seeds(swept[side.index], l),
                                                         String(bowlsAfterSweep[side.index])]))
        }
        if let r = refill {
            for side in [Side.south, .north] {
                let shut = r.closedLetters[side.index].map { $0.uppercased() }
                let closedText = shut.isEmpty ? Strings.text("summary.noneClosed", l)
                    : Strings.text("summary.closed", l, [shut.joined(separator: ", ")])
                out.append(Strings.text("summary.refill", l, [name(side), Strings.seeds(r.placed[side.index], l),
                                                              String(r.bowls[side.index]), closedText]))
            }
            out.append(Strings.text("summary.starter", l, [String(r.round), name(r.starter)]))
        }
        return out
    }
}
