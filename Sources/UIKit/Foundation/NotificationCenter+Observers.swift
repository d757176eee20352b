import Foundation
internal import FoundationOriginals

extension NotificationCenter {
  /// Adds a block-based observer, as Foundation's method does, declared as Apple's SDK imports it
  /// from Objective-C: the result may be discarded, and the block's `@Sendable` requirement is
  /// `@preconcurrency`, so code in Swift 5 mode that touches main-actor state from a `.main`-queue
  /// block builds with the warning Xcode shows instead of an error.
  @preconcurrency
  @discardableResult
  public func addObserver(
    forName name: NSNotification.Name?, object obj: AnyObject?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    FoundationOriginals.addObserver(to: self, forName: name, object: obj, queue: queue, using: block)
  }

  /// Adds a target–selector observer, as Foundation's method does: the observer's method named by
  /// `selector` (built by `#selector`, see Selector) is called with the notification. The
  /// observer is not retained; once it is gone, the observation ends quietly.
  public func addObserver(
    _ observer: AnyObject, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: AnyObject?
  ) {
    let box = WeakObserver(observer)
    let token = FoundationOriginals.addObserver(to: self, forName: aName, object: anObject, queue: nil) {
      notification in
      // Notifications are posted on the main thread in an app; the observer is called there.
      nonisolated(unsafe) let posted = notification
      MainActor.assumeIsolated {
        guard let target = box.object else { return }
        aSelector.perform(on: target, sender: posted)
      }
    }
    box.token = token
  }
}

/// The observer of a target–selector observation, held weakly, with its block's token.
private final class WeakObserver: @unchecked Sendable {
  weak var object: AnyObject?
  var token: (any NSObjectProtocol)?

  init(_ object: AnyObject) {
    self.object = object
  }
}
