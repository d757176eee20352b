import Foundation

/// A timer on the app's virtual clock; shadows Foundation's `Timer` for code that imports UIKit.
///
/// Models Foundation's `Timer` as documented: it fires only while its run loop runs (the driver's
/// `advance`); a repeating timer reschedules itself from its *scheduled* fire date, and periods
/// missed while the run loop was not running collapse into a single fire; tolerance may only delay
/// a fire, never advance it (this runtime fires exactly at the fire date); a non-repeating timer
/// invalidates itself after firing; `invalidate()` stops all future fires.
public final class Timer: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// Intervals at or below zero become 0.1 ms, as Foundation documents.
  static let minimumInterval = 0.0001

  public let timeInterval: TimeInterval
  public var tolerance: TimeInterval = 0 {
    didSet { if tolerance < 0 { tolerance = 0 } }
  }
  public let userInfo: Any?
  public private(set) var isValid = true

  let repeats: Bool
  /// The block or target–action; dropped by `invalidate()`, which releases the target, as
  /// Foundation documents.
  private var action: ((Timer) -> Void)?
  private var fireTime: UInt64
  /// Changes whenever the timer is rescheduled, so stale scheduled fires are ignored.
  private var generation: UInt64 = 0
  private(set) var isScheduled = false

  /// Creates a timer that is not yet scheduled; add it to a run loop with `RunLoop.add(_:forMode:)`.
  @preconcurrency
  public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
    self.timeInterval = Self.sanitized(interval)
    self.repeats = repeats
    self.userInfo = nil
    self.action = block
    self.fireTime = MainThread.current.now + MainThread.nanoseconds(self.timeInterval)
  }

  /// Creates a timer that first fires at `date`, not yet scheduled.
  @preconcurrency
  public init(
    fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) {
    self.timeInterval = Self.sanitized(interval)
    self.repeats = repeats
    self.userInfo = nil
    self.action = block
    self.fireTime = MainThread.nanoseconds(of: date)
  }

  /// Creates a target–action timer (`#selector` is rewritten to a typed `Selector` by Tutor).
  public init(
    timeInterval interval: TimeInterval, target: AnyObject, selector: Selector, userInfo: Any?, repeats: Bool
  ) {
    self.timeInterval = Self.sanitized(interval)
    self.repeats = repeats
    self.userInfo = userInfo
    let retainedTarget = MainThreadBox(target)  // a timer retains its target, as Foundation documents
    self.action = { timer in MainActor.assumeIsolated { selector.perform(on: retainedTarget.value, sender: timer) } }
    self.fireTime = MainThread.current.now + MainThread.nanoseconds(self.timeInterval)
  }

  /// A placeholder timer that is never scheduled (`var timer = Timer()` in book code).
  public convenience init() {
    self.init(timeInterval: 0, repeats: false) { _ in }
  }

  /// Creates a timer and schedules it on the current (main) run loop in the default mode.
  @preconcurrency
  @discardableResult
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
    RunLoop.main.add(timer, forMode: .default)
    return timer
  }

  /// Creates a target–action timer and schedules it on the main run loop.
  @discardableResult
  public class func scheduledTimer(
    timeInterval interval: TimeInterval, target: AnyObject, selector: Selector, userInfo: Any?, repeats: Bool
  ) -> Timer {
    let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
    RunLoop.main.add(timer, forMode: .default)
    return timer
  }

  /// The date at which the timer will next fire, on the virtual clock.
  public var fireDate: Date {
    get { MainThread.date(fireTime) }
    set {
      fireTime = MainThread.nanoseconds(of: newValue)
      if isScheduled, isValid { scheduleNextFire() }
    }
  }

  /// Fires now without changing the schedule; a non-repeating timer then invalidates itself.
  public func fire() {
    guard isValid else { return }
    performFire()
    if !repeats { invalidate() }
  }

  /// Stops the timer for good and removes it from its run loop.
  public func invalidate() {
    guard isValid else { return }
    isValid = false
    action = nil
    generation += 1
    if isScheduled { RunLoop.main.remove(self) }
  }

  public var description: String {
    "<Timer interval=\(timeInterval) repeats=\(repeats) valid=\(isValid)>"
  }

  public static func == (lhs: Timer, rhs: Timer) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  // MARK: Run-loop side

  func didAddToRunLoop() {
    guard isValid, !isScheduled else { return }
    isScheduled = true
    scheduleNextFire()
  }

  private func scheduleNextFire() {
    generation += 1
    let expected = generation
    MainThread.current.schedule(at: fireTime) { [weak self] in
      guard let self, isValid, generation == expected else { return }
      scheduledFireDidArrive()
    }
  }

  private func scheduledFireDidArrive() {
    let scheduledTime = fireTime
    performFire()
    guard isValid else { return }
    guard repeats else { return invalidate() }
    // Keep to the original schedule; skip every slot that is already in the past.
    let period = max(MainThread.nanoseconds(timeInterval), 1)
    let now = MainThread.current.now
    let missed = now >= scheduledTime ? (now - scheduledTime) / period : 0
    fireTime = scheduledTime + (missed + 1) * period
    scheduleNextFire()
  }

  private func performFire() {
    EventLog.shared.record("Timer.fire")
    action?(self)
  }

  private static func sanitized(_ interval: TimeInterval) -> TimeInterval {
    interval > 0 ? interval : minimumInterval
  }
}
