import Foundation
import PallanguzhiFFI

/// Seeds moving on screen during one animation frame: from one place to
/// another. Read from the frame's event and the board just before it (which
/// holds the core's absolute values), so no rule is worked out here.
public struct SeedFlight: Equatable, Sendable {
    public enum Place: Hashable, Sendable {
        case hole(Int)
        case bowl(Side)
    }

    public let from: Place
    public let to: Place
    public let seeds: Int
}

extension SowTimeline {
    /// The flights of each frame. `cursor` is the hole the hand is over (the
    /// last lift, drop or relay), where the next sown seed comes from.
    static func flights(_ kind: TimelineStep.Kind, before prev: BoardValues, cursor: inout Int?) -> [SeedFlight] {
        func take(_ hole: Int, _ taker: Side) -> [SeedFlight] {
            let n = prev.holes[hole]
            return n > 0 ? [SeedFlight(from: .hole(hole), to: .bowl(taker), seeds: n)] : []
        }
        switch kind {
        case let .lift(hole), let .relay(hole):
            cursor = hole
            return []
        case let .drop(hole):
            defer { cursor = hole }
            return cursor.map { [SeedFlight(from: .hole($0), to: .hole(hole), seeds: 1)] } ?? []
        case let .storeDrop(side):
            return cursor.map { [SeedFlight(from: .hole($0), to: .bowl(side), seeds: 1)] } ?? []
        case let .pasu(hole, taker), let .capture(hole, taker):
            return take(hole, taker)
        case let .oppositeCapture(hole, opposite, taker):
            return take(hole, taker) + take(opposite, taker)
        case .roundEnd, .gameEnd:
            // The sweep: every seed left goes to the bowl of its row.
            return prev.holes.indices.flatMap { take($0, prev.owner(of: $0)) }
        case .extraTurn, .endlessStop, .refill, .turnEnd:
            return []
        }
    }

    /// Adds each frame's flights (`before` is the board the turn started from).
    static func withFlights(_ steps: [TimelineStep], before: BoardValues) -> [TimelineStep] {
        var cursor: Int?
        var prev = before
        return steps.map { step in
            var s = step
            s.flights = flights(step.kind, before: prev, cursor: &cursor)
            prev = step.board
            return s
        }
    }
}
