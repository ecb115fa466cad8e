import Foundation
import Observation
import PallanguzhiFFI

/// One game on screen: the session, what the board shows, the animation, the
/// computer and the hints. SwiftUI views only read it and call its methods.
@MainActor
@Observable
public final class GameStore {
    public private(set) var session: GameSession
    public let players: Players
    public let preset: String
    /// The game as the core has it (after the last move, even mid-animation).
    public private(set) var snapshot: Snapshot
    /// What the board shows now: a frame of the animation, or the snapshot.
    public private(set) var shown: BoardValues
    public private(set) var timeline: SowTimeline?
    public private(set) var stepIndex = 0
    public private(set) var lastTurn: Turn?
    /// The spoken/printed outcome of the last turn.
    public private(set) var announcement = ""
    public private(set) var thinking = false
    /// The last hint, until the board changes.
    public private(set) var hint: Hint?
    public var hintHole: Int? { hint?.hole }
    /// The hint's reason in the player's language, from the core's structured reason.
    public var hintText: String? { hint.map { Strings.hint($0.reason, letter: letter($0.hole), language) } }
    public private(set) var lastStats: StatsRecord?
    /// Set while a finished game is replayed.
    public private(set) var replay: Replay?
    public private(set) var error: String?

    public var settings: Settings
    /// Set by the view from `accessibilityReduceMotion`.
    public var reduceMotion = false
    /// Called on each pasu/capture frame when haptics are on (the app plays a light impact).
    @ObservationIgnored public var onCapture: (@MainActor () -> Void)?
    /// Called with each turn's announcement (the app posts it to VoiceOver).
    @ObservationIgnored public var onAnnounce: (@MainActor (String) -> Void)?

    @ObservationIgnored public let saveStore: SaveStore?
    @ObservationIgnored public let runner: AIRunner?
    @ObservationIgnored private var letters: [String]
    @ObservationIgnored private var generation = 0
    @ObservationIgnored private var aiTask: Task<Void, Never>?
    @ObservationIgnored private var animTask: Task<Void, Never>?
    @ObservationIgnored private var sceneActive = true
    @ObservationIgnored private var statsRecorded = false

    public struct Replay: Equatable {
        public let moves: [UInt8]
        public var index: Int
        public var atEnd: Bool { index >= moves.count }
    }
    @ObservationIgnored private var replaySession: GameSession?

    public init(session: GameSession, settings: Settings = Settings(), saveStore: SaveStore? = nil, runner: AIRunner? = nil) {
        self.session = session
        self.players = session.players()
        let snap = session.snapshot()
        self.snapshot = snap
        self.preset = snap.rules
        self.shown = BoardValues(snap)
        self.settings = settings
        self.saveStore = saveStore
        self.runner = runner
        self.letters = (0..<(2 * Int(snap.holesPerSide))).map { session.holeLabel(hole: UInt8($0)) }
        self.statsRecorded = snap.outcome != nil
    }

    public convenience init(
        preset: String, players: Players, settings: Settings = Settings(), saveStore: SaveStore? = nil, runner: AIRunner? = nil
    ) throws {
        self.init(session: try GameSession(preset: preset, players: players), settings: settings, saveStore: saveStore, runner: runner)
        save()
    }

    // MARK: reading

    public var language: Language { settings.language }
    public var isOver: Bool { snapshot.outcome != nil }
    public var isAnimating: Bool { timeline != nil }
    public var round: Int { Int(snapshot.round) }
    public var movesSinceCapture: Int { Int(snapshot.movesSinceCapture) }
    public var toMove: Side? { shown.toMove }
    public var seat: Int { shown.seat }

    public func seatOf(_ side: Side, _ seat: Int) -> Seat? {
        let seats = side == .south ? players.south : players.north
        return seats.isEmpty ? nil : seats[seat % seats.count]
    }

    public func isComputer(_ side: Side, _ seat: Int) -> Bool {
        if case .computer = seatOf(side, seat) { return true }
        return false
    }

    private func allHuman(_ side: Side) -> Bool {
        let seats = side == .south ? players.south : players.north
        return seats.allSatisfy { if case .human = $0 { return true } else { return false } }
    }

    /// The side the player sits on: the only all-human side; `nil` when both
    /// sides are people (pass-and-play) or both are computers.
    public var perspective: Side? {
        switch (allHuman(.south), allHuman(.north)) {
        case (true, false): return .south
        case (false, true): return .north
        default: return nil
        }
    }

    public var againstComputer: Bool { perspective != nil }

    public func name(_ side: Side, _ seat: Int) -> String {
        switch seatOf(side, seat) {
        case let .human(name)? where !name.isEmpty: return name
        case .computer?: return Strings.text("computer", language)
        default: return Strings.text(side == .south ? "side.south" : "side.north", language)
        }
    }

    public var humanToMove: Bool {
        guard let side = snapshot.toMove, replay == nil else { return false }
        return !isComputer(side, Int(snapshot.seat))
    }

    public var board: BoardViewState {
        BoardViewState.make(
            shown, letters: letters, perspective: perspective, hint: hintHole,
            interactive: humanToMove && !isAnimating, language: language)
    }

    public var canUndo: Bool { replay == nil && session.canUndo() }
    public var canRedo: Bool { replay == nil && session.canRedo() }

    public func letter(_ hole: Int) -> String { hole < letters.count ? letters[hole] : "?" }

    /// The frame on screen while animating (its `flights` are the seeds to move).
    public var currentStep: TimelineStep? {
        guard let t = timeline, t.steps.indices.contains(stepIndex) else { return nil }
        return t.steps[stepIndex]
    }

    /// The summary of the round the last turn ended, from the core's events.
    public var roundSummary: RoundSummary? { lastTurn.flatMap { RoundSummary.make($0, letters: letters) } }

    /// Its lines in the player's language, with the players' names.
    public var roundSummaryLines: [String] {
        roundSummary?.lines(language) { self.name($0, 0) } ?? []
    }

    // MARK: acting

    /// A tap on a hole: plays it if it is legal for a person; during an
    /// animation a tap skips to the end instead.
    public func tap(hole: Int) {
        if isAnimating { skip(); return }
        guard humanToMove, snapshot.legal.contains(UInt8(hole)) else { return }
        do {
            let turn = try session.play(hole: UInt8(hole))
            applied(turn)
        } catch {
            self.error = "\(error)"
        }
    }

    private func applied(_ turn: Turn) {
        generation += 1
        hint = nil
        let before = shown
        snapshot = turn.after
        lastTurn = turn
        save()
        animate(turn, from: before)
    }

    private func animate(_ turn: Turn, from before: BoardValues) {
        animTask?.cancel()
        let t = SowTimeline(before: before, turn: turn, speed: settings.speed, reduceMotion: reduceMotion)
        timeline = t
        stepIndex = 0
        if t.steps.count <= 1 || t.totalSeconds == 0 {
            finishAnimation()
            return
        }
        animTask = Task { [weak self] in
            for (i, step) in t.steps.enumerated() {
                guard let self, !Task.isCancelled, self.timeline == t else { return }
                self.stepIndex = i
                self.shown = step.board
                if step.isCapture, self.settings.haptics { self.onCapture?() }
                if step.seconds > 0 {
                    try? await Task.sleep(nanoseconds: UInt64(step.seconds * 1_000_000_000))
                }
            }
            guard let self, !Task.isCancelled, self.timeline == t else { return }
            self.finishAnimation()
        }
    }

    /// Tap to skip: the board jumps to the end of the turn.
    public func skip() {
        guard timeline != nil else { return }
        animTask?.cancel()
        animTask = nil
        finishAnimation()
    }

    private func finishAnimation() {
        timeline = nil
        animTask = nil
        if let r = replay, let rs = replaySession {
            shown = BoardValues(rs.snapshot())
            _ = r
            return
        }
        shown = BoardValues(snapshot)
        if let turn = lastTurn {
            announcement = announce(turn)
            onAnnounce?(announcement)
        }
        recordStatsIfOver()
        continueWithComputer()
    }

    /// The turn's outcome in words, from the core's summary.
    public func announce(_ turn: Turn) -> String {
        let lang = language
        let mover = name(turn.mover, Int(turn.seat))
        var parts = [Strings.text("turn.played", lang, [mover, letter(Int(turn.hole)).uppercased()])]
        let gained = Int(turn.summary.gains[turn.mover.index])
        if gained > 0 {
            parts.append(Strings.text("turn.took", lang, [mover, Strings.seeds(gained, lang)]))
        } else if !turn.summary.roundEnded {
            parts.append(Strings.text("turn.nothing", lang))
        }
        if turn.summary.pasus > 0 { parts.append(Strings.text("turn.pasu", lang, [String(turn.summary.pasus)])) }
        if turn.summary.endless { parts.append(Strings.text("turn.endless", lang)) }
        if turn.summary.roundEnded { parts.append(Strings.text("turn.roundEnd", lang)) }
        if let outcome = turn.after.outcome {
            switch outcome {
            case let .win(side): parts.append(Strings.text("game.win", lang, [name(side, 0)]))
            case .draw: parts.append(Strings.text("game.draw", lang))
            }
        } else if turn.summary.extraTurn {
            parts.append(Strings.text("turn.extra", lang, [mover]))
        } else if let next = turn.after.toMove {
            parts.append(Strings.text("turn.next", lang, [name(next, Int(turn.after.seat))]))
        }
        return parts.joined(separator: " ")
    }

    private func recordStatsIfOver() {
        guard isOver, !statsRecorded, let store = saveStore else { return }
        statsRecorded = true
        let (json, _) = store.loadStats()
        do {
            let update = try session.recordStats(statsJson: json, side: perspective ?? .south)
            try store.saveStats(update.statsJson)
            lastStats = update.record
        } catch {
            self.error = "\(error)"
        }
    }

    // MARK: the computer and hints

    private func continueWithComputer() {
        guard sceneActive, replay == nil, timeline == nil, aiTask == nil,
              let side = snapshot.toMove, isComputer(side, Int(snapshot.seat)) else { return }
        // Redo against the computer replays its recorded answer too.
        if session.canRedo(), let turn = try? session.redo() {
            applied(turn)
            return
        }
        guard let runner else { return }
        let gen = generation, s = session
        thinking = true
        aiTask = Task { [weak self] in
            let outcome = await runner.computerMove(s)
            guard let self else { return }
            self.aiTask = nil
            self.thinking = false
            guard gen == self.generation, s === self.session, !Task.isCancelled else {
                self.resync()
                return
            }
            switch outcome {
            case let .done(hole):
                // Still the same game (checked above): play it here, on the main actor.
                do { self.applied(try s.play(hole: hole)) } catch { self.error = "\(error)"; self.resync() }
            case .cancelled: self.resync()
            case let .failed(message):
                self.error = message
                self.resync()
            }
        }
    }

    /// Back to what the core says (after a cancelled or stale search).
    private func resync() {
        snapshot = session.snapshot()
        if timeline == nil { shown = BoardValues(snapshot) }
    }

    public func requestHint() {
        guard humanToMove, !isAnimating, aiTask == nil, let runner else { return }
        let gen = generation, s = session
        thinking = true
        aiTask = Task { [weak self] in
            let outcome = await runner.hint(s)
            guard let self else { return }
            self.aiTask = nil
            self.thinking = false
            guard gen == self.generation, s === self.session, !Task.isCancelled else { return }
            if case let .done(h) = outcome { self.hint = h }
        }
    }

    /// Stops a running search; nothing it finds afterwards is applied.
    public func cancelComputer() {
        guard let task = aiTask else { return }
        generation += 1
        task.cancel()
        runner?.cancel()
        aiTask = nil
        thinking = false
    }

    /// Waits for the running search (tests, and the app before saving).
    public func waitForComputer() async {
        while let t = aiTask { await t.value; if aiTask == t { aiTask = nil } }
        while let a = animTask { await a.value; if animTask == a { animTask = nil } }
    }

    // MARK: scene phase

    /// `.active` resumes the computer; anything else cancels the search,
    /// finishes the animation and saves.
    public func scenePhaseChanged(active: Bool) {
        sceneActive = active
        if active {
            continueWithComputer()
        } else {
            cancelComputer()
            if isAnimating { animTask?.cancel(); animTask = nil; timeline = nil; shown = BoardValues(snapshot) }
            save()
        }
    }

    // MARK: undo, redo, replay

    public func undo() {
        guard canUndo else { return }
        cancelComputer()
        skip()
        do {
            snapshot = againstComputer ? try session.undoToHuman() : try session.undo()
            generation += 1
            hint = nil
            lastTurn = nil
            shown = BoardValues(snapshot)
            save()
        } catch {
            self.error = "\(error)"
        }
    }

    public func redo() {
        guard canRedo, !isAnimating else { return }
        cancelComputer()
        if let turn = try? session.redo() { applied(turn) }
    }

    public func startReplay() {
        guard isOver, let rs = try? GameSession(preset: preset, players: players) else { return }
        cancelComputer()
        skip()
        replaySession = rs
        replay = Replay(moves: Array(session.history()), index: 0)
        shown = BoardValues(rs.snapshot())
    }

    public func replayForward() {
        guard var r = replay, !r.atEnd, let rs = replaySession else { return }
        if isAnimating { skip() }
        let before = shown
        guard let turn = try? rs.play(hole: r.moves[r.index]) else { return }
        r.index += 1
        replay = r
        animate(turn, from: before)
    }

    public func replayBack() {
        guard var r = replay, r.index > 0, let rs = replaySession else { return }
        skip()
        if let s = try? rs.undo() {
            r.index -= 1
            replay = r
            shown = BoardValues(s)
        }
    }

    public func endReplay() {
        skip()
        replay = nil
        replaySession = nil
        shown = BoardValues(snapshot)
    }

    // MARK: saving

    public func save() {
        guard let store = saveStore else { return }
        do { try store.saveGame(session) } catch { self.error = "\(error)" }
    }
}
