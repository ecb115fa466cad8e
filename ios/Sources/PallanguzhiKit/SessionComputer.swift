import Foundation
import PallanguzhiFFI

/// The core's own computer player and hints (`GameSession.computerMove`,
/// `hint`, `cancel`). The level is the computer seat's, set in `Players`.
public struct SessionComputer: ComputerBackend {
    /// Fixed for reproducible tests; `nil` draws a new seed for every search.
    public let seed: UInt64?

    public init(seed: UInt64? = nil) { self.seed = seed }

    private var nextSeed: UInt64 { seed ?? UInt64.random(in: 0...UInt64.max) }

    public func computerMove(_ session: GameSession) throws -> UInt8 {
        try session.computerMove(seed: nextSeed).hole
    }

    public func hint(_ session: GameSession) throws -> Hint {
        let choice = try session.hint(seed: nextSeed)
        return Hint(hole: Int(choice.hole), reason: choice.reason)
    }

    public func cancel(_ session: GameSession) { session.cancel() }
}
