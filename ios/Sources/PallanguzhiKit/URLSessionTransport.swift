import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PallanguzhiFFI

/// Performs the app core's transport effects (`.http`, `.socketOpen`, `.socketSend`,
/// `.socketClose`) with `URLSession` and `URLSessionWebSocketTask`, so the system's TLS, trust
/// store, proxy and network changes apply, and hands every outcome to `report` as an
/// `.transport(..)` event. It only moves bytes: URLs, methods, headers, bodies, retries,
/// back-off and the heartbeat are the core's, and so are the timeouts: each effect's
/// `timeoutMs` is the request's timeout, and `.httpCancel` cancels a call the core gave up on.
/// A refused upgrade's body cannot be read here: its status alone goes to the core, which
/// decides from it.
/// `report` is awaited one event at a time per socket, so a socket's news arrive in order.
public final class URLSessionTransport: NSObject, @unchecked Sendable {
    public typealias Report = @Sendable (Event) async -> Void
    /// Keeps the app running while a call is in flight, and returns what ends that: on iOS the
    /// app target's `beginBackgroundTask`/`endBackgroundTask` (UIKit), so a call made just
    /// before the player leaves the app (an account deletion, a sign-up) still completes.
    public typealias Protect = @Sendable (String) -> @Sendable () -> Void

    private let report: Report
    private let protect: Protect
    private var session: URLSession!
    private let lock = NSLock()
    private var sockets: [UInt64: Socket] = [:]
    /// HTTP calls in flight by the core's id; a cancelled one is gone and reports nothing.
    private var calls: [UInt64: URLSessionDataTask] = [:]

    public init(protect: @escaping Protect = { _ in {} }, report: @escaping Report) {
        self.report = report
        self.protect = protect
        super.init()
        let config = URLSessionConfiguration.ephemeral
        session = URLSession(configuration: config, delegate: Delegate(self), delegateQueue: nil)
    }

    /// Performs `effect` if it is a transport effect; false (nothing done) for any other.
    @discardableResult
    public func perform(_ effect: Effect) -> Bool {
        switch effect {
        case let .http(id, method, url, headers, body, timeoutMs):
            http(id, method, url, headers, body, timeoutMs)
        case let .httpCancel(id):
            lock.lock()
            let call = calls.removeValue(forKey: id)
            lock.unlock()
            call?.cancel()
        case let .socketOpen(id, url, headers, timeoutMs, _):
            open(id, url, headers, timeoutMs)
        case let .socketSend(id, text):
            // A socket not open (or gone) drops the message; the core resends what matters.
            socket(id)?.send(text)
        case let .socketClose(id):
            lock.lock()
            let socket = sockets.removeValue(forKey: id)
            lock.unlock()
            socket?.close()
        default:
            return false
        }
        return true
    }

    /// Closes every socket and call (the app is gone); nothing more is reported.
    public func close() {
        lock.lock()
        let all = sockets.values
        sockets.removeAll()
        calls.removeAll()
        lock.unlock()
        all.forEach { $0.close() }
        session.invalidateAndCancel()
    }

    private func socket(_ id: UInt64) -> Socket? {
        lock.lock()
        defer { lock.unlock() }
        return sockets[id]
    }

    private func request(_ url: String, _ headers: [Header], _ timeoutMs: UInt32) -> URLRequest? {
        guard let url = URL(string: url), url.scheme != nil else { return nil }
        var request = URLRequest(url: url, timeoutInterval: TimeInterval(timeoutMs) / 1000)
        for header in headers { request.addValue(header.value, forHTTPHeaderField: header.name) }
        return request
    }

    private func http(_ id: UInt64, _ method: String, _ url: String, _ headers: [Header], _ body: String?,
                      _ timeoutMs: UInt32) {
        let report = self.report
        guard var request = request(url, headers, timeoutMs) else {
            Task { await report(.transport(.httpFailed(id: id, error: "not a URL: \(url)"))) }
            return
        }
        request.httpMethod = method
        request.httpBody = body.map { Data($0.utf8) }
        let release = protect("pallanguzhi.http")
        // Called once for every task, cancelled ones too: the protection always ends.
        let task = session.dataTask(with: request) { [weak self] data, response, error in
            release()
            guard let self, self.finished(id) else { return } // cancelled by the core
            let event: Event
            if let response = response as? HTTPURLResponse, error == nil {
                event = .transport(.httpDone(id: id, status: UInt16(clamping: response.statusCode),
                                             body: String(decoding: data ?? Data(), as: UTF8.self)))
            } else {
                event = .transport(.httpFailed(id: id, error: error.map { "\($0)" } ?? "no answer"))
            }
            Task { await report(event) }
        }
        lock.lock()
        calls[id] = task
        lock.unlock()
        task.resume()
    }

    /// Whether the call `id` was still the core's (not cancelled); it is not any more.
    private func finished(_ id: UInt64) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return calls.removeValue(forKey: id) != nil
    }

    private func open(_ id: UInt64, _ url: String, _ headers: [Header], _ timeoutMs: UInt32) {
        guard var request = request(url, headers, timeoutMs) else {
            let report = self.report
            Task { await report(.transport(.socketFailed(id: id, error: "not a URL: \(url)"))) }
            return
        }
        #if os(Linux)
        // swift-corelibs-foundation sends `Connection: keep-alive` unless told, and servers refuse
        // an upgrade without `Connection: Upgrade` (Apple's URLSession sets it itself).
        request.setValue("Upgrade", forHTTPHeaderField: "Connection")
        #endif
        let task = session.webSocketTask(with: request)
        let socket = Socket(id: id, task: task, report: report)
        socket.owner = self
        lock.lock()
        let old = sockets.updateValue(socket, forKey: id)
        lock.unlock()
        old?.close()
        socket.start()
    }

    /// The socket of `task`, for the delegate.
    fileprivate func socket(of task: URLSessionTask) -> Socket? {
        lock.lock()
        defer { lock.unlock() }
        return sockets.values.first { $0.task === task }
    }

    /// Gone from the table once it reported its end.
    fileprivate func ended(_ socket: Socket) {
        lock.lock()
        if sockets[socket.id] === socket { sockets.removeValue(forKey: socket.id) }
        lock.unlock()
    }

    /// One WebSocket: its news go out in order through one stream; after `close` (or its end)
    /// it reports nothing more.
    fileprivate final class Socket: @unchecked Sendable {
        let id: UInt64
        let task: URLSessionWebSocketTask
        private let news: AsyncStream<Event>.Continuation
        private let outbox: AsyncStream<String>.Continuation
        private let outgoing: AsyncStream<String>
        private let lock = NSLock()
        private var done = false
        weak var owner: URLSessionTransport?

        init(id: UInt64, task: URLSessionWebSocketTask, report: @escaping Report) {
            self.id = id
            self.task = task
            let (events, news) = AsyncStream<Event>.makeStream()
            self.news = news
            (outgoing, outbox) = AsyncStream<String>.makeStream()
            Task {
                for await event in events { await report(event) }
            }
        }

        func start() {
            task.resume()
            // Messages are sent one after the other, in the order the core asked.
            Task { [task, outgoing] in
                for await text in outgoing {
                    do { try await task.send(.string(text)) } catch { break } // the receive loop reports it
                }
            }
            Task { await receive() }
        }

        private func receive() async {
            while true {
                do {
                    switch try await task.receive() {
                    case let .string(text): say(.transport(.socketMessage(id: id, text: text)))
                    case .data: break // the protocol is text
                    @unknown default: break
                    }
                } catch {
                    say(ending(error), last: true)
                    return
                }
            }
        }

        /// How the socket ended: a close frame's code, the server's refusal, or the error.
        private func ending(_ error: Error) -> Event {
            if task.closeCode != .invalid {
                return .transport(.socketClosed(id: id, code: UInt16(clamping: task.closeCode.rawValue)))
            }
            if let response = task.response as? HTTPURLResponse, response.statusCode != 101 {
                return .transport(.socketRefused(id: id, status: UInt16(clamping: response.statusCode), body: ""))
            }
            return .transport(.socketFailed(id: id, error: "\(error)"))
        }

        /// The upgrade went through. Foundation on Linux also calls this for a refused opening
        /// (a 403 to the upgrade): reporting it would make the core send its hello on a dead
        /// socket and drop the refusal that follows, then retry a revoked token for a minute.
        func opened() {
            if let response = task.response as? HTTPURLResponse, response.statusCode != 101 { return }
            say(.transport(.socketOpened(id: id)))
        }

        func closedByServer(_ code: Int) { say(.transport(.socketClosed(id: id, code: UInt16(clamping: code))), last: true) }

        func send(_ text: String) { outbox.yield(text) }

        /// Reports `event` unless the socket is done; `last`: it is done after this one.
        private func say(_ event: Event, last: Bool = false) {
            lock.lock()
            let was = done
            if last { done = true }
            lock.unlock()
            guard !was else { return }
            news.yield(event)
            if last {
                news.finish()
                outbox.finish()
                owner?.ended(self)
            }
        }

        /// The core closed it: close the connection, report nothing more.
        func close() {
            lock.lock()
            done = true
            lock.unlock()
            news.finish()
            outbox.finish()
            task.cancel(with: .normalClosure, reason: nil)
        }
    }

    /// URLSession keeps its delegate until invalidated; this one holds the transport weakly.
    private final class Delegate: NSObject, URLSessionWebSocketDelegate, @unchecked Sendable {
        weak var transport: URLSessionTransport?

        init(_ transport: URLSessionTransport) { self.transport = transport }

        func urlSession(_ session: URLSession, webSocketTask: URLSessionWebSocketTask,
                        didOpenWithProtocol protocol: String?) {
            transport?.socket(of: webSocketTask)?.opened()
        }

        func urlSession(_ session: URLSession, webSocketTask: URLSessionWebSocketTask,
                        didCloseWith closeCode: URLSessionWebSocketTask.CloseCode, reason: Data?) {
            transport?.socket(of: webSocketTask)?.closedByServer(closeCode.rawValue)
        }
    }
}
