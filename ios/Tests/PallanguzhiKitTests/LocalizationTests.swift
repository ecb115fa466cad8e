import Foundation
import XCTest

/// The views' static labels: every key the SwiftUI views use is in
/// App/Localizable.xcstrings with en, fr and ta (every other text comes from the core).
final class LocalizationTests: XCTestCase {
    func testCatalogCoversEveryViewStringInThreeLanguages() throws {
        let app = repoRoot().appendingPathComponent("ios/App")
        let data = try Data(contentsOf: app.appendingPathComponent("Localizable.xcstrings"))
        let catalog = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = try XCTUnwrap(catalog["strings"] as? [String: [String: Any]])
        for (key, entry) in strings {
            let locs = try XCTUnwrap(entry["localizations"] as? [String: [String: [String: String]]], key)
            for lang in ["en", "fr", "ta"] {
                let value = locs[lang]?["stringUnit"]?["value"] ?? ""
                XCTAssertFalse(value.isEmpty, "\(key) [\(lang)]")
                // Same placeholders in every language.
                let count = { (s: String) in s.components(separatedBy: "%").count }
                XCTAssertEqual(count(value), count(key), "\(key) [\(lang)]")
            }
        }
        // Keys the views use: string literals passed to the localising initialisers.
        let pattern = try NSRegularExpression(
            pattern: #"(?:\b(?:Text|Label|Button|button|Toggle|Picker|Section|TextField|navigationTitle|alert|confirmationDialog|LocalizedStringKey)\(|return )"((?:[^"\\]|\\.)*)""#)
        let interpolation = try NSRegularExpression(pattern: #"\\\((?:[^()]|\([^()]*\))*\)"#)
        var used = Set<String>()
        for file in try FileManager.default.contentsOfDirectory(atPath: app.path) where file.hasSuffix(".swift") {
            let src = try String(contentsOf: app.appendingPathComponent(file), encoding: .utf8)
            let ns = src as NSString
            for m in pattern.matches(in: src, range: NSRange(location: 0, length: ns.length)) {
                var key = ns.substring(with: m.range(at: 1))
                for i in interpolation.matches(in: key, range: NSRange(location: 0, length: (key as NSString).length)).reversed() {
                    let expr = (key as NSString).substring(with: i.range)
                    key = (key as NSString).replacingCharacters(in: i.range, with: expr.contains("name(") ? "%@" : "%lld")
                }
                used.insert(key)
            }
        }
        XCTAssertGreaterThan(used.count, 40)
        XCTAssertEqual(used.subtracting(strings.keys).sorted(), [], "strings missing from Localizable.xcstrings")
    }
}
