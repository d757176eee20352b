import Testing

@testable import UIKit

/// layout.md "Intrinsic sizes": text is measured with the one glyph-advance table
/// (GlyphAdvances, docs/runtime.md) at the font's size and weight, rounded up to the screen's
/// pixels; controls have UIKit's sizes. Figures are for the default iPhone 8 (scale 2).
@MainActor
@Suite("Auto Layout — intrinsic content sizes", .serialized)
struct IntrinsicSizeTests {
  private static func label(_ text: String, _ font: UIFont = .systemFont(ofSize: 17)) -> UILabel {
    let label = UILabel()
    label.font = font
    label.text = text
    return label
  }

  @Test(
    "labels: the table's advances at the font's size and weight",
    arguments: [
      ("Hello", UIFont.systemFont(ofSize: 17), CGSize(width: 40.5, height: 20.5)),
      ("Just text", .systemFont(ofSize: 17), CGSize(width: 66, height: 20.5)),
      ("Hello", .boldSystemFont(ofSize: 17), CGSize(width: 43.5, height: 20.5)),
      ("Hello", .systemFont(ofSize: 17, weight: .semibold), CGSize(width: 42.5, height: 20.5)),
      ("Hello", .systemFont(ofSize: 34), CGSize(width: 81, height: 41)),
      ("", .systemFont(ofSize: 17), CGSize.zero),
    ])
  func labels(text: String, font: UIFont, size: CGSize) {
    TestApp.reset()
    #expect(Self.label(text, font).intrinsicContentSize == size)
  }

  @Test("a label of several lines wraps between words at preferredMaxLayoutWidth")
  func wrapping() {
    TestApp.reset()
    let label = Self.label("one two three four five")
    label.numberOfLines = 0
    #expect(label.intrinsicContentSize == CGSize(width: 175, height: 20.5))
    label.preferredMaxLayoutWidth = 120
    #expect(label.intrinsicContentSize == CGSize(width: 107.5, height: 41))
    label.numberOfLines = 1
    #expect(label.intrinsicContentSize == CGSize(width: 175, height: 20.5))
  }

  @Test("a wrapping label constrained to a width grows in height at the next pass")
  func wrappingUnderConstraints() {
    TestApp.reset()
    var label = UILabel()
    LayoutTest.launch { view in
      label = LayoutTest.constrained(Self.label("one two three four five"), in: view)
      label.numberOfLines = 0
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
        label.widthAnchor.constraint(equalToConstant: 120),
        label.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
      ])
    }
    #expect(label.frame == CGRect(x: 20, y: 100, width: 120, height: 41))
  }

  @Test("controls: buttons with content insets, text fields, switches, sliders, image views")
  func controls() throws {
    TestApp.reset()
    let button = UIButton(type: .system)
    button.setTitle("Button", for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 45.5, height: 30))
    button.setTitle("Tap", for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
    button.setTitle("Button", for: .normal)
    button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    #expect(button.intrinsicContentSize == CGSize(width: 85.5, height: 50))
    let field = UITextField()
    field.placeholder = "Name"
    field.borderStyle = .roundedRect
    #expect(field.intrinsicContentSize == CGSize(width: 61.5, height: 34))
    #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(UISlider().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    let image = try #require(UIImage(systemName: "star"))
    #expect(UIImageView(image: image).intrinsicContentSize == CGSize(width: 17, height: 17))
    #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }

  @Test("UIFont reports San Francisco's vertical metrics")
  func fontMetrics() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(abs(font.lineHeight - 20.287109375) < 1e-9)
    #expect(abs(font.ascender - 16.1865234375) < 1e-9)
    #expect(abs(font.descender + 4.1005859375) < 1e-9)
  }

  @Test("a label's size follows its text at the next pass (invalidateIntrinsicContentSize)")
  func textChange() {
    TestApp.reset()
    var label = UILabel()
    LayoutTest.launch { view in
      label = LayoutTest.constrained(Self.label("Hi"), in: view)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        label.topAnchor.constraint(equalTo: view.topAnchor),
      ])
    }
    label.text = "Just text"
    AppDriver.settle()
    #expect(label.frame.size == CGSize(width: 66, height: 20.5))
  }
}
