import Foundation

/// The constraints UIKit makes itself: for frames, margins and guides, and intrinsic sizes.
@MainActor
enum SystemConstraint {
  /// `item.attribute == multiplier × second.attribute2 + constant`, made by UIKit.
  static func make(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, equalTo second: AnyObject?,
    _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat,
    origin: NSLayoutConstraint.Origin = .system, relation: NSLayoutConstraint.Relation = .equal,
    priority: UILayoutPriority = .required
  ) -> NSLayoutConstraint {
    let made = NSLayoutConstraint(
      first: item, attribute, relation, second: second, secondAttribute, multiplier: multiplier, constant: constant,
      origin: origin)
    made.priority = priority
    made.installedView = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    return made
  }

  /// A frame edge relative to the superview: `UILabel:0x4.minX == 20`.
  static func autoresizing(
    _ view: UIView, _ attribute: NSLayoutConstraint.Attribute, summary: String, constant: CGFloat
  ) -> NSLayoutConstraint {
    make(view, attribute, equalTo: nil, .notAnAttribute, constant: constant, origin: .autoresizing(summary: summary))
  }

  /// One side of an intrinsic size: `width <= 66` at the hugging priority, or `>=` at the
  /// compression resistance.
  static func contentSize(
    _ view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
    _ value: CGFloat, _ hugging: UILayoutPriority, _ resistance: UILayoutPriority
  ) -> NSLayoutConstraint {
    make(
      view, attribute, equalTo: nil, .notAnAttribute, constant: value,
      origin: .contentSize(hugging: hugging, compressionResistance: resistance), relation: relation,
      priority: relation == .lessThanOrEqual ? hugging : resistance)
  }
}

/// A view's frame and autoresizing mask as constraints (`translatesAutoresizingMaskIntoConstraints`),
/// as UIKit's `NSAutoresizingMaskLayoutConstraint`s.
///
/// Along each axis the view's position and size are linear in its superview's size: when the
/// superview grows by Δ, the flexible parts (margin, size, other margin) share Δ in proportion to
/// their current sizes — the autoresizing rule of UIView+Layout.swift — and fixed parts stay. A
/// mask with no flexible part keeps the frame (UIKit prints it `h=--&`, the far margin taking the
/// change).
@MainActor
enum AutoresizingConstraints {
  static func make(for view: UIView) -> [NSLayoutConstraint] {
    let mask = view.autoresizingMask
    let frame = view.frame
    let size = view.superview?.bounds.size ?? frame.size
    let horizontal = axis(
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
      ),
      position: frame.minX, length: frame.width, container: size.width)
    let vertical = axis(
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
      ),
      position: frame.minY, length: frame.height, container: size.height)
    let summary = "h=\(horizontal.summary) v=\(vertical.summary)"
    let superview = view.superview
    func edge(
      _ attribute: NSLayoutConstraint.Attribute, _ line: (slope: CGFloat, offset: CGFloat),
      _ along: NSLayoutConstraint.Attribute
    ) -> NSLayoutConstraint {
      let related = line.slope == 0 ? nil : superview
      return SystemConstraint.make(
        view, attribute, equalTo: related, related == nil ? .notAnAttribute : along, multiplier: line.slope,
        constant: line.offset, origin: .autoresizing(summary: summary))
    }
    return [
      edge(.left, horizontal.position, .width), edge(.top, vertical.position, .height),
      edge(.width, horizontal.length, .width), edge(.height, vertical.length, .height),
    ]
  }

  /// Position and length as `slope × container + offset`, and UIKit's summary (`-&-`).
  private static func axis(
    flexible: (lead: Bool, size: Bool, trail: Bool), position: CGFloat, length: CGFloat, container: CGFloat
  ) -> (position: (slope: CGFloat, offset: CGFloat), length: (slope: CGFloat, offset: CGFloat), summary: String) {
    let trailing = container - position - length
    let anyFlexible = flexible.lead || flexible.size || flexible.trail
    let summary = [flexible.lead, flexible.size, flexible.trail || !anyFlexible].map { $0 ? "&" : "-" }.joined()
    let parts = [(flexible.lead, position), (flexible.size, length), (flexible.trail, trailing)].filter(\.0)
    let total = parts.reduce(CGFloat(0)) { $0 + max($1.1, 0) }
    func share(_ isFlexible: Bool, _ current: CGFloat) -> CGFloat {
      guard isFlexible else { return 0 }
      return total > 0 ? max(current, 0) / total : 1 / CGFloat(parts.count)
    }
    let positionSlope = share(flexible.lead, position)
    let lengthSlope = share(flexible.size, length)
    return (
      (positionSlope, position - positionSlope * container), (lengthSlope, length - lengthSlope * container), summary
    )
  }
}

extension UIView {
  /// The intrinsic size Auto Layout uses (a wrapping label's, at its current width).
  var intrinsicSizeForLayout: CGSize { intrinsicContentSize }
}
