import Foundation
import Observation
import PallanguzhiFFI

/// The views' labels (buttons, headings, fields), all from the app core's catalogue (app/locales,
/// its `ui-` messages, the levels and the sides), by id without `ui-` ("new-game", "level-easy"),
/// in one language. The views hold no text of their own: only what iOS reads before the core
/// runs (the app's name, usage strings) stays in the app bundle.
public struct Labels: Equatable {
    public let language: String
    /// Every label without variables, by id.
    public let table: [String: String]

    public init(language: String) {
        self.language = language
        table = PallanguzhiFFI.labels(language: language)
    }

    /// The label `id`; a missing one shows its id instead of crashing the app.
    public func callAsFunction(_ id: String) -> String { table[id] ?? id }

    /// A label with variables, formatted by the core ("move-round", ["move": 3, "round": 1]).
    public func callAsFunction(_ id: String, _ args: [String: Any]) -> String {
        formatLabel(language: language, id: id, args: args.mapValues { "\($0)" })
    }
}

/// The labels of the language the app shows: every view that reads them is redrawn when the
/// player's language changes (`AppStore` keeps it in step with the view model's language).
@Observable
public final class LabelBook {
    public static let shared = LabelBook()
    public private(set) var labels = Labels(language: "en")

    /// Show `language`'s labels (fetched from the core only when it changes).
    public func show(language: String) {
        if labels.language != language { labels = Labels(language: language) }
    }
}
