import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

/// The game screen, on the wooden table: the status lines (the move number and round in their
/// top corner), the board, and one row of controls, one above the other as `GameScreenLayout`
/// shares the height, so nothing covers the board. Hint and undo (rematch at the end) are at
/// hand; redo, draw, resign, review and home are in the ⋯ menu, as on Android. Every text here
/// except button labels comes worded from the core.
struct GameScreen: View {
    let game: GameView
    @Environment(AppStore.self) private var store

    var body: some View {
        GeometryReader { proxy in
            let split = GameScreenLayout.of(width: Double(proxy.size.width), height: Double(proxy.size.height))
            VStack(spacing: CGFloat(GameScreenLayout.spacing)) {
                StatusArea(game: game)
                    .frame(height: CGFloat(split.status))
                    .padding(.horizontal)
                BoardView(game: game, width: proxy.size.width, height: CGFloat(split.board))
                    .frame(height: CGFloat(split.board))
                controls
                    .frame(height: CGFloat(GameScreenLayout.controls))
                    .padding(.horizontal)
                if split.panel > 0 {
                    MovesPanel(game: game).frame(height: CGFloat(split.panel)).padding(.horizontal)
                }
            }
        }
        .background(WoodBackdrop())
        .overlay { if let dialog = game.dialog { DialogCard(dialog: dialog, game: game) } }
    }

    /// Titled buttons when they fit the width, icons only (still labelled for VoiceOver) when not.
    private var controls: some View {
        ViewThatFits(in: .horizontal) {
            buttons.labelStyle(.titleAndIcon)
            buttons.labelStyle(.iconOnly)
        }
        .font(.subheadline)
        .buttonStyle(.bordered)
        .tint(Wood.accent)
    }

    private var buttons: some View {
        let b = game.buttons
        return HStack(spacing: 12) {
            // The core's actions at hand (Hint, greyed while it cannot be asked; Rematch at the
            // end): its words and event, prominent when it is the main one.
            ForEach(Array(game.actions.enumerated()), id: \.offset) { _, action in
                Button { store.send(action.event) } label: { Label(action.label, systemImage: icon(action.id)) }
                    .disabled(!action.enabled)
                    .modifier(CoreLook(action))
                    .frame(minHeight: 44)
            }
            button(L("undo"), "arrow.uturn.backward", b.undo, .undo)
            if b.skip { button(L("skip"), "forward.end", true, .skipAnimation) }
            Menu {
                Button { store.send(.redo) } label: { Label(L("redo"), systemImage: "arrow.uturn.forward") }
                    .disabled(!b.redo)
                if b.review {
                    Button { store.send(.requestReview) } label: { Label(L("review"), systemImage: "magnifyingglass") }
                }
                if b.offerDraw {
                    Button { store.send(.offerDraw) } label: { Label(L("offer-draw"), systemImage: "equal.circle") }
                }
                if b.resign {
                    Button(role: .destructive) { store.send(.resign) } label: { Label(L("resign"), systemImage: "flag") }
                }
                Button { store.send(.backHome) } label: { Label(L("home"), systemImage: "house") }
            } label: {
                // The icon alone in every language (a "More" title wrapped in French and Tamil
                // on narrow phones); VoiceOver still says "More", the label's title.
                Label(L("more-actions"), systemImage: "ellipsis.circle").labelStyle(.iconOnly)
            }
            .frame(minWidth: 44, minHeight: 44)
        }
    }

    /// A picture for the core's action (its words are the core's).
    private func icon(_ id: String) -> String {
        id == "rematch" ? "arrow.triangle.2.circlepath" : "lightbulb"
    }

    private func button(_ title: String, _ icon: String, _ enabled: Bool, _ event: Event) -> some View {
        Button { store.send(event) } label: { Label(title, systemImage: icon) }
            .disabled(!enabled)
            .frame(minHeight: 44)
    }
}

/// A tablet's panel under the board (as Android's side panel): the bowls with their owners'
/// names and the moves played, in the core's words, scrolling when the game is long.
struct MovesPanel: View {
    let game: GameView

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(verbatim: game.scoreLine).font(.title2)
            Text(L("moves")).font(.headline)
            ScrollView {
                Text(verbatim: game.history.enumerated().map { "\($0.offset + 1).\($0.element)" }.joined(separator: "  "))
                    .font(.title3.monospacedDigit())
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

/// The status lines in the height they are given: the core's status, the seat whose turn it is
/// (two seats a side), why a tap did nothing, the last turn in words and the hint, wrapped, in
/// the largest type at which all of them fit (a long Tamil banner in smaller type rather than
/// cut off), scrolling only if they fit at none; the move number and round small in the corner.
struct StatusArea: View {
    let game: GameView

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(alignment: .firstTextBaseline) {
                if game.thinking != .nobody { ProgressView() }
                Spacer()
                Text(verbatim: game.moveLine)
                    .font(.caption2).foregroundStyle(.secondary)
            }
            ViewThatFits(in: .vertical) {
                lines(.subheadline, .headline)
                lines(.footnote, .subheadline)
                lines(.caption, .footnote)
                ScrollView { lines(.caption, .footnote) }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private func lines(_ body: Font, _ title: Font) -> some View {
        VStack(alignment: .leading, spacing: 3) {
            Text(verbatim: game.status).font(title).accessibilityAddTraits(.updatesFrequently)
            if let seat = game.seatLine { Text(verbatim: "▶ " + seat).font(body.bold()) }
            // Why the hole just tapped cannot be played (the core's, until the board changes).
            if let why = game.refusal {
                Label { Text(verbatim: why) } icon: { Image(systemName: "hand.raised") }.foregroundStyle(.orange)
            }
            if let banner = game.banner { Text(verbatim: banner) }
            if let hint = game.hint {
                Label { Text(verbatim: hint.text) } icon: { Image(systemName: "lightbulb.fill") }
            }
        }
        .font(body)
        .frame(maxWidth: .infinity, alignment: .leading)
        .fixedSize(horizontal: false, vertical: true)
    }
}

/// Round summary, the result card (game over) or a draw offer, as the core words them: the
/// result's lines hold the score with names, the reason and online the rating change. Its
/// buttons are the core's, the one it calls primary (Rematch on the result card) filled.
struct DialogCard: View {
    let dialog: DialogView
    let game: GameView
    @Environment(AppStore.self) private var store

    var body: some View {
        VStack(spacing: 10) {
            Text(verbatim: dialog.title).font(.title2).multilineTextAlignment(.center)
            ForEach(Array(dialog.lines.enumerated()), id: \.offset) { _, line in
                Text(verbatim: line).frame(maxWidth: .infinity, alignment: .leading)
            }
            // The core's buttons, words and events, in its order, the main one filled as it says.
            HStack {
                ForEach(Array(dialog.actions.enumerated()), id: \.offset) { _, action in
                    Button { store.send(action.event) } label: { Text(verbatim: action.label) }
                        .modifier(CoreLook(action))
                }
            }
            .frame(minHeight: 44)
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
        .padding()
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isModal)
    }
}
