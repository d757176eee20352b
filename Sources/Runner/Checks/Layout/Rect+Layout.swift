import DriverProtocol

/// The edges and comparisons the layout expectations need, to `LayoutEvaluator.tolerance`.
extension Rect {
  var minX: Double { x }
  var maxX: Double { x + width }
  var minY: Double { y }
  var maxY: Double { y + height }
  var midX: Double { x + width / 2 }

  /// Whether `other` lies inside this rectangle, each edge allowed `tolerance` points past.
  func contains(_ other: Rect, tolerance: Double) -> Bool {
    other.minX >= minX - tolerance && other.maxX <= maxX + tolerance && other.minY >= minY - tolerance
      && other.maxY <= maxY + tolerance
  }

  /// Whether the rectangles share more than `tolerance` points in both directions (frames that
  /// only touch, or cross by a rounding, do not overlap).
  func overlaps(_ other: Rect, tolerance: Double) -> Bool {
    min(maxX, other.maxX) - max(minX, other.minX) > tolerance
      && min(maxY, other.maxY) - max(minY, other.minY) > tolerance
  }
}
