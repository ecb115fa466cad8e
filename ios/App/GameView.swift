import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

struct GameView: View {
    @Environment(AppModel.self) private var model
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
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

    /// The arrangement is decided in PallanguzhiKit (`GameLayout`, tested for every size).
    private var layout: GameLayout {
        GameLayout.make(horizontal: sizeClass.map(Self.kit), vertical: verticalSizeClass.map(Self.kit))
    }

    private static func kit(_ c: UserInterfaceSizeClass) -> GameLayout.SizeClass { c == .regular ? .regular : .compact }

    @ViewBuilder
    private func content(_ store: GameStore) -> some View {
        switch layout {
        case let .sidePanels(large):
            // iPad (full, 2/3, 1/2 on large iPads) and iPhone landscape: board between side panels.
            HStack(alignment: .top, spacing: 16) {
                ScrollView { PlayersPanel(store: store) }.frame(maxWidth: large ? 260 : 180)
                VStack { Spacer(); BoardView(store: store, large: large); Spacer(); controls(store) }
                ScrollView { InfoPanel(store: store) }.frame(maxWidth: large ? 280 : 200)
            }
            .padding()
            .overlay { overlays(store) }
            .navigationTitle(Text(presetTitle(store.preset)))
        case .stacked:
            // iPhone portrait, iPad Slide Over and 1/3 split: one scrolling column.
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
                // 8 pt sides: seven 44 pt holes fit an iPhone SE's 375 pt without scrolling.
                .padding(.vertical).padding(.horizontal, 8)
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
            if let hint = store.hintText {
                Label { Text(verbatim: hint) } icon: { Image(systemName: "lightbulb.fill") }
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
                // Swept seeds, refill, closed holes and the next starter: all
                // worded in PallanguzhiKit from the core's events.
                let lines = store.roundSummaryLines
                if let title = lines.first { Text(verbatim: title).font(.title2) }
                ForEach(Array(lines.dropFirst().enumerated()), id: \.offset) { _, line in
                    Text(verbatim: line).frame(maxWidth: .infinity, alignment: .leading)
                }
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
