import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

/// Portrait board: the far side's bowl, its row, the near row, the near bowl. Draws the
/// core's view model only; a tap sends the hole to the core (during an animation it skips).
///
/// Sizes: `width` is the screen's; `BoardMetrics` (PallanguzhiKit, tested) sizes the holes so a
/// row fits an iPhone SE's 320 pt without horizontal scrolling; the drawn circle is 90 % of the target.
struct BoardView: View {
    let game: GameView
    let width: CGFloat
    @Environment(AppStore.self) private var store

    static let gap = CGFloat(BoardMetrics.gap)

    var body: some View {
        let size = CGFloat(BoardMetrics.holeSize(width: Double(width), holes: Int(game.holesPerSide)))
        let palette = Palette(colourSafe: store.view.settings.colourSafe)
        let top = game.bottom == .south ? Side.north : .south
        VStack(spacing: 6) {
            bowl(top, palette: palette, size: size)
            row(Array(game.holes.filter { $0.owner == top }.reversed()), palette: palette, size: size)
            row(game.holes.filter { $0.owner == game.bottom }, palette: palette, size: size)
            bowl(game.bottom, palette: palette, size: size)
        }
        .padding(.vertical, 8)
        .frame(maxWidth: .infinity)
        .background(RoundedRectangle(cornerRadius: 16).fill(palette.wood))
        // Seeds in flight are drawn above the board, between the published places.
        .overlayPreferenceValue(PlaceAnchors.self) { anchors in
            FlyingSeeds(game: game, anchors: anchors, color: palette.seed)
        }
        .accessibilityElement(children: .contain)
    }

    /// Holes left to right as drawn (the far row is its owner's left-to-right, seen from here).
    private func row(_ holes: [HoleView], palette: Palette, size: CGFloat) -> some View {
        HStack(spacing: Self.gap) {
            ForEach(holes, id: \.index) { hole in
                HoleButton(hole: hole, inHand: game.hand?.hole == hole.index ? game.hand?.seeds : nil,
                           palette: palette, size: size) {
                    store.send(.tapHole(hole: hole.index))
                }
                .seedPlace(.hole(hole: hole.index))
            }
        }
    }

    @ViewBuilder
    private func bowl(_ side: Side, palette: Palette, size: CGFloat) -> some View {
        if let bowl = game.bowls.first(where: { $0.side == side }) {
            ZStack {
                Capsule().fill(palette.hole)
                SeedsView(count: Int(bowl.count), color: palette.seed, salt: side == .south ? 97 : 98)
                    .padding(.horizontal, 24).padding(.vertical, 4)
                Text(verbatim: "\(bowl.count)").font(.headline.monospacedDigit()).foregroundStyle(palette.text)
            }
            .frame(height: max(36, size * 0.7))
            .padding(.horizontal, 12)
            .seedPlace(.bowl(side: side))
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(verbatim: bowl.accessibilityLabel))
        }
    }
}

struct Palette {
    let colourSafe: Bool
    var wood: Color { colourSafe ? Color(white: 0.85) : Color(red: 0.55, green: 0.36, blue: 0.2) }
    var hole: Color { colourSafe ? Color(white: 0.97) : Color(red: 0.36, green: 0.22, blue: 0.12) }
    var seed: Color { colourSafe ? Color(red: 0.0, green: 0.35, blue: 0.7) : Color(red: 0.95, green: 0.9, blue: 0.8) }
    var mark: Color { colourSafe ? Color(red: 0.9, green: 0.5, blue: 0.0) : .yellow }
    var text: Color { colourSafe ? .black : .white }
}

/// One hole: a `size` × `size` pt button (≥ 44) with its letter and count, seeds drawn inside.
/// Marks are shapes, not colour alone: dashed ring = legal, square = hinted, cross = closed.
struct HoleButton: View {
    let hole: HoleView
    let inHand: UInt8?
    let palette: Palette
    let size: CGFloat
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack(spacing: 0) {
                ZStack {
                    Circle().fill(palette.hole)
                    SeedsView(count: Int(hole.count), color: palette.seed, salt: Int(hole.index))
                        .padding(size * 0.14)
                    if hole.closed {
                        Image(systemName: "xmark").font(.system(size: size * 0.5, weight: .bold))
                            .foregroundStyle(palette.text)
                    }
                    if hole.legal {
                        Circle().strokeBorder(palette.mark, style: StrokeStyle(lineWidth: 3, dash: [5, 3]))
                    }
                    if hole.lastSown {
                        Circle().strokeBorder(palette.text.opacity(0.6), lineWidth: 2).padding(4)
                    }
                    if hole.hinted {
                        RoundedRectangle(cornerRadius: 4).stroke(palette.text, lineWidth: 3)
                    }
                    if let inHand {
                        Text(verbatim: "✋\(inHand)").font(.caption2.bold()).offset(y: -size * 0.45)
                    }
                }
                .frame(width: size * 0.9, height: size * 0.9)
                .frame(width: size, height: size)
                Text(verbatim: "\(hole.letter) \(hole.count)")
                    .font(.caption2.monospacedDigit())
                    .foregroundStyle(palette.text)
                    .lineLimit(1)
                    .minimumScaleFactor(0.6)
            }
            .frame(width: size)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: hole.accessibilityLabel))
        .accessibilityHint(Text(verbatim: hole.accessibilityHint))
        // A Button is a button to VoiceOver; only a legal hole should say so.
        .accessibilityRemoveTraits(hole.legal ? [] : .isButton)
    }
}

/// Seeds drawn as seeds, each at a stable spot (same count and salt -> same picture).
struct SeedsView: View {
    let count: Int
    let color: Color
    let salt: Int

    var body: some View {
        Canvas { ctx, size in
            let shown = min(count, 40)
            let r = min(size.width, size.height) / 2
            let seed = max(3, r / 3.2)
            for k in 0..<shown {
                // A golden-angle spiral, turned per hole: deterministic.
                let angle = Double(k) * 2.399963 + Double(salt) * 0.7
                let dist = (r - seed) * sqrt(Double(k) + 0.5) / sqrt(Double(max(shown, 1)))
                let x = size.width / 2 + CGFloat(cos(angle) * dist) * size.width / (2 * r)
                let y = size.height / 2 + CGFloat(sin(angle) * dist)
                let rect = CGRect(x: x - seed / 2, y: y - seed * 0.35, width: seed, height: seed * 0.7)
                ctx.fill(Path(ellipseIn: rect), with: .color(color))
            }
        }
        .accessibilityHidden(true)
    }
}
