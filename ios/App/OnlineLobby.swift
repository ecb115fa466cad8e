import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

/// The online lobby: the account, the server, a new board (rule set and side) or a friend's
/// board by its code. The core checks every field and words every refusal (the notice);
/// when a room is ready it switches to the game screen itself.
struct OnlineLobbyView: View {
    @Environment(AppStore.self) private var store
    @State private var name = ""
    @State private var server = ""
    @State private var preset = presets().first?.id ?? "pallanguzhi"
    @State private var side: SideChoice = .random
    @State private var code = ""

    let lobby: LobbyView
    private var online: OnlineView { lobby.online }

    var body: some View {
        Form {
            Section { OnlineStatusLine(online: online) }
            if online.account.isEmpty { signUp } else { account }
            if !online.account.isEmpty {
                create
                join
                Section {
                    Button { store.send(.open(screen: .leaderboard)) } label: {
                        Label(L("leaderboard"), systemImage: "list.number")
                    }
                }
            }
            WatchByLink(online: online, busy: busy)
            serverSection
            // The account on every device (deletion is there), or signing this device in to one.
            Section {
                Button { store.send(.open(screen: .account)) } label: {
                    Label(L(online.account.isEmpty ? "have-account" : "account-devices"), systemImage: "person.crop.circle")
                }
                .frame(minHeight: 44)
            }
        }
        .navigationTitle(L("online"))
        .woodScreen()
        .onAppear {
            if name.isEmpty { name = store.view.settings.playerName }
            server = online.server
        }
    }

    private var signUp: some View {
        Section {
            TextField(L("your-name"), text: $name)
                .textInputAutocapitalization(.words)
                .autocorrectionDisabled()
            Button(L("sign-up")) { store.send(.onlineAction(.signUp(name: name))) }
                .disabled(busy)
                .frame(minHeight: 44)
        } header: {
            Text(L("account"))
        } footer: {
            Text(L("name-shown"))
        }
    }

    private var account: some View {
        Section(L("account")) {
            Label { Text(verbatim: online.account) } icon: { Image(systemName: "person.crop.circle") }
        }
    }

    private var create: some View {
        Section(L("new-board")) {
            Picker(L("rule-set"), selection: $preset) {
                ForEach(presets(), id: \.id) { Text(verbatim: presetName($0.id, in: store.view)).tag($0.id) }
            }
            if let summary = store.view.presets.first(where: { $0.id == preset })?.summary {
                Text(verbatim: summary).font(.footnote).foregroundStyle(.secondary)
            }
            Picker(L("your-side"), selection: $side) {
                Text(L("side-south")).tag(SideChoice.south)
                Text(L("side-north")).tag(SideChoice.north)
                Text(L("random")).tag(SideChoice.random)
            }
            .pickerStyle(.segmented)
            // The core's clocks and their labels; the core keeps the choice for the next rooms.
            Picker(L("clock"), selection: Binding(
                get: { online.clockChoice },
                set: { store.send(.onlineAction(.setClock(moveMs: $0))) }
            )) {
                ForEach(online.clockChoices, id: \.moveMs) { Text(verbatim: $0.label).tag($0.moveMs) }
            }
            Button { store.send(.onlineAction(.createRoom(preset: preset, side: side))) } label: {
                Label(L("create-room"), systemImage: "plus.circle")
            }
            .disabled(busy)
            .frame(minHeight: 44)
        }
    }

    private var join: some View {
        Section {
            TextField(L("join-code"), text: $code)
                .textInputAutocapitalization(.characters)
                .autocorrectionDisabled()
                .onSubmit { joinCode() }
            Button { joinCode() } label: { Label(L("join"), systemImage: "person.2") }
                .disabled(busy || code.isEmpty)
                .frame(minHeight: 44)
        } header: {
            Text(L("online-join"))
        }
    }

    /// The server's address; empty sends the core back to its default.
    private var serverSection: some View {
        Section {
            TextField(L("online-server-url"), text: $server)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .keyboardType(.URL)
                .onSubmit { store.send(.onlineAction(.setServer(url: server))) }
            HStack {
                Button(L("online-server-save")) { store.send(.onlineAction(.setServer(url: server))) }
                Spacer()
                Button(L("online-server-reset")) {
                    store.send(.onlineAction(.setServer(url: "")))
                    server = online.server
                }
            }
            .buttonStyle(.borderless)
            .frame(minHeight: 44)
        } header: {
            Text(L("online-server"))
        } footer: {
            Text(verbatim: online.server)
        }
    }

    private var busy: Bool { lobby.busy }

    private func joinCode() {
        store.send(.onlineAction(.join(code: code)))
    }
}

/// The connection state and the last failure, both worded by the core.
struct OnlineStatusLine: View {
    let online: OnlineView

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if online.working || !online.status.isEmpty {
                HStack(spacing: 8) {
                    if online.working { ProgressView() }
                    Text(verbatim: online.status).font(.subheadline)
                }
            }
            if let error = online.error {
                Label { Text(verbatim: error) } icon: { Image(systemName: "exclamationmark.triangle") }
                    .font(.footnote)
                    .foregroundStyle(.red)
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.updatesFrequently)
    }

}
