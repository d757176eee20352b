import DriverProtocol
import Presentation
import Runner
import Testing

/// `log` after a relaunch marks where the new process's entries begin.
@Suite("The log look")
struct LogLookTests {
  @Test("a line marks each relaunch")
  func relaunchMarker() {
    var state = CheckState(
      snapshot: AppSnapshot(
        clockMilliseconds: 0, applicationState: "active", window: nil, controllers: nil,
        keyboard: KeyboardState(isShown: false, frame: nil), alert: nil, timers: [], log: []))
    state.log = ["A.viewDidLoad", "AppDelegate.willTerminate", "A.viewDidLoad"]
    state.relaunchedAt = [2]
    #expect(LookRenderer.log(state) == "A.viewDidLoad\nAppDelegate.willTerminate\n── relaunch ──\nA.viewDidLoad\n")
  }
}
