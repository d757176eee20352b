import Foundation
import Testing
import TutorTestSupport

@testable import Runner

/// The Main Thread Checker in an app process, as Apple's "Main Thread Checker" article (Xcode,
/// Code Diagnostics) describes it: UIKit called from a background thread — a global queue's
/// block, a detached task — is logged as "Main Thread Checker: UI API called on a background
/// thread: -[UILabel setText:]", and the update still happens; `DispatchQueue.main.async`,
/// `@MainActor` and `MainActor.run` are the cure. And waits on the main thread for work that
/// needs the main thread end the app with a deadlock, instead of hanging.
@Suite("The Main Thread Checker and deadlocks", .tags(.spawnsProcess), .serialized)
struct MainThreadCheckerAppTests {
  static let code = """
    import UIKit

    class StatusViewController: UIViewController {
        let label = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = "loading"
            label.frame = CGRect(x: 20, y: 100, width: 200, height: 40)
            view.addSubview(label)
            update()
        }
        func update() {}
    }

    class GlobalQueueViewController: StatusViewController {
        override func update() {
            DispatchQueue.global().async { self.label.text = "loaded" }
        }
    }

    class DetachedViewController: StatusViewController {
        override func update() {
            load { text in self.label.text = text }
        }
        // A completion handler called from a detached task, as networking code calls one.
        func load(completion: @escaping (String) -> Void) {
            Task.detached { completion("loaded") }
        }
    }

    class MainQueueViewController: StatusViewController {
        override func update() {
            DispatchQueue.global().async {
                DispatchQueue.main.async { self.label.text = "loaded" }
            }
        }
    }

    class MainActorViewController: StatusViewController {
        override func update() {
            Task.detached {
                await MainActor.run { self.label.text = "loading…" }
                await self.show("loaded")
            }
        }
        @MainActor func show(_ text: String) { label.text = text }
    }

    class SemaphoreDeadlockViewController: StatusViewController {
        override func update() {
            let semaphore = DispatchSemaphore(value: 0)
            Task { @MainActor in semaphore.signal() }
            semaphore.wait()
        }
    }

    class SemaphoreViewController: StatusViewController {
        override func update() {
            let semaphore = DispatchSemaphore(value: 0)
            Task.detached { semaphore.signal() }
            semaphore.wait()
            label.text = "signalled"
        }
    }

    class SleepingSignalViewController: StatusViewController {
        override func update() {
            let semaphore = DispatchSemaphore(value: 0)
            let start = Date()
            Task.detached {
                try? await Task.sleep(for: .seconds(1))
                semaphore.signal()
            }
            semaphore.wait()
            label.text = "waited \\(Date().timeIntervalSince(start)) s"
        }
    }

    class MainSyncDeadlockViewController: StatusViewController {
        override func update() {
            DispatchQueue.main.sync { label.text = "never" }
        }
    }

    """

  static let app = Result {
    try ConcurrencyTestApp.build(
      code,
      hosts: [
        "GlobalQueueViewController", "DetachedViewController", "MainQueueViewController", "MainActorViewController",
        "SemaphoreDeadlockViewController", "SemaphoreViewController", "SleepingSignalViewController",
        "MainSyncDeadlockViewController",
      ])
  }

  @Test(
    "a label updated from DispatchQueue.global().async or Task.detached: Xcode's line in the log, and the update happens",
    arguments: ["GlobalQueueViewController", "DetachedViewController"])
  func reported(controller: String) throws {
    let outcome = ConcurrencyTestApp.run(
      try Self.app.get(),
      """
      launch \(controller)
      expect "loaded"
      expect warning "Main Thread Checker"
      expect log count "Warning: Main Thread Checker: UI API called on a background thread: -[UILabel setText:]" 1
      """)
    #expect(outcome.result == .passed)
    // The same app fails `expect no warnings`, saying what was logged.
    let strict = ConcurrencyTestApp.run(try Self.app.get(), "launch \(controller)\nexpect no warnings")
    guard case .failed(_, _, let expected, let found, _) = strict.result else {
      Issue.record("expected a failure, got \(strict.result)")
      return
    }
    #expect(expected == "no warnings")
    #expect(found == "1 warning: Main Thread Checker: UI API called on a background thread: -[UILabel setText:]")
  }

  @Test(
    "DispatchQueue.main.async, MainActor.run and a @MainActor method are the cure: no warning",
    arguments: ["MainQueueViewController", "MainActorViewController"])
  func cured(controller: String) throws {
    let outcome = ConcurrencyTestApp.run(
      try Self.app.get(),
      "launch \(controller)\nexpect \"loaded\"\nexpect no warnings\nexpect no warning \"Main Thread\"")
    #expect(outcome.result == .passed)
  }

  @Test("a semaphore the main actor would signal, waited for on the main thread, is reported as a deadlock")
  func semaphoreDeadlock() throws {
    let outcome = ConcurrencyTestApp.run(
      try Self.app.get(),
      """
      launch SemaphoreDeadlockViewController
      expect crash "Deadlock: DispatchSemaphore.wait() blocks the main thread for ever: the work that would end it is queued on the main queue or the main actor"
      """)
    #expect(outcome.result == .passed)
  }

  @Test("a semaphore a detached task signals ends the wait (the task runs as background work)")
  func semaphoreSignalledByTask() throws {
    let outcome = ConcurrencyTestApp.run(
      try Self.app.get(), "launch SemaphoreViewController\nexpect \"signalled\"\nexpect no warnings")
    #expect(outcome.result == .passed)
  }

  @Test("a semaphore a task signals after Task.sleep(for: .seconds(1)): the main thread waits one virtual second")
  func semaphoreSignalledAfterSleep() throws {
    let outcome = ConcurrencyTestApp.run(
      try Self.app.get(), "launch SleepingSignalViewController\nexpect \"waited 1.0 s\"")
    #expect(outcome.result == .passed)
  }

  @Test("DispatchQueue.main.sync on the main thread is the deadlock it is on iOS")
  func mainSyncDeadlock() throws {
    let outcome = ConcurrencyTestApp.run(
      try Self.app.get(),
      "launch MainSyncDeadlockViewController\nexpect crash \"DispatchQueue.main.sync called on the main thread deadlocks\""
    )
    #expect(outcome.result == .passed)
  }
}
