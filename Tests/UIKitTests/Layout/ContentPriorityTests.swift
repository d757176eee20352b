import Testing

@testable import UIKit

/// layout.md "Surface": content hugging (default 250 in code) keeps a view from growing past its
/// intrinsic size, compression resistance (750) from shrinking below it; the higher priority wins
/// (Apple: "Auto Layout Guide — Views with Intrinsic Content Size").
@MainActor
@Suite("Auto Layout — hugging and compression resistance", .serialized)
struct ContentPriorityTests {
  /// Two labels side by side filling `width` between the root view's edges.
  private func row(width: CGFloat, configure: (UILabel, UILabel) -> Void) -> (UILabel, UILabel) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
    let left = UILabel()
    left.text = "Just text"
    let right = UILabel()
    right.text = "Just text"
    for label in [left, right] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
    }
    configure(left, right)
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      left.topAnchor.constraint(equalTo: root.topAnchor), right.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    return (left, right)
  }

  @Test("defaults in code are 250 hugging and 750 compression resistance; a switch hugs at 750")
  func defaults() {
    TestApp.reset()
    let label = UILabel()
    #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    #expect(UISwitch().contentHuggingPriority(for: .horizontal) == .defaultHigh)
    label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    #expect(label.contentHuggingPriority(for: .horizontal).rawValue == 251)
    #expect(label.contentHuggingPriority(for: .vertical) == .defaultLow)
  }

  @Test("with room to spare, the label that hugs less grows")
  func huggingDecides() {
    TestApp.reset()
    let (left, right) = row(width: 300) { left, _ in left.setContentHuggingPriority(.defaultHigh, for: .horizontal) }
    #expect(left.frame.width == 66)
    #expect(right.frame.width == 234)
  }

  @Test("without room, the label that resists compression less shrinks")
  func compressionDecides() {
    TestApp.reset()
    let (left, right) = row(width: 100) { _, right in
      right.setContentCompressionResistancePriority(.required - 1, for: .horizontal)
    }
    #expect(right.frame.width == 66)
    #expect(left.frame.width == 34)
  }

  @Test("systemLayoutSizeFitting: the smallest size the constraints allow")
  func fittingSize() {
    TestApp.reset()
    let card = UIView()
    let title = UILabel()
    title.text = "Just text"
    title.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(title)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
    ])
    #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 98, height: 36.5))
  }

  @Test("hasAmbiguousLayout: a view with no horizontal position is ambiguous until it gets one")
  func ambiguity() {
    TestApp.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: root.topAnchor), box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(box.hasAmbiguousLayout)
    box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5).isActive = true
    root.layoutIfNeeded()
    #expect(!box.hasAmbiguousLayout)
    #expect(box.frame == CGRect(x: 5, y: 0, width: 10, height: 10))
  }
}
