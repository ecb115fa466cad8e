import Foundation
import PallanguzhiFFI
import PallanguzhiTestServer
import XCTest

/// Online play through the generated Swift bindings against the real server: what the iOS
/// app relies on when the phone locks, the server restarts or the app is killed.
final class OnlineTests: XCTestCase {
    func testASuspendedPhoneGetsTheMovesItMissedAnimatedOnResume() throws {
        let (host, guest) = try table(try OnlineEnv.scratch("suspend"), try OnlineEnv.url())
        try playUntilTurn(guest, host, 2)
        host.send(.suspend)
        XCTAssertEqual(host.state, .suspended)
        let before = host.moves
        try until("the host seen away", [host, guest]) { guest.state == .opponentAway }
        // The guest plays on while the host is in the background.
        guest.send(.tapHole(hole: try guest.firstLegal()))
        try until("the guest's move confirmed", [guest]) { guest.moves > before }
        host.tick()
        XCTAssertEqual(host.moves, before, "a suspended phone hears nothing")
        // From here the host animates (reduce motion off), as a phone does by default.
        host.send(.systemChanged(language: "en", reduceMotion: false))
        host.sawAnimation = false
        host.send(.resume)
        try until("the host caught up", [host, guest]) { host.moves == guest.moves && host.state != .connecting }
        XCTAssertTrue(host.sawAnimation, "the missed moves were animated")
        try until("the animation done", [host]) { host.view.game?.animating == false }
        host.send(.systemChanged(language: "en", reduceMotion: true)) // the rest without waiting for frames
        XCTAssertEqual(host.history, guest.history)
        try playUntil("the end", [host, guest]) { host.finished && guest.finished }
        XCTAssertEqual(host.history, guest.history)
        XCTAssertEqual(host.view.game?.outcome, guest.view.game?.outcome)
    }

    func testAServerRestartMidGameLosesNoMoveAndTheGameFinishes() throws {
        let dir = try OnlineEnv.scratch("restart")
        let server = OwnServer(bin: try OnlineEnv.serverBin(), db: dir.appendingPathComponent("server.db"))
        try server.start()
        defer { server.kill() }
        let (host, guest) = try table(dir, server.url)
        try playUntilTurn(host, guest, 3)
        let acknowledged = host.history
        server.kill()
        try until("the drop noticed", [host, guest]) {
            [host, guest].allSatisfy { if case .reconnecting = $0.state { return true }; return false }
        }
        // A move made while reconnecting waits under its number and is resent.
        let hole = try host.firstLegal()
        host.send(.tapHole(hole: hole))
        XCTAssertTrue(host.online.sending)
        try server.restart()
        try until("the resent move on both phones", [host, guest]) {
            [host, guest].allSatisfy { $0.moves == acknowledged.count + 1 && $0.state == .playing }
        }
        XCTAssertFalse(host.online.sending)
        XCTAssertEqual(Array(guest.history.prefix(acknowledged.count)), acknowledged)
        XCTAssertEqual(host.view.game?.lastMove, hole)
        try playUntil("the end", [host, guest]) { host.finished && guest.finished }
        XCTAssertEqual(host.history, guest.history)
    }

    func testAKilledAppRelaunchedOnItsDirectoryReturnsToTheSameGame() throws {
        let (host, guest) = try table(try OnlineEnv.scratch("relaunch"), try OnlineEnv.url())
        try playUntilTurn(host, guest, 4)
        let code = host.room?.code
        XCTAssertNotNil(code)
        let history = host.history
        host.relaunch()
        // The stored credential, not a new account: no sign-up, no "session expired".
        XCTAssertEqual(host.room?.code, code)
        XCTAssertEqual(host.online.account, "Valli")
        try until("back in the game", [host, guest]) { host.moves == history.count && host.state == .playing }
        XCTAssertEqual(host.history, history)
        XCTAssertEqual(host.online.mySide, .south)
        try playUntil("the end", [host, guest]) { host.finished && guest.finished }
        XCTAssertEqual(host.history, guest.history)
        XCTAssertNotNil(host.view.game?.outcome)
    }

    func testUnknownCodesAndADeadServerGiveClearStates() throws {
        let phone = Phone("lone", dir: try OnlineEnv.scratch("errors"), url: try OnlineEnv.url())
        try phone.signUp("Lone")
        phone.send(.onlineAction(.join(code: "QRTW34")))
        try until("the refusal", [phone]) { phone.online.error != nil }
        XCTAssertEqual(phone.online.error, "No board has this code.")
        XCTAssertEqual(phone.view.screen, .home)
        // A server that is gone: refused connection, a clear error, nothing changed.
        let dir = try OnlineEnv.scratch("dead")
        let dead = OwnServer(bin: try OnlineEnv.serverBin(), db: dir.appendingPathComponent("server.db"))
        try dead.start()
        dead.kill()
        let lost = Phone("lost", dir: dir.appendingPathComponent("phone"), url: dead.url)
        lost.send(.onlineAction(.signUp(name: "Lost")))
        try until("the error", [lost]) { lost.online.error != nil }
        XCTAssertEqual(lost.state, .idle)
        XCTAssertEqual(lost.online.account, "")
    }
}
