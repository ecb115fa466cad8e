// Type-checking stand-in for the AVFoundation calls of ios/App/SoundPlayer.swift.
@_exported import Foundation

public final class AVAudioSession {
    public struct Category: Equatable { public static let ambient = Category() }
    public struct Mode: Equatable { public static let `default` = Mode() }
    public struct CategoryOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
    }
    public static func sharedInstance() -> AVAudioSession { AVAudioSession() }
    public func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {}
}

public final class AVAudioPlayer {
    public init(contentsOf url: URL) throws {}
    public var volume: Float = 1
    public var rate: Float = 1
    public var enableRate = false
    public var currentTime: TimeInterval = 0
    public var deviceCurrentTime: TimeInterval { 0 }
    @discardableResult public func prepareToPlay() -> Bool { true }
    @discardableResult public func play(atTime time: TimeInterval) -> Bool { true }
    public func stop() {}
}
