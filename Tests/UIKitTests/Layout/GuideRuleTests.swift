import DriverProtocol
import Testing

@testable import UIKit

/// layout.md rule 6: safe areas come from the device (status bar, sensor housing, home indicator,
/// navigation bar, toolbar, tab bar, the keyboard for `keyboardLayoutGuide`);
/// `additionalSafeAreaInsets` adds to them. Margins are 8 points for a plain view and the system
/// minimum for a controller's root view (Apple: "Positioning content relative to the safe area",
/// `layoutMargins`, `systemMinimumLayoutMargins`, `UIKeyboardLayoutGuide`).
@MainActor
@Suite("Layout rule 6 — safe area, margins and keyboard guides", .serialized)
struct GuideRuleTests {
  /// A bar pinned to the safe area's top, leading, trailing and bottom of `view`.
  private static func pinToSafeArea(_ box: UIView, in view: UIView) {
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      box.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
      box.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
    ])
  }

  @Test(
    "a view pinned to the safe-area guide fills the device's safe area",
    arguments: [
      (DeviceModel.iPhoneSE, CGRect(x: 0, y: 20, width: 320, height: 548)),
      (.iPhone8, CGRect(x: 0, y: 20, width: 375, height: 647)),
      (.iPhone15, CGRect(x: 0, y: 59, width: 393, height: 759)),
      (.iPad, CGRect(x: 0, y: 20, width: 768, height: 1004)),
    ])
  func safeAreaPerDevice(device: DeviceModel, expected: CGRect) {
    TestApp.reset()
    AppDriver.use(device)
    var box = UIView()
    LayoutTest.launch { view in
      box = LayoutTest.constrained(UIView(), in: view)
      Self.pinToSafeArea(box, in: view)
    }
    #expect(box.frame == expected)
  }

  @Test("under a navigation bar the guide starts below the bar; landscape on an iPhone 15 insets the sides")
  func navigationBarAndRotation() {
    TestApp.reset()
    AppDriver.use(.iPhone15)
    let content = LayoutController()
    var box = UIView()
    content.build = { view in
      box = LayoutTest.constrained(UIView(), in: view)
      Self.pinToSafeArea(box, in: view)
    }
    TestApp.launch(UINavigationController(rootViewController: content))
    #expect(box.frame == CGRect(x: 0, y: 103, width: 393, height: 852 - 103 - 34))
    AppDriver.rotate(landscape: true)
    #expect(box.frame.minX == 59)
    #expect(box.frame.width == CGFloat(852 - 118))
    #expect(abs(box.frame.maxY - CGFloat(393 - 21)) < 0.001)
  }

  @Test("additionalSafeAreaInsets move the guide")
  func additionalInsets() {
    TestApp.reset()
    var box = UIView()
    let controller = LayoutTest.launch { view in
      box = LayoutTest.constrained(UIView(), in: view)
      Self.pinToSafeArea(box, in: view)
    }
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 30, right: 5)
    AppDriver.settle()
    #expect(box.frame == CGRect(x: 5, y: 30, width: 365, height: 607))
  }

  @Test(
    "a controller's root view has iOS's system margins; a plain view has 8 points",
    arguments: [(DeviceModel.iPhoneSE, 16.0), (.iPhone8, 16), (.iPhone15, 16), (.iPad, 20)])
  func margins(device: DeviceModel, side: Double) {
    TestApp.reset()
    AppDriver.use(device)
    var inner = UIView()
    var box = UIView()
    let controller = LayoutTest.launch { view in
      box = LayoutTest.constrained(UIView(), in: view)
      inner = LayoutTest.constrained(UIView(), in: box)
      NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        box.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
        box.heightAnchor.constraint(equalToConstant: 100),
        inner.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
        inner.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 0),
        inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 0),
        inner.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 0),
      ])
    }
    let view: UIView = controller.view
    #expect(view.directionalLayoutMargins.leading == CGFloat(side))
    #expect(view.layoutMargins.top == view.safeAreaInsets.top)
    #expect(box.frame.minX == CGFloat(side))
    #expect(box.frame.minY == view.safeAreaInsets.top)
    #expect(inner.frame.minX == 8)
    #expect(box.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
  }

  @Test("margins set in code move the margins guide; the margin attributes are the guide's edges")
  func marginsInCode() {
    TestApp.reset()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 30)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: child, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin,
        multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: child, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailingMargin,
        multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: child, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin, multiplier: 1,
        constant: 0),
      NSLayoutConstraint(
        item: child, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottomMargin,
        multiplier: 1, constant: 0),
    ])
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 10, width: 150, height: 80))
    #expect(container.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 10, width: 150, height: 80))
  }

  @Test("a field pinned to the keyboard guide's top rides above the keyboard and back")
  func keyboardGuide() {
    TestApp.reset()
    var field = UITextField()
    LayoutTest.launch { view in
      field = LayoutTest.constrained(UITextField(), in: view)
      field.borderStyle = .roundedRect
      NSLayoutConstraint.activate([
        field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
      ])
    }
    #expect(field.frame == CGRect(x: 16, y: 667 - 8 - 34, width: 343, height: 34))
    field.becomeFirstResponder()
    AppDriver.settle()
    #expect(field.frame.maxY == CGFloat(667 - 260 - 8))
    field.resignFirstResponder()
    AppDriver.settle()
    #expect(field.frame.maxY == CGFloat(667 - 8))
  }

  @Test("on an iPhone 15 the keyboard guide stops at the home indicator while the keyboard is down")
  func keyboardGuideAboveHomeIndicator() {
    TestApp.reset()
    AppDriver.use(.iPhone15)
    var bar = UIView()
    let controller = LayoutTest.launch { view in
      bar = LayoutTest.constrained(UIView(), in: view)
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        bar.heightAnchor.constraint(equalToConstant: 44),
        bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      ])
    }
    #expect(bar.frame.maxY == CGFloat(852 - 34))
    #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
  }

  @Test("the readable content guide is the margins guide, at most 672 points wide, centred (iPad)")
  func readableContent() {
    TestApp.reset()
    AppDriver.use(.iPad)
    var text = UIView()
    let controller = LayoutTest.launch { view in
      text = LayoutTest.constrained(UIView(), in: view)
      NSLayoutConstraint.activate([
        text.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
        text.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
        text.topAnchor.constraint(equalTo: view.readableContentGuide.topAnchor),
        text.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    #expect(text.frame == CGRect(x: 48, y: 20, width: 672, height: 10))
    #expect(controller.view.readableContentGuide.layoutFrame.width == 672)
  }

  @Test("insetsLayoutMarginsFromSafeArea adds the safe area; preservesSuperviewLayoutMargins keeps the outer margins")
  func marginOptions() {
    TestApp.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 30, leading: 30, bottom: 30, trailing: 30)
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 280, height: 280))
    root.addSubview(child)
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    child.preservesSuperviewLayoutMargins = true
    #expect(child.layoutMargins == UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
    TestApp.reset()
    var controller = LayoutController()
    controller = LayoutTest.launch { _ in }
    let view: UIView = controller.view
    #expect(view.layoutMargins == UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
    view.insetsLayoutMarginsFromSafeArea = false
    #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
  }
}
