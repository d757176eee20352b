import Foundation

/// The content of a scroll view moving by itself on the virtual clock, one frame every 1/60 s:
/// momentum after a flick, a page snapping into place, a bounce back from past the edge, the
/// space of a refresh control closing. Each frame sets `contentOffset` (so the delegate hears
/// `scrollViewDidScroll`); the last lands exactly on the target. The curve is an ease-out
/// (UIKit's deceleration slows smoothly to rest); a new drag stops it where it is.
@MainActor
final class ScrollAnimation {
  static let frameDuration: TimeInterval = 1.0 / 60

  private weak var scrollView: UIScrollView?
  private let start: CGPoint
  let target: CGPoint
  private let duration: TimeInterval
  private let completion: @MainActor () -> Void
  private var frame = 0
  private(set) var isStopped = false

  init(
    _ scrollView: UIScrollView, to target: CGPoint, duration: TimeInterval,
    completion: @escaping @MainActor () -> Void
  ) {
    self.scrollView = scrollView
    self.start = scrollView.contentOffset
    self.target = target
    self.duration = max(duration, Self.frameDuration)
    self.completion = completion
  }

  /// How long momentum takes to bring content moving at `speed` (points per second) to rest
  /// `distance` points on: an ease-out that starts at that speed, between 0.3 s and 2.5 s.
  static func momentumDuration(distance: CGFloat, speed: CGFloat) -> TimeInterval {
    guard speed > 0 else { return 0.3 }
    return min(max(Double(3 * distance / speed), 0.3), 2.5)
  }

  func run() {
    scheduleNextFrame()
  }

  /// Leaves the content where it is; the completion never runs.
  func stop() { isStopped = true }

  private func scheduleNextFrame() {
    MainThread.current.schedule(afterNanoseconds: MainThread.nanoseconds(Self.frameDuration)) { [weak self] in
      MainActor.assumeIsolated { self?.step() }
    }
  }

  private func step() {
    guard !isStopped, let scrollView else { return }
    frame += 1
    let progress = min(Double(frame) * Self.frameDuration / duration, 1)
    let eased = CGFloat(1 - pow(1 - progress, 3))
    scrollView.contentOffset = CGPoint(
      x: start.x + (target.x - start.x) * eased, y: start.y + (target.y - start.y) * eased)
    if progress >= 1 {
      isStopped = true
      completion()
    } else {
      scheduleNextFrame()
    }
  }
}
