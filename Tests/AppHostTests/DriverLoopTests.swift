import DriverProtocol
import Foundation
import Testing

@testable import AppHost
@testable import UIKit

/// The driver loop in process: requests in, replies out, errors a person can act on.
@MainActor
@Suite("AppHost — the driver loop", .serialized)
struct DriverLoopTests {
  final class CounterController: UIViewController {
    let button = UIButton(type: .system)
    var taps = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      button.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
      button.setTitle("Count", for: .normal)
      button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
      view.addSubview(button)
    }
  }

  private func reply(_ loop: DriverLoop, _ line: String) throws -> DriverReply {
    let (text, _) = loop.handle(line: line)
    return try JSONDecoder().decode(DriverReply.self, from: Data(text.utf8))
  }

  @Test("a line that is not a request gets an error reply, and the loop goes on")
  func malformedLine() throws {
    AppDriver.reset()
    let loop = DriverLoop(delegate: nil)
    let answer = try reply(loop, "tap the button please")
    #expect(!answer.ok)
    #expect(answer.error == "not a driver request: tap the button please")
    #expect(try reply(loop, #"{"id":2,"op":"snapshot"}"#).ok)
  }

  @Test("an unknown operation lists the known ones")
  func unknownOperation() throws {
    AppDriver.reset()
    HostControllerRegistry.register("Counter") { CounterController() }
    let loop = DriverLoop(delegate: nil)
    #expect(try reply(loop, #"{"id":1,"op":"launch","root":"Counter"}"#).ok)
    let answer = try reply(loop, #"{"id":2,"op":"jump"}"#)
    #expect(answer.id == 2)
    #expect(
      answer.error?.hasPrefix("unknown operation \"jump\"; known operations: launch, advance, stall, tap") == true)
  }

  @Test("a request without an argument its operation needs is answered under its id, naming both")
  func missingArgument() throws {
    AppDriver.reset()
    let loop = DriverLoop(delegate: nil)
    let answer = try reply(loop, #"{"id":3,"op":"tap"}"#)
    #expect(answer.id == 3)
    #expect(!answer.ok)
    #expect(answer.error == #""tap" needs "element""#)
    let device = try reply(loop, #"{"id":4,"op":"launch","device":"pixel"}"#)
    #expect(device.id == 4)
    #expect(device.error == #""launch" needs "device" to be one of iphone-se, iphone-8, iphone-15, ipad, not "pixel""#)
    #expect(try reply(loop, #"{"id":5,"op":"launch"}"#).ok)
  }

  @Test("steps before launch are refused with the way forward")
  func notLaunched() throws {
    AppDriver.reset()
    let answer = try reply(DriverLoop(delegate: nil), #"{"id":1,"op":"advance","milliseconds":10}"#)
    #expect(answer.error == "the app has not been launched yet; send \"launch\" first")
  }

  @Test("launch of an unregistered host class names it")
  func unknownHost() throws {
    AppDriver.reset()
    let answer = try reply(DriverLoop(delegate: nil), #"{"id":1,"op":"launch","root":"Nope"}"#)
    #expect(answer.error == "no view controller class named Nope is registered with the app host")
  }

  @Test("launch a host controller in navigation, tap an element of the snapshot, advance the clock")
  func launchTapAdvance() throws {
    AppDriver.reset()
    let controller = CounterController()
    HostControllerRegistry.register("Counter") { controller }
    let loop = DriverLoop(delegate: nil)
    let launched = try reply(loop, #"{"id":1,"op":"launch","root":"Counter","navigation":true}"#)
    #expect(launched.ok)
    #expect(launched.snapshot?.controllers?.navigationStack == ["CounterController"])
    let button = try #require(launched.snapshot?.window?.first { $0.title == "Count" })
    #expect(button.kind == .button)
    #expect(button.isVisible)
    #expect(try reply(loop, #"{"id":2,"op":"tap","element":\#(button.id)}"#).ok)
    #expect(controller.taps == 1)
    let advanced = try reply(loop, #"{"id":3,"op":"advance","milliseconds":1500}"#)
    #expect(advanced.snapshot?.clockMilliseconds == 1500)
    #expect(
      try reply(loop, #"{"id":4,"op":"advance","milliseconds":-5}"#).error?.contains("time only moves forward") == true)
    #expect(
      try reply(loop, #"{"id":5,"op":"tap","element":99999}"#).error
        == "element 99999 is no longer on screen; take a new snapshot")
    #expect(try reply(loop, #"{"id":6,"op":"back"}"#).error == "there is no back button on screen")
  }

  @Test("quit and terminate stop the loop")
  func stopping() {
    AppDriver.reset()
    let loop = DriverLoop(delegate: nil)
    #expect(loop.handle(line: #"{"id":1,"op":"quit"}"#).stop)
    HostControllerRegistry.register("Plain") { UIViewController() }
    _ = loop.handle(line: #"{"id":2,"op":"launch","root":"Plain"}"#)
    #expect(loop.handle(line: #"{"id":3,"op":"terminate"}"#).stop)
  }
}

/// `launch tabs A, B`: a tab bar controller of host controllers, each optionally in navigation.
@MainActor
@Suite("AppHost — launching tabs", .serialized)
struct LaunchTabsTests {
  @Test("launch with tabs builds a tab bar controller, the second tab in a navigation controller")
  func launchTabs() throws {
    AppDriver.reset()
    HostControllerRegistry.register("Alpha") { UIViewController() }
    HostControllerRegistry.register("Beta") {
      let controller = UIViewController()
      controller.title = "Beta"
      return controller
    }
    let loop = DriverLoop(delegate: nil)
    let (text, _) = loop.handle(
      line: #"{"id":1,"op":"launch","tabs":[{"root":"Alpha"},{"root":"Beta","navigation":true}]}"#)
    let reply = try JSONDecoder().decode(DriverReply.self, from: Data(text.utf8))
    #expect(reply.ok)
    let root = try #require(reply.snapshot?.controllers)
    #expect(root.className == "UITabBarController")
    #expect(root.children.map(\.className) == ["UIViewController", "UINavigationController"])
    #expect(root.tabs == ["", "Beta"])
  }
}
