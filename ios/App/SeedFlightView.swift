import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

/// Where each hole and bowl sits on screen, so flying seeds know where to go.
struct PlaceAnchors: PreferenceKey {
    // Computed, not a stored `static var`: Swift 6 refuses global mutable state that is not
    // isolated ("not concurrency-safe"), and a computed empty dictionary needs no Sendable.
    static var defaultValue: [Place: Anchor<CGPoint>] { [:] }
    static func reduce(value: inout [Place: Anchor<CGPoint>], nextValue: () -> [Place: Anchor<CGPoint>]) {
        value.merge(nextValue()) { $1 }
    }
}

extension View {
    /// Publishes this view's centre as `place`.
    func seedPlace(_ place: Place) -> some View {
        anchorPreference(key: PlaceAnchors.self, value: .center) { [place: $0] }
    }
}

/// The seeds of the current frame flying over `frameMs` (the core's frames and durations;
/// with Reduce Motion or Instant there are no frames, so nothing flies). The hand hovers
/// over the hole it holds seeds above. Each seed's position is a pure function of the time
/// since its frame began (`flightPoint`), redrawn on every display frame.
struct FlyingSeeds: View {
    let game: GameView
    let anchors: [Place: Anchor<CGPoint>]
    let color: Color

    var body: some View {
        GeometryReader { proxy in
            ForEach(Array(game.flights.enumerated()), id: \.offset) { _, flight in
                if let from = point(flight.from, proxy), let to = point(flight.to, proxy) {
                    FlyingSeed(from: from, to: to, seeds: Int(flight.seeds),
                               seconds: Double(game.frameMs) / 1000, color: color)
                }
            }
            // Every frame restarts its flights.
            .id(game.hashValue)
        }
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }

    private func point(_ place: Place, _ proxy: GeometryProxy) -> CGPoint? {
        if case .hand = place, let hand = game.hand {
            return anchors[.hole(hole: hand.hole)].map { proxy[$0] }
        }
        return anchors[place].map { proxy[$0] }
    }
}

struct FlyingSeed: View {
    let from: CGPoint
    let to: CGPoint
    let seeds: Int
    let seconds: Double
    let color: Color
    /// When this frame's flight began (a new frame is a new view: `FlyingSeeds` ids it).
    @State private var start = Date()

    var body: some View {
        TimelineView(.animation) { context in
            ZStack {
                Ellipse().fill(color).frame(width: 12, height: 9)
                if seeds > 1 { Text(verbatim: "\(seeds)").font(.caption2.bold()).offset(y: -12) }
            }
            .position(flightPoint(from: from, to: to, elapsed: context.date.timeIntervalSince(start), duration: seconds))
        }
    }
}
