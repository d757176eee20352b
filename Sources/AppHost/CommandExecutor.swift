import DriverProtocol
import Foundation
import UIKit

/// Why a driver request could not be performed, in words the tool can show a person. (A request
/// that names no known operation, or lacks an argument, does not decode: DriverRequestError.)
enum DriverError: Error, CustomStringConvertible {
  case alreadyLaunched
  case notLaunched
  case unknownHostController(String)
  case elementGone(Int)
  case notASlider(Int)
  case notAWebView(Int)
  case noSuchLink(element: Int, link: Int)
  case noBackButton
  case nothingFocused
  case notATable(Int)
  case noSuchRow(row: Int, section: Int)
  case notACell(Int)
  case noSwipeActions(Int)
  case notATextInput(Int)
  /// A gesture's finger would not reach the element; the reason says why.
  case touchMissed(String)
  case negativeDuration(Int64)
  case unknownSwiftCheck(Int, known: [Int])
  /// A control step a user could not do (ControlStepError says why).
  case control(ControlStepError)

  var description: String {
    switch self {
    case .alreadyLaunched: "the app is already running; relaunch starts a new app process"
    case .notLaunched: "the app has not been launched yet; send \"launch\" first"
    case .unknownHostController(let name):
      "no view controller class named \(name) is registered with the app host"
    case .elementGone(let id): "element \(id) is no longer on screen; take a new snapshot"
    case .notASlider(let id): "element \(id) is not a slider"
    case .notAWebView(let id): "element \(id) is not a web view"
    case .noSuchLink(let id, let link): "the page in web view \(id) has no link \(link); take a new snapshot"
    case .noBackButton: "there is no back button on screen"
    case .nothingFocused: "no text input is first responder, so the keyboard is not up; tap a text field first"
    case .notATextInput(let id): "element \(id) does not take text"
    case .touchMissed(let reason): reason
    case .notATable(let id): "element \(id) is not a table or a collection view"
    case .noSuchRow(let row, let section): "the list has no row \(row) in section \(section)"
    case .notACell(let id): "element \(id) is not a row of a table or a collection view"
    case .noSwipeActions(let id): "swiping row \(id) shows nothing: it has no actions and cannot be deleted"
    case .negativeDuration(let milliseconds): "cannot move the clock by \(milliseconds) ms; time only moves forward"
    case .unknownSwiftCheck(let number, let known):
      "this app has no Swift check \(number) (it has: \(known.map(String.init).joined(separator: ", ")))"
    case .control(let error): error.description
    }
  }
}

/// Performs one driver command on the app through the runtime's driver API.
@MainActor
final class CommandExecutor {
  enum Outcome { case proceed, stop }

  private let delegate: UIApplicationDelegate?
  private var launched = false
  /// What the last `swiftCheck` found, for the reply.
  private(set) var expectations: [SwiftExpectation]?

  init(delegate: UIApplicationDelegate?) {
    self.delegate = delegate
  }

  func perform(_ command: DriverCommand) throws(DriverError) -> Outcome {
    expectations = nil
    switch command {
    case .launch(let root, let device): try launch(root, on: device)
    case .swiftCheck(let number, let device):
      if let device { AppDriver.use(device) }
      guard let found = SwiftChecks.run(number) else {
        throw .unknownSwiftCheck(number, known: SwiftChecks.registeredNumbers)
      }
      expectations = found
    case .quit: return .stop
    case .snapshot, .defaults: break
    case .network(let settings):
      // Before launch (the exercise's fixtures) or during a check (`network off`, `latency`).
      VirtualNetwork.current.apply(settings)
      AppDriver.settle()
    default:
      guard launched else { throw .notLaunched }
      return try performInApp(command)
    }
    return .proceed
  }

  /// The commands that need a launched app.
  private func performInApp(_ command: DriverCommand) throws(DriverError) -> Outcome {
    switch command {
    case .advance(let milliseconds):
      guard milliseconds >= 0 else { throw .negativeDuration(milliseconds) }
      AppDriver.advance(seconds: Double(milliseconds) / 1000)
    case .stall(let milliseconds):
      guard milliseconds >= 0 else { throw .negativeDuration(milliseconds) }
      AppDriver.stall(seconds: Double(milliseconds) / 1000)
    case .tap(let element):
      AppDriver.tap(try reachable(element))
    case .tapPoint(let x, let y):
      AppDriver.tap(at: CGPoint(x: x, y: y))
    case .tapLink(let element, let link):
      _ = try reachable(element)
      switch AppDriver.tapLink(elementID: element, link: link) {
      case nil: break
      case .elementGone: throw .elementGone(element)
      case .notAWebView: throw .notAWebView(element)
      case .noSuchLink: throw .noSuchLink(element: element, link: link)
      }
    case .slide(let element, let value):
      guard let slider = try view(element) as? UISlider else { throw .notASlider(element) }
      AppDriver.slide(slider, to: Float(value))
    case .select, .step, .setValue, .setDate:
      try performControlStep(command)
    case .type(let text):
      guard AppDriver.type(text) else { throw .nothingFocused }
    case .pressReturn:
      guard AppDriver.pressReturn() else { throw .nothingFocused }
    case .deleteBackward(let count):
      guard AppDriver.deleteBackward(count: count) else { throw .nothingFocused }
    case .clear(let element):
      guard AppDriver.clear(try view(element)) else { throw .notATextInput(element) }
    case .scroll(let element, let row, let section):
      let target = try view(element)
      if let collection = target as? UICollectionView {
        guard AppDriver.scroll(collection, toItem: row, inSection: section) else {
          throw .noSuchRow(row: row, section: section)
        }
        return .proceed
      }
      guard let table = target as? UITableView else { throw .notATable(element) }
      guard AppDriver.scroll(table, toRow: row, inSection: section) else {
        throw .noSuchRow(row: row, section: section)
      }
    case .swipe(let element):
      let target = try view(element)
      if let cell = target as? UICollectionViewCell {
        // A grid's cell has no swipe actions: the swipe is the finger's, for its recognizers.
        if !AppDriver.swipe(cell) { AppDriver.swipeGesture(try reachable(element), .left) }
        return .proceed
      }
      guard let cell = target as? UITableViewCell else { throw .notACell(element) }
      guard AppDriver.swipe(cell) else { throw .noSwipeActions(element) }
    case .swipeDown(let element):
      AppDriver.swipeDown(from: try view(element))
    case .doubleTap, .longPress, .drag, .dragPoints, .swipeView, .pinch:
      try performGesture(command)
    case .back:
      guard AppDriver.back() else { throw .noBackButton }
    case .background: AppDriver.enterBackground()
    case .foreground: AppDriver.enterForeground()
    case .interrupt: AppDriver.interrupt()
    case .resume: AppDriver.resume()
    case .memoryWarning: AppDriver.memoryWarning()
    case .rotate(let landscape): AppDriver.rotate(landscape: landscape)
    case .terminate:
      AppDriver.terminate()
      return .stop
    case .launch, .swiftCheck, .snapshot, .defaults, .network, .quit:
      break  // performed by perform(_:), launched or not
    }
    return .proceed
  }

  /// `select`, `step`, `set`: the standard controls, as a user works them.
  private func performControlStep(_ command: DriverCommand) throws(DriverError) {
    do {
      switch command {
      case .select(let element, let title, let component):
        switch try view(element) {
        case let control as UISegmentedControl: try AppDriver.select(title, in: control)
        case let picker as UIPickerView: try AppDriver.pick(title, in: picker, component: component)
        case let other:
          throw ControlStepError.notThatControl(found: Self.name(other), wanted: "a segmented control or a picker")
        }
      case .step(let element, let up, let count):
        guard let stepper = try view(element) as? UIStepper else {
          throw ControlStepError.notThatControl(found: Self.name(try view(element)), wanted: "a stepper")
        }
        try AppDriver.step(stepper, up: up, count: count)
      case .setValue(let element, let value):
        try AppDriver.setValue(value, of: try view(element))
      case .setDate(let element, let date):
        guard let picker = try view(element) as? UIDatePicker else {
          throw ControlStepError.notThatControl(found: Self.name(try view(element)), wanted: "a date picker")
        }
        try AppDriver.setDate(date, of: picker)
      default:
        break
      }
    } catch let error as ControlStepError {
      throw .control(error)
    } catch let error as DriverError {
      throw error
    } catch {
      throw .control(.notThatControl(found: "\(error)", wanted: "a control"))
    }
  }

  /// `a UILabel`: how a control step names the wrong kind of view.
  private static func name(_ view: UIView) -> String {
    "a \(String(describing: type(of: view)))"
  }

  /// The gestures of the check language's touch steps.
  private func performGesture(_ command: DriverCommand) throws(DriverError) {
    switch command {
    case .doubleTap(let element): AppDriver.doubleTap(try reachable(element))
    case .longPress(let element, let milliseconds):
      guard milliseconds >= 0 else { throw .negativeDuration(milliseconds) }
      AppDriver.longPress(try reachable(element), seconds: Double(milliseconds) / 1000)
    case .drag(let element, let x, let y): AppDriver.drag(try reachable(element), by: CGPoint(x: x, y: y))
    case .dragPoints(let x, let y, let toX, let toY):
      AppDriver.drag(from: CGPoint(x: x, y: y), to: CGPoint(x: toX, y: toY))
    case .swipeView(let element, let direction): AppDriver.swipeGesture(try reachable(element), direction)
    case .pinch(let element, let scale): AppDriver.pinch(try reachable(element), scale: CGFloat(scale))
    default: break
    }
  }

  /// The view with this id, when a finger on it would reach it (AppDriver.touchProblem).
  private func reachable(_ element: Int) throws(DriverError) -> UIView {
    let target = try view(element)
    if let problem = AppDriver.touchProblem(for: target) { throw .touchMissed(problem) }
    return target
  }

  /// The view with this id in the latest snapshot.
  private func view(_ element: Int) throws(DriverError) -> UIView {
    guard let view = AppDriver.view(elementID: element) else { throw .elementGone(element) }
    return view
  }

  private func launch(_ root: LaunchRoot, on device: DeviceModel?) throws(DriverError) {
    guard !launched else { throw .alreadyLaunched }
    if let device { AppDriver.use(device) }
    var rootController: UIViewController?
    switch root {
    case .appDelegate: break
    case .controller(let controller): rootController = try hostController(controller)
    case .tabs(let tabs):
      let tabBarController = UITabBarController()
      var controllers: [UIViewController] = []
      for tab in tabs { controllers.append(try hostController(tab)) }
      tabBarController.viewControllers = controllers
      rootController = tabBarController
    }
    launched = true
    AppDriver.launch(delegate: delegate, root: rootController)
  }

  private func hostController(_ hosted: HostedController) throws(DriverError) -> UIViewController {
    guard let controller = HostControllerRegistry.make(named: hosted.className) else {
      throw .unknownHostController(hosted.className)
    }
    return hosted.inNavigation ? UINavigationController(rootViewController: controller) : controller
  }
}
