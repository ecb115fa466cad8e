import Foundation
import PallanguzhiFFI
import XCTest
@testable import PallanguzhiKit

/// Issue 38 (N4): the core's file writes run on the store's serial background queue, not on
/// the main actor; their `Written` answers come back to the store, and `suspend` returns only
/// once every write queued before it is on the disk (`drainWrites`).
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
        let dir = tempDir()
        let queue = WriteQueue(label: "test.slow")
        let store = launched(dir, writes: queue)
        store.send(.newGame(preset: "kalah", opponent: .passAndPlay(south: ["Ana"], north: ["Bala"])))
        store.set(speed: .instant)
        // A slow disk: the queue is busy for a while before the move's write reaches it.
        let gate = DispatchSemaphore(value: 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { gate.signal() }
        queueBlock(queue, until: gate)
        store.send(.tapHole(hole: try XCTUnwrap(store.firstLegal())))
        XCTAssertFalse(store.isIdle, "the move's write waits on the queue")
        store.send(.suspend)
        // No await in between: the answers have not come back, but the files are written.
        XCTAssertEqual(launched(try copy(dir)).boardGame?.movesPlayed, 1)
    }

    /// Holds `queue` busy (the jobs after this wait) until `gate` is signalled: a slow disk.
    private func queueBlock(_ queue: WriteQueue, until gate: DispatchSemaphore) {
        queue.queue?.async { gate.wait() }
    }
}
