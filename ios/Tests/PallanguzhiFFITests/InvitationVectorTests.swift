import Foundation
import PallanguzhiFFI
import XCTest

/// The Tamil invitation a share link opens, through the generated Swift: the core asks for the
/// room's summary, this test answers with the vector's `invite` (it is the transport), and the
/// view has the same words as `tests/vectors/invitation-ta.json` (written by the core's
/// `app/tests/screens.rs`), which the Kotlin and browser suites check too.
final class InvitationVectorTests: XCTestCase {
    struct Vector: Decodable {
        let link: String
        let title: String
        let rules_line: String
        let clock_line: String
        let rated_line: String
        let side_line: String
        let name_label: String
        let action_id: String
        let action_label: String
        let home_label: String
    }

    func testTheTamilInvitationHasTheVectorsWords() throws {
        // ios/Tests/PallanguzhiFFITests/ -> the repository's tests/vectors/.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("tests/vectors/invitation-ta.json"))
        let vector = try JSONDecoder().decode(Vector.self, from: data)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let invite = try JSONSerialization.data(withJSONObject: try XCTUnwrap(object["invite"]))
        let core = AppCore()
        _ = core.handle(event: .launch(dir: "", language: "ta", reduceMotion: true))
        var ask: UInt64?
        for effect in core.handle(event: .onlineAction(.openLink(link: vector.link))) {
            if case let .http(id, _, url, _, _, _) = effect, url.contains("/invite?key=") { ask = id }
        }
        let id = try XCTUnwrap(ask, "the invitation is asked for")
        _ = core.handle(event: .transport(.httpDone(id: id, status: 200, body: String(decoding: invite, as: UTF8.self))))
        guard case let .invitation(invitation) = core.view().screenView else {
            return XCTFail("not the invitation: \(core.view().screenView)")
        }
        XCTAssertEqual(invitation.phase, .open)
        XCTAssertEqual(invitation.title, vector.title)
        let details = try XCTUnwrap(invitation.details)
        XCTAssertEqual(
            [details.rules, details.clock, details.rated, details.side],
            [vector.rules_line, vector.clock_line, vector.rated_line, vector.side_line]
        )
        XCTAssertEqual(invitation.name?.label, vector.name_label)
        XCTAssertEqual(invitation.action.id, vector.action_id)
        XCTAssertEqual(invitation.action.label, vector.action_label)
        XCTAssertEqual(invitation.home?.label, vector.home_label)
        XCTAssertFalse(invitation.actionEnabled, "no name typed yet")
    }
}
