import XCTest
@testable import PallanguzhiKit
import PallanguzhiFFI

@MainActor
final class SaveStoreTests: XCTestCase {
    func instantSettings() -> Settings { var s = Settings(); s.speed = .instant; return s }

    func testSaveAfterEveryMoveAndRestoreExactly() async throws {
        let dir = tempDir()
        let saves = SaveStore(directory: dir)
        let store = try GameStore(preset: "pallanguzhi", players: twoHumans, settings: instantSettings(), saveStore: saves)
        for _ in 0..<6 { store.tap(hole: Int(store.snapshot.legal[0])) }
        guard case let .game(restored) = SaveStore(directory: dir).restoreGame() else { return XCTFail("no save") }
        XCTAssertEqual(restored.snapshot(), store.snapshot)
        XCTAssertEqual(restored.history(), store.session.history())
        XCTAssertEqual(try restored.save(), try store.session.save())
    }

    /// The app is killed mid-turn: the move was saved, the next one (played in
    /// memory, animation running) never reached the disk. Restore gives the last good state.
    func testKillMidTurnRestoresLastGoodState() async throws {
        let dir = tempDir()
        let saves = SaveStore(directory: dir)
        var s = Settings(); s.speed = .slow
        let store = try GameStore(preset: "pallanguzhi", players: twoHumans, settings: s, saveStore: saves)
        store.tap(hole: 0)
        XCTAssertTrue(store.isAnimating)
        let saved = store.snapshot
        // A second move played straight on the session, as if the process died before its save.
        store.skip()
        _ = try store.session.play(hole: store.session.legalMoves()[0])
        // A half-written temporary file from the killed write is also left behind.
        try Data("{\"version\":1,\"mov".utf8).write(to: dir.appendingPathComponent(".game.json.tmp-kill"))
        guard case let .game(restored) = SaveStore(directory: dir).restoreGame() else { return XCTFail("no save") }
        XCTAssertEqual(restored.snapshot(), saved)
        XCTAssertEqual(restored.history().count, 1)
    }

    func testCorruptSaveIsKeptAsideAndReported() async throws {
        let dir = tempDir()
        let fixed = Date(timeIntervalSince1970: 1_700_000_000)
        let saves = SaveStore(directory: dir, now: { fixed })
        let good = try GameSession(preset: "pallanguzhi", players: twoHumans).save()
        try saves.write(String(good.prefix(good.count / 2)), to: saves.gameFile)
        guard case let .setAside(info) = saves.restoreGame() else { return XCTFail("a cut save must be refused") }
        guard case .corrupt = info.reason else { return XCTFail("\(info)") }
        XCTAssertEqual(info.fileName, "game-corrupt-20231114T221320Z.json")
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent(info.fileName).path))
        XCTAssertEqual(saves.read(info.fileName), String(good.prefix(good.count / 2)), "kept byte for byte")
        XCTAssertNil(saves.read(saves.gameFile))
        guard case .none = saves.restoreGame() else { return XCTFail("fresh start expected") }
        // The same again gets a new name, never overwriting the first.
        try saves.write("not json", to: saves.gameFile)
        guard case let .setAside(second) = saves.restoreGame() else { return XCTFail() }
        XCTAssertNotEqual(second.fileName, info.fileName)
        XCTAssertTrue(Strings.text("save.corrupt", .fr, [info.fileName]).contains(info.fileName))
    }

    func testFutureSaveIsKeptAside() async throws {
        let dir = tempDir()
        let saves = SaveStore(directory: dir)
        let good = try GameSession(preset: "pallanguzhi", players: twoHumans).save()
        var obj = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(good.utf8)) as? [String: Any])
        let key = obj.keys.first { $0.lowercased().contains("version") } ?? "version"
        obj[key] = 999
        try saves.write(String(decoding: try JSONSerialization.data(withJSONObject: obj), as: UTF8.self), to: saves.gameFile)
        guard case let .setAside(info) = saves.restoreGame() else { return XCTFail("a future save must be refused") }
        guard case let .future(found, _) = info.reason else { return XCTFail("\(info.reason)") }
        XCTAssertEqual(found, 999)
        XCTAssertTrue(info.fileName.hasPrefix("game-future-"))
    }

    func testStatsRecordedAtGameEndAndCorruptStatsKeptAside() async throws {
        let dir = tempDir()
        let saves = SaveStore(directory: dir)
        try saves.write("{broken", to: saves.statsFile)
        let (json, aside) = saves.loadStats()
        XCTAssertEqual(json, "")
        XCTAssertNotNil(aside)
        // Play a whole Kalah game by the first legal move.
        let store = try GameStore(preset: "kalah", players: twoHumans, settings: instantSettings(), saveStore: saves)
        var n = 0
        while !store.isOver && n < 2000 { store.tap(hole: Int(store.snapshot.legal[0])); n += 1 }
        XCTAssertTrue(store.isOver)
        XCTAssertEqual(store.lastStats?.games, 1)
        XCTAssertEqual(saves.statsRecords().first?.games, 1)
        XCTAssertEqual(saves.statsRecords().first?.opponent, "human")
    }
}

final class SettingsTests: XCTestCase {
    func testDefaults() {
        let s = Settings.load(from: MemoryKeyValueStore())
        XCTAssertEqual(s, Settings())
        XCTAssertEqual(s.speed, .normal)
        XCTAssertTrue(s.haptics)
        XCTAssertFalse(s.colourSafe)
        XCTAssertEqual(s.language, .system)
    }

    func testPersistsInAFileAndFillsMissingKeys() throws {
        let dir = tempDir()
        var s = Settings()
        s.speed = .fast; s.haptics = false; s.colourSafe = true; s.language = .ta; s.southName = "Meena"
        s.save(to: FileKeyValueStore(directory: dir))
        XCTAssertEqual(Settings.load(from: FileKeyValueStore(directory: dir)), s)
        // An older file with fewer keys and an unknown value keeps the rest at defaults.
        let kv = MemoryKeyValueStore()
        kv.set(Data(#"{"speed":"warp","haptics":false}"#.utf8), forKey: "settings")
        let old = Settings.load(from: kv)
        XCTAssertEqual(old.speed, .normal)
        XCTAssertFalse(old.haptics)
        XCTAssertEqual(old.language, .system)
        kv.set(Data("garbage".utf8), forKey: "settings")
        XCTAssertEqual(Settings.load(from: kv), Settings())
    }

    func testLanguageResolution() {
        XCTAssertEqual(Language.system.resolved(preferred: ["ta-IN"]), .ta)
        XCTAssertEqual(Language.system.resolved(preferred: ["de-DE", "fr-CA"]), .fr)
        XCTAssertEqual(Language.system.resolved(preferred: ["de"]), .en)
        XCTAssertEqual(Language.fr.resolved(preferred: ["ta"]), .fr)
    }
}
