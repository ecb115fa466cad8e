import XCTest
@testable import PallanguzhiKit
import PallanguzhiFFI

/// The round summary comes from the core's RoundEnd / Refill / GameEnd events.
@MainActor
final class RoundSummaryTests: XCTestCase {
    /// Plays `pick` moves until a turn ends a round with `want` true of its summary.
    func findRoundEnd(_ preset: String, pick: (Snapshot) -> UInt8, want: (RoundSummary) -> Bool) throws -> (Turn, RoundSummary, GameSession) {
        let s = try GameSession(preset: preset, players: twoHumans)
        let letters = (0..<(2 * Int(s.snapshot().holesPerSide))).map { s.holeLabel(hole: UInt8($0)) }
        var n = 0
        while s.snapshot().outcome == nil, n < 3000 {
            let turn = try s.play(hole: pick(s.snapshot()))
            n += 1
            if let sum = RoundSummary.make(turn, letters: letters), want(sum) { return (turn, sum, s) }
            XCTAssertEqual(turn.summary.roundEnded, RoundSummary.make(turn, letters: letters) != nil)
        }
        throw XCTSkip("no such round end")
    }

    func testSweptRefillClosedAndStarterFromEvents() async throws {
        let (turn, sum, s) = try findRoundEnd("pallanguzhi", pick: { $0.legal.last! }, want: { $0.refill != nil })
        let refill = try XCTUnwrap(sum.refill)
        XCTAssertEqual(refill.round, Int(turn.after.round))
        XCTAssertEqual(sum.round, refill.round - 1)
        XCTAssertEqual(refill.starter, turn.after.toMove)
        // The refill takes seeds from the bowls: placed + kept = bowl after the sweep.
        for side in 0..<2 { XCTAssertEqual(refill.placed[side] + refill.bowls[side], sum.bowlsAfterSweep[side]) }
        XCTAssertEqual(refill.bowls, turn.after.bowls.map(Int.init))
        let closed = turn.after.closed.indices.filter { turn.after.closed[$0] }.map { s.holeLabel(hole: UInt8($0)) }
        XCTAssertEqual(refill.closedLetters.flatMap { $0 }, closed)
        XCTAssertNil(sum.gameOutcome)
        let names = { (side: Side) in side == .south ? "Ana" : "Bala" }
        let en = sum.lines(.en, name: names)
        XCTAssertEqual(en.first, "Round \(sum.round) over")
        XCTAssertEqual(en.last, "Round \(refill.round): \(names(refill.starter)) starts.")
        XCTAssertTrue(en.contains("Ana: \(Strings.seeds(sum.swept[0], .en)) swept from the row, bowl \(sum.bowlsAfterSweep[0])."))
        XCTAssertEqual(sum.lines(.fr, name: names).last, "Manche \(refill.round) : \(names(refill.starter)) commence.")
        XCTAssertEqual(sum.lines(.ta, name: names).first, "சுற்று \(sum.round) முடிந்தது")
    }

    func testClosedHolesAreNamedByLetter() async throws {
        let (_, sum, _) = try findRoundEnd("pallanguzhi", pick: { $0.legal.first! },
                                           want: { ($0.refill?.closedLetters.flatMap { $0 }.count ?? 0) > 0 })
        let refill = try XCTUnwrap(sum.refill)
        let side = refill.closedLetters[0].isEmpty ? Side.north : .south
        let letters = refill.closedLetters[side.index].map { $0.uppercased() }.joined(separator: ", ")
        let lines = sum.lines(.en) { $0 == .south ? "S" : "N" }
        XCTAssertTrue(lines.contains { $0.contains("closed: \(letters)") }, "\(lines)")
        XCTAssertTrue(sum.lines(.fr) { _ in "X" }.contains { $0.contains("fermés : \(letters)") })
    }

    func testStoreExposesTheSummaryOfTheLastTurn() async throws {
        var settings = Settings(); settings.speed = .instant
        let store = try GameStore(preset: "pallanguzhi", players: twoHumans, settings: settings)
        XCTAssertNil(store.roundSummary)
        var n = 0
        while !(store.lastTurn?.summary.roundEnded ?? false), !store.isOver, n < 3000 {
            store.tap(hole: Int(store.snapshot.legal.last!)); n += 1
        }
        let sum = try XCTUnwrap(store.roundSummary)
        XCTAssertEqual(store.roundSummaryLines, sum.lines(.en) { store.name($0, 0) })
        XCTAssertTrue(store.roundSummaryLines.contains { $0.hasPrefix("Ana: ") })
    }
}
