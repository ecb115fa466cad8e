// Type-checking stand-in for the UIKit calls of ios/App/Haptics.swift and PallanguzhiApp.swift,
// and the UIKit types SwiftUI modifiers take (UIKeyboardType for `keyboardType`).
@_exported import Foundation

public enum UIKeyboardType: Int { case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, emailAddress }
public final class UIImpactFeedbackGenerator {
    public enum FeedbackStyle { case light, medium }
    public init(style: FeedbackStyle) {}
    public func impactOccurred() {}
    public func impactOccurred(intensity: Double) {}
}
public final class UINotificationFeedbackGenerator {
    public enum FeedbackType { case success, warning, error }
    public init() {}
    public func notificationOccurred(_ t: FeedbackType) {}
}
public enum UIAccessibility {
    public struct Notification { public static let announcement = Notification() }
    public static func post(notification: Notification, argument: Any?) {}
    public static var isReduceMotionEnabled: Bool { false }
}
