import Foundation
import PallanguzhiFFI

/// The computer's side of a session: a move, a hint, and a way to stop either.
/// `SessionComputer` (in `SessionComputer.swift`) calls the core; tests can
/// give a slow fake. All three are called off the main actor.
public protocol ComputerBackend: Sendable {
    /// Searches the computer's move in `session` without playing it: the
    /// store plays it on the main actor only if the game has not changed
    /// meanwhile, so a late or cancelled answer can never be applied.
    func computerMove(_ session: GameSession) throws -> UInt8
    /// The hole the computer would suggest to the side to move, and why.
    func hint(_ session: GameSession) throws -> Hint
    /// Makes a running search of `session` give up promptly (`Cancelled`).
    func cancel(_ session: GameSession)
}

/// A suggested hole with the core's structured reason (worded per language by `Strings.hint`).
public struct Hint: Equatable, @unchecked Sendable {
    public let hole: Int
    public let reason: Reason
    public init(hole: Int, reason: Reason) { self.hole = hole; self.reason = reason }
}

/// Runs one blocking search at a time in a detached task, so the main actor
/// never waits, and turns Swift task cancellation into the core's cancel.
public final class AIRunner: @unchecked Sendable {
    public let backend: ComputerBackend
    private let lock = NSLock()
    private var current: (session: GameSession, task: Task<Void, Never>)?

    public init(backend: ComputerBackend) { self.backend = backend }

    public enum Outcome<T: Sendable>: Sendable {
        case done(T)
        case cancelled
        case failed(String)
    }

    /// Runs `work` on a background thread. Cancelling the calling task (or
    /// `cancel()`) cancels the search; the result then is `.cancelled`.
    public func run<T: Sendable>(
        _ session: GameSession, _ work: @escaping @Sendable (GameSession) throws -> T
    ) async -> Outcome<T> {
        let backend = self.backend
        let inner = Task.detached(priority: .userInitiated) { () -> Outcome<T> in
            // Cancelled before the search even started: the core's flag would be
            // cleared by the search's start, so do not start it.
            if Task.isCancelled { return .cancelled }
            do {
                return .done(try work(session))
            } catch PallanguzhiError.Cancelled {
                return .cancelled
            } catch PallanguzhiError.StaleSearch {
                return .cancelled
            } catch {
                return .failed("\(error)")
            }
        }
        let holder = Task<Void, Never> { _ = await inner.value }
        setCurrent(session, holder)
        defer { clearCurrent(holder) }
        let result = await withTaskCancellationHandler {
            await inner.value
        } onCancel: {
            backend.cancel(session)
            inner.cancel()
        }
        if Task.isCancelled { return .cancelled }
        return result
    }

    private func setCurrent(_ session: GameSession, _ task: Task<Void, Never>) {
        lock.lock(); defer { lock.unlock() }
        current = (session, task)
    }

    private func clearCurrent(_ task: Task<Void, Never>) {
        lock.lock(); defer { lock.unlock() }
        if current?.task == task { current = nil }
    }

    public func computerMove(_ session: GameSession) async -> Outcome<UInt8> {
        let b = backend
        return await run(session) { try b.computerMove($0) }
    }

    public func hint(_ session: GameSession) async -> Outcome<Hint> {
        let b = backend
        return await run(session) { try b.hint($0) }
    }

    /// Cancels the running search, if any (e.g. on a scene phase change).
    public func cancel() {
        lock.lock(); let c = current; lock.unlock()
        if let c { backend.cancel(c.session) }
    }

    public var isRunning: Bool {
        lock.lock(); defer { lock.unlock() }
        return current != nil
    }
}
