import Foundation

/// How the game screen is arranged, from the size classes SwiftUI reports
/// (kept here, not in the view, so every multitasking size is tested).
public enum GameLayout: Equatable, Sendable {
    /// Players panel | large board | info panel (iPad full screen, 2/3 and
    /// large-iPad 1/2 split: regular width).
    case sidePanels(largeBoard: Bool)
    /// Panels, board and controls in one scrolling column (iPhone portrait,
    /// iPad Slide Over and 1/3 split: compact width, regular height).
    case stacked

    public enum SizeClass: Sendable { case compact, regular }

    /// `nil` size classes (not yet known) count as compact: the safe layout.
    public static func make(horizontal: SizeClass?, vertical: SizeClass?) -> GameLayout {
        switch (horizontal ?? .compact, vertical ?? .compact) {
        case (.regular, .regular): return .sidePanels(largeBoard: true)
        // iPhone landscape (compact height): the board is wide and short, so
        // the panels go beside it, at the normal board size.
        case (.regular, .compact), (.compact, .compact): return .sidePanels(largeBoard: false)
        case (.compact, .regular): return .stacked
        }
    }
}
