import Foundation
import InterfaceModel
import Testing

@testable import UIKit

/// `init(coder:)` as UIKit's: `UIView.init(coder:)` decodes the view's properties and subviews,
/// and `UIViewController.init(coder:)` its title and items, before returning — so what a subclass
/// sets after `super.init(coder:)` (a `commonInit()`) wins over the interface file, and it sees
/// the subviews already there. Outlets are connected later, before `awakeFromNib` (Apple's
/// "Nib Files" in the Resource Programming Guide: objects are unarchived, then connections made).
@MainActor
@Suite("Storyboards — what init(coder:) decodes", .serialized)
struct CoderDecodingTests {
  private func element(_ name: String, _ attributes: [String: String] = [:], _ children: [InterfaceElement] = [])
    -> InterfaceElement
  {
    InterfaceElement(name: name, attributes: attributes, children: children, line: 1)
  }

  private var badgeNib: InterfaceDocument {
    let red = element("color", ["key": "backgroundColor", "red": "1", "green": "0", "blue": "0", "alpha": "1"])
    let badge = element(
      "view", ["id": "BADGE", "customClass": "BadgeView"],
      [
        element("rect", ["key": "frame", "x": "0", "y": "0", "width": "80", "height": "30"]), red,
        element("subviews", [:], [element("label", ["id": "TEXT", "text": "New"])]),
      ])
    return InterfaceDocument(
      kind: .xib, fileName: "BadgeView.xib", root: element("document", [:], [element("objects", [:], [badge])]))
  }

  @Test("a custom view's commonInit after super.init(coder:) wins over the xib and sees its subviews")
  func commonInitWins() throws {
    TestApp.reset()
    AppInfo.dictionary = ["CFBundleExecutable": "UIKitTests"]
    UINib.given["BadgeView"] = badgeNib
    let objects = UINib(nibName: "BadgeView", bundle: nil).instantiate(withOwner: nil)
    let badge = try #require(objects.first as? BadgeView)
    #expect(badge.backgroundColor == .systemGreen)
    #expect(badge.subviewCountInInit == 1)
    #expect(badge.frameInInit.width == 80)
    #expect((badge.subviews.first as? UILabel)?.text == "New")
  }

  @Test("a button's font from the file sizes it, as its intrinsic content size")
  func buttonFont() throws {
    TestApp.reset()
    func button(pointSize: String) throws -> UIButton {
      let element = element(
        "button", ["id": "B\(pointSize)", "buttonType": "system"],
        [
          element("state", ["key": "normal", "title": "Start"]),
          element("fontDescription", ["key": "fontDescription", "type": "system", "pointSize": pointSize]),
        ])
      UINib.given["Big"] = InterfaceDocument(
        kind: .xib, fileName: "Big.xib", root: self.element("document", [:], [self.element("objects", [:], [element])]))
      return try #require(UINib(nibName: "Big", bundle: nil).instantiate(withOwner: nil).first as? UIButton)
    }
    let big = try button(pointSize: "40")
    let normal = try button(pointSize: "15")
    #expect(big.titleLabel?.font.pointSize == 40)
    #expect(big.intrinsicContentSize.width > normal.intrinsicContentSize.width * 2)
  }

  @Test("a controller's title set after super.init(coder:) wins over the storyboard's")
  func controllerTitleWins() throws {
    TestApp.reset()
    AppInfo.dictionary = ["CFBundleExecutable": "UIKitTests"]
    let controller = element(
      "viewController", ["id": "VC", "customClass": "RetitledController", "title": "From storyboard"])
    let scene = element("scene", ["sceneID": "S"], [element("objects", [:], [controller])])
    UIStoryboard.given["Retitle"] = InterfaceDocument(
      kind: .storyboard, fileName: "Retitle.storyboard",
      root: element("document", ["initialViewController": "VC"], [element("scenes", [:], [scene])]))
    let made = try #require(
      UIStoryboard(name: "Retitle", bundle: nil).instantiateInitialViewController() as? RetitledController)
    #expect(made.titleInInit == "From storyboard")
    #expect(made.title == "From code")
  }
}

@MainActor
final class BadgeView: UIView {
  var subviewCountInInit = 0
  var frameInInit = CGRect.zero

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    subviewCountInInit = subviews.count
    frameInInit = frame
    backgroundColor = .systemGreen
  }
}

@MainActor
final class RetitledController: UIViewController {
  var titleInInit: String?

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    titleInInit = title
    title = "From code"
  }
}
