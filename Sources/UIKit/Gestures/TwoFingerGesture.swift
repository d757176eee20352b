import Foundation

/// What pinches and rotations share: two fingers, the line between them, and how it changed
/// since they came down — its length for `UIPinchGestureRecognizer`, its angle for
/// `UIRotationGestureRecognizer`.
@MainActor
struct TwoFingerLine {
  /// The length and angle of the line when the measure was last set, and the measure then.
  private(set) var reference: (length: CGFloat, angle: CGFloat)?
  /// The last two (length, angle, time) samples, for velocities.
  private(set) var samples: [(length: CGFloat, angle: CGFloat, time: TimeInterval)] = []

  /// The line between the first two fingers down, if two are down.
  static func line(of touches: [UITouch]) -> (length: CGFloat, angle: CGFloat)? {
    guard touches.count >= 2 else { return nil }
    let a = touches[0].locationInWindow
    let b = touches[1].locationInWindow
    return (((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot(), atan2(b.y - a.y, b.x - a.x))
  }

  /// Starts measuring from the fingers' line now.
  mutating func start(_ touches: [UITouch], at time: TimeInterval) {
    guard let line = Self.line(of: touches) else { return }
    reference = line
    samples = [(line.length, line.angle, time)]
  }

  /// Records where the fingers are; nil when fewer than two are down.
  @discardableResult
  mutating func record(_ touches: [UITouch], at time: TimeInterval) -> (length: CGFloat, angle: CGFloat)? {
    guard let line = Self.line(of: touches) else { return nil }
    samples.append((line.length, line.angle, time))
    if samples.count > 2 { samples.removeFirst(samples.count - 2) }
    return line
  }

  /// Makes the current line the reference (setting `scale` or `rotation`).
  mutating func rebase() {
    guard let last = samples.last else { return }
    reference = (last.length, last.angle)
  }

  mutating func clear() {
    reference = nil
    samples = []
  }

  /// The current length over the reference length.
  var lengthRatio: CGFloat {
    guard let reference, let last = samples.last, reference.length > 0 else { return 1 }
    return last.length / reference.length
  }

  /// The angle turned since the reference, in radians, clockwise positive (as on screen).
  var angleTurned: CGFloat {
    guard let reference, let last = samples.last else { return 0 }
    var turned = last.angle - reference.angle
    while turned > .pi { turned -= 2 * .pi }
    while turned < -.pi { turned += 2 * .pi }
    return turned
  }

  /// Change of (ratio to the previous length, angle) per second over the last move.
  var rates: (scale: CGFloat, angle: CGFloat) {
    guard samples.count == 2, samples[1].time > samples[0].time, let reference, reference.length > 0 else {
      return (0, 0)
    }
    let elapsed = CGFloat(samples[1].time - samples[0].time)
    return (
      (samples[1].length - samples[0].length) / reference.length / elapsed,
      (samples[1].angle - samples[0].angle) / elapsed
    )
  }
}
