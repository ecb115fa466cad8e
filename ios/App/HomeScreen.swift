import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

/// The title and the board's picture on the wooden table, then a panel with a button per place
/// to go: continue, new game, online, lessons filled; statistics, rules and settings bordered.
/// Each page is the core's screen: a button asks the core to open it (`.open`).
struct HomeScreen: View {
    let home: HomeScreenView
    @Environment(AppStore.self) private var store

    private func page(_ screen: Screen, _ title: String, _ icon: String) -> some View {
        Button { store.send(.open(screen: screen)) } label: { Label(title, systemImage: icon).wide() }
    }

    private var learn: some View {
        Button { store.send(.openLessons(preset: "")) } label: { Label(L("learn"), systemImage: "graduationcap").wide() }
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Text(L("title")).font(.system(size: 36, weight: .bold, design: .serif))
                    .accessibilityAddTraits(.isHeader)
                Text(L("tagline-phone")).font(.headline).multilineTextAlignment(.center)
                BoardArt().frame(maxWidth: 520)
                VStack(spacing: 10) {
                    Group {
                        // A first launch: "Learn to play" comes first.
                        if home.offerLessons { learn }
                        if home.canContinue {
                            Button { store.send(.continueGame) } label: { Label(L("continue-game"), systemImage: "play.fill").wide() }
                        }
                        page(.newGame, L("new-game"), "plus.circle")
                        page(.online, L("online"), "globe")
                    }
                    .buttonStyle(.borderedProminent)
                    Group {
                        if !home.offerLessons { learn }
                        page(.stats, L("statistics"), "chart.bar")
                        page(.rules, L("rules"), "book")
                        page(.settings, L("settings"), "gear")
                    }
                    .buttonStyle(.bordered)
                }
                .tint(Wood.accent)
                .woodPanel()
                .frame(maxWidth: 520)
            }
            .padding()
        }
        .background(WoodBackdrop())
    }
}

/// A page around the game, as the core shows it (`screen_view`, each page with its view), in a
/// navigation bar whose leading button sends `.back`: the core knows where back goes (the
/// lobby, the game, home).
struct PageScreen: View {
    @Environment(AppStore.self) private var store

    var body: some View {
        NavigationStack {
            page
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button { store.send(.back) } label: { Label(store.view.backLabel, systemImage: "chevron.backward") }
                            .frame(minHeight: 44)
                    }
                }
        }
    }

    @ViewBuilder
    private var page: some View {
        switch store.view.screenView {
        case .newGame: NewGameView()
        case .lobby(let lobby): OnlineLobbyView(lobby: lobby)
        case .leaderboard(let online): LeaderboardView(online: online)
        case .stats(let stats): StatsView(stats: stats)
        case .rules: RulesView()
        case .settings: SettingsView()
        default: EmptyView()
        }
    }
}

extension View {
    /// A home button's label: the panel's whole width, a 44 pt target.
    func wide() -> some View { frame(maxWidth: .infinity, minHeight: 44) }
}

/// Rule set and opponent; names default to the ones in Settings. The core starts the game
/// and switches to the game screen (or refuses an impossible table, in words).
struct NewGameView: View {
    @Environment(AppStore.self) private var store
    @State private var preset = presets().first?.id ?? "pallanguzhi"
    @State private var mode: Mode = .computer
    @State private var level: Level = .medium
    @State private var side: SideChoice = .south // .random: the core draws it
    @State private var perSide = 1
    @State private var south = ["", ""]
    @State private var north = ["", ""]
    /// The table: south 1, south 2, north 1, north 2.
    @State private var kinds: [SeatKind] = [.person, .nobody, .computer(.medium), .nobody]
    @State private var names = ["", "", "", ""]

    enum Mode: Hashable { case computer, people, table }

    /// A seat of the table as filled in: not there, a person, or the computer at a level.
    enum SeatKind: Hashable { case nobody, person, computer(Level) }

    var body: some View {
        Form {
            Section(L("rule-set")) {
                Picker(L("rule-set"), selection: $preset) {
                    // Each with the core's line saying how it differs (three names are nearly one word).
                    ForEach(store.view.presets, id: \.id) { p in
                        VStack(alignment: .leading) {
                            Text(verbatim: p.name)
                            Text(verbatim: p.summary).font(.footnote).foregroundStyle(.secondary)
                        }
                        .tag(p.id)
                    }
                }
                .pickerStyle(.inline)
                .labelsHidden()
            }
            Section(L("opponent")) {
                Picker(L("opponent"), selection: $mode) {
                    Text(L("computer")).tag(Mode.computer)
                    Text(L("pass-and-play")).tag(Mode.people)
                    Text(L("table")).tag(Mode.table)
                }
                .pickerStyle(.segmented)
                switch mode {
                case .people:
                    Stepper(value: $perSide, in: 1...2) { Text(L("people-per-side", ["count": perSide])) }
                    ForEach(0..<perSide, id: \.self) { i in TextField(L("south-player-n", ["number": i + 1]), text: $south[i]) }
                    ForEach(0..<perSide, id: \.self) { i in TextField(L("north-player-n", ["number": i + 1]), text: $north[i]) }
                case .table:
                    ForEach(0..<4, id: \.self) { i in
                        Picker(seatTitle(i), selection: $kinds[i]) {
                            Text(L("seat-nobody")).tag(SeatKind.nobody)
                            Text(L("seat-person")).tag(SeatKind.person)
                            ForEach([Level.easy, .medium, .hard, .expert], id: \.self) { l in
                                Text(computerTitle(l)).tag(SeatKind.computer(l))
                            }
                        }
                        if kinds[i] == .person { TextField(L("seat-name"), text: $names[i]) }
                    }
                case .computer:
                    Picker(L("level"), selection: $level) {
                        ForEach([Level.easy, .medium, .hard, .expert], id: \.self) { Text(levelTitle($0)).tag($0) }
                    }
                    Picker(L("your-side"), selection: $side) {
                        Text(L("south-first")).tag(SideChoice.south)
                        Text(L("side-north")).tag(SideChoice.north)
                        Text(L("random")).tag(SideChoice.random)
                    }
                }
            }
            Section {
                Button(L("start")) { store.send(.newGame(preset: preset, opponent: opponent)) }
                    .frame(minHeight: 44)
            }
        }
        .navigationTitle(L("new-game"))
        .woodScreen()
        .onAppear {
            let s = store.view.settings
            for i in 0..<2 {
                south[i] = i < s.southNames.count ? s.southNames[i] : ""
                north[i] = i < s.northNames.count ? s.northNames[i] : ""
            }
            names = [south[0].isEmpty ? s.playerName : south[0], south[1], north[0], north[1]]
            // The table the core offers (the last played, or its default), seat by seat.
            let table = [s.tableSouth.first, s.tableSouth.dropFirst().first, s.tableNorth.first, s.tableNorth.dropFirst().first]
            for (i, seat) in table.enumerated() {
                switch seat {
                case nil: kinds[i] = .nobody
                case .person(let name)?:
                    kinds[i] = .person
                    if !name.isEmpty { names[i] = name }
                case .computer(let level)?: kinds[i] = .computer(level)
                }
            }
        }
    }

    private var opponent: Opponent {
        switch mode {
        case .people:
            return .passAndPlay(south: Array(south.prefix(perSide)), north: Array(north.prefix(perSide)))
        case .table:
            return .table(south: tableSide(0..<2), north: tableSide(2..<4))
        case .computer:
            return .computer(level: level, side: side, name: store.view.settings.playerName)
        }
    }

    /// The seats taken on one side, for the core to check.
    private func tableSide(_ seats: Range<Int>) -> [TableSeat] {
        seats.compactMap { i -> TableSeat? in
            switch kinds[i] {
            case .nobody: return nil
            case .person: return .person(name: names[i])
            case .computer(let level): return .computer(level: level)
            }
        }
    }
}

/// A seat of the new game's table, as the core names it ("South 1" ... "North 2").
func seatTitle(_ i: Int) -> String {
    L(["seat-south-1", "seat-south-2", "seat-north-1", "seat-north-2"][i])
}

/// "Computer (Hard)", in the core's words.
func computerTitle(_ level: Level) -> String {
    L("seat-computer-level", ["level": levelTitle(level)])
}

/// A rule set's name as the core words it (`presets`); the id for rules it has not named.
func presetName(_ id: String, in view: ViewModel) -> String {
    view.presets.first { $0.id == id }?.name ?? id
}

func levelTitle(_ level: Level) -> String {
    switch level {
    case .easy: return L("level-easy")
    case .medium: return L("level-medium")
    case .hard: return L("level-hard")
    case .expert: return L("level-expert")
    }
}
