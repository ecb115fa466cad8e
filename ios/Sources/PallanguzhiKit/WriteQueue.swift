import Foundation
import PallanguzhiFFI

/// The core's file writes (`Effect.write`), run one at a time in the order they came on a
/// serial background queue, so the main actor never waits for a file's flush (`F_FULLFSYNC`
/// on Apple). `drain(timeoutMs:)` blocks until every job queued so far has run, at most the
/// core's bound: `AppStore` calls it for `Effect.awaitWrites`, the last effect of `suspend`, so
/// an app killed in the background loses nothing the core wrote, and a stuck disk cannot hold
/// the main thread until the watchdog kills the app. `atOnce` runs each job where the effect
/// is performed (tests that read the disk after every event).
public final class WriteQueue: @unchecked Sendable {
    /// nil: at once (internal: the tests hold it busy).
    let queue: DispatchQueue?

    /// A serial queue of its own.
    public init(label: String = "app.pallanguzhi.writes") {
        queue = DispatchQueue(label: label, qos: .utility)
    }

    private init(queue: DispatchQueue?) {
        self.queue = queue
    }

    /// No queue: each job runs at once on the caller's thread.
    public static var atOnce: WriteQueue { WriteQueue(queue: nil) }

    /// Runs `job` after the jobs queued before it; `answer` gets its `Written` event on the
    /// queue's thread. `atOnce`: runs it now and returns its `Written` instead.
    func submit(_ job: WriteJob, answer: @escaping @Sendable (Event) -> Void) -> Event? {
        guard let queue else { return job.run() }
        queue.async { answer(job.run()) }
        return nil
    }

    /// Blocks until every job queued before this call has run, or `timeoutMs` (the core's
    /// bound) has passed; whether they had run.
    @discardableResult
    public func drain(timeoutMs: UInt32) -> Bool {
        guard let queue else { return true }
        let done = DispatchSemaphore(value: 0)
        queue.async { done.signal() }
        return done.wait(timeout: .now() + .milliseconds(Int(timeoutMs))) == .success
    }
}
