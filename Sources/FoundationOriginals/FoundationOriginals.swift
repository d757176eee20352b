import Foundation

/// Foundation's own implementations of the APIs the UIKit runtime shadows.
///
/// UIKit re-declares a few Foundation methods with the signatures Apple's SDK gives them (see
/// `NotificationCenter+Observers.swift` in UIKit). Inside UIKit a call by the same name reaches
/// the shadow again, so the originals are called from this module, which cannot see UIKit.
package enum FoundationOriginals {
  /// `NotificationCenter.addObserver(forName:object:queue:using:)` as Foundation implements it.
  package static func addObserver(
    to center: NotificationCenter, forName name: NSNotification.Name?, object: Any?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    center.addObserver(forName: name, object: object, queue: queue, using: block)
  }

  /// Runs Foundation's main run loop once without waiting: blocks queued on the real main
  /// dispatch queue, `OperationQueue.main` and main-actor tasks run.
  package static func runMainRunLoopOnce() {
    _ = RunLoop.main.run(mode: .default, before: Date.distantPast)
  }
}
