import Testing

@testable import UIKit

/// layout.md "Surface": anchors on views and layout guides make constraints that the layout pass
/// solves; the typed anchors keep X, Y and dimensions apart.
@MainActor
@Suite("Auto Layout — anchors", .serialized)
struct AnchorTests {
  @Test("the tutorial's first layout: centred, 20 points below the safe area's top")
  func centredBelowSafeArea() {
    TestApp.reset()
    var label = UILabel()
    LayoutTest.launch { view in
      label = LayoutTest.constrained(UILabel(), in: view)
      label.text = "Hello"
      NSLayoutConstraint.activate([
        label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      ])
    }
    let size = label.intrinsicContentSize
    #expect(label.frame.minY == 40)
    #expect(label.frame.size == size)
    #expect(abs(label.frame.midX - 187.5) <= 0.5)
    #expect(LayoutTest.unsatisfiableWarnings.isEmpty)
  }

  @Test("edges pinned with constants; width and height from constants and multipliers")
  func edgesAndDimensions() {
    TestApp.reset()
    var box = UIView()
    var half = UIView()
    LayoutTest.launch { view in
      box = LayoutTest.constrained(UIView(), in: view)
      half = LayoutTest.constrained(UIView(), in: view)
      NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
        box.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        box.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
        box.heightAnchor.constraint(equalToConstant: 50),
        half.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        half.heightAnchor.constraint(equalTo: half.widthAnchor),
        half.leadingAnchor.constraint(equalTo: box.leadingAnchor),
        half.topAnchor.constraint(equalToSystemSpacingBelow: box.bottomAnchor, multiplier: 1),
      ])
    }
    #expect(box.frame == CGRect(x: 20, y: 100, width: 335, height: 50))
    #expect(half.frame == CGRect(x: 20, y: 158, width: 167.5, height: 167.5))
  }

  @Test("anchors are typed as UIKit's: X, Y and dimension anchors are different classes, guides have them too")
  func typedAnchors() {
    TestApp.reset()
    let view = UIView()
    // `view.leadingAnchor.constraint(equalTo: view.topAnchor)` does not compile: a Y anchor is
    // not an NSLayoutAnchor<NSLayoutXAxisAnchor>.
    #expect(!((view.topAnchor as AnyObject) is NSLayoutAnchor<NSLayoutXAxisAnchor>))
    #expect((view.leadingAnchor as AnyObject) is NSLayoutAnchor<NSLayoutXAxisAnchor>)
    #expect(!((view.widthAnchor as AnyObject) is NSLayoutAnchor<NSLayoutYAxisAnchor>))
    let guide = UILayoutGuide()
    view.addLayoutGuide(guide)
    let constraint = guide.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5, constant: 4)
    #expect(constraint.firstItem === guide)
    #expect(constraint.secondItem === view)
    #expect(constraint.firstAttribute == .width)
    #expect(constraint.multiplier == 0.5)
    #expect(constraint.constant == 4)
    #expect(constraint.relation == .equal)
    #expect(!constraint.isActive)
    #expect(view.layoutGuides == [guide])
  }

  @Test("a layout guide spaces views as a spacer view would, and reports its frame")
  func customGuide() {
    TestApp.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let left = UIView()
    let right = UIView()
    let gap = UILayoutGuide()
    root.addLayoutGuide(gap)
    for view in [left, right] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor), left.widthAnchor.constraint(equalToConstant: 50),
      gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor), right.widthAnchor.constraint(equalToConstant: 50),
      gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
      left.topAnchor.constraint(equalTo: root.topAnchor), left.heightAnchor.constraint(equalToConstant: 10),
      right.topAnchor.constraint(equalTo: root.topAnchor), right.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(gap.layoutFrame == CGRect(x: 50, y: 0, width: 200, height: 1))
    #expect(right.frame.minX == 250)
    root.removeLayoutGuide(gap)
    #expect(root.constraints.count == 4)  // the four that named the guide are deactivated
  }

  @Test("addConstraint installs on the view it is sent to; the item/attribute initializer and the old API")
  func addConstraintAPI() {
    TestApp.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let constraints = [
      NSLayoutConstraint(
        item: child, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 1,
        constant: 0),
      NSLayoutConstraint(
        item: child, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 1,
        constant: 10),
      NSLayoutConstraint(
        item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
        constant: 40),
      NSLayoutConstraint(
        item: child, attribute: .height, relatedBy: .equal, toItem: child, attribute: .width, multiplier: 0.5,
        constant: 0),
    ]
    root.addConstraints(constraints)
    #expect(root.constraints == constraints)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 80, y: 100, width: 40, height: 20))
    root.removeConstraints(constraints)
    #expect(root.constraints.isEmpty)
    #expect(constraints.allSatisfy { !$0.isActive })
    #expect(
      constraints[1].description
        == "<NSLayoutConstraint:0x4 UIView:0x2.centerY == UIView:0x1.centerY + 10   (inactive)>")
  }

  @Test("a location related to a constant is UIKit's NSInvalidArgumentException")
  func invalidConstraint() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        AppDriver.reset()
        _ = NSLayoutConstraint(
          item: UIView(), attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
          multiplier: 1, constant: 20)
      }
    }
  }
}
