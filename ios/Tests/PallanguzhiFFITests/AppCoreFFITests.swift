import Foundation
import PallanguzhiFFI
import XCTest

/// `AppCore` through the generated Swift, as the iOS glue drives it: effects performed in
/// order, timers fired by the test, each `SearchJob` run on another queue.
final class AppCoreFFITests: XCTestCase {
    final class Shell {
        let core = AppCore()
        var timers: [UInt64] = []
        var searches: [SearchJob] = []

        @discardableResult
        func send(_ event: Event) -> [Effect] {
            let effects = core.handle(event: event)
            for effect in effects {
                switch effect {
                case let .startTimer(id, _): timers.append(id)
                case let .cancelTimer(id): timers.removeAll { $0 == id }
                case let .search(_, job): searches.append(job)
                case .render, .cancelSearch, .haptic, .announce, .sound: break
                }
            }
            return effects
        }

        func fireTimers() {
            while !timers.isEmpty { send(.timerFired(id: timers.removeFirst())) }
        }

        func runSearch() -> Bool {
            guard !searches.isEmpty else { return false }
            let job = searches.removeFirst()
            send(DispatchQueue.global().sync { job.run() })
            return true
        }

        func settle() {
            repeat { fireTimers() } while runSearch()
        }

        var game: GameView { core.view().game! }
    }

    let versusEasy = Event.newGame(preset: "pallanguzhi", opponent: .computer(level: .easy, side: .south, name: "Anbu"))

    func testHintThenPlayTheComputerAlwaysReplies() {
        let shell = Shell()
        shell.send(.launch(dir: "", language: "en", reduceMotion: false))
        shell.send(versusEasy)
        shell.send(.hint)
        let hint = shell.searches.removeFirst()
        XCTAssertEqual(shell.game.thinking, .hint)
        let hole = shell.game.holes.first { $0.legal }!.index
        let effects = shell.send(.tapHole(hole: hole))
        XCTAssertTrue(effects.contains { if case let .cancelSearch(id) = $0 { return id == hint.id() }; return false })
        shell.fireTimers()
        XCTAssertEqual(shell.game.thinking, .computer)
        XCTAssertTrue(shell.send(hint.run()).isEmpty, "the stale hint is dropped")
        shell.settle()
        XCTAssertEqual(shell.game.history.count, 2, "the computer replied")
        XCTAssertEqual(shell.game.toMove, .south)
    }

    func testSuspendThenRelaunchRestoresTheGameAndTheComputerResumes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
        let shell = Shell()
        shell.send(.launch(dir: dir, language: "fr", reduceMotion: false))
        shell.send(versusEasy)
        shell.send(.tapHole(hole: 2))
        XCTAssertTrue(shell.game.animating)
        shell.send(.suspend)
        XCTAssertFalse(shell.game.animating)
        XCTAssertTrue(shell.searches.isEmpty)
        let next = Shell()
        next.send(.launch(dir: dir, language: "fr", reduceMotion: false))
        XCTAssertEqual(next.game.history, ["c"])
        XCTAssertEqual(next.game.status, "Ordinateur (Facile) réfléchit…")
        XCTAssertEqual(next.searches.count, 1)
        next.settle()
        XCTAssertEqual(next.game.history.count, 2)
    }
}
