import Foundation
import PallanguzhiFFI
import PallanguzhiTestServer
import XCTest
@testable import PallanguzhiKit

/// The store's online glue without a server: the lobby's server setting goes through the core
/// and is kept, and the network's answers reach the view only through the store's transport
/// (`URLSessionTransport`, whose reports the store hands to the core on the main actor).
@MainActor
final class OnlineGlueTests: XCTestCase {
    /// Nothing listens on the discard port of loopback: every call there is refused at once.
    let deadServer = "http://127.0.0.1:9"

    /// The create screen's clock choice reaches the core, which keeps it for the next launch.
    func testTheClockChoiceReachesTheCoreAndIsKept() async throws {
        let dir = tempDir()
        let store = launched(dir)
        XCTAssertEqual(store.view.online.clockChoice, 120_000, "2 min unless chosen")
        XCTAssertEqual(store.view.online.clockChoices.count, 7)
        store.send(.onlineAction(.setClock(moveMs: 30_000)))
        XCTAssertEqual(store.view.online.clockChoice, 30_000)
        store.send(.onlineAction(.setClock(moveMs: nil)))
        XCTAssertNil(store.view.online.clockChoice, "no clock: a friendly game")
        XCTAssertNil(launched(try copy(dir)).view.online.clockChoice, "not kept for the next launch")
    }

    func testServerSettingIsKeptAndEmptyMeansTheDefault() async throws {
        let dir = tempDir()
        let store = launched(dir)
        let standard = store.view.online.server
        XCTAssertTrue(standard.hasPrefix("https://"), standard)
        store.send(.onlineAction(.setServer(url: deadServer)))
        XCTAssertEqual(store.view.online.server, deadServer)
        XCTAssertEqual(launched(try copy(dir)).view.online.server, deadServer, "not kept for the next launch")
        store.send(.onlineAction(.setServer(url: "ftp://nowhere")))
        XCTAssertNotNil(store.view.notice, "a bad address is refused in words")
        XCTAssertEqual(store.view.online.server, deadServer, "a refused address changed the setting")
        store.send(.dismissNotice)
        store.send(.onlineAction(.setServer(url: "")))
        XCTAssertEqual(store.view.online.server, standard)
    }

    /// Sign-up against a dead server: busy at once, then the refusal arrives from the network
    /// transport (URLSession) as an event, with the error in words, and no account.
    func testANetworkFailureReachesTheViewThroughTheTransport() async throws {
        let store = launched(tempDir())
        store.send(.onlineAction(.setServer(url: deadServer)))
        store.send(.onlineAction(.signUp(name: "Ana")))
        XCTAssertEqual(store.view.online.state, .busy)
        XCTAssertNil(store.view.online.error)
        try await until("the failed sign-up") { store.view.online.state != .busy }
        XCTAssertEqual(store.view.online.state, .idle)
        XCTAssertFalse(try XCTUnwrap(store.view.online.error).isEmpty)
        XCTAssertEqual(store.view.online.account, "")
    }

    /// Without an account, a code (typed or from a share link) is refused in words and no
    /// room is asked for.
    func testJoiningBeforeSigningUpIsRefused() async throws {
        let store = launched(tempDir())
        store.send(.onlineAction(.join(code: "https://play.example/join/QRTW34")))
        XCTAssertNotNil(store.view.notice)
        XCTAssertEqual(store.view.online.state, .idle)
        XCTAssertNil(store.view.room)
        XCTAssertEqual(store.view.screen, .home)
    }

    /// The links `RootView.onOpenURL` hands to the core: the app's own scheme (project.yml) and
    /// the server's https link both carry a code the core accepts; a look-alike code is refused.
    func testShareLinksOfBothSchemesAreAcceptedByTheCore() async throws {
        let dir = tempDir()
        // A stored account (as a sign-up leaves it), so that joining gets as far as the network.
        let account = #"{"server": "\#(deadServer)", "account_id": 1, "name": "Ana", "token": "t", "room": null}"#
        try account.write(to: dir.appendingPathComponent("online.json"), atomically: true, encoding: .utf8)
        let store = launched(dir)
        XCTAssertEqual(store.view.online.account, "Ana")
        for link in ["pallanguzhi://join/QRTW34", "https://play.pallanguzhi.app/join/QRTW34/", "qrtw34"] {
            store.send(.onlineAction(.join(code: link)))
            XCTAssertNil(store.view.notice, link)
            XCTAssertEqual(store.view.online.state, .busy, link)
            try await until("the refused join of \(link)") { store.view.online.state != .busy }
            XCTAssertNotNil(store.view.online.error, link)
        }
        store.send(.onlineAction(.join(code: "pallanguzhi://join/QRTW3O")))
        XCTAssertNotNil(store.view.notice, "a code with a look-alike letter is refused in words")
        XCTAssertEqual(store.view.online.state, .idle)
    }

    /// What `RootView.onOpenURL` sends for any link: a watch link of either scheme opens the
    /// core's watch screen (its socket tried on the network transport), a share link still
    /// joins, and a bad watch link is refused in words with nothing changed.
    func testOpenedWatchLinksReachTheCoresWatchScreen() async throws {
        let dir = tempDir()
        let account = #"{"server": "\#(deadServer)", "account_id": 1, "name": "Ana", "token": "t", "room": null}"#
        try account.write(to: dir.appendingPathComponent("online.json"), atomically: true, encoding: .utf8)
        let store = launched(dir)
        for (link, id) in [("pallanguzhi://watch/42", Int64(42)), ("https://play.pallanguzhi.app/watch/7/", Int64(7))] {
            store.send(.onlineAction(.openLink(link: link)))
            XCTAssertNil(store.view.notice, link)
            XCTAssertEqual(store.view.screen, .watch, link)
            let watch = try XCTUnwrap(store.view.watch, link)
            XCTAssertEqual(watch.gameId, id, link)
            XCTAssertFalse(watch.leave.isEmpty)
            try await until("the watch socket of \(link) fails") {
                guard let state = store.view.watch?.state else { return false }
                if case .reconnecting = state { return true }
                return state == .failed
            }
            store.send(.backHome)
            XCTAssertNil(store.view.watch, link)
            XCTAssertEqual(store.view.screen, .home, link)
        }
        store.send(.onlineAction(.openLink(link: "https://play.pallanguzhi.app/watch/x")))
        XCTAssertNotNil(store.view.notice, "a bad watch link is refused in words")
        XCTAssertEqual(store.view.screen, .home)
        store.send(.dismissNotice)
        store.send(.onlineAction(.openLink(link: "pallanguzhi://join/QRTW34")))
        XCTAssertEqual(store.view.screen, .invitation, "a share link still opens its invitation, to join")
    }

    /// The transport holds its store weakly: a store that goes away is freed (and its deinit closes the transport).
    func testTheTransportDoesNotKeepItsStoreAlive() async throws {
        weak var gone: AppStore?
        do {
            let store = launched(tempDir())
            gone = store
        }
        try await until("the store released") { gone == nil }
    }
}

/// The portrait board of `BoardView` on iPhone widths: every rule set's row fits without
/// sideways scrolling, with 44 pt touch targets at least.
final class BoardMetricsTests: XCTestCase {
    func testEveryRuleSetsRowFitsEveryIPhoneWidthInPortrait() {
        let holes = Set(presets().map { Int($0.holesPerSide) })
        XCTAssertEqual(holes, [6, 7], "Kalah has 6 holes a side, the others 7")
        for width in [320.0, 375, 390, 393, 414, 428, 430, 440] {
            for n in holes {
                let size = BoardMetrics.holeSize(width: width, holes: n)
                XCTAssertGreaterThanOrEqual(size, BoardMetrics.minHole, "\(n) holes at \(width) pt")
                XCTAssertLessThanOrEqual(BoardMetrics.rowWidth(width: width, holes: n), width, "\(n) holes at \(width) pt")
            }
        }
        XCTAssertEqual(BoardMetrics.holeSize(width: 320, holes: 7), 44, "iPhone SE: exactly the minimum")
        XCTAssertEqual(BoardMetrics.holeSize(width: 375, holes: 7), 51)
        XCTAssertEqual(BoardMetrics.holeSize(width: 1024, holes: 7), BoardMetrics.maxHole, "iPad: capped")
    }
}

/// The wooden board's layout (`BoardLayout`, the same arithmetic as Android's `BoardGeometry`):
/// vertical on a phone upright with holes of 62 pt and more, horizontal on its side, nothing
/// overlapping, sowing going round.
final class BoardLayoutTests: XCTestCase {
    func testAPhoneUprightGetsAVerticalBoardWithBigHoles() {
        // An iPhone 15's box under the status lines and buttons: about 393 x 620 pt.
        let upright = BoardLayout.of(width: 393, height: 620, holes: 7)
        XCTAssertTrue(upright.vertical)
        XCTAssertGreaterThanOrEqual(upright.holeCell, 62)
        XCTAssertGreaterThan(upright.holeCell, BoardMetrics.holeSize(width: 393, holes: 7), "bigger than the old row of 7")
        // The same box as Android's test: 352 x 640 dp gives 64 and more.
        XCTAssertGreaterThanOrEqual(BoardLayout.of(width: 352, height: 640, holes: 7).holeCell, 64)
        let flat = BoardLayout.of(width: 790, height: 280, holes: 7)
        XCTAssertFalse(flat.vertical)
        XCTAssertGreaterThanOrEqual(flat.holeCell, 64)
    }

    func testCellsStayInsideAndNeverOverlapAndSowingGoesRound() {
        for (w, h, n) in [(352.0, 640.0, 7), (790, 280, 7), (460, 1260, 6), (900, 780, 7), (320, 480, 6)] {
            let g = BoardLayout.of(width: w, height: h, holes: n)
            XCTAssertLessThanOrEqual(g.width, w + 0.01)
            XCTAssertLessThanOrEqual(g.height, h + 0.01)
            let all = g.near + g.far + [g.nearBowl, g.farBowl]
            XCTAssertEqual(all.count, 2 * n + 2)
            for c in all {
                XCTAssertTrue(c.x >= 0 && c.y >= 0 && c.x + c.w <= g.width + 0.01 && c.y + c.h <= g.height + 0.01, "\(c) in \(w)x\(h)")
            }
            for a in all.indices {
                for b in all.indices where b > a {
                    let (p, q) = (all[a], all[b])
                    let overlap = p.x < q.x + q.w - 0.01 && q.x < p.x + p.w - 0.01 && p.y < q.y + q.h - 0.01 && q.y < p.y + p.h - 0.01
                    XCTAssertFalse(overlap, "cells \(a) and \(b) overlap in \(w)x\(h)")
                }
            }
            let end = g.near[n - 1]
            if g.vertical {
                XCTAssertGreaterThanOrEqual(g.nearBowl.y, end.y + end.h - 0.01, "the near row runs down into its bowl")
                XCTAssertGreaterThan(g.far[0].midY, g.far[n - 1].midY, "the far row runs up")
            } else {
                XCTAssertGreaterThanOrEqual(g.nearBowl.x, end.x + end.w - 0.01, "the near row runs right into its bowl")
                XCTAssertGreaterThan(g.far[0].midX, g.far[n - 1].midX, "the far row runs left")
            }
        }
    }
}

/// The game screen's split (`GameScreenLayout`): status, board and controls one above the other,
/// never overlapping, the board with big holes on every iPhone upright and on its side.
final class GameScreenLayoutTests: XCTestCase {
    func testStatusBoardAndControlsShareTheHeightWithoutOverlapping() {
        // Safe-area sizes: iPhone SE, 13 mini, 15, 15 Pro Max upright; on their side; iPad.
        let windows: [(Double, Double)] = [(320, 548), (375, 629), (393, 759), (430, 839), (844, 369), (932, 398), (820, 1160)]
        for (w, h) in windows {
            let split = GameScreenLayout.of(height: h)
            XCTAssertGreaterThanOrEqual(split.status, 64, "\(w)x\(h): room for three lines")
            XCTAssertLessThanOrEqual(split.status, 140)
            XCTAssertEqual(split.boardTop, split.status + GameScreenLayout.spacing)
            XCTAssertLessThanOrEqual(split.boardBottom + GameScreenLayout.spacing + GameScreenLayout.controls, h + 0.001, "\(w)x\(h): the controls below the board")
            let board = BoardLayout.of(width: w, height: split.board, holes: 7)
            XCTAssertLessThanOrEqual(board.height, split.board + 0.001, "\(w)x\(h): the board fits its box")
            XCTAssertLessThanOrEqual(board.width, w + 0.001, "\(w)x\(h): and the width")
            // 44 pt touch targets everywhere but the 4-inch iPhone SE (34 pt there, in a 548 pt window).
            XCTAssertGreaterThanOrEqual(board.holeCell, h < 600 && w < h ? 34 : 44, "\(w)x\(h): holes of \(board.holeCell) pt")
        }
        // A phone upright from the iPhone 15 on: a vertical board with holes over 60 pt.
        let phone = BoardLayout.of(width: 393, height: GameScreenLayout.of(height: 759).board, holes: 7)
        XCTAssertTrue(phone.vertical)
        XCTAssertGreaterThanOrEqual(phone.holeCell, 60)
        XCTAssertEqual(GameScreenLayout.of(height: 759).status, 759 / 8)
        XCTAssertEqual(GameScreenLayout.of(height: 369).status, 64, "on its side: the least")
    }

    /// The issue's phone (360 × 800, the Android app's first window class) and the other window
    /// classes the Compose screens are tested in: holes of 64 or more, and upright the board
    /// over half the window's height, between the status lines and the controls.
    func testHolesOf64AndABoardOverHalfTheHeightInEveryWindowClass() {
        for (w, h) in [(360.0, 800.0), (800.0, 360.0), (800.0, 1280.0), (1280.0, 800.0)] {
            let split = GameScreenLayout.of(height: h)
            for holes in [6, 7] {
                let board = BoardLayout.of(width: w, height: split.board, holes: holes)
                XCTAssertGreaterThanOrEqual(board.holeCell, 64, "\(w)x\(h), \(holes) holes: \(board.holeCell) pt")
                XCTAssertLessThanOrEqual(board.height, split.board + 0.001, "\(w)x\(h): inside its box")
                XCTAssertLessThanOrEqual(split.boardBottom + GameScreenLayout.spacing + GameScreenLayout.controls, h + 0.001)
                if h > w { XCTAssertGreaterThanOrEqual(board.height, h / 2, "\(w)x\(h): the board \(board.height) pt high") }
            }
        }
        // A tablet upright has its own layout: the board flat across the width, holes bigger
        // than a phone's, and a panel under the controls; on its side it keeps the phone's.
        for (w, h) in [(800.0, 1280.0), (820.0, 1160.0), (1024.0, 1366.0)] {
            let split = GameScreenLayout.of(width: w, height: h)
            let board = BoardLayout.of(width: w, height: split.board, holes: 7)
            XCTAssertFalse(board.vertical, "\(w)x\(h): the board lies flat")
            XCTAssertGreaterThanOrEqual(board.width, w * 0.9, "\(w)x\(h): across the width")
            XCTAssertGreaterThanOrEqual(board.holeCell, 64, "\(w)x\(h): holes of \(board.holeCell) pt")
            XCTAssertGreaterThanOrEqual(split.panel, 200, "\(w)x\(h): a panel for the moves")
            let used = split.status + split.board + split.panel + GameScreenLayout.controls + 3 * GameScreenLayout.spacing
            XCTAssertLessThanOrEqual(used, h + 0.001, "\(w)x\(h): everything fits")
        }
        XCTAssertEqual(GameScreenLayout.of(width: 1280, height: 800), GameScreenLayout.of(height: 800), "on its side: the phone's split")
        XCTAssertEqual(GameScreenLayout.of(width: 393, height: 759), GameScreenLayout.of(height: 759), "a phone: unchanged")
        let phone = BoardLayout.of(width: 360, height: GameScreenLayout.of(height: 800).board, holes: 7)
        XCTAssertTrue(phone.vertical, "upright: the board turns vertical")
    }
}
