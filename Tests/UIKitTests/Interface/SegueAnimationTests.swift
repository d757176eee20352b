import Foundation
import InterfaceModel
import Testing

@testable import UIKit

/// A segue's Animates box (`animates="NO"` in the storyboard): the transition happens without its
/// animation, so the destination has appeared at the next turn of the run loop instead of after
/// the navigation controller's transition duration.
@MainActor
@Suite("Storyboards — segues without animation", .serialized)
struct SegueAnimationTests {
  private func element(_ name: String, _ attributes: [String: String] = [:], _ children: [InterfaceElement] = [])
    -> InterfaceElement
  {
    InterfaceElement(name: name, attributes: attributes, children: children, line: 1)
  }

  private func pushFromButton(animates: String?) throws -> AppearanceRecorder {
    TestApp.reset()
    AppInfo.dictionary = ["CFBundleExecutable": "UIKitTests"]
    var segue = ["destination": "B", "kind": "show", "id": "SEG"]
    segue["animates"] = animates
    let button = element(
      "button", ["id": "GO"],
      [
        element("rect", ["key": "frame", "x": "20", "y": "200", "width": "200", "height": "44"]),
        element("state", ["key": "normal", "title": "Go"]),
        element("connections", [:], [element("segue", segue)]),
      ])
    let first = element(
      "viewController", ["id": "A"],
      [element("view", ["key": "view", "id": "AV"], [element("subviews", [:], [button])])])
    let second = element(
      "viewController", ["id": "B", "customClass": "AppearanceRecorder"],
      [element("view", ["key": "view", "id": "BV"])])
    let navigation = element(
      "navigationController", ["id": "NAV"],
      [
        element(
          "connections", [:],
          [element("segue", ["destination": "A", "kind": "relationship", "relationship": "rootViewController"])])
      ])
    let scenes = [navigation, first, second].map { element("scene", [:], [element("objects", [:], [$0])]) }
    UIStoryboard.given["Animates"] = InterfaceDocument(
      kind: .storyboard, fileName: "Animates.storyboard",
      root: element("document", ["initialViewController": "NAV"], [element("scenes", [:], scenes)]))
    let root = try #require(
      UIStoryboard(name: "Animates", bundle: nil).instantiateInitialViewController() as? UINavigationController)
    TestApp.launch(root)
    AppDriver.advance(seconds: 1)
    AppDriver.tap(try #require(AppDriver.allViews(in: root.view).first { $0 is UIButton }))
    AppDriver.advance(seconds: 0.05)
    return try #require(root.topViewController as? AppearanceRecorder)
  }

  @Test("animates=\"NO\": the pushed controller has appeared at once")
  func withoutAnimation() throws {
    #expect(try pushFromButton(animates: "NO").didAppear)
  }

  @Test("by default the push animates: not yet appeared 0.05 s in")
  func withAnimation() throws {
    #expect(try pushFromButton(animates: nil).didAppear == false)
  }
}

@MainActor
final class AppearanceRecorder: UIViewController {
  var didAppear = false

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    didAppear = true
  }
}
