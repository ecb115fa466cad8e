import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

/// An online game watched read only (the core's `WatchView`): the title, both players with
/// their move clocks, how many watch, then the same `BoardView` as the players' (the core
/// animates the server's moves with the same frames; a tap only shows the core's refusal
/// line) and the result at the end. Every text is the core's; the one action is to stop
/// watching (`backHome`), plus try again once the core has given up reconnecting.
struct WatchScreen: View {
    let watch: WatchView
    @Environment(AppStore.self) private var store

    var body: some View {
        GeometryReader { proxy in
            ScrollView {
                VStack(spacing: 10) {
                    header
                    if let game = watch.board {
                        let top: Side = game.bottom == .south ? .north : .south
                        SeatLine(seat: seat(top), mine: false, toMove: game.toMove == top, clock: clock(top))
                        BoardView(game: game, width: proxy.size.width)
                        SeatLine(seat: seat(game.bottom), mine: false, toMove: game.toMove == game.bottom,
                                 clock: clock(game.bottom))
                        Text(verbatim: game.status).font(.headline).multilineTextAlignment(.center)
                            .accessibilityAddTraits(.updatesFrequently)
                        if let why = game.refusal {
                            Label { Text(verbatim: why) } icon: { Image(systemName: "eye") }
                                .font(.subheadline).foregroundStyle(.orange)
                        }
                        if game.buttons.skip {
                            Button { store.send(.skipAnimation) } label: { Label(L("skip"), systemImage: "forward.end") }
                                .frame(minHeight: 44)
                        }
                        if let banner = game.banner {
                            Text(verbatim: banner).frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal)
                        }
                    } else {
                        ProgressView()
                    }
                    // The core gives the result here only once its card is closed: said once.
                    if let result = watch.result {
                        Text(verbatim: result).font(.headline)
                        ForEach(Array(watch.resultLines.enumerated()), id: \.offset) { _, line in
                            Text(verbatim: line).font(.subheadline)
                        }
                    }
                }
                .padding(.vertical)
            }
        }
        .overlay {
            if let game = watch.board, let dialog = game.dialog, dialog.kind != .drawOffer {
                DialogCard(dialog: dialog, game: game)
            }
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Button { store.send(.backHome) } label: {
                    Label { Text(verbatim: watch.leave) } icon: { Image(systemName: "xmark.circle") }
                }
                .frame(minWidth: 44, minHeight: 44)
                Spacer()
                if let watching = watch.watchersText {
                    Label { Text(verbatim: watching) } icon: { Image(systemName: "eye") }.font(.subheadline)
                }
            }
            Text(verbatim: watch.title).font(.title3).accessibilityAddTraits(.isHeader)
            if let players = watch.players { Text(verbatim: players).font(.subheadline) }
            // Both players, to report or block (the core's lines, its words).
            ModerationButton(players: watch.moderation)
            if let clock = watch.clockText { Text(verbatim: clock).font(.footnote).foregroundStyle(.secondary) }
            if !watch.live { Text(verbatim: watch.status).font(.subheadline) }
            if let error = watch.error { Text(verbatim: error).font(.subheadline).foregroundStyle(.red) }
            // Try again, once the core gave up (its action, its words).
            ForEach(Array(watch.actions.filter { $0.id == "retry" }.enumerated()), id: \.offset) { _, retry in
                Button { store.send(retry.event) } label: { Label(retry.label, systemImage: "arrow.clockwise") }
                    .modifier(CoreLook(retry))
                    .frame(minHeight: 44)
            }
        }
        .padding(.horizontal)
    }

    private func seat(_ side: Side) -> OnlineSeat? { watch.seats.first { $0.side == side } }
    private func clock(_ side: Side) -> OnlineClock? { watch.clocks.first { $0.side == side } }
}

/// The lobby's entry: a watch link (or game number) pasted; the core checks it and says why not.
struct WatchByLink: View {
    let online: OnlineView
    /// The core's: a call is on its way.
    let busy: Bool
    @Environment(AppStore.self) private var store
    @State private var link = ""

    var body: some View {
        Section {
            TextField(text: $link) { Text(verbatim: online.watchPrompt) }
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .keyboardType(.URL)
                .onSubmit { store.send(.onlineAction(.watch(link: link))) }
            Button { store.send(.onlineAction(.watch(link: link))) } label: {
                Label { Text(verbatim: online.watchOpen) } icon: { Image(systemName: "eye") }
            }
            .disabled(busy || link.isEmpty)
            .frame(minHeight: 44)
        }
    }
}
