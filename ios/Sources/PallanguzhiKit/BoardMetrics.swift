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

/// A rectangle in points, relative to the board's top-left corner.
public struct BoardCell: Equatable, Sendable {
    public var x, y, w, h: Double
    public init(x: Double, y: Double, w: Double, h: Double) { (self.x, self.y, self.w, self.h) = (x, y, w, h) }
    public var midX: Double { x + w / 2 }
    public var midY: Double { y + h / 2 }
    public var short: Double { min(w, h) }
}

/// Where the holes and bowls of the wooden board go in a box of `boxW` × `boxH` points: the
/// same arithmetic as the Android app's `BoardGeometry` (android/app/.../BoardGeometry.kt).
///
/// Horizontal (a wide box): the near player's row at the bottom, left to right, their bowl at
/// the right end; the far row above, right to left, the far bowl at the left end. Vertical (a tall
/// box, a phone upright): the same board turned a quarter clockwise, so the near player's holes
/// run down the left column into their bowl at the bottom and the far player's up the right
/// column into theirs at the top. Sowing goes counter-clockwise either way. The orientation with
/// the bigger holes wins: on a 375 × 600 pt box, seven holes across get 47 pt, seven down 62 pt.
public struct BoardLayout: Equatable, Sendable {
    public static let pad = 8.0
    public let vertical: Bool
    public let width: Double
    public let height: Double
    /// The near (bottom) player's holes in sowing order, then the far player's.
    public let near: [BoardCell]
    public let far: [BoardCell]
    public let nearBowl: BoardCell
    public let farBowl: BoardCell

    /// The smallest side of any hole's cell (its touch target).
    public var holeCell: Double { (near + far).map(\.short).min() ?? 0 }

    /// Bowl length along the board: an eighth of it, between 76 and 150 points.
    public static func bowlLength(_ axis: Double) -> Double { min(150, max(min(76, axis / 5), axis * 0.12)) }

    public static func of(width: Double, height: Double, holes: Int) -> BoardLayout {
        let h = make(width, height, max(holes, 1), vertical: false)
        let v = make(width, height, max(holes, 1), vertical: true)
        return v.holeCell > h.holeCell ? v : h
    }

    private static func make(_ boxW: Double, _ boxH: Double, _ n: Int, vertical: Bool) -> BoardLayout {
        let axis = vertical ? boxH : boxW
        let across = vertical ? boxW : boxH
        let bowl = bowlLength(axis)
        let pitch = max(1, (axis - 2 * bowl - 2 * pad) / Double(n))
        // Rows no deeper than 1.9 holes: a very deep box leaves room around the board instead.
        let row = min(pitch * 1.9, max(1, (across - 2 * pad) / 2))
        let long = 2 * pad + 2 * bowl + Double(n) * pitch
        let wide = 2 * pad + 2 * row
        func cell(_ along: Double, _ side: Int, len: Double = pitch, depth: Double = row) -> BoardCell {
            vertical ? BoardCell(x: pad + Double(side) * row, y: along, w: depth, h: len)
                : BoardCell(x: along, y: pad + Double(1 - side) * row, w: len, h: depth)
        }
        let start = pad + bowl
        let near = (0..<n).map { cell(start + Double($0) * pitch, 0) }
        let far = (0..<n).map { cell(start + Double(n - 1 - $0) * pitch, 1) }
        var nearBowl = cell(start + Double(n) * pitch, 0, len: bowl, depth: 2 * row)
        var farBowl = cell(pad, 0, len: bowl, depth: 2 * row)
        if !vertical { nearBowl.y = pad; farBowl.y = pad }
        return BoardLayout(vertical: vertical, width: vertical ? wide : long, height: vertical ? long : wide,
                           near: near, far: far, nearBowl: nearBowl, farBowl: farBowl)
    }
}

/// How the game screen shares its window (points) between the status lines, the board and the
/// row of controls, one above the other, so that nothing is drawn over the board: the status
/// area an eighth of the height (64 to 140 pt: three to six short lines, smaller type when the
/// core's words are long), the controls one row of 44 pt buttons, the board all the rest.
public struct GameScreenLayout: Equatable, Sendable {
    public static let controls = 52.0
    public static let spacing = 8.0
    /// The status area's height (the move number and round sit in its top corner).
    public let status: Double
    /// The box the board is laid out in (`BoardLayout.of(width:height:holes:)`).
    public let board: Double
    /// A tablet's panel under the controls (the score and the moves played); 0 on a phone.
    public let panel: Double

    /// A phone's split: the board takes all the height the status and the controls leave.
    public static func of(height: Double) -> GameScreenLayout {
        let status = min(140, max(64, height / 8))
        return GameScreenLayout(status: status, board: max(0, height - status - controls - 2 * spacing), panel: 0)
    }

    /// A window of `width` x `height`: a phone's split, or a tablet's own (both sides 600 pt or
    /// more, as Android's): the board lies across the whole width as on a table, its box no
    /// taller than 55 % of the width (so `BoardLayout` lays it flat), and what it leaves goes to
    /// the panel under the controls. On its side, a tablet keeps the phone's split.
    public static func of(width: Double, height: Double) -> GameScreenLayout {
        let phone = of(height: height)
        guard min(width, height) >= 600, height > width else { return phone }
        let board = min(phone.board, width * 0.55)
        return GameScreenLayout(status: phone.status, board: board, panel: max(0, phone.board - board - spacing))
    }

    /// Where the board's box starts and ends from the top of the screen (the controls start below it).
    public var boardTop: Double { status + Self.spacing }
    public var boardBottom: Double { boardTop + board }
}
