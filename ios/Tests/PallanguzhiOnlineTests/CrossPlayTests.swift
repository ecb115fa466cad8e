import Foundation
import PallanguzhiFFI
import PallanguzhiTestServer
import XCTest

/// A whole game between this Swift client and the Kotlin suite's client (tests/kotlin-online/
/// .../CrossPlayTest.kt), which `tests/run.sh` runs at the same time against the same server.
/// Rendezvous through files under the online scratch dir: Kotlin hosts and publishes the room
/// code; Swift joins it; at the end each publishes the history it saw and checks the other's.
final class CrossPlayTests: XCTestCase {
    func testASwiftGuestPlaysAWholeGameAgainstAKotlinHost() throws {
        if (try? OnlineEnv.get("PALLANGUZHI_CROSS_PEER")) == nil {
            throw XCTSkip("the Kotlin suite does not run (SKIP_KOTLIN)")
        }
        let meet = try OnlineEnv.dir().appendingPathComponent("rendezvous")
        let guest = Phone("swift", dir: try OnlineEnv.scratch("cross"), url: try OnlineEnv.url())
        try guest.signUp("Swift")
        let codeFile = meet.appendingPathComponent("code")
        try until("the Kotlin host's code", [guest], bound: 600) { FileManager.default.fileExists(atPath: codeFile.path) }
        let code = try String(contentsOf: codeFile, encoding: .utf8)
        guest.send(.onlineAction(.join(code: code)))
        try until("seated", [guest]) { guest.state == .playing }
        XCTAssertEqual(guest.online.seats.first { $0.side == .south }?.name, "Kotlin", "the host is the Kotlin client")
        XCTAssertEqual(guest.online.mySide, .north)
        try playUntil("the end", [guest]) { guest.finished }
        let game = try XCTUnwrap(guest.view.game)
        XCTAssertNotNil(game.outcome, "the game ended by the rules")
        try publish(meet.appendingPathComponent("swift-history"), (game.history + [outcomeWord(game.outcome)]).joined(separator: "\n"))
        let theirs = meet.appendingPathComponent("kotlin-history")
        try until("the Kotlin client's history", [guest], bound: 600) { FileManager.default.fileExists(atPath: theirs.path) }
        let kotlin = try String(contentsOf: theirs, encoding: .utf8).components(separatedBy: "\n")
        XCTAssertEqual(Array(kotlin.dropLast()), game.history, "both clients saw the same moves")
        XCTAssertEqual(kotlin.last, outcomeWord(game.outcome), "both clients saw the same result")
        try until("the rating change", [guest]) { guest.online.ratingChange != nil }
    }
}
