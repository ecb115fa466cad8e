import PallanguzhiFFI
import PallanguzhiKit
import SwiftUI

/// Where each hole and bowl sits on screen, so flying seeds know where to go.
struct PlaceAnchors: PreferenceKey {
    static var defaultValue: [SeedFlight.Place: Anchor<CGPoint>] = [:]
    static func reduce(value: inout [SeedFlight.Place: Anchor<CGPoint>], nextValue: () -> [SeedFlight.Place: Anchor<CGPoint>]) {
        value.merge(nextValue()) { $1 }
    }
}

extension View {
    /// Publishes this view's centre as `place`.
    func seedPlace(_ place: SeedFlight.Place) -> some View {
        anchorPreference(key: PlaceAnchors.self, value: .center) { [place: $0] }
    }
}

/// The seeds of the current animation frame, flying from place to place over
/// the frame's duration. The frames come from the store (the core's events);
/// with Reduce Motion the timeline has one frame and no flights, so nothing flies.
struct FlyingSeeds: View {
    let step: TimelineStep?
    let stepIndex: Int
    let anchors: [SeedFlight.Place: Anchor<CGPoint>]
    let color: Color

    var body: some View {
        GeometryReader { proxy in
            if let step {
                ForEach(Array(step.flights.enumerated()), id: \.offset) { _, flight in
                    if let from = anchors[flight.from], let to = anchors[flight.to] {
                        FlyingSeed(from: proxy[from], to: proxy[to], seeds: flight.seeds,
                                   seconds: max(0.05, step.seconds * 0.9), color: color)
                    }
                }
                // A new frame restarts the flights.
                .id(stepIndex)
            }
        }
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
}

struct FlyingSeed: View {
    let from: CGPoint
    let to: CGPoint
    let seeds: Int
    let seconds: Double
    let color: Color
    @State private var arrived = false

    var body: some View {
        ZStack {
            Ellipse().fill(color).frame(width: 12, height: 9)
            if seeds > 1 { Text(verbatim: "\(seeds)").font(.caption2.bold()).offset(y: -12) }
        }
        .position(arrived ? to : from)
        .onAppear { withAnimation(.easeInOut(duration: seconds)) { arrived = true } }
    }
}
