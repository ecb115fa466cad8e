import Foundation
import PallanguzhiFFI
import PallanguzhiKit
import PallanguzhiTestServer
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// What the online tests share: where `tests/run.sh` put the server and the scratch
/// directory, a phone that performs `AppCore`'s effects like the iOS glue (timers fire when
/// due, HTTP and WebSocket effects performed by PallanguzhiKit's `URLSessionTransport`, whose
/// reports are handed to the core on the test's thread), and bounded waits: every wait polls a
/// condition against a generous deadline, never a sleep that guesses the machine's speed.
enum OnlineEnv {
    static func get(_ name: String) throws -> String {
        guard let value = ProcessInfo.processInfo.environment[name], !value.isEmpty else {
            throw XCTSkip("\(name) is not set: tests/run.sh runs this suite against its server")
        }
        return value
    }

    static func url() throws -> String { try get("PALLANGUZHI_SERVER_URL") }
    static func serverBin() throws -> String { try get("PALLANGUZHI_SERVER_BIN") }
    static func dir() throws -> URL { URL(fileURLWithPath: try get("PALLANGUZHI_ONLINE_DIR")) }

    static func scratch(_ name: String) throws -> URL {
        let dir = try dir().appendingPathComponent("swift/\(name)")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }
}

struct GaveUp: Error, CustomStringConvertible {
    let description: String
}

/// Generous: the machine may be loaded; a bound only turns a hang into a failure.
let boundSeconds: Double = 180

func until(_ what: String, _ phones: [Phone], bound: Double = boundSeconds, _ done: () -> Bool) throws {
    let deadline = Date().addingTimeInterval(bound)
    while !done() {
        if Date() > deadline {
            throw GaveUp(description: "gave up waiting for \(what): " + phones.map { "\($0.name) \($0.state) \($0.moves)" }.joined(separator: ", "))
        }
        for phone in phones { phone.tick() }
    }
}

/// The phones play their first legal hole until `done`.
func playUntil(_ what: String, _ phones: [Phone], _ done: () -> Bool) throws {
    let deadline = Date().addingTimeInterval(boundSeconds)
    while !done() {
        if Date() > deadline {
            throw GaveUp(description: "gave up playing until \(what): \(phones.map { $0.online })")
        }
        for phone in phones { _ = phone.playIfMine() }
        for phone in phones { phone.tick() }
    }
}

/// Play until `mover`'s turn after at least `moves` moves, then let `other` catch up without playing.
/// The turn is read on the mover's own board, just before it would play: read on the other board, it
/// could show after the mover had already tapped (seen under load in the Rust and Kotlin twins of
/// these tests: the guest's move landed after the host was suspended).
func playUntilTurn(_ mover: Phone, _ other: Phone, _ moves: Int) throws {
    try playUntil("\(mover.name) to move after \(moves) moves", [mover, other]) { mover.moves >= moves && mover.myTurn }
    try until("\(other.name) caught up", [mover, other]) { other.moves == mover.moves && !other.online.sending }
}

/// The same word in Kotlin and Swift (the rendezvous files compare them).
func outcomeWord(_ outcome: Outcome?) -> String {
    switch outcome {
    case let .win(side)?: return side == .south ? "south" : "north"
    case .draw?: return "draw"
    case nil: return "none"
    }
}

/// One app: an `AppCore` on its private directory, and the shell's timers.
final class Phone {
    let name: String
    let dir: URL
    private(set) var core = AppCore()
    private var timers: [(id: UInt64, due: Date)] = []
    /// What the transport did, for `tick` to hand to the core.
    private let news = Inbox()
    private var transport: URLSessionTransport
    /// Set when a pump left the board animating (server moves animate like offline ones).
    var sawAnimation = false

    init(_ name: String, dir: URL, url: String?) {
        self.name = name
        self.dir = dir
        transport = URLSessionTransport { [news] in news.put($0) }
        launch(url)
    }

    private func launch(_ url: String?) {
        send(.launch(dir: dir.path, language: "en", reduceMotion: true))
        if let url { send(.onlineAction(.setServer(url: url))) }
    }

    /// A kill and relaunch: the old core is dropped without `suspend`; a new one starts on the same directory.
    func relaunch() {
        timers.removeAll()
        transport.close()
        _ = news.takeAll()
        transport = URLSessionTransport { [news] in news.put($0) }
        core = AppCore()
        launch(nil)
    }

    deinit { transport.close() }

    func send(_ event: Event) { perform(core.handle(event: event)) }

    private func perform(_ effects: [Effect]) {
        for effect in effects {
            switch effect {
            case let .startTimer(id, ms): timers.append((id, Date().addingTimeInterval(Double(ms) / 1000)))
            case let .cancelTimer(id): timers.removeAll { $0.id == id }
            // Written at once: a relaunch reads the account file the core wrote.
            case let .write(_, job): send(job.run())
            default: transport.perform(effect)
            }
        }
    }

    /// Hand the transport's news to the core (waiting a little for it), then fire the timers now due.
    func tick() {
        let got = news.take(waitMs: 5)
        if !got.isEmpty {
            for event in got { send(event) }
            if core.view().game?.animating == true { sawAnimation = true }
        }
        let now = Date()
        let due = timers.filter { $0.due <= now }
        timers.removeAll { $0.due <= now }
        for timer in due { send(.timerFired(id: timer.id)) }
    }

    var view: ViewModel { core.view() }
    var online: OnlineView { view.online }
    /// The online room shown, as the shells read it from `screenView`.
    var room: RoomView? {
        if case let .room(room) = view.screenView { return room }
        return nil
    }
    var state: ConnState { online.state }
    var moves: Int { Int(view.game?.movesPlayed ?? 0) }
    var history: [String] { view.game?.history ?? [] }
    var finished: Bool { state == .finished }

    func firstLegal() throws -> UInt8 {
        guard let hole = view.game?.holes.first(where: { $0.legal }) else {
            throw GaveUp(description: "\(name): no legal hole")
        }
        return hole.index
    }

    /// My turn, nothing in flight, the board still: what `playIfMine` plays on.
    var myTurn: Bool {
        let v = view
        guard let game = v.game else { return false }
        return v.online.state == .playing && !v.online.sending && game.outcome == nil && !game.animating
            && game.toMove != nil && game.toMove == v.online.mySide
    }

    /// My turn and nothing in flight: play the first legal hole (closing a round summary first).
    @discardableResult
    func playIfMine() -> Bool {
        guard myTurn, let game = view.game, let hole = game.holes.first(where: { $0.legal }) else { return false }
        if game.dialog != nil {
            send(.acknowledgeDialog)
        } else {
            send(.tapHole(hole: hole.index))
        }
        return true
    }

    func signUp(_ name: String) throws {
        send(.onlineAction(.signUp(name: name)))
        try until("\(name)'s account", [self]) { !online.account.isEmpty }
    }
}

/// The transport's reports, queued for the test's thread.
final class Inbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var events: [Event] = []

    func put(_ event: Event) {
        condition.lock()
        events.append(event)
        condition.signal()
        condition.unlock()
    }

    /// Everything queued, waiting up to `waitMs` for the first.
    func take(waitMs: Int) -> [Event] {
        condition.lock()
        defer { condition.unlock() }
        if events.isEmpty { _ = condition.wait(until: Date().addingTimeInterval(Double(waitMs) / 1000)) }
        return takeLocked()
    }

    func takeAll() -> [Event] {
        condition.lock()
        defer { condition.unlock() }
        return takeLocked()
    }

    private func takeLocked() -> [Event] {
        let out = events
        events.removeAll()
        return out
    }
}

/// A host (south) who created a kalah room, and a guest who joined by its share link.
func table(_ dir: URL, _ url: String) throws -> (Phone, Phone) {
    let host = Phone("host", dir: dir.appendingPathComponent("host"), url: url)
    try host.signUp("Valli")
    let guest = Phone("guest", dir: dir.appendingPathComponent("guest"), url: url)
    try guest.signUp("Kumar")
    host.send(.onlineAction(.createRoom(preset: "kalah", side: .south)))
    try until("the room", [host]) { host.state == .waitingForGuest }
    guest.send(.onlineAction(.join(code: host.online.link ?? "")))
    try until("both seated", [host, guest]) { host.state == .playing && guest.state == .playing }
    return (host, guest)
}

/// Write a file whole (temp + rename): a reader never sees half of it.
func publish(_ file: URL, _ text: String) throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let tmp = file.appendingPathExtension("tmp")
    try text.write(to: tmp, atomically: false, encoding: .utf8)
    if rename(tmp.path, file.path) != 0 { throw GaveUp(description: "cannot publish \(file.path)") }
}
