import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

/// Statistics per player name, rule set and opponent, as the core counts them on this device;
/// beside them, my online statistics as the server counts them (the core asks for them when it
/// opens the page).
struct StatsView: View {
    let stats: StatsScreenView
    @Environment(AppStore.self) private var store

    var body: some View {
        List {
            RecentGamesSection(recent: stats.recent)
            Section(L("offline-stats")) { offline }
            if stats.signedIn {
                Section(L("online-stats")) { OnlineStatsList(stats: stats.online, error: stats.onlineError) }
            }
        }
        .navigationTitle(L("statistics"))
        .woodScreen()
    }

    @ViewBuilder
    private var offline: some View {
        if stats.lines.isEmpty { Text(L("no-stats")) }
        ForEach(stats.lines, id: \.self) { line in
            VStack(alignment: .leading, spacing: 4) {
                Text(verbatim: line.player).font(.headline)
                Text(verbatim: line.title).font(.subheadline)
                Text(L("games-line", ["games": Int(line.games), "wins": Int(line.wins), "losses": Int(line.losses), "draws": Int(line.draws)]))
                Text(L("streak-line", ["streak": Int(line.currentStreak), "best": Int(line.bestStreak)]))
            }
            .accessibilityElement(children: .combine)
        }
    }
}

/// My online games per rule set, with the rating (provisional until the server is sure).
struct OnlineStatsList: View {
    @Environment(AppStore.self) private var store
    let stats: OnlineStatsView?
    let error: String?

    var body: some View {
        if stats?.perRules.isEmpty ?? true {
            if let error = error { Text(verbatim: error).font(.footnote) } else { Text(L("no-online-games")) }
        }
        ForEach(stats?.perRules ?? [], id: \.self) { line in
            VStack(alignment: .leading, spacing: 4) {
                Text(verbatim: presetName(line.rules, in: store.view)).font(.headline)
                Text(L("games-line", ["games": Int(line.games), "wins": Int(line.wins), "losses": Int(line.losses), "draws": Int(line.draws)]))
                Text(L("rating-line", ["rating": Int(line.rating)])).font(.subheadline)
                if line.provisional { Text(L("online-provisional")).font(.caption) }
                Text(L("streak-line", ["streak": Int(line.streak), "best": Int(line.bestWinStreak)]))
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
            Picker(L("speed"), selection: setting(\.speed) { $0.with(speed: $1) }) {
                Text(L("speed-slow")).tag(Speed.slow)
                Text(L("speed-normal")).tag(Speed.normal)
                Text(L("speed-fast")).tag(Speed.fast)
                Text(L("speed-instant")).tag(Speed.instant)
            }
            Toggle(L("haptics"), isOn: setting(\.haptics) { $0.with(haptics: $1) })
            Toggle(L("sound"), isOn: setting(\.sound) { $0.with(sound: $1) })
            Slider(value: volume, in: 0...100, step: 5) { Text(L("volume")) }
                .disabled(!store.view.settings.sound)
            Toggle(L("colour-safe"), isOn: setting(\.colourSafe) { $0.with(colourSafe: $1) })
            Picker(L("language"), selection: setting(\.language) { $0.with(language: $1) }) {
                Text(L("language-os")).tag("system")
                ForEach(languages(), id: \.self) { code in Text(Labels(language: code)("language-name")).tag(code) }
            }
            Section(L("names")) {
                TextField(L("your-name"), text: setting(\.playerName) { $0.with(playerName: $1) })
                TextField(L("south-player"), text: name(\.southNames.first) { $0.with(southNames: first($1, of: $0.southNames)) })
                TextField(L("north-player"), text: name(\.northNames.first) { $0.with(northNames: first($1, of: $0.northNames)) })
            }
            Section {
                Text(L("reduce-motion")).font(.footnote)
            }
            // The server's privacy and account deletion pages (the core's words and addresses).
            Section {
                ForEach(store.view.pages, id: \.url) { page in
                    if let url = URL(string: page.url) { Link(destination: url) { Text(verbatim: page.label) } }
                }
            }
        }
        .navigationTitle(L("settings"))
        .woodScreen()
    }

    /// The sound volume (0...100 %) as the slider's value.
    private var volume: Binding<Double> {
        Binding(get: { Double(store.view.settings.volume) },
                set: { store.send(.settingsChanged(settings: store.view.settings.with(volume: UInt8(max(0, min(100, $0.rounded())))))) })
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

/// The rules of every preset the core offers, named and explained by the core.
struct RulesView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
        List {
            ForEach(store.view.presets, id: \.id) { preset in
                Section {
                    ForEach(preset.rules, id: \.self) { Text(verbatim: $0) }
                    // Each rule's lesson: learn it by playing (the core's course for these rules).
                    if !preset.lessons.isEmpty { Text(L("rules-lessons")).font(.headline) }
                    ForEach(preset.lessons, id: \.id) { lesson in
                        Button { store.send(.startLesson(id: lesson.id)) } label: {
                            Label { Text(verbatim: lesson.title) } icon: { Image(systemName: "play.circle") }
                        }
                        .frame(minHeight: 44)
                    }
                } header: {
                    Text(verbatim: preset.name)
                }
            }
        }
        .navigationTitle(L("rules"))
        .woodScreen()
    }
}
