import Foundation
import PallanguzhiFFI
import PallanguzhiTestServer
import XCTest
@testable import PallanguzhiKit

/// A kill at any write the core makes: after every event of a whole game, and inside each
/// file write (a torn temp file; the old file already renamed to `.bak`), a new store on that
/// directory restores the game, and Ana's finished game is counted exactly once.
@MainActor
final class KillTests: XCTestCase {
    private let files = ["game.json", "recent.json", "stats.json", "settings.json"]
    private let fm = FileManager.default

    func testEveryCrashPointRestoresAndCountsOnce() async throws {
        let dir = tempDir()
        let store = launched(dir)
        store.set(speed: .instant)
        var disks: [[String: Data]] = [read(dir)]
        store.didHandle = { [unowned self] in disks.append(self.read(dir)) }
        store.newGame("kalah")
        while store.game.outcome == nil {
            try await until("the person's turn or the end") { store.humanToPlay || store.game.outcome != nil }
            if store.game.outcome == nil { store.send(.tapHole(hole: try XCTUnwrap(store.firstLegal()))) }
        }
        try await until("nothing running") { store.isIdle }
        XCTAssertEqual(store.gamesCounted, 1)
        var crashes = 0
        for (before, after) in zip(disks, disks.dropFirst()) where before != after {
            let moves = Set([restoredMoves(before), restoredMoves(after)])
            for disk in crashPoints(before, after) {
                try checkRestores(disk, movesIn: moves)
                crashes += 1
            }
        }
        XCTAssertGreaterThan(crashes, 10)
        print("kill at every write: \(disks.count) events, \(crashes) crash points checked")
    }

    /// Suspended in every animation of a whole game, the last one included (where the old
    /// shell lost the statistics): each time a copy of the directory restores with the
    /// game counted iff it is over, and the game ends counted exactly once.
    func testSuspendInEveryAnimationCountsTheGameOnce() async throws {
        let dir = tempDir()
        let clock = TestClock(open: true)
        let store = launched(dir, clock: clock)
        store.set(speed: .fast)
        try await until("the settings written after their pause") { store.isIdle }
        clock.close()
        store.newGame("kalah")
        var suspends = 0
        while true {
            try await until("a move to play or to suspend") {
                store.humanToPlay || store.game.animating || (store.game.outcome != nil && store.isIdle)
            }
            if store.game.animating {
                store.send(.suspend)
                XCTAssertFalse(store.game.animating)
                let restored = launched(try copy(dir))
                XCTAssertEqual(restored.gamesCounted, restored.boardGame?.outcome != nil ? 1 : 0)
                suspends += 1
                store.send(.resume)
            } else if store.game.outcome != nil {
                break
            } else {
                store.send(.tapHole(hole: try XCTUnwrap(store.firstLegal())))
            }
        }
        XCTAssertGreaterThan(suspends, 2)
        XCTAssertEqual(store.gamesCounted, 1)
        XCTAssertEqual(launched(dir).gamesCounted, 1)
    }

    /// The directory's files (the core's `.tmp` files never outlive an event).
    private func read(_ dir: URL) -> [String: Data] {
        var disk: [String: Data] = [:]
        for name in (try? fm.contentsOfDirectory(atPath: dir.path)) ?? [] {
            disk[name] = fm.contents(atPath: dir.appendingPathComponent(name).path)
        }
        return disk
    }

    /// The disks a kill between `before` and `after` can leave: the core writes game, recent, stats,
    /// settings in that order, each as tmp (fsync) -> old to `.bak` -> tmp renamed.
    private func crashPoints(_ before: [String: Data], _ after: [String: Data]) -> [[String: Data]] {
        var disk = before
        var points: [[String: Data]] = []
        for name in files where before[name] != after[name] {
            let new = after[name] ?? Data()
            var torn = disk
            torn[name + ".tmp"] = new.prefix(new.count / 2)
            var aside = disk
            aside[name + ".bak"] = aside.removeValue(forKey: name)
            aside[name + ".tmp"] = new
            points += [torn, aside]
            disk[name] = after[name]
            disk[name + ".bak"] = after[name + ".bak"]
        }
        return points + [after]
    }

    private func write(_ disk: [String: Data]) throws -> URL {
        let dir = tempDir("crash")
        for (name, data) in disk {
            try data.write(to: dir.appendingPathComponent(name))
        }
        return dir
    }

    /// The moves of the game a store finds on `disk` (nil: no game).
    private func restoredMoves(_ disk: [String: Data]) -> UInt32? {
        guard let dir = try? write(disk) else { return nil }
        return launched(dir).boardGame?.movesPlayed
    }

    private func checkRestores(_ disk: [String: Data], movesIn moves: Set<UInt32?>) throws {
        let dir = try write(disk)
        let first = launched(dir)
        XCTAssertNil(first.view.notice, "a crash point refused the save: \(disk.keys.sorted())")
        let restored = first.boardGame?.movesPlayed
        XCTAssertTrue(moves.contains(restored), "restored \(String(describing: restored)), expected one of \(moves)")
        let over = first.view.game?.outcome != nil
        XCTAssertEqual(first.gamesCounted, over ? 1 : 0, "finished game counted once")
        XCTAssertEqual(launched(dir).gamesCounted, over ? 1 : 0, "and still once on the next launch")
    }
}
