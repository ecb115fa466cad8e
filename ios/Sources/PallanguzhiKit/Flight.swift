import Foundation

/// Where seeds flying `from` -> `to` are `elapsed` seconds into a frame of `duration` seconds:
/// straight, at even speed, a pure function of time (so any instant draws where they are).
public func flightPoint(from: CGPoint, to: CGPoint, elapsed: Double, duration: Double) -> CGPoint {
    let t = duration <= 0 ? 1 : min(max(elapsed / duration, 0), 1)
    return CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
}
