import Foundation
import PallanguzhiFFI
import XCTest

final class SessionTests: XCTestCase {
    let humans = Players(south: [.human(name: "South")], north: [.human(name: "North")])
    let versusExpert = Players(south: [.human(name: "Me")], north: [.computer(level: .expert)])

    func assertThrows(_ expected: PallanguzhiError, _ body: () throws -> Void, line: UInt = #line) {
        XCTAssertThrowsError(try body(), line: line) { XCTAssertEqual($0 as? PallanguzhiError, expected, line: line) }
    }

    func testPresets() {
        XCTAssertEqual(presets().map(\.id), ["pallanguzhi", "pallankuzhi", "pallankuli", "pasu-pondi", "kalah"])
        XCTAssertEqual(presets().last?.family, .kalah)
        XCTAssertFalse(coreVersion().isEmpty)
    }

    func testRefusalsMapToTypedErrorsAndChangeNothing() throws {
        assertThrows(.UnknownPreset(name: "chess")) { _ = try GameSession(preset: "chess", players: self.humans) }
        XCTAssertThrowsError(try GameSession(preset: "kalah", players: Players(south: [], north: humans.north))) {
            guard case .InvalidPlayers? = $0 as? PallanguzhiError else { return XCTFail("\($0)") }
        }
        let s = try GameSession(preset: "pallanguzhi", players: humans)
        let before = s.snapshot()
        assertThrows(.NotYourHole(hole: 9)) { _ = try s.play(hole: 9) }
        assertThrows(.NoSuchHole(hole: 14)) { _ = try s.play(hole: 14) }
        assertThrows(.NoSuchHole(hole: 255)) { _ = try s.play(hole: 255) }
        assertThrows(.NothingToUndo) { _ = try s.undo() }
        assertThrows(.NothingToRedo) { _ = try s.redo() }
        assertThrows(.NotComputersTurn) { _ = try s.computerMove(seed: 1) }
        assertThrows(.GameNotFinished) { _ = try s.recordStats(statsJson: "", side: .south) }
        XCTAssertEqual(s.snapshot(), before)
        XCTAssertFalse(s.canUndo())
        XCTAssertEqual([s.holeLabel(hole: 0), s.holeLabel(hole: 13)], ["a", "G"])
        // The error carries a readable description for logs.
        XCTAssertFalse(String(describing: PallanguzhiError.EmptyHole(hole: 3)).isEmpty)
    }

    func testGameOverEmptyHoleAndStatistics() throws {
        let s = try GameSession(preset: "kalah", players: humans)
        var seed: UInt64 = 1
        while s.snapshot().outcome == nil {
            let legal = s.legalMoves()
            _ = try s.play(hole: legal[legal.startIndex + Int(seed % UInt64(legal.count))])
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let snap = s.snapshot()
            if snap.outcome == nil {
                let row = snap.toMove == .south ? 0..<6 : 6..<12
                if let empty = row.first(where: { snap.holes[snap.holes.startIndex + $0] == 0 }) {
                    assertThrows(.EmptyHole(hole: UInt8(empty))) { _ = try s.play(hole: UInt8(empty)) }
                }
            }
        }
        assertThrows(.GameOver) { _ = try s.play(hole: 0) }
        assertThrows(.GameOver) { _ = try s.hint(seed: 1) }
        let first = try s.recordStats(statsJson: "", side: .south)
        let second = try s.recordStats(statsJson: first.statsJson, side: .south)
        XCTAssertEqual(second.record.games, 2)
        XCTAssertEqual(try readStats(statsJson: second.statsJson), [second.record])
        XCTAssertThrowsError(try readStats(statsJson: "{"))
        assertThrows(.FutureStats(found: 9)) { _ = try readStats(statsJson: #"{"version": 9, "records": []}"#) }
    }

    func testPlayGoesOnWhileAHintRunsOnAnotherThread() throws {
        let s = try GameSession(preset: "pallanguzhi", players: humans)
        let start = s.snapshot()
        let done = expectation(description: "hint")
        var hint: Result<Choice, Error>?
        DispatchQueue.global().async {
            hint = Result { try s.hint(seed: 5) }
            done.fulfill()
        }
        let t0 = Date()
        let turn = try s.play(hole: start.legal.first!)
        XCTAssertEqual(s.snapshot(), turn.after)
        XCTAssertLessThan(Date().timeIntervalSince(t0), 0.5, "play waited for the search")
        wait(for: [done], timeout: 60)
        let choice = try XCTUnwrap(hint).get()
        // For the position it was asked about (before or after the move, as the threads raced).
        XCTAssertTrue(start.legal.contains(choice.hole) || turn.after.legal.contains(choice.hole))
        XCTAssertFalse(choice.reasonText.isEmpty)
    }

    func testCancelAndStaleSearch() throws {
        let s = try GameSession(preset: "pallanguzhi", players: versusExpert)
        _ = try s.play(hole: s.legalMoves().first!)
        var result: Result<ComputerMove, Error>?
        let done = expectation(description: "search")
        DispatchQueue.global().async {
            result = Result { try s.playComputerMove(seed: 9) }
            done.fulfill()
        }
        Thread.sleep(forTimeInterval: 0.03)
        let t0 = Date()
        // A cancel that lands before the search starts is cleared by it: keep
        // cancelling until the search answers (each search resets the flag).
        let stop = DispatchSource.makeTimerSource(queue: .global())
        stop.schedule(deadline: .now(), repeating: .milliseconds(5))
        stop.setEventHandler { s.cancel() }
        stop.resume()
        wait(for: [done], timeout: 10)
        stop.cancel()
        XCTAssertLessThan(Date().timeIntervalSince(t0), 2.0)
        XCTAssertThrowsError(try result!.get()) { XCTAssertEqual($0 as? PallanguzhiError, .Cancelled) }
        XCTAssertEqual(s.snapshot().toMove, .north, "nothing was played")

        let stale = expectation(description: "stale")
        DispatchQueue.global().async {
            result = Result { try s.playComputerMove(seed: 5) }
            stale.fulfill()
        }
        Thread.sleep(forTimeInterval: 0.005)
        let afterUndo = try s.undo()
        wait(for: [stale], timeout: 60)
        XCTAssertThrowsError(try result!.get()) {
            let e = $0 as? PallanguzhiError
            XCTAssertTrue(e == .StaleSearch || e == .NotComputersTurn, "\($0)")
        }
        XCTAssertEqual(s.snapshot(), afterUndo)

        _ = try s.play(hole: s.legalMoves().first!)
        let move = try s.playComputerMove(seed: 3)
        XCTAssertEqual(move.turn.hole, move.choice.hole)
        XCTAssertEqual(move.turn.mover, .north)
        _ = try s.undoToHuman()
        XCTAssertEqual(s.snapshot().toMove, .south)
    }

    func testLifetime() throws {
        weak var weakSession: GameSession?
        var snap: Snapshot?
        do {
            let s = try GameSession(preset: "pallanguzhi", players: humans)
            weakSession = s
            snap = s.snapshot()
        }
        XCTAssertNil(weakSession, "the session is freed with its last reference")
        XCTAssertEqual(snap?.holes.count, 14, "records outlive the session")
        DispatchQueue.concurrentPerform(iterations: 4) { n in
            for _ in 0..<50 {
                let g = try! GameSession(preset: "kalah", players: humans)
                let legal = g.legalMoves()
                _ = try! g.play(hole: legal[legal.startIndex + n % legal.count])
            }
        }
    }

    func testSaveRestoreKeepsRedo() throws {
        let s = try GameSession(preset: "pallankuli", players: humans)
        for _ in 0..<3 { _ = try s.play(hole: s.legalMoves().first!) }
        _ = try s.undo()
        let r = try GameSession.restore(saveJson: s.save())
        XCTAssertEqual(r.snapshot(), s.snapshot())
        XCTAssertTrue(r.canRedo())
        XCTAssertEqual(try r.redo(), try s.redo())
        XCTAssertEqual(r.history(), s.history())
    }

    final class Capture: LogSink, @unchecked Sendable {
        let lock = NSLock()
        var lines: [(LogLevel, String)] = []
        func log(level: LogLevel, target: String, message: String) {
            lock.lock()
            lines.append((level, message))
            lock.unlock()
        }
    }

    func testRustLogsReachASwiftSink() throws {
        let sink = Capture()
        setLogSink(sink: sink, maxLevel: .info)
        XCTAssertThrowsError(try GameSession.restore(saveJson: "{"))
        _ = try GameSession(preset: "kalah", players: humans)
        setLogSink(sink: nil, maxLevel: .info)
        XCTAssertTrue(sink.lines.contains { $0.0 == .warn && $0.1.contains("save refused") }, "\(sink.lines)")
        XCTAssertTrue(sink.lines.contains { $0.0 == .info && $0.1.contains("new kalah game") })
        let count = sink.lines.count
        _ = try GameSession(preset: "kalah", players: humans)
        XCTAssertEqual(sink.lines.count, count, "no logs after the sink is removed")
    }
}
