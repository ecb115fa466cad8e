import Foundation

/// iOS's back gesture: a drag that starts at the leading edge and goes right, mostly across.
/// The root view sends the core's `Back` for it when the core says Back goes somewhere
/// (`ViewModel.canBack`), as the system back does on Android; where Back leads is the core's.
public enum EdgeSwipe {
    /// How close to the leading edge the drag must start (UIKit's edge pan uses about this).
    public static let edge: CGFloat = 24
    /// How far right it must travel, at least, and how much more across than down.
    public static let distance: CGFloat = 80

    public static func isBack(startX: CGFloat, dx: CGFloat, dy: CGFloat) -> Bool {
        startX <= edge && dx >= distance && abs(dy) * 2 < dx
    }
}
