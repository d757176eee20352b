import CheckLanguage
import DriverProtocol

/// Evaluates the expectations about layout (docs/check-language.md "Layout") on the latest
/// snapshot: frames in window coordinates, as the user sees them on this device, compared to half
/// a point. Each failure's `found` names the frames it compared (`#a is at y 120–141, #b at y
/// 100–131`). With `no` in front, the elements must still be on screen: `expect no #a above #b`
/// passes when both are there and #a is not above #b, not when #a is missing.
package struct LayoutEvaluator {
  /// How far frames may be off and still count: half a point, a pixel on a 2× screen.
  package static let tolerance = 0.5

  let snapshot: AppSnapshot
  /// Each view's superview, by the view's id.
  let superviews: [Int: ViewNode]

  package init(snapshot: AppSnapshot) {
    self.snapshot = snapshot
    var superviews: [Int: ViewNode] = [:]
    for node in snapshot.window?.allNodes ?? [] {
      for child in node.children { superviews[child.id] = node }
    }
    self.superviews = superviews
  }

  /// What an expectation about layout found: whether it holds, what it asks for (and what its
  /// negation asks for), and the frames it saw.
  struct Measurement {
    var holds: Bool
    var expectation: String
    var negation: String
    var found: String
  }

  package func evaluate(_ layout: CheckExpectation.Layout, negated: Bool) -> Verdict {
    switch measure(layout) {
    case .failure(let unmet):
      return unmet.verdict
    case .success(let measured):
      if measured.holds != negated { return .passed }
      return .failed(expected: negated ? measured.negation : measured.expectation, found: measured.found)
    }
  }

  func measure(_ layout: CheckExpectation.Layout) -> Result<Measurement, Unmet> {
    switch layout {
    case .position(let query, let position, let other):
      return element(query).flatMap { node in
        element(other).map { otherNode in
          Self.position(Placed(query: query, frame: node.frame), position, Placed(query: other, frame: otherNode.frame))
        }
      }
    case .insideSafeArea(let query):
      return element(query).map { insideSafeArea(query, $0) }
    case .fullyVisible(let query):
      return elementVisibleOrNot(query).map { fullyVisible(query, $0) }
    case .centered(let query):
      return element(query).map { centered(query, $0) }
    case .width(let query, let width):
      return element(query).map { Self.size(query, $0.frame, width: width) }
    case .height(let query, let height):
      return element(query).map { Self.size(query, $0.frame, height: height) }
    case .noOverlaps:
      return .success(noOverlaps())
    case .ok:
      return .success(Self.layoutWarnings(snapshot.layoutWarnings))
    }
  }

  /// The one visible element the query names.
  func element(_ query: Query) -> Result<ViewNode, Unmet> {
    do {
      return .success(try QueryResolver(snapshot: snapshot).resolve(query))
    } catch {
      return .failure(Unmet(expected: "\(query) on screen", found: error.description))
    }
  }

  /// The nodes from the window down to `node`'s superview, nearest first.
  func ancestors(of node: ViewNode) -> [ViewNode] {
    var result: [ViewNode] = []
    var current = superviews[node.id]
    while let ancestor = current {
      result.append(ancestor)
      current = superviews[ancestor.id]
    }
    return result
  }

  // MARK: Position, safe area, centre, size

  /// An element a check named, and where it is.
  struct Placed {
    var query: Query
    var frame: Rect
  }

  /// `#a above #b`: a's bottom at or above b's top; `below`, `left of`, `right of` alike.
  static func position(_ first: Placed, _ position: CheckExpectation.Position, _ second: Placed) -> Measurement {
    let (a, b) = (first.frame, second.frame)
    let (query, other) = (first.query, second.query)
    let holds: Bool
    let rule: String
    let negatedRule: String
    switch position {
    case .above:
      holds = a.maxY <= b.minY + tolerance
      (rule, negatedRule) = ("\(query)'s bottom at or above \(other)'s top", "\(query)'s bottom below \(other)'s top")
    case .below:
      holds = a.minY >= b.maxY - tolerance
      (rule, negatedRule) = ("\(query)'s top at or below \(other)'s bottom", "\(query)'s top above \(other)'s bottom")
    case .leftOf:
      holds = a.maxX <= b.minX + tolerance
      (rule, negatedRule) = (
        "\(query)'s right edge at or left of \(other)'s left edge",
        "\(query)'s right edge right of \(other)'s left edge"
      )
    case .rightOf:
      holds = a.minX >= b.maxX - tolerance
      (rule, negatedRule) = (
        "\(query)'s left edge at or right of \(other)'s right edge",
        "\(query)'s left edge left of \(other)'s right edge"
      )
    }
    let vertical = position == .above || position == .below
    func span(_ frame: Rect) -> String { vertical ? LayoutText.vertical(frame) : LayoutText.horizontal(frame) }
    return Measurement(
      holds: holds, expectation: "\(query) \(position.rawValue) \(other): \(rule)",
      negation: "\(query) not \(position.rawValue) \(other): \(negatedRule)",
      found: "\(query) is at \(span(a)), \(other) at \(span(b))")
  }

  /// Inside the safe area of the nearest ancestor that has one: a view controller's root view
  /// (its container's bars taken off) or the window.
  func insideSafeArea(_ query: Query, _ node: ViewNode) -> Measurement {
    let frame = node.frame
    guard let safe = ancestors(of: node).lazy.compactMap(\.safeArea).first ?? snapshot.window?.safeArea else {
      return Measurement(
        holds: false, expectation: "\(query) inside the safe area", negation: "\(query) outside the safe area",
        found: "the snapshot carries no safe area")
    }
    let tolerance = Self.tolerance
    var past: [String] = []
    if frame.minY < safe.minY - tolerance { past.append("top (y \(LayoutText.number(safe.minY)))") }
    if frame.maxY > safe.maxY + tolerance { past.append("bottom (y \(LayoutText.number(safe.maxY)))") }
    if frame.minX < safe.minX - tolerance { past.append("left edge (x \(LayoutText.number(safe.minX)))") }
    if frame.maxX > safe.maxX + tolerance { past.append("right edge (x \(LayoutText.number(safe.maxX)))") }
    return Measurement(
      holds: past.isEmpty, expectation: "\(query) inside the safe area, \(LayoutText.span(safe))",
      negation: "\(query) reaching out of the safe area, \(LayoutText.span(safe))",
      found: "\(query) is at \(LayoutText.span(frame))"
        + (past.isEmpty ? ", inside it" : ", past the safe area's " + LayoutText.list(past)))
  }

  /// Horizontally centred in its superview: the centres' x within half a point.
  func centered(_ query: Query, _ node: ViewNode) -> Measurement {
    let frame = node.frame
    let container = superviews[node.id]
    let containerFrame = container?.frame ?? frame
    let containerName = container.map { "its superview \(LayoutText.name($0))" } ?? "it has no superview;"
    let centre = LayoutText.number(containerFrame.midX)
    return Measurement(
      holds: abs(frame.midX - containerFrame.midX) <= Self.tolerance,
      expectation: "\(query) centered in its superview: its centre at x \(centre)",
      negation: "\(query) off the centre of its superview (x \(centre))",
      found: "\(query) is at \(LayoutText.horizontal(frame)), centre x \(LayoutText.number(frame.midX)); "
        + "\(containerName) at \(LayoutText.horizontal(containerFrame)), centre x \(centre)")
  }

  /// `width N` / `height N`: to the pixel, within half a point.
  static func size(_ query: Query, _ frame: Rect, width: Double? = nil, height: Double? = nil) -> Measurement {
    let (wanted, found, words, span) =
      if let width {
        (width, frame.width, "wide", LayoutText.horizontal(frame))
      } else {
        (height ?? 0, frame.height, "tall", LayoutText.vertical(frame))
      }
    return Measurement(
      holds: abs(found - wanted) <= tolerance, expectation: "\(query) \(LayoutText.number(wanted)) points \(words)",
      negation: "\(query) not \(LayoutText.number(wanted)) points \(words)",
      found: "\(query) is \(LayoutText.number(found)) points \(words), at \(span)")
  }
}
