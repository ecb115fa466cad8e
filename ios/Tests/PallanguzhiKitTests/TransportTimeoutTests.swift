import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PallanguzhiFFI
import XCTest
@testable import PallanguzhiKit

/// Issue 38 N1 on iOS: `URLSessionTransport` bounds a call by the timeout the core gave it
/// (`timeoutMs` as the request's `timeoutInterval`, where it used to be a day), so a call on a
/// dead path ends by itself, and a call the core gave up on (`.httpCancel`) is cancelled and
/// reports nothing. On Linux, Foundation ends a silent call after 60 s whatever the request's
/// `timeoutInterval` (so the test takes a minute there, two seconds on a Mac); the old
/// session's day still fails it, at `next`'s bound.
final class TransportTimeoutTests: XCTestCase {
    func testACallOnASilentPathEndsByItselfAndACancelledOneReportsNothing() async throws {
        let server = try SilentServer()
        let reports = Reports()
        let transport = URLSessionTransport { await reports.put($0) }
        defer { transport.close() }
        // The core gave up on call 2 (ten minutes: only the cancel can end it within the test).
        transport.perform(.http(id: 2, method: "GET", url: "\(server.base)/v1/me/stats", headers: [], body: nil,
                                timeoutMs: 600_000))
        transport.perform(.httpCancel(id: 2))
        transport.perform(.http(id: 3, method: "GET", url: "\(server.base)/v1/me/stats", headers: [], body: nil,
                                timeoutMs: 2_000))
        let event = try await reports.next()
        guard case .transport(.httpFailed(id: 3, _)) = event else {
            return XCTFail("expected call 3 to fail at its timeout, got \(event) (the cancelled call 2 reported?)")
        }
    }
}

/// The transport's reports, in order.
private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [Event] = []

    func put(_ event: Event) {
        lock.lock()
        events.append(event)
        lock.unlock()
    }

    private func take() -> Event? {
        lock.lock()
        defer { lock.unlock() }
        return events.isEmpty ? nil : events.removeFirst()
    }

    /// The next report; the bound only turns a hang into a failure (nothing asserts on time).
    func next(timeout: TimeInterval = 120) async throws -> Event {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let event = take() { return event }
            guard Date() < deadline else {
                XCTFail("no report from the transport")
                throw Timeout(what: "a report")
            }
            try await Task.sleep(nanoseconds: 5_000_000)
        }
    }
}

/// A TCP listener on loopback that never accepts: the kernel completes each connection into
/// its backlog and the request is sent, but no byte ever comes back, as on a dead path.
private final class SilentServer {
    private let fd: Int32
    let base: String

    init() throws {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(fd, pointer, length) == 0 && listen(fd, 16) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard fd >= 0, bound else { throw Timeout(what: "a loopback listener") }
        self.fd = fd
        base = "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))"
    }

    deinit { close(fd) }
}

/// Issue 38 (P12): every call is protected while in flight (on iOS a background task), and
/// the protection ends when the call does, cancelled calls included.
final class TransportProtectTests: XCTestCase {
    private final class Grants: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var begun: [String] = []
        private(set) var ended = 0
        func begin(_ name: String) { lock.withLock { begun.append(name) } }
        func end() { lock.withLock { ended += 1 } }
        var counts: (Int, Int) { lock.withLock { (begun.count, ended) } }
    }

    func testEachCallIsProtectedUntilItEndsCancelledOnesToo() async throws {
        let server = try SilentServer()
        let grants = Grants()
        let reports = Reports()
        let transport = URLSessionTransport(protect: { name in
            grants.begin(name)
            return { grants.end() }
        }) { await reports.put($0) }
        defer { transport.close() }
        transport.perform(.http(id: 1, method: "DELETE", url: "\(server.base)/v1/me", headers: [], body: nil,
                                timeoutMs: 600_000))
        XCTAssertEqual(grants.counts.0, 1, "protected from the start")
        XCTAssertEqual(grants.counts.1, 0, "while the call is in flight")
        transport.perform(.httpCancel(id: 1))
        transport.perform(.http(id: 2, method: "GET", url: "not a url", headers: [], body: nil, timeoutMs: 1_000))
        let event = try await reports.next()
        guard case .transport(.httpFailed(id: 2, _)) = event else { return XCTFail("got \(event)") }
        let deadline = Date().addingTimeInterval(60)
        while grants.counts.1 < 1 && Date() < deadline { try await Task.sleep(nanoseconds: 5_000_000) }
        XCTAssertEqual(grants.counts.1, 1, "the cancelled call's protection ended")
        XCTAssertEqual(grants.begun, ["pallanguzhi.http"], "a call that was not even a URL asked for none")
    }
}
