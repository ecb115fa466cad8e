import XCTest
@testable import PallanguzhiKit
import PallanguzhiFFI

/// Hints, the rules screen, the layout and the seed flights.
@MainActor
final class PresentationTests: XCTestCase {
    func testHintReasonIsWordedFromTheStructuredReasonInThreeLanguages() async {
        let all: [Reason] = [.winsTheGame, .extraTurn, .captures(seeds: 7), .pasuForYou(count: 2),
                             .emptiesTheirRow, .onlyMove, .bestPosition]
        for lang in [Language.en, .fr, .ta] {
            let texts = all.map { Strings.hint($0, letter: "c", lang) }
            XCTAssertEqual(Set(texts).count, all.count, "\(lang)")
            XCTAssertTrue(texts.allSatisfy { $0.contains("C") && !$0.contains("{") }, "\(texts)")
        }
        XCTAssertEqual(Strings.hint(.captures(seeds: 7), letter: "f", .en), "Play F: it takes 7 seeds.")
        XCTAssertEqual(Strings.hint(.captures(seeds: 1), letter: "f", .fr), "Jouez F : cela prend 1 graine.")
        XCTAssertEqual(Strings.hint(.pasuForYou(count: 2), letter: "a", .ta), "A ஆடுங்கள்: உங்களுக்கு 2 பசு.")
        XCTAssertEqual(Strings.hint(.onlyMove, letter: "g", .fr), "Jouez G : c'est le seul coup.")
    }

    func testStoreHintFromTheCoreShowsHoleAndLocalizedReason() async throws {
        var s = Settings(); s.speed = .instant
        let store = try GameStore(preset: "pallanguzhi", players: humanVsHard, settings: s,
                                  runner: AIRunner(backend: SessionComputer(seed: 5)))
        store.requestHint()
        await store.waitForComputer()
        let hint = try XCTUnwrap(store.hint)
        XCTAssertTrue(store.snapshot.legal.contains(UInt8(hint.hole)))
        XCTAssertTrue(store.board.holes[hint.hole].hinted)
        XCTAssertEqual(store.board.holes.filter(\.hinted).count, 1)
        // The same reason the core gives, worded by our table, not its English text.
        let choice = try store.session.hint(seed: 5)
        XCTAssertEqual(hint.reason, choice.reason)
        XCTAssertEqual(store.hintText, Strings.hint(choice.reason, letter: store.letter(hint.hole), .en))
        store.settings.language = .ta
        XCTAssertEqual(store.hintText, Strings.hint(choice.reason, letter: store.letter(hint.hole), .ta))
        store.tap(hole: hint.hole)
        XCTAssertNil(store.hint, "a move clears the hint")
    }

    func testRulesScreenListsEveryCorePresetInThreeLanguages() async throws {
        let sections = RulesContent.sections()
        XCTAssertEqual(sections.map(\.id), presets().map(\.id))
        XCTAssertEqual(sections.map(\.id), ["pallanguzhi", "pallankuzhi", "pallankuli", "pasu-pondi", "kalah"])
        XCTAssertEqual(sections.last?.holesPerSide, 6)
        XCTAssertEqual(sections.last?.seedsPerHole, 4)
        let data = try Data(contentsOf: repoRoot().appendingPathComponent("ios/App/Localizable.xcstrings"))
        let catalog = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = try XCTUnwrap(catalog["strings"] as? [String: [String: Any]])
        for s in sections {
            for key in [s.title, "%lld holes a side, %lld seeds in each"] + s.paragraphs {
                let locs = strings[key]?["localizations"] as? [String: [String: [String: String]]]
                for lang in ["en", "fr", "ta"] {
                    XCTAssertFalse((locs?[lang]?["stringUnit"]?["value"] ?? "").isEmpty, "\(s.id): \(key) [\(lang)]")
                }
            }
        }
        // A preset the table does not know still shows, with the core's summary.
        let unknown = PresetInfo(id: "new", family: .relay, holesPerSide: 5, seedsPerHole: 3, summary: "core text")
        XCTAssertEqual(RulesContent.sections([unknown]).first?.paragraphs, ["core text"])
    }

    func testLayoutForEveryDeviceAndMultitaskingSize() async {
        // iPad full screen, 2/3 split and large-iPad 1/2: regular x regular.
        XCTAssertEqual(GameLayout.make(horizontal: .regular, vertical: .regular), .sidePanels(largeBoard: true))
        // iPad Slide Over and 1/3 split, iPhone portrait: compact x regular.
        XCTAssertEqual(GameLayout.make(horizontal: .compact, vertical: .regular), .stacked)
        // iPhone landscape (compact height; Plus/Max models report regular width).
        XCTAssertEqual(GameLayout.make(horizontal: .compact, vertical: .compact), .sidePanels(largeBoard: false))
        XCTAssertEqual(GameLayout.make(horizontal: .regular, vertical: .compact), .sidePanels(largeBoard: false))
        XCTAssertEqual(GameLayout.make(horizontal: nil, vertical: nil), .sidePanels(largeBoard: false))
        XCTAssertEqual(GameLayout.make(horizontal: nil, vertical: .regular), .stacked)
    }

    func testSeedsFlyHoleToHoleAndCapturesFlyToTheBowl() async throws {
        let s = try GameSession(preset: "pallanguzhi", players: twoHumans)
        let before = BoardValues(s.snapshot())
        let turn = try s.play(hole: 0) // the worked opening of docs/rules.md
        let t = SowTimeline(before: before, turn: turn, speed: .normal)
        let drops = t.steps.filter { if case .drop = $0.kind { return true } else { return false } }
        // Every sown seed flies from the hole before it to the hole it lands in.
        for d in drops {
            guard case let .drop(hole) = d.kind else { continue }
            XCTAssertEqual(d.flights.count, 1)
            XCTAssertEqual(d.flights[0].to, .hole(hole))
            XCTAssertEqual(d.flights[0].seeds, 1)
        }
        XCTAssertEqual(drops.first?.flights.first?.from, .hole(0), "the first seed leaves the lifted hole a")
        let capture = try XCTUnwrap(t.steps.first { $0.isCapture && $0.flights.contains { $0.to == .bowl(.south) } })
        XCTAssertEqual(capture.flights, [SeedFlight(from: .hole(5), to: .bowl(.south), seeds: 7)]) // South takes f (7)
        // Reduce Motion (or instant): one frame, nothing flies.
        let still = SowTimeline(before: before, turn: turn, speed: .normal, reduceMotion: true)
        XCTAssertEqual(still.steps.count, 1)
        XCTAssertEqual(still.steps[0].flights, [])
    }

    func testStoreShowsTheCurrentFrameAndTapSkips() async throws {
        var s = Settings(); s.speed = .slow
        let store = try GameStore(preset: "pallanguzhi", players: twoHumans, settings: s)
        store.tap(hole: 0)
        XCTAssertNotNil(store.currentStep)
        store.tap(hole: 3) // any tap while animating skips
        XCTAssertNil(store.currentStep)
        XCTAssertEqual(store.shown, BoardValues(store.snapshot))
    }
}
