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

  @Test("requests are numbered across the session, though each process counts its own from 1")
  func requestsAcrossRelaunches() {
    var state = CheckState(
      snapshot: AppSnapshot(
        clockMilliseconds: 0, applicationState: "active", window: nil, controllers: nil,
        keyboard: KeyboardState(isShown: false, frame: nil), alert: nil, timers: [], log: []))
    #expect(LookRenderer.requests(state) == "(no requests)\n")
    state.requests = [
      NetworkExchange(number: 1, method: "GET", url: "https://a.example/x", errorCode: -1009),
      NetworkExchange(number: 1, method: "GET", url: "https://a.example/x", status: 200, bytes: 2),
    ]
    let lines = LookRenderer.requests(state).split(separator: "\n")
    #expect(lines.map { $0.prefix(3) } == ["1. ", "2. "])
  }
}
