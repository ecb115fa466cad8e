import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

/// The game screen: status, board, buttons, the last turn and hint in words, and the
/// core's dialog. Every text here except button labels comes worded from the core.
struct GameScreen: View {
    let game: GameView
    @Environment(AppStore.self) private var store

    var body: some View {
        GeometryReader { proxy in
            ScrollView {
                VStack(spacing: 10) {
                    header
                    BoardView(game: game, width: proxy.size.width, height: max(320, proxy.size.height - 180))
                    controls
                    words
                }
                .padding(.vertical)
            }
        }
        .overlay { if let dialog = game.dialog { DialogCard(dialog: dialog, game: game) } }
    }

    private var header: some View {
        HStack {
            Button { store.send(.backHome) } label: { Label("Home", systemImage: "house") }
                .frame(minWidth: 44, minHeight: 44)
            Spacer()
            if game.thinking != .nobody { ProgressView() }
            Text(verbatim: game.status).font(.headline).multilineTextAlignment(.trailing)
                .accessibilityAddTraits(.updatesFrequently)
        }
        .padding(.horizontal)
    }

    /// Titled buttons when they fit the width, icons only (still labelled for VoiceOver) when not.
    private var controls: some View {
        ViewThatFits(in: .horizontal) {
            buttons.labelStyle(.titleAndIcon)
            buttons.labelStyle(.iconOnly)
        }
        .font(.subheadline)
    }

    private var buttons: some View {
        let b = game.buttons
        return VStack(spacing: 8) {
            HStack(spacing: 12) {
                button("Undo", "arrow.uturn.backward", b.undo, .undo)
                button("Redo", "arrow.uturn.forward", b.redo, .redo)
                button("Hint", "lightbulb", b.hint, .hint)
                if b.skip { button("Skip", "forward.end", true, .skipAnimation) }
            }
            HStack(spacing: 12) {
                if b.resign { button("Resign", "flag", true, .resign) }
                if b.offerDraw { button("Offer a draw", "equal.circle", true, .offerDraw) }
                if b.rematch { button("Rematch", "arrow.triangle.2.circlepath", true, .rematch) }
                if b.review { button("Review the game", "magnifyingglass", true, .requestReview) }
            }
        }
    }

    private func button(_ title: LocalizedStringKey, _ icon: String, _ enabled: Bool, _ event: Event) -> some View {
        Button { store.send(event) } label: { Label(title, systemImage: icon) }
            .disabled(!enabled)
            .frame(minHeight: 44)
    }

    private var words: some View {
        VStack(alignment: .leading, spacing: 8) {
            // Why the hole just tapped cannot be played (the core's, until the board changes).
            if let why = game.refusal {
                Label { Text(verbatim: why) } icon: { Image(systemName: "hand.raised") }.foregroundStyle(.orange)
            }
            if let banner = game.banner { Text(verbatim: banner) }
            if let hint = game.hint {
                Label { Text(verbatim: hint.text) } icon: { Image(systemName: "lightbulb.fill") }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal)
    }
}

/// Round summary, game over or a draw offer, as the core words them.
/// Online (`online` set): the rating change under the result, and leaving the room instead of
/// going home (the core keeps an online room until it is left).
struct DialogCard: View {
    let dialog: DialogView
    let game: GameView
    var online: OnlineView? = nil
    @Environment(AppStore.self) private var store

    var body: some View {
        VStack(spacing: 10) {
            Text(verbatim: dialog.title).font(.title2).multilineTextAlignment(.center)
            ForEach(Array(dialog.lines.enumerated()), id: \.offset) { _, line in
                Text(verbatim: line).frame(maxWidth: .infinity, alignment: .leading)
            }
            if dialog.kind == .gameOver, let rating = online?.ratingText {
                Text(verbatim: rating).font(.headline)
            }
            HStack {
                switch dialog.kind {
                case .roundSummary:
                    Button("Next round") { store.send(.acknowledgeDialog) }
                case .gameOver where online != nil:
                    Button("See the board") { store.send(.acknowledgeDialog) }
                    Button("Leave") { store.send(.onlineLeave) }
                case .gameOver:
                    if game.buttons.rematch { Button("Rematch") { store.send(.rematch) } }
                    Button("See the board") { store.send(.acknowledgeDialog) }
                    Button("Home") { store.send(.backHome) }
                case .drawOffer:
                    Button("Accept") { store.send(.acceptDraw) }
                    Button("Decline") { store.send(.declineDraw) }
                }
            }
            .buttonStyle(.borderedProminent)
            .frame(minHeight: 44)
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
        .padding()
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isModal)
    }
}
