import Foundation

/// Animates view changes that can be paused, scrubbed, reversed and stopped, as UIKit's
/// `UIViewPropertyAnimator` (iOS 10), on the virtual clock.
///
/// Its animation blocks run when it starts (or is first paused or scrubbed): as with
/// `UIView.animate`, the views' values become the final ones at once, and the animator ends when
/// the clock has run its duration — completions get `.end` (`.start` when reversed) and the
/// state goes back to `.inactive`. `fractionComplete` is the share of the duration that has run.
/// Stopping part way leaves the views where the animation had taken them (the values between
/// start and end at that fraction); `finishAnimation(at:)` then puts them at the end, the start
/// or leaves them, and runs the completions. `stopAnimation(true)` runs no completion.
@MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
  public let duration: TimeInterval
  public private(set) var delay: TimeInterval = 0
  public let timingParameters: UITimingCurveProvider?
  open private(set) var state: UIViewAnimatingState = .inactive
  open private(set) var isRunning = false
  /// Reversing a running animator turns it back from where it is.
  open var isReversed = false {
    willSet {
      guard isRunning else { return }
      fraction = fractionComplete
      runningSince = max(runningSince, MainThread.current.now)
    }
    didSet { if isRunning, oldValue != isReversed { reschedule() } }
  }
  open var isInterruptible = true
  open var isUserInteractionEnabled = true
  open var isManualHitTestingEnabled = false
  open var scrubsLinearly = true
  open var pausesOnCompletion = false

  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// What the animation blocks changed: each view's values at the start and the end.
  private var changes: [ObjectIdentifier: AnimatedChange] = [:]
  /// The fraction reached when the animator last paused (or started), and when that was.
  private var fraction: CGFloat = 0
  private var runningSince: UInt64 = 0
  /// Numbers each run, so an end scheduled for an earlier run does nothing.
  private var generation = 0

  public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
    self.duration = max(duration, 0)
    timingParameters = parameters
    super.init()
  }

  public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { self.animations.append(animations) }
  }

  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { self.animations.append(animations) }
  }

  public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { self.animations.append(animations) }
  }

  /// An animator that starts at once (after `delay`), as `UIView.animate` with options does.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters())
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: Animations and completions

  /// Adds animations; added while the animator is active, they run at once toward the same end.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if state == .active { run([animation]) } else { animations.append(animation) }
  }

  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: Running

  open var fractionComplete: CGFloat {
    get {
      let now = MainThread.current.now
      guard isRunning, duration > 0, now > runningSince else { return fraction }
      let elapsed = CGFloat(now - runningSince) / 1_000_000_000 / CGFloat(duration)
      return min(max(isReversed ? fraction - elapsed : fraction + elapsed, 0), 1)
    }
    set {
      guard !isRunning, state != .stopped else { return }
      if state == .inactive { activate() }
      fraction = min(max(newValue, 0), 1)
    }
  }

  open func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  open func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped, !isRunning else { return }
    self.delay = max(delay, 0)
    if state == .inactive { activate() }
    isRunning = true
    runningSince = MainThread.current.now + MainThread.nanoseconds(self.delay)
    reschedule()
  }

  open func pauseAnimation() {
    guard state != .stopped else { return }
    if state == .inactive { activate() }
    guard isRunning else { return }
    fraction = fractionComplete
    isRunning = false
    generation += 1
  }

  open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
    startAnimation()
  }

  /// Stops where the animation is: the views take the values at the current fraction.
  /// `withoutFinishing` ends it (inactive, no completion); otherwise it waits, stopped, for
  /// `finishAnimation(at:)`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    fraction = fractionComplete
    isRunning = false
    generation += 1
    for change in changes.values { change.apply(fraction: fraction) }
    state = withoutFinishing ? .inactive : .stopped
    if withoutFinishing { reset() }
  }

  /// After `stopAnimation(false)`: puts the views at the end, the start or where they are, and
  /// runs the completions with that position.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else {
      fatalError(
        UIKitError.exception(
          "NSInternalInconsistencyException",
          "finishAnimationAtPosition: should only be called on a stopped animator!"))
    }
    finish(at: finalPosition)
  }

  // MARK: Internals

  /// Runs the animation blocks: the views take their final values now.
  private func activate() {
    state = .active
    fraction = 0
    let blocks = animations
    animations = []
    run(blocks)
  }

  private func run(_ blocks: [() -> Void]) {
    let before = AnimatedValues.capture()
    for block in blocks { block() }
    for (id, change) in AnimatedValues.changes(from: before, to: AnimatedValues.capture()) {
      if var existing = changes[id] {
        existing.end = change.end
        changes[id] = existing
      } else {
        changes[id] = change
      }
    }
  }

  /// Schedules the end of this run: when the remaining share of the duration has passed.
  private func reschedule() {
    generation += 1
    let run = generation
    let remaining = Double(isReversed ? fraction : 1 - fraction) * duration
    let end = runningSince + MainThread.nanoseconds(remaining)
    MainThread.current.schedule(at: end) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.generation == run, self.isRunning else { return }
        self.fraction = self.isReversed ? 0 : 1
        self.isRunning = false
        if self.pausesOnCompletion { return }
        self.finish(at: self.isReversed ? .start : .end)
      }
    }
  }

  private func finish(at position: UIViewAnimatingPosition) {
    switch position {
    case .end: for change in changes.values { change.apply(fraction: 1) }
    case .start: for change in changes.values { change.apply(fraction: 0) }
    case .current: break
    }
    state = .inactive
    let finished = completions
    reset()
    for completion in finished { completion(position) }
  }

  private func reset() {
    changes = [:]
    completions = []
    isRunning = false
    fraction = 0
  }
}
