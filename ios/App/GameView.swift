import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

struct GameView: View {
    @Environment(AppModel.self) private var model
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        if let store = model.game {
            content(store)
                .onAppear {
                    store.reduceMotion = reduceMotion
                    store.onCapture = { Haptics.capture() }
                    store.onAnnounce = { Haptics.announce($0) }
                    store.scenePhaseChanged(active: true)
                }
                .onChange(of: reduceMotion) { _, value in store.reduceMotion = value }
                .onDisappear { model.closeGame() }
        } else {
            Text("No game in progress")
        }
    }

    @ViewBuilder
    private func content(_ store: GameStore) -> some View {
        if sizeClass == .regular {
            // iPad (and large iPhones in landscape): a large board between side panels.
            HStack(alignment: .top, spacing: 16) {
                PlayersPanel(store: store).frame(maxWidth: 260)
                VStack { Spacer(); BoardView(store: store, large: true); Spacer(); controls(store) }
                InfoPanel(store: store).frame(maxWidth: 280)
            }
            .padding()
            .overlay { overlays(store) }
            .navigationTitle(Text(presetTitle(store.preset)))
        } else {
            ScrollView {
                VStack(spacing: 12) {
                    PlayersPanel(store: store)
                    ViewThatFits(in: .horizontal) {
                        BoardView(store: store)
                        ScrollView(.horizontal) { BoardView(store: store) }
                    }
                    controls(store)
                    InfoPanel(store: store)
                }
                .padding()
            }
            .overlay { overlays(store) }
            .navigationTitle(Text(presetTitle(store.preset)))
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    private func controls(_ store: GameStore) -> some View {
        HStack(spacing: 16) {
            if store.replay != nil {
                Button { store.replayBack() } label: { Label("Back", systemImage: "backward.frame") }
                Button { store.replayForward() } label: { Label("Forward", systemImage: "forward.frame") }
                Button { store.endReplay() } label: { Label("End replay", systemImage: "stop") }
            } else {
                Button { store.undo() } label: { Label("Undo", systemImage: "arrow.uturn.backward") }
                    .disabled(!store.canUndo)
                Button { store.redo() } label: { Label("Redo", systemImage: "arrow.uturn.forward") }
                    .disabled(!store.canRedo)
                Button { store.requestHint() } label: { Label("Hint", systemImage: "lightbulb") }
                    .disabled(!store.humanToMove || store.thinking)
                if store.isAnimating {
                    Button { store.skip() } label: { Label("Skip", systemImage: "forward.end") }
                }
            }
        }
        .labelStyle(.titleAndIcon)
        .frame(minHeight: 44)
    }

    @ViewBuilder
    private func overlays(_ store: GameStore) -> some View {
        if store.isOver && !store.isAnimating && store.replay == nil {
            GameOverCard(store: store)
        } else if let turn = store.lastTurn, turn.summary.roundEnded, !store.isAnimating, !store.isOver {
            RoundSummaryCard(store: store)
        }
    }
}

struct PlayersPanel: View {
    let store: GameStore

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if let side = store.toMove {
                Text("\(store.name(side, store.seat)) to move").font(.headline)
            }
            if store.thinking {
                HStack { ProgressView(); Text("Thinking…") }
            }
            Text("Round \(store.round)")
            Text("Moves since a capture: \(store.movesSinceCapture)")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct InfoPanel: View {
    let store: GameStore

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if !store.announcement.isEmpty {
                Text(verbatim: store.announcement)
                    .accessibilityAddTraits(.updatesFrequently)
            }
            if let error = store.error {
                Text(verbatim: error).foregroundStyle(.red).font(.caption)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct RoundSummaryCard: View {
    let store: GameStore
    @State private var dismissedRound = 0

    var body: some View {
        if dismissedRound != store.round {
            VStack(spacing: 8) {
                Text("Round \(store.round - 1) over").font(.title2)
                Text("Bowls: \(Int(store.snapshot.bowls[0])) – \(Int(store.snapshot.bowls[1]))")
                Button("Next round") { dismissedRound = store.round }.frame(minHeight: 44)
            }
            .padding()
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
            .accessibilityElement(children: .combine)
        }
    }
}

struct GameOverCard: View {
    let store: GameStore
    @Environment(AppModel.self) private var model

    var body: some View {
        VStack(spacing: 10) {
            Text("Game over").font(.largeTitle)
            Text(verbatim: store.announcement)
            if let r = store.lastStats {
                Text("Wins \(Int(r.wins)), losses \(Int(r.losses)), draws \(Int(r.draws)); streak \(Int(r.currentStreak))")
            }
            HStack {
                Button("Rematch") { try? model.rematch() }
                Button("Replay") { store.startReplay() }
            }
            .buttonStyle(.borderedProminent)
            .frame(minHeight: 44)
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
        .accessibilityElement(children: .contain)
    }
}
