import PallanguzhiFFI
import PallanguzhiKit
import UIKit

/// The store's platform effects on iOS: haptics and VoiceOver announcements.
@MainActor
enum Platform {
    private static let light = UIImpactFeedbackGenerator(style: .light)
    private static let medium = UIImpactFeedbackGenerator(style: .medium)
    private static let notify = UINotificationFeedbackGenerator()

    static func connect(_ store: AppStore) {
        store.onHaptic = play
        store.onAnnounce = { UIAccessibility.post(notification: .announcement, argument: $0) }
    }

    static func play(_ kind: HapticKind) {
        switch kind {
        case .sow: light.impactOccurred(intensity: 0.5)
        case .capture: medium.impactOccurred()
        case .roundEnd: notify.notificationOccurred(.warning)
        case .gameEnd: notify.notificationOccurred(.success)
        case .refused: notify.notificationOccurred(.error)
        }
    }
}
