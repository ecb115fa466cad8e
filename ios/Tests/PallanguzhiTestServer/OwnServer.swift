import Foundation
#if canImport(Glibc)
import Glibc
#endif

// iOS cannot start a process: there the module is empty and the tests that need it skip.
#if os(macOS) || os(Linux)

public struct ServerFailed: Error, CustomStringConvertible {
    public let description: String
}

/// A `pallanguzhi-server` of a test's own on loopback (any free port, or the one it had, to
/// restart on the same port and database), for the tests that need a server set up
/// differently from the shared one `tests/run.sh` starts, or one they may kill.
public final class OwnServer {
    public let db: URL
    private let bin: String
    private let options: [String]
    private var process: Process?
    public private(set) var addr = ""
    public var url: String { "http://\(addr)" }

    /// `bin` is the server binary (`PALLANGUZHI_SERVER_BIN`), `db` its SQLite file, `options`
    /// more command-line flags (e.g. `--away-timeout-ms`).
    public init(bin: String, db: URL, options: [String] = []) {
        self.bin = bin
        self.db = db
        self.options = options
    }

    @discardableResult
    public func start(listen: String = "127.0.0.1:0") throws -> OwnServer {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: bin)
        p.arguments = ["--listen", listen, "--database", "sqlite:\(db.path)",
                       "--accounts-per-minute", "10000", "--join-per-minute", "10000",
                       // Tests play quick games between new accounts: rated as before F7.
                       "--min-rated-game-s", "0", "--min-opponent-age-days", "0"] + options
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        process = p
        // The only stdout line: "listening on ADDR", printed once the socket is bound.
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { throw ServerFailed(description: "the server exited before listening") }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        addr = String(text.dropFirst("listening on ".count))
        return self
    }

    /// SIGKILL: no goodbye to the clients, nothing flushed on purpose.
    public func kill() {
        guard let p = process else { return }
        #if canImport(Glibc)
        _ = Glibc.kill(p.processIdentifier, SIGKILL)
        #else
        _ = Darwin.kill(p.processIdentifier, SIGKILL)
        #endif
        p.waitUntilExit()
        process = nil
    }

    public func restart() throws { try start(listen: addr) }

    deinit { kill() }
}

#endif
