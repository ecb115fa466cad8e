// Type-checking stand-in for the UIKit calls of ios/App/Haptics.swift and PallanguzhiApp.swift
// (no feedback generators: the app uses SwiftUI's sensoryFeedback),
// and the UIKit types SwiftUI modifiers take (UIKeyboardType for `keyboardType`).
@_exported import Foundation

public enum UIKeyboardType: Int { case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, emailAddress }
public enum UIAccessibility {
    public struct Notification { public static let announcement = Notification() }
    public static func post(notification: Notification, argument: Any?) {}
    public static var isReduceMotionEnabled: Bool { false }
}
public struct UIBackgroundTaskIdentifier: Sendable, Equatable { public static let invalid = UIBackgroundTaskIdentifier() }
@MainActor public final class UIApplication {
    public static let shared = UIApplication()
    public func beginBackgroundTask(withName name: String?, expirationHandler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier { .invalid }
    public func endBackgroundTask(_ id: UIBackgroundTaskIdentifier) {}
}
