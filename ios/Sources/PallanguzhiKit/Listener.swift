import Foundation
import PallanguzhiFFI

/// Waits for the online core's network news on its own thread (`waitOnline` blocks, so not on
/// the cooperative pool, which has as few threads as cores) and hands each batch to the main
/// actor, waiting until it is pumped before listening again.
final class Listener: @unchecked Sendable {
    /// How long one wait blocks before checking whether the store is gone.
    static let waitMs: UInt32 = 250

    private let core: AppCore
    private let lock = NSLock()
    private var stopped = false

    init(core: AppCore) { self.core = core }

    func start(pump: @escaping @MainActor () -> Void) {
        let thread = Thread { [self] in
            while !isStopped {
                guard core.waitOnline(timeoutMs: Self.waitMs) else { continue }
                let pumped = DispatchSemaphore(value: 0)
                Task { @MainActor in
                    pump()
                    pumped.signal()
                }
                pumped.wait()
            }
        }
        thread.name = "pallanguzhi-online"
        thread.start()
    }

    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }
}
