import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

/// The wooden board: two rows of cupped holes with seeds piled in them and a bowl at each end
/// with its owner's names, drawn from the core's view model only; a tap sends the hole to the
/// core (during an animation it skips). `BoardLayout` (PallanguzhiKit, tested; the same
/// arithmetic as Android's `BoardGeometry`) places everything in `width` × `height` points and
/// turns the board vertical when that gives bigger holes (a phone upright).
struct BoardView: View {
    let game: GameView
    let width: CGFloat
    /// The height the board may take; by default about 1.6 times the width (a phone upright).
    var height: CGFloat? = nil
    @Environment(AppStore.self) private var store

    var body: some View {
        let box = height ?? min(width * 1.6, 700)
        let layout = BoardLayout.of(width: Double(width), height: Double(box), holes: Int(game.holesPerSide))
        let palette = Palette(colourSafe: store.view.settings.colourSafe)
        let top = game.bottom == .south ? Side.north : .south
        let near = game.holes.filter { $0.owner == game.bottom }
        let far = game.holes.filter { $0.owner == top }
        ZStack {
            WoodBody(vertical: layout.vertical, palette: palette)
            ForEach(Array(near.indices), id: \.self) { i in hole(near[i], layout.near[i], palette) }
            ForEach(Array(far.indices), id: \.self) { i in hole(far[i], layout.far[i], palette) }
            bowl(game.bottom, layout.nearBowl, palette, vertical: layout.vertical)
            bowl(top, layout.farBowl, palette, vertical: layout.vertical)
        }
        .frame(width: CGFloat(layout.width), height: CGFloat(layout.height))
        .frame(maxWidth: .infinity)
        // Seeds in flight are drawn above the board, between the published places.
        .overlayPreferenceValue(PlaceAnchors.self) { anchors in
            FlyingSeeds(game: game, anchors: anchors, color: palette.seed)
        }
        .accessibilityElement(children: .contain)
    }

    private func hole(_ hole: HoleView, _ cell: BoardCell, _ palette: Palette) -> some View {
        HoleButton(hole: hole, inHand: game.hand?.hole == hole.index ? game.hand?.seeds : nil,
                   palette: palette, width: CGFloat(cell.w), height: CGFloat(cell.h)) {
            store.send(.tapHole(hole: hole.index))
        }
        .seedPlace(.hole(hole: hole.index))
        .position(CGPoint(x: cell.midX, y: cell.midY))
    }

    /// A bowl at its owner's end: the captured seeds, the core's name for it (`BowlView.name`:
    /// the seat to move of two named alone), the computer's level as a small badge under it
    /// (`badge`, never in the name) and the count; the side to move is lit and marked ▶.
    @ViewBuilder
    private func bowl(_ side: Side, _ cell: BoardCell, _ palette: Palette, vertical: Bool) -> some View {
        if let bowl = game.bowls.first(where: { $0.side == side }) {
            let toMove = game.toMove == side && game.outcome == nil
            // One line, ▶ inline: a Tamil word wrapped inside itself ("நீங்க/ள்") reads as two
            // words, so the names shrink to fit first and are cut with "…" only at their end.
            let line = Text(verbatim: (toMove ? "▶ " : "") + bowl.name).font(.subheadline).lineLimit(1)
                .minimumScaleFactor(0.7).truncationMode(.tail)
            let name = VStack(spacing: 1) {
                line
                if let badge = bowl.badge {
                    Text(verbatim: badge).font(.caption2.bold()).lineLimit(1).fixedSize(horizontal: true, vertical: true)
                        .foregroundStyle(Color(red: 0.17, green: 0.11, blue: 0.06))
                        .padding(.horizontal, 6)
                        .background(Color(red: 0.95, green: 0.89, blue: 0.75), in: Capsule())
                }
            }
            let count = Text(verbatim: "\(bowl.count)").font(.title2.monospacedDigit().bold())
                .fixedSize(horizontal: true, vertical: true)
            // A wide, short bowl (a phone upright): the count beside the names, so a long name
            // (the computer and its level) never pushes it out of the bowl; a tall one: below.
            let label = Group {
                if vertical { HStack(spacing: 6) { name; count } } else { VStack(spacing: 0) { name; count } }
            }
            .foregroundStyle(Color.white)
            .padding(.horizontal, 6)
            .background(Color.black.opacity(0.5), in: RoundedRectangle(cornerRadius: 10))
            let pile = SeedPile(count: Int(bowl.count), palette: palette, salt: side == .south ? 97 : 98)
            ZStack {
                Capsule().fill(palette.cup)
                Capsule().fill(LinearGradient(colors: [Color.black.opacity(0.45), Color.black.opacity(0)], startPoint: .top, endPoint: .center))
                // The label on the left half of a wide bowl, on top of a tall one; the seeds beside it.
                if vertical {
                    // The names before the pile: they need the room more than the seeds do.
                    HStack(spacing: 4) { label.layoutPriority(1); pile }.padding(CGFloat(cell.short) * 0.16)
                } else {
                    VStack(spacing: 4) { label; pile }.padding(CGFloat(cell.short) * 0.12)
                }
                if toMove { Capsule().stroke(palette.lit, lineWidth: 4) }
            }
            .padding(CGFloat(cell.short) * 0.08)
            .frame(width: CGFloat(cell.w), height: CGFloat(cell.h))
            .seedPlace(.bowl(side: side))
            .position(CGPoint(x: cell.midX, y: cell.midY))
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(verbatim: bowl.accessibilityLabel))
        }
    }
}

/// The board's colours: teak wood, deep cups, cream seeds; the colour-safe palette keeps the
/// wood and changes the marks (blue and orange, never colour alone).
struct Palette {
    let colourSafe: Bool
    var woodLight: Color { Color(red: 0.83, green: 0.60, blue: 0.37) }
    var woodDark: Color { Color(red: 0.54, green: 0.32, blue: 0.15) }
    var grain: Color { Color(red: 0.36, green: 0.20, blue: 0.07).opacity(0.14) }
    var cup: RadialGradient {
        RadialGradient(colors: [Color(red: 0.25, green: 0.13, blue: 0.05), Color(red: 0.60, green: 0.38, blue: 0.20)],
                       center: .center, startRadius: 2, endRadius: 60)
    }
    var lid: Color { Color(red: 0.87, green: 0.69, blue: 0.48) }
    var seed: Color { Color(red: 0.95, green: 0.90, blue: 0.80) }
    var seedShade: Color { Color(red: 0.61, green: 0.50, blue: 0.33) }
    var mark: Color { colourSafe ? Color(red: 0.34, green: 0.71, blue: 0.91) : Color(red: 0.49, green: 0.99, blue: 0.54) }
    var hint: Color { colourSafe ? Color(red: 0.9, green: 0.62, blue: 0.0) : .yellow }
    var lit: Color { colourSafe ? Color(red: 0.34, green: 0.71, blue: 0.91) : Color(red: 1.0, green: 0.76, blue: 0.03) }
    var text: Color { .white }
}

/// The board's wooden body: a gradient across the grain, grain lines along it, a shadow.
struct WoodBody: View {
    let vertical: Bool
    let palette: Palette

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 22)
                .fill(LinearGradient(colors: [palette.woodLight, palette.woodDark, palette.woodLight, palette.woodDark],
                                     startPoint: vertical ? .leading : .top, endPoint: vertical ? .trailing : .bottom))
            Canvas { ctx, size in
                let lines = 26
                for i in 0..<lines {
                    var path = Path()
                    let t = (Double(i) + 0.5) / Double(lines)
                    for s in 0...48 {
                        let u = Double(s) / 48
                        let wave = sin(u * 9 + Double(i) * 1.7) * 0.006 + sin(u * 23 + Double(i)) * 0.002
                        let p = vertical ? CGPoint(x: (t + wave) * size.width, y: u * size.height)
                            : CGPoint(x: u * size.width, y: (t + wave) * size.height)
                        if s == 0 { path.move(to: p) } else { path.addLine(to: p) }
                    }
                    ctx.stroke(path, with: .color(palette.grain), lineWidth: 1.2 + Double(i % 4) * 0.5)
                }
            }
            RoundedRectangle(cornerRadius: 22).stroke(Color.white.opacity(0.28), lineWidth: 3)
        }
        .shadow(color: Color.black.opacity(0.35), radius: 8, x: 0, y: 6)
        .accessibilityHidden(true)
    }
}

/// One hole: a button the size of its cell (≥ 44 pt; 62 pt and more on a phone upright), a
/// cupped hole with its seeds piled in it, its letter and count. Marks are shapes, not colour
/// alone: a ring and ▲ = legal, ★ = hinted, a dashed ring and • = on the last move's path,
/// a wooden lid with a cross = closed.
struct HoleButton: View {
    let hole: HoleView
    let inHand: UInt8?
    let palette: Palette
    let width: CGFloat
    let height: CGFloat
    let action: () -> Void

    var body: some View {
        let side = min(width, height)
        let cupW = min(width * 0.8, height * 0.8 * 1.4)
        let cupH = min(height * 0.8, cupW * 1.4)
        Button(action: action) {
            ZStack {
                if hole.closed {
                    Ellipse().fill(LinearGradient(colors: [palette.lid, palette.woodDark, palette.lid], startPoint: .topLeading, endPoint: .bottomTrailing))
                        .frame(width: cupW, height: cupH)
                    Image(systemName: "xmark").font(.system(size: side * 0.4, weight: .bold)).foregroundStyle(Color.black)
                } else {
                    Ellipse().fill(palette.cup).frame(width: cupW, height: cupH)
                    Ellipse().fill(LinearGradient(colors: [Color.black.opacity(0.45), Color.black.opacity(0)], startPoint: .top, endPoint: .center))
                        .frame(width: cupW, height: cupH)
                    SeedPile(count: Int(hole.count), palette: palette, salt: Int(hole.index))
                        .frame(width: cupW * 0.84, height: cupH * 0.84)
                    if let inHand { HandMark(seeds: inHand, palette: palette).frame(width: cupW, height: cupH) }
                }
                if hole.hinted {
                    Ellipse().stroke(palette.hint, lineWidth: 5).frame(width: cupW + 8, height: cupH + 8)
                } else if hole.legal {
                    Ellipse().stroke(palette.mark, lineWidth: 3.5).frame(width: cupW + 8, height: cupH + 8)
                } else if hole.lastSown {
                    Ellipse().strokeBorder(Color.yellow.opacity(0.8), style: StrokeStyle(lineWidth: 3, dash: [8, 6]))
                        .frame(width: cupW + 8, height: cupH + 8)
                }
                VStack {
                    HStack {
                        Text(verbatim: hole.letter + (hole.legal ? "▲" : "") + (hole.hinted ? "★" : "") + (hole.lastSown ? "•" : ""))
                            .font(.caption2.bold())
                        Spacer()
                    }
                    Spacer()
                    HStack {
                        Spacer()
                        Text(verbatim: hole.closed ? "—" : "\(hole.count)").font(.headline.monospacedDigit())
                            .padding(.horizontal, 6)
                            .background(Color.black.opacity(0.55), in: Capsule())
                    }
                }
                .foregroundStyle(palette.text)
                .padding(3)
            }
            .frame(width: width, height: height)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .frame(width: width, height: height)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: hole.accessibilityLabel))
        .accessibilityHint(Text(verbatim: hole.accessibilityHint))
        // A Button is a button to VoiceOver; only a legal hole should say so.
        .accessibilityRemoveTraits(hole.legal ? [] : .isButton)
    }
}

/// Seeds drawn as seeds, lit from above with a shadow, laid out as a pile that grows with the
/// count (3 a small cluster, 12 a full cup, more a second layer); seed k of a hole always lies
/// at the same spot (same count and salt -> same picture), as on Android (`drawPile`).
struct SeedPile: View {
    let count: Int
    let palette: Palette
    let salt: Int

    var body: some View {
        Canvas { ctx, size in
            let shown = min(count, 48)
            guard shown > 0 else { return }
            for k in 0..<shown { drawSeed(k, of: shown, in: &ctx, size: size) }
        }
        .accessibilityHidden(true)
    }

    /// Seed k of `shown`: where it lies in the pile, then its shadow, body, glint and rim.
    nonisolated private func drawSeed(_ k: Int, of shown: Int, in ctx: inout GraphicsContext, size: CGSize) {
        let short: CGFloat = min(size.width, size.height)
        let seed: CGFloat = max(2.5, short / 9)
        let perLayer = 12
        let layerRadius: CGFloat = max(seed, short / 2 - seed * 1.3)
        let stretch: CGFloat = min(1.8, max(0.5, size.width / max(size.height, 1)))
        let layer = k / perLayer
        let inLayer = k % perLayer
        let filled = min(shown - layer * perLayer, perLayer)
        let fill: CGFloat = CGFloat(filled) / CGFloat(perLayer)
        let spread: CGFloat = layerRadius * fill.squareRoot() * (1 - 0.12 * CGFloat(layer))
        let degrees: Double = Double(inLayer) * 137.5 + Double(salt * 31 + layer * 47)
        let angle: Double = degrees * Double.pi / 180
        let share: CGFloat = (CGFloat(inLayer) + 0.5) / CGFloat(filled)
        let dist: CGFloat = spread * share.squareRoot()
        let x: CGFloat = size.width / 2 + dist * CGFloat(cos(angle)) * stretch
        let y: CGFloat = size.height / 2 + dist * CGFloat(sin(angle)) - CGFloat(layer) * seed * 0.45
        let w: CGFloat = seed * 1.25
        let h: CGFloat = seed * 0.95
        let body = CGRect(x: x - w, y: y - h, width: w * 2, height: h * 2)
        ctx.fill(Path(ellipseIn: body.offsetBy(dx: seed * 0.2, dy: seed * 0.35)), with: .color(Color.black.opacity(0.35)))
        ctx.fill(Path(ellipseIn: body), with: .color(palette.seed))
        ctx.fill(Path(ellipseIn: CGRect(x: x - w * 0.6, y: y - h * 0.75, width: w * 0.7, height: h * 0.6)), with: .color(Color.white.opacity(0.8)))
        ctx.stroke(Path(ellipseIn: body), with: .color(palette.seedShade), lineWidth: 1)
    }
}

/// The relay's hand over the hole it holds (assets/board.json "hand"; web/ts/board.ts `hand`,
/// Android's `drawHand`, the same proportions): a cupped palm with its thumb over the rim, a
/// few of its seeds, and the seeds held on a light bubble above. Sized as the cup; a little
/// right of its centre and smaller, clear of the hole's letter and count. VoiceOver hears the
/// core's announcement instead.
struct HandMark: View {
    let seeds: UInt8
    let palette: Palette
    nonisolated static let palm = Color(red: 0xC9 / 255, green: 0x8B / 255, blue: 0x5B / 255)
    nonisolated static let line = Color(red: 0x5C / 255, green: 0x34 / 255, blue: 0x13 / 255)

    var body: some View {
        GeometryReader { proxy in
            let m = min(proxy.size.width, proxy.size.height)
            let centre = CGPoint(x: proxy.size.width / 2 + m * 0.05, y: proxy.size.height / 2)
            let bubble = CGPoint(x: centre.x + m * 0.42 * 0.6, y: centre.y - m * 0.27 * 1.2)
            ZStack {
                Canvas { ctx, _ in draw(in: &ctx, m: m, centre: centre, bubble: bubble) }
                Text(verbatim: "\(seeds)")
                    .font(.system(size: m * 0.17 * 1.3, weight: .bold))
                    .foregroundStyle(Self.line)
                    .position(bubble)
            }
        }
        .accessibilityHidden(true)
    }

    nonisolated private func draw(in ctx: inout GraphicsContext, m: CGFloat, centre c: CGPoint, bubble: CGPoint) {
        let pw = m * 0.42
        let ph = m * 0.27
        var palm = Path()
        palm.move(to: CGPoint(x: c.x - pw, y: c.y - ph * 0.2))
        palm.addQuadCurve(to: CGPoint(x: c.x + pw, y: c.y - ph * 0.2), control: CGPoint(x: c.x, y: c.y + ph * 1.9))
        palm.closeSubpath()
        ctx.fill(palm, with: .color(Self.palm))
        ctx.stroke(palm, with: .color(Self.line), lineWidth: m * 0.035)
        // The thumb: an ellipse turned 30 degrees over the palm's left rim.
        let thumb = ellipse(centre: CGPoint(x: c.x - pw * 0.78, y: c.y - ph * 0.35), rx: pw * 0.22, ry: ph * 0.38, degrees: -30)
        ctx.fill(thumb, with: .color(Self.palm))
        ctx.stroke(thumb, with: .color(Self.line), lineWidth: m * 0.03)
        let r = m * 0.08
        for k in 0..<min(Int(seeds), 3) {
            let x = c.x + CGFloat(k - 1) * r * 2.4
            let y = c.y - ph * 0.1 + CGFloat(k % 2) * r * 0.6
            let body = CGRect(x: x - r * 1.25, y: y - r * 0.95, width: r * 2.5, height: r * 1.9)
            ctx.fill(Path(ellipseIn: body), with: .color(palette.seed))
            ctx.stroke(Path(ellipseIn: body), with: .color(palette.seedShade), lineWidth: 1)
        }
        let b = m * 0.17
        let disc = Path(ellipseIn: CGRect(x: bubble.x - b, y: bubble.y - b, width: b * 2, height: b * 2))
        ctx.fill(disc, with: .color(.white))
        ctx.stroke(disc, with: .color(Self.line), lineWidth: m * 0.03)
    }

    /// An ellipse turned by `degrees`, as a closed polygon fine enough to look round.
    nonisolated private func ellipse(centre: CGPoint, rx: CGFloat, ry: CGFloat, degrees: Double) -> Path {
        let turn = degrees * Double.pi / 180
        var path = Path()
        for i in 0...32 {
            let t = Double(i) / 32 * 2 * Double.pi
            let x = rx * CGFloat(cos(t)), y = ry * CGFloat(sin(t))
            let p = CGPoint(x: centre.x + x * CGFloat(cos(turn)) - y * CGFloat(sin(turn)),
                            y: centre.y + x * CGFloat(sin(turn)) + y * CGFloat(cos(turn)))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }
}
