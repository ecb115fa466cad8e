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
