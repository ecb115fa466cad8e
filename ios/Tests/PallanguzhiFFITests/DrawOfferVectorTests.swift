import Foundation
import PallanguzhiFFI
import PallanguzhiTestServer
import XCTest

/// The Tamil draw-offer dialog through the generated Swift has the core's title and buttons,
/// the same as `tests/vectors/draw-offer-ta.json` (written by the core's `app/tests/screens.rs`),
/// which the Kotlin and browser suites check too: no shell picks these words.
final class DrawOfferVectorTests: XCTestCase {
    struct Vector: Decodable {
        struct Action: Decodable { let id: String; let label: String }
        let title: String
        let lines: [String]
        let actions: [Action]
    }

    func testTheTamilDrawOfferHasTheVectorsTitleAndButtons() throws {
        // ios/Tests/PallanguzhiFFITests/ -> the repository's tests/vectors/.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("tests/vectors/draw-offer-ta.json"))
        let vector = try JSONDecoder().decode(Vector.self, from: data)
        let core = AppCore()
        _ = core.handle(event: .launch(dir: "", language: "ta", reduceMotion: true))
        _ = core.handle(event: .newGame(preset: "pallanguzhi", opponent: .passAndPlay(south: ["Anbu"], north: ["Bala"])))
        _ = core.handle(event: .offerDraw)
        let dialog = try XCTUnwrap(core.view().game?.dialog)
        XCTAssertEqual(dialog.kind, .drawOffer)
        XCTAssertEqual(dialog.title, vector.title)
        XCTAssertEqual(dialog.lines, vector.lines)
        XCTAssertEqual(dialog.actions.map(\.id), vector.actions.map(\.id))
        XCTAssertEqual(dialog.actions.map(\.label), vector.actions.map(\.label))
        XCTAssertEqual(dialog.actions.map(\.event), [.acceptDraw, .declineDraw])
        XCTAssertNil(dialog.dismiss, "the question waits for its answer")
    }
}
