import Foundation
import PallanguzhiFFI
import XCTest
@testable import PallanguzhiKit

/// Issue 38 (N4): every keystroke in a Settings name field and every volume step sends a
/// `settingsChanged`; the store draws each at once, and the core writes `settings.json` once,
/// on the timer the store runs for it when the changes pause (not two full flushes per key).
@MainActor
final class SettingsWriteTests: XCTestCase {
    func testANameTypedKeyByKeyIsWrittenOnceWhenTheTypingPauses() async throws {
        let dir = tempDir()
        let clock = TestClock(open: false)
        let store = launched(dir, clock: clock)
        let file = dir.appendingPathComponent("settings.json")
        let before = try? Data(contentsOf: file)
        for (step, name) in ["V", "Va", "Val", "Vall", "Valli"].enumerated() {
            store.send(.settingsChanged(settings: store.view.settings.with(playerName: name, volume: UInt8(50 + step * 5))))
            XCTAssertEqual(store.view.settings.playerName, name, "the field shows the key at once")
            XCTAssertEqual(try? Data(contentsOf: file), before, "no write while typing (key \(step))")
            XCTAssertFalse(store.isIdle, "the pause's timer is pending")
        }
        // Only the last change's timer is live (the store cancelled the others): let it fire.
        try await until("the pause's end") {
            clock.give(1)
            return store.isIdle
        }
        let written = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(written.contains("\"Valli\""), written)
        XCTAssertEqual(launched(try copy(dir)).view.settings.playerName, "Valli")
        XCTAssertTrue(clock.requested.allSatisfy { $0 == clock.requested.first }, "one pause length, the core's")
    }

    func testAChangeStillPendingIsWrittenBySuspend() async throws {
        let dir = tempDir()
        let store = launched(dir, clock: TestClock(open: false))
        store.send(.settingsChanged(settings: store.view.settings.with(playerName: "Kumar")))
        XCTAssertFalse(store.isIdle)
        store.send(.suspend)
        XCTAssertTrue(store.isIdle, "the pause's timer cancelled")
        let written = try String(contentsOf: dir.appendingPathComponent("settings.json"), encoding: .utf8)
        XCTAssertTrue(written.contains("\"Kumar\""), written)
    }
}
