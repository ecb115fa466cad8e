import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

/// An online room: the code to share while the opponent has not come, then the board with
/// both names. Connection, turn and result texts are the core's; the board is the same
/// `BoardView` as offline (the core animates the server's moves with the same frames).
struct OnlineGameScreen: View {
    let room: RoomView
    @Environment(AppStore.self) private var store
    @State private var confirmLeave = false

    private var online: OnlineView { room.online }

    var body: some View {
        GeometryReader { proxy in
            ScrollView {
                VStack(spacing: 10) {
                    header
                    switch room.phase {
                    case .seated:
                        if let game = room.board { OnlineBoard(game: game, room: room, width: proxy.size.width) }
                    case .waiting:
                        ShareCard(online: online, code: room.code)
                    }
                }
                .padding(.vertical)
            }
        }
        .background(WoodBackdrop())
        .overlay {
            if let game = room.board, let dialog = game.dialog {
                DialogCard(dialog: dialog, game: game)
            }
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Button { leave() } label: { Label(L("online-leave"), systemImage: "xmark.circle") }
                    .frame(minWidth: 44, minHeight: 44)
                    .confirmationDialog(Text(verbatim: online.leaveConfirm?.title ?? ""), isPresented: $confirmLeave,
                                        titleVisibility: .visible) {
                        if let confirm = online.leaveConfirm {
                            Button(role: .destructive) { store.send(.onlineAction(.leave)) } label: { Text(verbatim: confirm.confirm) }
                            Button(role: .cancel) {} label: { Text(verbatim: confirm.cancel) }
                        }
                    } message: {
                        Text(verbatim: online.leaveConfirm?.text ?? "")
                    }
                Spacer()
                if let rules = online.rules { Text(verbatim: presetName(rules, in: store.view)).font(.subheadline) }
            }
            OnlineStatusLine(online: online)
            ForEach(Array(room.actions.filter { $0.id == "retry" }.enumerated()), id: \.offset) { _, retry in
                Button { store.send(retry.event) } label: { Label(retry.label, systemImage: "arrow.clockwise") }
                    .modifier(CoreLook(retry))
                    .frame(minHeight: 44)
            }
        }
        .padding(.horizontal)
    }

    /// The core decides: a game still on asks first (`leaveConfirm`), anything else leaves at once.
    private func leave() {
        if online.leaveConfirm == nil {
            store.send(.onlineAction(.leave))
        } else {
            confirmLeave = true
        }
    }
}

/// Waiting for the opponent: the code, large, and the core's sentence to share.
struct ShareCard: View {
    let online: OnlineView
    let code: String

    var body: some View {
        VStack(spacing: 16) {
            Text(L("online-code")).font(.headline)
            Text(verbatim: code)
                .font(.system(size: 44, weight: .bold, design: .monospaced))
                .textSelection(.enabled)
                .accessibilityLabel(Text(verbatim: code.map { String($0) }.joined(separator: " ")))
            if let line = online.youPlay { Text(verbatim: line) }
            if let text = online.shareText {
                ShareLink(item: text) { Label(L("online-share"), systemImage: "square.and.arrow.up") }
                    .buttonStyle(.borderedProminent)
                    .frame(minHeight: 44)
            }
            if let link = online.link {
                Text(verbatim: link).font(.footnote).textSelection(.enabled)
            }
            if online.working { ProgressView() }
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity)
        .padding()
    }
}

/// The online board: the far player's name, the board, my name; then the actions.
struct OnlineBoard: View {
    let game: GameView
    let room: RoomView
    let width: CGFloat
    @Environment(AppStore.self) private var store

    private var online: OnlineView { room.online }

    var body: some View {
        let top: Side = game.bottom == .south ? .north : .south
        VStack(spacing: 10) {
            SeatLine(seat: seat(top), mine: online.mySide == top, toMove: game.toMove == top, clock: clock(top))
            BoardView(game: game, width: width)
            SeatLine(seat: seat(game.bottom), mine: online.mySide == game.bottom, toMove: game.toMove == game.bottom,
                     clock: clock(game.bottom))
            if let watching = online.watchersText { Text(verbatim: watching).font(.subheadline) }
            // The opponent, to report or block (the core's lines, its words).
            ModerationButton(players: room.moderation)
            Text(verbatim: game.status).font(.headline).multilineTextAlignment(.center)
                .accessibilityAddTraits(.updatesFrequently)
            // My own draw offer, waiting for the answer; why a tap was refused (the core's lines).
            if let offer = online.myDrawOffer { Text(verbatim: offer).font(.subheadline) }
            if let why = game.refusal {
                Label { Text(verbatim: why) } icon: { Image(systemName: "hand.raised") }
                    .font(.subheadline).foregroundStyle(.orange)
            }
            actions
            if let banner = game.banner {
                Text(verbatim: banner).frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal)
            }
        }
    }

    private func seat(_ side: Side) -> OnlineSeat? { online.seats.first { $0.side == side } }
    private func clock(_ side: Side) -> OnlineClock? { online.clocks.first { $0.side == side } }

    /// The room's actions as the core lists them (draw, resign, claim while the opponent is
    /// away; the leaderboard and the review once it is over), each asking its question first
    /// when the core gives one. Try again and Leave are the header's.
    private var actions: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) { buttons }
            VStack(spacing: 8) { buttons }
        }
        .font(.subheadline)
    }

    @ViewBuilder private var buttons: some View {
        if game.buttons.skip {
            Button { store.send(.skipAnimation) } label: { Label(L("skip"), systemImage: "forward.end") }
                .frame(minHeight: 44)
        }
        ForEach(Array(room.actions.filter { !["retry", "online-leave"].contains($0.id) }.enumerated()), id: \.offset) { _, action in
            CoreActionButton(action: action)
        }
    }
}

/// One seat: the name, whose turn, and whether the opponent is connected (a shape and a word,
/// not colour alone).
struct SeatLine: View {
    let seat: OnlineSeat?
    let mine: Bool
    let toMove: Bool
    /// The move clock (the core's text; running, and warning in its last 10 s); nil without one.
    var clock: OnlineClock? = nil

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: toMove ? "arrowtriangle.right.fill" : "circle").font(.caption)
                .accessibilityHidden(true)
            Text(verbatim: seat?.name ?? "…").font(.headline)
            if mine { Text(L("you")).font(.subheadline) }
            Spacer()
            // Only the opponent can be away: whoever looks at this screen is here (and the
            // server may report one's own seat absent until its next presence message).
            if let seat, !seat.present, !mine {
                Label(L("away"), systemImage: "wifi.slash").font(.subheadline).foregroundStyle(.orange)
            }
            if let clock {
                Text(verbatim: clock.text)
                    .font(.headline.monospacedDigit())
                    .fontWeight(clock.running ? .bold : .regular)
                    .foregroundStyle(clock.warning ? .red : (clock.running ? .primary : .secondary))
                    .padding(.horizontal, 8)
                    .background(clock.warning ? Color.red.opacity(0.15) : .clear, in: Capsule())
            }
        }
        .padding(.horizontal)
        .accessibilityElement(children: .combine)
    }
}
