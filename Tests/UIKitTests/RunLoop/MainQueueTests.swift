import Testing

@testable import UIKit

/// Rule 15: blocks given to `NotificationCenter.addObserver(forName:object:queue:)` and
/// `DispatchQueue.main.async` run before the driver answers the step that caused them.
@MainActor
@Suite("Rule 15 — main-queue work runs before the step is answered", .serialized)
struct MainQueueTests {
  final class AsyncController: UIViewController {
    let label = UILabel()
    let button = UIButton(type: .system)

    override func viewDidLoad() {
      super.viewDidLoad()
      button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
      button.setTitle("Load", for: .normal)
      button.addAction(UIAction { [weak self] _ in self?.load() }, for: .touchUpInside)
      view.addSubview(button)
      view.addSubview(label)
    }

    func load() {
      DispatchQueue.global().async {
        DispatchQueue.main.async { self.label.text = "Loaded" }
      }
    }
  }

  @Test("a tap whose action queues main-queue work: the work is done when the tap returns")
  func asyncWorkBeforeAnswer() {
    TestApp.reset()
    let controller = AsyncController()
    TestApp.launch(controller)
    AppDriver.tap(controller.button)
    #expect(controller.label.text == "Loaded")
  }

  /// Collects values from main-queue blocks (which are `@Sendable`, as Dispatch's are).
  @MainActor final class Recorder {
    var values: [String] = []
  }

  @Test("main.async blocks run in the order they were queued, at the next turn")
  func fifoOrder() {
    TestApp.reset()
    let recorder = Recorder()
    for index in 1...5 {
      DispatchQueue.main.async { recorder.values.append("\(index)") }
    }
    #expect(recorder.values.isEmpty)
    AppDriver.settle()
    #expect(recorder.values == ["1", "2", "3", "4", "5"])
  }

  @Test("asyncAfter runs when the virtual clock reaches the deadline")
  func asyncAfter() {
    TestApp.reset()
    let recorder = Recorder()
    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { recorder.values.append("two") }
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500)) { recorder.values.append("half") }
    AppDriver.advance(seconds: 1.9)
    #expect(recorder.values == ["half"])
    AppDriver.advance(seconds: 0.1)
    #expect(recorder.values == ["half", "two"])
  }

  @Test("a notification observer's block runs during the step that posted it")
  func notificationDuringStep() {
    TestApp.reset()
    let name = Notification.Name("TutorTestNotification")
    var received = 0
    let observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
      MainActor.assumeIsolated { received += 1 }
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    DispatchQueue.main.async { NotificationCenter.default.post(name: name, object: nil) }
    AppDriver.settle()
    #expect(received == 1)
  }

  @Test("a block that keeps re-queueing itself does not hang the driver")
  func endlessRequeue() {
    TestApp.reset()
    @MainActor final class Spinner {
      var spins = 0
      func spin() {
        spins += 1
        DispatchQueue.main.async { self.spin() }
      }
    }
    let spinner = Spinner()
    spinner.spin()
    AppDriver.settle()
    #expect(spinner.spins > 1000)
    #expect(spinner.spins <= MainThread.drainLimit + 1)
  }

  @Test("DispatchQueue.main.sync on the main thread is the deadlock crash it is on iOS")
  func mainSyncCrashes() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { DispatchQueue.main.sync {} }
    }
  }
}

/// Work that keeps scheduling itself for "now" cannot stop the clock from moving on.
@MainActor
@Suite("Self-rescheduling delayed work", .serialized)
struct SelfReschedulingTests {
  @MainActor final class Ticker {
    var ticks = 0
    func tick() {
      ticks += 1
      DispatchQueue.main.asyncAfter(deadline: .now()) { self.tick() }
    }
  }

  @Test("asyncAfter(deadline: .now()) in a loop: advance still returns, with a warning")
  func zeroDelayLoop() {
    TestApp.reset()
    let ticker = Ticker()
    ticker.tick()
    AppDriver.advance(seconds: 1)
    #expect(MainThread.current.now == 1_000_000_000)
    #expect(TestApp.log.contains { $0.hasPrefix("Warning: more than") })
  }
}
