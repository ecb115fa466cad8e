import XCTest
@testable import PallanguzhiKit
import PallanguzhiFFI

@MainActor
final class GameStoreTests: XCTestCase {
    func settings(_ lang: Language = .en) -> Settings { var s = Settings(); s.speed = .instant; s.language = lang; return s }

    func testAccessibilityLabelsInThreeLanguages() async throws {
        let store = try GameStore(preset: "pallanguzhi", players: humanVsHard, settings: settings())
        let c = store.board.holes[2]
        XCTAssertEqual(c.letter, "c")
        XCTAssertEqual(c.accessibilityLabel, "Your hole C, 5 seeds")
        XCTAssertEqual(c.accessibilityHint, "legal move")
        XCTAssertEqual(store.board.holes[9].accessibilityLabel, "Opponent's hole C, 5 seeds")
        XCTAssertEqual(store.board.holes[9].accessibilityHint, "")
        XCTAssertEqual(store.board.bowlLabels[0], "Your bowl, 0 seeds")
        store.settings.language = .fr
        XCTAssertEqual(store.board.holes[2].accessibilityLabel, "Votre trou C, 5 graines")
        XCTAssertEqual(store.board.holes[2].accessibilityHint, "coup possible")
        XCTAssertEqual(store.board.holes[9].accessibilityLabel, "Trou adverse C, 5 graines")
        XCTAssertEqual(store.board.bowlLabels[1], "Bol adverse, 0 graine")
        store.settings.language = .ta
        XCTAssertEqual(store.board.holes[2].accessibilityLabel, "உங்கள் குழி C, 5 விதைகள்")
        XCTAssertEqual(store.board.holes[2].accessibilityHint, "ஆடக்கூடிய நகர்வு")
        XCTAssertEqual(store.board.holes[9].accessibilityLabel, "எதிராளியின் குழி C, 5 விதைகள்")
        // Closed holes and singular counts.
        XCTAssertEqual(HoleViewState.label(owner: .north, letter: "G", count: 1, closed: true, legal: false, hinted: false,
                                           perspective: .south, language: .en).0,
                       "Opponent's hole G, 1 seed, closed this round")
        XCTAssertEqual(HoleViewState.label(owner: .south, letter: "a", count: 0, closed: false, legal: false, hinted: false,
                                           perspective: nil, language: .fr).0, "Trou sud A, 0 graine")
    }

    func testBoardLayoutAndAnnouncements() async throws {
        let store = try GameStore(preset: "pallanguzhi", players: twoHumans, settings: settings())
        XCTAssertNil(store.perspective)
        XCTAssertEqual(store.board.bottomRow, [0, 1, 2, 3, 4, 5, 6])
        XCTAssertEqual(store.board.topRow, [13, 12, 11, 10, 9, 8, 7])
        XCTAssertEqual(Set(store.board.holes.filter(\.legal).map(\.id)), Set(0..<7))
        store.tap(hole: 9) // not South's hole: ignored
        XCTAssertEqual(store.snapshot.movesPlayed, 0)
        var spoken: [String] = []
        store.onAnnounce = { spoken.append($0) }
        store.tap(hole: 0)
        // The worked opening turn of docs/rules.md: South takes f (7).
        XCTAssertEqual(store.announcement, "Ana played A. Ana took 7 seeds. Bala to move.")
        XCTAssertEqual(spoken, [store.announcement])
        XCTAssertEqual(store.snapshot.bowls, [7, 0])
        XCTAssertEqual(store.board.bowls, [7, 0])
        store.settings.language = .fr
        XCTAssertEqual(store.announce(try XCTUnwrap(store.lastTurn)), "Ana a joué A. Ana prend 7 graines. À Bala de jouer.")
        store.settings.language = .ta
        XCTAssertEqual(store.announce(try XCTUnwrap(store.lastTurn)), "Ana A ஆடினார். Ana 7 விதைகள் எடுத்தார். Bala ஆட வேண்டும்.")
    }

    func testAnimationStepsAndTapToSkip() async throws {
        var s = settings(); s.speed = .slow
        let store = try GameStore(preset: "pallanguzhi", players: twoHumans, settings: s)
        var haptics = 0
        store.onCapture = { haptics += 1 }
        store.tap(hole: 0)
        XCTAssertTrue(store.isAnimating)
        XCTAssertFalse(store.board.holes.contains { $0.legal }, "no taps accepted mid-animation")
        try await Task.sleep(nanoseconds: 300_000_000)
        XCTAssertTrue(store.isAnimating)
        XCTAssertNotEqual(store.shown, BoardValues(store.snapshot))
        store.tap(hole: 7) // a tap skips
        XCTAssertFalse(store.isAnimating)
        XCTAssertEqual(store.shown, BoardValues(store.snapshot))
        XCTAssertFalse(store.announcement.isEmpty)
        // Reduce Motion: no animation at all.
        store.reduceMotion = true
        store.tap(hole: Int(store.snapshot.legal[0]))
        XCTAssertFalse(store.isAnimating)
        XCTAssertEqual(store.snapshot.movesPlayed, 2)
        _ = haptics
    }

    func testCancelComputerMoveReturnsPromptlyAndAppliesNothing() async throws {
        let slow = SlowComputer(seconds: 30)
        let dir = tempDir()
        let store = try GameStore(preset: "pallanguzhi", players: humanVsHard, settings: settings(),
                                  saveStore: SaveStore(directory: dir), runner: AIRunner(backend: slow))
        store.tap(hole: 0) // South; the computer (North) starts thinking
        XCTAssertTrue(store.thinking)
        try await Task.sleep(nanoseconds: 100_000_000)
        let before = store.snapshot
        let start = Date()
        store.scenePhaseChanged(active: false) // background: cancel + save
        XCTAssertFalse(store.thinking)
        // The detached search ends promptly and its (cancelled) result is dropped.
        while slow.calls > 0, Date().timeIntervalSince(start) < 2 {
            slow.lock.lock(); let c = slow.cancelled; slow.lock.unlock()
            if c { break }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        try await Task.sleep(nanoseconds: 100_000_000)
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.5)
        XCTAssertEqual(store.snapshot, before)
        XCTAssertEqual(store.session.history().count, 1, "nothing applied")
        guard case let .game(saved) = SaveStore(directory: dir).restoreGame() else { return XCTFail() }
        XCTAssertEqual(saved.snapshot(), before)
        // Back to the foreground: the computer thinks again and, given time, plays.
        let quick = SlowComputer(seconds: 0.05)
        let store2 = GameStore(session: saved, settings: settings(), runner: AIRunner(backend: quick))
        store2.scenePhaseChanged(active: true)
        XCTAssertTrue(store2.thinking)
        await store2.waitForComputer()
        XCTAssertEqual(store2.session.history().count, 2)
        XCTAssertEqual(store2.snapshot.toMove, .south)
    }

    /// The real search: an Expert (and a Hard) computer move, cancelled as the
    /// app leaves the foreground, returns promptly and plays nothing.
    func testCancelRealExpertAndHardSearch() async throws {
        for level in [Level.expert, Level.hard] {
            let players = Players(south: [.human(name: "Ana")], north: [.computer(level: level)])
            let runner = AIRunner(backend: SessionComputer(seed: 7))
            let store = try GameStore(preset: "pallanguzhi", players: players, settings: settings(), runner: runner)
            store.tap(hole: 0)
            XCTAssertTrue(store.thinking, "\(level)")
            let before = store.snapshot
            try await Task.sleep(nanoseconds: 20_000_000)
            let start = Date()
            store.scenePhaseChanged(active: false)
            // The detached search must end promptly once cancelled.
            while runner.isRunning, Date().timeIntervalSince(start) < 5 {
                try await Task.sleep(nanoseconds: 5_000_000)
            }
            let elapsed = Date().timeIntervalSince(start)
            XCTAssertFalse(runner.isRunning, "\(level)")
            XCTAssertLessThan(elapsed, 1.0, "\(level) search took \(elapsed)s to stop")
            XCTAssertEqual(store.snapshot, before, "\(level)")
            XCTAssertEqual(store.session.history().count, 1, "\(level): nothing applied")
            XCTAssertEqual(store.session.snapshot(), before, "\(level)")
        }
        // Not cancelled, an Easy computer answers and the move animates like yours.
        let store = try GameStore(preset: "pallanguzhi", players: Players(south: [.human(name: "Ana")], north: [.computer(level: .easy)]),
                                  settings: settings(), runner: AIRunner(backend: SessionComputer(seed: 1)))
        store.tap(hole: 0)
        await store.waitForComputer()
        XCTAssertEqual(store.session.history().count, 2)
        XCTAssertFalse(store.announcement.isEmpty)
        store.requestHint()
        await store.waitForComputer()
        XCTAssertNotNil(store.hintHole)
        XCTAssertTrue(store.snapshot.legal.contains(UInt8(store.hintHole ?? 99)))
    }

    func testStaleResultIsNeverApplied() async throws {
        let quick = SlowComputer(seconds: 0.3)
        let store = try GameStore(preset: "pallanguzhi", players: twoHumans, settings: settings(), runner: AIRunner(backend: quick))
        store.requestHint()
        XCTAssertTrue(store.thinking)
        store.cancelComputer()         // e.g. the scene went inactive
        try await Task.sleep(nanoseconds: 500_000_000)
        XCTAssertNil(store.hintHole)
        store.requestHint()
        await store.waitForComputer()
        XCTAssertEqual(store.hintHole, Int(store.snapshot.legal[0]))
        XCTAssertEqual(store.board.holes[store.hintHole!].accessibilityHint, "legal move, suggested move")
    }

    func testUndoAgainstComputerRedoAndReplay() async throws {
        let quick = SlowComputer(seconds: 0.01)
        let store = try GameStore(preset: "pallanguzhi", players: humanVsHard, settings: settings(), runner: AIRunner(backend: quick))
        store.tap(hole: 0)
        await store.waitForComputer()
        XCTAssertEqual(store.session.history().count, 2)
        store.undo() // back to your last move: both moves taken back
        XCTAssertEqual(store.session.history().count, 0)
        XCTAssertEqual(store.snapshot.toMove, .south)
        store.redo() // your move, then the computer's recorded answer
        await store.waitForComputer()
        XCTAssertEqual(store.session.history().count, 2)
        XCTAssertEqual(quick.calls, 1, "redo replays the answer, no new search")
    }

    func testReplayOfAFinishedGameAndPassAndPlaySeats() async throws {
        let players = Players(south: [.human(name: "A1"), .human(name: "A2")], north: [.human(name: "B1"), .human(name: "B2")])
        let store = try GameStore(preset: "kalah", players: players, settings: settings())
        XCTAssertEqual(store.name(.south, 1), "A2")
        var n = 0
        while !store.isOver && n < 2000 { store.tap(hole: Int(store.snapshot.legal.last!)); n += 1 }
        XCTAssertTrue(store.isOver)
        let moves = Array(store.session.history())
        store.startReplay()
        XCTAssertEqual(store.replay?.moves, moves)
        XCTAssertEqual(store.shown.holes, Array(repeating: 4, count: 12))
        XCTAssertFalse(store.board.holes.contains { $0.legal })
        for _ in moves { store.replayForward() }
        XCTAssertTrue(store.replay?.atEnd ?? false)
        XCTAssertEqual(store.shown.bowls, BoardValues(store.snapshot).bowls)
        store.replayBack()
        XCTAssertEqual(store.replay?.index, moves.count - 1)
        store.endReplay()
        XCTAssertNil(store.replay)
        XCTAssertEqual(store.shown, BoardValues(store.snapshot))
    }
}
