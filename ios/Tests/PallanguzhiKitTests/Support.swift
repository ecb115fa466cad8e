import Foundation
import XCTest
@testable import PallanguzhiKit
import PallanguzhiFFI

/// The repository root: up from this file until `core/tests` (the Swift
/// tests read the shared vectors and golden games from there).
func repoRoot(file: String = #filePath) -> URL {
    if let env = ProcessInfo.processInfo.environment["PALLANGUZHI_REPO"] {
        return URL(fileURLWithPath: env)
    }
    var dir = URL(fileURLWithPath: file).resolvingSymlinksInPath().deletingLastPathComponent()
    while dir.path != "/" {
        if FileManager.default.fileExists(atPath: dir.appendingPathComponent("core/tests").path) { return dir }
        dir = dir.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("../../..").standardized
}

func tempDir(_ name: String = #function) -> URL {
    let d = FileManager.default.temporaryDirectory
        .appendingPathComponent("pallanguzhi-kit-\(name.filter { $0.isLetter })-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
    return d
}

let twoHumans = Players(south: [.human(name: "Ana")], north: [.human(name: "Bala")])
let humanVsHard = Players(south: [.human(name: "Ana")], north: [.computer(level: .hard)])

/// A replayable game: a preset and its moves as hole indices.
struct Scenario {
    let name: String
    let preset: String
    let moves: [UInt8]
    var players: Players = Players(south: [.human(name: "S")], north: [.human(name: "N")])
    /// For tests/vectors: moves before the recorded turns, and each recorded
    /// turn's events and board after, as the core wrote them.
    var setupCount = 0
    var expected: [(events: [[String: Any]], after: [String: Any])] = []
}

func seats(_ v: Any?) -> [Seat] {
    ((v as? [[String: Any]]) ?? []).map { s in
        if (s["kind"] as? String) == "computer" {
            let l: Level
            switch s["level"] as? String {
            case "easy": l = .easy
            case "hard": l = .hard
            case "expert": l = .expert
            default: l = .medium
            }
            return .computer(level: l)
        }
        return .human(name: (s["name"] as? String) ?? "P")
    }
}

/// Hole letters -> indices through the core's own labels.
func holes(fromLetters letters: [String], preset: String) throws -> [UInt8] {
    let s = try GameSession(preset: preset, players: twoHumans)
    let n = 2 * Int(s.snapshot().holesPerSide)
    var map: [String: UInt8] = [:]
    for i in 0..<n { map[s.holeLabel(hole: UInt8(i))] = UInt8(i) }
    return try letters.map { l in
        guard let i = map[l] else { throw NSError(domain: "letters", code: 1, userInfo: [NSLocalizedDescriptionKey: l]) }
        return i
    }
}

/// Every scenario in tests/vectors/*.json (any object that names a preset and
/// a move list), plus the core's golden games, so the timeline sees every preset.
func loadScenarios() throws -> [Scenario] {
    let root = repoRoot()
    var out: [Scenario] = []
    let fm = FileManager.default
    func moves(_ v: Any?, preset: String) throws -> [UInt8]? {
        if let ints = v as? [Int] { return ints.map { UInt8($0) } }
        if let strs = v as? [String] { return try holes(fromLetters: strs, preset: preset) }
        if let s = v as? String {
            let parts = s.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
            return try holes(fromLetters: parts, preset: preset)
        }
        return nil
    }
    func walk(_ v: Any, name: String) throws {
        if let d = v as? [String: Any], let preset = d["preset"] as? String,
           let setup = d["setup"] as? [Int], let turns = d["turns"] as? [[String: Any]] {
            let p = d["players"] as? [String: Any]
            var sc = Scenario(
                name: (d["name"] as? String) ?? name, preset: preset,
                moves: (setup + turns.compactMap { $0["hole"] as? Int }).map { UInt8($0) })
            if let p { sc.players = Players(south: seats(p["south"]), north: seats(p["north"])) }
            sc.setupCount = setup.count
            sc.expected = turns.map { (($0["events"] as? [[String: Any]]) ?? [], ($0["after"] as? [String: Any]) ?? [:]) }
            out.append(sc)
            return
        }
        if let d = v as? [String: Any] {
            let preset = (d["preset"] as? String) ?? (d["rules"] as? String)
                ?? ((d["final"] as? [String: Any])?["rules"] as? String)
            let mv = d["moves"] ?? d["history"]
            if let preset, let m = try moves(mv, preset: preset), !m.isEmpty || mv != nil {
                out.append(Scenario(name: (d["name"] as? String).map { "\(name)/\($0)" } ?? name, preset: preset, moves: m))
                return
            }
            for (k, child) in d { try walk(child, name: "\(name).\(k)") }
        } else if let a = v as? [Any] {
            for (i, child) in a.enumerated() { try walk(child, name: "\(name)[\(i)]") }
        }
    }
    for dir in ["tests/vectors", "core/tests/golden"] {
        let url = root.appendingPathComponent(dir)
        let files = ((try? fm.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        for f in files {
            let data = try Data(contentsOf: url.appendingPathComponent(f))
            try walk(try JSONSerialization.jsonObject(with: data), name: "\(dir)/\(f)")
        }
    }
    return out
}

/// A computer that thinks until cancelled (or `deadline`), then plays the first legal hole.
final class SlowComputer: ComputerBackend, @unchecked Sendable {
    let lock = NSLock()
    var cancelled = false
    var calls = 0
    let seconds: Double
    init(seconds: Double = 30) { self.seconds = seconds }

    private func think() throws {
        lock.lock(); cancelled = false; calls += 1; lock.unlock()
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            lock.lock(); let c = cancelled; lock.unlock()
            if c { throw PallanguzhiError.Cancelled }
            Thread.sleep(forTimeInterval: 0.005)
        }
    }

    func computerMove(_ session: GameSession) throws -> UInt8 {
        try think()
        return session.legalMoves()[0]
    }

    func hint(_ session: GameSession) throws -> Hint {
        try think()
        return Hint(hole: Int(session.legalMoves()[0]), reason: .bestPosition)
    }

    func cancel(_ session: GameSession) {
        lock.lock(); cancelled = true; lock.unlock()
    }
}
