import SwiftUI
import UIKit

/// A light tap on each capture and pasu; the store only calls it when the
/// haptics setting is on.
@MainActor
enum Haptics {
    private static let generator = UIImpactFeedbackGenerator(style: .light)

    static func capture() {
        generator.impactOccurred()
    }

    static func announce(_ text: String) {
        UIAccessibility.post(notification: .announcement, argument: text)
    }
}
