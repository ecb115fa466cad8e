import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PallanguzhiFFI
import PallanguzhiKit
import XCTest

/// The transport vector (`tests/vectors/transport.json`) through PallanguzhiKit's
/// `URLSessionTransport`: each case's effect, performed against the vector's server
/// (`tests/run.sh` starts it), must reach it as the core wrote it (method, headers, body:
/// the server checks) and be reported with the server's status and body unchanged, a refused
/// socket's body included (iOS once dropped it, and the core took a revoked token for a
/// passing glitch). OkHttp and the tokio runner replay the same cases.
final class TransportVectorTests: XCTestCase {
    func testEveryCaseIsCarriedAsWrittenAndReportedAsAnswered() async throws {
        let base = try OnlineEnv.get("PALLANGUZHI_VECTOR_URL")
        let reports = VectorReports()
        let transport = URLSessionTransport { reports.put($0) }
        defer { transport.close() }
        let (_, listing) = try await fetch("\(base)/cases")
        let cases = listing.split(separator: "\n").map(String.init)
        XCTAssertGreaterThanOrEqual(cases.count, 8, "the vector's cases")
        for (i, line) in cases.enumerated() {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let (name, kind, method) = (f[0], f[1], f[2])
            let headers = text(f[3]).split(separator: "\n").map { line -> Header in
                let parts = line.split(separator: ":", maxSplits: 1).map(String.init)
                return Header(name: parts[0], value: String(parts[1].dropFirst()))
            }
            let body = f[4] == "-" ? nil : text(f[4])
            let (status, answer) = (UInt16(f[5])!, text(f[6]))
            let id = UInt64(i + 1)
            let url = "\(base)/vector/\(name)"
            let effect: Effect = kind == "socket"
                ? .socketOpen(id: id, url: url.replacingOccurrences(of: "http://", with: "ws://"), headers: headers,
                              timeoutMs: 10_000, pingMs: 25_000)
                : .http(id: id, method: method, url: url, headers: headers, body: body, timeoutMs: 10_000)
            XCTAssertTrue(transport.perform(effect), "\(name): a transport effect")
            let report = try await reports.next()
            if kind == "socket" {
                // URLSession gives a WebSocket task no body: the refusal comes with its status
                // alone, from which the core reads the same code (app/src/link.rs's vector test).
                XCTAssertEqual(report, .transport(.socketRefused(id: id, status: status, body: "")), name)
                continue
            }
            XCTAssertEqual(report, .transport(.httpDone(id: id, status: status, body: answer)), name)
            let (checked, why) = try await fetch("\(base)/check/\(name)")
            XCTAssertEqual(checked, 200, "\(name): the server got what the core wrote: \(why)")
        }
    }

    private func text(_ b64: String) -> String {
        String(decoding: Data(base64Encoded: b64) ?? Data(), as: UTF8.self)
    }

    private func fetch(_ url: String) async throws -> (Int, String) {
        let (data, response) = try await URLSession.shared.data(from: URL(string: url)!)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }
}

/// The transport's reports, in order.
private final class VectorReports: @unchecked Sendable {
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
                throw CancellationError()
            }
            try await Task.sleep(nanoseconds: 5_000_000)
        }
    }
}
