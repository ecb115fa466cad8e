import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

/// Two rows of holes between the two bowls. Renders `GameStore.board` only.
/// iPhone in portrait (compact width, regular height): the bowls go above and below the rows and
/// the holes share the whole width, so seven of them fit an iPhone SE (375 pt) without scrolling.
struct BoardView: View {
    let store: GameStore
    /// Bigger holes on an iPad (regular width).
    var large = false
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.horizontalSizeClass) private var widthClass
    @Environment(\.verticalSizeClass) private var heightClass
    /// The width the board is given, measured; the portrait layout divides it between the holes.
    /// Zero until measured, so the ideal size ViewThatFits asks for is the 44 pt minimum board.
    @State private var width: CGFloat = 0

    var body: some View {
        let palette = Palette(colourSafe: store.settings.colourSafe)
        Group {
            if !large && widthClass == .compact && heightClass == .regular {
                stacked(palette)
            } else {
                sideBySide(palette)
            }
        }
        .background(RoundedRectangle(cornerRadius: 20).fill(palette.wood))
        // Seeds in flight are drawn above the board, between the published places.
        .overlayPreferenceValue(PlaceAnchors.self) { anchors in
            FlyingSeeds(step: store.currentStep, stepIndex: store.stepIndex, anchors: anchors, color: palette.seed)
        }
        // A tap anywhere on the board during the animation skips it.
        .contentShape(Rectangle())
        .onTapGesture { if store.isAnimating { store.skip() } }
        .accessibilityElement(children: .contain)
    }

    /// Hole size for the stacked layout: the width shared by the holes of a row, never under 44 pt.
    private var stackedHole: CGFloat {
        let n = CGFloat(max(store.board.topRow.count, 1))
        return max(44, (width - 12 - 4 * (n - 1)) / n - 2)
    }

    private func stacked(_ palette: Palette) -> some View {
        let board = store.board
        return VStack(spacing: 6) {
            BowlView(count: board.bowls[board.perspective.other.index],
                     label: board.bowlLabels[board.perspective.other.index], palette: palette, horizontal: true)
                .seedPlace(.bowl(board.perspective.other))
            row(board.topRow, board: board, palette: palette, size: stackedHole, spacing: 4)
            if board.inHand > 0 {
                Text("In hand: \(board.inHand)").font(.caption).monospacedDigit()
            }
            row(board.bottomRow, board: board, palette: palette, size: stackedHole, spacing: 4)
            BowlView(count: board.bowls[board.perspective.index],
                     label: board.bowlLabels[board.perspective.index], palette: palette, horizontal: true)
                .seedPlace(.bowl(board.perspective))
        }
        .padding(6)
        .frame(maxWidth: .infinity)
        .background(GeometryReader { g in
            Color.clear.onAppear { width = g.size.width }.onChange(of: g.size.width) { _, w in width = w }
        })
    }

    private func sideBySide(_ palette: Palette) -> some View {
        let board = store.board
        return HStack(spacing: 8) {
            BowlView(count: board.bowls[board.perspective.other.index],
                     label: board.bowlLabels[board.perspective.other.index], palette: palette, large: large)
                .seedPlace(.bowl(board.perspective.other))
            VStack(spacing: 8) {
                row(board.topRow, board: board, palette: palette)
                if board.inHand > 0 {
                    Text("In hand: \(board.inHand)").font(.caption).monospacedDigit()
                }
                row(board.bottomRow, board: board, palette: palette)
            }
            BowlView(count: board.bowls[board.perspective.index],
                     label: board.bowlLabels[board.perspective.index], palette: palette, large: large)
                .seedPlace(.bowl(board.perspective))
        }
        .padding(8)
    }

    private func row(_ holes: [Int], board: BoardViewState, palette: Palette, size: CGFloat? = nil, spacing: CGFloat = 6) -> some View {
        HStack(spacing: spacing) {
            ForEach(holes, id: \.self) { i in
                HoleView(hole: board.holes[i], palette: palette, large: large, fixedSize: size) { store.tap(hole: i) }
                    .seedPlace(.hole(i))
            }
        }
    }
}

struct Palette {
    let colourSafe: Bool
    var wood: Color { colourSafe ? Color(white: 0.85) : Color(red: 0.55, green: 0.36, blue: 0.2) }
    var hole: Color { colourSafe ? Color(white: 0.97) : Color(red: 0.36, green: 0.22, blue: 0.12) }
    var seed: Color { colourSafe ? Color(red: 0.0, green: 0.35, blue: 0.7) : Color(red: 0.95, green: 0.9, blue: 0.8) }
    var legal: Color { colourSafe ? Color(red: 0.9, green: 0.5, blue: 0.0) : .yellow }
    var text: Color { colourSafe ? .black : .white }
}

struct HoleView: View {
    let hole: HoleViewState
    let palette: Palette
    var large = false
    /// Set by the stacked (portrait) board, which sizes holes from the width it has.
    var fixedSize: CGFloat? = nil
    let action: () -> Void
    @ScaledMetric(relativeTo: .body) private var base: CGFloat = 48

    var body: some View {
        let size = max(44, fixedSize ?? (large ? base * 1.6 : base)) // never under 44 pt
        Button(action: action) {
            VStack(spacing: 2) {
                ZStack {
                    Circle().fill(palette.hole)
                    SeedsView(count: hole.count, seedColor: palette.seed, holeIndex: hole.id)
                        .padding(size * 0.15)
                    if hole.closed {
                        // Barred: a cross, not just a colour.
                        Image(systemName: "xmark").font(.system(size: size * 0.6, weight: .bold))
                            .foregroundStyle(palette.text)
                    }
                    if hole.legal {
                        // Legal: a thick dashed ring (shape, not colour alone).
                        Circle().strokeBorder(palette.legal, style: StrokeStyle(lineWidth: 4, dash: [6, 3]))
                    }
                    if hole.hinted {
                        // Hinted: a thick square outline around the round hole and a
                        // bulb badge, a shape that reads without colour.
                        RoundedRectangle(cornerRadius: size * 0.12)
                            .stroke(palette.text, lineWidth: 4)
                            .padding(-5)
                        Image(systemName: "lightbulb.fill").font(.caption).offset(y: -size * 0.45)
                            .foregroundStyle(palette.legal)
                    }
                }
                .frame(width: size, height: size)
                Text(verbatim: "\(hole.letter) \(hole.count)")
                    .font(.caption.monospacedDigit())
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
            }
            .frame(minWidth: 44, minHeight: 44)
        }
        .buttonStyle(.plain)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: hole.accessibilityLabel))
        .accessibilityHint(Text(verbatim: hole.accessibilityHint))
        .accessibilityAddTraits(hole.legal ? .isButton : [])
    }
}

/// Seeds drawn as seeds, each at a stable spot (same hole and count -> same picture).
struct SeedsView: View {
    let count: Int
    let seedColor: Color
    let holeIndex: Int

    var body: some View {
        Canvas { ctx, size in
            let shown = min(count, 40)
            let r = min(size.width, size.height) / 2
            let seed = max(3, r / 3.2)
            for k in 0..<shown {
                // A golden-angle spiral with a small per-hole jitter: deterministic.
                let angle = Double(k) * 2.399963 + Double(holeIndex) * 0.7
                let dist = (r - seed) * sqrt(Double(k) + 0.5) / sqrt(Double(max(shown, 1)))
                let x = size.width / 2 + CGFloat(cos(angle) * dist)
                let y = size.height / 2 + CGFloat(sin(angle) * dist)
                let rect = CGRect(x: x - seed / 2, y: y - seed * 0.35, width: seed, height: seed * 0.7)
                ctx.fill(Path(ellipseIn: rect), with: .color(seedColor))
                ctx.stroke(Path(ellipseIn: rect), with: .color(.black.opacity(0.3)), lineWidth: 0.5)
            }
        }
        .accessibilityHidden(true)
    }
}

struct BowlView: View {
    let count: Int
    let label: String
    let palette: Palette
    var large = false
    /// A wide, low bowl above or below the rows (the portrait board).
    var horizontal = false

    var body: some View {
        if horizontal {
            HStack {
                ZStack {
                    Capsule().fill(palette.hole)
                    SeedsView(count: count, seedColor: palette.seed, holeIndex: 99).padding(6)
                }
                .frame(maxWidth: .infinity).frame(height: 44)
                Text(verbatim: "\(count)").font(.headline.monospacedDigit())
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(verbatim: label))
        } else {
            upright
        }
    }

    private var upright: some View {
        VStack {
            ZStack {
                Capsule().fill(palette.hole)
                SeedsView(count: count, seedColor: palette.seed, holeIndex: 99).padding(8)
            }
            .frame(width: large ? 90 : 56, height: large ? 200 : 120)
            Text(verbatim: "\(count)").font(.headline.monospacedDigit())
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: label))
    }
}
