import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

/// The invitation a share link opens (the core's `InvitationView`): who invites and to what,
/// one line each, the name field when there is no account (every keystroke goes to the core,
/// which says whether the action can be pressed; Return presses it), the core's one action and
/// the way home. A full, finished or unknown room is its words and Home. Every text is the core's.
struct InvitationScreen: View {
    let invitation: InvitationView
    @Environment(AppStore.self) private var store

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(verbatim: invitation.title).font(.title2.bold()).accessibilityAddTraits(.isHeader)
                if let details = invitation.details {
                    ForEach([details.rules, details.clock, details.rated, details.side], id: \.self) { line in
                        Text(verbatim: line).font(.body)
                    }
                }
                if let field = invitation.name {
                    TextField(
                        field.label,
                        text: Binding(
                            get: { field.value },
                            set: { store.send(.onlineAction(.invitationName(name: $0))) }
                        )
                    )
                    .textInputAutocapitalization(.words)
                    .autocorrectionDisabled()
                    .onSubmit { store.send(invitation.action.event) }
                }
                if let error = invitation.error {
                    Text(verbatim: error).font(.subheadline).foregroundStyle(.red)
                }
                Button { store.send(invitation.action.event) } label: {
                    Text(verbatim: invitation.action.label).frame(maxWidth: .infinity, minHeight: 44)
                }
                .modifier(CoreLook(invitation.action))
                .disabled(!invitation.actionEnabled)
                if let home = invitation.home {
                    Button { store.send(home.event) } label: {
                        Text(verbatim: home.label).frame(maxWidth: .infinity, minHeight: 44)
                    }
                    .modifier(CoreLook(home))
                }
            }
            .padding()
            .woodPanel()
            .padding()
        }
    }
}
