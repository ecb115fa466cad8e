// The shared vectors (tests/vectors), and the FFI records rendered in the core's JSON
// shape, so the comparison is exact and independent of the Rust side's conversions.

import Foundation
import PallanguzhiFFI

/// A JSON value; numbers are integers (the vectors hold no others).
indirect enum J: Equatable, Decodable, CustomStringConvertible {
    case null, bool(Bool), int(Int64), str(String), arr([J]), obj([String: J])

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Int64.self) { self = .int(n) }
        else if let s = try? c.decode(String.self) { self = .str(s) }
        else if let a = try? c.decode([J].self) { self = .arr(a) }
        else { self = .obj(try c.decode([String: J].self)) }
    }

    subscript(key: String) -> J { if case .obj(let o) = self { return o[key] ?? .null }; return .null }
    var string: String { if case .str(let s) = self { return s }; fatalError("not a string: \(self)") }
    var int: Int64 { if case .int(let n) = self { return n }; fatalError("not an int: \(self)") }
    var array: [J] { if case .arr(let a) = self { return a }; fatalError("not an array: \(self)") }
    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return "\(b)"
        case .int(let n): return "\(n)"
        case .str(let s): return "\"\(s)\""
        case .arr(let a): return "[" + a.map(\.description).joined(separator: ",") + "]"
        case .obj(let o): return "{" + o.keys.sorted().map { "\"\($0)\":\(o[$0]!)" }.joined(separator: ",") + "}"
        }
    }
}

enum Vectors {
    static let dir = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("tests/vectors")

    static func read(_ name: String) throws -> J {
        try JSONDecoder().decode(J.self, from: Data(contentsOf: dir.appendingPathComponent(name)))
    }

    static func scenarios() throws -> [J] {
        try read("index.json")["files"].array.map(\.string)
            .filter { $0 != "corrupt_saves.json" }
            .flatMap { try read($0)["scenarios"].array }
    }

    static func players(_ v: J) -> Players {
        func seats(_ list: J) -> [Seat] {
            list.array.map { seat in
                if seat["kind"].string == "human" { return .human(name: seat["name"].string) }
                let level: Level = ["easy": .easy, "medium": .medium, "hard": .hard][seat["level"].string] ?? .expert
                return .computer(level: level)
            }
        }
        return Players(south: seats(v["south"]), north: seats(v["north"]))
    }

    static func n<T: BinaryInteger>(_ v: T) -> J { .int(Int64(v)) }
    static func list<S: Sequence>(_ v: S) -> J where S.Element: BinaryInteger { .arr(v.map { n($0) }) }
    static func bools(_ v: [Bool]) -> J { .arr(v.map { .bool($0) }) }
    static func opt<T>(_ v: T?, _ f: (T) -> J) -> J { v.map(f) ?? .null }

    static func side(_ s: Side) -> J { .str(s == .south ? "south" : "north") }
    static func outcome(_ o: Outcome) -> J {
        switch o {
        case .win(let side): return .obj(["win": Vectors.side(side)])
        case .draw: return .str("draw")
        }
    }
    static func gameEnd(_ r: GameEndReason) -> J {
        switch r {
        case .cannotRefill: return .str("cannot_refill")
        case .roundLimit: return .str("round_limit")
        case .moveLimit: return .str("move_limit")
        case .rowEmpty: return .str("row_empty")
        }
    }
    static func roundEnd(_ r: RoundEndReason) -> J {
        switch r {
        case .emptyRow: return .str("empty_row")
        case .noCapture: return .str("no_capture")
        case .moveLimit: return .str("move_limit")
        }
    }

    static func snapshot(_ s: Snapshot) -> J {
        .obj([
            "rules": .str(s.rules), "holes_per_side": n(s.holesPerSide), "holes": list(s.holes),
            "closed": bools(s.closed), "bowls": list(s.bowls), "to_move": opt(s.toMove, side), "seat": n(s.seat),
            "legal": list(s.legal), "round": n(s.round), "moves_played": n(s.movesPlayed),
            "moves_since_capture": n(s.movesSinceCapture), "outcome": opt(s.outcome, outcome),
            "end_reason": opt(s.endReason, gameEnd),
        ])
    }

    static func event(_ e: SowEvent) -> J {
        switch e {
        case let .lift(hole, seeds): return .obj(["type": .str("lift"), "hole": n(hole), "seeds": n(seeds)])
        case let .drop(hole, count): return .obj(["type": .str("drop"), "hole": n(hole), "count": n(count)])
        case let .storeDrop(s, total): return .obj(["type": .str("store_drop"), "side": side(s), "total": n(total)])
        case let .pasu(hole, seeds, taker, bowl):
            return .obj(["type": .str("pasu"), "hole": n(hole), "seeds": n(seeds), "taker": side(taker), "bowl": n(bowl)])
        case let .relay(hole, seeds): return .obj(["type": .str("relay"), "hole": n(hole), "seeds": n(seeds)])
        case let .capture(empty, hole, seeds, taker, bowl):
            return .obj([
                "type": .str("capture"), "empty": n(empty), "hole": n(hole), "seeds": n(seeds),
                "taker": side(taker), "bowl": n(bowl),
            ])
        case let .oppositeCapture(hole, opposite, seeds, taker, store):
            return .obj([
                "type": .str("opposite_capture"), "hole": n(hole), "opposite": n(opposite), "seeds": n(seeds),
                "taker": side(taker), "store": n(store),
            ])
        case let .extraTurn(s): return .obj(["type": .str("extra_turn"), "side": side(s)])
        case let .endlessStop(hole): return .obj(["type": .str("endless_stop"), "hole": n(hole)])
        case let .roundEnd(ranOut, reason, swept, bowls):
            return .obj([
                "type": .str("round_end"), "ran_out": side(ranOut), "reason": roundEnd(reason),
                "swept": list(swept), "bowls": list(bowls),
            ])
        case let .refill(round, holes, closed, bowls, starter):
            return .obj([
                "type": .str("refill"), "round": n(round), "holes": list(holes), "closed": bools(closed),
                "bowls": list(bowls), "starter": side(starter),
            ])
        case let .gameEnd(o, reason, bowls):
            return .obj(["type": .str("game_end"), "outcome": outcome(o), "reason": gameEnd(reason), "bowls": list(bowls)])
        case let .turnEnd(next, seat, legal):
            return .obj(["type": .str("turn_end"), "next": side(next), "seat": n(seat), "legal": list(legal)])
        }
    }

    static func facts(_ f: TurnFacts) -> J {
        .obj([
            "gains": list(f.gains), "pasus": n(f.pasus), "relays": n(f.relays), "captured": .bool(f.captured),
            "extra_turn": .bool(f.extraTurn), "endless": .bool(f.endless), "round_ended": .bool(f.roundEnded),
        ])
    }

    static func turn(_ t: Turn) -> J {
        .obj([
            "hole": n(t.hole), "mover": side(t.mover), "seat": n(t.seat), "events": .arr(t.events.map(event)),
            "summary": facts(t.summary), "after": snapshot(t.after),
        ])
    }
}
