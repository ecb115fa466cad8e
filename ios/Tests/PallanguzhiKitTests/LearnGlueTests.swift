import Foundation
import PallanguzhiFFI
import PallanguzhiTestServer
import XCTest
@testable import PallanguzhiKit

/// "Learn to play" and the game review through the store and the real Rust app core: a
/// lesson played to its goal (a refused tap, a miss taken back, the answer animated), its
/// progress kept across a relaunch; a review graded by background jobs, paused, resumed.
@MainActor
final class LearnGlueTests: XCTestCase {
    func testALessonPlayedToItsGoalAndItsProgressKept() async throws {
        let dir = tempDir()
        let store = launched(dir)
        store.set(speed: .fast)
        try await until("the settings written after their pause") { store.isIdle }
        store.send(.openLessons(preset: ""))
        XCTAssertEqual(store.view.screen, .lessons)
        let list = try XCTUnwrap(store.view.lessons)
        XCTAssertEqual(list.done, 0)
        let first = try XCTUnwrap(list.next)
        store.send(.startLesson(id: first))
        XCTAssertEqual(store.view.screen, .lesson)
        let lesson = try XCTUnwrap(store.view.lesson)
        XCTAssertEqual(lesson.title, "Sowing goes round the board")
        // North's hole B: not the learner's; said why, nothing played.
        store.send(.tapHole(hole: 8))
        XCTAssertEqual(store.view.lesson?.message, "This hole is on the other side")
        XCTAssertTrue(store.isIdle)
        // Hole a misses: played out, then taken back with the reason.
        store.send(.tapHole(hole: 0))
        XCTAssertEqual(store.view.lesson?.board.animating, true)
        try await until("the miss shown") { store.isIdle }
        let missed = try XCTUnwrap(store.view.lesson)
        XCTAssertEqual(missed.verdict, .missed)
        XCTAssertEqual(missed.board.holes.map(\.count), lesson.board.holes.map(\.count))
        XCTAssertFalse(missed.steps.isEmpty)
        XCTAssertEqual(missed.actions.map(\.id), ["lesson-again", "lessons"])
        // Hole f reaches the goal.
        store.send(.tapHole(hole: 5))
        try await until("the answer shown") { store.isIdle }
        let solved = try XCTUnwrap(store.view.lesson)
        XCTAssertEqual(solved.verdict, .solved)
        XCTAssertTrue(solved.solved)
        XCTAssertTrue(solved.message?.hasPrefix("Well played") ?? false)
        // The bar's buttons are the core's, in its order and words.
        XCTAssertEqual(solved.actions.map(\.id), ["lesson-next", "lesson-again", "lessons"])
        XCTAssertEqual(solved.actions.first?.label, "Next lesson")
        // Drawn filled as the core says (Next lesson), the others bordered; from the field, not
        // the event: the same Again named the main one is filled.
        XCTAssertEqual(solved.actions.map(ActionLook.init), [.filled, .bordered, .bordered])
        let retry = solved.actions[1]
        XCTAssertEqual(ActionLook(retry), .bordered)
        let named = ActionView(id: retry.id, label: retry.label, event: retry.event, confirm: retry.confirm, primary: true, enabled: retry.enabled)
        XCTAssertEqual(ActionLook(named), .filled)
        XCTAssertEqual(solved.stepsLabel, "How it went")
        store.send(.backHome)
        XCTAssertEqual(store.view.lessons?.done, 1)

        let again = launched(try copy(dir))
        again.send(.openLessons(preset: "pallanguzhi"))
        XCTAssertEqual(again.view.lessons?.done, 1, "progress read back after a relaunch")
        XCTAssertNotEqual(again.view.lessons?.next, first)
    }

    func testAReviewGradedPausedAndResumed() async throws {
        let store = launched(tempDir())
        store.setReviewNodes(2_000)
        store.set(speed: .instant)
        store.send(.newGame(preset: "kalah", opponent: .passAndPlay(south: ["Ana"], north: ["Bala"])))
        for _ in 0..<4 {
            store.send(.tapHole(hole: try XCTUnwrap(store.firstLegal())))
            try await until("the move shown") { store.isIdle }
        }
        store.send(.resign)
        store.send(.requestReview)
        XCTAssertEqual(store.view.screen, .review)
        XCTAssertEqual(store.view.review?.running, true)
        store.send(.cancelReview)
        XCTAssertEqual(store.view.review?.running, false)
        XCTAssertEqual(store.view.review?.canResume, true)
        try await until("the cancelled job's answer") { store.isIdle }
        XCTAssertEqual(store.view.review?.graded, 0, "a cancelled move is never half-graded")
        store.send(.requestReview)
        try await until("the review complete") { store.view.review?.complete == true }
        let review = try XCTUnwrap(store.view.review)
        XCTAssertTrue(review.moves.allSatisfy { $0.grade != nil })
        XCTAssertEqual(review.summary.count, 2)
        store.send(.reviewForward)
        try await until("the move shown") { store.isIdle }
        XCTAssertEqual(store.view.review?.cursor, 1)
    }

    func testTheOlderOfTwoRecentGamesReopensItsSavedReviewAtOnceAfterARelaunch() async throws {
        let dir = tempDir()
        let store = launched(dir)
        store.setReviewNodes(2_000)
        store.set(speed: .instant)
        for name in ["Ana", "Chitra"] {
            store.send(.newGame(preset: "kalah", opponent: .passAndPlay(south: [name], north: ["Bala"])))
            for _ in 0..<3 {
                store.send(.tapHole(hole: try XCTUnwrap(store.firstLegal())))
                try await until("the move shown") { store.isIdle }
            }
            store.send(.resign)
            if name == "Ana" {
                store.send(.requestReview)
                try await until("the review complete") { store.view.review?.complete == true }
                store.send(.backHome)
            }
        }
        store.send(.open(screen: .stats))
        let recent = try XCTUnwrap(store.view.stats).recent.games
        XCTAssertEqual(recent.count, 2, "both finished games kept, newest first")
        let older = try XCTUnwrap(recent.last)
        XCTAssertTrue(older.title.contains("Ana"), older.title)

        let again = launched(try copy(dir))
        again.send(.reviewGame(id: older.id))
        XCTAssertEqual(again.view.screen, .review)
        XCTAssertEqual(again.view.review?.gameId, older.id)
        XCTAssertEqual(again.view.review?.complete, true, "its saved review, read back")
        XCTAssertEqual(again.view.review?.running, false, "no grading job")
        XCTAssertTrue(again.isIdle)
    }
}
