import Foundation
import PallanguzhiKit
import XCTest

/// Seeds in flight are where the frame's elapsed time puts them (SeedFlightView draws this).
final class FlightTests: XCTestCase {
    let from = CGPoint(x: 10, y: 20), to = CGPoint(x: 110, y: 220)

    func testHalfWayThroughTheFrameIsHalfWay() {
        XCTAssertEqual(flightPoint(from: from, to: to, elapsed: 0.2, duration: 0.4), CGPoint(x: 60, y: 120))
    }

    func testStartsAtTheStartAndStaysAtTheEnd() {
        XCTAssertEqual(flightPoint(from: from, to: to, elapsed: 0, duration: 0.4), from)
        XCTAssertEqual(flightPoint(from: from, to: to, elapsed: 0.4, duration: 0.4), to)
        XCTAssertEqual(flightPoint(from: from, to: to, elapsed: 3, duration: 0.4), to)
        XCTAssertEqual(flightPoint(from: from, to: to, elapsed: 0, duration: 0), to, "no motion: already there")
    }
}
