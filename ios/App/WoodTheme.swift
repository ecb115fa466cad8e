import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

/// The app's surroundings, the same palette as Android's `Theme.kt`: the table (light oak by
/// day, walnut at night) every screen lies on, cream panels on it, the board's brown for
/// buttons. The board itself keeps its own wood (`Palette`), and the colour-safe palette its marks.
enum Wood {
    static let accent = Color(red: 0.48, green: 0.31, blue: 0.18)
    static func table(_ scheme: ColorScheme) -> [Color] {
        scheme == .dark
            ? [Color(red: 0.17, green: 0.11, blue: 0.07), Color(red: 0.14, green: 0.09, blue: 0.06), Color(red: 0.11, green: 0.07, blue: 0.05)]
            : [Color(red: 0.93, green: 0.85, blue: 0.73), Color(red: 0.90, green: 0.81, blue: 0.67), Color(red: 0.84, green: 0.74, blue: 0.60)]
    }
    static func panel(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 0.18, green: 0.13, blue: 0.10) : Color(red: 1.0, green: 0.97, blue: 0.93)
    }
    static func edge(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 0.35, green: 0.27, blue: 0.20) : Color(red: 0.85, green: 0.75, blue: 0.60)
    }
}

/// The table: planks of the theme's wood with their seams and grain, lit from above.
struct WoodBackdrop: View {
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        ZStack {
            LinearGradient(colors: Wood.table(scheme), startPoint: .top, endPoint: .bottom)
            Canvas { ctx, size in
                let plank = 150.0
                let ink = scheme == .dark ? Color.white : Color.black
                var top = 0.0
                var p = 0
                while top < Double(size.height) {
                    if p > 0 {
                        var seam = Path()
                        seam.move(to: CGPoint(x: 0, y: top))
                        seam.addLine(to: CGPoint(x: Double(size.width), y: top))
                        ctx.stroke(seam, with: .color(ink.opacity(0.12)), lineWidth: 1.5)
                    }
                    for i in 0..<9 {
                        var grain = Path()
                        let y0 = top + plank * (Double(i) + 0.5) / 9
                        for s in 0...40 {
                            let x = Double(size.width) * Double(s) / 40
                            let y = y0 + sin(x / plank * 2.1 + Double(i) * 1.3 + Double(p) * 2.7) * plank * 0.035
                            if s == 0 { grain.move(to: CGPoint(x: x, y: y)) } else { grain.addLine(to: CGPoint(x: x, y: y)) }
                        }
                        ctx.stroke(grain, with: .color(ink.opacity(i % 3 == 0 ? 0.06 : 0.03)), lineWidth: 1)
                    }
                    top += plank
                    p += 1
                }
            }
        }
        .ignoresSafeArea()
        .accessibilityHidden(true)
    }
}

extension View {
    /// A list or form on the wooden table instead of the system's grey, in the board's brown.
    func woodScreen() -> some View {
        scrollContentBackground(.hidden)
            .background(WoodBackdrop())
            .tint(Wood.accent)
    }

    /// A cream panel (dark at night) on the table: rounded, edged, with its shadow.
    func woodPanel() -> some View { modifier(WoodPanel()) }
}

struct WoodPanel: ViewModifier {
    @Environment(\.colorScheme) private var scheme

    func body(content: Content) -> some View {
        content
            .padding()
            .background(Wood.panel(scheme), in: RoundedRectangle(cornerRadius: 20))
            .overlay { RoundedRectangle(cornerRadius: 20).strokeBorder(Wood.edge(scheme), lineWidth: 1) }
            .shadow(color: Color.black.opacity(0.18), radius: 8, y: 4)
    }
}

/// The home screen's picture: a wooden board of 2 × 7 cups with five seeds each (the starting
/// position) and two bowls, drawn with the board's own colours. Decoration only.
struct BoardArt: View {
    var body: some View {
        let palette = Palette(colourSafe: false)
        ZStack {
            WoodBody(vertical: false, palette: palette)
            HStack(spacing: 6) {
                Capsule().fill(palette.cup).frame(width: 34)
                VStack(spacing: 6) { row(palette); row(palette) }
                Capsule().fill(palette.cup).frame(width: 34)
            }
            .padding(10)
        }
        .aspectRatio(3.4, contentMode: .fit)
        .shadow(color: Color.black.opacity(0.25), radius: 6, y: 4)
        .accessibilityHidden(true)
    }

    private func row(_ palette: Palette) -> some View {
        HStack(spacing: 6) {
            ForEach(0..<7, id: \.self) { k in
                ZStack {
                    Ellipse().fill(palette.cup)
                    // Five seeds in a little heap, turned a little differently in each cup.
                    ForEach(0..<5, id: \.self) { s in
                        let angle = Double(s) * 2.4 + Double(k)
                        Ellipse().fill(palette.seed).frame(width: 7, height: 5)
                            .offset(x: cos(angle) * 5, y: sin(angle) * 4)
                    }
                }
            }
        }
    }
}

/// One of the core's buttons styled as the core says (`ActionLook`): `.borderedProminent`
/// for the main one, `.bordered` for the others.
struct CoreLook: ViewModifier {
    let look: ActionLook

    init(_ action: ActionView) { look = ActionLook(action) }

    func body(content: Content) -> some View {
        switch look {
        case .filled: content.buttonStyle(.borderedProminent)
        case .bordered: content.buttonStyle(.bordered)
        }
    }
}
