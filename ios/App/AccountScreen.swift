import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

/// One account on every device (the core's `AccountView`): this device and the others (each
/// other one removable after the core's question), a link code or the recovery code with the
/// core's words, the players blocked, the privacy page and the core's actions (link, recovery,
/// delete). With no account, the code field that signs this device in. Every text is the core's.
struct AccountScreen: View {
    let account: AccountView
    @Environment(AppStore.self) private var store
    @State private var code = ""

    var body: some View {
        NavigationStack {
            Form {
                if let name = account.name { Section { Text(verbatim: name).font(.headline) } }
                if let error = account.error {
                    Section { Text(verbatim: error).foregroundStyle(.red) }
                }
                if let field = account.signIn { signIn(field) }
                if account.name != nil { devices }
                if let link = account.linkCode { codeSection(link) }
                if let recovery = account.recoveryCode { codeSection(recovery) }
                if !account.blocked.isEmpty {
                    Section {
                        ForEach(account.blocked, id: \.accountId) { PlayerActions(player: $0) }
                    } header: {
                        Text(verbatim: account.blockedTitle)
                    }
                }
                Section {
                    ForEach(Array(account.actions.enumerated()), id: \.offset) { _, action in
                        CoreActionButton(action: action)
                    }
                    if let url = URL(string: account.privacy.url) {
                        Link(destination: url) { Text(verbatim: account.privacy.label) }
                    }
                }
            }
            .navigationTitle(account.title)
            .woodScreen()
            .disabled(account.busy)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button { store.send(.back) } label: { Label(store.view.backLabel, systemImage: "chevron.backward") }
                        .frame(minHeight: 44)
                }
            }
        }
    }

    private func signIn(_ field: CodeField) -> some View {
        Section {
            TextField(field.label, text: $code)
                .textInputAutocapitalization(.characters)
                .autocorrectionDisabled()
                .onSubmit { store.send(.onlineAction(.signInWithCode(code: code))) }
            Button { store.send(.onlineAction(.signInWithCode(code: code))) } label: { Text(verbatim: field.button) }
                .frame(minHeight: 44)
        } header: {
            Text(verbatim: field.title)
        } footer: {
            Text(verbatim: field.hint)
        }
    }

    private var devices: some View {
        Section {
            if let note = account.devicesNote { Text(verbatim: note) }
            ForEach(account.devices, id: \.id) { device in
                VStack(alignment: .leading, spacing: 4) {
                    Text(verbatim: device.name)
                    Text(verbatim: device.dates).font(.footnote).foregroundStyle(.secondary)
                    if let remove = device.remove { CoreActionButton(action: remove) }
                }
            }
        } header: {
            Text(verbatim: account.devicesTitle)
        }
    }

    private func codeSection(_ code: CodeView) -> some View {
        Section {
            Text(verbatim: code.code).font(.title2.monospaced()).textSelection(.enabled)
            Text(verbatim: code.text).font(.subheadline)
            // The same code as a link for the other device: copied or sent, it signs that device in.
            if let link = code.link {
                Text(verbatim: link).font(.footnote.monospaced()).textSelection(.enabled)
            }
            if let qr = code.qr { QrCodeView(qr: qr) }
        }
    }
}

/// The core's QR code (`QrView`: rows of "1" dark and "0" light): black squares on white with
/// the core's quiet zone around them, in either theme (cameras read dark on light), each module a
/// whole number of points so that no seam shows between squares. Named by the core's label.
struct QrCodeView: View {
    let qr: QrView

    var body: some View {
        Canvas { ctx, size in
            let quiet = Int(qr.quietZone)
            let side = Int(qr.size) + 2 * quiet
            let full = Double(min(size.width, size.height))
            let module = max(1, (full / Double(side)).rounded(.down))
            let origin = (full - module * Double(side)) / 2 + module * Double(quiet)
            var dark = Path()
            for (y, row) in qr.rows.enumerated() {
                for (x, c) in row.enumerated() where c == "1" {
                    dark.addRect(CGRect(x: origin + Double(x) * module, y: origin + Double(y) * module, width: module, height: module))
                }
            }
            ctx.fill(Path(CGRect(x: 0, y: 0, width: full, height: full)), with: .color(.white))
            ctx.fill(dark, with: .color(.black))
        }
        .frame(width: 232, height: 232)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: qr.label))
        .accessibilityAddTraits(.isImage)
    }
}

/// One of the core's actions: its label, its event, and its question first when it has one;
/// filled when the core says it is the main one.
struct CoreActionButton: View {
    let action: ActionView
    @Environment(AppStore.self) private var store
    @State private var asking = false

    var body: some View {
        Button { if action.confirm == nil { store.send(action.event) } else { asking = true } } label: {
            Text(verbatim: action.label)
        }
        .modifier(CoreLook(action))
        .frame(minHeight: 44)
        .confirmationDialog(Text(verbatim: action.confirm?.title ?? ""), isPresented: $asking, titleVisibility: .visible) {
            if let confirm = action.confirm {
                Button(role: .destructive) { store.send(action.event) } label: { Text(verbatim: confirm.confirm) }
                Button(role: .cancel) {} label: { Text(verbatim: confirm.cancel) }
            }
        } message: {
            Text(verbatim: action.confirm?.text ?? "")
        }
    }
}

/// Another player (of the game shown, or blocked): the core's note, a report per reason, Block/Unblock.
struct PlayerActions: View {
    let player: PlayerLine

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(verbatim: player.name).font(.headline)
            if let note = player.note { Text(verbatim: note).font(.footnote) }
            ForEach(Array((player.report + [player.block]).enumerated()), id: \.offset) { _, action in
                CoreActionButton(action: action)
            }
        }
    }
}

/// The players of a room or a watched game, to report or block: one small button by the board
/// (the board keeps its place), whose sheet lists each player with the core's actions. Nothing
/// when the core lists nobody (signed out, or no other player yet).
struct ModerationButton: View {
    let players: [PlayerLine]
    @State private var open = false

    var body: some View {
        if !players.isEmpty {
            Button { open = true } label: { Label(L("report-or-block"), systemImage: "flag") }
                .font(.subheadline)
                .frame(minHeight: 44)
                .accessibilityIdentifier("moderation")
                .sheet(isPresented: $open) {
                    NavigationStack {
                        List { ForEach(players, id: \.accountId) { PlayerActions(player: $0) } }
                            .navigationTitle(L("report-or-block"))
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) {
                                    Button(L("close")) { open = false }
                                }
                            }
                    }
                }
        }
    }
}
