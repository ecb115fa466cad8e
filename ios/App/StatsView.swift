import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

struct StatsView: View {
    @Environment(AppModel.self) private var model

    var body: some View {
        List {
            if model.stats.isEmpty {
                Text("No finished games yet.")
            }
            ForEach(model.stats, id: \.self) { r in
                VStack(alignment: .leading, spacing: 4) {
                    // The rule set's and opponent's names in the app's language, never the raw ids.
                    Text("\(String(localized: String.LocalizationValue(ruleTitle(r.rules)))) vs \(String(localized: String.LocalizationValue(opponentName(r.opponent))))")
                        .font(.headline)
                    Text("Games \(Int(r.games)): \(Int(r.wins)) won, \(Int(r.losses)) lost, \(Int(r.draws)) drawn")
                    Text("Streak \(Int(r.currentStreak)), best \(Int(r.bestStreak))")
                }
                .accessibilityElement(children: .combine)
            }
        }
        .navigationTitle("Statistics")
        .onAppear { model.refreshStats() }
    }
}

/// The Localizable.xcstrings key of a preset's name (RulesContent's titles), or its id if unknown.
private func ruleTitle(_ id: String) -> String {
    RulesContent.sections().first { $0.id == id }?.title ?? id
}

/// The stats' opponent ("easy" to "expert", or "human") as an xcstrings key.
private func opponentName(_ opponent: String) -> String {
    opponent == "human" ? "A person" : opponent.capitalized
}

struct SettingsView: View {
    @Environment(AppModel.self) private var model

    var body: some View {
        @Bindable var model = model
        Form {
            Picker("Animation speed", selection: $model.settings.speed) {
                Text("Slow").tag(AnimationSpeed.slow)
                Text("Normal").tag(AnimationSpeed.normal)
                Text("Fast").tag(AnimationSpeed.fast)
                Text("Instant").tag(AnimationSpeed.instant)
            }
            Toggle("Haptics on captures", isOn: $model.settings.haptics)
            Toggle("Colour-safe palette", isOn: $model.settings.colourSafe)
            Picker("Language", selection: $model.settings.language) {
                Text("System").tag(Language.system)
                Text(verbatim: "English").tag(Language.en)
                Text(verbatim: "Français").tag(Language.fr)
                Text(verbatim: "தமிழ்").tag(Language.ta)
            }
            Section("Names") {
                TextField("South player", text: $model.settings.southName)
                TextField("North player", text: $model.settings.northName)
            }
            Section {
                Text("Reduce Motion in the system settings always makes the sowing instant.")
                    .font(.footnote)
            }
        }
        .navigationTitle("Settings")
    }
}

struct RulesView: View {
    /// One section per preset the core offers (`presets()`), texts from Localizable.xcstrings.
    private let sections = RulesContent.sections()

    var body: some View {
        List {
            Section("The board") {
                Text("Two rows of holes (how many depends on the rule set, below). South owns the bottom row, North the top row. Holes are named with letters, lower case for South and capitals for North, each from its owner's left. Each side keeps its seeds in a bowl beside the board.")
            }
            ForEach(sections, id: \.id) { rules in
                Section {
                    Text("\(rules.holesPerSide) holes a side, \(rules.seedsPerHole) seeds in each")
                        .font(.subheadline)
                    ForEach(rules.paragraphs, id: \.self) { Text(LocalizedStringKey($0)) }
                } header: {
                    Text(LocalizedStringKey(rules.title))
                }
            }
        }
        .navigationTitle("Rules")
    }
}
