import Foundation

/// NSObject's perform-selector family, on the virtual clock (Apple's NSObject and NSRunLoop
/// documentation): `perform(_:with:afterDelay:)` sends the message at a later turn of the main run
/// loop, keeping the receiver and the argument until then; `cancelPreviousPerformRequests`
/// cancels the requests of a receiver (for a selector and an argument equal by `isEqual`, or all of
/// them); `performSelector(inBackground:with:)` runs it as the runtime's background queues run
/// work; `performSelector(onMainThread:with:waitUntilDone:)` runs it on the main run loop, at once
/// when waiting from the main thread. A selector the receiver does not implement is UIKit's
/// "unrecognized selector" crash when it is sent.
extension NSObject {
  /// Sends `aSelector` with `anArgument` after `delay` seconds of the virtual clock.
  @MainActor
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
    let request = PerformRequest(target: self, selector: aSelector, argument: anArgument)
    PerformRequest.pending.append(request)
    MainThread.current.schedule(afterNanoseconds: MainThread.nanoseconds(max(delay, 0))) {
      MainActor.assumeIsolated { request.fire() }
    }
  }

  /// The same, in the given run-loop modes (the runtime's run loop is always in all of them).
  @MainActor
  public func perform(
    _ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]
  ) {
    perform(aSelector, with: anArgument, afterDelay: delay)
  }

  /// Cancels the pending `perform(_:with:afterDelay:)` requests of `aTarget` for `aSelector`
  /// whose argument is equal to `anArgument`.
  @MainActor
  public class func cancelPreviousPerformRequests(
    withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
  ) {
    PerformRequest.cancel { request in
      request.target === (aTarget as AnyObject) && request.selector.name == aSelector.name
        && PerformRequest.equal(request.argument, anArgument)
    }
  }

  /// Cancels every pending `perform(_:with:afterDelay:)` request of `aTarget`.
  @MainActor
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
    PerformRequest.cancel { $0.target === (aTarget as AnyObject) }
  }

  /// Sends `aSelector` with `arg` on a background thread (the runtime's background queue).
  @MainActor
  public func performSelector(inBackground aSelector: Selector, with arg: Any?) {
    MainThread.current.enqueue(background: true) { [self] in
      MainActor.assumeIsolated { aSelector.perform(on: self, sender: arg) }
    }
  }

  /// Sends `aSelector` with `arg` on the main thread: at once when `wait` is true (the caller is
  /// on the main thread, or a background block the main thread is running), else at the next turn.
  @MainActor
  public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
    if wait {
      aSelector.perform(on: self, sender: arg)
    } else {
      MainThread.current.enqueue { [self] in MainActor.assumeIsolated { aSelector.perform(on: self, sender: arg) } }
    }
  }

  /// Sends `aSelector` now. The runtime's selectors carry no return value: the result is nil.
  @MainActor
  @discardableResult
  public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? {
    aSelector.perform(on: self, sender: nil)
    return nil
  }

  /// Sends `aSelector` with `object` now.
  @MainActor
  @discardableResult
  public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>? {
    aSelector.perform(on: self, sender: object)
    return nil
  }

  /// Whether the receiver implements `aSelector`.
  @MainActor
  public func responds(to aSelector: Selector) -> Bool {
    aSelector.canPerform(on: self)
  }
}

/// One pending `perform(_:with:afterDelay:)`: the receiver and argument are kept until it fires or
/// is cancelled, as the run loop keeps them on iOS.
@MainActor
final class PerformRequest {
  static var pending: [PerformRequest] = []

  let target: AnyObject
  let selector: Selector
  let argument: Any?
  private var isCancelled = false

  init(target: AnyObject, selector: Selector, argument: Any?) {
    self.target = target
    self.selector = selector
    self.argument = argument
  }

  func fire() {
    Self.pending.removeAll { $0 === self }
    guard !isCancelled else { return }
    selector.perform(on: target, sender: argument)
  }

  static func cancel(where matches: (PerformRequest) -> Bool) {
    for request in pending where matches(request) { request.isCancelled = true }
    pending.removeAll { $0.isCancelled }
  }

  /// `isEqual:` of the two arguments, as the cancellation compares them (nil matches nil).
  static func equal(_ first: Any?, _ second: Any?) -> Bool {
    switch (first, second) {
    case (nil, nil): return true
    case (let first as NSObject, let second as NSObject): return first.isEqual(second)
    case (let first as AnyHashable, let second as AnyHashable): return first == second
    case (let first as AnyObject, let second as AnyObject): return first === second
    default: return false
    }
  }
}
