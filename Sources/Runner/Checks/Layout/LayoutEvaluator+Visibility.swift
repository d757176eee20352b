import CheckLanguage
import DriverProtocol
import Foundation

extension LayoutEvaluator {
  /// The element the query names, or when no visible one matches, the one invisible element it
  /// names: `fully visible` says why that one is not in view (hidden, under the keyboard, …).
  func elementVisibleOrNot(_ query: Query) -> Result<ViewNode, Unmet> {
    let visible = element(query)
    guard case .failure = visible,
      let invisible = try? QueryResolver(snapshot: snapshot, includingInvisible: true).resolve(query)
    else { return visible }
    return .success(invisible)
  }

  /// In full view: visible, inside the window and every superview, and under no bar, presented
  /// screen or keyboard.
  func fullyVisible(_ query: Query, _ node: ViewNode) -> Measurement {
    let frame = node.frame
    let obstacle = hiddenReason(node) ?? outsideReason(node) ?? coveredReason(node)
    return Measurement(
      holds: obstacle == nil,
      expectation: "\(query) fully visible: shown, inside the window and its superviews, covered by nothing",
      negation: "\(query) not fully visible",
      found: "\(query) is at \(LayoutText.span(frame))" + (obstacle.map { ", " + $0 } ?? ", in full view"))
  }

  /// Hidden or transparent, itself or through an ancestor.
  private func hiddenReason(_ node: ViewNode) -> String? {
    if node.isHidden { return "hidden (isHidden)" }
    if node.alpha < 0.01 { return "transparent (alpha \(LayoutText.number(node.alpha)))" }
    for ancestor in ancestors(of: node) {
      if ancestor.isHidden { return "inside \(LayoutText.name(ancestor)), which is hidden" }
      if ancestor.alpha < 0.01 {
        return "inside \(LayoutText.name(ancestor)), which is transparent (alpha \(LayoutText.number(ancestor.alpha)))"
      }
    }
    return nil
  }

  /// Reaching out of the window or of a superview's bounds (nearest first).
  private func outsideReason(_ node: ViewNode) -> String? {
    for ancestor in ancestors(of: node) where !ancestor.frame.contains(node.frame, tolerance: Self.tolerance) {
      let what = ancestor.kind == .window ? "the window" : "its superview \(LayoutText.name(ancestor))"
      return "reaching out of \(what) at \(LayoutText.span(ancestor.frame))"
    }
    return nil
  }

  /// Under a bar, a presented screen, an alert or the keyboard.
  private func coveredReason(_ node: ViewNode) -> String? {
    let frame = node.frame
    let lineage = Set([node.id] + ancestors(of: node).map(\.id))
    let bars: Set<ElementKind> = [.navigationBar, .toolbar, .tabBar]
    let bar = snapshot.window?.allNodes.first { candidate in
      bars.contains(candidate.kind) && candidate.isVisible && !lineage.contains(candidate.id)
        && candidate.frame.overlaps(frame, tolerance: Self.tolerance)
    }
    if let bar { return "under the \(Self.barName(bar.kind)) at \(LayoutText.vertical(bar.frame))" }
    if let layer = coveringLayer(of: node) {
      return "under \(LayoutText.name(layer)) at \(LayoutText.span(layer.frame)), in front of the screen"
    }
    if snapshot.keyboard.isShown, let keyboard = snapshot.keyboard.frame,
      keyboard.overlaps(frame, tolerance: Self.tolerance)
    {
      return "under the keyboard at \(LayoutText.vertical(keyboard))"
    }
    return nil
  }

  /// A view the window shows in front of the element's own (a presented controller's view, a
  /// dimming view, an alert) that overlaps it.
  private func coveringLayer(of node: ViewNode) -> ViewNode? {
    guard let window = snapshot.window else { return nil }
    let lineage = Set([node.id] + ancestors(of: node).map(\.id))
    guard let own = window.children.firstIndex(where: { lineage.contains($0.id) }) else { return nil }
    return window.children[(own + 1)...].first { layer in
      !layer.isHidden && layer.alpha >= 0.01 && layer.frame.overlaps(node.frame, tolerance: Self.tolerance)
    }
  }

  private static func barName(_ kind: ElementKind) -> String {
    switch kind {
    case .navigationBar: "navigation bar"
    case .tabBar: "tab bar"
    default: "toolbar"
    }
  }

  // MARK: The whole screen

  /// No two visible controls or labels (with text) overlap; the first pair in hierarchy order
  /// that does is named.
  func noOverlaps() -> Measurement {
    let kinds: Set<ElementKind> = [
      .label, .button, .field, .switch, .slider, .segmentedControl, .stepper, .datePicker, .picker, .progress,
      .pageControl,
    ]
    let candidates = (snapshot.window?.allNodes ?? []).filter { node in
      node.isVisible && kinds.contains(node.kind) && (node.kind != .label || !(node.text ?? "").isEmpty)
    }
    let expectation = "no two visible controls or labels overlapping"
    for (index, first) in candidates.enumerated() {
      let inside = Set(first.allNodes.map(\.id))
      for second in candidates[(index + 1)...]
      where !inside.contains(second.id) && first.frame.overlaps(second.frame, tolerance: Self.tolerance) {
        return Measurement(
          holds: false, expectation: expectation, negation: "overlapping controls or labels",
          found: "\(LayoutText.name(first)) at \(LayoutText.span(first.frame)) overlaps "
            + "\(LayoutText.name(second)) at \(LayoutText.span(second.frame))")
      }
    }
    return Measurement(
      holds: true, expectation: expectation, negation: "overlapping controls or labels",
      found: "\(candidates.count) controls and labels, none overlapping")
  }

  /// `layout ok`: the snapshot reports no unsatisfiable constraints and no ambiguous layout.
  static func layoutWarnings(_ warnings: [String]) -> Measurement {
    // UIKit's messages run over several lines; one line each reads better in a report.
    let lines = warnings.map { warning in
      warning.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        .joined(separator: " ")
    }
    let count = lines.count == 1 ? "1 layout warning" : "\(lines.count) layout warnings"
    return Measurement(
      holds: lines.isEmpty,
      expectation: "a layout with no unsatisfiable constraints and no ambiguous views",
      negation: "layout warnings",
      found: lines.isEmpty ? "no layout warnings" : "\(count): " + lines.joined(separator: "; "))
  }
}
