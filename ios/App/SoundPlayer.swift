import AVFoundation
import PallanguzhiFFI

/// Plays the core's sounds (the bundle's `<file>.wav`, from assets/sounds/): the core chose the
/// file, rate, volume and delay; this only plays them. The session is `.ambient`: the Ring/Silent
/// switch silences it, and it mixes with the player's music instead of stopping it.
@MainActor
final class SoundPlayer {
    /// A few players per file, so the clicks of a fast relay overlap instead of cutting each other.
    private var players: [String: [AVAudioPlayer]] = [:]
    private var next: [String: Int] = [:]
    private static let voices = 3

    init() {
        try? AVAudioSession.sharedInstance().setCategory(.ambient, mode: .default, options: [.mixWithOthers])
    }

    func play(_ sound: Sound) {
        guard let voices = players(for: sound.file), !voices.isEmpty else { return }
        let index = (next[sound.file] ?? 0) % voices.count
        next[sound.file] = index + 1
        let player = voices[index]
        // Rewound, not stopped: stop() undoes prepareToPlay, and each click would pay that latency.
        player.currentTime = 0
        player.volume = Float(sound.volume) / 100
        player.rate = min(2, max(0.5, Float(sound.rateMilli) / 1000))
        player.play(atTime: player.deviceCurrentTime + Double(sound.delayMs) / 1000)
    }

    private func players(for file: String) -> [AVAudioPlayer]? {
        if let known = players[file] { return known }
        guard let url = Bundle.main.url(forResource: file, withExtension: "wav") else { return nil }
        let made: [AVAudioPlayer] = (0..<Self.voices).compactMap { _ in
            guard let player = try? AVAudioPlayer(contentsOf: url) else { return nil }
            player.enableRate = true
            player.prepareToPlay()
            return player
        }
        players[file] = made
        return made
    }
}
