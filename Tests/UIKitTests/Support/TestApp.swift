import Testing

@testable import UIKit

/// Starts every test from a fresh app world and gives it the event log to read.
///
/// Each test calls `reset()` first, in the same synchronous main-actor body as the rest of the
/// test, so tests of other suites running in parallel never interleave with it.
///
/// In-process tests observe notifications with `queue: nil`: the test runner runs the main actor
/// on the main dispatch queue from a worker thread, where Foundation's `post` for a `.main`-queue
/// observer waits on the queue it is running on. In the app process everything runs on the real
/// main thread, where `.main`-queue blocks run inside `post`; AppHost's end-to-end tests cover it.
@MainActor
enum TestApp {
  /// A fresh world: clock at zero, no windows, empty log.
  static func reset() {
    AppDriver.reset()
  }

  /// The whole event log so far.
  static var log: [String] { EventLog.shared.entries }

  /// Log entries that contain any of the fragments, in order (to compare sequences).
  static func log(matching fragments: String...) -> [String] {
    log.filter { entry in fragments.contains { entry.contains($0) } }
  }

  /// Entries recorded from now on, while `body` runs.
  static func logDuring(_ body: () -> Void) -> [String] {
    let start = EventLog.shared.entries.count
    body()
    return Array(EventLog.shared.entries[start...])
  }

  /// Launches a host app whose window's root is `root` and lets it settle.
  static func launch(_ root: UIViewController) {
    AppDriver.launch(root: root)
    AppDriver.settle()
  }

  static var keyWindow: UIWindow? { UIApplication.shared.keyWindow }
}

/// A controller that records its lifecycle callbacks (the runtime logs them too, by class name).
@MainActor
class RecordingViewController: UIViewController {
  var calls: [String] = []
  var animatedFlags: [String: Bool] = [:]

  override func loadView() {
    calls.append("loadView")
    super.loadView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    calls.append("viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    calls.append("viewWillAppear")
    animatedFlags["viewWillAppear"] = animated
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    calls.append("viewDidAppear")
    animatedFlags["viewDidAppear"] = animated
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    calls.append("viewWillDisappear")
    animatedFlags["viewWillDisappear"] = animated
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    calls.append("viewDidDisappear")
    animatedFlags["viewDidDisappear"] = animated
  }

  /// Appearance calls only.
  var appearanceCalls: [String] {
    calls.filter { $0.hasPrefix("viewWill") || $0.hasPrefix("viewDid") && $0 != "viewDidLoad" }
  }
}

@MainActor final class FirstController: RecordingViewController {}
@MainActor final class SecondController: RecordingViewController {}
@MainActor final class ThirdController: RecordingViewController {}
