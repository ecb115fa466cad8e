import Foundation
import PallanguzhiFFI
import PallanguzhiKit
import XCTest

/// The views' labels: every label the SwiftUI views ask for with `L("id")` is one of the core's
/// (app/locales, the `ui-` messages) in en, fr and ta, with its variables when the view gives
/// some; and no table of texts is left in the app (Localizable.xcstrings is gone): the only
/// `.lproj` folders hold `InfoPlist.strings`, what iOS reads before the core runs (the app's
/// name and the local-network reason, issue 38 P1), in the core's words for that language.
@MainActor
final class LocalizationTests: XCTestCase {
    func testEveryLabelTheViewsUseIsTheCoresInThreeLanguages() async throws {
        let app = repoRoot().appendingPathComponent("ios/App")
        let call = try NSRegularExpression(pattern: #"\bL\("([a-z0-9-]+)"(,?)"#)
        var plain = Set<String>(), withArgs = Set<String>(), infoPlists = Set<String>()
        for file in try FileManager.default.contentsOfDirectory(atPath: app.path) {
            XCTAssertFalse(file.hasSuffix(".xcstrings"), "a table of texts: \(file)")
            if file.hasSuffix(".lproj") {
                let folder = app.appendingPathComponent(file)
                XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["InfoPlist.strings"],
                               "a table of texts: \(file)")
                let language = String(file.dropLast(".lproj".count))
                let labels = Labels(language: language)
                let strings = try String(contentsOf: folder.appendingPathComponent("InfoPlist.strings"), encoding: .utf8)
                for (key, label) in [("CFBundleDisplayName", "title"), ("NSLocalNetworkUsageDescription", "local-network-usage")] {
                    let line = "\(key) = \"\(labels.table[label] ?? "?")\";"
                    XCTAssertTrue(strings.contains(line), "\(file): not the core's \(label): \(line)")
                }
                infoPlists.insert(language)
                continue
            }
            guard file.hasSuffix(".swift") else { continue }
            let src = try String(contentsOf: app.appendingPathComponent(file), encoding: .utf8)
            let ns = src as NSString
            for m in call.matches(in: src, range: NSRange(location: 0, length: ns.length)) {
                let id = ns.substring(with: m.range(at: 1))
                if ns.substring(with: m.range(at: 2)).isEmpty { plain.insert(id) } else { withArgs.insert(id) }
            }
        }
        XCTAssertEqual(infoPlists, ["en", "fr", "ta"], "InfoPlist.strings in every language of the core")
        XCTAssertGreaterThan(plain.count, 70)
        XCTAssertGreaterThanOrEqual(withArgs.count, 7)
        for language in ["en", "fr", "ta"] {
            let labels = Labels(language: language)
            XCTAssertEqual(plain.subtracting(labels.table.keys).sorted(), [], "\(language): labels the core has not")
            for id in withArgs.sorted() {
                // Unknown to the core, a label with variables comes back as its catalogue id.
                XCTAssertNotEqual(formatLabel(language: language, id: id, args: [:]), "ui-\(id)", "\(language): \(id)")
                XCTAssertNil(labels.table[id], "\(language): \(id) has variables")
            }
        }
        XCTAssertEqual(Labels(language: "fr")("home"), "Accueil")
        XCTAssertEqual(Labels(language: "en")("move-round", ["move": 3, "round": 1]), "Move 3 · round 1")
        XCTAssertEqual(Labels(language: "en")("games-count", ["count": 1]), "1 game")
    }

    /// The store keeps the views' labels in the player's language.
    func testTheLabelsFollowThePlayersLanguage() async throws {
        let store = AppStore()
        store.launch(dir: tempDir(), language: "ta", reduceMotion: false)
        XCTAssertEqual(store.view.language, "ta")
        XCTAssertEqual(LabelBook.shared.labels.language, "ta")
        XCTAssertEqual(LabelBook.shared.labels("home"), Labels(language: "ta")("home"))
    }
}
