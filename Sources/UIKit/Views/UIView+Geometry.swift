import Foundation

extension UIView {
  public static let noIntrinsicMetric: CGFloat = -1

  var frameFromCenterAndBounds: CGRect {
    let size =
      transform.isIdentity
      ? storedBounds.size
      : CGRect(origin: .zero, size: storedBounds.size)
        .offsetBy(dx: -storedBounds.width / 2, dy: -storedBounds.height / 2).applying(transform).size
    return CGRect(
      x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2, width: size.width,
      height: size.height)
  }

  /// Setting `frame` moves the centre and, when the transform is the identity, sizes the
  /// bounds (UIKit leaves the bounds alone under a transform; the frame is then undefined).
  func applyFrame(_ newValue: CGRect) {
    let rect = newValue.standardized
    storedCenter = CGPoint(x: rect.midX, y: rect.midY)
    if transform.isIdentity { setBoundsSize(rect.size) }
    if layoutState.isInEngine { LayoutEngine.itemGeometryDidChange(self) }
  }

  func setBoundsSize(_ size: CGSize) {
    let old = storedBounds.size
    storedBounds.size = size
    guard old != size else { return }
    if layoutState.isInEngine { LayoutEngine.itemGeometryDidChange(self) }
    setNeedsLayout()
    superview?.setNeedsLayout()
    if autoresizesSubviews { resizeSubviews(from: old) }
  }

  /// The point in the coordinates of the hierarchy's root (the window, when there is one).
  func pointInRootCoordinates(_ point: CGPoint) -> CGPoint {
    var result = point
    var view = self
    while let parent = view.superview {
      result.x += view.frame.minX - view.bounds.minX
      result.y += view.frame.minY - view.bounds.minY
      view = parent
    }
    return result
  }

  func pointFromRootCoordinates(_ point: CGPoint) -> CGPoint {
    let origin = pointInRootCoordinates(.zero)
    return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
  }

  /// The frame in window (root) coordinates, as snapshots report it.
  package var frameInWindow: CGRect {
    CGRect(origin: pointInRootCoordinates(bounds.origin), size: bounds.size)
  }
}
