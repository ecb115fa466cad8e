import Foundation
import Observation
import PallanguzhiFFI

/// What the new-game screen chooses.
public struct NewGameChoice: Equatable, Sendable {
    public enum SideChoice: String, CaseIterable, Sendable { case south, north, random }
    public enum Opponent: Equatable, Sendable { case computer(Level), people }

    public var preset = "pallanguzhi"
    public var side: SideChoice = .south
    public var opponent: Opponent = .computer(.medium)
    /// Pass-and-play: 1 or 2 people a side.
    public var seatsPerSide = 1
    public var names: [String] = ["", "", "", ""]

    public init() {}

    /// The defaults: the names set in Settings (South seat 1 and North seat 1).
    public init(settings: Settings) {
        preset = settings.lastPreset
        names[0] = settings.southName
        names[2] = settings.northName
    }

    /// Settings changed: a name field still showing the old default (or
    /// nothing) follows the new one; a name typed on this screen is kept.
    public mutating func followNames(from old: Settings, to new: Settings) {
        for (i, was, now) in [(0, old.southName, new.southName), (2, old.northName, new.northName)]
        where names[i] == was || names[i].isEmpty {
            names[i] = now
        }
    }

    /// The seats; `random` draws with `coin` (true = South). Against the
    /// computer the person's name is that of the side they sit on
    /// (`names[0]` South, `names[2]` North), so Settings' names apply.
    public func players(language: Language, coin: () -> Bool = { Bool.random() }) -> Players {
        func name(_ i: Int, _ fallback: String) -> String {
            let n = i < names.count ? names[i].trimmingCharacters(in: .whitespaces) : ""
            return n.isEmpty ? fallback : n
        }
        switch opponent {
        case let .computer(level):
            let south: Bool
            switch side {
            case .south: south = true
            case .north: south = false
            case .random: south = coin()
            }
            let me = Seat.human(name: name(south ? 0 : 2, Strings.text(south ? "side.south" : "side.north", language)))
            let cpu = Seat.computer(level: level)
            return south ? Players(south: [me], north: [cpu]) : Players(south: [cpu], north: [me])
        case .people:
            let k = max(1, min(2, seatsPerSide))
            let s = Strings.text("side.south", language), n = Strings.text("side.north", language)
            let south = (0..<k).map { Seat.human(name: name($0, k == 1 ? s : "\(s) \($0 + 1)")) }
            let north = (0..<k).map { Seat.human(name: name(2 + $0, k == 1 ? n : "\(n) \($0 + 1)")) }
            return Players(south: south, north: north)
        }
    }
}

/// The app's state above one game: settings, the save directory, the game in
/// progress and what to tell the player on launch.
@MainActor
@Observable
public final class AppModel {
    public var settings: Settings {
        didSet {
            settings.save(to: settingsStore)
            game?.settings = settings
            choice.followNames(from: oldValue, to: settings)
        }
    }
    public private(set) var game: GameStore?
    /// A message for the player (a save kept aside), shown once.
    public var notice: String?
    public private(set) var stats: [StatsRecord] = []
    public var choice = NewGameChoice()

    @ObservationIgnored public let saveStore: SaveStore
    @ObservationIgnored let settingsStore: KeyValueStore
    @ObservationIgnored let backend: ComputerBackend?
    /// Draws the random side; seeded in tests so the draw is reproducible.
    @ObservationIgnored private var coin: SeededCoin

    /// `seed`: `nil` draws a fresh one (the app); a number makes `random` sides repeatable.
    public init(saveStore: SaveStore, settingsStore: KeyValueStore, backend: ComputerBackend?, seed: UInt64? = nil) {
        self.saveStore = saveStore
        self.settingsStore = settingsStore
        self.backend = backend
        self.coin = SeededCoin(seed: seed ?? UInt64.random(in: 0...UInt64.max))
        let loaded = Settings.load(from: settingsStore)
        self.settings = loaded
        self.choice = NewGameChoice(settings: loaded)
    }

    /// Launch: restore the saved game exactly, or explain why it was kept aside.
    public func launch() {
        switch saveStore.restoreGame() {
        case .none: game = nil
        case let .game(session): game = makeStore(session)
        case let .setAside(info):
            game = nil
            notice = Self.message(info, settings.language)
        }
        let (_, statsAside) = saveStore.loadStats()
        if let statsAside { notice = [notice, Self.message(statsAside, settings.language, stats: true)].compactMap { $0 }.joined(separator: "\n") }
        refreshStats()
    }

    static func message(_ info: SetAside, _ lang: Language, stats: Bool = false) -> String {
        if stats { return Strings.text("stats.corrupt", lang, [info.fileName]) }
        if case .future = info.reason { return Strings.text("save.future", lang, [info.fileName]) }
        return Strings.text("save.corrupt", lang, [info.fileName])
    }

    private func makeStore(_ session: GameSession) -> GameStore {
        GameStore(session: session, settings: settings, saveStore: saveStore, runner: backend.map(AIRunner.init))
    }

    public func newGame() throws {
        game?.cancelComputer()
        let players = choice.players(language: settings.language, coin: { self.coin.flip() })
        let session = try GameSession(preset: choice.preset, players: players)
        settings.lastPreset = choice.preset
        let store = makeStore(session)
        store.save()
        game = store
        store.scenePhaseChanged(active: true)
    }

    /// The same rule set and the same people, sides swapped: South always sows
    /// first, so swapping gives the other player the first move (as colours
    /// alternate between games in chess). Against the computer the person
    /// changes side; in pass-and-play each seat keeps its name and order.
    public func rematch() throws {
        guard let old = game else { return }
        old.cancelComputer()
        let swapped = Players(south: old.players.north, north: old.players.south)
        let store = makeStore(try GameSession(preset: old.preset, players: swapped))
        store.save()
        game = store
        store.scenePhaseChanged(active: true)
    }

    public func closeGame() {
        game?.cancelComputer()
        game?.save()
        refreshStats()
    }

    public func refreshStats() { stats = saveStore.statsRecords() }

    public func scenePhaseChanged(active: Bool) { game?.scenePhaseChanged(active: active) }
}

/// SplitMix64: a tiny seeded generator, so a `random` side is testable.
public struct SeededCoin: Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// true = South.
    public mutating func flip() -> Bool { next() & 1 == 1 }
}
