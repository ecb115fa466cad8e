import Foundation
import PallanguzhiFFI
import XCTest
@testable import PallanguzhiKit

/// Issue 38 (P10): the core's log records reach the sink the app installs (the unified log on
/// a phone), at warnings and above.
@MainActor
final class CoreLogTests: XCTestCase {
    /// Records from whichever thread logs.
    private final class Records: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [(LogLevel, String, String)] = []
        func add(_ record: (LogLevel, String, String)) { lock.withLock { list.append(record) } }
        var all: [(LogLevel, String, String)] { lock.withLock { list } }
    }

    func testAFailedSaveReachesTheSinkAsAWarning() async throws {
        let records = Records()
        CoreLog.install(level: .warn) { level, category, message in records.add((level, category, message)) }
        defer { setLogSink(sink: nil, maxLevel: .warn) }
        // A file where the core wants its directory: every write fails, and says so.
        let notADirectory = tempDir().appendingPathComponent("not-a-directory")
        XCTAssertTrue(FileManager.default.createFile(atPath: notADirectory.path, contents: Data("x".utf8)))
        let store = launched(notADirectory)
        store.newGame()
        let all = records.all
        guard let failed = all.first(where: { $0.2.hasPrefix("write failed") }) else {
            return XCTFail("no 'write failed' record among \(all.map { $0.2 })")
        }
        XCTAssertEqual(failed.0, .warn)
        XCTAssertEqual(failed.1, "env", "the category is the core's module")
        XCTAssertTrue(all.allSatisfy { $0.0 == .warn || $0.0 == .error }, "nothing below a warning")
    }

    func testTheCategoryIsTheModule() async {
        XCTAssertEqual(CoreLog.category("pallanguzhi_app::env"), "env")
        XCTAssertEqual(CoreLog.category("link"), "link")
    }
}
