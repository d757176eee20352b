/// The runtime's event log, as docs/runtime.md "The event log" describes it.
///
/// Entries read `Receiver.event` (`ViewController.viewDidLoad`, `Timer.fire`,
/// `UINavigationController.push DetailViewController`, `Warning: …`). The driver takes the
/// entries recorded since its last snapshot; the whole log stays readable for `expect log`.
package final class EventLog: @unchecked Sendable {
  nonisolated(unsafe) package static var shared = EventLog()

  package private(set) var entries: [String] = []
  private var deliveredCount = 0
  /// Optional mirror of every entry (the app host may stream them).
  package var observer: ((String) -> Void)?

  package init() {}

  package func record(_ entry: String) {
    entries.append(entry)
    observer?(entry)
  }

  /// Records `Class.event` for an object.
  package func record(_ receiver: AnyObject, _ event: String) {
    record("\(Self.className(of: receiver)).\(event)")
  }

  /// Records a warning, as UIKit logs one to the console.
  package func warn(_ message: String) {
    record("Warning: \(message)")
  }

  /// Entries recorded since the previous call.
  package func takeNewEntries() -> [String] {
    defer { deliveredCount = entries.count }
    return Array(entries[deliveredCount...])
  }

  /// The unqualified class name people see (`ViewController`, not `App.ViewController`).
  package static func className(of object: AnyObject) -> String {
    String(describing: type(of: object))
  }

  /// The nearest UIKit class of an object (`UIButton` for a learner's `RoundButton`).
  ///
  /// The naming rule: events UIKit produces (`UIButton.action "Start"`,
  /// `UINavigationController.push Detail`, `UIViewController.present Detail`) are logged under
  /// the UIKit class, so a pattern matches whatever subclass the learner made; callbacks into the
  /// learner's code (`ViewController.viewDidLoad`, `AppDelegate.didFinishLaunching`) are logged
  /// under the learner's class.
  package static func frameworkClassName(of object: AnyObject) -> String {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      if String(reflecting: current.subjectType).hasPrefix("UIKit.") {
        return String(describing: current.subjectType)
      }
      mirror = current.superclassMirror
    }
    return className(of: object)
  }
}
