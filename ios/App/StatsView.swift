import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

/// Statistics per player name, rule set and opponent, as the core counts them on this device;
/// beside them, my online statistics as the server counts them (asked for on appearing).
struct StatsView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
        List {
            Section("On this device") { offline }
            if !store.view.online.account.isEmpty {
                Section("Online") { OnlineStatsList(online: store.view.online) }
            }
        }
        .navigationTitle("Statistics")
        .onAppear { if !store.view.online.account.isEmpty { store.send(.onlineStats) } }
    }

    @ViewBuilder
    private var offline: some View {
        if store.view.home.stats.isEmpty { Text("No finished games yet.") }
        ForEach(store.view.home.stats, id: \.self) { line in
            VStack(alignment: .leading, spacing: 4) {
                Text(verbatim: line.player).font(.headline)
                HStack {
                    Text(presetTitle(line.rules))
                    Text(verbatim: "·")
                    Text(opponentTitle(line.opponent))
                }
                .font(.subheadline)
                Text("Games \(Int(line.games)): \(Int(line.wins)) won, \(Int(line.losses)) lost, \(Int(line.draws)) drawn")
                Text("Streak \(Int(line.currentStreak)), best \(Int(line.bestStreak))")
            }
            .accessibilityElement(children: .combine)
        }
    }

    /// A computer level id or `human`.
    private func opponentTitle(_ id: String) -> LocalizedStringKey {
        switch id {
        case "easy": return levelTitle(.easy)
        case "medium": return levelTitle(.medium)
        case "hard": return levelTitle(.hard)
        case "expert": return levelTitle(.expert)
        default: return "People (pass and play)"
        }
    }
}

/// My online games per rule set, with the rating (provisional until the server is sure).
struct OnlineStatsList: View {
    let online: OnlineView

    var body: some View {
        if online.stats.isEmpty {
            if let error = online.error { Text(verbatim: error).font(.footnote) } else { Text("No online games yet.") }
        }
        ForEach(online.stats, id: \.self) { line in
            VStack(alignment: .leading, spacing: 4) {
                Text(presetTitle(line.rules)).font(.headline)
                Text("Games \(Int(line.games)): \(Int(line.wins)) won, \(Int(line.losses)) lost, \(Int(line.draws)) drawn")
                Text("Rating \(Int(line.rating))").font(.subheadline)
                if line.provisional { Text("Provisional").font(.caption) }
                Text("Streak \(Int(line.streak)), best \(Int(line.bestWinStreak))")
            }
            .accessibilityElement(children: .combine)
        }
    }
}

/// Settings, stored by the core: every change is sent as a whole `Settings`.
struct SettingsView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
        Form {
            Picker("Animation speed", selection: setting(\.speed) { $0.with(speed: $1) }) {
                Text("Slow").tag(Speed.slow)
                Text("Normal").tag(Speed.normal)
                Text("Fast").tag(Speed.fast)
                Text("Instant").tag(Speed.instant)
            }
            Toggle("Haptics", isOn: setting(\.haptics) { $0.with(haptics: $1) })
            Toggle("Colour-safe palette", isOn: setting(\.colourSafe) { $0.with(colourSafe: $1) })
            Picker("Language", selection: setting(\.language) { $0.with(language: $1) }) {
                Text("System").tag("system")
                Text(verbatim: "English").tag("en")
                Text(verbatim: "Français").tag("fr")
                Text(verbatim: "தமிழ்").tag("ta")
            }
            Section("Names") {
                TextField("Your name", text: setting(\.playerName) { $0.with(playerName: $1) })
                TextField("South player", text: name(\.southNames.first) { $0.with(southNames: first($1, of: $0.southNames)) })
                TextField("North player", text: name(\.northNames.first) { $0.with(northNames: first($1, of: $0.northNames)) })
            }
            Section {
                Text("Reduce Motion in the system settings always makes the sowing instant.").font(.footnote)
            }
        }
        .navigationTitle("Settings")
    }

    /// Reads one setting from the core's view model; a change sends the whole new `Settings`.
    private func setting<T>(_ path: KeyPath<PallanguzhiFFI.Settings, T>, _ change: @escaping (PallanguzhiFFI.Settings, T) -> PallanguzhiFFI.Settings) -> Binding<T> {
        Binding(get: { store.view.settings[keyPath: path] },
                set: { store.send(.settingsChanged(settings: change(store.view.settings, $0))) })
    }

    private func name(_ path: KeyPath<PallanguzhiFFI.Settings, String?>, _ change: @escaping (PallanguzhiFFI.Settings, String) -> PallanguzhiFFI.Settings) -> Binding<String> {
        Binding(get: { store.view.settings[keyPath: path] ?? "" },
                set: { store.send(.settingsChanged(settings: change(store.view.settings, $0))) })
    }

    /// The first seat's name of a side replaced (the second stays as it was).
    private func first(_ name: String, of names: [String]) -> [String] {
        [name] + names.dropFirst()
    }
}

/// The rules of every preset the core offers (`presets()`); texts in Localizable.xcstrings.
struct RulesView: View {
    var body: some View {
        List {
            Section("The board") {
                Text("Two rows of holes: seven a side, six in Kalah. South owns the bottom row, North the top row. Holes are named a, b, c… (South) and A, B, C… (North), each from its owner's left. Each side keeps its seeds in a bowl beside the board.")
            }
            ForEach(presets(), id: \.id) { preset in
                Section {
                    Text("\(Int(preset.holesPerSide)) holes a side, \(Int(preset.seedsPerHole)) seeds in each")
                        .font(.subheadline)
                    ForEach(Self.paragraphs[preset.id] ?? [], id: \.self) { Text(LocalizedStringKey($0)) }
                } header: {
                    Text(presetTitle(preset.id))
                }
            }
        }
        .navigationTitle("Rules")
    }

    static let paragraphs: [String: [String]] = [
        "pallanguzhi": [
            "5 seeds in each hole. Lift every seed of one of your open holes and sow them one by one, counter-clockwise, skipping closed holes.",
            "Pasu: a hole brought to exactly 4 seeds gives them at once to its owner's bowl.",
            "Relay: when the last seed falls, if the next hole holds seeds, lift them and sow on. If it is empty, the turn ends and you take the hole after it.",
            "A relay that would go round for ever stops at the first repeat, with no capture.",
            "When the side to move has no seeds, the round ends: each row's seeds go to its owner. 60 moves without a capture also end the round.",
            "Each side refills its holes from its bowl, 5 a hole from its left; holes it cannot fill are closed for the round. A side that cannot fill one hole loses. After 12 rounds or 1000 moves, the fuller bowl wins.",
        ],
        "pallankuzhi": ["As Pallanguzhi with 6 seeds a hole; a pasu goes to the sower, and the next round's starter alternates."],
        "pallankuli": ["As Pallankuzhi, but the pasu goes to the hole's owner and the round ends after any move that leaves a row empty."],
        "pasu-pondi": ["As Pallanguzhi, but sowing is clockwise and the round ends after any move that leaves a row empty."],
        "kalah": ["Six pits a side, 4 seeds each, and a store at each end. Sow counter-clockwise into your own store but not the opponent's. Last seed in your store: move again. Last seed in your empty pit: take it and the opposite pit. When a side's pits are empty, the game ends; more seeds win."],
    ]
}
