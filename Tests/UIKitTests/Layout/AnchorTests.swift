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
}
