/// The messages UIKit's fatal errors and console warnings use, in one place.
package enum UIKitError {
  /// The text an uncaught Objective-C exception prints before the app is terminated.
  package static func exception(_ name: String, _ reason: String) -> String {
    "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
  }

  /// A description of an object as UIKit prints it in messages: `<ClassName>` (without the address, so output stays deterministic).
  static func describe(_ object: AnyObject) -> String {
    "<\(EventLog.className(of: object))>"
  }
}
