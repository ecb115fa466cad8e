import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

struct HomeView: View {
    @Environment(AppModel.self) private var model
    @State private var path: [Route] = []

    enum Route: Hashable { case game, newGame, stats, rules, settings }

    var body: some View {
        @Bindable var model = model
        NavigationStack(path: $path) {
            List {
                if let game = model.game {
                    Section {
                        Button {
                            path.append(.game)
                        } label: {
                            Label(game.isOver ? LocalizedStringKey("Last game") : LocalizedStringKey("Continue"), systemImage: "play.fill")
                        }
                        .accessibilityHint(Text("Round \(game.round)"))
                    }
                }
                Section {
                    NavigationLink(value: Route.newGame) { Label("New game", systemImage: "plus.circle") }
                    NavigationLink(value: Route.stats) { Label("Statistics", systemImage: "chart.bar") }
                    NavigationLink(value: Route.rules) { Label("Rules", systemImage: "book") }
                    NavigationLink(value: Route.settings) { Label("Settings", systemImage: "gear") }
                }
            }
            .navigationTitle("Pallanguzhi")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .game: GameView()
                case .newGame: NewGameView { path = [.game] }
                case .stats: StatsView()
                case .rules: RulesView()
                case .settings: SettingsView()
                }
            }
        }
        .alert(
            "Saved game",
            isPresented: Binding(get: { model.notice != nil }, set: { if !$0 { model.notice = nil } })
        ) {
            Button("OK", role: .cancel) { model.notice = nil }
        } message: {
            Text(verbatim: model.notice ?? "")
        }
    }
}

struct NewGameView: View {
    @Environment(AppModel.self) private var model
    var started: () -> Void
    @State private var againstPeople = false
    @State private var level: Level = .medium
    @State private var failure: String?

    var body: some View {
        @Bindable var model = model
        Form {
            Section("Rule set") {
                Picker("Rule set", selection: $model.choice.preset) {
                    ForEach(presets(), id: \.id) { p in
                        VStack(alignment: .leading) {
                            Text(presetTitle(p.id))
                            Text(verbatim: p.summary).font(.caption).foregroundStyle(.secondary)
                        }
                        .tag(p.id)
                    }
                }
                .pickerStyle(.inline)
                .labelsHidden()
            }
            Section("Opponent") {
                Picker("Opponent", selection: $againstPeople) {
                    Text("Computer").tag(false)
                    Text("People (pass and play)").tag(true)
                }
                .pickerStyle(.segmented)
                if againstPeople {
                    Stepper(value: $model.choice.seatsPerSide, in: 1...2) {
                        Text("People per side: \(model.choice.seatsPerSide)")
                    }
                    ForEach(0..<(2 * model.choice.seatsPerSide), id: \.self) { i in
                        let index = i < model.choice.seatsPerSide ? i : 2 + (i - model.choice.seatsPerSide)
                        TextField(i < model.choice.seatsPerSide
                                  ? LocalizedStringKey("South player \(i + 1)")
                                  : LocalizedStringKey("North player \(i - model.choice.seatsPerSide + 1)"),
                                  text: $model.choice.names[index])
                    }
                } else {
                    Picker("Level", selection: $level) {
                        Text("Easy").tag(Level.easy)
                        Text("Medium").tag(Level.medium)
                        Text("Hard").tag(Level.hard)
                        Text("Expert").tag(Level.expert)
                    }
                    Picker("Your side", selection: $model.choice.side) {
                        Text("South (moves first)").tag(NewGameChoice.SideChoice.south)
                        Text("North").tag(NewGameChoice.SideChoice.north)
                        Text("Random").tag(NewGameChoice.SideChoice.random)
                    }
                    // Defaults to the names in Settings: South's name on South, North's on North.
                    if model.choice.side != .north {
                        TextField(model.choice.side == .random ? LocalizedStringKey("South player") : LocalizedStringKey("Your name"), text: $model.choice.names[0])
                    }
                    if model.choice.side != .south {
                        TextField(model.choice.side == .random ? LocalizedStringKey("North player") : LocalizedStringKey("Your name"), text: $model.choice.names[2])
                    }
                }
            }
            Section {
                Button("Start") {
                    model.choice.opponent = againstPeople ? .people : .computer(level)
                    do {
                        try model.newGame()
                        started()
                    } catch {
                        failure = "\(error)"
                    }
                }
                .frame(minHeight: 44)
            }
            if let failure { Text(verbatim: failure).foregroundStyle(.red) }
        }
        .navigationTitle("New game")
    }
}

/// The display name of a rule set (localised in Localizable.xcstrings).
func presetTitle(_ id: String) -> LocalizedStringKey {
    switch id {
    case "pallanguzhi": return "Pallanguzhi"
    case "pallankuzhi": return "Pallankuzhi"
    case "pallankuli": return "Pallankuli"
    case "pasu-pondi", "pasu_pondi", "pasupondi": return "Pasu Pondi"
    case "kalah": return "Kalah"
    default: return LocalizedStringKey(id.capitalized)
    }
}
