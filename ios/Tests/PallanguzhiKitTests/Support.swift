import Foundation
import PallanguzhiFFI
import PallanguzhiTestServer
import XCTest
@testable import PallanguzhiKit

/// The repository root (the localization test reads ios/App from there).
func repoRoot(file: String = #filePath) -> URL {
    URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("../../..").standardized
}

func tempDir(_ name: String = #function) -> URL {
    let dir = FileManager.default.temporaryDirectory
        .appendingPathComponent("pallanguzhi-kit-\(name.filter { $0.isLetter })-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}

/// A copy of a save directory, for a second store that must not write into the first's.
func copy(_ dir: URL) throws -> URL {
    let to = tempDir("copy")
    try FileManager.default.removeItem(at: to)
    try FileManager.default.copyItem(at: dir, to: to)
    return to
}

struct Timeout: Error { let what: String }

/// Waits for `condition`, letting the store's tasks run. The timeout only guards against a
/// hang (generous: a slow shared machine must never fail a test); nothing asserts on time.
@MainActor
func until(_ what: String, timeout: TimeInterval = 120, _ condition: () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        guard Date() < deadline else {
            XCTFail("timed out waiting for \(what)")
            throw Timeout(what: what)
        }
        try await Task.sleep(nanoseconds: 1_000_000)
    }
}

/// A clock for the store's timers: each `sleep` waits for a ticket (`open` = unlimited), so
/// a test decides when each animation frame ends, whatever the machine's speed. Waits of
/// `realFrom` ms or more (the core's network timeouts and heartbeat, 3 s and up; frames are
/// at most 1.8 s) run in real time instead, so a call is not timed out before it is answered.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var tickets: Int
    private var requests: [UInt32] = []

    private let realFrom: UInt32?

    init(open: Bool, realFrom: UInt32? = nil) {
        tickets = open ? Int.max : 0
        self.realFrom = realFrom
    }

    /// The durations asked for so far, in order.
    var requested: [UInt32] { locked { requests } }
    func give(_ count: Int) { locked { tickets = count == Int.max ? count : tickets + count } }
    func close() { locked { tickets = 0 } }

    var sleep: AppStore.Sleep {
        { [self] ms in
            locked { requests.append(ms) }
            if let realFrom, ms >= realFrom {
                return try await Task.sleep(nanoseconds: UInt64(ms) * 1_000_000)
            }
            while !take() {
                try await Task.sleep(nanoseconds: 1_000_000) // throws when the timer is cancelled
            }
        }
    }

    private func take() -> Bool {
        locked {
            guard tickets > 0 else { return false }
            if tickets != Int.max { tickets -= 1 }
            return true
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

extension ViewModel {
    /// The online room shown (waiting or seated), as the shells read it from `screenView`.
    var room: RoomView? {
        if case let .room(room) = screenView { return room }
        return nil
    }
}

extension AppStore {
    var game: GameView { view.game! }

    /// Sets one setting through the core, as the settings screen does.
    func set(speed: Speed) {
        send(.settingsChanged(settings: view.settings.with(speed: speed)))
    }

    /// A new game against the computer; the person ("Ana") sits South and moves first.
    func newGame(_ preset: String = "pallanguzhi", level: Level = .easy) {
        send(.newGame(preset: preset, opponent: .computer(level: level, side: .south, name: "Ana")))
    }

    func firstLegal() -> UInt8? { view.game?.holes.first { $0.legal }?.index }

    /// The open dialog's button with this id ("rematch", "accept-rematch"), the core's.
    func dialogAction(_ id: String) -> ActionView? { view.game?.dialog?.actions.first { $0.id == id } }

    /// Ana's finished games, over every rule set and opponent, as the statistics (or the
    /// home screen) show them: opened, read and left with Back when another screen is shown.
    var gamesCounted: UInt32 {
        var stats = view.stats
        if stats == nil {
            send(.open(screen: .stats))
            stats = view.stats
            send(.back)
        }
        return stats!.lines.filter { $0.player == "Ana" }.map(\.games).reduce(0, +)
    }

    /// The game on the board wherever the app is: the board opened when another screen (home,
    /// after a finished game's relaunch) is shown; nil when there is no game.
    var boardGame: GameView? {
        if view.game == nil { send(.open(screen: .game)) }
        return view.game
    }

    /// The person's turn, nothing running: the computer has replied.
    var humanToPlay: Bool {
        isIdle && view.game?.toMove == .south && view.game?.thinking == .nobody && view.game?.animating == false
    }
}

/// A store on `dir` with the given clock, launched like the app. Its writes run at once
/// (the kill tests read the disk after every event); `WriteQueueTests` runs the app's queue.
@MainActor
func launched(_ dir: URL, clock: TestClock = TestClock(open: true), writes: WriteQueue = .atOnce) -> AppStore {
    let store = AppStore(sleep: clock.sleep, writes: writes)
    store.launch(dir: dir, language: "en", reduceMotion: false)
    return store
}
