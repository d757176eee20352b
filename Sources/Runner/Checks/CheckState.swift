import DriverProtocol

/// What a check has seen so far: the latest snapshot, the whole event log and the learner's
/// output since the check began (across relaunches).
package struct CheckState: Sendable {
  package var snapshot: AppSnapshot
  package var log: [String]
  /// What the learner's code printed, as much as `OutputLimits` keeps.
  package var printed: PrintedOutput
  /// Where in `log` each relaunch began (the entries before it are the earlier processes').
  package var relaunchedAt: [Int] = []
  /// Every request the app made of the virtual network, with its answer once it came.
  package var requests: [NetworkExchange] = []
  /// The fixtures the app was given, for saying which URLs they answer.
  package var fixtures: [NetworkFixture] = []

  package init(snapshot: AppSnapshot, log: [String] = [], output: String = "") {
    self.init(snapshot: snapshot, log: log, printed: PrintedOutput(output))
  }

  package init(snapshot: AppSnapshot, log: [String] = [], printed: PrintedOutput) {
    self.snapshot = snapshot
    self.log = log
    self.printed = printed
  }

  /// The output as shown (`… N bytes cut …` where part of it was left out).
  package var output: String { printed.text }

  /// The controller whose content the user sees: the last presented controller, then inside
  /// containers the top of a navigation stack or the selected tab.
  package var visibleController: ControllerNode? {
    guard var controller = snapshot.controllers else { return nil }
    while true {
      if let presented = controller.presented.last {
        controller = presented
      } else if controller.navigationStack != nil, let top = controller.children.last {
        controller = top
      } else if let selected = controller.selectedTab, controller.children.indices.contains(selected) {
        controller = controller.children[selected]
      } else {
        return controller
      }
    }
  }

  /// The navigation controller the user sees (the nearest to the visible content).
  package var visibleNavigation: ControllerNode? {
    guard var controller = snapshot.controllers else { return nil }
    var navigation: ControllerNode?
    while true {
      if controller.navigationStack != nil { navigation = controller }
      if let presented = controller.presented.last {
        controller = presented
        navigation = nil
      } else if controller.navigationStack != nil, let top = controller.children.last {
        controller = top
      } else if let selected = controller.selectedTab, controller.children.indices.contains(selected) {
        controller = controller.children[selected]
      } else {
        return navigation
      }
    }
  }
}
