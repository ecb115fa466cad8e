import XCTest
@testable import PallanguzhiKit
import PallanguzhiFFI

final class TimelineTests: XCTestCase {
    /// Every turn of every shared scenario: the frames follow the events'
    /// absolute values and the events alone lead exactly to `Turn.after`.
    func testTimelineEndsAtTurnAfterForEveryScenario() throws {
        let scenarios = try loadScenarios()
        XCTAssertGreaterThanOrEqual(scenarios.count, 5, "no scenarios found under \(repoRoot().path)")
        var presets = Set<String>(), turns = 0, vectorTurns = 0
        for sc in scenarios {
            guard let s = try? GameSession(preset: sc.preset, players: sc.players) else { continue }
            presets.insert(sc.preset)
            for (moveIndex, hole) in sc.moves.enumerated() {
                let before = BoardValues(s.snapshot())
                guard let turn = try? s.play(hole: hole) else { break } // a refusal case
                turns += 1
                let t = SowTimeline(before: before, turn: turn, speed: .normal)
                let after = BoardValues(turn.after)
                XCTAssertEqual(t.fromEvents.holes, after.holes, "\(sc.name) move \(turns)")
                XCTAssertEqual(t.fromEvents.closed, after.closed, "\(sc.name)")
                XCTAssertEqual(t.fromEvents.bowls, after.bowls, "\(sc.name)")
                XCTAssertEqual(t.fromEvents.toMove, after.toMove, "\(sc.name)")
                XCTAssertEqual(t.fromEvents.legal, after.legal, "\(sc.name)")
                XCTAssertEqual(t.final, after)
                XCTAssertEqual(t.skipToEnd().board, after)
                // Each drop frame shows the count the event says, one seed at a time.
                // Against the vector file itself: the same events and the same board after.
                let k = moveIndex - sc.setupCount
                if k >= 0, k < sc.expected.count {
                    vectorTurns += 1
                    let (events, after) = sc.expected[k]
                    XCTAssertEqual(events.count, t.steps.count, "\(sc.name) turn \(k)")
                    XCTAssertEqual(after["holes"] as? [Int], t.fromEvents.holes, "\(sc.name) turn \(k)")
                    XCTAssertEqual(after["bowls"] as? [Int], t.fromEvents.bowls, "\(sc.name) turn \(k)")
                    XCTAssertEqual(after["closed"] as? [Bool], t.fromEvents.closed, "\(sc.name) turn \(k)")
                    for (step, e) in zip(t.steps, events) where (e["type"] as? String) == "drop" {
                        let h = e["hole"] as? Int ?? -1
                        XCTAssertEqual(step.kind, .drop(hole: h), "\(sc.name)")
                        XCTAssertEqual(step.board.holes[h], e["count"] as? Int, "\(sc.name)")
                    }
                }
                XCTAssertEqual(t.steps.count, turn.events.count)
                for (step, event) in zip(t.steps, turn.events) {
                    if case let .drop(h, count) = event {
                        XCTAssertEqual(step.kind, .drop(hole: Int(h)))
                        XCTAssertEqual(step.board.holes[Int(h)], Int(count))
                    }
                }
                // Seeds are conserved on every frame (board + bowls + hand).
                let total = after.holes.reduce(0, +) + after.bowls.reduce(0, +)
                for step in t.steps where step.board.closed == before.closed {
                    XCTAssertEqual(step.board.holes.reduce(0, +) + step.board.bowls.reduce(0, +) + step.board.inHand, total, "\(sc.name) \(step.kind)")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(presets.count, 5, "every preset: \(presets)")
        XCTAssertGreaterThan(turns, 100)
        XCTAssertGreaterThan(vectorTurns, 20, "turns checked against tests/vectors")
        print("timeline: \(scenarios.count) scenarios, \(turns) turns, \(vectorTurns) against tests/vectors")
    }

    func testSpeedsAndReduceMotion() throws {
        let s = try GameSession(preset: "pallanguzhi", players: twoHumans)
        let before = BoardValues(s.snapshot())
        let turn = try s.play(hole: 0)
        let slow = SowTimeline(before: before, turn: turn, speed: .slow)
        let normal = SowTimeline(before: before, turn: turn, speed: .normal)
        let fast = SowTimeline(before: before, turn: turn, speed: .fast)
        XCTAssertGreaterThan(slow.totalSeconds, normal.totalSeconds)
        XCTAssertGreaterThan(normal.totalSeconds, fast.totalSeconds)
        XCTAssertGreaterThan(fast.totalSeconds, 0)
        XCTAssertEqual(slow.steps.count, normal.steps.count)
        // The opening move `a`: lift 5, then one frame per seed.
        XCTAssertEqual(normal.steps[0].kind, .lift(hole: 0))
        XCTAssertEqual(normal.steps[0].board.inHand, 5)
        XCTAssertEqual(normal.steps[1].kind, .drop(hole: 1))
        XCTAssertEqual(normal.steps[1].board.holes[1], 6)
        XCTAssertEqual(normal.steps[1].board.inHand, 4)
        XCTAssertTrue(normal.steps.contains { $0.isCapture })
        for t in [SowTimeline(before: before, turn: turn, speed: .instant),
                  SowTimeline(before: before, turn: turn, speed: .slow, reduceMotion: true)] {
            XCTAssertEqual(t.steps.count, 1)
            XCTAssertEqual(t.totalSeconds, 0)
            XCTAssertEqual(t.steps[0].board, BoardValues(turn.after))
        }
    }
}
