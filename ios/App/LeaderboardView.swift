import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

/// The server's leaderboard for one rule set, and my rank in it (also when I am not in the top).
struct LeaderboardView: View {
    let online: OnlineView
    @Environment(AppStore.self) private var store
    @State private var preset = presets().first?.id ?? "pallanguzhi"
    /// The rows shown are those of the rule set picked (the answer for another may still be there).
    private var current: Bool { online.leaderboard?.rules == preset }

    var body: some View {
        List {
            Section {
                Picker(L("rule-set"), selection: $preset) {
                    ForEach(presets(), id: \.id) { Text(verbatim: presetName($0.id, in: store.view)).tag($0.id) }
                }
            }
            if let error = online.error {
                Text(verbatim: error).font(.footnote).foregroundStyle(.red)
            }
            // My rank, or why I have none (a provisional rating): the core's sentence.
            if current, let mine = online.myRankText {
                Section(L("my-rank")) { Text(verbatim: mine) }
            }
            Section(L("best-players")) {
                if !current {
                    ProgressView()
                } else if let none = online.noRanksText {
                    Text(verbatim: none)
                } else {
                    // My row is marked by the core, by account id (two players may share a name).
                    ForEach(online.leaderboard?.top ?? [], id: \.self) { row in
                        RankRowView(row: row, mine: row.mine)
                    }
                }
            }
            // The other players listed, to report or block: the core's lines (empty signed out).
            if current, let players = online.leaderboard?.moderation, !players.isEmpty {
                Section(L("report-or-block")) {
                    ForEach(players, id: \.accountId) { PlayerActions(player: $0) }
                }
            }
        }
        .navigationTitle(L("leaderboard"))
        .woodScreen()
        // The core asks for the room's (or the default) rule set when it opens the page.
        .onAppear { if let rules = online.rules { preset = rules } }
        .onChange(of: preset) { _, id in store.send(.onlineAction(.leaderboard(preset: id))) }
    }
}

struct RankRowView: View {
    let row: RankView
    let mine: Bool

    var body: some View {
        HStack {
            Text(verbatim: "\(row.rank)").font(.headline.monospacedDigit()).frame(minWidth: 36, alignment: .leading)
            Text(verbatim: row.name).font(mine ? .headline : .body)
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                Text(verbatim: "\(row.rating)").font(.body.monospacedDigit())
                if row.provisional { Text(L("online-provisional")).font(.caption) }
                Text(L("games-count", ["count": Int(row.games)])).font(.caption)
            }
        }
        .frame(minHeight: 44)
        .accessibilityElement(children: .combine)
    }
}
