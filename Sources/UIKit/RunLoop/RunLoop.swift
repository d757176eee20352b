import Foundation

/// The app's main run loop; shadows Foundation's `RunLoop` for code that imports UIKit.
///
/// Models `RunLoop.main` / `RunLoop.current` as the only run loop, serviced by the driver: timers
/// added to it fire when the virtual clock moves (see `MainThread`). Modes are accepted and
/// recorded; every mode is serviced, as the main run loop in `.default` with `.common` would be.
public final class RunLoop: @unchecked Sendable {
  /// A run-loop mode, named as Foundation names them.
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode("kCFRunLoopDefaultMode")
    public static let common = Mode("kCFRunLoopCommonModes")
    public static let tracking = Mode("UITrackingRunLoopMode")
  }

  /// The main thread's run loop.
  nonisolated(unsafe) public private(set) static var main = RunLoop()
  /// The current thread's run loop: the app has only the main thread.
  public class var current: RunLoop { main }

  private var timers: [ObjectIdentifier: Timer] = [:]
  private var insertionOrder: [ObjectIdentifier] = []

  private init() {}

  /// Schedules the timer; adding it again (in another mode) changes nothing.
  public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    guard timer.isValid else { return }
    let key = ObjectIdentifier(timer)
    if timers[key] == nil {
      timers[key] = timer
      insertionOrder.append(key)
    }
    timer.didAddToRunLoop()
  }

  /// The run loop's current mode while it runs: the driver always runs it in `.default`.
  public var currentMode: RunLoop.Mode? { .default }

  func remove(_ timer: Timer) {
    let key = ObjectIdentifier(timer)
    guard timers.removeValue(forKey: key) != nil else { return }
    insertionOrder.removeAll { $0 == key }
  }

  /// Scheduled, valid timers in the order they were added (for snapshots and `expect timers`).
  package var scheduledTimers: [Timer] {
    insertionOrder.compactMap { timers[$0] }.filter(\.isValid)
  }

  /// Forgets every timer; used when the driver starts a fresh app world.
  package static func resetMain() { main = RunLoop() }
}
