import DriverProtocol
import Foundation
import UIKit

/// Why a driver request could not be performed, in words the tool can show a person.
enum DriverError: Error, CustomStringConvertible {
  case unknownOperation(String)
  case missingArgument(operation: String, argument: String)
  case alreadyLaunched
  case notLaunched
  case unknownHostController(String)
  case elementGone(Int)
  case notASlider(Int)
  case noBackButton
  case nothingFocused
  case unknownDevice(String)
  case notATable(Int)
  case noSuchRow(row: Int, section: Int)
  case notACell(Int)
  case noSwipeActions(Int)
  case notATextInput(Int)
  case negativeDuration(Int64)
  case unknownSwiftCheck(Int, known: [Int])

  var description: String {
    switch self {
    case .unknownOperation(let name):
      "unknown operation \"\(name)\"; known operations: \(CommandExecutor.operations.joined(separator: ", "))"
    case .missingArgument(let operation, let argument):
      "\"\(operation)\" needs \"\(argument)\""
    case .alreadyLaunched: "the app is already running; relaunch starts a new app process"
    case .notLaunched: "the app has not been launched yet; send \"launch\" first"
    case .unknownHostController(let name):
      "no view controller class named \(name) is registered with the app host"
    case .elementGone(let id): "element \(id) is no longer on screen; take a new snapshot"
    case .notASlider(let id): "element \(id) is not a slider"
    case .noBackButton: "there is no back button on screen"
    case .nothingFocused: "no text input is first responder, so the keyboard is not up; tap a text field first"
    case .notATextInput(let id): "element \(id) does not take text"
    case .notATable(let id): "element \(id) is not a table"
    case .noSuchRow(let row, let section): "the table has no row \(row) in section \(section)"
    case .notACell(let id): "element \(id) is not a table row"
    case .noSwipeActions(let id): "swiping row \(id) shows nothing: it has no actions and cannot be deleted"
    case .unknownDevice(let name):
      "no device named \(name); devices: \(Device.all.map(\.name).joined(separator: ", "))"
    case .negativeDuration(let milliseconds): "cannot advance the clock by \(milliseconds) ms; time only moves forward"
    case .unknownSwiftCheck(let number, let known):
      "this app has no Swift check \(number) (it has: \(known.map(String.init).joined(separator: ", ")))"
    }
  }
}

/// Performs one driver request on the app through the runtime's driver API.
@MainActor
final class CommandExecutor {
  enum Outcome { case proceed, stop }

  nonisolated static let operations = [
    "launch", "advance", "tap", "tapPoint", "slide", "type", "return", "clear", "scroll", "swipe", "back", "background",
    "foreground",
    "memoryWarning", "rotate",
    "snapshot", "defaults", "swiftCheck", "terminate", "quit",
  ]

  private let delegate: UIApplicationDelegate?
  private var launched = false
  /// What the last `swiftCheck` found, for the reply.
  private(set) var expectations: [SwiftExpectation]?

  init(delegate: UIApplicationDelegate?) {
    self.delegate = delegate
  }

  func perform(_ request: DriverRequest) throws(DriverError) -> Outcome {
    expectations = nil
    switch request.op {
    case "launch": try launch(request)
    case "swiftCheck":
      try useDevice(request)
      guard let number = request.check else { throw .missingArgument(operation: "swiftCheck", argument: "check") }
      guard let found = SwiftChecks.run(number) else {
        throw .unknownSwiftCheck(number, known: SwiftChecks.registeredNumbers)
      }
      expectations = found
    case "quit": return .stop
    case "snapshot", "defaults": break
    default:
      guard launched else { throw .notLaunched }
      return try performInApp(request)
    }
    return .proceed
  }

  private func performInApp(_ request: DriverRequest) throws(DriverError) -> Outcome {
    switch request.op {
    case "advance":
      guard let milliseconds = request.milliseconds else {
        throw .missingArgument(operation: "advance", argument: "milliseconds")
      }
      guard milliseconds >= 0 else { throw .negativeDuration(milliseconds) }
      AppDriver.advance(seconds: Double(milliseconds) / 1000)
    case "tap":
      guard let element = request.element else { throw .missingArgument(operation: "tap", argument: "element") }
      guard AppDriver.tap(elementID: element) else { throw .elementGone(element) }
    case "tapPoint":
      guard let x = request.x, let y = request.y else {
        throw .missingArgument(operation: "tapPoint", argument: "x and y")
      }
      AppDriver.tap(at: CGPoint(x: x, y: y))
    case "slide":
      guard let element = request.element, let value = request.value else {
        throw .missingArgument(operation: "slide", argument: "element and value")
      }
      guard let view = AppDriver.view(elementID: element) else { throw .elementGone(element) }
      guard let slider = view as? UISlider else { throw .notASlider(element) }
      AppDriver.slide(slider, to: Float(value))
    case "type":
      guard let text = request.text else { throw .missingArgument(operation: "type", argument: "text") }
      guard AppDriver.type(text) else { throw .nothingFocused }
    case "return":
      guard AppDriver.pressReturn() else { throw .nothingFocused }
    case "clear":
      guard let element = request.element else { throw .missingArgument(operation: "clear", argument: "element") }
      guard let view = AppDriver.view(elementID: element) else { throw .elementGone(element) }
      guard AppDriver.clear(view) else { throw .notATextInput(element) }
    case "scroll":
      guard let element = request.element else { throw .missingArgument(operation: "scroll", argument: "element") }
      guard let view = AppDriver.view(elementID: element) else { throw .elementGone(element) }
      guard let table = view as? UITableView else { throw .notATable(element) }
      let row = request.row ?? 0
      let section = request.section ?? 0
      guard AppDriver.scroll(table, toRow: row, inSection: section) else {
        throw .noSuchRow(row: row, section: section)
      }
    case "swipe":
      guard let element = request.element else { throw .missingArgument(operation: "swipe", argument: "element") }
      guard let view = AppDriver.view(elementID: element) else { throw .elementGone(element) }
      guard let cell = view as? UITableViewCell else { throw .notACell(element) }
      guard AppDriver.swipe(cell) else { throw .noSwipeActions(element) }
    case "back":
      guard AppDriver.back() else { throw .noBackButton }
    case "background":
      AppDriver.enterBackground()
    case "foreground": AppDriver.enterForeground()
    case "memoryWarning": AppDriver.memoryWarning()
    case "rotate": AppDriver.rotate(landscape: request.landscape ?? true)
    case "terminate":
      AppDriver.terminate()
      return .stop
    default: throw .unknownOperation(request.op)
    }
    return .proceed
  }

  private func useDevice(_ request: DriverRequest) throws(DriverError) {
    guard let name = request.device else { return }
    guard let device = Device.named(name) else { throw .unknownDevice(name) }
    AppDriver.use(device)
  }

  private func launch(_ request: DriverRequest) throws(DriverError) {
    guard !launched else { throw .alreadyLaunched }
    try useDevice(request)
    var root: UIViewController?
    if let tabs = request.tabs {
      let tabBarController = UITabBarController()
      var controllers: [UIViewController] = []
      for tab in tabs { controllers.append(try hostController(named: tab.root, inNavigation: tab.navigation == true)) }
      tabBarController.viewControllers = controllers
      root = tabBarController
    } else if let name = request.root {
      root = try hostController(named: name, inNavigation: request.navigation == true)
    }
    launched = true
    AppDriver.launch(delegate: delegate, root: root)
  }

  private func hostController(named name: String, inNavigation: Bool) throws(DriverError) -> UIViewController {
    guard let controller = HostControllerRegistry.make(named: name) else { throw .unknownHostController(name) }
    return inNavigation ? UINavigationController(rootViewController: controller) : controller
  }
}
