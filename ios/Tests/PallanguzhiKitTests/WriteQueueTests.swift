import Foundation
import PallanguzhiFFI
import XCTest
@testable import PallanguzhiKit

/// Issue 38 (N4): the core's file writes run on the store's serial background queue, not on
/// the main actor; their `Written` answers come back to the store, and `suspend` returns only
/// once every write queued before it is on the disk, or after the core's bound when the disk
/// is stuck (`Effect.awaitWrites`, the last effect of `suspend`: `WriteQueue.drain(timeoutMs:)`).
@MainActor
final class WriteQueueTests: XCTestCase {
    func testWritesRunOffTheMainThreadInOrderAndAnswerTheStore() async throws {
        let dir = tempDir()
        let store = launched(dir, writes: WriteQueue(label: "test.writes"))
        store.set(speed: .instant)
        store.send(.newGame(preset: "kalah", opponent: .passAndPlay(south: ["Ana"], north: ["Bala"])))
        store.send(.tapHole(hole: try XCTUnwrap(store.firstLegal())))
        // Answered through the main actor once written: the store is idle when all are.
        try await until("the writes answered") { store.isIdle }
        XCTAssertNil(store.view.notice)
        XCTAssertEqual(launched(try copy(dir)).boardGame?.movesPlayed, 1, "the newest game on the disk")
    }

    func testSuspendReturnsOnceTheQueuedWritesAreOnTheDisk() async throws {
        // A slow disk: the queue is busy for a while before the move's write reaches it.
        let (dir, store) = try moveQueuedOnADisk(busyFor: 0.2)
        XCTAssertFalse(store.isIdle, "the move's write waits on the queue")
        store.send(.suspend)
        // No await in between: the answers have not come back, but the files are written.
        XCTAssertEqual(launched(try copy(dir)).boardGame?.movesPlayed, 1)
    }

    func testSuspendWaitsForAStuckDiskAtMostTheCoresBound() async throws {
        // The bound is the core's: the last effect of `suspend`, after its writes.
        let effects = AppCore().handle(event: .suspend)
        guard case let .awaitWrites(bound)? = effects.last else { return XCTFail("\(effects)") }
        XCTAssertTrue((1...2_000).contains(bound), "\(bound) ms")
        // A stuck disk: the queue is busy far longer than the bound (an unbounded wait would
        // return after 6 s and fail, not hang the suite).
        let (_, store) = try moveQueuedOnADisk(busyFor: 6)
        let start = Date()
        store.send(.suspend)
        let waited = Date().timeIntervalSince(start) * 1000
        XCTAssertGreaterThanOrEqual(waited, Double(bound) - 50, "waited for the queue")
        XCTAssertLessThan(waited, Double(bound) + 1_500, "and returned after about the bound, not never")
        XCTAssertFalse(store.isIdle, "the writes are still queued")
    }

    func testDrainIsBoundedAndReturnsAtOnceWithNothingQueued() async {
        let queue = WriteQueue(label: "test.drain")
        XCTAssertTrue(queue.drain(timeoutMs: 1_000), "an empty queue")
        let gate = DispatchSemaphore(value: 0)
        queueBlock(queue, until: gate)
        XCTAssertFalse(queue.drain(timeoutMs: 50), "a stuck one: given up on")
        gate.signal()
        XCTAssertTrue(queue.drain(timeoutMs: 1_000))
        XCTAssertTrue(WriteQueue.atOnce.drain(timeoutMs: 0))
    }

    /// A game on its own queue, a move played while the queue is busy for `seconds` (a slow
    /// disk): the move's write waits behind it.
    private func moveQueuedOnADisk(busyFor seconds: Double) throws -> (URL, AppStore) {
        let dir = tempDir()
        let queue = WriteQueue(label: "test.busy")
        let store = launched(dir, writes: queue)
        store.send(.newGame(preset: "kalah", opponent: .passAndPlay(south: ["Ana"], north: ["Bala"])))
        store.set(speed: .instant)
        let gate = DispatchSemaphore(value: 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { gate.signal() }
        queueBlock(queue, until: gate)
        store.send(.tapHole(hole: try XCTUnwrap(store.firstLegal())))
        return (dir, store)
    }

    /// Holds `queue` busy (the jobs after this wait) until `gate` is signalled: a slow disk.
    private func queueBlock(_ queue: WriteQueue, until gate: DispatchSemaphore) {
        queue.queue?.async { gate.wait() }
    }
}
