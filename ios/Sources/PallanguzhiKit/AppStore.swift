import Foundation
import Observation
import PallanguzhiFFI

/// The app's one store: forwards events to the Rust `AppCore`, performs the effects it
/// returns and publishes its view model. It decides nothing (bindings/README.md "The app core").
@MainActor
@Observable
public final class AppStore {
    /// What to draw: the core's view model after its last `Render`.
    public private(set) var view: ViewModel
    /// Platform effects, set by the app (UIKit) or by tests.
    @ObservationIgnored public var onHaptic: @MainActor (HapticKind) -> Void = { _ in }
    @ObservationIgnored public var onAnnounce: @MainActor (String) -> Void = { _ in }
    /// Plays one of the core's sounds (the app: `SoundPlayer`, AVAudioPlayer, ambient session).
    @ObservationIgnored public var onSound: @MainActor (Sound) -> Void = { _ in }
    /// Called after every event the core handled (tests copy the save directory there).
    @ObservationIgnored public var didHandle: @MainActor () -> Void = {}

    /// Waits `ms` milliseconds (throws when the timer is cancelled). Tests inject their clock.
    public typealias Sleep = @Sendable (UInt32) async throws -> Void
    nonisolated public static let taskSleep: Sleep = { try await Task.sleep(nanoseconds: UInt64($0) * 1_000_000) }

    /// Runs a search to its `SearchDone` (blocking; the store calls it off the main actor).
    public typealias Search = @Sendable (SearchJob) -> Event

    @ObservationIgnored private let core: AppCore
    @ObservationIgnored private let sleep: Sleep
    @ObservationIgnored private let search: Search
    @ObservationIgnored private var timers: [UInt64: Task<Void, Never>] = [:]
    @ObservationIgnored private var searches: [UInt64: SearchJob] = [:]
    /// The core's file writes, in order off the main actor; the ids not answered yet.
    @ObservationIgnored private let writes: WriteQueue
    @ObservationIgnored private var writing: Set<UInt64> = []
    @ObservationIgnored private let relay = Relay()
    /// Online: performs the core's HTTP and WebSocket effects; its news come back through `send`.
    @ObservationIgnored private var transport: URLSessionTransport!

    public init(sleep: @escaping Sleep = AppStore.taskSleep, search: @escaping Search = { $0.run() },
                protect: @escaping URLSessionTransport.Protect = { _ in {} }, writes: WriteQueue = WriteQueue()) {
        let core = AppCore()
        self.core = core
        self.sleep = sleep
        self.search = search
        self.writes = writes
        self.view = core.view()
        LabelBook.shared.show(language: view.language)
        // The transport's reports (and the writes' answers) go to this store on the main actor, while it lives.
        transport = URLSessionTransport(protect: protect) { [relay] event in
            await MainActor.run { relay.store?.send(event) }
        }
        relay.store = self
    }

    deinit { transport.close() }

    /// Tests and demos: reviews grade with `nodes` a move instead of Expert's millions.
    public func setReviewNodes(_ nodes: UInt64) { core.setReviewNodes(nodes: nodes) }

    /// No timer, no search and no write outstanding: the core waits for the player.
    public var isIdle: Bool { timers.isEmpty && searches.isEmpty && writing.isEmpty }

    /// Once at start: saves, statistics and settings live in `dir` (written by the core).
    public func launch(dir: URL, language: String = Locale.preferredLanguages.first ?? "en", reduceMotion: Bool) {
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        send(.launch(dir: dir.path, language: language, reduceMotion: reduceMotion))
    }

    /// The app-private directory: Application Support/Pallanguzhi.
    public static func appDirectory() -> URL {
        let base = (try? FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask,
                                                 appropriateFor: nil, create: true))
            ?? FileManager.default.temporaryDirectory
        return base.appendingPathComponent("Pallanguzhi", isDirectory: true)
    }

    /// Hands one event to the core and performs the effects it returns, in order. At `suspend`
    /// it returns once the files are written, or after the core's bound (`.awaitWrites`, its
    /// last effect): the system may kill the app next.
    public func send(_ event: Event) {
        for effect in core.handle(event: event) {
            perform(effect)
        }
        didHandle()
    }

    /// Holds the store weakly for the transport's callbacks (the transport must not keep it alive).
    private final class Relay: @unchecked Sendable {
        weak var store: AppStore?
    }

    private func perform(_ effect: Effect) {
        switch effect {
        case .render:
            view = core.view()
            LabelBook.shared.show(language: view.language)
        case let .startTimer(id, ms):
            timers[id] = Task { [sleep] in
                do { try await sleep(ms) } catch { return }
                // A cancelled timer may still wake up: only a pending one fires.
                guard self.timers.removeValue(forKey: id) != nil else { return }
                self.send(.timerFired(id: id))
            }
        case let .cancelTimer(id):
            timers.removeValue(forKey: id)?.cancel()
        case let .search(id, job):
            searches[id] = job
            Task { [search] in
                // `run` blocks for up to seconds: off the main actor. A cancelled job returns
                // early; the core drops its stale answer by id, so every answer is sent back.
                let done = await Task.detached(priority: .userInitiated) { search(job) }.value
                self.searches[id] = nil
                self.send(done)
            }
        case let .write(id, job):
            // Off the main actor, in order; the answer comes back here like the transport's.
            let now = writes.submit(job) { [relay] done in
                Task { @MainActor in
                    guard let store = relay.store else { return }
                    store.writing.remove(id)
                    store.send(done)
                }
            }
            if let now { send(now) } else { writing.insert(id) }
        case let .awaitWrites(timeoutMs):
            // Every write asked for so far on the disk (their answers reach the core afterwards,
            // on the main actor), or the core's bound passed: a stuck disk cannot hold us longer.
            writes.drain(timeoutMs: timeoutMs)
        case let .cancelSearch(id):
            // Its (early) answer still comes back and is dropped by the core; until then it counts.
            searches[id]?.cancel()
        case let .haptic(kind):
            onHaptic(kind)
        case let .announce(text):
            onAnnounce(text)
        case let .sound(sound):
            onSound(sound)
        case .http, .httpCancel, .socketOpen, .socketSend, .socketClose:
            transport.perform(effect)
        }
    }
}
