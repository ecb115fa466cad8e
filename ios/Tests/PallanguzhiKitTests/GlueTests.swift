import Foundation
import PallanguzhiFFI
import PallanguzhiTestServer
import XCTest
@testable import PallanguzhiKit

/// The store driving the real Rust app core (issue #11's scenarios, through the bindings):
/// timers, background searches, cancellation, suspend and resume.
@MainActor
final class GlueTests: XCTestCase {
    /// A hint still being searched when the person plays: the computer replies anyway,
    /// and the stale hint never shows. Then a hint that did arrive, played.
    func testHintThenPlayTheComputerAlwaysReplies() async throws {
        let store = launched(tempDir())
        store.newGame()
        try await until("the first turn") { store.humanToPlay }
        for move in 1...3 {
            store.send(.hint)
            XCTAssertEqual(store.game.thinking, .hint)
            store.send(.tapHole(hole: try XCTUnwrap(store.firstLegal())))
            try await until("the computer's reply \(move)") { store.humanToPlay }
            XCTAssertNil(store.game.hint, "a stale hint was shown")
        }
        let before = store.game.movesPlayed
        store.send(.hint)
        try await until("the hint") { store.game.hint != nil }
        let hint = try XCTUnwrap(store.game.hint)
        XCTAssertTrue(store.game.holes[Int(hint.hole)].hinted)
        XCTAssertFalse(hint.text.isEmpty)
        store.send(.tapHole(hole: hint.hole))
        try await until("the reply to the hinted move") { store.humanToPlay && store.game.movesPlayed > before + 1 }
    }

    /// The result card's buttons drawn as the core says: Rematch filled, Review and Home bordered.
    func testTheResultCardsRematchIsTheFilledOne() async throws {
        let store = launched(tempDir())
        store.newGame()
        try await until("the first turn") { store.humanToPlay }
        store.send(.tapHole(hole: try XCTUnwrap(store.firstLegal())))
        try await until("the computer's reply") { store.humanToPlay }
        store.send(.resign)
        let card = try XCTUnwrap(store.game.dialog)
        XCTAssertEqual(card.kind, .gameOver)
        XCTAssertEqual(card.actions.map(\.id), ["rematch", "review", "home"])
        XCTAssertEqual(card.actions.map(ActionLook.init), [.filled, .bordered, .bordered])
        // The result said once: the turn line beside the card only that the game is over.
        XCTAssertEqual(store.game.status, "The game is over.")
        // Under the board, the core's Rematch (the main one), no Hint: drawn from its fields.
        let under = store.game.actions
        XCTAssertEqual(under.map(\.id), ["rematch"])
        XCTAssertEqual(under.map(ActionLook.init), [.filled])
        guard case .rematch = under[0].event else { return XCTFail("Rematch sends \(under[0].event)") }
        XCTAssertTrue(under[0].enabled)
    }

    /// The game's Hint is the core's action: at hand while a game is on, greyed while searched.
    func testTheHintIsTheCoresActionGreyedWhileSearched() async throws {
        let store = launched(tempDir())
        store.newGame()
        try await until("the first turn") { store.humanToPlay }
        let hint = try XCTUnwrap(store.game.actions.first)
        XCTAssertEqual(hint.id, "hint")
        XCTAssertFalse(hint.label.isEmpty)
        guard case .hint = hint.event else { return XCTFail("Hint sends \(hint.event)") }
        XCTAssertEqual(ActionLook(hint), .bordered)
        XCTAssertTrue(hint.enabled)
        store.send(hint.event)
        XCTAssertEqual(store.game.actions.map(\.enabled), [false], "greyed, kept in its place")
    }

    /// A tap on a hole that cannot be played: the core's line says why (the store only draws it),
    /// and it goes once the board changes.
    func testAnIllegalTapSaysWhyUntilTheBoardChanges() async throws {
        let store = launched(tempDir())
        store.newGame()
        try await until("the first turn") { store.humanToPlay }
        let theirs = try XCTUnwrap(store.game.holes.first { $0.owner != store.game.toMove })
        store.send(.tapHole(hole: theirs.index))
        XCTAssertEqual(store.game.refusal, theirs.accessibilityHint)
        XCTAssertFalse(theirs.accessibilityHint.isEmpty)
        store.send(.tapHole(hole: try XCTUnwrap(store.firstLegal())))
        XCTAssertNil(store.game.refusal, "the board changed")
    }

    /// Undo while the computer searches: back to the person's turn, the late answer is
    /// dropped, and the next move gets a reply.
    func testUndoDuringTheComputersSearch() async throws {
        let store = launched(tempDir())
        store.set(speed: .instant)
        store.newGame(level: .hard)
        try await until("the first turn") { store.humanToPlay }
        let start = store.game.holes.map(\.count)
        store.send(.tapHole(hole: try XCTUnwrap(store.firstLegal())))
        XCTAssertEqual(store.game.thinking, .computer)
        XCTAssertTrue(store.game.buttons.undo)
        store.send(.undo)
        XCTAssertEqual(store.game.thinking, .nobody)
        try await until("the cancelled search's answer") { store.isIdle }
        XCTAssertEqual(store.game.movesPlayed, 0)
        XCTAssertEqual(store.game.holes.map(\.count), start)
        XCTAssertEqual(store.game.toMove, .south)
        store.send(.tapHole(hole: try XCTUnwrap(store.firstLegal())))
        try await until("the computer's reply") { store.humanToPlay && store.game.movesPlayed >= 2 }
    }

    /// Suspend mid-animation: the core finishes the turn, stops the timer and saves it; a new
    /// store on the same directory restores it; resume and the computer plays on.
    func testSuspendDuringAnAnimationThenResume() async throws {
        let dir = tempDir()
        let clock = TestClock(open: true)
        let store = launched(dir, clock: clock)
        store.set(speed: .normal)
        store.newGame()
        try await until("the first turn") { store.humanToPlay }
        clock.close()
        store.send(.tapHole(hole: try XCTUnwrap(store.firstLegal())))
        XCTAssertTrue(store.game.animating)
        XCTAssertFalse(store.isIdle, "a frame timer runs")
        store.send(.suspend)
        XCTAssertFalse(store.game.animating)
        XCTAssertEqual(store.game.thinking, .nobody, "no search while suspended")
        try await until("the timer's cancellation") { store.isIdle }
        let restored = launched(try copy(dir))
        XCTAssertEqual(restored.view.screen, .game)
        XCTAssertEqual(restored.game.holes.map(\.count), store.game.holes.map(\.count))
        XCTAssertEqual(restored.game.movesPlayed, 1)
        clock.give(Int.max)
        store.send(.resume)
        try await until("the computer's reply after resume") { store.humanToPlay && store.game.movesPlayed >= 2 }
    }

    /// Suspend while the computer searches: the search is cancelled; resume starts it again.
    func testSuspendDuringASearchThenResume() async throws {
        let store = launched(tempDir())
        store.set(speed: .instant)
        store.newGame(level: .hard)
        try await until("the first turn") { store.humanToPlay }
        store.send(.tapHole(hole: try XCTUnwrap(store.firstLegal())))
        XCTAssertEqual(store.game.thinking, .computer)
        store.send(.suspend)
        XCTAssertEqual(store.game.thinking, .nobody)
        try await until("the cancelled search's answer") { store.isIdle }
        XCTAssertEqual(store.game.movesPlayed, 1, "no move while suspended")
        XCTAssertEqual(store.game.toMove, .north)
        store.send(.resume)
        XCTAssertEqual(store.game.thinking, .computer)
        try await until("the computer's reply after resume") { store.humanToPlay && store.game.movesPlayed >= 2 }
    }

    /// The timer loop (pass-and-play, so nothing else runs): every frame asks for one timer
    /// of the frame's duration and each firing shows the next frame; a skip cancels the timer.
    func testEachTimerShowsTheNextFrame() async throws {
        let clock = TestClock(open: true)
        let store = launched(tempDir(), clock: clock)
        store.set(speed: .normal)
        try await until("the settings written after their pause") { store.isIdle }
        clock.close()
        let asked = clock.requested.count // the settings' pause
        store.send(.newGame(preset: "pallanguzhi", opponent: .passAndPlay(south: ["Ana"], north: ["Bala"])))
        store.send(.tapHole(hole: try XCTUnwrap(store.firstLegal())))
        var frames = 0
        while store.game.animating {
            try await until("frame \(frames)'s timer") { clock.requested.count == asked + frames + 1 }
            XCTAssertEqual(clock.requested.last, store.game.frameMs)
            XCTAssertGreaterThan(store.game.frameMs, 0)
            let shown = store.game
            clock.give(1)
            try await until("frame \(frames + 1)") { store.game != shown }
            frames += 1
        }
        XCTAssertGreaterThan(frames, 2, "a lift and at least two seeds")
        XCTAssertTrue(store.isIdle)
        XCTAssertEqual(store.game.toMove, .north)
        XCTAssertEqual(clock.requested.count, asked + frames, "no timer once the animation is over")
        store.send(.tapHole(hole: try XCTUnwrap(store.firstLegal())))
        XCTAssertTrue(store.game.animating)
        try await until("the next move's first timer") { clock.requested.count == frames + 1 }
        store.send(.skipAnimation)
        XCTAssertFalse(store.game.animating)
        XCTAssertEqual(store.game.toMove, .south)
        try await until("the cancelled timer") { store.isIdle }
        XCTAssertEqual(clock.requested.count, frames + 1, "no timer after the skip")
    }

    /// Searches run on another thread and their answers come back to the store: the main
    /// thread stays free while the computer thinks.
    func testSearchesRunOffTheMainThread() async throws {
        let threads = Threads()
        let store = AppStore(sleep: TestClock(open: true).sleep) { job in
            threads.record(main: Thread.isMainThread)
            return job.run()
        }
        store.launch(dir: tempDir(), language: "en", reduceMotion: false)
        store.newGame()
        try await until("the first turn") { store.humanToPlay }
        store.send(.hint)
        try await until("the hint") { store.game.hint != nil }
        store.send(.tapHole(hole: try XCTUnwrap(store.firstLegal())))
        try await until("the reply") { store.humanToPlay && store.game.movesPlayed >= 2 }
        XCTAssertGreaterThanOrEqual(threads.seen.count, 2, "a hint and a computer move")
        XCTAssertFalse(threads.seen.contains(true), "a search ran on the main thread")
    }

    /// Effects for the platform: haptics (when on) and announcements reach the app's hooks.
    func testHapticsAndAnnouncementsReachThePlatform() async throws {
        let store = launched(tempDir())
        var haptics: [HapticKind] = []
        var said: [String] = []
        store.onHaptic = { haptics.append($0) }
        store.onAnnounce = { said.append($0) }
        store.newGame()
        try await until("the first turn") { store.humanToPlay }
        store.send(.tapHole(hole: try XCTUnwrap(store.firstLegal())))
        try await until("the reply") { store.humanToPlay && store.game.movesPlayed >= 2 }
        XCTAssertFalse(said.isEmpty)
        XCTAssertTrue(said.allSatisfy { !$0.isEmpty })
        XCTAssertTrue(haptics.contains(.sow))
    }
}

/// Which threads the searches ran on (`true`: the main thread).
final class Threads: @unchecked Sendable {
    private let lock = NSLock()
    private var main: [Bool] = []
    var seen: [Bool] { lock.lock(); defer { lock.unlock() }; return main }
    func record(main isMain: Bool) { lock.lock(); main.append(isMain); lock.unlock() }
}

/// Issue 38 (P13): the leading-edge swipe that goes back.
final class EdgeSwipeTests: XCTestCase {
    func testOnlyADragFromTheEdgeRightwardsGoesBack() {
        XCTAssertTrue(EdgeSwipe.isBack(startX: 4, dx: 120, dy: 10))
        XCTAssertFalse(EdgeSwipe.isBack(startX: 60, dx: 120, dy: 10), "not from the edge: a drag on the page")
        XCTAssertFalse(EdgeSwipe.isBack(startX: 4, dx: 40, dy: 0), "too short")
        XCTAssertFalse(EdgeSwipe.isBack(startX: 4, dx: 100, dy: 90), "mostly down: a scroll")
        XCTAssertFalse(EdgeSwipe.isBack(startX: 4, dx: -120, dy: 0), "leftwards")
    }
}
