import Foundation
import PallanguzhiFFI
#if canImport(os)
import os
#endif

/// The core's log records, handed to `write`: by default the unified log on Apple platforms
/// (Console.app and `log stream --predicate 'subsystem == "app.pallanguzhi"'` show them, by
/// module), standard error elsewhere. Release libraries keep warnings and errors only
/// (bindings/Cargo.toml), so that is what a device logs.
public final class CoreLog: LogSink {
    public typealias Write = @Sendable (LogLevel, String, String) -> Void
    private let write: Write

    public init(write: @escaping Write) { self.write = write }

    public func log(level: LogLevel, target: String, message: String) {
        write(level, Self.category(target), message)
    }

    /// Install `write` as the core's log sink for `level` and above (warnings by default).
    public static func install(level: LogLevel = .warn, write: @escaping Write = CoreLog.unified) {
        setLogSink(sink: CoreLog(write: write), maxLevel: level)
    }

    /// The module a record comes from ("pallanguzhi_app::env" -> "env").
    public static func category(_ target: String) -> String {
        target.components(separatedBy: "::").last ?? target
    }

    public static let unified: Write = { level, category, message in
        #if canImport(os)
        let logger = Logger(subsystem: "app.pallanguzhi", category: category)
        // The core's warnings name its own files and protocol steps, never a secret.
        logger.log(level: osLevel(level), "\(message, privacy: .public)")
        #else
        FileHandle.standardError.write(Data("pallanguzhi/\(category) \(level): \(message)\n".utf8))
        #endif
    }

    #if canImport(os)
    private static func osLevel(_ level: LogLevel) -> OSLogType {
        switch level {
        case .error: .fault
        case .warn: .error
        case .info: .info
        case .debug, .trace: .debug
        }
    }
    #endif
}
