import Foundation
import InterfaceModel
import Testing

@testable import UIKit

/// Storyboard constraints as Interface Builder writes them: an older file's top and bottom
/// layout guides (`<viewControllerLayoutGuide>`, Xcode before 9) stand for the safe area's edges,
/// as UIKit answers them since iOS 11 (Apple: `topLayoutGuide` is deprecated in favour of the
/// safe area); a constraint whose item or attribute cannot be resolved is left out with a warning
/// naming its line, not guessed.
@MainActor
@Suite("Storyboards — constraints", .serialized)
struct StoryboardConstraintTests {
  private func element(
    _ name: String, _ attributes: [String: String] = [:], _ children: [InterfaceElement] = [], line: Int = 1
  ) -> InterfaceElement {
    InterfaceElement(name: name, attributes: attributes, children: children, line: line)
  }

  private func launch(_ constraints: [InterfaceElement]) throws -> UIViewController {
    TestApp.reset()
    AppInfo.dictionary = ["CFBundleExecutable": "UIKitTests"]
    let label = element(
      "label", ["id": "LABEL", "text": "Boiled", "translatesAutoresizingMaskIntoConstraints": "NO"],
      [element("rect", ["key": "frame", "x": "0", "y": "0", "width": "100", "height": "21"])])
    let view = element(
      "view", ["key": "view", "id": "ROOT"],
      [element("subviews", [:], [label]), element("constraints", [:], constraints)])
    let controller = element(
      "viewController", ["id": "VC"],
      [
        element(
          "layoutGuides", [:],
          [
            element("viewControllerLayoutGuide", ["type": "top", "id": "TOP"]),
            element("viewControllerLayoutGuide", ["type": "bottom", "id": "BOTTOM"]),
          ]), view,
      ])
    UIStoryboard.given["Guides"] = InterfaceDocument(
      kind: .storyboard, fileName: "Guides.storyboard",
      root: element(
        "document", ["initialViewController": "VC"],
        [element("scenes", [:], [element("scene", [:], [element("objects", [:], [controller])])])]))
    let made = try #require(UIStoryboard(name: "Guides", bundle: nil).instantiateInitialViewController())
    TestApp.launch(made)
    AppDriver.advance(seconds: 1)
    return made
  }

  private func label(of controller: UIViewController) throws -> UIView {
    try #require(controller.view.subviews.first { $0 is UILabel })
  }

  @Test("the top layout guide's bottom is the safe area's top; the bottom guide's top its bottom")
  func legacyGuides() throws {
    let controller = try launch([
      element(
        "constraint",
        [
          "firstItem": "LABEL", "firstAttribute": "top", "secondItem": "TOP", "secondAttribute": "bottom",
          "constant": "8", "id": "C1",
        ]),
      element(
        "constraint",
        [
          "firstItem": "LABEL", "firstAttribute": "leading", "secondItem": "ROOT",
          "secondAttribute": "leading", "constant": "16", "id": "C2",
        ]),
    ])
    let safeTop = controller.view.safeAreaInsets.top
    #expect(safeTop > 0)
    #expect(try label(of: controller).frame.minY == safeTop + 8)
    #expect(try label(of: controller).frame.minX == 16)
  }

  @Test("a constraint to an object the file does not make is left out with a warning at its line")
  func unresolvedItem() throws {
    _ = try launch([
      element(
        "constraint",
        ["firstItem": "LABEL", "firstAttribute": "top", "secondItem": "GONE", "secondAttribute": "bottom", "id": "C9"],
        line: 42)
    ])
    let warnings = EventLog.shared.entries.filter { $0.contains("left out") }
    #expect(
      warnings == [
        "Warning: Guides.storyboard:42: constraint C9 left out: its secondItem GONE is not an object of the file"
      ])
  }
}
