import Foundation

/// The portrait board's sizes (points): `n` square hole buttons a row with `gap` between them,
/// as wide as the screen allows, never under Apple's 44 pt touch target nor over 84 pt.
/// The bowls sit above and below the rows, so a row of 7 is the widest thing: 7 × 44 + 6 × 2
/// = 320 pt, an iPhone SE (1st gen.) in portrait, without sideways scrolling.
public enum BoardMetrics {
    public static let gap = 2.0
    public static let minHole = 44.0
    public static let maxHole = 84.0

    /// The side of one hole's button for a screen `width` points wide.
    public static func holeSize(width: Double, holes: Int) -> Double {
        let n = Double(max(holes, 1))
        return min(maxHole, max(minHole, ((width - (n - 1) * gap) / n).rounded(.down)))
    }

    /// The width a row of `holes` takes at that size.
    public static func rowWidth(width: Double, holes: Int) -> Double {
        let n = Double(max(holes, 1))
        return n * holeSize(width: width, holes: holes) + (n - 1) * gap
    }
}
