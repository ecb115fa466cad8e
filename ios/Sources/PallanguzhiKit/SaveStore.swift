import Foundation
import PallanguzhiFFI

/// A file that could not be read and was renamed, to tell the player about.
public struct SetAside: Equatable, Sendable {
    public enum Reason: Equatable, Sendable { case corrupt(String), future(found: UInt32, supported: UInt32) }
    public let reason: Reason
    /// The file's new name in the same directory.
    public let fileName: String
}

/// Stores the core's save text and statistics text as files in one directory
/// (Application Support on a device). Every write is atomic (a temporary file
/// renamed over the old one), so a kill at any moment leaves either the old
/// or the new save, never half of one. The shells only store bytes: the core
/// writes and checks the JSON.
public final class SaveStore: @unchecked Sendable {
    public let directory: URL
    public let gameFile = "game.json"
    public let statsFile = "stats.json"
    private let now: () -> Date

    public init(directory: URL, now: @escaping () -> Date = Date.init) {
        self.directory = directory
        self.now = now
    }

    /// `Application Support/Pallanguzhi`, created if missing.
    public static func applicationSupport() throws -> SaveStore {
        let base = try FileManager.default.url(
            for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
        return SaveStore(directory: base.appendingPathComponent("Pallanguzhi", isDirectory: true))
    }

    func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    public func write(_ text: String, to name: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url(name), options: .atomic)
    }

    public func read(_ name: String) -> String? {
        guard let data = try? Data(contentsOf: url(name)) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    public func remove(_ name: String) {
        try? FileManager.default.removeItem(at: url(name))
    }

    /// Renames `name` to `name-corrupt-<UTC time>.json` (or `-future-`) and says so.
    @discardableResult
    func setAside(_ name: String, reason: SetAside.Reason) -> SetAside {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let stem = (name as NSString).deletingPathExtension
        let tag: String
        if case .future = reason { tag = "future" } else { tag = "corrupt" }
        var target = "\(stem)-\(tag)-\(f.string(from: now())).json"
        var n = 1
        while FileManager.default.fileExists(atPath: url(target).path) {
            n += 1
            target = "\(stem)-\(tag)-\(f.string(from: now()))-\(n).json"
        }
        do {
            try FileManager.default.moveItem(at: url(name), to: url(target))
        } catch {
            // Could not rename: leave the file where it is; it will be
            // replaced by the next save, which is what the player asked for.
        }
        return SetAside(reason: reason, fileName: target)
    }

    // MARK: the game

    public func saveGame(_ session: GameSession) throws {
        try write(session.save(), to: gameFile)
    }

    public enum Restored {
        case none
        case game(GameSession)
        case setAside(SetAside)
    }

    /// The saved game, exactly as it was; a save the core refuses is kept
    /// aside under a new name (never deleted) and reported.
    public func restoreGame() -> Restored {
        guard let text = read(gameFile) else { return .none }
        do {
            return .game(try GameSession.restore(saveJson: text))
        } catch let PallanguzhiError.FutureSave(found, supported) {
            return .setAside(setAside(gameFile, reason: .future(found: found, supported: supported)))
        } catch {
            return .setAside(setAside(gameFile, reason: .corrupt("\(error)")))
        }
    }

    public func clearGame() { remove(gameFile) }

    // MARK: statistics

    /// The statistics text ("" for none yet) and, if the file was refused, what was set aside.
    public func loadStats() -> (json: String, setAside: SetAside?) {
        guard let text = read(statsFile) else { return ("", nil) }
        do {
            _ = try readStats(statsJson: text)
            return (text, nil)
        } catch let PallanguzhiError.FutureStats(found) {
            return ("", setAside(statsFile, reason: .future(found: found, supported: 0)))
        } catch {
            return ("", setAside(statsFile, reason: .corrupt("\(error)")))
        }
    }

    public func saveStats(_ json: String) throws { try write(json, to: statsFile) }

    public func statsRecords() -> [StatsRecord] {
        (try? readStats(statsJson: loadStats().json)) ?? []
    }
}
