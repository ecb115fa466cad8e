import Foundation
import PallanguzhiFFI

public enum AnimationSpeed: String, Codable, CaseIterable, Sendable {
    case slow, normal, fast, instant

    /// Seconds for one seed to fall.
    public var dropSeconds: Double {
        switch self {
        case .slow: return 0.45
        case .normal: return 0.22
        case .fast: return 0.08
        case .instant: return 0
        }
    }
}

/// One frame of a sowing animation: the board as it is after the step.
public struct TimelineStep: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case lift(hole: Int)
        case drop(hole: Int)
        case storeDrop(side: Side)
        case pasu(hole: Int, taker: Side)
        case relay(hole: Int)
        case capture(hole: Int, taker: Side)
        case oppositeCapture(hole: Int, opposite: Int, taker: Side)
        case extraTurn(side: Side)
        case endlessStop(hole: Int)
        case roundEnd
        case refill(round: Int)
        case gameEnd
        case turnEnd
    }

    public let kind: Kind
    public let board: BoardValues
    /// How long to show this frame before the next.
    public let seconds: Double
    /// Seeds the view moves during this frame (none when instant).
    public internal(set) var flights: [SeedFlight] = []

    /// Captures and pasus: the moments that get a haptic tap.
    public var isCapture: Bool {
        switch kind {
        case .pasu, .capture, .oppositeCapture: return true
        default: return false
        }
    }
}

/// A turn's `SowEvent`s as timed frames. Every frame's board comes from the
/// absolute values the events carry (a drop says how many seeds the hole now
/// holds, a capture what the bowl now holds…), so the last frame equals
/// `Turn.after` without any rule being computed here.
public struct SowTimeline: Equatable, Sendable {
    public let steps: [TimelineStep]
    public let final: BoardValues
    /// The board the events alone lead to (tests check it against `Turn.after`).
    public let fromEvents: BoardValues

    public var totalSeconds: Double { steps.reduce(0) { $0 + $1.seconds } }

    /// `before`: the board the turn started from. With `.instant` (or Reduce
    /// Motion) there is a single frame, the end.
    public init(before: BoardValues, turn: Turn, speed: AnimationSpeed, reduceMotion: Bool = false) {
        let effective = reduceMotion ? AnimationSpeed.instant : speed
        let d = effective.dropSeconds
        var b = before
        var steps: [TimelineStep] = []
        func push(_ k: TimelineStep.Kind, _ seconds: Double) {
            steps.append(TimelineStep(kind: k, board: b, seconds: seconds))
        }
        for event in turn.events {
            switch event {
            case let .lift(hole, seeds):
                b.holes[Int(hole)] = 0
                b.inHand = Int(seeds)
                b.legal = []
                push(.lift(hole: Int(hole)), d * 1.5)
            case let .drop(hole, count):
                b.holes[Int(hole)] = Int(count)
                b.inHand = max(0, b.inHand - 1)
                push(.drop(hole: Int(hole)), d)
            case let .storeDrop(side, total):
                b.bowls[side.index] = Int(total)
                b.inHand = max(0, b.inHand - 1)
                push(.storeDrop(side: side), d)
            case let .pasu(hole, _, taker, bowl):
                b.holes[Int(hole)] = 0
                b.bowls[taker.index] = Int(bowl)
                push(.pasu(hole: Int(hole), taker: taker), d * 2)
            case let .relay(hole, seeds):
                b.holes[Int(hole)] = 0
                b.inHand = Int(seeds)
                push(.relay(hole: Int(hole)), d * 1.5)
            case let .capture(_, hole, _, taker, bowl):
                b.holes[Int(hole)] = 0
                b.bowls[taker.index] = Int(bowl)
                b.inHand = 0
                push(.capture(hole: Int(hole), taker: taker), d * 2)
            case let .oppositeCapture(hole, opposite, _, taker, store):
                b.holes[Int(hole)] = 0
                b.holes[Int(opposite)] = 0
                b.bowls[taker.index] = Int(store)
                b.inHand = 0
                push(.oppositeCapture(hole: Int(hole), opposite: Int(opposite), taker: taker), d * 2)
            case let .extraTurn(side):
                b.inHand = 0
                push(.extraTurn(side: side), d)
            case let .endlessStop(hole):
                b.inHand = 0
                push(.endlessStop(hole: Int(hole)), d * 2)
            case let .roundEnd(_, _, _, bowls):
                b.holes = Array(repeating: 0, count: b.holes.count)
                b.bowls = bowls.map(Int.init)
                b.inHand = 0
                push(.roundEnd, d * 4)
            case let .refill(round, holes, closed, bowls, _):
                b.holes = holes.map(Int.init)
                b.closed = closed
                b.bowls = bowls.map(Int.init)
                push(.refill(round: Int(round)), d * 4)
            case let .gameEnd(_, _, bowls):
                b.holes = Array(repeating: 0, count: b.holes.count)
                b.bowls = bowls.map(Int.init)
                b.inHand = 0
                b.toMove = nil
                b.legal = []
                push(.gameEnd, d * 2)
            case let .turnEnd(next, seat, legal):
                b.inHand = 0
                b.toMove = next
                b.seat = Int(seat)
                b.legal = legal.map(Int.init)
                push(.turnEnd, 0)
            }
        }
        // The snapshot after the turn is authoritative for what it alone
        // says (the seat when the game ends, the round counters).
        let after = BoardValues(turn.after)
        final = after
        fromEvents = b
        if effective == .instant || steps.isEmpty {
            self.steps = [TimelineStep(kind: .turnEnd, board: after, seconds: 0)]
        } else {
            self.steps = SowTimeline.withFlights(steps, before: before)
        }
    }

    /// The frame to jump to when the player taps to skip.
    public func skipToEnd() -> TimelineStep { TimelineStep(kind: .turnEnd, board: final, seconds: 0) }
}
