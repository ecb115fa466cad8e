import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI
import UIKit

/// The store's platform effects on iOS: VoiceOver announcements here; haptics are SwiftUI
/// sensory feedback on the root view (`HapticCue`). UIKit's feedback generators made without a
/// view (`UIImpactFeedbackGenerator(style:)`, `UINotificationFeedbackGenerator()`) are marked for
/// deprecation since iOS 17.5, and their `view:` replacements need 17.5, above our iOS 17.0.
@MainActor
enum Platform {
    static func connect(_ store: AppStore) {
        store.onAnnounce = { UIAccessibility.post(notification: .announcement, argument: $0) }
        let sounds = SoundPlayer()
        store.onSound = { sounds.play($0) }
    }

    /// Keeps the app running while an online call is in flight (the transport's `Protect`):
    /// a deletion or sign-up sent just before the player leaves the app still completes.
    /// The system ends the grant early only when time runs out, and the call then fails
    /// as a timeout the core lets the player retry.
    /// The store performs its effects on the main actor, so the grant begins before the call.
    static let backgroundTask: URLSessionTransport.Protect = { name in
        let id = MainActor.assumeIsolated { UIApplication.shared.beginBackgroundTask(withName: name) }
        return { Task { @MainActor in UIApplication.shared.endBackgroundTask(id) } }
    }
}

/// The last haptic the core asked for; the serial makes the same kind twice a new trigger.
struct HapticCue: Equatable {
    var serial = 0
    var kind: HapticKind?

    func next(_ kind: HapticKind) -> HapticCue { HapticCue(serial: serial + 1, kind: kind) }

    /// The core's haptic kinds as the platform's feedback (the core says when; this says how).
    var feedback: SensoryFeedback? {
        switch kind {
        case .sow: return .impact(weight: .light, intensity: 0.5)
        case .capture: return .impact(weight: .medium)
        case .roundEnd: return .warning
        case .gameEnd: return .success
        case .refused: return .error
        case .clockWarning: return .warning
        case nil: return nil
        }
    }
}
