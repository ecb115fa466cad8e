import Foundation

/// Where settings live: `UserDefaults` on a device, a file or memory in tests.
public protocol KeyValueStore: AnyObject {
    func data(forKey key: String) -> Data?
    func set(_ data: Data?, forKey key: String)
}

public final class MemoryKeyValueStore: KeyValueStore {
    public var values: [String: Data] = [:]
    public init() {}
    public func data(forKey key: String) -> Data? { values[key] }
    public func set(_ data: Data?, forKey key: String) { values[key] = data }
}

/// One JSON file per key in a directory, written atomically.
public final class FileKeyValueStore: KeyValueStore {
    public let directory: URL
    public init(directory: URL) { self.directory = directory }
    private func url(_ key: String) -> URL { directory.appendingPathComponent("\(key).json") }
    public func data(forKey key: String) -> Data? { try? Data(contentsOf: url(key)) }
    public func set(_ data: Data?, forKey key: String) {
        if let data {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? data.write(to: url(key), options: .atomic)
        } else {
            try? FileManager.default.removeItem(at: url(key))
        }
    }
}

extension UserDefaults: KeyValueStore {
    public func set(_ data: Data?, forKey key: String) {
        set(data as Any?, forKey: key)
    }
}

public struct Settings: Codable, Equatable, Sendable {
    public var speed: AnimationSpeed = .normal
    public var haptics: Bool = true
    /// Shapes and a blue/orange palette that read in every colour vision.
    public var colourSafe: Bool = false
    public var language: Language = .system
    public var southName: String = ""
    public var northName: String = ""
    /// Rule set and opponent last chosen on the new-game screen.
    public var lastPreset: String = "pallanguzhi"

    public init() {}

    /// Missing keys (an older file) take their defaults; unknown values too.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = Settings()
        speed = (try? c.decodeIfPresent(AnimationSpeed.self, forKey: .speed)) ?? nil ?? d.speed
        haptics = (try? c.decodeIfPresent(Bool.self, forKey: .haptics)) ?? nil ?? d.haptics
        colourSafe = (try? c.decodeIfPresent(Bool.self, forKey: .colourSafe)) ?? nil ?? d.colourSafe
        language = (try? c.decodeIfPresent(Language.self, forKey: .language)) ?? nil ?? d.language
        southName = (try? c.decodeIfPresent(String.self, forKey: .southName)) ?? nil ?? d.southName
        northName = (try? c.decodeIfPresent(String.self, forKey: .northName)) ?? nil ?? d.northName
        lastPreset = (try? c.decodeIfPresent(String.self, forKey: .lastPreset)) ?? nil ?? d.lastPreset
    }

    static let key = "settings"

    /// The stored settings, or the defaults when there are none or they cannot be read.
    public static func load(from store: KeyValueStore) -> Settings {
        guard let data = store.data(forKey: key),
              let s = try? JSONDecoder().decode(Settings.self, from: data)
        else { return Settings() }
        return s
    }

    public func save(to store: KeyValueStore) {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        store.set(try? e.encode(self), forKey: Settings.key)
    }
}
