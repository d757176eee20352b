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
}
