import XCTest
@testable import PallanguzhiKit
import PallanguzhiFFI

/// Launch, restore, new game, rematch and the random side, above one game.
@MainActor
final class AppModelTests: XCTestCase {
    func model(_ dir: URL, _ kv: KeyValueStore = MemoryKeyValueStore(), seed: UInt64 = 7) -> AppModel {
        AppModel(saveStore: SaveStore(directory: dir), settingsStore: kv, backend: nil, seed: seed)
    }

    func testLaunchWithoutSaveThenNewGameThenRestoreExactly() async throws {
        let dir = tempDir()
        let a = model(dir)
        a.launch()
        XCTAssertNil(a.game)
        XCTAssertNil(a.notice)
        a.choice.preset = "kalah"
        a.choice.opponent = .people
        try a.newGame()
        let game = try XCTUnwrap(a.game)
        XCTAssertEqual(game.preset, "kalah")
        XCTAssertEqual(a.settings.lastPreset, "kalah")
        game.tap(hole: Int(game.snapshot.legal[0]))
        let b = model(dir)
        b.launch()
        XCTAssertEqual(b.game?.snapshot, game.snapshot)
        XCTAssertEqual(b.game?.session.history(), game.session.history())
        XCTAssertNil(b.notice)
    }

    func testCorruptSaveIsKeptAsideAndReportedOnLaunch() async throws {
        let dir = tempDir()
        let saves = SaveStore(directory: dir)
        try saves.write("{\"version\":1,\"mo", to: saves.gameFile)
        let kv = MemoryKeyValueStore()
        var s = Settings(); s.language = .fr; s.save(to: kv)
        let a = model(dir, kv)
        a.launch()
        XCTAssertNil(a.game)
        let notice = try XCTUnwrap(a.notice)
        XCTAssertTrue(notice.hasPrefix("La partie enregistrée est illisible"), notice)
        let aside = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("game-corrupt-") }
        XCTAssertEqual(aside.count, 1)
        XCTAssertTrue(notice.contains(aside[0]))
        XCTAssertEqual(saves.read(aside[0]), "{\"version\":1,\"mo")
    }

    func testNewGameDefaultsToTheNamesInSettings() async throws {
        let kv = MemoryKeyValueStore()
        var s = Settings(); s.southName = "Meena"; s.northName = "Ravi"; s.save(to: kv)
        let a = model(tempDir(), kv)
        XCTAssertEqual(a.choice.names, ["Meena", "", "Ravi", ""])
        a.choice.opponent = .people
        try a.newGame()
        XCTAssertEqual(a.game?.players, Players(south: [.human(name: "Meena")], north: [.human(name: "Ravi")]))
        // Against the computer, the person's name is their side's.
        a.choice.opponent = .computer(.easy)
        a.choice.side = .north
        try a.newGame()
        XCTAssertEqual(a.game?.players.north, [.human(name: "Ravi")])
        // Changing Settings updates the defaults, but not a name typed here.
        a.choice.names[2] = "Kumar"
        a.settings.southName = "Lakshmi"
        a.settings.northName = "Arun"
        XCTAssertEqual(a.choice.names[0], "Lakshmi")
        XCTAssertEqual(a.choice.names[2], "Kumar")
    }

    func testRematchSwapsSidesKeepingPeopleAndRules() async throws {
        let a = model(tempDir())
        a.choice.preset = "pallankuzhi"
        a.choice.opponent = .computer(.hard)
        a.choice.side = .south
        a.choice.names[0] = "Ana"
        try a.newGame()
        XCTAssertEqual(a.game?.players, Players(south: [.human(name: "Ana")], north: [.computer(level: .hard)]))
        a.game?.tap(hole: Int(a.game!.snapshot.legal[0]))
        try a.rematch()
        let g = try XCTUnwrap(a.game)
        XCTAssertEqual(g.preset, "pallankuzhi")
        XCTAssertEqual(g.players, Players(south: [.computer(level: .hard)], north: [.human(name: "Ana")]))
        XCTAssertEqual(g.snapshot.movesPlayed, 0)
        XCTAssertEqual(g.perspective, .north)
        // Saved at once: a relaunch restores the rematch.
        let b = AppModel(saveStore: a.saveStore, settingsStore: MemoryKeyValueStore(), backend: nil)
        b.launch()
        XCTAssertEqual(b.game?.players, g.players)
        // Pass-and-play with two a side: the teams swap, seats keep their order.
        let two = Players(south: [.human(name: "A1"), .human(name: "A2")], north: [.human(name: "B1"), .human(name: "B2")])
        a.choice.opponent = .people; a.choice.seatsPerSide = 2; a.choice.names = ["A1", "A2", "B1", "B2"]
        try a.newGame()
        XCTAssertEqual(a.game?.players, two)
        try a.rematch()
        XCTAssertEqual(a.game?.players, Players(south: two.north, north: two.south))
    }

    func testRandomSideIsSeededAndDrawsBothSides() async throws {
        func sides(seed: UInt64) throws -> [Side?] {
            let a = model(tempDir(), seed: seed)
            a.choice.opponent = .computer(.easy)
            a.choice.side = .random
            var out: [Side?] = []; for _ in 0..<12 { try a.newGame(); out.append(a.game?.perspective) }; return out
        }
        let first = try sides(seed: 42)
        XCTAssertEqual(try sides(seed: 42), first)
        XCTAssertTrue(first.contains(.south) && first.contains(.north), "\(first)")
        XCTAssertNotEqual(try sides(seed: 43), first)
        var coin = SeededCoin(seed: 1)
        XCTAssertEqual(coin.next(), 0x910A_2DEC_8902_5CC1) // SplitMix64's published first output for seed 1
    }
}
