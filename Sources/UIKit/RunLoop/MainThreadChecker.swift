/// Xcode's Main Thread Checker: UIKit API called from background work is reported, and done.
///
/// Xcode replaces, at launch, the implementations of the UIKit methods that may only be called on
/// the main thread with ones that check the thread first, and logs a call from a background
/// thread as `Main Thread Checker: UI API called on a background thread: -[UILabel setText:]`
/// (Apple's "Main Thread Checker" article, Code Diagnostics). The runtime does the same at the
/// entry of the UIKit methods networking code typically touches, each naming its Objective-C
/// selector, and records the line as a warning in the event log. The call still takes effect: on
/// iOS it usually "works", but the behaviour is undefined.
///
/// Only the outermost UIKit call is reported (`setTitle(_:for:)` sets its label's text, which is
/// not reported again), as Xcode reports the method the app called. De-duplication: a selector is reported once per piece of background work (a block, a task's
/// step between suspensions), so a loop in one block does not flood the log, while the same
/// mistake made again later is reported again. At most `reportLimit` reports are made per app
/// process; one last line says that the rest are not logged.
package final class MainThreadChecker {
  /// Most reports one app process logs.
  package static let reportLimit = 100
  private var reported = 0
  private var lastWork: UInt64 = 0
  private var reportedInWork: Set<String> = []
  /// How deep the current piece of work is in checked UIKit calls (only the outermost reports).
  private var depth = 0

  package init() {}

  /// The console line for a UIKit method (its selector, `-[UILabel setText:]`).
  package static func message(selector: String) -> String {
    "Main Thread Checker: UI API called on a background thread: \(selector)"
  }

  /// Runs the body of a UIKit method that must run on the main thread (`selector` names it:
  /// `-[UILabel setText:]`). From background work, logs the report first (once per selector and
  /// piece of work, not from inside another checked call); the body runs either way. Cheap on
  /// the main queue: one flag is read.
  package static func checked<T>(_ selector: @autoclosure () -> String, _ body: () throws -> T) rethrows -> T {
    let thread = MainThread.current
    guard thread.isRunningBackgroundWork else { return try body() }
    let checker = thread.mainThreadChecker
    if checker.depth == 0 { checker.report(selector(), work: thread.backgroundWorkNumber) }
    checker.depth += 1
    defer { checker.depth -= 1 }
    return try body()
  }

  private func report(_ selector: String, work: UInt64) {
    if work != lastWork {
      lastWork = work
      reportedInWork = []
    }
    guard reported <= Self.reportLimit, reportedInWork.insert(selector).inserted else { return }
    reported += 1
    if reported > Self.reportLimit {
      EventLog.shared.warn("Main Thread Checker: more than \(Self.reportLimit) reports; the rest are not logged")
    } else {
      EventLog.shared.warn(Self.message(selector: selector))
    }
  }
}
