import Foundation

/// The constraints a `UIStackView` writes for its arrangement, with UIKit's identifiers.
///
/// Along the axis: the first and last visible views touch the canvas (the stack view, or its
/// margins guide with `isLayoutMarginsRelativeArrangement`: `UISV-canvas-connection`), neighbours
/// are `spacing` apart (`UISV-spacing`; at least that far for the equal distributions, whose gaps
/// or centre distances are equal through spacing guides: `UISV-distributing`), and the
/// distribution sizes them: `fill` by hugging and compression resistance, ties going to the later
/// view as UIKit resolves them by index; `fillEqually` equal (`UISV-fill-equally`);
/// `fillProportionally` in proportion to their intrinsic sizes (`UISV-fill-proportionally`).
/// Across the axis the alignment pins each view (`UISV-alignment`) and keeps it inside the canvas
/// (`UISV-spanning-boundary`); the stack view, when nothing else sizes it, fits its tallest view
/// (`UISV-canvas-fit`, at a priority below everything). A hidden arranged view collapses to zero
/// along the axis (`UISV-hiding`) and takes no spacing.
@MainActor
enum StackViewConstraints {
  typealias Attribute = NSLayoutConstraint.Attribute

  static func rebuild(_ stack: UIStackView) {
    NSLayoutConstraint.deactivate(stack.arrangementConstraints)
    for guide in stack.spacingGuides { guide.owningView = nil }
    stack.spacingGuides = []
    var made: [NSLayoutConstraint] = []
    let canvas: AnyObject = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    let horizontal = stack.axis == .horizontal
    let (lead, trail, length): (Attribute, Attribute, Attribute) =
      horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
    let visible = stack.arrangedSubviews.filter { !$0.isHidden }
    for view in stack.arrangedSubviews where view.isHidden {
      made.append(system("UISV-hiding", view, length, .equal, nil, .notAnAttribute, 1, 0, .required))
      made.append(system("UISV-hiding", view, lead, .equal, canvas, lead, 1, 0, .required))
    }
    if let first = visible.first, let last = visible.last {
      made.append(system("UISV-canvas-connection", first, lead, .equal, canvas, lead, 1, 0, .required))
      made.append(system("UISV-canvas-connection", canvas, trail, .equal, last, trail, 1, 0, .required))
    }
    for (index, pair) in zip(visible, visible.dropFirst()).enumerated() {
      let gap = spacing(after: pair.0, in: stack)
      let equal = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
      made.append(
        system("UISV-spacing", pair.1, lead, equal ? .greaterThanOrEqual : .equal, pair.0, trail, 1, gap, .required))
      guard equal else { continue }
      let guide = UILayoutGuide(kind: .constraints, identifier: "UISV-distributing")
      guide.owningView = stack
      stack.spacingGuides.append(guide)
      let centred = stack.distribution == .equalCentering
      let middle: Attribute = horizontal ? .centerX : .centerY
      made.append(
        system("UISV-distributing-edge", guide, lead, .equal, pair.0, centred ? middle : trail, 1, 0, .required))
      made.append(
        system("UISV-distributing-edge", guide, trail, .equal, pair.1, centred ? middle : lead, 1, 0, .required))
      if index > 0, let firstGuide = stack.spacingGuides.first {
        made.append(system("UISV-distributing", guide, length, .equal, firstGuide, length, 1, 0, .required))
      }
    }
    made += distributionConstraints(stack, visible, length)
    made += alignmentConstraints(stack, canvas: canvas)
    stack.arrangementConstraints = made
    NSLayoutConstraint.activate(made)
  }

  /// The gap after a view: its custom spacing, or the stack's (8 points for "system").
  private static func spacing(after view: UIView, in stack: UIStackView) -> CGFloat {
    let custom = stack.customSpacing(after: view)
    let value = custom == UIStackView.spacingUseDefault ? stack.spacing : custom
    return value == UIStackView.spacingUseSystem ? LayoutDescription.systemSpacing : value
  }

  private static func distributionConstraints(_ stack: UIStackView, _ visible: [UIView], _ length: Attribute)
    -> [NSLayoutConstraint]
  {
    var made: [NSLayoutConstraint] = []
    let axis = stack.axis
    switch stack.distribution {
    case .fillEqually:
      for view in visible.dropFirst() {
        made.append(system("UISV-fill-equally", view, length, .equal, visible[0], length, 1, 0, .required))
      }
    case .fillProportionally:
      let sizes = visible.map { axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
      if let reference = sizes.firstIndex(where: { $0 > 0 }) {
        for (index, view) in visible.enumerated() where index != reference && sizes[index] > 0 {
          made.append(
            system(
              "UISV-fill-proportionally", view, length, .equal, visible[reference], length,
              sizes[index] / sizes[reference], 0, UILayoutPriority(999)))
        }
      }
    case .fill, .equalSpacing, .equalCentering:
      // Ties between equal hugging (or compression resistance) priorities go by index: a later
      // view stretches or shrinks before an earlier one.
      for (index, view) in visible.enumerated() {
        let size = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
        guard size != UIView.noIntrinsicMetric else { continue }
        let nudge = Float(visible.count - index) * 0.001
        let hug = view.contentHuggingPriority(for: axis) - 0.01 + nudge
        let resist = view.contentCompressionResistancePriority(for: axis) - 0.01 + nudge
        made.append(system("UISV-fill-order", view, length, .lessThanOrEqual, nil, .notAnAttribute, 1, size, hug))
        made.append(system("UISV-fill-order", view, length, .greaterThanOrEqual, nil, .notAnAttribute, 1, size, resist))
      }
    }
    return made
  }

  private static func alignmentConstraints(_ stack: UIStackView, canvas: AnyObject) -> [NSLayoutConstraint] {
    let horizontal = stack.axis == .horizontal
    let (before, after, middle, crossLength): (Attribute, Attribute, Attribute, Attribute) =
      horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
    var made: [NSLayoutConstraint] = []
    let arranged = stack.arrangedSubviews
    for view in arranged {
      switch stack.alignment {
      case .fill:
        made.append(system("UISV-alignment", view, before, .equal, canvas, before, 1, 0, .required))
        made.append(system("UISV-alignment", view, after, .equal, canvas, after, 1, 0, .required))
        continue
      case .leading:
        made.append(system("UISV-alignment", view, before, .equal, canvas, before, 1, 0, .required))
      case .trailing:
        made.append(system("UISV-alignment", view, after, .equal, canvas, after, 1, 0, .required))
      case .center:
        made.append(system("UISV-alignment", view, middle, .equal, canvas, middle, 1, 0, .required))
      case .firstBaseline, .lastBaseline:
        let baseline: Attribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if horizontal, view !== arranged[0] {
          made.append(system("UISV-alignment", view, baseline, .equal, arranged[0], baseline, 1, 0, .required))
        } else if horizontal {
          made.append(system("UISV-alignment", view, before, .equal, canvas, before, 1, 0, UILayoutPriority(999)))
        } else {
          made.append(system("UISV-alignment", view, before, .equal, canvas, before, 1, 0, .required))
        }
      }
      made.append(system("UISV-spanning-boundary", view, before, .greaterThanOrEqual, canvas, before, 1, 0, .required))
      made.append(system("UISV-spanning-boundary", canvas, after, .greaterThanOrEqual, view, after, 1, 0, .required))
    }
    if stack.alignment != .fill, !arranged.isEmpty {
      made.append(
        system("UISV-canvas-fit", stack, crossLength, .equal, nil, .notAnAttribute, 1, 0, UILayoutPriority(49)))
    }
    return made
  }

  private static func system(
    _ name: String, _ first: AnyObject, _ firstAttribute: Attribute, _ relation: NSLayoutConstraint.Relation,
    _ second: AnyObject?, _ secondAttribute: Attribute, _ multiplier: CGFloat, _ constant: CGFloat,
    _ priority: UILayoutPriority
  ) -> NSLayoutConstraint {
    let made = NSLayoutConstraint(
      first: first, firstAttribute, relation, second: second, second == nil ? .notAnAttribute : secondAttribute,
      multiplier: multiplier, constant: constant, origin: .system)
    made.identifier = name
    made.priority = priority
    return made
  }
}
