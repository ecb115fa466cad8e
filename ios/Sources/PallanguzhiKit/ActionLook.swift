import PallanguzhiFFI

/// How one of the core's buttons is drawn: filled when the core says it is the way forward
/// (`ActionView.primary`: Next lesson, Rematch, a dialog's main answer), bordered otherwise.
/// The views draw from this and nothing else, so no view picks which button stands out.
public enum ActionLook: Equatable, Sendable {
    case filled, bordered

    public init(_ action: ActionView) {
        self = action.primary ? .filled : .bordered
    }
}
