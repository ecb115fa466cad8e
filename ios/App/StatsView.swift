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
                    Text(verbatim: "\(r.rules.capitalized) · \(r.opponent.capitalized)").font(.headline)
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
    var body: some View {
        List {
            Section("The board") {
                Text("Two rows of seven holes. South owns the bottom row, North the top row. Holes are named a–g (South) and A–G (North), each from its owner's left. Each side keeps its seeds in a bowl beside the board.")
            }
            Section("Pallanguzhi") {
                Text("5 seeds in each hole. Lift every seed of one of your open holes and sow them one by one, counter-clockwise, skipping closed holes.")
                Text("Pasu: a hole brought to exactly 4 seeds gives them at once to its owner's bowl.")
                Text("Relay: when the last seed falls, if the next hole holds seeds, lift them and sow on. If it is empty, the turn ends and you take the hole after it.")
                Text("A relay that would go round for ever stops at the first repeat, with no capture.")
                Text("When the side to move has no seeds, the round ends: each row's seeds go to its owner. 60 moves without a capture also end the round.")
                Text("Each side refills its holes from its bowl, 5 a hole from its left; holes it cannot fill are closed for the round. A side that cannot fill one hole loses. After 12 rounds or 1000 moves, the fuller bowl wins.")
            }
            Section("Pallankuzhi") {
                Text("As Pallanguzhi with 6 seeds a hole; a pasu goes to the sower, and the next round's starter alternates.")
            }
            Section("Pallankuli") {
                Text("As Pallankuzhi, but the pasu goes to the hole's owner and the round ends after any move that leaves a row empty.")
            }
            Section("Pasu Pondi") {
                Text("As Pallanguzhi, but sowing is clockwise and the round ends after any move that leaves a row empty.")
            }
            Section("Kalah") {
                Text("Six pits a side, 4 seeds each, and a store at each end. Sow counter-clockwise into your own store but not the opponent's. Last seed in your store: move again. Last seed in your empty pit: take it and the opposite pit. When a side's pits are empty, the game ends; more seeds win.")
            }
        }
        .navigationTitle("Rules")
    }
}
