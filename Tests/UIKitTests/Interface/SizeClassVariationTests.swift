import Foundation
import InterfaceModel
import Testing

@testable import UIKit

/// Size-class variations as Interface Builder writes them and UIKit installs them: a
/// `<variation key="default">` mask uninstalls for Any × Any, a variation whose key matches the
/// screen's size classes (an iPhone in portrait: compact width, regular height) installs or
/// uninstalls again and gives its own values (Xcode's "Vary for Traits"; Apple's "Size Classes"
/// in the Auto Layout Guide).
@MainActor
@Suite("Storyboards — size-class variations", .serialized)
struct SizeClassVariationTests {
  private func element(_ name: String, _ attributes: [String: String] = [:], _ children: [InterfaceElement] = [])
    -> InterfaceElement
  {
    InterfaceElement(name: name, attributes: attributes, children: children, line: 1)
  }

  private func mask(_ key: String, _ items: [(String, String)]) -> InterfaceElement {
    element("mask", ["key": key], items.map { element($0.0, ["reference": $0.1]) })
  }

  private func root() throws -> UIView {
    TestApp.reset()
    let label = element(
      "label", ["id": "TITLE", "text": "Boiled", "translatesAutoresizingMaskIntoConstraints": "NO"],
      [
        element("fontDescription", ["key": "fontDescription", "type": "system", "pointSize": "17"]),
        element(
          "variation", ["key": "widthClass=compact"],
          [element("fontDescription", ["key": "fontDescription", "type": "system", "pointSize": "11"])]),
      ])
    let wide = element("view", ["id": "WIDE"])
    let constraints = element(
      "constraints", [:],
      [
        element("constraint", ["firstItem": "TITLE", "firstAttribute": "width", "constant": "100", "id": "PHONE"]),
        element("constraint", ["firstItem": "TITLE", "firstAttribute": "width", "constant": "300", "id": "PAD"]),
        element(
          "constraint", ["firstItem": "TITLE", "firstAttribute": "height", "constant": "20", "id": "TALL"],
          [element("variation", ["key": "heightClass=regular-widthClass=compact", "constant": "44"])]),
      ])
    let view = element(
      "view", ["id": "ROOT"],
      [
        element("subviews", [:], [label, wide]), constraints,
        element(
          "variation", ["key": "default"],
          [mask("subviews", [("exclude", "WIDE")]), mask("constraints", [("exclude", "PHONE")])]),
        element(
          "variation", ["key": "heightClass=regular-widthClass=compact"],
          [mask("constraints", [("include", "PHONE"), ("exclude", "PAD")])]),
      ])
    UINib.given["Varied"] = InterfaceDocument(
      kind: .xib, fileName: "Varied.xib", root: element("document", [:], [element("objects", [:], [view])]))
    let made = try #require(UINib(nibName: "Varied", bundle: nil).instantiate(withOwner: nil).first as? UIView)
    made.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    made.layoutIfNeeded()
    return made
  }

  @Test("an iPhone in portrait installs the compact × regular constraints and values, not the default's")
  func portraitPhone() throws {
    let view = try root()
    let label = try #require(view.subviews.first as? UILabel)
    #expect(label.font.pointSize == 11)
    #expect(label.frame.width == 100)
    #expect(label.frame.height == 44)
    #expect(view.subviews.count == 1, "the view uninstalled for Any × Any and not included again")
  }
}
