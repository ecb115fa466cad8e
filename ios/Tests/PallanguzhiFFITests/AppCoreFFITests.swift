import Foundation
import PallanguzhiFFI
import PallanguzhiTestServer
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
                // Written at once, on the calling thread (the app: on its serial queue).
                case let .write(_, job): send(job.run())
                case .awaitWrites: break // every write has run already
                case .render, .cancelSearch, .haptic, .announce, .sound: break
                // The online test is the transport: it reads these from what `send` returns.
                case .http, .httpCancel, .socketOpen, .socketSend, .socketClose: break
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

    /// A table of seats through the bindings: the computer plays its seat in turn, the board
    /// names whose seat moves, and a side with nobody is refused in words.
    func testATableOfPeopleAndTheComputerPlaysAndAnEmptySideIsRefused() {
        let shell = Shell()
        shell.send(.launch(dir: "", language: "en", reduceMotion: false))
        shell.send(.newGame(preset: "kalah", opponent: .table(south: [.person(name: "Anbu")], north: [])))
        XCTAssertTrue(shell.core.view().notice?.text.contains("North") ?? false)
        XCTAssertNil(shell.core.view().game)
        shell.send(.dismissNotice)
        let table = Opponent.table(
            south: [.person(name: "Anbu"), .computer(level: .easy)], north: [.person(name: "Bala")])
        shell.send(.newGame(preset: "kalah", opponent: table))
        XCTAssertEqual(shell.game.names.south, ["Anbu", "Computer (Easy)"])
        var byComputer = 0
        for _ in 0..<30 where shell.game.outcome == nil {
            shell.fireTimers()
            if shell.game.dialog != nil {
                shell.send(.acknowledgeDialog)
            } else if shell.game.thinking == .computer {
                XCTAssertEqual(shell.game.mover, "Computer (Easy)")
                XCTAssertTrue(shell.runSearch())
                byComputer += 1
            } else {
                XCTAssertTrue(["Anbu", "Bala"].contains(shell.game.mover), shell.game.mover)
                shell.send(.tapHole(hole: shell.game.holes.first { $0.legal }!.index))
            }
        }
        XCTAssertGreaterThan(byComputer, 0)
    }

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

    /// The id of the HTTP request to `suffix` among `effects` (the shell's transport would send it).
    private func request(_ effects: [Effect], _ suffix: String) throws -> UInt64 {
        for effect in effects {
            if case let .http(id, _, url, _, _, _) = effect, url.hasSuffix(suffix) { return id }
        }
        throw XCTSkip("no request to \(suffix) in \(effects)") // never: the assertions below fail first
    }

    /// Two players named Ana on the leaderboard: the core marks mine by account id, and says my
    /// rank in words. The test is the transport: it answers the core's HTTP effects itself.
    func testTheLeaderboardMarksMyRowByAccountIdWhenTwoPlayersShareMyName() throws {
        let shell = Shell()
        shell.send(.launch(dir: "", language: "en", reduceMotion: true))
        shell.send(.onlineAction(.setServer(url: "http://test.invalid")))
        let signUp = try request(shell.send(.onlineAction(.signUp(name: "Ana"))), "/v1/accounts")
        shell.send(.transport(.httpDone(id: signUp, status: 201, body: #"{"account_id": 2, "name": "Ana", "token": "t"}"#)))
        XCTAssertEqual(shell.core.view().online.account, "Ana")
        let board = try request(shell.send(.onlineAction(.leaderboard(preset: "kalah"))), "/v1/leaderboard?rules=kalah&limit=20")
        let row = { (rank: Int, id: Int, rating: Double) in
            #"{"rank": \#(rank), "account_id": \#(id), "name": "Ana", "rating": \#(rating), "deviation": 60, "games": 9, "provisional": false}"#
        }
        let body = #"{"rules": "kalah", "top": [\#(row(1, 7, 1700)), \#(row(2, 2, 1612.4))], "me": \#(row(2, 2, 1612.4))}"#
        shell.send(.transport(.httpDone(id: board, status: 200, body: body)))
        let online = shell.core.view().online
        let top = try XCTUnwrap(online.leaderboard).top
        XCTAssertEqual(top.map(\.name), ["Ana", "Ana"])
        XCTAssertEqual(top.map(\.mine), [false, true])
        XCTAssertEqual(top.map(\.accountId), [7, 2])
        XCTAssertEqual(online.leaderboard?.me?.rating, 1612, "rounded by the core")
        XCTAssertEqual(online.myRankText, "Your rank: 2 (1612 points)")
        XCTAssertNil(online.noRanksText)
    }
}
