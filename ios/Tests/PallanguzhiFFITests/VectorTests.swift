import Foundation
import PallanguzhiFFI
import XCTest

/// Every scenario of tests/vectors replayed through the Swift side of the FFI.
final class VectorTests: XCTestCase {
    func testScenariosReplayExactlyAndUndoRedoRetraceThem() throws {
        let scenarios = try Vectors.scenarios()
        XCTAssertGreaterThanOrEqual(scenarios.count, 30)
        for s in scenarios {
            let name = s["name"].string
            let session = try GameSession(preset: s["preset"].string, players: Vectors.players(s["players"]))
            for hole in s["setup"].array { _ = try session.play(hole: UInt8(hole.int)) }
            XCTAssertEqual(Vectors.snapshot(session.snapshot()), s["start"], "\(name): start")
            var befores = [session.snapshot()]
            var turns: [Turn] = []
            for t in s["turns"].array {
                let turn = try session.play(hole: UInt8(t["hole"].int))
                XCTAssertEqual(Vectors.turn(turn), t, "\(name): turn \(turns.count)")
                befores.append(turn.after)
                turns.append(turn)
            }
            XCTAssertEqual(try session.save(), s["save"].string, "\(name): save text")
            XCTAssertEqual(try GameSession.restore(saveJson: session.save()).snapshot(), session.snapshot(), name)
            for i in turns.indices.reversed() {
                XCTAssertEqual(try session.undo(), befores[i], "\(name): undo \(i)")
            }
            for turn in turns {
                XCTAssertEqual(try session.redo(), turn, "\(name): redo")
            }
        }
    }

    func testCorruptAndFutureSavesAreTypedErrors() throws {
        let v = try Vectors.read("corrupt_saves.json")
        XCTAssertNoThrow(try GameSession.restore(saveJson: v["valid"].string))
        for c in v["cases"].array {
            let name = c["name"].string
            XCTAssertThrowsError(try GameSession.restore(saveJson: c["text"].string), name) { error in
                switch (c["error"].string, error as? PallanguzhiError) {
                case ("corrupt_save", .CorruptSave(let detail)?):
                    XCTAssertFalse(detail.isEmpty)
                case ("future_save", .FutureSave(let found, let supported)?):
                    XCTAssertEqual(Int64(found), c["found"].int)
                    XCTAssertEqual(Int64(supported), c["supported"].int)
                default:
                    XCTFail("\(name): wanted \(c["error"]), got \(error)")
                }
            }
        }
    }
}
