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

    /// The seats; `random` draws with `coin` (true = South).
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
            let me = Seat.human(name: name(0, Strings.text(south ? "side.south" : "side.north", language)))
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
    public var settings: Settings { didSet { settings.save(to: settingsStore); game?.settings = settings } }
    public private(set) var game: GameStore?
    /// A message for the player (a save kept aside), shown once.
    public var notice: String?
    public private(set) var stats: [StatsRecord] = []
    public var choice = NewGameChoice()

    @ObservationIgnored public let saveStore: SaveStore
    @ObservationIgnored let settingsStore: KeyValueStore
    @ObservationIgnored let backend: ComputerBackend?

    public init(saveStore: SaveStore, settingsStore: KeyValueStore, backend: ComputerBackend?) {
        self.saveStore = saveStore
        self.settingsStore = settingsStore
        self.backend = backend
        self.settings = Settings.load(from: settingsStore)
        self.choice.preset = settings.lastPreset
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
        let players = choice.players(language: settings.language)
        let session = try GameSession(preset: choice.preset, players: players)
        settings.lastPreset = choice.preset
        let store = makeStore(session)
        store.save()
        game = store
        store.scenePhaseChanged(active: true)
    }

    /// The same rule set and seats again.
    public func rematch() throws {
        guard let old = game else { return }
        old.cancelComputer()
        let store = makeStore(try GameSession(preset: old.preset, players: old.players))
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
